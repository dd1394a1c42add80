import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { testServer, type TestServer } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { FeedClient } from './client';
import { FEED_BATCH } from './apply';
import { readFeedState, resumePendingFeed, runFeedUpdate } from './update';
import { InboxResponse, type InboxEntry } from '../../shared/api/watches';
import {
  CHAIN_UUIDS,
  exportWorkbook,
  generateExport,
  generateShops,
  scaledRow,
  startFixtureMonitor,
  type ExportRow,
  type FixtureMonitor,
} from '../../../tests/support/feed/fixture-server';

const CHAINS = ['Tesco', 'Aldi', 'Lidl', 'Spar'];
const ROWS = generateExport({ products: 400, seed: 21, chains: CHAINS });
const priceOf = (r: ExportRow) => Math.round(Number(r['Maximum ár'].replace(',', '.')));

/**
 * Price alerts from two updates of the stand-in monitor three days apart, the second interrupted part-way as when
 * the app is closed during it, and the database opened again from its folder afterwards: the inbox is computed from
 * the stored history, so every drop shows, once.
 */
describe('alerts: the inbox after updates from the monitor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kosar-alerts-'));
  let db: Db;
  let monitor: FixtureMonitor;
  let client: FeedClient;
  let server: TestServer;
  const tokens = { anna: '', bela: '' };
  // The products of the story, each at one chain: A falls a third, B falls 10% but stays above its target, C falls 20%
  // to under its target, D rises, E falls but nobody watches it, P goes on promotion at Tesco.
  const used = new Set<string>();
  const pick = (test: (r: ExportRow) => boolean) => {
    const r = ROWS.find((x) => !used.has(x['Termék azonosító']) && test(x))!;
    used.add(r['Termék azonosító']);
    return r;
  };
  const rows = {
    A: pick(() => true),
    B: pick(() => true),
    C: pick(() => true),
    D: pick(() => true),
    E: pick(() => true),
    P: pick((r) => r['Üzletlánc név'] === 'Tesco' && /^599/.test(r['Termék azonosító'])),
  };
  const ids = { A: 0, B: 0, C: 0, D: 0, E: 0, P: 0 };
  const dayTwo = ROWS.map((r) =>
    r === rows.A || r === rows.E ? scaledRow(r, 2 / 3) : r === rows.B ? scaledRow(r, 0.9) : r === rows.C ? scaledRow(r, 0.8) : r === rows.D ? scaledRow(r, 4 / 3) : r,
  );
  const newPrice = (k: 'A' | 'B' | 'C') => priceOf(dayTwo[ROWS.indexOf(rows[k])]!);
  const promo = { normal: priceOf(rows.P), discounted: priceOf(rows.P) - 60 };

  async function inbox(who: keyof typeof tokens): Promise<InboxResponse> {
    const res = await server.call('GET', '/inbox', { token: tokens[who], headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return InboxResponse.parse(res.json());
  }
  async function call(who: keyof typeof tokens, method: string, url: string, body?: unknown) {
    const res = await server.call(method, url, { token: tokens[who], body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  }
  /** Stops the server and closes the database, then opens both again from the data folder, as a restart does. */
  async function restart() {
    await server.close();
    await db.close();
    db = await openDb({ dataDir: dir });
    // What the server does at start-up: an update left half-written is finished from its stage.
    await resumePendingFeed(db);
    server = await testServer(db);
  }
  const summary = (e: InboxEntry) => ({ id: e.product.id, kind: e.kind, was: e.was, now: e.now, state: e.state });

  beforeAll(async () => {
    db = await openDb({ dataDir: dir });
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    monitor = await startFixtureMonitor({
      exportFile: await exportWorkbook(ROWS, { date: '2026-11-20' }),
      shops: generateShops({ count: 60, chains: CHAINS }),
      chains: CHAINS,
    });
    client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 20_000, pauseMs: 0 });
    await runFeedUpdate(db, client);
    for (const k of Object.keys(ids) as Array<keyof typeof ids>) {
      const r = rows[k];
      ids[k] = (
        await db.query<{ id: number }>('SELECT p.id FROM products p JOIN retailers c ON c.id = p.retailer_id WHERE p.external_id = $1 AND c.name = $2', [
          r['Termék azonosító'],
          r['Üzletlánc név'],
        ])
      )[0]!.id;
    }
    server = await testServer(db);
    tokens.anna = (await server.signUp()).token;
    tokens.bela = (await server.signUp()).token;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await monitor?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('watches products, a target price where given; nothing is in the inbox before a later day is observed', async () => {
    for (const k of ['A', 'D', 'P'] as const) await call('anna', 'PUT', '/watches', { product_id: ids[k] });
    await call('anna', 'PUT', '/watches', { product_id: ids.B, target_price: newPrice('B') - 10 });
    await call('anna', 'PUT', '/watches', { product_id: ids.C, target_price: newPrice('C') + 5 });
    // Béla watches A too, with a target the drop does not reach.
    await call('bela', 'PUT', '/watches', { product_id: ids.A, target_price: newPrice('A') - 1 });
    const watched = await call('anna', 'GET', '/watches');
    expect(watched.watches.map((w: { product_id: number }) => w.product_id).sort()).toEqual([ids.A, ids.B, ids.C, ids.D, ids.P].sort());
    expect(await inbox('anna')).toEqual({ entries: [], unread: 0 });
  });

  it('after an update interrupted part-way and a restart, every drop and the promotion show, once; not the rise, not the unwatched, not above a target', async () => {
    // Day two: prices move, and Tesco puts P on promotion (the monitor's API gives its price types for watched products).
    monitor.state.exportFile = await exportWorkbook(dayTwo, { date: '2026-11-23' });
    monitor.state.products.set(rows.P['Termék azonosító'], {
      id: rows.P['Termék azonosító'], name: rows.P['Termék név'], unit: 'db', packaging: '1', categoryId: rows.P['Kategória azonosító'],
      returnFee: 0, returnType: null,
      chainStores: [{ uuid: CHAIN_UUIDS['Tesco'], name: 'Tesco', prices: [{ type: 'NORMAL', amount: promo.normal }, { type: 'DISCOUNTED', amount: promo.discounted }], priceSameEverywhere: true, availableInShops: [] }],
    });
    // The update stops part-way through writing, as when the app is closed during it.
    await db.query('CREATE SEQUENCE test_fail_rows');
    await db.query(`CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('test_fail_rows') >= ${FEED_BATCH * 2 + 10} THEN RAISE EXCEPTION 'the app was closed'; END IF; RETURN NEW; END $$`);
    await db.query('CREATE TRIGGER test_fail BEFORE INSERT ON price_history FOR EACH ROW EXECUTE FUNCTION test_fail()');
    await expect(runFeedUpdate(db, client)).rejects.toMatchObject({ kind: 'saving' });
    await db.query('DROP TRIGGER test_fail ON price_history');
    await db.query('DROP FUNCTION test_fail()');
    await db.query('DROP SEQUENCE test_fail_rows');
    expect((await readFeedState(db)).data_date).toBe('2026-11-20');

    await restart();
    expect((await readFeedState(db)).data_date).toBe('2026-11-23');
    const box = await inbox('anna');
    expect(box.entries.map(summary).sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: ids.A, kind: 'cheaper', was: priceOf(rows.A), now: newPrice('A'), state: 'unread' },
        { id: ids.C, kind: 'cheaper', was: priceOf(rows.C), now: newPrice('C'), state: 'unread' },
        { id: ids.P, kind: 'promotion', was: promo.normal, now: promo.discounted, state: 'unread' },
      ].sort((a, b) => a.id - b.id),
    );
    expect(box.unread).toBe(3);
    // Each entry names the day, the day before, and the price's source and chain.
    const a = box.entries.find((e) => e.product.id === ids.A)!;
    expect(a).toMatchObject({ day: '2026-11-23', was_day: '2026-11-20', promotion_regular: null, target_price: null });
    expect(a.product.price_source).toEqual({ kind: 'observed', origin: 'arfigyelo', date: '2026-11-23' });
    expect(a.product.retailer_name).toBe(rows.A['Üzletlánc név']);
    expect(box.entries.find((e) => e.product.id === ids.P)).toMatchObject({ promotion_regular: promo.normal });
    expect(box.entries.find((e) => e.product.id === ids.C)).toMatchObject({ target_price: newPrice('C') + 5 });
    // Béla's target is below the new price: nothing for him.
    expect(await inbox('bela')).toEqual({ entries: [], unread: 0 });
  });

  it('stays one entry each across reads, restarts and a next update without a drop; read and dismissed states are kept', async () => {
    const first = await inbox('anna');
    expect((await inbox('anna')).entries).toEqual(first.entries);
    await restart();
    expect((await inbox('anna')).entries).toEqual(first.entries);

    await call('anna', 'PUT', '/inbox', { entries: [{ product_id: ids.A, day: '2026-11-23' }], state: 'read' });
    await call('anna', 'PUT', '/inbox', { entries: [{ product_id: ids.C, day: '2026-11-23' }, { product_id: ids.C, day: '2026-11-23' }], state: 'dismissed' });
    // Day three: the same prices again (P still on promotion): no new entry.
    monitor.state.exportFile = await exportWorkbook(dayTwo, { date: '2026-11-24' });
    await runFeedUpdate(db, client);
    await restart();
    const box = await inbox('anna');
    expect(box.entries.map(summary).sort((x, y) => x.id - y.id)).toEqual(
      [
        { id: ids.A, kind: 'cheaper', was: priceOf(rows.A), now: newPrice('A'), state: 'read' },
        { id: ids.P, kind: 'promotion', was: promo.normal, now: promo.discounted, state: 'unread' },
      ].sort((x, y) => x.id - y.id),
    );
    expect(box.unread).toBe(1);
    // Marking a dismissed entry read does not bring it back.
    await call('anna', 'PUT', '/inbox', { entries: [{ product_id: ids.C, day: '2026-11-23' }], state: 'read' });
    expect((await inbox('anna')).entries.some((e) => e.product.id === ids.C)).toBe(false);
  });

  it('a watch started after a drop does not report it; one stopped takes its entries and marks with it', async () => {
    await call('bela', 'PUT', '/watches', { product_id: ids.E });
    expect((await inbox('bela')).entries).toEqual([]);
    await call('anna', 'DELETE', `/watches/${ids.A}`);
    expect((await inbox('anna')).entries.map((e) => e.product.id)).toEqual([ids.P]);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM watch_marks WHERE product_id = $1', [ids.A]);
    expect(n).toBe(0);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const before = await call('anna', 'GET', '/watches');
    for (const body of [
      { product_id: ids.A, target_price: 0 },
      { product_id: ids.A, target_price: 1_000_001 },
      { product_id: ids.A, target_price: 12.5 },
      { product_id: 'x' },
      {},
    ]) {
      const res = await server.call('PUT', '/watches', { token: tokens.anna, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const missing = await server.call('PUT', '/watches', { token: tokens.anna, body: { product_id: 2_000_000_000 } });
    expect(missing.statusCode).toBe(404);
    for (const body of [{ entries: [], state: 'read' }, { entries: [{ product_id: ids.P, day: '2026-13-01' }], state: 'read' }, { entries: [{ product_id: ids.P, day: '2026-11-23' }], state: 'gone' }]) {
      const res = await server.call('PUT', '/inbox', { token: tokens.anna, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await call('anna', 'GET', '/watches')).toEqual(before);
    expect((await server.call('GET', '/inbox')).statusCode).toBe(401);
  });
});
