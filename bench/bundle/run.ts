/**
 * `npm run bench:bundle`: what the renderer's first page load costs. Builds out/ when it is missing or older than its
 * sources (`--build` always builds), follows out/renderer/index.html's entry and its static imports, and prints the
 * raw and gzipped size of the first load and of each lazy chunk, against the target: at most 250 kB of gzipped
 * script before the first screen.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildState } from '../../scripts/build-state';
import { analyseRenderer, kB, total } from './analyse';

const TARGET_GZIP = 250_000;
const root = resolve(import.meta.dirname, '../..');
const state = buildState(root);
if (process.argv.includes('--build') || !state.fresh) {
  console.log(`Building (${state.fresh ? '--build' : state.reason}): npx electron-vite build`);
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const report = await analyseRenderer(resolve(root, 'out/renderer'));
const first = total(report.initialScripts);
const css = total(report.initialStyles);
const later = total(report.lazy);

console.log('| first load | files | raw kB | gzip kB |');
console.log('|---|---|---|---|');
console.log(`| scripts | ${report.initialScripts.length} | ${kB(first.raw)} | ${kB(first.gzip)} |`);
console.log(`| style sheets | ${report.initialStyles.length} | ${kB(css.raw)} | ${kB(css.gzip)} |`);
console.log('');
console.log('| first-load script | raw kB | gzip kB |');
console.log('|---|---|---|');
for (const f of report.initialScripts) console.log(`| ${f.file} | ${kB(f.raw)} | ${kB(f.gzip)} |`);
console.log('');
console.log(
  `| lazy chunk (${report.lazy.length}, ${report.dynamicImports} dynamic imports in the first load) | raw kB | gzip kB |`,
);
console.log('|---|---|---|');
for (const f of report.lazy) console.log(`| ${f.file} | ${kB(f.raw)} | ${kB(f.gzip)} |`);
console.log(`| all lazy chunks | ${kB(later.raw)} | ${kB(later.gzip)} |`);
console.log('');
const meets = first.gzip <= TARGET_GZIP;
console.log(
  `first-load script ${kB(first.gzip)} kB gzipped (${kB(first.raw)} kB raw): ${meets ? 'meets' : 'misses'} the ${kB(TARGET_GZIP)} kB target (ratio ${(first.gzip / TARGET_GZIP).toFixed(2)})`,
);
process.exit(meets ? 0 : 1);
