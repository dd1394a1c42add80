/**
 * The feed as a running server meets it: its addresses, a first start with the monitor out of reach, the schedule
 * (driven by hand: a clock and timers of the test's own, no waiting), a server answering while an update downloads,
 * failures that must leave the catalogue as it was, and how politely it asks for product data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { Db } from '../db/db';
import { freshDb, testServer } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { feedModeFromEnv } from '../start';
import { DEFAULT_EXPORT_URL, DEFAULT_FEED_URL, FeedClient, feedClientFromEnv } from './client';
import { EXPORT_HEADERS } from './export';
import { FeedError } from './problems';
import { FeedService, type ScheduleTimers } from './service';
import { readFeedState, runFeedUpdate } from './update';
import {
  CHAIN_UUIDS, catalogueFingerprint, exportWorkbook, generateExport, generateShops, startFixtureMonitor, type FixtureMonitor,
} from '../../../tests/support/feed/fixture-server';

const HOUR = 3_600_000;

/** The schedule's timers, fired by the test: the first look after start-up, and each later look. */
function handTimers() {
  let first: (() => Promise<unknown>) | null = null;
  let each: (() => Promise<unknown>) | null = null;
  const timers: ScheduleTimers = {
    after: (_ms, fn) => {
      first = fn;
      return () => (first = null);
    },
    every: (_ms, fn) => {
      each = fn;
      return () => (each = null);
    },
  };
  return {
    timers,
    firstLook: () => (first ? first() : Promise.reject(new Error('no first look scheduled'))),
    look: () => (each ? each() : Promise.reject(new Error('no look scheduled'))),
  };
}

describe('the feed addresses', () => {
  /** The addresses a client asks for its chain list, shops, category tree, a product and the export, without a network. */
  async function asked(client: (f: typeof fetch) => FeedClient): Promise<string[]> {
    const urls: string[] = [];
    const f = (async (input: string | URL | Request) => {
      const url = String(input);
      urls.push(url);
      // An .xlsx-sized body starting with PK for the export, JSON for the rest.
      return /xlsx/.test(url) ? new Response(Buffer.concat([Buffer.from('PK'), Buffer.alloc(400_000)])) : new Response('{}');
    }) as typeof fetch;
    const c = client(f);
    for (const p of ['/chain-stores', '/shops', '/categories']) await c.json(p);
    await c.product('5998200448012');
    await c.exportFile();
    return urls;
  }

  it('are the monitor\'s real hosts when the environment names none', async () => {
    // shared/data/arfigyelo-format.md: the JSON API under https://arfigyelo.gvh.hu/api/ (§2), the daily export on the CDN (§1).
    const real = [
      'https://arfigyelo.gvh.hu/api/chain-stores', 'https://arfigyelo.gvh.hu/api/shops', 'https://arfigyelo.gvh.hu/api/categories',
      'https://arfigyelo.gvh.hu/api/product/5998200448012', 'https://cdnarfigyeloprodweu.azureedge.net/excel/arfigyelo_napi_termekadatok.xlsx',
    ];
    expect(DEFAULT_FEED_URL).toBe('https://arfigyelo.gvh.hu/api');
    expect(DEFAULT_EXPORT_URL).toBe('https://cdnarfigyeloprodweu.azureedge.net/excel/arfigyelo_napi_termekadatok.xlsx');
    expect(await asked((f) => feedClientFromEnv({}, { fetch: f, pause: async () => {} }))).toEqual(real);
    // Set but empty is the same as unset.
    expect(await asked((f) => feedClientFromEnv({ KOSAR_FEED_URL: '', KOSAR_FEED_EXPORT_URL: '' }, { fetch: f, pause: async () => {} }))).toEqual(real);
  });

  it('are exactly KOSAR_FEED_URL with the path appended and exactly KOSAR_FEED_EXPORT_URL when set', async () => {
    const env = { KOSAR_FEED_URL: 'http://127.0.0.1:9/mirror/api', KOSAR_FEED_EXPORT_URL: 'http://127.0.0.1:9/files/daily.xlsx?sv=2026&sig=x' };
    expect(await asked((f) => feedClientFromEnv(env, { fetch: f, pause: async () => {} }))).toEqual([
      'http://127.0.0.1:9/mirror/api/chain-stores', 'http://127.0.0.1:9/mirror/api/shops', 'http://127.0.0.1:9/mirror/api/categories',
      'http://127.0.0.1:9/mirror/api/product/5998200448012', 'http://127.0.0.1:9/files/daily.xlsx?sv=2026&sig=x',
    ]);
  });
});

