import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return db;
}
