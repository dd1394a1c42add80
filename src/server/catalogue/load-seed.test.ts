import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { loadSeed, readManifest } from './load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { computeTrend, savingsOf } from '../../shared/definitions';
import { testServer } from '../../../tests/support/server/test-helper';
import { routes } from '../../shared/api/routes';
import { FEED_ID_START } from './load-seed';

// A data folder, not memory: the warm start (reopen + loadSeed no-op) is part of what is measured.
const dataDir = mkdtempSync(path.join(tmpdir(), 'kosar-catalogue-'));
let db: Db;
let firstLoadMs = 0;

beforeAll(async () => {
  db = await openDb({ dataDir });
  const t = performance.now();
  const r = await loadSeed(db, DEFAULT_CATALOGUE_DIR);
  firstLoadMs = performance.now() - t;
  expect(r.loaded).toBe(true);
  console.log(`catalogue first load: ${Math.round(firstLoadMs)} ms`);
});

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadSeed', () => {
  // Times are printed, not asserted (shared, noisy machines): `npm run bench:start` measures them.
  it('loads the whole catalogue', async () => {
    const [c] = await db.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM retailers) AS retailers,
      (SELECT count(*)::int FROM canonical_products) AS canonical, (SELECT count(*)::int FROM products) AS products,
      (SELECT count(*)::int FROM price_history) AS history, (SELECT count(*)::int FROM shops) AS shops,
      (SELECT count(*)::int FROM blogs) AS blogs, (SELECT count(DISTINCT retailer_id)::int FROM products) AS selling`);
    const m = await readManifest(DEFAULT_CATALOGUE_DIR);
    expect(c).toEqual({
      categories: 22, retailers: 9, canonical: m.counts.canonicalProducts, products: m.counts.offers, history: m.counts.offers,
      shops: m.counts.shops, blogs: m.counts.blogs, selling: 9,
    });
  });

  it('gives every modelled offer the trend its price history yields, and an observed one none yet', async () => {
    const rows = await db.query<{ id: number; trending: number | null; price: number; prices: number[]; observed: boolean }>(
      'SELECT p.id, p.trending, p.price, h.prices, p.observed_on IS NOT NULL AS observed FROM products p JOIN price_history h ON h.product_id = p.id',
    );
    expect(rows.length).toBeGreaterThan(6000);
    expect(rows.some((r) => r.observed)).toBe(true);
    for (const r of rows) {
      expect(r.prices.at(-1), `price of ${r.id}`).toBe(r.price);
      // An observed price of the bundled basket has one observed day: no trend yet, never a flat 0%.
      expect(r.trending, `trend of ${r.id}`).toBe(r.observed ? null : computeTrend(r.prices));
    }
  });

  it('gives every modelled offer its other offers (the same canonical product at other retailers)', async () => {
    // Observed products with a chain's own code (aldi-…, lidl-…) or a loose-goods code are one chain's product by nature.
    const lonely = await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.observed_on IS NULL AND NOT EXISTS (
         SELECT 1 FROM products o WHERE o.canonical_id = p.canonical_id AND o.retailer_id <> p.retailer_id)`,
    );
    expect(lonely).toEqual([]);
    const rows = await db.query<{ canonical_id: number; price: number; regular: number; own_brand: string | null; saving: number }>(
      'SELECT canonical_id, price, regular_price AS regular, own_brand, saving FROM products',
    );
    const groups = new Map<number, typeof rows>();
    for (const r of rows) groups.set(r.canonical_id, [...(groups.get(r.canonical_id) ?? []), r]);
    for (const group of groups.values()) {
      const savings = savingsOf(group.map((r) => ({ price: r.price, regular: r.regular, ownBrand: r.own_brand })));
      expect(group.map((r) => r.saving)).toEqual(savings);
    }
    // A saving is a comparison with the same goods: never as large as the price itself (an own brand is not the others' goods).
    expect(rows.filter((r) => r.saving >= r.price)).toEqual([]);
    const own = rows.filter((r) => r.own_brand);
    expect(own.length).toBeGreaterThan(100);
    for (const r of own) expect(r.saving).toBe(Math.max(0, r.regular - r.price));
  });

  it('links every category to its parent and every shop to a retailer', async () => {
    const cats = await db.query<{ slug: string; parent: string | null }>(
      'SELECT c.slug, p.slug AS parent FROM categories c LEFT JOIN categories p ON p.id = c.parent_id ORDER BY c.id',
    );
    expect(cats.filter((c) => c.parent === null).map((c) => c.slug)).toEqual(['food', 'drink', 'drogerie', 'household', 'pet']);
    expect(cats.find((c) => c.slug === 'supplies')?.parent).toBe('pet');
    // No invented shop: chains without open location data (Lidl, dm, Rossmann, EcoFamily) have no shop until an update.
    const sources = await db.query<{ source: string }>(`SELECT DISTINCT source FROM shops ORDER BY 1`);
    expect(sources.map((s) => s.source)).toEqual(['osm']);
    const shopless = await db.query<{ slug: string }>(`SELECT slug FROM retailers r WHERE NOT EXISTS (SELECT 1 FROM shops s WHERE s.retailer_id = r.id) ORDER BY 1`);
    expect(shopless.map((s) => s.slug)).toEqual(['dm', 'ecofamily', 'lidl', 'rossmann']);
  });

  it('loads the observed basket as Árfigyelő offers of 2026-09-25 that answer with that source and date', async () => {
    const m = await readManifest(DEFAULT_CATALOGUE_DIR);
    expect(m.observed).toMatchObject({ date: '2026-09-25', source: 'arfigyelo', credit: 'Forrás: GVH Árfigyelő', offers: 148 });
    const observed = await db.query<{ id: number; retailer: string; external_id: string; name_hu: string; price: number; start: string; step_days: number; prices: number[] }>(
      `SELECT p.id, r.slug AS retailer, p.external_id, p.name_hu, p.price, h.start_date::text AS start, h.step_days, h.prices
         FROM products p JOIN retailers r ON r.id = p.retailer_id JOIN price_history h ON h.product_id = p.id
        WHERE p.observed_on = '2026-09-25' AND p.price_origin = 'arfigyelo' AND p.source = 'arfigyelo' ORDER BY p.id`,
    );
    expect(observed).toHaveLength(148);
    // Only the observed day: no modelled past is put before an observation.
    for (const o of observed) expect([o.start, o.step_days, o.prices]).toEqual(['2026-09-25', 1, [o.price]]);
    // One product per barcode across chains: the same 1 kg of Sweet Family sugar at Auchan and at Aldi.
    const sugar = observed.filter((o) => o.external_id === '4008671013004');
    expect(sugar.map((o) => `${o.retailer} ${o.price}`).sort()).toEqual(['aldi 295', 'auchan 290']);
    const [{ n: sugarProducts }] = await db.query<{ n: number }>(`SELECT count(DISTINCT canonical_id)::int AS n FROM products WHERE external_id = '4008671013004'`);
    expect(sugarProducts).toBe(1);
    const [{ n: modelled }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE observed_on IS NULL');
    expect(modelled).toBe(m.counts.modelledOffers);

    const s = await testServer(db);
    try {
      const { token } = await s.signUp();
      const milk = observed.find((o) => o.retailer === 'aldi' && o.external_id === 'aldi-320827')!;
      const res = await s.call('GET', `/products/${milk.id}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      const p = routes.product.response.parse(res.json());
      expect(p).toMatchObject({ price: 279, retailer_name: 'Aldi', price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-09-25' } });
      expect(p.description).toContain('Árfigyelő');
      const modelledId = (await db.query<{ id: number }>('SELECT min(id)::int AS id FROM products WHERE observed_on IS NULL'))[0].id;
      const est = routes.product.response.parse((await s.call('GET', `/products/${modelledId}`, { token })).json());
      expect(est.price_source).toMatchObject({ kind: 'estimate', origin: null });
    } finally {
      await s.close();
    }
  });

  it('keeps a newer observation the price feed wrote for a bundled product when the seed is loaded again', async () => {
    const [milk] = await db.query<{ id: number }>(`SELECT id FROM products WHERE external_id = 'aldi-320827'`);
    await db.query(`UPDATE products SET price = 289, observed_on = '2026-10-01' WHERE id = $1`, [milk.id]);
    await db.query(`UPDATE price_history SET prices = '{279,279,279,279,279,279,282}' WHERE product_id = $1`, [milk.id]);
    // A product the feed wrote under an id of its own, with the key of a bundled one, must not stop the seed from loading.
    const [ean] = await db.query<{ id: number; canonical_id: number; retailer_id: number }>(`SELECT id, canonical_id, retailer_id FROM products WHERE external_id = '5999086458285'`);
    await db.query('DELETE FROM products WHERE id = $1', [ean.id]);
    await db.query(`UPDATE canonical_products SET id = $1 WHERE id = $2`, [FEED_ID_START + 5, ean.canonical_id]);
    await db.query(
      `INSERT INTO products (id, canonical_id, retailer_id, category_id, name_hu, name_en, description_hu, description_en, package, unit, price, regular_price,
         unit_price, unit_price_unit, source, external_id, observed_on, price_origin)
       VALUES ($1, $2, $3, 1, 'feed milk', 'feed milk', '', '', 1, 'l', 275, 275, 275, 'l', 'arfigyelo', '5999086458285', '2026-10-01', 'arfigyelo')`,
      [FEED_ID_START + 6, FEED_ID_START + 5, ean.retailer_id],
    );
    await db.query(`UPDATE catalogue_meta SET version = 'older' WHERE id = 1`);
    expect((await loadSeed(db, DEFAULT_CATALOGUE_DIR)).loaded).toBe(true);
    const [after] = await db.query<{ price: number; observed_on: string; prices: number[] }>(
      `SELECT p.price, p.observed_on::text AS observed_on, h.prices FROM products p JOIN price_history h ON h.product_id = p.id WHERE p.id = $1`,
      [milk.id],
    );
    expect(after).toEqual({ price: 289, observed_on: '2026-10-01', prices: [279, 279, 279, 279, 279, 279, 282] });
    const feedRows = await db.query<{ id: number; price: number }>(`SELECT id, price FROM products WHERE external_id = '5999086458285'`);
    expect(feedRows).toEqual([{ id: FEED_ID_START + 6, price: 275 }]);
  });

  it('drops a bundled shop that a newer catalogue no longer has, and keeps the others', async () => {
    const before = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shops`))[0].n;
    // An OpenStreetMap shop without a street address, as an older catalogue held it.
    await db.query(
      `INSERT INTO shops (retailer_id, latitude, longitude, address, source, external_id) VALUES (2, 47.4654, 19.029, 'Budapest', 'osm', 'osm:way/1365254314')`,
    );
    await db.query(`UPDATE catalogue_meta SET version = 'older' WHERE id = 1`);
    expect((await loadSeed(db, DEFAULT_CATALOGUE_DIR)).loaded).toBe(true);
    expect(await db.query(`SELECT id FROM shops WHERE external_id = 'osm:way/1365254314'`)).toEqual([]);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shops`))[0].n).toBe(before);
  });

  it('is a no-op when this version is loaded, also after reopening the data folder', async () => {
    expect((await loadSeed(db, DEFAULT_CATALOGUE_DIR)).loaded).toBe(false);
    await db.close();
    const t = performance.now();
    db = await openDb({ dataDir });
    const again = await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    const warmMs = performance.now() - t;
    console.log(`catalogue warm start (open PGlite + migrations + loadSeed no-op): ${Math.round(warmMs)} ms`);
    expect(again.loaded).toBe(false);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0].n).toBeGreaterThan(6000);
  });
});
