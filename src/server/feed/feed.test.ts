import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb, testServer } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { CATEGORIES } from '../catalogue/taxonomy';
import { CatalogueCache } from '../repo/catalogue-cache';
import { distanceM } from '../../shared/geo';
import { dietOf, flattenTree, placeCategory, MID_CATEGORY } from './categories';
import { FeedClient } from './client';
import { EXPORT_HEADERS, parseExport } from './export';
import { canonicalKey, isGtin } from './apply';
import { MONITOR_OBSERVED_TYPES, kindOfType } from '../catalogue/kinds';
import { observedTrend } from '../../shared/definitions';
import { chainByName } from './chains';
import { FeedError } from './problems';
import { readFeedState, runFeedUpdate } from './update';
import { FeedService } from './service';
import {
  CHAIN_UUIDS, REAL_CATEGORIES, catalogueFingerprint, ean13, exportWorkbook, generateExport, generateShops, startFixtureMonitor, type ExportRow, type FixtureMonitor,
} from '../../../tests/support/feed/fixture-server';

const tree = flattenTree(REAL_CATEGORIES.categories as never);
const leaves = [...tree.values()].filter((c) => c.id < 1000);

describe('category table', () => {
  it('places every one of the 161 real leaf categories, by hand, into one of the 22 categories', () => {
    expect(leaves).toHaveLength(161);
    const slugs = new Set(CATEGORIES.map((c) => c.slug));
    const unplaced = leaves.filter((l) => !placeCategory(l.id, tree).slug);
    expect(unplaced.map((l) => `${l.id} ${l.name}`)).toEqual([]);
    for (const l of leaves) expect(slugs.has(placeCategory(l.id, tree).slug!), `${l.id}`).toBe(true);
    // Every mid-level category of the real tree is in the table, and the table names no mid the tree lacks.
    const mids = [...tree.values()].filter((c) => c.id >= 2000).map((c) => c.id).sort();
    expect(Object.keys(MID_CATEGORY).map(Number).sort()).toEqual(mids);
  });

  it('puts what a shopper looks for where they look', () => {
    const at = (name: string) => placeCategory(leaves.find((l) => l.name === name)!.id, tree).slug;
    expect(at('UHT tej dobozban, 1,5% zsírtart.')).toBe('diary');
    expect(at('Tojás')).toBe('diary');
    expect(at('Csirkemellfilé')).toBe('meat-fish');
    expect(at('Ásványvíz')).toBe('non-alcoholic');
    expect(at('Háztartási keksz')).toBe('special');
    expect(at('Gluténmentes kenyér, cipó és vekni')).toBe('bakery');
    expect(at('Hasábburgonya')).toBe('frozen-food');
    expect(at('Folyékony mosószer')).toBe('detergents-rinses');
    expect(at('Toalettpapír')).toBe('stationary-packaging');
    expect(at('Nadrágpelenka')).toBe('baby-care');
    expect(at('Tampon')).toBe('beauty');
  });

  it('knows a diet only from the special-diet branches of the tree', () => {
    const at = (name: string) => dietOf(leaves.find((l) => l.name === name)!.id, tree);
    expect(at('Laktózmentes tej')).toEqual({ vegan: false, vegetarian: true, lactoseFree: true });
    expect(at('Növényi italok')).toEqual({ vegan: true, vegetarian: true, lactoseFree: true });
    // A dairy or meat leaf outside those branches claims nothing, whatever its name suggests.
    expect(at('Csirkemellfilé')).toEqual({ vegan: false, vegetarian: false, lactoseFree: false });
    expect(at('UHT tej dobozban, 1,5% zsírtart.')).toEqual({ vegan: false, vegetarian: false, lactoseFree: false });
  });

  it('leaves a leaf under an unknown mid-level category unplaced rather than guessing', () => {
    const t = new Map(tree);
    t.set(999, { id: 999, parentId: 2999, name: 'Új kategória', path: 'x/y/z' });
    expect(placeCategory(999, t)).toEqual({ slug: null, by: 'unknown' });
  });
});

describe('chains and identifiers', () => {
  it('matches the monitor spellings of chains, including Müller, and knows no others', () => {
    expect(chainByName('dm')?.slug).toBe('dm');
    expect(chainByName('SPAR')?.slug).toBe('spar');
    expect(chainByName('Müller')).toMatchObject({ slug: 'muller', id: 10 });
    expect(chainByName('CBA')).toBeUndefined();
  });

  it('tells barcodes from own codes: products are one across chains only by barcode', () => {
    expect(isGtin(ean13('599999900001'))).toBe(true);
    expect(isGtin('5999999000010')).toBe(isGtin(ean13('599999900001')) && ean13('599999900001') === '5999999000010');
    expect(isGtin('0000000022989')).toBe(false);
    expect(isGtin('2000007217256')).toBe(false);
    expect(isGtin('aldi-58734')).toBe(false);
    const tesco = chainByName('Tesco')!;
    const lidl = chainByName('Lidl')!;
    const code = ean13('599000000001');
    expect(canonicalKey({ productId: code, chain: tesco })).toBe(canonicalKey({ productId: code, chain: lidl }));
    expect(canonicalKey({ productId: '0000000022989', chain: tesco })).not.toBe(canonicalKey({ productId: '0000000022989', chain: lidl }));
  });

  it('reads a trend from observed days only, and none while a week of the last four has no observation', () => {
    const day = (n: number, at: Record<number, number>) => Array.from({ length: n }, (_, i) => at[i] ?? null);
    // An observation in each of the four weeks before the latest: 100 on average, now 110.
    expect(observedTrend(day(29, { 0: 100, 7: 100, 14: 100, 21: 100, 28: 110 }))).toBe(10);
    // Two observed days 60 days apart, and five days in a row: not enough observations, whatever the span.
    expect(observedTrend(day(61, { 0: 100, 60: 80 }))).toBeNull();
    expect(observedTrend([100, 100, 100, 100, 90])).toBeNull();
    // One week of the four without an observation: no trend rather than one made up from the others.
    expect(observedTrend(day(29, { 0: 100, 7: 100, 21: 100, 28: 110 }))).toBeNull();
  });
});

