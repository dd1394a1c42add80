import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { loadSeed, readManifest } from './load-seed';
import { DEFAULT_CATALOGUE_DIR } from './paths';
import { computeSaving, computeTrend } from './definitions';

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

  it('gives every offer the trend its price history yields', async () => {
    const rows = await db.query<{ id: number; trending: number; price: number; prices: number[] }>(
      'SELECT p.id, p.trending, p.price, h.prices FROM products p JOIN price_history h ON h.product_id = p.id',
    );
    expect(rows.length).toBeGreaterThan(6000);
    for (const r of rows) {
      expect(r.prices.at(-1), `price of ${r.id}`).toBe(r.price);
      expect(r.trending, `trend of ${r.id}`).toBe(computeTrend(r.prices));
    }
  });

  it('gives every offer its other offers (the same canonical product at other retailers)', async () => {
    const lonely = await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE NOT EXISTS (
         SELECT 1 FROM products o WHERE o.canonical_id = p.canonical_id AND o.retailer_id <> p.retailer_id)`,
    );
    expect(lonely).toEqual([]);
    const rows = await db.query<{ canonical_id: number; price: number; saving: number }>('SELECT canonical_id, price, saving FROM products');
    const groups = new Map<number, number[]>();
    for (const r of rows) groups.set(r.canonical_id, [...(groups.get(r.canonical_id) ?? []), r.price]);
    for (const r of rows) expect(r.saving).toBe(computeSaving(r.price, groups.get(r.canonical_id)!));
  });

  it('links every category to its parent and every shop to a retailer', async () => {
    const cats = await db.query<{ slug: string; parent: string | null }>(
      'SELECT c.slug, p.slug AS parent FROM categories c LEFT JOIN categories p ON p.id = c.parent_id ORDER BY c.id',
    );
    expect(cats.filter((c) => c.parent === null).map((c) => c.slug)).toEqual(['food', 'drink', 'drogerie', 'household', 'pet']);
    expect(cats.find((c) => c.slug === 'supplies')?.parent).toBe('pet');
    const synthetic = await db.query<{ slug: string }>(`SELECT DISTINCT r.slug FROM shops s JOIN retailers r ON r.id = s.retailer_id WHERE s.source = 'synthetic' ORDER BY 1`);
    expect(synthetic.map((s) => s.slug)).toEqual(['dm', 'ecofamily', 'lidl', 'rossmann']);
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
