import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface BundleReport {
  /** Scripts the page loads before anything else: index.html's entries, its module preloads and their static imports. */
  initialScripts: FileSize[];
  initialStyles: FileSize[];
  /** Every other script and style sheet: loaded only when a dynamic import asks for it. */
  lazy: FileSize[];
  /** The dynamic imports found, by the file that holds them. */
  dynamicImports: number;
}

const sizeOf = (dir: string, file: string): FileSize => {
  const body = readFileSync(join(dir, file));
  return { file, raw: body.length, gzip: gzipSync(body).length };
};

const sum = (xs: FileSize[], key: 'raw' | 'gzip') => xs.reduce((n, x) => n + x[key], 0);
export const total = (xs: FileSize[]) => ({ raw: sum(xs, 'raw'), gzip: sum(xs, 'gzip') });

function allFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? allFiles(p, base) : [relative(base, p).split('\\').join('/')];
  });
}

/** A path from the page or a module, relative to the renderer folder; null for other origins and bare specifiers. */
function local(fromFile: string, spec: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(spec) || spec.startsWith('//')) return null;
  if (spec.startsWith('/')) return posix.normalize(spec.slice(1));
  if (!spec.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(fromFile), spec.split(/[?#]/)[0]));
}

/**
 * Follows the built page as a browser would on first load: index.html's module scripts, module preloads and style
 * sheets, then every static `import` of those scripts, transitively. Whatever else the folder holds is lazy.
 */
export async function analyseRenderer(dir: string): Promise<BundleReport> {
  await init;
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const path = src && local('index.html', src);
    if (path && /type\s*=\s*["']module["']/i.test(tag)) scripts.add(path);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    const path = href && local('index.html', href);
    if (!path) continue;
    if (rel === 'modulepreload') scripts.add(path);
    if (rel === 'stylesheet') styles.add(path);
  }
  let dynamicImports = 0;
  const queue = [...scripts];
  while (queue.length) {
    const file = queue.shift()!;
    if (!existsSync(join(dir, file))) throw new Error(`${file}, loaded by the first page, is not in ${dir}`);
    const [imports] = parse(readFileSync(join(dir, file), 'utf8'), file);
    for (const imp of imports) {
      if (imp.d === -2) continue; // import.meta
      if (imp.d > -1) {
        dynamicImports++;
        continue;
      }
      const path = imp.n ? local(file, imp.n) : null;
      if (path && !scripts.has(path)) {
        scripts.add(path);
        queue.push(path);
      }
    }
  }
  const lazy = allFiles(dir)
    .filter((f) => /\.(m?js|css)$/.test(f) && !scripts.has(f) && !styles.has(f))
    .map((f) => sizeOf(dir, f))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialScripts: [...scripts].map((f) => sizeOf(dir, f)).sort((a, b) => b.gzip - a.gzip),
    initialStyles: [...styles].map((f) => sizeOf(dir, f)),
    lazy,
    dynamicImports,
  };
}

export const kB = (n: number) => (n / 1000).toFixed(1);
