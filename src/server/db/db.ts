/** The one database interface the server uses; PGlite and node-postgres both implement it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Short one-statement lookups (sessions, zones, favourites, catalogue reads) on connections of their own, so a
   * read never waits for a connection behind write transactions and their commits. PGlite has one connection:
   * there it is the same as `query`.
   */
  readonly lookups: Queryable;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Takes a PostgreSQL session advisory lock without waiting: the release function, or null when another session
   * holds it. On a server the lock lives on a connection of its own until released; PGlite is one process with one
   * session, so there it also guards against a second holder in this process.
   */
  tryAdvisoryLock(key: number): Promise<(() => Promise<void>) | null>;
  /** Runs several statements separated by semicolons, without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export class DbUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DbUnavailableError';
  }
}
