import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { loadSeed } from './load-seed';
import { DEFAULT_CATALOGUE_DIR } from './paths';
import { EXCEL_HEADERS, parseArfigyeloExcel, parseArfigyeloShops } from './arfigyelo';
import { FeedValidationError, applyPriceFeed, applyShopFeed } from './importer';
import { computeTrend } from './definitions';
import { CatalogueCache } from '../repo/catalogue-cache';
import { normalizeText } from './trigrams';

type Row = Partial<Record<(typeof EXCEL_HEADERS)[number] | 'Extra', string | number>>;

const row = (id: string, name: string, chain: string, unit: string, pack: string, min: string | number, max: string | number, extra: Row = {}): Row => ({
  'Termék azonosító': id, 'Termék név': name, 'Kategória azonosító': '1', 'Kategória név': 'Pasztőrözött ESL tej, 2,8% zsírtart.',
  'Üzletlánc név': chain, 'Egység': unit, 'Kiszerelés': pack, 'Minimum ár': min, 'Maximum ár': max, 'Minimum egységár': min,
  'Maximum egységár': max, 'Hány üzletláncban elérhető': '3', 'Hány boltban elérhető': '178', 'Üzletlánc összes boltja': '197', ...extra,
});

/** An export in the documented format: dated sheet name, text cells with decimal commas, columns in a different order plus an extra one. */
async function workbook(sheet: string, rows: Row[], headers: string[] = ['Extra', ...[...EXCEL_HEADERS].reverse()]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(headers);
  for (const r of rows) ws.addRow(headers.map((h) => r[h as keyof Row] ?? ''));
  wb.addWorksheet('Egyéb');
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const GOOD = [
  row('5990000000001', 'Példa  tej 2,8%  1 l ', 'Tesco', 'l', '1', '329,0000', '349,0000'),
  row('5990000000001', 'Példa tej 2,8% 1 l', 'Lidl', 'l', '1', '319,0000', '319,0000'),
  row('0000000022989', 'Sárgarépa', 'Penny', 'kg', '1', '299,0000', '299,0000', { 'Kategória név': 'Zöldség', 'Kategória azonosító': '36' }),
  row('4000000000003', 'Példa tusfürdő 250 ml', 'dm', 'ml', '250', '899,0000', '899,0000', { 'Kategória név': 'Tusfürdő', 'Minimum egységár': '', 'Maximum egységár': '' }),
  row('4000000000004', 'Példa sampon', 'Müller', 'ml', '250', '999,0000', '999,0000'),
  row('5990000000005', 'Példa kenyér 500 g', 'SPAR', 'g', '500', 599, 649, { 'Kategória név': 'Fehér kenyér' }),
];

let db: Db;
const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0].n;
const snapshot = async () => ({
  products: await count('SELECT count(*)::int AS n FROM products'),
  observations: await count('SELECT count(*)::int AS n FROM price_observations'),
  history: await count('SELECT sum(cardinality(prices))::int AS n FROM price_history'),
});

beforeAll(async () => {
  db = await openDb({});
  await loadSeed(db, DEFAULT_CATALOGUE_DIR);
});
afterAll(async () => {
  await db?.close();
});

