import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import type { Db, Queryable } from './db';
import { DurableNodeFS, durableStartParams, fsyncFile, securePgliteDir, type SyncFile } from './pglite-fs';

export interface PgliteOptions {
  /** How a file of the data folder is flushed to disk: fsync; a test passes its own to watch the flushes. */
  syncFile?: SyncFile;
  /** PostgreSQL's WebAssembly, compiled, and its file bundle, when the caller has them (see pglite-thread.ts). */
  assets?: PgliteAssets;
}

export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * PGlite, in a data folder (or in memory when dataDir is undefined). In a folder, a write is on disk before it is
 * acknowledged (PostgreSQL flushes its write-ahead log at each commit), and the folder is private to its owner.
 */
export async function openPglite(dataDir?: string, opts: PgliteOptions = {}): Promise<Db & { wasmMemoryBytes(): number }> {
  const extensions = { pg_trgm, unaccent, fuzzystrmatch };
  let pg: PGlite;
  if (dataDir) {
    const syncFile = opts.syncFile ?? fsyncFile;
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    // A folder an earlier version left open was also written without flushes: flush it once, as a new one.
    const loosened = securePgliteDir(dataDir, { sync: false, syncFile });
    pg = await PGlite.create({
      dataDir,
      fs: new DurableNodeFS(dataDir, syncFile),
      startParams: durableStartParams(PGlite.defaultStartParams),
      extensions,
      ...opts.assets,
    });
    // PGlite writes a new folder by copying it in without flushes.
    if (fresh || loosened) {
      try {
        securePgliteDir(dataDir, { sync: true, syncFile });
      } catch (err) {
        await pg.close().catch(() => {});
        throw err;
      }
    }
  } else {
    pg = await PGlite.create({ extensions, ...opts.assets });
  }
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await q.query<T>(sql, params as unknown[] | undefined);
      return res.rows;
    },
  });
  const base = wrap(pg);
  const held = new Set<number>();
  return {
    kind: 'pglite',
    query: base.query,
    lookups: base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    async tryAdvisoryLock(key) {
      if (held.has(key)) return null;
      held.add(key);
      return async () => {
        held.delete(key);
      };
    },
    close: () => pg.close(),
    /** The size of PostgreSQL's WebAssembly memory, which grows and never shrinks. */
    wasmMemoryBytes: () => (pg as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory?.buffer.byteLength ?? 0,
  };
}
