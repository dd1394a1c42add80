import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildState } from '../../scripts/build-state';
import { analyseRenderer, kB, total, type BundleReport } from './analyse';

/**
 * `npm run bench:bundle`'s budget, held by `npm test` too (SPEC §2, §9; issue #19): the first page load fetches at
 * most 250 kB of gzipped script, and neither the map (Leaflet) nor the chart (uPlot) is part of it. Reads the build in
 * out/renderer as the bench does (.ci/run and `npm test` build before the tests); without a build there is nothing to
 * measure, and the test says so instead of building (a build inside the unit tests would double their time).
 */
const TARGET_GZIP = 250_000;
const root = resolve(import.meta.dirname, '../..');
const dir = join(root, 'out/renderer');
const built = existsSync(join(dir, 'index.html'));
const state = buildState(root);

/** Code only these libraries carry: Leaflet's stamp on every layer and pane, uPlot's cursor and legend classes. */
const LIBRARIES = [
  { name: 'Leaflet', marks: ['_leaflet_id', 'leaflet-pane'] },
  { name: 'uPlot', marks: ['u-cursor-x', 'u-legend'] },
];

describe.skipIf(!built)('the renderer bundle (out/renderer)', () => {
  let report: BundleReport;
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');

  it('finds the first load and its lazy chunks', async () => {
    if (!state.fresh) console.warn(`out/ is older than its sources (${state.reason}): run npx electron-vite build to measure this tree`);
    report = await analyseRenderer(dir);
    expect(report.initialScripts.length).toBeGreaterThan(0);
    expect(report.dynamicImports, 'route areas load lazily').toBeGreaterThan(0);
  });

  it(`loads at most ${kB(TARGET_GZIP)} kB of gzipped script before the first screen`, () => {
    const first = total(report.initialScripts);
    console.log(`first-load script: ${kB(first.gzip)} kB gzipped (${kB(first.raw)} kB raw) in ${report.initialScripts.length} files`);
    expect(first.gzip).toBeLessThanOrEqual(TARGET_GZIP);
  });

  it.each(LIBRARIES)('keeps $name out of the first load, in a lazy chunk', ({ marks }) => {
    for (const { file } of report.initialScripts) {
      const body = read(file);
      for (const mark of marks) expect(body.includes(mark), `${mark} in ${file}`).toBe(false);
    }
    // The marks are real: the library is in the build, in a chunk loaded later.
    const lazyWith = report.lazy.filter(({ file }) => file.endsWith('.js') && marks.every((m) => read(file).includes(m)));
    expect(lazyWith.length).toBeGreaterThan(0);
  });
});

it.runIf(!built)('the renderer bundle: no build to measure', () => {
  console.warn('out/renderer/index.html is missing: the bundle budget is not checked. Run npx electron-vite build first (.ci/run and npm test do).');
});
