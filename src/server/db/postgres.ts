import pg from 'pg';
import type { Db, Queryable } from './db';
import { DbUnavailableError } from './db';

// int8 (bigint) and numeric come back as strings by default; the schema avoids them, but be safe for counts.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const CONNECTION_ERRORS = new Set([
  '53300', // too many connections: the server is there but cannot take this one now
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

function mapError(err: unknown): unknown {
  const code = (err as { code?: string } | null)?.code;
  const message = (err as Error | null)?.message ?? '';
  if ((code && CONNECTION_ERRORS.has(code)) || /Connection terminated|timeout exceeded when trying to connect/i.test(message)) {
    return new DbUnavailableError(err);
  }
  return err;
}

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 10000 });
  const lookupPool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 5000, idleTimeoutMillis: 10000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  lookupPool.on('error', () => {});
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    try {
      const res = await client.query(sql, params as unknown[] | undefined);
      return res.rows as T[];
    } catch (err) {
      throw mapError(err);
    }
  };
  const connect = async (): Promise<pg.PoolClient> => {
    try {
      return await pool.connect();
    } catch (err) {
      throw mapError(err);
    }
  };
  await run(pool, 'select 1');
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    lookups: { query: (sql, params) => run(lookupPool, sql, params) },
    async transaction(fn) {
      const client = await connect();
      const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
      try {
        await run(client, 'BEGIN');
        const result = await fn(tx);
        await run(client, 'COMMIT');
        client.release();
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        client.release(mapError(err) instanceof DbUnavailableError);
        throw err;
      }
    },
    async exec(sql) {
      await run(pool, sql);
    },
    async tryAdvisoryLock(key) {
      const client = await connect();
      try {
        const [row] = await run<{ ok: boolean }>(client, 'SELECT pg_try_advisory_lock($1) AS ok', [key]);
        if (!row.ok) {
          client.release();
          return null;
        }
      } catch (err) {
        client.release(true);
        throw err;
      }
      return async () => {
        await run(client, 'SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        client.release();
      };
    },
    close: async () => {
      await Promise.all([pool.end(), lookupPool.end()]);
    },
  };
}
