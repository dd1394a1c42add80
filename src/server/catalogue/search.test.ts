import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { loadSeed } from './load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { CatalogueCache } from '../repo/catalogue-cache';
import type { CatalogueSnapshot } from '../repo/catalogue-snapshot';
import type { SearchParams } from './search';

const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** [query, language, text the top result's name must contain (accent-free, lowercase)]. */
const TABLE: [string, 'hu' | 'en', string][] = [
  ['kenyer', 'hu', 'kenyer'],
  ['kenyér', 'hu', 'kenyer'],
  ['KENYÉR', 'hu', 'kenyer'],
  ['tej', 'hu', 'tej'],
  ['csirke mell', 'hu', 'csirkemell'],
  ['csirkemell', 'hu', 'csirkemell'],
  ['paradicsm', 'hu', 'paradicsom'],
  ['tojas', 'hu', 'tojas'],
  ['joghurt', 'hu', 'joghurt'],
  ['sajt', 'hu', 'sajt'],
  ['trappista', 'hu', 'trappista'],
  ['vaj', 'hu', 'vaj'],
  ['tejfol', 'hu', 'tejfol'],
  ['burgonya', 'hu', 'burgonya'],
  ['alma', 'hu', 'alma'],
  ['banan', 'hu', 'banan'],
  ['sör', 'hu', 'sor'],
  ['vorosbor', 'hu', 'vorosbor'],
  ['kávé', 'hu', 'kave'],
  ['pelenka', 'hu', 'pelenka'],
  ['sampon', 'hu', 'sampon'],
  ['fogkrem', 'hu', 'fogkrem'],
  ['mosopor', 'hu', 'mosopor'],
  ['oblito', 'hu', 'oblito'],
  ['toalettpapir', 'hu', 'toalettpapir'],
  ['macskaeledel', 'hu', 'macskaeledel'],
  ['kutyatap', 'hu', 'kutyatap'],
  ['zabital', 'hu', 'zabital'],
  ['liszt', 'hu', 'liszt'],
  ['etolaj', 'hu', 'etolaj'],
  // Across languages (the observed Árfigyelő products carry their Hungarian shelf names, e.g. "PURE MILK SAJTHASÁB",
  // in both languages, so a literal word of such a name rightly comes first: the cross-language rows use butter and bread).
  ['butter', 'hu', 'vaj'],
  ['milk', 'en', 'milk'],
  ['kenyer', 'en', 'bread'],
  ['chicken breast', 'en', 'chicken breast'],
  ['eggs', 'en', 'eggs'],
  ['butter', 'en', 'butter'],
  ['potatoes', 'en', 'potatoes'],
  ['apples', 'en', 'apples'],
  ['beer', 'en', 'lager'], // The plain beer (search-words.ts PLAIN_KINDS).
  ['coffee', 'en', 'coffee'],
  ['nappies', 'en', 'nappies'],
  ['shampoo', 'en', 'shampoo'],
  ['toothpaste', 'en', 'toothpaste'],
  ['washing powder', 'en', 'washing powder'],
  ['toilet paper', 'en', 'toilet paper'],
  ['cat food', 'en', 'cat food'],
  ['dog food', 'en', 'dog food'],
  ['oat drink', 'en', 'oat drink'],
  ['flour', 'en', 'flour'],
  ['rice', 'en', 'rice'],
  ['tomatos', 'en', 'tomatoes'],
  ['bananna', 'en', 'bananas'],
];

function suite(name: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> } | null>) {
  describe(name, () => {
    let ctx: { db: Db; cleanup: () => Promise<void> } | null = null;
    let snap: CatalogueSnapshot;
    beforeAll(async () => {
      ctx = await open();
      if (!ctx) return;
      await loadSeed(ctx.db, DEFAULT_CATALOGUE_DIR);
      // The index is built from the normalised texts the database stores, so both databases must agree.
      snap = await new CatalogueCache(ctx.db).get();
    });
    afterAll(async () => {
      await ctx?.cleanup();
    });
    const search = async (p: Partial<SearchParams> & { query: string }) => {
      const params = { lang: 'hu' as const, limit: 10, ...p };
      return snap.search.search(params).map((o) => ({
        ...o,
        name: params.lang === 'hu' ? o.name_hu : o.name_en,
        category_slug: snap.categories.get(o.category_id)?.slug,
        retailer_name: snap.retailers.get(o.retailer_id)?.name,
      }));
    };

    it('finds the expected product first for each query in the table', async (t) => {
      if (!ctx) return t.skip();
      const failures: string[] = [];
      for (const [query, lang, expected] of TABLE) {
        const [top] = await search({ query, lang });
        if (!top || !norm(top.name).includes(expected)) failures.push(`${query} (${lang}) -> ${top?.name ?? 'nothing'}; expected "${expected}"`);
      }
      expect(failures).toEqual([]);
    });

    it('ranks a query the same with the interface in English and in Hungarian: "tej" gives milk first in both', async (t) => {
      if (!ctx) return t.skip();
      // Words of one language only: the language of the interface must not reorder what they find.
      for (const query of ['tej', 'tojás', 'kenyér', 'csirkemell', 'milk', 'eggs', 'bread']) {
        const hu = await search({ query, lang: 'hu', limit: 20 });
        const en = await search({ query, lang: 'en', limit: 20 });
        expect(en.map((r) => r.name_hu), query).toEqual(hu.map((r) => r.name_hu));
      }
      const milk = await search({ query: 'tej', lang: 'en', limit: 5 });
      expect(milk.map((r) => r.name)).toEqual(milk.map(() => expect.stringMatching(/\bmilk\b/i)));
    });

    it('ranks exact name matches first', async (t) => {
      if (!ctx) return t.skip();
      const rows = await search({ query: 'uht tej 2,8% 1 L' });
      expect(rows[0].name).toBe('UHT tej 2,8% 1 l');
      const en = await search({ query: 'Trappist cheese block 250 g', lang: 'en' });
      expect(en[0].name).toBe('Trappist cheese block 250 g');
    });

    it('filters by discount and by category with its children', async (t) => {
      if (!ctx) return t.skip();
      const disc = await search({ query: 'joghurt', discounted: true, limit: 50 });
      expect(disc.length).toBeGreaterThan(0);
      expect(disc.every((r) => r.discount && r.saving > 0 && (r.trending ?? 0) <= 0)).toBe(true);
      const drinks = await search({ query: '', category: 'drink', limit: 200 });
      expect(new Set(drinks.map((r) => r.category_slug))).toEqual(new Set(['non-alcoholic', 'alcohol']));
      const sub = await search({ query: 'tej', category: 'diary', limit: 50 });
      expect(sub.every((r) => r.category_slug === 'diary')).toBe(true);
      const brand = await search({ query: 'milsani', limit: 50 });
      expect(brand.every((r) => r.retailer_name === 'Aldi')).toBe(true);
    });

    it('lists under "only discount products" no promotion whose price is rising against its last weeks', async (t) => {
      if (!ctx) return t.skip();
      // The bundled catalogue has such promotions: a shallower one after a deeper one, or one off a regular price that has
      // just gone up ("Round tomatoes 500 g" at 299 Ft against 359, yet 10.1% above its last four weeks).
      const rising = snap.available.filter((o) => o.discount && o.saving > 0 && (o.trending ?? 0) > 0);
      expect(rising.length).toBeGreaterThan(0);
      const listed = await search({ query: '', discounted: true, limit: 100_000 });
      expect(listed.length).toBeGreaterThan(100);
      expect(listed.filter((r) => (r.trending ?? 0) > 0).map((r) => `${r.name} ${r.trending}%`)).toEqual([]);
      // Every promotion that saves and is not rising is still listed.
      const deals = snap.available.filter((o) => o.discount && o.saving > 0 && (o.trending ?? 0) <= 0);
      expect(new Set(listed.map((r) => r.id))).toEqual(new Set(deals.map((o) => o.id)));
      // Searched for by name, such a promotion is found, but not under the tab.
      const tomato = rising.find((o) => o.name_en === 'Round tomatoes 500 g')!;
      expect(tomato, 'the rising promotion of round tomatoes').toBeDefined();
      expect((await search({ query: 'gombparadicsom', limit: 100 })).map((r) => r.id)).toContain(tomato.id);
      expect((await search({ query: 'gombparadicsom', discounted: true, limit: 100 })).map((r) => r.id)).not.toContain(tomato.id);
    });

    it('finds a pasted name with symbols such as × first (queries and names are normalised alike)', async (t) => {
      if (!ctx) return t.skip();
      // The bundled catalogue has such names ("… 10 × 10 db-os papír zsebkendő").
      const withSymbol = [...snap.offers.values()].find((o) => o.name_hu.includes('×'));
      expect(withSymbol).toBeDefined();
      const [top] = await search({ query: withSymbol!.name_hu, limit: 5 });
      expect(top.name).toBe(withSymbol!.name_hu);
    });

    it('pages deep into a broad query the same whether or not the page crosses the remembered top', async (t) => {
      if (!ctx) return t.skip();
      const across = await search({ query: 'a', sort: 'price', limit: 20, offset: 390 });
      const before = await search({ query: 'a', sort: 'price', limit: 10, offset: 390 });
      const after = await search({ query: 'a', sort: 'price', limit: 10, offset: 400 });
      expect(across.length).toBe(20);
      expect(across.map((r) => r.id)).toEqual([...before, ...after].map((r) => r.id));
      const prices = across.map((r) => r.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('ranks the first page as the head of the whole ranking (scoring stops early only where nothing can overtake)', async (t) => {
      if (!ctx) return t.skip();
      const index = snap.search as unknown as { recent: Map<string, unknown> };
      for (const query of ['tej', 'eggs', 'sajt', 'trapista', 'csirke mell', 'bio', 'minta', 'chiken']) {
        index.recent.clear();
        const head = await search({ query, limit: 20 });
        index.recent.clear();
        const all = await search({ query, limit: 100_000 });
        expect(head.map((r) => r.id), query).toEqual(all.slice(0, 20).map((r) => r.id));
      }
    });

    it("keeps to the retailers asked for (the user's zone), in every sort", async (t) => {
      if (!ctx) return t.skip();
      const two = new Set([...snap.retailers.keys()].slice(0, 2));
      for (const sort of ['relevance', 'price'] as const) {
        const rows = await search({ query: 'tej', sort, retailers: two, limit: 200 });
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.filter((r) => !two.has(r.retailer_id))).toEqual([]);
        const everyone = await search({ query: 'tej', sort, limit: 200 });
        expect(everyone.some((r) => !two.has(r.retailer_id))).toBe(true);
      }
    });

    it('sorts by price, unit price and saving', async (t) => {
      if (!ctx) return t.skip();
      const byPrice = await search({ query: 'sajt', sort: 'price', limit: 30 });
      expect(byPrice.map((r) => r.price)).toEqual([...byPrice.map((r) => r.price)].sort((a, b) => a - b));
      const byUnit = await search({ query: 'sajt', sort: 'unit_price', limit: 30 });
      expect(byUnit.map((r) => r.unit_price)).toEqual([...byUnit.map((r) => r.unit_price)].sort((a, b) => a - b));
      const bySaving = await search({ query: 'sajt', sort: 'saving', limit: 30 });
      expect(bySaving.map((r) => r.saving)).toEqual([...bySaving.map((r) => r.saving)].sort((a, b) => b - a));
      const page2 = await search({ query: 'sajt', sort: 'price', limit: 10, offset: 10 });
      expect(page2.map((r) => r.id)).toEqual(byPrice.slice(10, 20).map((r) => r.id));
    });
  });
}

suite('search on PGlite', async () => {
  const db = await openDb({});
  return { db, cleanup: () => db.close() };
});

const PG_URL = process.env.KOSAR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

suite('search on PostgreSQL', async () => {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null; // No server here: the PGlite suite still runs.
  }
  // A schema of its own per run; dropped afterwards with everything in it.
  const schema = `kosar_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    cleanup: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
});
