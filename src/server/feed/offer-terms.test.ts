import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb, signedInCaller, testServer, type SignedInCaller } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { FeedClient } from './client';
import { chainByName } from './chains';
import { runFeedUpdate } from './update';
import { exportWorkbook, generateExport, generateShops, offerTermsScenario, startFixtureMonitor, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';

/** Promotions, loyalty prices, the deposit and availability, from two updates of the stand-in monitor days apart. */
describe('offer terms after updates from the monitor', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let server: Awaited<ReturnType<typeof testServer>>;
  let api: SignedInCaller;
  const ALL = generateExport({ products: 300, seed: 11 });
  const scenario = offerTermsScenario(ALL);
  // The promoted product is sold at Tesco alone.
  const ROWS = ALL.filter((r) => r['Termék azonosító'] !== scenario.promoted['Termék azonosító'] || r['Üzletlánc név'] === 'Tesco');
  // A Lidl own brand 60 of its 200 shops carry: planned, with the risk said.
  const few = ROWS.find((x) => x['Üzletlánc név'] === 'Lidl' && !/^599/.test(x['Termék azonosító']) && x !== scenario.rare)!;
  few['Hány boltban elérhető'] = '60';
  const tesco = chainByName('Tesco')!.id;
  const lidl = chainByName('Lidl')!.id;
  const ids: Record<'promoted' | 'deposit' | 'rare' | 'few', number> = { promoted: 0, deposit: 0, rare: 0, few: 0 };

  beforeAll(async () => {
    ({ db, dispose } = await freshDb('pglite'));
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(ROWS, { date: '2026-11-23' }), shops: generateShops({ count: 180 }) });
    const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 20_000, pauseMs: 0 });
    await runFeedUpdate(db, client);
    server = await testServer(db);
    api = await signedInCaller(server);
    const idOf = async (external: string, retailer: number) =>
      (await db.query<{ id: number }>('SELECT id FROM products WHERE external_id = $1 AND retailer_id = $2', [external, retailer]))[0]!.id;
    ids.promoted = await idOf(scenario.promoted['Termék azonosító'], tesco);
    ids.deposit = await idOf(scenario.deposit['Termék azonosító'], tesco);
    ids.rare = await idOf(scenario.rare['Termék azonosító'], lidl);
    ids.few = await idOf(few['Termék azonosító'], lidl);
    // Followed products get the API's price types at the next update, three days later.
    await api('addFavorite', { body: { product_id: ids.promoted } });
    await api('addFavorite', { body: { product_id: ids.deposit } });
    for (const [k, v] of scenario.products) monitor.state.products.set(k, v);
    monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-26' });
    await runFeedUpdate(db, client);
    await api('saveZone', { body: { latitude: 47.4979, longitude: 19.0402, diameter: 20_000, retailers: [tesco, lidl] } });
  });
  afterAll(async () => {
    await server?.close();
    await monitor?.close();
    await dispose?.();
  });

  const plan = async (productId: number, quantity: number, retailers: number[]) => {
    const { id } = await api('createList', { body: { name: `Terms ${productId}` } });
    await api('updateList', { params: { id }, body: { name: `Terms ${productId}`, products: [{ product_id: productId, quantity }] } });
    return (await api('requestPlan', { params: { id }, body: { retailers } })).versions[0] ?? null;
  };

  it('answers a promotion as was/now and the loyalty price beside it', async () => {
    const p = await api('product', { params: { id: ids.promoted } });
    expect(p).toMatchObject({ price: scenario.discounted, regular_price: scenario.normal, discount: true, loyalty_price: scenario.loyalty });
    // Sold by Tesco alone, it saves against its own regular price: the promotion, not "0 Ft".
    expect(p.saving).toBe(scenario.normal - scenario.discounted);
  });

  it('takes the loyalty price only once the user says they use the chain\'s programme, and the plan says where', async () => {
    const off = await plan(ids.promoted, 1, [tesco]);
    expect(off.total).toBe(scenario.discounted);
    expect(off.terms?.loyalty).toEqual([]);
    const setting = await api('saveLoyalty', { body: { retailer_ids: [tesco] } });
    expect(setting.retailers.find((r) => r.retailer_id === tesco)).toMatchObject({ programme: 'Clubcard', on: true });
    const on = await plan(ids.promoted, 1, [tesco]);
    expect(on.total).toBe(scenario.loyalty);
    expect(on.terms?.loyalty).toEqual([{ retailer_name: 'Tesco', programme: 'Clubcard', lines: 1 }]);
    await api('saveLoyalty', { body: { retailer_ids: [] } });
  });

  it('refuses a loyalty setting naming no retailer, changing nothing', async () => {
    const res = await server.call('PUT', '/loyalty', { token: (await server.signUp()).token, body: { retailer_ids: ['x'] } });
    expect(res.statusCode).toBe(400);
  });

  it('shows the deposit and counts it in the plan total', async () => {
    const p = await api('product', { params: { id: ids.deposit } });
    expect(p.return_fee).toBe(50);
    const v = await plan(ids.deposit, 2, [tesco]);
    expect(v.total).toBe(2 * (p.price + 50));
    expect(v.terms?.deposit).toBe(100);
  });

  it('counts the deposit and the loyalty price in the list total, and the plan\'s table keeps the deposit apart', async () => {
    await api('saveZone', { body: { latitude: 47.4979, longitude: 19.0402, diameter: 20_000, retailers: [tesco] } });
    const p = await api('product', { params: { id: ids.deposit } });
    const { id } = await api('createList', { body: { name: 'Deposit' } });
    await api('updateList', { params: { id }, body: { name: 'Deposit', products: [{ product_id: ids.deposit, quantity: 2 }, { product_id: ids.promoted, quantity: 1 }] } });
    const list = await api('list', { params: { id } });
    expect(list.products.find((x) => x.id === ids.deposit)).toMatchObject({ return_fee: 50 });
    expect(list.products.find((x) => x.id === ids.promoted)).toMatchObject({ regular_price: scenario.normal, loyalty_price: scenario.loyalty });
    expect(list.totals).toMatchObject({ cheapest: 2 * (p.price + 50) + scenario.discounted, deposit: 100, missing: 0 });
    expect(list.totals?.chains).toEqual([{ retailer_id: tesco, retailer_name: 'Tesco', total: list.totals?.cheapest, missing: 0 }]);
    await api('saveLoyalty', { body: { retailer_ids: [tesco] } });
    expect((await api('list', { params: { id } })).totals?.cheapest).toBe(2 * (p.price + 50) + scenario.loyalty);
    // The plan's detail: the deposit inside the price is said, not taken for a price change; the terms come along.
    const v = (await api('requestPlan', { params: { id }, body: { retailers: [tesco] } })).versions[0];
    const detail = (await api('planVersion', { params: { id: v.id } })).version;
    expect(detail.prices_changed).toBe(false);
    expect(detail.terms).toMatchObject({ deposit: 100, loyalty: [{ retailer_name: 'Tesco', programme: 'Clubcard', lines: 1 }] });
    const lines = detail.retailers[0].products;
    expect(lines.find((x) => x.id === ids.deposit)).toMatchObject({ price: p.price + 50, deposit: 50, current_price: null });
    expect(lines.find((x) => x.id === ids.promoted)).toMatchObject({ price: scenario.loyalty, loyalty: true, current_price: null });
    await api('saveLoyalty', { body: { retailer_ids: [] } });
    await api('saveZone', { body: { latitude: 47.4979, longitude: 19.0402, diameter: 20_000, retailers: [tesco, lidl] } });
  });

  it('keeps how many of the chain\'s shops carry a product, and does not send a shopper for one few shops carry', async () => {
    const p = await api('product', { params: { id: ids.rare } });
    expect(p).toMatchObject({ shops_carrying: 2, chain_shops: 200 });
    // Only Lidl sells it, in 2 of its 200 shops: no plan sends the shopper to a Lidl for it.
    expect(await plan(ids.rare, 1, [lidl])).toBeNull();
    // One 60 of 200 shops carry is planned, and the plan says the risk.
    expect(await api('product', { params: { id: ids.few } })).toMatchObject({ shops_carrying: 60, chain_shops: 200 });
    const v = await plan(ids.few, 1, [lidl]);
    expect(v.terms?.risky).toEqual([{ retailer_name: 'Lidl', lines: 1 }]);
  });
});
