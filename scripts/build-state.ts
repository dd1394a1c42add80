// Whether out/ (electron-vite's build of main, preload and renderer) is missing or older than its sources.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What `electron-vite build` writes; the build is there only when all three are. */
export const BUILD_OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
/** What the build reads besides src/ (tests excepted). */
const CONFIG_INPUTS = [
  'electron.vite.config.ts',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
];

const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

type Newest = { path: string; mtimeMs: number } | null;

function newestIn(dir: string, best: Newest): Newest {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return best;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) best = newestIn(p, best);
    else if (e.isFile() && !isTest(e.name)) {
      const t = statSync(p).mtimeMs;
      if (!best || t > best.mtimeMs) best = { path: p, mtimeMs: t };
    }
  }
  return best;
}

const mtime = (p: string): number | null => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * { fresh: true } when every output exists and is newer than every source; otherwise { fresh: false, reason } with a
 * short reason ("out/ has no build yet", "src/renderer/App.tsx changed since the last build").
 */
export function buildState(root: string): { fresh: true } | { fresh: false; reason: string } {
  const outTimes = BUILD_OUTPUTS.map((p) => mtime(join(root, p)));
  if (outTimes.some((t) => t === null)) return { fresh: false, reason: 'out/ has no build yet' };
  const builtAt = Math.min(...(outTimes as number[]));
  let newest: Newest = newestIn(join(root, 'src'), null);
  for (const p of CONFIG_INPUTS) {
    const t = mtime(join(root, p));
    if (t !== null && (!newest || t > newest.mtimeMs)) newest = { path: join(root, p), mtimeMs: t };
  }
  if (newest && newest.mtimeMs > builtAt)
    return { fresh: false, reason: `${relative(root, newest.path)} changed since the last build` };
  return { fresh: true };
}
