/**
 * PGlite in a worker thread of the server's process (pglite-thread.ts is the other side). PostgreSQL runs as
 * WebAssembly, synchronously, in the thread that calls it: here, so that parsing its answers, its fsyncs and its
 * garbage never hold the server's event loop, and its memory goes with the thread when it ends.
 *
 * Start: workerData { dataDir?, assets? }; the worker answers { ready: true } or { ready: false, error }. Then requests
 * { id, op, ... } each answered by { id, ok, ... }; a long result comes first in parts { id, part } of
 * ROWS_PER_MESSAGE rows, so that the server's thread reads it a slice at a time. A transaction is opened by
 * `begin` (answered with its number once it has begun), used by queries carrying that number, and ended by `end`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { Db, Queryable } from './db';
import { openPglite, type PgliteAssets } from './pglite';

export type DbRequest =
  | { id: number; op: 'query'; sql: string; params?: readonly unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'memory' }
  | { id: number; op: 'close' };

export type DbReply =
  | { id: number; part: unknown[] }
  | { id: number; ok: true; rows?: unknown[]; tx?: number; memory?: ThreadMemory }
  | { id: number; ok: false; error: WireError };

export type DbStartReply = { ready: true } | { ready: false; error: WireError };

/** An error as it crosses threads: its message and PostgreSQL's fields (code, detail, constraint, ...). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

/**
 * The thread's memory (MB): its JavaScript heap, and PostgreSQL's WebAssembly memory; and how many times the thread
 * has collected its garbage once idle.
 */
export interface ThreadMemory {
  heap: number;
  wasm: number;
  collections: number;
}

/** Quiet time after the last request before the thread collects what its work left (ms). */
export const IDLE_COLLECT_MS = 3_000;
/** The growth of the thread's heap since its last idle collection that makes the next one worth its pause (MB). */
export const IDLE_COLLECT_GROWTH_MB = 8;

/**
 * V8's full collection. Node gives it to scripts only in a process started with --expose-gc; otherwise the flag
 * is set for a moment, a new context made (which then carries `gc`), and the flag set back, so that no other context
 * or thread made later gets it.
 */
function fullCollection(): (() => void) | null {
  const own = (globalThis as { gc?: () => void }).gc;
  if (typeof own === 'function') return own;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    setFlagsFromString('--no-expose-gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

/** Rows per message of a long result. */
export const ROWS_PER_MESSAGE = 2_000;

export function toWire(err: unknown): WireError {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  return { name: e.name, message: e.message, fields };
}

const ROLLBACK = Symbol('rollback');

async function serve(
  db: Db & { wasmMemoryBytes(): number },
  post: (m: DbReply) => void,
  onClose: () => void,
  idleCollectMs = IDLE_COLLECT_MS,
) {
  const txs = new Map<number, { q: Queryable; end: (commit: boolean, id: number) => void }>();
  let nextTx = 1;
  // The rows this thread parses and copies for each answer are garbage once posted. The thread works in bursts (a
  // price update, a catalogue read in) and then waits: V8 collects a heap when it allocates, not when it waits, and
  // its memory reducer, which shrinks an idle heap, runs only after a full collection, which a thread this size
  // seldom makes. Left alone, what one burst left stayed in its heap (20 to 50 MB, varying from update to update,
  // in bench:feed). So once the thread has been quiet for IDLE_COLLECT_MS with no statement running, and its heap
  // has grown by IDLE_COLLECT_GROWTH_MB since its last collection, it collects: a pause of a few milliseconds in this
  // thread, none in the server's.
  const gc = fullCollection();
  const heapMb = () => process.memoryUsage().heapUsed / 1e6;
  let baseline = heapMb();
  let running = 0;
  let collections = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const quiet = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (!gc || running > 0 || txs.size > 0 || heapMb() - baseline < IDLE_COLLECT_GROWTH_MB) return;
      gc();
      baseline = heapMb();
      collections++;
    }, idleCollectMs);
    idle.unref();
  };
  const track = <T>(p: Promise<T>): Promise<T> => {
    running++;
    return p.finally(() => {
      running--;
      quiet();
    });
  };
  const fail = (id: number, err: unknown) => post({ id, ok: false, error: toWire(err) });
  const sendRows = (id: number, rows: unknown[]) => {
    let i = 0;
    for (; rows.length - i > ROWS_PER_MESSAGE; i += ROWS_PER_MESSAGE) post({ id, part: rows.slice(i, i + ROWS_PER_MESSAGE) });
    post({ id, ok: true, rows: i === 0 ? rows : rows.slice(i) });
  };

  return (m: DbRequest) => {
    // Asking for the thread's memory is not work: it does not put off an idle collection.
    if (m.op !== 'memory') quiet();
    switch (m.op) {
      case 'query': {
        const q = m.tx === undefined ? db : txs.get(m.tx)?.q;
        if (!q) return fail(m.id, new Error(`transaction ${m.tx} is not open`));
        track(q.query(m.sql, m.params)).then((rows) => sendRows(m.id, rows), (err: unknown) => fail(m.id, err));
        return;
      }
      case 'exec':
        track(db.exec(m.sql)).then(() => post({ id: m.id, ok: true }), (err: unknown) => fail(m.id, err));
        return;
      case 'begin': {
        const tx = nextTx++;
        let endId = 0;
        let settle!: (commit: boolean) => void;
        const ended = new Promise<boolean>((resolve) => (settle = resolve));
        db.transaction(async (q) => {
          txs.set(tx, { q, end: (commit, id) => ((endId = id), settle(commit)) });
          post({ id: m.id, ok: true, tx });
          const commit = await ended;
          txs.delete(tx);
          if (!commit) throw ROLLBACK;
        }).then(
          () => post({ id: endId, ok: true }),
          (err: unknown) => {
            txs.delete(tx);
            if (err === ROLLBACK) post({ id: endId, ok: true });
            // Failed to begin (the answer to `begin`) or to commit (the answer to `end`).
            else fail(endId || m.id, err);
          },
        );
        return;
      }
      case 'end': {
        const open = txs.get(m.tx);
        if (!open) return fail(m.id, new Error(`transaction ${m.tx} is not open`));
        open.end(m.commit, m.id);
        return;
      }
      case 'memory':
        post({ id: m.id, ok: true, memory: { heap: heapMb(), wasm: db.wasmMemoryBytes() / 1e6, collections } });
        return;
      case 'close':
        clearTimeout(idle);
        db.close().then(
          () => {
            post({ id: m.id, ok: true });
            onClose();
          },
          (err: unknown) => fail(m.id, err),
        );
        return;
    }
  };
}

const port = parentPort;
if (port) {
  const { dataDir, assets, idleCollectMs } = (workerData ?? {}) as { dataDir?: string; assets?: PgliteAssets; idleCollectMs?: number };
  openPglite(dataDir, { assets }).then(
    async (db) => {
      const handle = await serve(db, (m) => port.postMessage(m), () => port.close(), idleCollectMs);
      port.on('message', handle);
      port.postMessage({ ready: true } satisfies DbStartReply);
    },
    (err: unknown) => port.postMessage({ ready: false, error: toWire(err) } satisfies DbStartReply),
  );
}