const row = (over: Partial<ExportRow> = {}): ExportRow => ({
  'Termék azonosító': ean13('599000000001'), 'Termék név': 'Minta  tej 1,5%  1 l ', 'Kategória azonosító': '2',
  'Kategória név': 'Pasztőrözött ESL tej, 1,5% zsírtart.', 'Üzletlánc név': 'Tesco', 'Egység': 'l', 'Kiszerelés': '1',
  'Minimum ár': '269,0000', 'Maximum ár': '289,0000', 'Minimum egységár': '269,0000', 'Maximum egységár': '289,0000',
  'Hány üzletláncban elérhető': '3', 'Hány boltban elérhető': '178', 'Üzletlánc összes boltja': '197', ...over,
});

describe('daily export', () => {
  it('reads columns by name in any order, the date from the sheet, decimal commas and units', async () => {
    const headers = ['Extra', ...[...EXPORT_HEADERS].reverse()];
    const file = await exportWorkbook(
      [row(), row({ 'Üzletlánc név': 'dm', 'Termék azonosító': ean13('400000000003'), 'Egység': 'ml', 'Kiszerelés': '250', 'Kategória azonosító': '143', 'Maximum ár': '899,0000', 'Minimum ár': '899,0000', 'Maximum egységár': '3,5960' })],
      { date: '2026-11-18', headers },
    );
    const p = await parseExport(file, tree);
    expect(p.date).toBe('2026-11-18');
    expect(p.problems).toEqual([]);
    expect(p.offers.map((o) => [o.chain.slug, o.name, o.unit, o.package, o.price, o.minPrice, o.category, o.kindId])).toEqual([
      ['tesco', 'Minta tej 1,5% 1 l', 'l', 1, 289, 269, 'diary', 2],
      ['dm', 'Minta tej 1,5% 1 l', 'l', 0.25, 899, 899, 'beauty', 143],
    ]);
    expect(p.offers[1]!.unitPrice).toBe(3596);
  });

  it('skips a few bad rows and reports each with row, column and cell; reports an unknown chain instead of guessing', async () => {
    const rows = [row(), ...Array.from({ length: 20 }, (_, i) => row({ 'Termék azonosító': ean13(`59900000${String(100 + i).padStart(4, '0')}`) }))];
    rows[3] = row({ 'Minimum ár': '12,3,4' });
    rows[7] = row({ 'Üzletlánc név': 'CBA' });
    const p = await parseExport(await exportWorkbook(rows), tree);
    expect(p.offers).toHaveLength(19);
    expect(p.problems).toEqual([
      expect.objectContaining({ row: 5, column: 'Minimum ár', cell: 'H5', message: expect.stringContaining('is not a number') }),
      expect.objectContaining({ row: 9, column: 'Üzletlánc név', message: expect.stringContaining("unknown chain 'CBA'") }),
    ]);
  });

  it('refuses a file that is mostly bad, a renamed column, a wrong sheet name and a file that is not a spreadsheet', async () => {
    const bad = Array.from({ length: 10 }, (_, i) => row({ 'Termék azonosító': String(i), 'Maximum ár': 'n/a' }));
    await expect(parseExport(await exportWorkbook([row(), ...bad]), tree)).rejects.toMatchObject({ kind: 'rejected', message: expect.stringContaining('10 of 11 rows are bad') });
    const renamed = [...EXPORT_HEADERS].map((h) => (h === 'Maximum ár' ? 'Max. ár' : h));
    await expect(parseExport(await exportWorkbook([row()], { headers: renamed }), tree)).rejects.toMatchObject({ kind: 'format', message: expect.stringContaining("'Maximum ár'") });
    await expect(parseExport(await exportWorkbook([row()], { sheetName: 'Munka1' }), tree)).rejects.toMatchObject({ kind: 'format', message: expect.stringContaining("'Munka1'") });
    await expect(parseExport(Buffer.from('<html>error</html>'), tree)).rejects.toBeInstanceOf(FeedError);
  });
});