describe('the feed in a running server (stand-in on loopback)', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let client: FeedClient;
  const ROWS = generateExport({ products: 150, seed: 11 });
  const SHOPS = generateShops({ count: 72 });
  const exports = () => monitor.requests.filter((p) => p.startsWith('/export')).length;
  const fingerprint = () => catalogueFingerprint(db);
  const clientFor = (m: FixtureMonitor, more: ConstructorParameters<typeof FeedClient>[0] = {}) =>
    new FeedClient({ baseUrl: m.apiUrl, exportUrl: m.exportUrl, minExportBytes: 1_000, timeoutMs: 60_000, exportTimeoutMs: 60_000, pauseMs: 0, ...more });

  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    db = fresh.db;
    dispose = fresh.dispose;
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(ROWS, { date: '2026-11-23' }), shops: SHOPS });
    client = clientFor(monitor);
  });
  afterAll(async () => {
    await monitor?.close();
    await dispose?.();
  });

  /** A port on loopback that refuses connections: one just let go of. */
  const refusingPort = () =>
    new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });

  const offline: Array<[string, () => Promise<Record<string, string>>, string, RegExp]> = [
    ['refuses connections', async () => {
      const port = await refusingPort();
      return { KOSAR_FEED_URL: `http://127.0.0.1:${port}/api`, KOSAR_FEED_EXPORT_URL: `http://127.0.0.1:${port}/export/daily.xlsx` };
    }, 'network', /ECONNREFUSED/],
    ['answers 500', async () => {
      monitor.state.faults.set('/api', '500');
      return { KOSAR_FEED_URL: monitor.apiUrl, KOSAR_FEED_EXPORT_URL: monitor.exportUrl };
    }, 'http', /answered 500/],
  ];
  for (const [what, addresses, kind, why] of offline) {
    it(`first start with KOSAR_FEED=auto while the monitor ${what}: the bundled catalogue is served, and the status says why and how old it is`, async () => {
      // A fresh install: the bundled catalogue, never checked.
      await db.query('DELETE FROM feed_state');
      const before = await fingerprint();
      const env = { KOSAR_FEED: 'auto', ...(await addresses()) };
      const t = handTimers();
      const server = await testServer(db, { feed: { client: feedClientFromEnv(env, { pauseMs: 0 }), auto: feedModeFromEnv(env) === 'auto', timers: t.timers } });
      try {
        await server.app.ready();
        await t.firstLook();
        const { token } = await server.signUp();
        const found = await server.call('POST', '/products', { token, body: { query: 'tej' } });
        expect(found.statusCode).toBe(200);
        expect(found.json().products.length).toBeGreaterThan(0);
        const status = await server.call('GET', '/feed', { token });
        expect(status.statusCode).toBe(200);
        expect(status.json()).toMatchObject({
          status: 'failed', error_kind: kind, message: expect.stringMatching(why), enabled: true, running: false,
          checked_at: expect.any(String),
          // How old the prices are: no update yet; the bundled estimates' date and the installed basket's date.
          data_date: null, updated_at: null, modelled_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          observed: { count: expect.any(Number), latest: '2026-09-25' },
        });
        expect(status.json().observed.count).toBeGreaterThan(0);
      } finally {
        monitor.state.faults.clear();
        await server.close();
      }
      expect(await fingerprint()).toBe(before);
    });
  }

  it('updates at the first look when there is no update yet, not while the data is under a day old, and again once it is a day old', async () => {
    await db.query('DELETE FROM feed_state');
    // The look that starts an update comes before the update is written (an update takes a while): a minute here.
    let clock = Date.now() - 60_000;
    const t = handTimers();
    const service = new FeedService(db, client, { auto: true, now: () => clock, timers: t.timers });
    service.start();
    try {
      const before = exports();
      await t.firstLook();
      const state = await readFeedState(db);
      expect(state, state.message ?? '').toMatchObject({ status: 'ok', data_date: '2026-11-23' });
      expect(exports()).toBe(before + 1);
      const start = clock;
      for (const hours of [1, 12, 23]) {
        clock = start + hours * HOUR;
        await t.look();
        expect(exports(), `${hours} h later`).toBe(before + 1);
      }
      clock = start + 24 * HOUR;
      await t.look();
      expect(exports(), '24 h later').toBe(before + 2);
    } finally {
      service.stop();
    }
  });

  it('after a failed check, tries again an hour later, not sooner, and the failure leaves the previous data in place', async () => {
    // The data is two days old.
    await db.query(`UPDATE feed_state SET updated_at = now() - interval '2 days', checked_at = now() - interval '2 days'`);
    const previous = await readFeedState(db);
    let clock = Date.now() - 60_000;
    const t = handTimers();
    const service = new FeedService(db, client, { auto: true, now: () => clock, timers: t.timers });
    service.start();
    try {
      const before = exports();
      monitor.state.faults.set('/export', '500');
      await t.firstLook();
      expect(exports()).toBe(before + 1);
      expect(await readFeedState(db)).toMatchObject({
        status: 'failed', error_kind: 'http', data_date: previous.data_date, updated_at: previous.updated_at, message: expect.stringMatching(/answered 500/),
      });
      const start = clock;
      clock = start + 30 * 60_000;
      await t.look();
      expect(exports(), 'half an hour later').toBe(before + 1);
      monitor.state.faults.clear();
      clock = start + HOUR;
      await t.look();
      expect(exports(), 'an hour later').toBe(before + 2);
      expect(await readFeedState(db)).toMatchObject({ status: 'ok', error_kind: null });
    } finally {
      monitor.state.faults.clear();
      service.stop();
    }
  });

  it('a server answers at once while its start-up update is still downloading', async () => {
    await db.query(`UPDATE feed_state SET status = 'ok', updated_at = now() - interval '2 days', checked_at = now() - interval '2 days'`);
    monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-24' });
    let open = () => {};
    monitor.state.gate = new Promise<void>((r) => (open = r));
    const t = handTimers();
    const server = await testServer(db, { feed: { client, auto: true, timers: t.timers } });
    try {
      await server.app.ready();
      const downloading = monitor.arrival('/export');
      const first = t.firstLook();
      await downloading;
      // The stand-in holds the download; the server answers from the catalogue it has.
      const { token } = await server.signUp();
      const found = await server.call('POST', '/products', { token, body: { query: 'Minta' } });
      expect(found.statusCode).toBe(200);
      expect(found.json().products[0].price_source).toMatchObject({ kind: 'observed', date: '2026-11-23' });
      expect((await server.call('GET', '/feed', { token })).json()).toMatchObject({ running: true, progress: { phase: 'export' }, data_date: '2026-11-23' });
      open();
      await first;
      expect((await server.call('GET', '/feed', { token })).json()).toMatchObject({ running: false, status: 'ok', data_date: '2026-11-24' });
    } finally {
      open();
      monitor.state.gate = null;
      await server.close();
    }
  });

  const renamed = EXPORT_HEADERS.map((h) => (h === 'Maximum ár' ? 'Max. ár' : h));
  const badFiles: Array<[string, () => Promise<Buffer>, RegExp, { row: number; column: string } | null]> = [
    ['a renamed column', () => exportWorkbook(ROWS, { date: '2026-11-25', headers: renamed }), /lacks the column 'Maximum ár'/, { row: 1, column: 'Maximum ár' }],
    ['a wrong sheet name', () => exportWorkbook(ROWS, { sheetName: 'Munka1' }), /named 'Munka1'/, null],
  ];
  for (const [what, file, why, problem] of badFiles) {
    it(`"Update prices now" given ${what} leaves the catalogue as it was and says why`, async () => {
      const before = await fingerprint();
      const previous = await readFeedState(db);
      expect(previous.data_date).toBe('2026-11-24');
      const logs: string[] = [];
      const service = new FeedService(db, clientFor(monitor), { auto: false, log: (m) => logs.push(m) });
      monitor.state.exportFile = await file();
      try {
        service.updateNow();
        await service.settled();
      } finally {
        monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-24' });
      }
      expect(await fingerprint()).toBe(before);
      expect(await service.status(null)).toMatchObject({
        status: 'failed', error_kind: 'format', message: expect.stringMatching(why), running: false,
        data_date: previous.data_date, updated_at: previous.updated_at,
      });
      expect(logs.join('\n')).toMatch(/price feed failed \(format\): .*the catalogue is unchanged/);
      if (problem) {
        const [{ report }] = await db.query<{ report: { problems: unknown[] } }>('SELECT report FROM feed_state');
        expect(report.problems).toContainEqual(expect.objectContaining({ source: 'export', ...problem }));
      }
    });
  }

  it('a crash halfway through writing leaves the previous catalogue in place and says why', async () => {
    const before = await fingerprint();
    const previous = await readFeedState(db);
    // A new day at new prices, so that a write that went through would show.
    const next = ROWS.map((r) => ({ ...r, 'Minimum ár': '111,0000', 'Maximum ár': '111,0000' }));
    monitor.state.exportFile = await exportWorkbook(next, { date: '2026-11-26' });
    // The database fails on the tenth price history row, after the shops, products and observations were written.
    await db.query('CREATE SEQUENCE test_crash_rows');
    await db.query(`CREATE FUNCTION test_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('test_crash_rows') >= 10 THEN RAISE EXCEPTION 'could not extend file: No space left on device'; END IF; RETURN NEW; END $$`);
    await db.query('CREATE TRIGGER test_crash BEFORE INSERT ON price_history FOR EACH ROW EXECUTE FUNCTION test_crash()');
    const logs: string[] = [];
    try {
      const err = await runFeedUpdate(db, client, { log: (m) => logs.push(m) }).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(FeedError);
      expect((err as FeedError).kind).toBe('saving');
      expect((err as Error).message).toMatch(/No space left on device/);
      // Nine rows went in before the tenth failed: the write stopped part-way.
      expect((await db.query<{ n: number }>('SELECT last_value::int AS n FROM test_crash_rows'))[0]!.n).toBe(10);
    } finally {
      await db.query('DROP TRIGGER test_crash ON price_history');
      await db.query('DROP FUNCTION test_crash()');
      await db.query('DROP SEQUENCE test_crash_rows');
    }
    expect(await fingerprint()).toBe(before);
    expect(await readFeedState(db)).toMatchObject({
      status: 'failed', error_kind: 'saving', message: expect.stringMatching(/No space left on device/),
      data_date: previous.data_date, updated_at: previous.updated_at,
    });
    expect(logs.join('\n')).toMatch(/price feed failed \(saving\): .*the catalogue is unchanged/);
    // Nothing is left stuck: the next update goes through.
    await expect(runFeedUpdate(db, client)).resolves.toMatchObject({ report: { date: '2026-11-26' } });
    expect(await fingerprint()).not.toBe(before);
    monitor.state.exportFile = await exportWorkbook(ROWS, { date: '2026-11-24' });
  });

  it('asks for product data politely: two calls at a time at most, a pause after each, and not again within the cache time', async () => {
    // A user follows twelve products the monitor prices at Tesco.
    const followed = await db.query<{ id: number; external_id: string }>(
      `SELECT id, external_id FROM products WHERE source = 'arfigyelo' AND retailer_id = 8 AND available ORDER BY id LIMIT 12`,
    );
    expect(followed).toHaveLength(12);
    const [{ id: userId }] = await db.query<{ id: number }>(`INSERT INTO users (email, password_hash, firstname) VALUES ('polite@example.com', 'x', 'P') RETURNING id`);
    for (const p of followed) {
      await db.query('INSERT INTO favorites (user_id, product_id) VALUES ($1, $2)', [userId, p.id]);
      monitor.state.products.set(p.external_id, {
        id: p.external_id, name: 'Minta', unit: 'db', packaging: '1', categoryId: '2',
        chainStores: [{ uuid: CHAIN_UUIDS['Tesco'], name: 'Tesco', prices: [{ type: 'NORMAL', amount: 500 }], availableInShops: [] }],
      });
    }
    // The client's pauses, each noted with how many product calls had reached the stand-in when it ended.
    const pauses: number[] = [];
    const productCalls = () => monitor.requests.filter((p) => p.startsWith('/api/product/')).length;
    let clock = Date.now();
    const polite = clientFor(monitor, {
      pauseMs: 250,
      now: () => clock,
      pause: async () => {
        await new Promise((r) => setImmediate(r));
        pauses.push(productCalls());
      },
    });
    const first = productCalls();
    monitor.productCalls.max = 0;
    // Each answer takes a moment, as from a server far away: calls made at once are in the stand-in's hands together.
    monitor.state.productLatencyMs = 30;
    const { report } = await runFeedUpdate(db, polite).finally(() => (monitor.state.productLatencyMs = 0));
    expect(report.withPriceTypes).toBe(12);
    const calls = productCalls() - first;
    expect(calls).toBe(12);
    // The stand-in never had more than two product calls in hand at once (client.ts: one or two at a time).
    expect(monitor.productCalls.max).toBeGreaterThan(0);
    expect(monitor.productCalls.max).toBeLessThanOrEqual(2);
    // One pause after every call, and every call after the first two waited for a pause to end before it was made.
    expect(pauses).toHaveLength(12);
    for (let k = 2; k < calls; k++) {
      expect(pauses.filter((seen) => seen - first <= k).length, `pauses ended before call ${k + 1}`).toBeGreaterThanOrEqual(k - 1);
    }
    // A second update within the cache time asks for none of them again; six hours on, it asks again.
    await runFeedUpdate(db, polite);
    expect(productCalls() - first).toBe(12);
    clock += 6 * HOUR;
    await runFeedUpdate(db, polite);
    expect(productCalls() - first).toBe(24);
  });

  it('asks once more when the monitor drops a connection before answering, and only once', async () => {
    const chainCalls = () => monitor.requests.filter((p) => p === '/api/chain-stores').length;
    let before = chainCalls();
    monitor.state.faults.set('/api/chain-stores', 'drop-once');
    await expect(runFeedUpdate(db, client)).resolves.toMatchObject({ report: { date: '2026-11-24' } });
    expect(chainCalls() - before).toBe(2);
    before = chainCalls();
    monitor.state.faults.set('/api/chain-stores', 'drop');
    try {
      const err = await runFeedUpdate(db, client).then(() => null, (e: unknown) => e);
      expect(err).toMatchObject({ kind: 'network', message: expect.stringContaining('/api/chain-stores: fetch failed (') });
    } finally {
      monitor.state.faults.clear();
    }
    expect(chainCalls() - before).toBe(2);
  });
});

