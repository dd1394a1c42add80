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
