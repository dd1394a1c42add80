/**
 * PGlite run in a worker thread (pglite-worker.ts), behind the same Db interface as PGlite in this thread. The
 * server's event loop only posts requests and reads answers (a long result a slice at a time), so a price update's
 * thousands of statements, their parsing and their fsyncs never hold a read of another user.
 *
 * If the thread dies (PostgreSQL aborting, the WebAssembly memory exhausted), every call in flight fails with
 * DbUnavailableError, the reason is logged, and the next call starts a new thread on the same data folder:
 * committed writes are on disk, and the one in flight is whole or absent. An in-memory database is not restarted
 * (its data went with the thread); its calls go on failing.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { DbUnavailableError, type Db, type Queryable } from './db';
import type { DbReply, DbRequest, DbStartReply, ThreadMemory, WireError } from './pglite-worker';
import type { PgliteAssets } from './pglite';
import { startWorkerThread } from '../worker-thread';

let assets: Promise<PgliteAssets> | null = null;

/**
 * PostgreSQL's WebAssembly compiled once per process (on V8's background threads) and its file bundle read once,
 * handed to every thread: a thread does not compile 9 MB again.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFile(require.resolve(`@electric-sql/pglite/${name}`));
    const [pglite, initdb, data] = await Promise.all([file('pglite.wasm'), file('initdb.wasm'), file('pglite.data')]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([data]) };
  })();
  assets.catch(() => (assets = null));
  return assets;
}

export interface PgliteThreadOptions {
  /** The compiled worker of a built app (db-worker.js); from source it is found by itself. */
  workerPath?: string;
  /** Where an unexpected end of the thread is reported. */
  log?: (msg: string) => void;
  /** Quiet time before the thread collects its garbage (ms); IDLE_COLLECT_MS unless given. */
  idleCollectMs?: number;
}

type Out = DbRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Answer {
  rows?: unknown[];
  tx?: number;
  memory?: ThreadMemory;
}

interface Call {
  resolve: (reply: Answer) => void;
  reject: (err: Error) => void;
  parts: unknown[][];
}

function fromWire(w: WireError): Error {
  const err = new Error(w.message);
  Object.assign(err, w.fields);
  err.name = w.name;
  return err;
}

/** One worker thread with its database open, or the reason it could not open. */
class Thread {
  readonly calls = new Map<number, Call>();
  /** Transactions begun and not yet ended. */
  openTx = 0;
  /** PostgreSQL's WebAssembly memory (MB) once the thread had opened the database. */
  wasmAtOpen: number | null = null;
  private idleWaiters: Array<() => void> = [];
  private next = 1;
  ended: Error | null = null;
  readonly ready: Promise<void>;

  constructor(
    private readonly worker: Worker,
    onEnd: (reason: Error, expected: boolean) => void,
  ) {
    let closing = false;
    this.closing = () => (closing = true);
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (m: DbStartReply) => {
        if (m.ready) return resolve();
        reject(fromWire(m.error));
      });
      const end = (reason: Error) => {
        if (this.ended) return;
        this.ended = reason;
        reject(reason);
        for (const call of this.calls.values()) call.reject(new DbUnavailableError(reason));
        this.calls.clear();
        onEnd(reason, closing);
      };
      worker.once('error', (err) => end(err));
      worker.once('exit', (code) => end(new Error(`the database thread ended (exit code ${code})`)));
    });
    // The thread keeps the process alive while it starts and while a call waits for it.
    void this.ready.then(
      () => {
        worker.on('message', (m: DbReply) => this.answer(m));
        if (this.calls.size === 0) worker.unref();
        this.send({ op: 'memory' }).then((a) => (this.wasmAtOpen = a.memory?.wasm ?? null), () => {});
      },
      () => {},
    );
  }

  readonly closing: () => void;

  private answer(m: DbReply) {
    const call = this.calls.get(m.id);
    if (!call) return;
    if ('part' in m) {
      call.parts.push(m.part);
      return;
    }
    this.calls.delete(m.id);
    if (this.calls.size === 0) this.worker.unref();
    this.checkIdle();
    if (!m.ok) return call.reject(fromWire(m.error));
    const rows = call.parts.length && m.rows ? call.parts.flat().concat(m.rows) : m.rows;
    call.resolve({ rows, tx: m.tx, memory: m.memory });
  }

  send(req: Out): Promise<Answer> {
    if (this.ended) return Promise.reject(new DbUnavailableError(this.ended));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject, parts: [] });
      if (this.calls.size === 1) this.worker.ref();
      this.worker.postMessage({ ...req, id } as DbRequest);
    });
  }

  /** Resolves once no call waits and no transaction is open (at once when none is). */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.checkIdle();
    });
  }

  checkIdle() {
    if (this.calls.size > 0 || this.openTx > 0 || this.idleWaiters.length === 0) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  terminate() {
    this.closing();
    return this.worker.terminate();
  }

  /** Ends the thread without saying so first: what follows is what follows a crash. */
  async abort() {
    await this.worker.terminate();
  }
}

interface Handle {
  current(): Thread | null;
  restart(): Promise<void>;
}

/** Per database run in a thread: its current thread (to end it as a crash would, to read its memory) and restart. */
const threads = new WeakMap<Db, Handle>();