describe('an update from the monitor (stand-in on loopback)', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let client: FeedClient;
  const ROWS = generateExport({ products: 400, seed: 7 });
  const SHOPS = generateShops({ count: 180 });

  const fingerprint = () => catalogueFingerprint(db);

  /** A list made before the first update, read again after it (the next two tests around the first update). */
  let early: { close(): Promise<void>; list(): Promise<{ products: Array<{ id: number; available: boolean; price_source: unknown; kind_name: string }> }>; modelled: number; basket: number } | null = null;

  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    db = fresh.db;
    dispose = fresh.dispose;
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(ROWS, { date: '2026-11-23' }), shops: SHOPS });
    client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 20_000, pauseMs: 0 });
  });
  afterAll(async () => {
    await early?.close();
    await monitor?.close();
    await dispose?.();
  });

  const faults: Array<[string, string, 'timeout' | '500' | 'error-page' | 'truncated' | 'not-json', RegExp, string]> = [
    ['a time-out on the export', '/export', 'timeout', /no answer within 1 s/, 'network'],
    ['a 500 from the shop list', '/api/shops', '500', /answered 500/, 'http'],
    ['an error page instead of the export', '/export', 'error-page', /too small|not an \.xlsx/, 'format'],
    ['a truncated export', '/export', 'truncated', /broke off/, 'network'],
    ['a shop list that is not JSON', '/api/shops', 'not-json', /not JSON/, 'format'],
  ];
  for (const [what, path, fault, message, kind] of faults) {
    it(`leaves the catalogue as it was after ${what}, and says why`, async () => {
      const before = await fingerprint();
      monitor.state.faults.set(path, fault);
      try {
        // The time-out case waits for a short limit; the others keep the generous one, so load cannot fake a time-out.
        const c = fault === 'timeout' ? new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 1_000 }) : client;
        const err = await runFeedUpdate(db, c).then(() => null, (e: unknown) => e);
        expect(err).toBeInstanceOf(FeedError);
        expect((err as FeedError).kind).toBe(kind);
        expect((err as Error).message).toMatch(message);
      } finally {
        monitor.state.faults.clear();
      }
      expect(await fingerprint()).toBe(before);
      expect(await readFeedState(db)).toMatchObject({ status: 'failed', error_kind: kind, message: expect.stringMatching(message), data_date: null });
    });
  }

  it('a list made before the first update holds a modelled offer and an offer of the installed basket', async () => {
    const { server, call } = await signedIn();
    const pick = async (where: string) =>
      (await db.query<{ id: number }>(`SELECT id FROM products WHERE available AND retailer_id = 1 AND ${where} ORDER BY id LIMIT 1`))[0]!.id;
    const modelled = await pick('observed_on IS NULL');
    const basket = await pick(`observed_on = '2026-09-25'`);
    const { id: listId } = await call('POST', '/lists', { name: 'Régi lista' });
    await call('PUT', `/lists/${listId}`, { name: 'Régi lista', products: [modelled, basket].map((id) => ({ product_id: id, quantity: 1 })) });
    early = { close: () => server.close(), list: () => call('GET', `/lists/${listId}`), modelled, basket };
    const byId = new Map((await early.list()).products.map((p) => [p.id, p]));
    expect(byId.get(modelled)).toMatchObject({ available: true, price_source: { kind: 'estimate', origin: null } });
    expect(byId.get(basket)).toMatchObject({ available: true, price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-09-25' } });
  });

  /** A modelled offer at Aldi of a product type the monitor observes (potatoes), or of one it never does (alcohol). */
  const modelledAt = async (observedKind: boolean) =>
    (await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN canonical_products c ON c.id = p.canonical_id JOIN categories g ON g.id = p.category_id
        WHERE p.retailer_id = 1 AND p.observed_on IS NULL AND ${observedKind ? `c.key LIKE 'potatoes/%'` : `g.slug = 'alcohol'`} ORDER BY p.id LIMIT 1`,
    ))[0]!.id;

  it('replaces modelled offers and shops of the chains it covers with observed ones, in one go', async () => {
    const modelledAldi = await modelledAt(true);
    const uncoveredAldi = await modelledAt(false);
    const ecoBefore = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shops WHERE retailer_id = 9`))[0]!.n;
    const progress: number[] = [];
    const { report, problems } = await runFeedUpdate(db, client, { onProgress: (p) => progress.push(p.fraction) });
    expect(report.date).toBe('2026-11-23');
    expect(report.offers).toBe(ROWS.length);
    expect(problems).toEqual([]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const snap = await new CatalogueCache(db).get();
    // Every offer still on sale at a covered chain of a kind the monitor observes is observed, dated and sourced; the
    // modelled ones of those kinds stay, unavailable.
    const covered = [1, 2, 3, 4, 5, 6, 7, 8, 10];
    const observedKinds = new Set(MONITOR_OBSERVED_TYPES.map((t) => kindOfType(t)!.key));
    const ofObservedKind = (o: Parameters<typeof snap.kindOf>[0]) => !!o.observed_on || observedKinds.has(snap.kindOf(o).key);
    const atCovered = snap.available.filter((x) => covered.includes(x.retailer_id));
    for (const o of atCovered.filter(ofObservedKind)) {
      expect(snap.priceSource(o)).toEqual({ kind: 'observed', origin: 'arfigyelo', date: '2026-11-23' });
    }
    expect(snap.offers.get(modelledAldi)!.available).toBe(false);
    // A kind the monitor never observes (alcoholic drinks, pet food, chocolate) keeps its estimates, marked as such.
    expect(snap.offers.get(uncoveredAldi)).toMatchObject({ available: true, observed_on: null });
    expect(snap.priceSource(snap.offers.get(uncoveredAldi)!)).toMatchObject({ kind: 'estimate', origin: null });
    expect(atCovered.filter((o) => !ofObservedKind(o)).every((o) => snap.priceSource(o).kind === 'estimate')).toBe(true);
    // So Alcoholic drinks and Pet food are not emptied: they say that nothing in them is observed, and why.
    for (const slug of ['alcohol', 'pet-food']) {
      const id = [...snap.categories.values()].find((c) => c.slug === slug)!.id;
      const { prices } = snap.category(id, 'en')!;
      expect(prices, slug).toMatchObject({ observed: 0, monitored: false });
      expect(prices!.estimated, slug).toBeGreaterThan(100);
      expect(snap.categoryOffers(id, 'relevance').filter((o) => o.retailer_id === 8).length, `${slug} at Tesco`).toBeGreaterThan(10);
    }
    const dairy = [...snap.categories.values()].find((c) => c.slug === 'diary')!.id;
    expect(snap.category(dairy, 'en')!.prices).toMatchObject({ monitored: true });
    expect(snap.category(dairy, 'en')!.prices!.observed).toBeGreaterThan(0);
    // A category where both stand lists its observed prices first, estimates after them.
    const dairyList = snap.categoryOffers(dairy, 'relevance');
    const firstDairyEstimate = dairyList.findIndex((o) => !o.observed_on);
    expect(firstDairyEstimate).toBeGreaterThan(0);
    expect(dairyList.slice(firstDairyEstimate).some((o) => o.observed_on)).toBe(false);
    // EcoFamily is not in the monitor: its offers stay modelled and say so.
    const eco = snap.available.filter((x) => x.retailer_id === 9);
    expect(eco.length).toBeGreaterThan(0);
    expect(snap.priceSource(eco[0]!)).toMatchObject({ kind: 'estimate', origin: null });
    // Müller joins as a retailer of its own.
    expect(snap.retailers.get(10)).toMatchObject({ name: 'Müller', photo: 'media/retailers/muller.svg' });
    // Shops: only the monitor's for the chains it lists; EcoFamily keeps its OpenStreetMap shops.
    const bySource = await db.query<{ retailer_id: number; source: string; n: number }>(
      'SELECT retailer_id, source, count(*)::int AS n FROM shops GROUP BY 1, 2 ORDER BY 1, 2',
    );
    for (const r of bySource) expect(r.source, `retailer ${r.retailer_id}`).toMatch(r.retailer_id === 9 ? /^(osm|synthetic)$/ : /^arfigyelo$/);
    expect(bySource.filter((r) => r.retailer_id === 9).reduce((s, r) => s + r.n, 0)).toBe(ecoBefore);
    expect(bySource.filter((r) => r.source === 'arfigyelo').reduce((s, r) => s + r.n, 0)).toBe(SHOPS.length);
    // Rows the feed makes live in their own id range, clear of the bundled catalogue's.
    expect(Math.min(...atCovered.filter((x) => x.observed_on).map((x) => x.id))).toBeGreaterThanOrEqual(1_000_000_000);
    expect(await readFeedState(db)).toMatchObject({ status: 'ok', data_date: '2026-11-23', message: null });
    // Observed lactose-free and plant-based products fill the diet collections; nothing else claims a diet.
    const diets = await db.query<{ kind: string; lactose: boolean; vegan: boolean; n: number }>(
      `SELECT k.name AS kind, p.lactose_free AS lactose, p.vegan, count(*)::int AS n FROM products p JOIN feed_kinds k ON k.id = p.kind_id
        WHERE p.observed_on = '2026-11-23' AND k.name IN ('Laktózmentes tej', 'Növényi italok', 'Csirkemellfilé') GROUP BY 1, 2, 3 ORDER BY 1`,
    );
    expect(diets.map(({ kind, lactose, vegan }) => [kind, lactose, vegan])).toEqual([
      ['Csirkemellfilé', false, false], ['Laktózmentes tej', true, false], ['Növényi italok', true, true],
    ]);
    // A barcode sold at several chains is one product: each offer's saving is against the average of them all.
    const shared = [...snap.byCanonical.values()].find((list) => list.length >= 3 && list.every((x) => x.observed_on))!;
    const avg = shared.reduce((a, x) => a + x.price, 0) / shared.length;
    for (const x of shared) expect(x.saving).toBe(Math.max(0, Math.round(avg - x.price)));
    // Home's best offers lead with savings seen in the shops: every observed offer comes before any modelled one.
    const firstEstimate = snap.best.findIndex((x) => x.observed_on === null);
    expect(snap.best.slice(0, firstEstimate).every((x) => x.observed_on)).toBe(true);
    expect(snap.best.slice(firstEstimate).some((x) => x.observed_on)).toBe(false);
    expect(firstEstimate).toBeGreaterThan(0);
  });

  it('after the first update, that list tells a withdrawn estimate from an observed offer the monitor stopped reporting', async () => {
    expect(early).not.toBeNull();
    try {
      const { products } = await early!.list();
      const byId = new Map(products.map((p) => [p.id, p]));
      // Both stay on the list, unavailable. The modelled offer was never reported by the monitor: its price source
      // still says estimate (the app labels it "Estimated price withdrawn"), with the kind a search for it today can use.
      expect(byId.get(early!.modelled)).toMatchObject({ available: false, price_source: { kind: 'estimate', origin: null } });
      expect(byId.get(early!.modelled)!.kind_name).not.toBe('');
      // The basket's offer was observed, on 25 September 2026, and is no longer reported ("No longer reported by the price monitor").
      expect(byId.get(early!.basket)).toMatchObject({ available: false, price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-09-25' } });
    } finally {
      await early!.close();
      early = null;
    }
  });

  it('next day: prices move, history grows by one observed day, a product gone stays on lists as unavailable', async () => {
    const [gone, moved] = [ROWS[0]!, ROWS[1]!];
    const [{ id: goneId }] = await db.query<{ id: number }>(`SELECT id FROM products WHERE external_id = $1 AND retailer_id = (SELECT id FROM retailers WHERE name = $2 OR slug = lower($2) LIMIT 1)`, [gone['Termék azonosító'], gone['Üzletlánc név'] === 'dm' ? 'DM' : gone['Üzletlánc név']]);
    const [{ id: userId }] = await db.query<{ id: number }>(`INSERT INTO users (email, password_hash, firstname) VALUES ('feed@example.com', 'x', 'F') RETURNING id`);
    const [{ id: listId }] = await db.query<{ id: number }>(`INSERT INTO lists (user_id, name, created_at) VALUES ($1, 'Heti', now()) RETURNING id`, [userId]);
    await db.query('INSERT INTO list_items (list_id, product_id, quantity, created_at) VALUES ($1, $2, 2, now())', [listId, goneId]);

    const next = ROWS.slice(1).map((r) => (r === moved ? { ...r, 'Maximum ár': '999,0000', 'Minimum ár': '999,0000' } : r));
    monitor.state.exportFile = await exportWorkbook(next, { date: '2026-11-24' });
    const { report } = await runFeedUpdate(db, client);
    expect(report.unavailable).toBe(1);
    const [item] = await db.query<{ available: boolean; quantity: number }>(
      'SELECT p.available, li.quantity FROM list_items li JOIN products p ON p.id = li.product_id WHERE li.list_id = $1', [listId]);
    expect(item).toEqual({ available: false, quantity: 2 });
    const [h] = await db.query<{ start: string; step_days: number; prices: number[]; price: number }>(
      `SELECT h.start_date::text AS start, h.step_days, h.prices, p.price FROM price_history h JOIN products p ON p.id = h.product_id
        WHERE p.external_id = $1 AND p.retailer_id = (SELECT id FROM retailers WHERE name = $2 OR slug = lower($2) LIMIT 1)`,
      [moved['Termék azonosító'], moved['Üzletlánc név'] === 'dm' ? 'DM' : moved['Üzletlánc név']]);
    expect(h).toMatchObject({ start: '2026-11-23', step_days: 1, price: 999 });
    expect(h!.prices).toEqual([Math.round(Number(moved['Maximum ár'].replace(',', '.'))), 999]);
    monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-23' });
  });

  it('brings back an estimate of a kind the monitor does not observe that an earlier version withdrew', async () => {
    const uncoveredAldi = await modelledAt(false);
    await db.query('UPDATE products SET available = false WHERE id = $1', [uncoveredAldi]);
    const { report } = await runFeedUpdate(db, client);
    expect(report.modelledRetired).toBe(0);
    expect((await db.query<{ available: boolean }>('SELECT available FROM products WHERE id = $1', [uncoveredAldi]))[0]!.available).toBe(true);
  });

  it('uses the API price types for followed products: a promotion and a loyalty price come through', async () => {
    const r = ROWS.find((x) => x['Üzletlánc név'] === 'Tesco' && /^599/.test(x['Termék azonosító']))!;
    const [{ id }] = await db.query<{ id: number }>(`SELECT id FROM products WHERE external_id = $1 AND retailer_id = 8`, [r['Termék azonosító']]);
    await db.query(`INSERT INTO favorites (user_id, product_id) SELECT id, $1 FROM users WHERE email = 'feed@example.com'`, [id]);
    const normal = Math.round(Number(r['Maximum ár'].replace(',', '.')));
    monitor.state.products.set(r['Termék azonosító'], {
      id: r['Termék azonosító'], name: r['Termék név'], unit: 'db', packaging: '1', categoryId: r['Kategória azonosító'],
      chainStores: [{ uuid: '792ea257-0af9-4588-ada7-81bd96c96400', name: 'Tesco', prices: [
        { type: 'NORMAL', amount: normal }, { type: 'DISCOUNTED', amount: normal - 50 }, { type: 'LOYALTY', amount: normal - 80 },
      ], availableInShops: [] }],
    });
    monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-25' });
    await runFeedUpdate(db, client);
    const [p] = await db.query<{ price: number; regular_price: number; discount: boolean; loyalty_price: number }>(
      'SELECT price, regular_price, discount, loyalty_price FROM products WHERE id = $1', [id]);
    expect(p).toEqual({ price: normal - 50, regular_price: normal, discount: true, loyalty_price: normal - 80 });
    expect(monitor.requests).toContain(`/api/product/${r['Termék azonosító']}`);
  });

  it('refuses a shop list that shrank to less than half, keeping the shops it has', async () => {
    const before = await fingerprint();
    monitor.state.shops = SHOPS.slice(0, 40);
    await expect(runFeedUpdate(db, client)).rejects.toMatchObject({ kind: 'rejected', message: expect.stringContaining('40 shops against 180') });
    monitor.state.shops = SHOPS;
    expect(await fingerprint()).toBe(before);
  });

  it('"Update prices now" right after a successful update does not fetch again; ten minutes later it does', async () => {
    await runFeedUpdate(db, client);
    let offset = 0;
    const service = new FeedService(db, client, { auto: false, now: () => Date.now() + offset });
    const exports = () => monitor.requests.filter((p) => p.startsWith('/export')).length;
    const before = exports();
    await service.requestUpdate();
    await service.settled();
    expect(exports()).toBe(before);
    const rested = await service.status(null);
    expect(rested).toMatchObject({ running: false, status: 'ok', error_kind: null, enabled: true });
    // The status says until when the button rests: ten minutes after the check.
    expect(Date.parse(rested.next_check_at!) - Date.parse(rested.checked_at!)).toBe(10 * 60_000);
    offset = 11 * 60_000;
    expect((await service.status(null)).next_check_at).toBeNull();
    await service.requestUpdate();
    expect((await service.status(null)).running).toBe(true);
    await service.settled();
    expect(exports()).toBe(before + 1);
  });

  it('a server told to recheck after 0 minutes asks the monitor again at once', async () => {
    await runFeedUpdate(db, client);
    const service = new FeedService(db, client, { auto: false, recheckAfterMs: 0 });
    expect((await service.status(null)).next_check_at).toBeNull();
    const exports = () => monitor.requests.filter((p) => p.startsWith('/export')).length;
    const before = exports();
    await service.requestUpdate();
    await service.settled();
    expect(exports()).toBe(before + 1);
  });

  it('a newer bundled catalogue loads over imported rows without a clash', async () => {
    const { cp, mkdtemp, readFile, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'kosar-seed-'));
    await cp(DEFAULT_CATALOGUE_DIR, dir, { recursive: true });
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, version: `${manifest.version}-next` }));
    const observed = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE observed_on IS NOT NULL'))[0]!.n;
    const shopsBefore = await db.query<{ retailer_id: number; source: string; n: number }>(
      'SELECT retailer_id, source, count(*)::int AS n FROM shops GROUP BY 1, 2 ORDER BY 1, 2',
    );
    const availableBefore = (await db.query<{ ids: number[] }>('SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE available'))[0]!.ids;
    await expect(loadSeed(db, dir)).resolves.toMatchObject({ loaded: true });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE observed_on IS NOT NULL'))[0]!.n).toBe(observed);
    // It brings back neither the modelled shops the monitor's replaced nor the modelled offers of the chains it prices.
    expect(await db.query('SELECT retailer_id, source, count(*)::int AS n FROM shops GROUP BY 1, 2 ORDER BY 1, 2')).toEqual(shopsBefore);
    expect((await db.query<{ ids: number[] }>('SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE available'))[0]!.ids).toEqual(availableBefore);
    // The next seed-made row still takes an id below the feed's range.
    const [{ id }] = await db.query<{ id: number }>(`INSERT INTO blogs (title_en, title_hu, intro_en, intro_hu, created) VALUES ('t', 't', 'i', 'i', now()) RETURNING id`);
    expect(id).toBeLessThan(1_000_000_000);
  });

  /** A server on this database and a new user's calls through it, each expected to answer 200. */
  const signedIn = async () => {
    const server = await testServer(db);
    const user = await server.signUp();
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await server.call(method, url, { token: user.token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    return { server, call };
  };

  it('a list planned after an update buys at the monitor\'s shops at observed prices; a saved plan keeps them when an item goes', async () => {
    const { server, call } = await signedIn();
    try {
      const snap = await new CatalogueCache(db).fresh();
      // The feed's status counts the observed offers on sale and their latest data date.
      const observed = snap.available.filter((o) => o.observed_on);
      expect((await call('GET', '/feed')).observed).toEqual({ count: observed.length, latest: observed.map((o) => o.observed_on!).sort().at(-1) });
      // A zone over central Budapest, with every chain the monitor covers.
      const covered = [1, 2, 3, 4, 5, 6, 7, 8, 10];
      await call('PUT', '/zone', { latitude: 47.4979, longitude: 19.0402, diameter: 15_000, retailers: covered });
      const inZone = await db.query<{ retailer_id: number }>(
        `SELECT DISTINCT retailer_id FROM shops WHERE source = 'arfigyelo' AND abs(latitude - 47.4979) < 0.05 AND abs(longitude - 19.0402) < 0.07`,
      );
      const chains = new Set(inZone.map((r) => r.retailer_id));
      const seen = new Set<number>();
      const picks = snap.available
        .filter((o) => o.observed_on && chains.has(o.retailer_id) && !seen.has(o.canonical_id) && seen.add(o.canonical_id))
        .slice(0, 4);
      expect(picks).toHaveLength(4);
      const { id: listId } = await call('POST', '/lists', { name: 'Heti bevásárlás' });
      await call('PUT', `/lists/${listId}`, { name: 'Heti bevásárlás', products: picks.map((o) => ({ product_id: o.id, quantity: 2 })) });

      const { versions } = await call('PUT', `/lists/${listId}`, { retailers: covered });
      expect(versions.length).toBeGreaterThan(0);
      const best = versions[0];
      // The card says its prices are all observed, with the data date.
      expect(best.price_sources).toMatchObject({ estimate: 0, observed_on: snap.offers.get(picks[0]!.id)!.observed_on });
      // Every store of the plan is one of the monitor's shops; no modelled or OpenStreetMap shop is used.
      const shopIds = best.retailers.flatMap((r: { shop: Array<{ id: number }> }) => r.shop.map((x) => x.id));
      const sources = await db.query<{ source: string }>('SELECT source FROM shops WHERE id = ANY($1::int[])', [shopIds]);
      expect(sources.map((x) => x.source)).toEqual(shopIds.map(() => 'arfigyelo'));
      const { version } = await call('GET', `/lists/plan/${best.id}`);
      const lines = version.retailers.flatMap((r: { products: unknown[] }) => r.products) as Array<{ id: number; price: number; quantity: number; price_source: unknown; available: boolean }>;
      // Each line is an observed offer, at the price the monitor reported, and the total is what those prices add up to.
      for (const ln of lines) {
        const offer = snap.offers.get(ln.id)!;
        expect(ln.price).toBe(offer.price);
        expect(ln.price_source).toEqual({ kind: 'observed', origin: 'arfigyelo', date: offer.observed_on });
        expect(ln.available).toBe(true);
      }
      expect(version.total).toBe(lines.reduce((sum, ln) => sum + ln.price * ln.quantity, 0));
      // Each line says what the same product costs at the plan's other stores today; where it is not sold there, what a
      // similar product of its kind costs, named and marked similar (null where the store sells nothing of the kind).
      for (const r of version.retailers as Array<{ id: number; products: Array<{ id: number; others: Array<{ retailer_id: number; price: number | null; name?: string | null; similar?: boolean }> }> }>) {
        for (const ln of r.products) {
          expect(ln.others.map((o) => o.retailer_id).sort()).toEqual(version.retailers.map((x: { id: number }) => x.id).filter((x: number) => x !== r.id).sort());
          for (const o of ln.others) {
            const sold = (snap.byCanonical.get(snap.offers.get(ln.id)!.canonical_id) ?? []).filter((x) => x.retailer_id === o.retailer_id);
            if (sold.length) expect(o.price).toBe(Math.min(...sold.map((x) => x.price)));
            else if (o.price !== null) expect(o).toMatchObject({ similar: true, name: expect.any(String) });
          }
        }
      }
      // Its product page says the trend and the 12-month low rest on the monitor's days, not on the model.
      const detail = await call('GET', `/products/${lines[0]!.id}`);
      expect(detail.history_basis).toMatchObject({ kind: 'observed', until: snap.offers.get(lines[0]!.id)!.observed_on });
      await call('POST', '/lists/saved', { id: best.id });

      // The next day one planned item is gone from the monitor: the list and the saved plan keep it, marked, at its old price.
      const goneLine = lines[0]!;
      const externalIds = new Map(
        (await db.query<{ id: number; external_id: string }>('SELECT id, external_id FROM products WHERE id = ANY($1::int[])', [[...picks.map((o) => o.id), ...lines.map((l) => l.id)]])).map((r) => [r.id, r.external_id]),
      );
      const dataDate = snap.offers.get(goneLine.id)!.observed_on!;
      const next = ROWS.filter((r) => r['Termék azonosító'] !== externalIds.get(goneLine.id));
      monitor.state.exportFile = await exportWorkbook(next, { date: '2026-11-26' });
      await runFeedUpdate(db, client);
      const after = (await call('GET', `/lists/plan/${best.id}`)).version;
      const kept = after.retailers.flatMap((r: { products: unknown[] }) => r.products).find((p: { id: number }) => p.id === goneLine.id);
      expect(kept).toMatchObject({ price: goneLine.price, available: false, price_source: { kind: 'observed', date: dataDate } });
      expect(after.total).toBe(version.total);
      // It names the item as gone, and what re-planning the same items would do today.
      expect(after.changes.gone.map((g: { id: number }) => g.id)).toContain(goneLine.id);
      expect(after.changes.items).toBe(lines.length - after.changes.gone.length);
      expect(after.changes.replan).not.toBeNull();
      const list = await call('GET', `/lists/${listId}`);
      const goneOnList = list.products.filter((p: { id: number }) => externalIds.get(p.id) === externalIds.get(goneLine.id));
      expect(goneOnList.length).toBeGreaterThan(0);
      for (const p of goneOnList) expect(p).toMatchObject({ available: false, quantity: 2 });
      const stillThere = list.products.find((p: { id: number }) => externalIds.get(p.id) !== externalIds.get(goneLine.id) && externalIds.has(p.id));
      expect(stillThere).toMatchObject({ available: true, price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-26' } });
    } finally {
      await server.close();
      monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-23' });
    }
  });

  it('per-shop prices: where a chain prices a followed product by shop, the shops in users\' zones are asked, and plans buy at the shop\'s price', async () => {
    const { server, call } = await signedIn();
    try {
      const centre = { latitude: 47.4979, longitude: 19.0402 };
      await call('PUT', '/zone', { ...centre, diameter: 6_000, retailers: [8] });
      const tesco = SHOPS.filter((x) => x.chainStoreUuid === CHAIN_UUIDS['Tesco']);
      const inside = tesco.filter((x) => distanceM(centre, x.location) <= 6_000).map((x) => x.uuid);
      const outside = tesco.filter((x) => distanceM(centre, x.location) > 6_000).map((x) => x.uuid);
      expect(inside.length).toBeGreaterThanOrEqual(2);
      expect(outside.length).toBeGreaterThan(0);
      // A Tesco product no earlier test asked about, followed by this user.
      const asked = new Set(monitor.requests.filter((p) => p.startsWith('/api/product/')).map((p) => decodeURIComponent(p.split('/')[3]!)));
      const r = ROWS.find((x) => x['Üzletlánc név'] === 'Tesco' && /^599/.test(x['Termék azonosító']) && !asked.has(x['Termék azonosító']))!;
      const [{ id }] = await db.query<{ id: number }>('SELECT id FROM products WHERE external_id = $1 AND retailer_id = 8', [r['Termék azonosító']]);
      await call('PUT', '/favorites', { product_id: id });
      const normal = Math.round(Number(r['Maximum ár'].replace(',', '.')));
      monitor.state.products.set(r['Termék azonosító'], {
        id: r['Termék azonosító'], name: r['Termék név'], unit: 'db', packaging: '1', categoryId: r['Kategória azonosító'],
        chainStores: [{ uuid: CHAIN_UUIDS['Tesco'], name: 'Tesco', prices: [{ type: 'NORMAL', amount: normal }], priceSameEverywhere: false,
          availableInShops: [...inside, ...outside] }],
      });
      // One shop in the zone sells it on promotion; the others at the chain's price.
      const cheap = inside[inside.length - 1]!;
      for (const u of inside) monitor.state.shopPrices.set(`${r['Termék azonosító']}|${u}`, [{ type: 'NORMAL', amount: normal }]);
      monitor.state.shopPrices.set(`${r['Termék azonosító']}|${cheap}`, [{ type: 'NORMAL', amount: normal }, { type: 'DISCOUNTED', amount: normal - 100 }]);
      // Another sells it at its shelf price, with a Clubcard price below the promotion.
      const club = inside[0]!;
      monitor.state.shopPrices.set(`${r['Termék azonosító']}|${club}`, [{ type: 'NORMAL', amount: normal }, { type: 'LOYALTY', amount: normal - 160 }]);
      const before = monitor.requests.length;
      monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-27' });
      const { report } = await runFeedUpdate(db, client);
      expect(report.shopPrices).toBe(inside.length);

      // Only shops inside a zone were asked about, at most 8 a call, and every one of them.
      const shopCalls = monitor.requests.slice(before).filter((p) => p.startsWith(`/api/product/${r['Termék azonosító']}/shop/`));
      const askedShops = shopCalls.flatMap((p) => decodeURIComponent(p.split('/').at(-1)!).split(','));
      for (const p of shopCalls) expect(decodeURIComponent(p.split('/').at(-1)!).split(',').length).toBeLessThanOrEqual(8);
      const zones = await db.query<{ latitude: number; longitude: number; radius_m: number }>('SELECT latitude, longitude, radius_m FROM zones');
      const inSomeZone = tesco.filter((x) => zones.some((z) => distanceM(z, x.location) <= z.radius_m)).map((x) => x.uuid);
      expect(inSomeZone.length).toBeLessThan(tesco.length);
      expect(askedShops.sort()).toEqual(inSomeZone.sort());
      for (const u of inside) expect(askedShops).toContain(u);
      const stored = await db.query<{ external_id: string; price: number }>(
        'SELECT s.external_id, sp.price FROM shop_prices sp JOIN shops s ON s.id = sp.shop_id WHERE sp.product_id = $1 ORDER BY sp.price', [id]);
      expect(stored[0]).toEqual({ external_id: `arfigyelo:${cheap}`, price: normal - 100 });

      // A plan of that product buys it at the promoting shop, at its own price.
      const { id: listId } = await call('POST', '/lists', { name: 'Akció' });
      await call('PUT', `/lists/${listId}`, { name: 'Akció', products: [{ product_id: id, quantity: 1 }] });
      const { versions } = await call('PUT', `/lists/${listId}`, { retailers: [8] });
      expect(versions[0].total).toBe(normal - 100);
      const [{ external_id: chosen }] = await db.query<{ external_id: string }>('SELECT external_id FROM shops WHERE id = $1', [versions[0].retailers[0].shop[0].id]);
      expect(chosen).toBe(`arfigyelo:${cheap}`);
      expect(versions[0].terms.loyalty).toEqual([]);
      expect((await call('GET', `/lists/${listId}`)).totals.cheapest).toBe(normal - 100);

      // With Clubcard on, the plan and the list total take the shop's loyalty price, and the plan says so.
      await call('PUT', '/loyalty', { retailer_ids: [8] });
      const on = (await call('PUT', `/lists/${listId}`, { retailers: [8] })).versions[0];
      expect(on.total).toBe(normal - 160);
      expect(on.terms.loyalty).toEqual([{ retailer_name: 'Tesco', programme: 'Clubcard', lines: 1 }]);
      const [{ external_id: clubChosen }] = await db.query<{ external_id: string }>('SELECT external_id FROM shops WHERE id = $1', [on.retailers[0].shop[0].id]);
      expect(clubChosen).toBe(`arfigyelo:${club}`);
      expect((await call('GET', `/lists/${listId}`)).totals.cheapest).toBe(normal - 160);
      // The plan's detail prices the line at that shop as today: no price change is claimed.
      const line = (await call('GET', `/lists/plan/${on.id}`)).version.retailers[0].products[0];
      expect(line).toMatchObject({ price: normal - 160, loyalty: true, current_price: null });
      // Only the programmes the user uses count: with Lidl Plus alone, Tesco's loyalty price is not taken.
      await call('PUT', '/loyalty', { retailer_ids: [4] });
      expect((await call('PUT', `/lists/${listId}`, { retailers: [8] })).versions[0].total).toBe(normal - 100);
      expect((await call('GET', `/lists/${listId}`)).totals.cheapest).toBe(normal - 100);
    } finally {
      await server.close();
      monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-23' });
    }
  });
});
