import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb, signedInCaller, testServer, type SignedInCaller } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { FeedClient } from './client';
import { runFeedUpdate } from './update';
import { CatalogueCache } from '../repo/catalogue-cache';
import { exportWorkbook, generateExport, generateShops, startFixtureMonitor, type ExportRow, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';

/** Two updates of the stand-in monitor 60 days apart: what the history, the trend and the descriptions then say. */
describe('observed days only, after two updates 60 days apart', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let server: Awaited<ReturnType<typeof testServer>>;
  let api: SignedInCaller;
  const product = (id: number, language: 'en' | 'hu' = 'en') => api.in(language)('product', { params: { id } });
  const CHAINS = ['Tesco', 'Aldi', 'Lidl', 'Spar', 'Müller'];
  const ROWS = generateExport({ products: 60, seed: 5, chains: CHAINS });
  let tracked: ExportRow;
  let basket: { id: number; external_id: string; chain: string; kind_id: number };
  const idOf = async (r: ExportRow) =>
    (await db.query<{ id: number }>('SELECT p.id FROM products p JOIN retailers c ON c.id = p.retailer_id WHERE p.external_id = $1 AND c.name = $2', [r['Termék azonosító'], r['Üzletlánc név']]))[0]!.id;

  beforeAll(async () => {
    ({ db, dispose } = await freshDb('pglite'));
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    // An offer of the bundled basket, observed on 25 September 2026 with a description that says so.
    [basket] = await db.query<{ id: number; external_id: string; chain: string; kind_id: number }>(
      `SELECT p.id, p.external_id, c.name AS chain, p.kind_id FROM products p JOIN retailers c ON c.id = p.retailer_id
        WHERE p.observed_on = '2026-09-25' AND c.name IN ('Tesco', 'Aldi', 'Lidl', 'Spar') AND p.kind_id IS NOT NULL
          AND p.description_en LIKE '%25%September%2026%' ORDER BY p.id LIMIT 1`,
    );
    expect(basket).toBeDefined();
    const basketRow: ExportRow = { ...ROWS[0]!, 'Termék azonosító': basket.external_id, 'Üzletlánc név': basket.chain, 'Kategória azonosító': String(basket.kind_id) };
    tracked = ROWS[1]!;
    const shops = generateShops({ count: 40, chains: CHAINS });
    monitor = await startFixtureMonitor({ exportFile: await exportWorkbook([...ROWS, basketRow], { date: '2026-09-26' }), shops, chains: CHAINS });
    const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 20_000, pauseMs: 0 });
    await runFeedUpdate(db, client);
    server = await testServer(db);
    api = await signedInCaller(server);
    // The first update's description (none) and price, before the second.
    const first = await product(basket.id);
    expect(first.description ?? '').not.toMatch(/September|szeptember/);
    // 60 days later: prices move.
    const next = [...ROWS, basketRow].map((r) => ({ ...r, 'Minimum ár': '777,0000', 'Maximum ár': '777,0000' }));
    monitor.state.exportFile = await exportWorkbook(next, { date: '2026-11-25' });
    await runFeedUpdate(db, client);
    await server.close();
    server = await testServer(db);
    api = await signedInCaller(server);
  });
  afterAll(async () => {
    await server?.close();
    await monitor?.close();
    await dispose?.();
  });

  it('keeps two points with a gap between, not 61 days of a repeated price', async () => {
    const id = await idOf(tracked);
    const [h] = await db.query<{ start: string; prices: (number | null)[] }>('SELECT start_date::text AS start, prices FROM price_history WHERE product_id = $1', [id]);
    expect(h!.start).toBe('2026-09-26');
    expect(h!.prices).toHaveLength(61);
    expect(h!.prices.filter((p) => p !== null)).toEqual([Math.round(Number(tracked['Maximum ár'].replace(',', '.'))), 777]);
    // The product page's chart gets the same: two prices, nulls (gaps) between.
    const detail = await product(id);
    const own = detail.history!.find((s) => s.product_id === id)!;
    expect(own.prices.filter((p) => p !== null)).toHaveLength(2);
    expect(own.prices.slice(1, -1).every((p) => p === null)).toBe(true);
  });

  it('gives no trend from two observations, and the sentence counts 2 days', async () => {
    const id = await idOf(tracked);
    const detail = await product(id);
    expect(detail.trending).toBeNull();
    expect(detail.history_basis).toEqual({ kind: 'observed', since: '2026-09-26', until: '2026-11-25', days: 2 });
    // Home and category lists say the same: no trend (null), never a flat 0%.
    const snap = await new CatalogueCache(db).fresh();
    expect(snap.product(snap.offers.get(id)!, 'en', false, null).trending).toBeNull();
    // The bundled basket's day, then two updates: three observed days.
    expect((await product(basket.id)).history_basis).toMatchObject({ kind: 'observed', since: '2026-09-25', days: 3 });
  });

  it('writes nothing at one update that describes another update\'s price', async () => {
    for (const lang of ['en', 'hu'] as const) {
      const detail = await product(basket.id, lang);
      expect(detail.price).toBe(777);
      expect(detail.description ?? '').not.toMatch(/25|September|szeptember/);
      expect(detail.price_source).toMatchObject({ kind: 'observed', date: '2026-11-25' });
    }
  });

  it('names every chain it has prices for: Müller joins as a 10th, EcoFamily stays estimated', async () => {
    const chains = (await api('health')).chains!;
    expect(chains).toHaveLength(10);
    expect(chains.find((c) => c.name === 'Müller')).toEqual({ name: 'Müller', observed: true });
    expect(chains.find((c) => c.name === 'EcoFamily')).toEqual({ name: 'EcoFamily', observed: false });
    for (const name of ['Tesco', 'Aldi', 'Lidl', 'Spar']) expect(chains.find((c) => c.name === name)?.observed, name).toBe(true);
  });
});
