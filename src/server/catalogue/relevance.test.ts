import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb } from '../../../tests/support/server/test-helper';
import { loadSeed } from './load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { CatalogueCache } from '../repo/catalogue-cache';
import type { CatalogueSnapshot } from '../repo/catalogue-snapshot';
import { FeedClient } from '../feed/client';
import { runFeedUpdate } from '../feed/update';
import { exportWorkbook, generateExport, generateShops, startFixtureMonitor, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';
import { RELEVANCE_SET, type Judged } from './relevance-set';
import { normalizeText } from './trigrams';
import type { SearchParams } from './search';

/**
 * The judged queries whose first three results are not what the shopper meant (or that the catalogue has nothing
 * for), with what came instead.
 */
function misjudged(snap: CatalogueSnapshot, judged: readonly Judged[] = RELEVANCE_SET, updated = false): string[] {
  const out: string[] = [];
  for (const j of judged) {
    const meant = (o: { name_hu: string; name_en: string }) => j.top3.test(normalizeText(o.name_hu)) || j.top3.test(normalizeText(o.name_en));
    // Three, or as many as the catalogue has (an updated catalogue has what the monitor lists).
    const need = Math.min(3, snap.available.filter(meant).length);
    const top = snap.search.search({ query: j.query, lang: j.lang, limit: 3 });
    // The bundled catalogue has every kind of the set; an updated one may not (then there is nothing to judge).
    if (need === 0 && updated) continue;
    const ok = need > 0 && top.length >= need && top.slice(0, need).every(meant);
    if (!ok) out.push(`${j.query} (${j.lang}, ${j.means}) -> ${top.map((o) => (j.lang === 'hu' ? o.name_hu : o.name_en)).join('; ') || 'nothing'}`);
  }
  return out;
}

const names = (snap: CatalogueSnapshot, p: Partial<SearchParams> & { query: string }) =>
  snap.search.search({ lang: 'hu', limit: 10, ...p }).map((o) => normalizeText(p.lang === 'en' ? o.name_en : o.name_hu));

describe('the judged relevance set', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor | undefined;
  let bundled: CatalogueSnapshot;

  beforeAll(async () => {
    ({ db, dispose } = await freshDb('pglite'));
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    bundled = await new CatalogueCache(db).get();
  });
  afterAll(async () => {
    await monitor?.close();
    await dispose?.();
  });

  it('has at least 40 everyday queries in both languages', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_SET.map((j) => j.lang))).toEqual(new Set(['hu', 'en']));
  });

  it('gives what each query means first on the bundled catalogue', () => {
    expect(misjudged(bundled)).toEqual([]);
  });

  it('ranks the plain kind above products that only contain the word, and knows synonyms', () => {
    expect(names(bundled, { query: 'cukor' })[0]).toMatch(/kristalycukor/);
    expect(names(bundled, { query: 'sugar', lang: 'en' })[0]).toMatch(/granulated sugar/);
    expect(names(bundled, { query: 'wc papír' }).slice(0, 5)).toEqual(Array(5).fill(expect.stringMatching(/toalettpapir/)));
  });

  it('finds no typo where only padding letters agree: "Nivea" does not list Balea pads', () => {
    expect(names(bundled, { query: 'Nivea' }).filter((n) => n.includes('balea'))).toEqual([]);
  });

  it('sorts by price and unit price what the query means, not everything that contains its letters', () => {
    const byPrice = names(bundled, { query: 'tej', sort: 'price', limit: 20 });
    expect(byPrice.length).toBeGreaterThan(3);
    expect(byPrice.filter((n) => !/\b(uht|esl|friss) tej\b/.test(n))).toEqual([]);
    const deals = names(bundled, { query: 'tej', sort: 'unit_price', discounted: true, limit: 20 });
    expect(deals.filter((n) => /tojas|kifli/.test(n))).toEqual([]);
    // A query with no plain kind keeps its whole-word matches sorted ("joghurt" without "joghurtos" muesli).
    const yoghurts = names(bundled, { query: 'joghurt', sort: 'price', limit: 50 });
    expect(yoghurts.length).toBeGreaterThan(5);
    expect(yoghurts.filter((n) => !/\bjoghurt\b/.test(n))).toEqual([]);
  });

  it('gives what each Hungarian query means first after an update from the monitor', async () => {
    monitor = await startFixtureMonitor({
      exportFile: await exportWorkbook(generateExport({ products: 3_000, seed: 11 }), { date: '2026-11-23' }),
      shops: generateShops({ count: 120 }),
    });
    const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 60_000, exportTimeoutMs: 60_000, pauseMs: 0 });
    await runFeedUpdate(db, client);
    const updated = await new CatalogueCache(db).get();
    expect(updated.available.length).not.toBe(bundled.available.length);
    // Observed products carry only their chain's Hungarian names: the Hungarian queries are judged on them.
    expect(misjudged(updated, RELEVANCE_SET.filter((j) => j.lang === 'hu'), true)).toEqual([]);
  }, 240_000);
});
