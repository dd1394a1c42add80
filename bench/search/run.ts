/**
 * `npm run bench:search`: the relevance set's queries (src/server/catalogue/relevance-set.ts) over the catalogue after
 * an update of 20,000 offers from the monitor's stand-in (plus the modelled offers it keeps), in one run: p50 and p95
 * of the search index's answer beside a plain substring scan of the same names. Target: p95 under 20 ms (printed,
 * not asserted). Each query is asked fresh (the index's memory of recent rankings is emptied before it).
 * `npm run bench:search -- --quick`: 4,000 offers, to check the bench itself.
 */
import { freshDb } from '../../tests/support/server/test-helper';
import { loadSeed } from '../../src/server/catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../../src/server/paths';
import { CatalogueCache } from '../../src/server/repo/catalogue-cache';
import { FeedClient } from '../../src/server/feed/client';
import { runFeedUpdate } from '../../src/server/feed/update';
import { exportWorkbook, generateExport, generateShops, startFixtureMonitor } from '../../tests/support/feed/fixture-server';
import { RELEVANCE_SET } from '../../src/server/catalogue/relevance-set';
import { normalizeText } from '../../src/server/catalogue/trigrams';
import { SearchIndex } from '../../src/server/catalogue/search';

const quick = process.argv.includes('--quick');
const ROWS = quick ? 4_000 : 20_000;
const ROUNDS = quick ? 3 : 10;

const { db, dispose } = await freshDb('pglite');
await loadSeed(db, DEFAULT_CATALOGUE_DIR);
const monitor = await startFixtureMonitor({
  exportFile: await exportWorkbook(generateExport({ products: ROWS, seed: 5 }), { date: '2026-11-23' }),
  shops: generateShops({ count: 600 }),
});
const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 300_000, exportTimeoutMs: 300_000, pauseMs: 0 });
await runFeedUpdate(db, client);
const snap = await new CatalogueCache(db).get();
const offers = snap.available;
const names = offers.map((o) => `${normalizeText(o.name_hu)} ${normalizeText(o.name_en)}`);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const index: SearchIndex<(typeof offers)[number]> = snap.search;
const indexed: number[] = [];
const scanned: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const j of RELEVANCE_SET) {
    // A fresh ranking each time: the index's memory of recent rankings is emptied first.
    (index as unknown as { recent: Map<string, unknown> }).recent.clear();
    let t = performance.now();
    index.search({ query: j.query, lang: j.lang, limit: 20 });
    indexed.push(performance.now() - t);
    const q = normalizeText(j.query);
    t = performance.now();
    const hits: number[] = [];
    for (let i = 0; i < names.length; i++) if (names[i].includes(q)) hits.push(i);
    hits.sort((a, b) => offers[a].price - offers[b].price);
    scanned.push(performance.now() - t);
  }
}
const row = (label: string, xs: number[]) => `${label.padEnd(22)} p50 ${pct(xs, 50).toFixed(2).padStart(7)} ms   p95 ${pct(xs, 95).toFixed(2).padStart(7)} ms`;
console.log(`bench:search — ${offers.length} offers available after an update of ${ROWS} rows; ${RELEVANCE_SET.length} queries × ${ROUNDS} rounds`);
console.log(row('search index', indexed));
console.log(row('plain substring scan', scanned));
console.log(`index p95 / scan p95: ${(pct(indexed, 95) / pct(scanned, 95)).toFixed(1)}×   target: index p95 < 20 ms (${pct(indexed, 95) < 20 ? 'met' : 'NOT met'})`);
await monitor.close();
await dispose();
