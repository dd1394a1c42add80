import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build';
import { defaultDataDir } from './sources';
import { DEFAULT_CATALOGUE_DIR } from '../../src/server/paths';
import { computeTrend } from '../../src/shared/definitions';
import { decodeDeltas, type ProductRow, type SeedCategory, type SeedHistory, type SeedBlog, type SeedTable, type ShopRow } from '../../src/server/catalogue/seed-format';
import { RETAILERS } from './retailers';

const first = buildCatalogue(defaultDataDir());
const file = <T>(name: string) => JSON.parse(first.files.get(name)!) as T;

describe('seed builder', () => {
  it('is deterministic and matches the committed catalogue', () => {
    const second = buildCatalogue(defaultDataDir());
    expect([...second.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    for (const [name, content] of first.files) expect(second.files.get(name), name).toBe(content);
    const committed = JSON.parse(readFileSync(path.join(DEFAULT_CATALOGUE_DIR, 'manifest.json'), 'utf8'));
    expect(committed.version, 'resources/catalogue is stale: run npm run catalogue:build').toBe(file<{ version: string }>('manifest.json').version);
  });

  it('has the 22 categories with the right parents', () => {
    const cats = file<SeedCategory[]>('categories.json');
    const parentOf = Object.fromEntries(cats.map((c) => [c.slug, cats.find((p) => p.id === c.parent_id)?.slug ?? null]));
    expect(parentOf).toEqual({
      food: null, drink: null, drogerie: null, household: null, pet: null,
      vegetables: 'food', bakery: 'food', 'staple-food': 'food', special: 'food', 'frozen-food': 'food', 'meat-fish': 'food', diary: 'food',
      'non-alcoholic': 'drink', alcohol: 'drink', beauty: 'drogerie', 'baby-care': 'drogerie',
      cleaning: 'household', 'detergents-rinses': 'household', 'detergents-spray': 'household', 'stationary-packaging': 'household',
      'pet-food': 'pet', supplies: 'pet',
    });
    for (const c of cats) expect(c.name_hu && c.name_en).toBeTruthy();
  });

  it('has enough canonical products and offers, at all nine retailers, each comparable', () => {
    const canonical = file<SeedTable<unknown[]>>('canonical-products.json').rows;
    const products = file<SeedTable<ProductRow>>('products.json').rows;
    expect(canonical.length).toBeGreaterThanOrEqual(1500);
    expect(products.length).toBeGreaterThanOrEqual(6000);
    const perRetailer = new Map<number, number>();
    const perCanonical = new Map<number, number>();
    for (const p of products) {
      perRetailer.set(p[2], (perRetailer.get(p[2]) ?? 0) + 1);
      perCanonical.set(p[1], (perCanonical.get(p[1]) ?? 0) + 1);
    }
    expect(perRetailer.size).toBe(RETAILERS.length);
    for (const n of perRetailer.values()) expect(n).toBeGreaterThan(100);
    expect(perCanonical.size).toBe(canonical.length);
    // Modelled products are each comparable; an observed product under a chain's own code is that chain's alone.
    for (const p of products) if (p[24] === null) expect(perCanonical.get(p[1])).toBeGreaterThanOrEqual(2);
  });

  it('bundles the observed basket of 2026-09-25 as Árfigyelő offers with their one observed day', () => {
    const products = file<SeedTable<ProductRow>>('products.json').rows;
    const history = file<SeedHistory>('history.json');
    const observed = products.filter((p) => p[25] !== null);
    expect(observed).toHaveLength(148);
    for (const p of observed) expect([p[23], p[25], p[26]]).toEqual(['arfigyelo', '2026-09-25', 'arfigyelo']);
    const daily = new Map(history.daily.rows.map((r) => [r[0], r]));
    for (const p of observed) expect(daily.get(p[0])).toEqual([p[0], '2026-09-25', p[11]]);
    const milk = observed.find((p) => p[24] === 'lidl-0001586')!;
    expect([milk[4], milk[11], milk[13], milk[9], milk[10]]).toEqual(['Pilos Friss Tej 1,5%, 1l', 279, 279, 1, 'l']);
    // "a 2026. szeptember 25-i adata" (that day's figure), not "25. napi"; the date and the pack each one unbreakable piece.
    expect(milk[6]).toBe('Megfigyelt bolti ár (Lidl): a GVH Árfigyelő 2026.\u00a0szeptember\u00a025-i adata. Kiszerelés: 1\u00a0l. Kategória: tejtermék és tojás.');
    expect(milk[7]).toBe('Observed shelf price (Lidl) from the GVH Árfigyelő price monitor, 25\u00a0September\u00a02026. Pack size: 1\u00a0l. Category: dairy and eggs.');
    expect(first.files.get('ATTRIBUTION.md')).toContain('Forrás: GVH Árfigyelő');
  });

  it("gives every offer at least two years of weekly history that yields the trend and price it shows", () => {
    const products = file<SeedTable<ProductRow>>('products.json').rows;
    const history = file<SeedHistory>('history.json');
    expect(history.weeks).toBeGreaterThanOrEqual(105);
    const byId = new Map(history.rows.map((r) => [r[0], decodeDeltas(r)]));
    for (const p of products.filter((x) => x[25] === null)) {
      const h = byId.get(p[0])!;
      expect(h).toHaveLength(history.weeks);
      expect(h.at(-1), `price of ${p[0]}`).toBe(p[11]);
      expect(computeTrend(h), `trend of ${p[0]}`).toBe(p[20]);
    }
    expect(products.filter((p) => p[15]).length, 'some offers are on promotion').toBeGreaterThan(100);
  });

  it('describes modelled offers as estimates for the chain, never as seen on sale there, after their pack and own brand', () => {
    const products = file<SeedTable<ProductRow>>('products.json').rows;
    for (const p of products.filter((x) => x[25] === null)) {
      // The pack first, as a two-line list row shows only the start and the "Becsült ár" badge sits beside it; the
      // estimate sentence last, read in full on the product page.
      expect(p[6]).toMatch(/^Kiszerelés: [\d,]+\u00a0(g|kg|ml|l|db)\. Kategória: [^.]+\./);
      expect(p[6]).toMatch(/ Becsült ár (az?) \S+ \(nem a boltban rögzített ár\)\.$/);
      expect(p[6]).not.toMatch(/modellezett|megfigyelt/);
      expect(p[7]).toMatch(/^Pack size: [\d.]+\u00a0(g|kg|ml|l|pcs?)\. Category: [^.]+\./);
      expect(p[7]).toMatch(/ Estimated price at .+ \(modelled, not observed\)\.$/);
      expect(p[6]).not.toMatch(/Kapható|Rossmannál/);
      if (p[22]) {
        expect(p[6]).toContain(` Saját márka: ${p[22]}. `);
        expect(p[7]).toContain(` Own brand: ${p[22]}. `);
      }
    }
    expect(products.some((p) => p[6].endsWith('Becsült ár a Rossmann-nál (nem a boltban rögzített ár).'))).toBe(true);
    expect(products.some((p) => p[6].includes(' Saját márka: Tesco. '))).toBe(true);
    expect(products.every((p) => !/Saját márkás|Own-brand version/.test(p[6] + p[7]))).toBe(true);
  });

  it('invents no shop: every shop on the map and in routes is a real OpenStreetMap location', () => {
    const shops = file<SeedTable<ShopRow>>('shops.json').rows;
    expect(shops.filter((s) => s[6] !== 'osm').map((s) => s[7])).toEqual([]);
    expect(shops.every((s) => /^osm:(node|way|relation)\/\d+$/.test(s[7]))).toBe(true);
  });

  it('gives every OpenStreetMap shop a street address a shopper can find', () => {
    const osm = file<SeedTable<ShopRow>>('shops.json').rows.filter((s) => s[6] === 'osm');
    expect(osm.length).toBeGreaterThan(200);
    // "1033 Budapest, Szentendrei út 115" or at least "Budapest, Drégelyvár utca": a street, not just "Budapest".
    for (const s of osm) expect(s[4], String(s[7])).toMatch(/^[^,]+, \S.{3,}$/);
  });

  it('writes at least 8 bilingual news posts with illustrations', () => {
    const blogs = file<SeedBlog[]>('blogs.json');
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    for (const b of blogs) {
      for (const k of ['title_en', 'title_hu', 'intro_en', 'intro_hu', 'body_en', 'body_hu'] as const) expect(b[k].length).toBeGreaterThan(10);
      expect(first.files.has(b.photo)).toBe(true);
    }
    expect(first.files.get('ATTRIBUTION.md')).toContain('© OpenStreetMap contributors');
    expect(first.files.get('ATTRIBUTION.md')).toContain('Copyright (c) 2023 Mario Zechner');
  });
});
