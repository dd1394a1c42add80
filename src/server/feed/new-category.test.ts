/**
 * A category the app has never seen, served by the stand-in monitor: a new mid-level category and leaf under a known
 * root in /api/categories, with products in the export. The update keeps them, places them through their parents,
 * names their kind as the monitor does, and reports the new category for review; the category page counts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { CatalogueCache } from '../repo/catalogue-cache';
import { FeedClient } from './client';
import { runFeedUpdate, type UpdateResult } from './update';
import { REAL_CATEGORIES, ean13, exportWorkbook, generateExport, generateShops, startFixtureMonitor, type ExportRow, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';

describe('a category the app has never seen', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let result: UpdateResult;
  const ROWS = generateExport({ products: 60, seed: 3, chains: ['Tesco', 'Aldi'] });
  const goatMilk = (chain: string, price: string): ExportRow => ({
    ...ROWS[0]!, 'Termék azonosító': ean13('599777000001'), 'Termék név': 'Kecsketej 1 l', 'Kategória azonosító': '998',
    'Kategória név': 'Kecsketej, 1 l', 'Üzletlánc név': chain, 'Egység': 'l', 'Kiszerelés': '1,0000', 'Minimum ár': price, 'Maximum ár': price,
    'Minimum egységár': price, 'Maximum egységár': price,
  });

  beforeAll(async () => {
    ({ db, dispose } = await freshDb('pglite'));
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    // The tree grows a mid-level category with one leaf under "Tejtermék, sajt, tojás".
    const tree = structuredClone(REAL_CATEGORIES) as { categories: Array<{ id: number; categoryNodes?: unknown[] }> };
    tree.categories.find((c) => c.id === 1001)!.categoryNodes!.push({
      id: 2998, name: 'Kecsketej', path: 'tejtermek_sajt_tojas/kecsketej',
      categoryNodes: [{ id: 998, name: 'Kecsketej, 1 l', path: 'tejtermek_sajt_tojas/kecsketej/1l', categoryNodes: [] }],
    });
    monitor = await startFixtureMonitor({
      exportFile: await exportWorkbook([...ROWS, goatMilk('Tesco', '1290,0000'), goatMilk('Aldi', '1190,0000')], { date: '2026-11-24' }),
      shops: generateShops({ count: 40, chains: ['Tesco', 'Aldi'] }),
      chains: ['Tesco', 'Aldi'],
    });
    monitor.state.categories = tree;
    const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 20_000, pauseMs: 0 });
    result = await runFeedUpdate(db, client);
  });
  afterAll(async () => {
    await monitor?.close();
    await dispose?.();
  });

  it('keeps its products, placed through their parents, and names their kind as the monitor does', async () => {
    const rows = await db.query<{ chain: string; slug: string; kind_id: number; available: boolean; price: number }>(
      `SELECT r.name AS chain, c.slug, p.kind_id, p.available, p.price FROM products p JOIN retailers r ON r.id = p.retailer_id
         JOIN categories c ON c.id = p.category_id WHERE p.name_hu = 'Kecsketej 1 l' ORDER BY r.name`,
    );
    expect(rows).toEqual([
      { chain: 'Aldi', slug: 'diary', kind_id: 998, available: true, price: 1190 },
      { chain: 'Tesco', slug: 'diary', kind_id: 998, available: true, price: 1290 },
    ]);
    const snap = await new CatalogueCache(db).fresh();
    const offer = snap.available.find((o) => o.name_hu === 'Kecsketej 1 l')!;
    expect(snap.kindOf(offer)).toEqual({ key: 'monitor:998', name_hu: 'Kecsketej, 1 l', name_en: 'Kecsketej, 1 l' });
    // One barcode at two chains: one product, each offer saving against their average.
    expect(snap.byCanonical.get(offer.canonical_id)!.map((o) => o.saving).sort()).toEqual([0, 50]);
  });

  it('reports the new category for review, once', () => {
    const about = result.problems.filter((p) => /category 998/.test(p.message));
    expect(about).toHaveLength(1);
    expect(about[0]!.message).toMatch(/placed in 'diary' through its ancestor 1001/);
  });
});
