import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb, signedInCaller, testServer, type SignedInCaller } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';

const CENTRE = { latitude: 47.4979, longitude: 19.0402 };
const RADIUS_M = 3000;

/** A list's total in the zone, over the bundled catalogue, against prices read straight from the database. */
describe('list totals at the cheapest prices in the zone', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let api: SignedInCaller;

  // Independent of the server's code: the same product's offers whose chain has a shop within the radius (SQL haversine).
  const inZoneSql = `EXISTS (SELECT 1 FROM shops s WHERE s.retailer_id = p.retailer_id AND (s.retailer_id = ANY($2::int[]) OR cardinality($2::int[]) = 0)
      AND 2 * 6378137 * asin(sqrt(power(sin(radians(s.latitude - ${CENTRE.latitude}) / 2), 2)
        + cos(radians(${CENTRE.latitude})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${CENTRE.longitude}) / 2), 2))) <= ${RADIUS_M})`;
  const cheapestInZone = async (productId: number, retailers: number[] = []) =>
    (
      await db.query<{ price: number | null }>(
        `SELECT min(p.price + p.return_fee)::float AS price FROM products p
          WHERE p.canonical_id = (SELECT canonical_id FROM products WHERE id = $1) AND p.available AND ${inZoneSql}`,
        [productId, retailers],
      )
    )[0]!.price;

  let products: Array<{ id: number; retailer_id: number }>;
  let everyChain: number[];

  beforeAll(async () => {
    ({ db, dispose } = await freshDb('pglite'));
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    server = await testServer(db);
    api = await signedInCaller(server);
    everyChain = (await db.query<{ id: number }>('SELECT id FROM retailers ORDER BY id')).map((r) => r.id);
    await api('saveZone', { body: { ...CENTRE, diameter: RADIUS_M, retailers: everyChain } });
    // Products the zone's chains sell at different prices: three whose product is sold by at least three chains.
    products = await db.query<{ id: number; retailer_id: number }>(
      `SELECT DISTINCT ON (p.canonical_id) p.id, p.retailer_id FROM products p
        WHERE p.available AND (SELECT count(DISTINCT q.retailer_id) FROM products q WHERE q.canonical_id = p.canonical_id AND q.available) >= 3
        ORDER BY p.canonical_id, p.price DESC LIMIT 3`,
    );
    expect(products).toHaveLength(3);
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  const listOf = async (lines: Array<{ product_id: number; quantity: number }>) => {
    const { id } = await api('createList', { body: { name: `Totals ${lines.length}` } });
    await api('updateList', { params: { id }, body: { name: `Totals ${lines.length}`, products: lines } });
    return id;
  };

  it('totals each line at its cheapest in-zone price, and says what each chain would cost', async () => {
    const lines = products.map((p, i) => ({ product_id: p.id, quantity: i + 1 }));
    const id = await listOf(lines);
    const list = await api('list', { params: { id } });
    const totals = list.totals!;
    let expected = 0;
    for (const l of lines) expected += l.quantity * (await cheapestInZone(l.product_id))!;
    expect(totals.missing).toBe(0);
    expect(totals.cheapest).toBeCloseTo(expected, 2);
    // Line by line: what each adds to the total and at which chain, adding up to it.
    expect(totals.lines!.map((l) => l.product_id)).toEqual(lines.map((l) => l.product_id));
    for (const [i, l] of lines.entries()) expect(totals.lines![i]!.cost).toBeCloseTo(l.quantity * (await cheapestInZone(l.product_id))!, 2);
    expect(totals.lines!.reduce((n, l) => n + l.cost!, 0)).toBeCloseTo(totals.cheapest, 2);
    expect(totals.lines!.every((l) => !!l.retailer_name)).toBe(true);
    // Dearer than the list's own prices would be wrong: each line was the dearest offer of its product.
    const own = list.products.reduce((n, p) => n + p.price * p.quantity, 0);
    expect(totals.cheapest).toBeLessThan(own);
    // Every chain listed is in the zone and no chain alone beats the cheapest mix.
    expect(totals.chains.length).toBeGreaterThan(1);
    for (const c of totals.chains) expect(c.total + 1e-6).toBeGreaterThanOrEqual(c.missing ? 0 : totals.cheapest);
    // The lists answer carries the same total.
    const { items } = await api('lists');
    expect(items.find((l) => l.id === id)?.totals?.cheapest).toBe(totals.cheapest);
  });

  it('follows the zone: with one chain chosen, the total is that chain\'s', async () => {
    const lines = products.map((p) => ({ product_id: p.id, quantity: 1 }));
    const id = await listOf(lines);
    const all = (await api('list', { params: { id } })).totals!;
    const chain = all.chains[0]!;
    await api('saveZone', { body: { ...CENTRE, diameter: RADIUS_M, retailers: [chain.retailer_id] } });
    const one = (await api('list', { params: { id } })).totals!;
    expect(one.chains).toEqual([{ ...chain }]);
    let expected = 0;
    let missing = 0;
    for (const l of lines) {
      const price = await cheapestInZone(l.product_id, [chain.retailer_id]);
      if (price === null) missing++;
      else expected += price;
    }
    expect(one.missing).toBe(missing);
    expect(one.cheapest).toBeCloseTo(expected, 2);
    await api('saveZone', { body: { ...CENTRE, diameter: RADIUS_M, retailers: everyChain } });
  });

  it("names what the chosen chains do not sell as the list does, not by a chain's shelf code", async () => {
    // An observed Tesco product whose shelf text is "14. FRISS CSIRKEMELL FILE PULTOS QQ", and Aldi alone chosen.
    const [tesco] = await db.query<{ id: number }>("SELECT id FROM products WHERE name_hu LIKE '%PULTOS QQ' AND name_hu LIKE '%CSIRKEMELL%'");
    const [aldi] = await db.query<{ id: number }>("SELECT id FROM retailers WHERE name = 'Aldi'");
    const id = await listOf([{ product_id: tesco!.id, quantity: 1 }, { product_id: products[0]!.id, quantity: 1 }]);
    for (const [lang, name] of [
      ['en', 'Friss csirkemell filé pultos (Chicken breast fillet)'],
      ['hu', 'Friss csirkemell filé pultos'],
    ] as const) {
      const listed = await api.in(lang)('list', { params: { id } });
      expect(listed.products.find((p) => p.id === tesco!.id)?.name).toBe(name);
      const plan = await api.in(lang)('requestPlan', { params: { id }, body: { retailers: [aldi!.id] } });
      const missing = plan.versions.flatMap((v) => v.missing ?? []);
      expect(missing.length).toBeGreaterThan(0);
      for (const m of missing) expect(m).toMatchObject({ name, quantity: 1 });
    }
  });

  it('has no total without a zone', async () => {
    api = await signedInCaller(server);
    const id = await listOf([{ product_id: products[0]!.id, quantity: 1 }]);
    expect((await api('list', { params: { id } })).totals).toBeNull();
  });
});
