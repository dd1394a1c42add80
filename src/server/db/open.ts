import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteThread } from './pglite-thread';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string;
  /** PGlite's compiled worker (db-worker.js) in a built app; from source it is found by itself. */
  pgliteWorkerPath?: string;
  /** Where PGlite's thread reports an unexpected end. */
  log?: (msg: string) => void;
}

/**
 * Opens the configured database and brings its schema up to date. PGlite runs in a worker thread of its own
 * (pglite-thread.ts): its work never holds this thread's event loop.
 */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPgliteThread(opts.dataDir, { workerPath: opts.pgliteWorkerPath, log: opts.log });
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return db;
}