/**
 * Closes the database's thread and opens its data folder in a new one, so that PostgreSQL's WebAssembly memory,
 * which only grows, starts again from its size at opening. Calls made meanwhile wait for the new thread; calls and
 * transactions under way finish first. Nothing for a database not run in a thread, or in memory.
 */
export async function restartThread(db: Db): Promise<void> {
  await threads.get(db)?.restart();
}

/**
 * PostgreSQL's WebAssembly memory grows to the largest work it was given and never shrinks. When it has grown more
 * than `limitMb` past its size when the thread opened (a price update is the largest work the server does), the
 * thread is restarted (restartThread) and the memory given back. True when it was.
 */
export async function restartThreadIfGrown(db: Db, limitMb: number): Promise<boolean> {
  const handle = threads.get(db);
  const t = handle?.current();
  if (!handle || !t || t.ended || t.wasmAtOpen === null) return false;
  const now = await threadMemory(db);
  if (!now || now.wasm - t.wasmAtOpen <= limitMb) return false;
  await handle.restart();
  return true;
}

/** The memory of the database's thread now (bench:feed), or null when it has none running. */
export async function threadMemory(db: Db): Promise<ThreadMemory | null> {
  const t = threads.get(db)?.current();
  return t && !t.ended ? ((await t.send({ op: 'memory' })).memory ?? null) : null;
}

/** Ends the database's thread as a crash would (no close): the calls in flight fail, the next one reopens. */
export async function abortThread(db: Db): Promise<void> {
  const current = threads.get(db);
  if (!current) throw new Error('not a database run in a thread');
  await current.current()?.abort();
}

/** PGlite in a data folder (or in memory when dataDir is undefined), run in a worker thread. */
export async function openPgliteThread(dataDir: string | undefined, opts: PgliteThreadOptions = {}): Promise<Db> {
  const log = opts.log ?? ((msg: string) => console.error(msg));
  let closed = false;
  const shared = await pgliteAssets();
  const start = (): Thread => {
    const data = { dataDir, assets: shared, idleCollectMs: opts.idleCollectMs };
    const thread: Thread = new Thread(startWorkerThread({ source: 'db/pglite-worker.ts', built: 'db-worker.js', path: opts.workerPath, data }), (reason, expected) => {
      if (expected || closed) return;
      log(`database: its thread ended unexpectedly (${reason.message})${dataDir ? '; the next call opens it again' : ''}`);
      if (dataDir && current === thread) current = null;
    });
    return thread;
  };
  let current: Thread | null = start();
  await current.ready.catch(async (err: unknown) => {
    await current?.terminate();
    throw err;
  });

  /** While the thread is restarted on purpose: what new calls wait for. */
  let restarting: Promise<void> | null = null;

  /** The thread to call, started again after an unexpected end (a data folder only). */
  const thread = async (): Promise<Thread> => {
    while (restarting) await restarting;
    if (closed) throw new DbUnavailableError(new Error('the database is closed'));
    if (!current) {
      current = start();
      const starting = current;
      await starting.ready.catch((err: unknown) => {
        if (current === starting) current = null;
        throw new DbUnavailableError(err);
      });
    }
    await current.ready;
    return current;
  };
  const rowsOf = <T>(r: { rows?: unknown[] }) => (r.rows ?? []) as T[];
  const base: Queryable = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      return rowsOf<T>(await (await thread()).send({ op: 'query', sql, params }));
    },
  };
  const held = new Set<number>();
  const db: Db = {
    kind: 'pglite',
    query: base.query,
    lookups: base,
    async transaction(fn) {
      const t = await thread();
      t.openTx++;
      try {
        return await inTransaction(t, fn);
      } finally {
        t.openTx--;
        t.checkIdle();
      }
    },
    async exec(sql) {
      await (await thread()).send({ op: 'exec', sql });
    },
    async tryAdvisoryLock(key) {
      if (held.has(key)) return null;
      held.add(key);
      return async () => {
        held.delete(key);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      const t = current;
      current = null;
      if (!t || t.ended) return;
      try {
        await t.send({ op: 'close' });
      } finally {
        await t.terminate();
      }
    },
  };
  threads.set(db, {
    current: () => current,
    async restart() {
      if (closed || restarting || !dataDir) return;
      let done!: () => void;
      restarting = new Promise<void>((resolve) => (done = resolve));
      try {
        const old = current;
        if (old && !old.ended) {
          await old.idle();
          try {
            await old.send({ op: 'close' });
          } finally {
            await old.terminate();
          }
        }
        if (closed) return;
        const fresh = start();
        current = fresh;
        await fresh.ready.catch((err: unknown) => {
          log(`database: it could not be opened again (${(err as Error).message}); the next call tries again`);
          if (current === fresh) current = null;
        });
      } finally {
        restarting = null;
        done();
      }
    },
  });
  return db;
}

async function inTransaction<T>(t: Thread, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const { tx } = await t.send({ op: 'begin' });
  const q: Queryable = {
    async query<R>(sql: string, params?: readonly unknown[]) {
      return ((await t.send({ op: 'query', sql, params, tx })).rows ?? []) as R[];
    },
  };
  let result: T;
  try {
    result = await fn(q);
  } catch (err) {
    await t.send({ op: 'end', tx: tx!, commit: false }).catch(() => {});
    throw err;
  }
  await t.send({ op: 'end', tx: tx!, commit: true });
  return result;
}
