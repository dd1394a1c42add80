import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DbUnavailableError, type Db } from './db';
import { openPglite } from './pglite';
import { abortThread, openPgliteThread, restartThread, restartThreadIfGrown, threadMemory } from './pglite-thread';
import { IDLE_COLLECT_GROWTH_MB, ROWS_PER_MESSAGE } from './pglite-worker';

describe('PGlite in its own thread', () => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close().catch(() => {});
  });
  const open = async (dir?: string, log?: (m: string) => void) => {
    const db = await openPgliteThread(dir, { log });
    opened.push(db);
    return db;
  };

  /** How many turns this thread's event loop takes while a statement of a few hundred milliseconds runs. */
  async function turnsDuring(db: Db): Promise<number> {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    const query = db.query('SELECT count(*) FROM generate_series(1, 1500000) AS a CROSS JOIN generate_series(1, 1) AS b');
    setImmediate(spin);
    await query;
    running = false;
    return turns;
  }

  it("lets this thread's event loop run while a long statement runs, where PGlite in this thread holds it", async () => {
    const inline = await openPglite();
    opened.push(inline);
    const db = await open();
    const held = await turnsDuring(inline);
    const free = await turnsDuring(db);
    expect(held).toBeLessThan(20);
    expect(free).toBeGreaterThan(200);
  });

  it('answers as PGlite in this thread does: dates, JSON and bytes', async () => {
    const db = await open();
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, body text NOT NULL, at timestamptz, doc jsonb, raw bytea)');
    const at = new Date('2026-11-28T10:00:00Z');
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4, $5)', [1, 'Tej 2,8% 1 l', at, JSON.stringify({ a: [1, 2] }), new Uint8Array([0, 255])]);
    const [row] = await db.query<{ id: number; body: string; at: Date; doc: unknown; raw: Uint8Array }>('SELECT * FROM t');
    expect(row).toEqual({ id: 1, body: 'Tej 2,8% 1 l', at, doc: { a: [1, 2] }, raw: new Uint8Array([0, 255]) });
  });

  it("keeps PostgreSQL's error fields, so a constraint or a bad value is told from a failure", async () => {
    const db = await open();
    await db.exec('CREATE TABLE u (id int PRIMARY KEY, n smallint)');
    await db.query('INSERT INTO u VALUES (1, 1)');
    const dup = await db.query('INSERT INTO u VALUES (1, 2)').catch((e: unknown) => e as Error & { code?: string; constraint?: string });
    expect(dup).toBeInstanceOf(Error);
    expect(dup).toMatchObject({ code: '23505', constraint: 'u_pkey' });
    expect((dup as Error).message).toMatch(/duplicate key/);
    const range = await db.query('INSERT INTO u VALUES (2, 40000)').catch((e: unknown) => e as { code?: string });
    expect(range).toMatchObject({ code: '22003' });
  });

  it('delivers a result longer than one message whole and in order', async () => {
    const db = await open();
    const n = ROWS_PER_MESSAGE * 2 + 17;
    const rows = await db.query<{ i: number }>('SELECT i FROM generate_series(1, $1::int) AS i ORDER BY i', [n]);
    expect(rows).toHaveLength(n);
    expect(rows.every((r, k) => r.i === k + 1)).toBe(true);
  });

  it('commits a transaction that resolves, rolls back one that throws, and holds other statements until it ends', async () => {
    const db = await open();
    await db.exec('CREATE TABLE v (id int PRIMARY KEY)');
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (q) => {
      await q.query('INSERT INTO v VALUES (1)');
      order.push('tx inserted');
      await gate;
      await q.query('INSERT INTO v VALUES (2)');
      order.push('tx done');
    });
    // Issued while the transaction is open: PGlite has one connection, so it runs after the commit.
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM v').then((r) => {
      order.push(`outside saw ${r[0]!.n}`);
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx inserted', 'tx done', 'outside saw 2']);

    const failed = db.transaction(async (q) => {
      await q.query('INSERT INTO v VALUES (3)');
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const inTxError = db.transaction(async (q) => {
      await q.query('INSERT INTO v VALUES (4)');
      await q.query('INSERT INTO v VALUES (1)');
    });
    await expect(inTxError).rejects.toMatchObject({ code: '23505' });
    expect((await db.query<{ id: number }>('SELECT id FROM v ORDER BY id')).map((r) => r.id)).toEqual([1, 2]);
  });

  it('when its thread dies, fails the calls in flight as unavailable, says why, and opens the folder again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-thread-'));
    const logged: string[] = [];
    const db = await open(dir, (m) => logged.push(m));
    await db.exec('CREATE TABLE w (id int PRIMARY KEY)');
    await db.query('INSERT INTO w VALUES (1)');
    const inFlight = db.query('SELECT pg_sleep(2)');
    await abortThread(db);
    await expect(inFlight).rejects.toBeInstanceOf(DbUnavailableError);
    expect(logged.join('\n')).toMatch(/thread ended unexpectedly.*opens it again/);
    // The next call starts a new thread on the same folder: what was committed is there.
    expect(await db.query<{ id: number }>('SELECT id FROM w')).toEqual([{ id: 1 }]);
    await db.query('INSERT INTO w VALUES (2)');
    expect((await db.query('SELECT id FROM w')).length).toBe(2);
  });

  it('restarts its thread on purpose: a transaction under way finishes first, calls made meanwhile wait and succeed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-thread-'));
    const db = await open(dir);
    await db.exec('CREATE TABLE r (id int PRIMARY KEY)');
    // A session setting marks the first thread's backend; a new thread starts a new one.
    await db.exec("SET application_name = 'first thread'");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (q) => {
      await q.query('INSERT INTO r VALUES (1)');
      await gate;
      await q.query('INSERT INTO r VALUES (2)');
    });
    await new Promise((r) => setTimeout(r, 20));
    const before = await threadMemory(db);
    const restarted = restartThread(db);
    const meanwhile = db.query<{ n: number; app: string }>("SELECT count(*)::int AS n, current_setting('application_name') AS app FROM r");
    release();
    await Promise.all([tx, restarted]);
    // The call made during the restart ran in the new thread, after the transaction's commit.
    expect(await meanwhile).toEqual([{ n: 2, app: '' }]);
    expect(before?.wasm).toBeGreaterThan(0);
    await db.query('INSERT INTO r VALUES (3)');
    expect((await db.query('SELECT id FROM r ORDER BY id')).length).toBe(3);
  });

  it('gives back the memory a large piece of work took, by a restart, only when it grew past the limit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-thread-'));
    const db = await open(dir);
    await db.exec('CREATE TABLE g (id int)');
    expect(await restartThreadIfGrown(db, 32)).toBe(false);
    // A sort held in memory: PostgreSQL's WebAssembly memory grows for it and does not shrink after.
    await db.exec("SET work_mem = '400MB'");
    await db.query('SELECT count(*) FROM (SELECT md5(i::text) AS h FROM generate_series(1, 1000000) AS i ORDER BY 1) AS s');
    const grown = (await threadMemory(db))!.wasm;
    expect(await restartThreadIfGrown(db, 32)).toBe(true);
    const after = (await threadMemory(db))!.wasm;
    expect(grown - after).toBeGreaterThan(32);
    expect(await db.query('SELECT count(*)::int AS n FROM g')).toEqual([{ n: 0 }]);
  });

  it('collects what a long result left in its heap once it has been quiet, unasked, and only then', async () => {
    // 20 s of quiet rather than the app's 3 s: on a loaded machine, taking in 200,000 rows here may itself take
    // seconds, and the collection must not come before the thread's memory is read right after the answer.
    const quietMs = 20_000;
    const db = await openPgliteThread(undefined, { idleCollectMs: quietMs });
    opened.push(db);
    const start = (await threadMemory(db))!;
    // 200,000 rows parsed and posted: garbage in the thread's heap once answered.
    const rows = await db.query('SELECT i, md5(i::text) AS h FROM generate_series(1, 200000) AS i');
    expect(rows).toHaveLength(200_000);
    const busy = (await threadMemory(db))!;
    expect(busy.heap - start.heap).toBeGreaterThan(IDLE_COLLECT_GROWTH_MB);
    expect(busy.collections).toBe(start.collections);
    // Asking for its memory is not work: it does not put the collection off.
    // The thread collects quietMs after its last request; up to three minutes more are allowed for a loaded machine.
    let now = busy;
    for (let i = 0; i < 800 && now.collections === busy.collections; i++) {
      await new Promise((r) => setTimeout(r, 250));
      now = (await threadMemory(db))!;
    }
    expect(now.collections).toBe(busy.collections + 1);
    expect(busy.heap - now.heap).toBeGreaterThan(IDLE_COLLECT_GROWTH_MB);
    // Quiet again with nothing new in its heap: no second collection.
    await db.query('SELECT 1');
    await new Promise((r) => setTimeout(r, quietMs + 2_000));
    expect((await threadMemory(db))!.collections).toBe(now.collections);
  });

  it('an in-memory database is not opened again empty: its calls go on failing', async () => {
    const db = await open(undefined, () => {});
    await db.exec('CREATE TABLE x (id int)');
    await abortThread(db);
    await expect(db.query('SELECT * FROM x')).rejects.toBeInstanceOf(DbUnavailableError);
  });

  it('refuses calls after close', async () => {
    const db = await open();
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError);
  });
});