describe('Árfigyelő daily export', () => {
  it('parses by header name, with the sheet date, decimal commas and chain names', async () => {
    const feed = await parseArfigyeloExcel(await workbook('Napi feltöltések - 2026-11-18', GOOD));
    expect(feed.date).toBe('2026-11-18');
    expect(feed.offers.map((o) => [o.productId, o.chain, o.unit, o.package, o.price, o.minPrice])).toEqual([
      ['5990000000001', 'tesco', 'l', 1, 349, 329],
      ['5990000000001', 'lidl', 'l', 1, 319, 319],
      ['0000000022989', 'penny', 'kg', 1, 299, 299],
      ['4000000000003', 'dm', 'l', 0.25, 899, 899],
      ['5990000000005', 'spar', 'kg', 0.5, 649, 599],
    ]);
    expect(feed.offers[0].name).toBe('Példa tej 2,8% 1 l');
    expect(feed.offers.map((o) => o.category)).toEqual(['diary', 'diary', 'vegetables', 'beauty', 'bakery']);
    expect(feed.skipped).toEqual([expect.objectContaining({ row: 6, message: expect.stringContaining('Müller') })]);
  });

  it('round-trips into the catalogue and appends history without losing anything', async () => {
    const before = await snapshot();
    const r1 = await applyPriceFeed(db, await parseArfigyeloExcel(await workbook('Napi feltöltések - 2026-11-18', GOOD)));
    expect(r1).toMatchObject({ date: '2026-11-18', offers: 5, newProducts: 5, updatedProducts: 0, skipped: 1 });
    const mid = await snapshot();
    expect(mid.products).toBe(before.products + 5);
    expect(mid.observations).toBe(before.observations + 5);

    const tesco = (await db.query<{ id: number; name_hu: string; price: number; canonical_id: number; trending: number; saving: number }>(
      `SELECT p.id, p.name_hu, p.price, p.canonical_id, p.trending, p.saving FROM products p JOIN retailers r ON r.id = p.retailer_id
       WHERE r.slug = 'tesco' AND p.external_id = '5990000000001'`))[0];
    expect(tesco).toMatchObject({ name_hu: 'Példa tej 2,8% 1 l', price: 349, saving: 0 });
    const others = await db.query<{ price: number }>('SELECT price FROM products WHERE canonical_id = $1 AND id <> $2', [tesco.canonical_id, tesco.id]);
    expect(others.map((o) => o.price)).toEqual([319]);

    // The same file again changes nothing; next week's file extends the history by one week.
    await applyPriceFeed(db, await parseArfigyeloExcel(await workbook('Napi feltöltések - 2026-11-18', GOOD)));
    expect(await snapshot()).toEqual(mid);
    const nextWeek = GOOD.map((r) => ({ ...r, 'Maximum ár': r['Termék azonosító'] === '5990000000001' && r['Üzletlánc név'] === 'Tesco' ? '379,0000' : r['Maximum ár'] }));
    await applyPriceFeed(db, await parseArfigyeloExcel(await workbook('Napi feltöltések - 2026-11-25', nextWeek)));
    const after = await snapshot();
    expect(after.observations).toBe(mid.observations + 5);
    expect(after.history).toBe(mid.history + 5);
    const h = (await db.query<{ prices: number[]; trending: number; price: number }>(
      'SELECT h.prices, p.trending, p.price FROM price_history h JOIN products p ON p.id = h.product_id WHERE p.id = $1', [tesco.id]))[0];
    expect(h.prices).toEqual([349, 379]);
    expect(h.price).toBe(379);
    expect(h.trending).toBe(computeTrend(h.prices));
    const obs = await db.query<{ observed_on: unknown; price: number; min_price: number }>('SELECT observed_on, price, min_price FROM price_observations WHERE product_id = $1 ORDER BY observed_on', [tesco.id]);
    expect(obs.map((o) => [o.price, o.min_price])).toEqual([[349, 329], [379, 329]]);
    // Both imported offers are found by search with the accents left out.
    const hits = (await new CatalogueCache(db).get()).search.search({ query: 'pelda tej', lang: 'hu', limit: 50 });
    const found = hits.filter((o) => normalizeText(o.name_hu).includes('pelda tej'));
    expect(found.length).toBe(2);
  });

  it('appends a feed price to a seeded offer history in the same week', async () => {
    // A feed observation for an existing seeded offer in the catalogue's last week replaces that week's value.
    const [seeded] = await db.query<{ id: number; prices: number[] }>('SELECT product_id AS id, prices FROM price_history ORDER BY product_id LIMIT 1');
    const { appendHistory } = await import('./importer');
    await db.transaction((tx) => appendHistory(tx, '2026-11-18', [{ id: seeded.id, price: seeded.prices.at(-1)! + 100 }]));
    const [after] = await db.query<{ prices: number[]; trending: number }>('SELECT h.prices, p.trending FROM price_history h JOIN products p ON p.id = h.product_id WHERE p.id = $1', [seeded.id]);
    expect(after.prices.length).toBe(seeded.prices.length);
    expect(after.prices.slice(0, -1)).toEqual(seeded.prices.slice(0, -1));
    expect(after.trending).toBe(computeTrend(after.prices));
  });

  const broken: [string, () => Promise<Buffer>, RegExp][] = [
    ['an unknown chain', () => workbook('Napi feltöltések - 2026-11-18', [...GOOD, row('1', 'X', 'CBA', 'db', '1', '1', '1')]), /row 8, column 'Üzletlánc név': unknown chain 'CBA'/],
    ['a malformed price', () => workbook('Napi feltöltések - 2026-11-18', [row('1', 'X', 'Tesco', 'db', '1', '12,3,4', '20')]), /row 2, column 'Minimum ár' \(H2\): "12,3,4" is not a number/],
    ['a minimum above the maximum', () => workbook('Napi feltöltések - 2026-11-18', [row('1', 'X', 'Tesco', 'db', '1', '30,0000', '20,0000')]), /row 2, column 'Minimum ár' .*is more than the maximum/],
    ['a missing column', () => workbook('Napi feltöltések - 2026-11-18', GOOD, EXCEL_HEADERS.filter((h) => h !== 'Kiszerelés')), /column 'Kiszerelés': header is missing/],
    ['a sheet without the date', () => workbook('Sheet1', GOOD), /first sheet is named 'Sheet1'/],
    ['a duplicate product at one chain', () => workbook('Napi feltöltések - 2026-11-18', [GOOD[0], GOOD[0]]), /row 3, column 'Termék azonosító'.*already on row 2/],
    ['an empty product id', () => workbook('Napi feltöltések - 2026-11-18', [row('', 'X', 'Tesco', 'db', '1', '1', '1')]), /row 2, column 'Termék azonosító'.*is empty/],
  ];
  for (const [what, make, message] of broken) {
    it(`refuses ${what} and changes nothing`, async () => {
      const before = await snapshot();
      const err = await parseArfigyeloExcel(await make()).then(
        (feed) => applyPriceFeed(db, feed).then(() => null),
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(FeedValidationError);
      expect((err as Error).message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a file that is not an .xlsx', async () => {
    await expect(parseArfigyeloExcel(Buffer.from('not a spreadsheet'))).rejects.toThrow(FeedValidationError);
  });
});

describe('Árfigyelő shop list', () => {
  const shop = (uuid: string, chain: string, lat: number, lon: number) => ({
    uuid, chainStoreUuid: chain, postalCode: '1053', city: 'Budapest', address: 'Példa utca 1.', location: { latitude: lat, longitude: lon }, openingTime: '',
  });
  const LIDL = 'f95031d8-84a5-4edf-b4fa-18b2cbae2ea1';
  const MUELLER = 'e313905a-b57e-4016-b4d2-1d1f45e53157';

  it('replaces the synthetic shops of the chains it covers with real ones', async () => {
    const feed = parseArfigyeloShops({ shops: [shop('lidl-1', LIDL, 47.49, 19.05), shop('lidl-2', LIDL, 47.5, 19.06), shop('mueller-1', MUELLER, 47.5, 19.07)] });
    expect(feed.skipped).toHaveLength(1);
    const r = await applyShopFeed(db, feed);
    expect(r.shops).toBe(2);
    expect(r.syntheticRemoved).toBeGreaterThan(10);
    const lidl = await db.query<{ source: string; address: string; district: string }>(`SELECT s.source, s.address, s.district FROM shops s JOIN retailers r ON r.id = s.retailer_id WHERE r.slug = 'lidl'`);
    expect(lidl).toEqual([
      { source: 'arfigyelo', address: '1053 Budapest, Példa utca 1.', district: 'V' },
      { source: 'arfigyelo', address: '1053 Budapest, Példa utca 1.', district: 'V' },
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM shops s JOIN retailers r ON r.id = s.retailer_id WHERE r.slug = 'dm' AND s.source = 'synthetic'`)).toBeGreaterThan(0);
  });

  it('refuses unknown chains and malformed shops', () => {
    expect(() => parseArfigyeloShops({ shops: [shop('x-1', '00000000-0000-0000-0000-000000000000', 47.5, 19)] })).toThrow(/row 1, column 'chainStoreUuid': unknown chain/);
    expect(() => parseArfigyeloShops({ shops: [{ ...shop('x-1', LIDL, 47.5, 19), location: { latitude: 'a' } }] })).toThrow(FeedValidationError);
  });
});