describe('reads while an update writes its batches', () => {
  /**
   * The database with a gate: once the update has marked itself pending (PGlite: its batches follow, each a
   * transaction), every later statement waits at the gate until the test opens it, as reads do behind a long batch.
   */
  function gatedDb(db: Db) {
    let gate: Promise<void> | null = null;
    let open = () => {};
    const waiting: string[] = [];
    const pass = async (sql: string) => {
      if (!gate) return;
      waiting.push(sql);
      await gate;
    };
    const shut = (sql: string) => {
      if (!gate && /INSERT INTO feed_state[\s\S]*pending/.test(sql)) gate = new Promise<void>((r) => (open = r));
    };
    const gated: Db = Object.create(db) as Db;
    Object.assign(gated, {
      query: async (sql: string, params?: unknown[]) => {
        await pass(sql);
        const r = await db.query(sql, params);
        shut(sql);
        return r;
      },
      lookups: {
        query: async (sql: string, params?: unknown[]) => {
          await pass(sql);
          return db.lookups.query(sql, params);
        },
      },
      transaction: async <T>(fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>) => {
        await pass('a transaction');
        return db.transaction(fn);
      },
    });
    return { db: gated, shut: () => gate !== null, waiting, open: () => open() };
  }

  it('GET /feed and the catalogue answer without waiting for the database while a batch holds it', async () => {
    const fresh = await freshDb('pglite');
    await loadSeed(fresh.db, DEFAULT_CATALOGUE_DIR);
    const monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(generateExport({ products: 120, seed: 5 }), { date: '2026-11-27' }), shops: generateShops({ count: 40 }) });
    const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 60_000, exportTimeoutMs: 60_000, pauseMs: 0 });
    const g = gatedDb(fresh.db);
    const server = await testServer(g.db, { feed: { client, auto: false } });
    try {
      await server.app.ready();
      const { token } = await server.signUp();
      // A first read of each, so the session and the catalogue are known before the update.
      expect((await server.call('POST', '/products', { token, body: { query: 'tej' } })).statusCode).toBe(200);
      expect((await server.call('GET', '/feed', { token })).json()).toMatchObject({ running: false, data_date: null });
      expect((await server.call('POST', '/feed/update', { token })).json()).toMatchObject({ running: true });
      const end = Date.now() + 120_000;
      while (!(g.shut() && g.waiting.length > 0)) {
        if (Date.now() > end) throw new Error('the update never reached its batches');
        await new Promise((r) => setTimeout(r, 20));
      }
      // The update waits at the gate with its next batch. A read that needed the database would wait there too.
      // Past the 2 s for which a checked session is remembered and the 5 s for a user's zone, so both would be
      // asked for again.
      await new Promise((r) => setTimeout(r, 5_100));
      const held = g.waiting.length;
      /**
       * The answer while the gate stays shut. A read that waited for the database would never answer before the gate
       * opens: after 30 s (a hang, not a speed: the read needs no more than a few turns of the event loop) that fails,
       * naming what waits at the gate (a check made behind an answer from memory may wait there; the answer may not).
       */
      const unheld = async <T>(read: Promise<T>) => {
        let timer: NodeJS.Timeout | undefined;
        const hang = new Promise<'hang'>((r) => (timer = setTimeout(() => r('hang'), 30_000)));
        const r = await Promise.race([read, hang]).finally(() => clearTimeout(timer));
        if (r === 'hang') throw new Error(`the read waits for the database; at the gate: ${g.waiting.slice(held).map((q) => q.slice(0, 80)).join(' | ')}`);
        return r;
      };
      const status = await unheld(server.call('GET', '/feed', { token }));
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ running: true, progress: { phase: expect.any(String) }, data_date: null, status: 'never' });
      const found = await unheld(server.call('POST', '/products', { token, body: { query: 'tej' } }));
      expect(found.statusCode).toBe(200);
      expect(found.json().products.length).toBeGreaterThan(0);
      // At most the checks made behind the answers (session, zone, favourites) wait at the gate: no catalogue check, no
      // feed state read.
      expect(g.waiting.slice(held).filter((q) => !/FROM (sessions|zones|favorites)\b/.test(q))).toEqual([]);
      g.open();
      await server.app.feed.settled();
      expect((await server.call('GET', '/feed', { token })).json()).toMatchObject({ running: false, status: 'ok', data_date: '2026-11-27' });
    } finally {
      g.open();
      await server.close();
      await monitor.close();
      await fresh.dispose();
    }
  });
});
