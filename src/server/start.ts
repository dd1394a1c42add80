import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/open';
import { pgliteDir } from './paths';
import { feedClientFromEnv } from './feed/client';
import type { Db } from './db/db';
import { createMailer } from './mail/transport';
import type { Mailer } from './context';

export interface ServerOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  /** PGlite's data lives in `${dataDir}/pgdata`, the mail outbox in `${dataDir}/outbox`. */
  dataDir: string;
  smtpUrl?: string;
  /** The built seed catalogue (resources/catalogue). */
  catalogueDir?: string;
  logger?: boolean | Record<string, unknown>;
  mailer?: Mailer;
  log?: (msg: string) => void;
  /**
   * The price monitor's feed: 'auto' updates at start-up when the data is a day old and daily after; 'manual' only
   * on demand; 'off' never. Default: KOSAR_FEED, else 'auto'. Addresses: KOSAR_FEED_URL, KOSAR_FEED_EXPORT_URL.
   */
  feed?: FeedMode;
  /** Sign-in, sign-up and reset attempts allowed per client address and per e-mail each minute. */
  authRateLimit?: number;
  /**
   * Answer only requests whose Host header is this server's own address and port under 127.0.0.1, localhost or
   * [::1] (421 otherwise), against DNS rebinding: for the server the desktop app and the web host start. Needs a
   * loopback `host`.
   */
  loopbackHostOnly?: boolean;
  /** The compiled price-export parser (feed-worker.js) of a built app; from source it is found by itself. */
  feedWorkerPath?: string;
  /** The compiled PGlite thread (db-worker.js) of a built app; from source it is found by itself. */
  dbWorkerPath?: string;
}

export type FeedMode = 'auto' | 'manual' | 'off';

export function feedModeFromEnv(env: NodeJS.ProcessEnv = process.env): FeedMode {
  const v = env.KOSAR_FEED;
  return v === 'off' || v === 'manual' ? v : 'auto';
}

/**
 * KOSAR_FEED_RECHECK_MINUTES: how long after a successful check "Update prices now" waits before asking the monitor
 * again (a whole number of minutes, 0 to 1440; default 10). Anything else is refused at start-up.
 */
export function feedRecheckFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const v = env.KOSAR_FEED_RECHECK_MINUTES;
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,4}$/.test(v) || Number(v) > 1440) throw new Error(`KOSAR_FEED_RECHECK_MINUTES must be a whole number of minutes from 0 to 1440, not '${v}'`);
  return Number(v) * 60_000;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** The server's database (PostgreSQL, or PGlite in the data folder) with the bundled catalogue loaded when newer. */
export async function openServerDb(opts: { databaseUrl?: string; dataDir: string; catalogueDir?: string; dbWorkerPath?: string; log?: (msg: string) => void }): Promise<Db> {
  const db = await openDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.databaseUrl ? undefined : pgliteDir(opts.dataDir),
    pgliteWorkerPath: opts.dbWorkerPath,
    log: opts.log,
  });
  try {
    if (opts.catalogueDir) {
      const { loadCatalogue } = await import('./catalogue-loader');
      await loadCatalogue(db, opts.catalogueDir, opts.log ?? ((m: string) => console.log(m)));
    }
    // A price update interrupted while it was written is finished before anything reads the catalogue.
    const { resumePendingFeed } = await import('./feed/update');
    await resumePendingFeed(db, opts.log ?? ((m: string) => console.log(m))).catch((err: unknown) => (opts.log ?? console.error)(`price feed: ${(err as Error).message}`));
    return db;
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

/** Opens the database, loads the seed catalogue if needed and listens. Used by `npm run server` and the app. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const host = opts.host ?? '127.0.0.1';
  if (opts.loopbackHostOnly && !['127.0.0.1', '::1', 'localhost'].includes(host)) {
    throw new Error(`loopbackHostOnly needs a loopback host (127.0.0.1, ::1 or localhost), not '${host}'`);
  }
  const db = await openServerDb({ ...opts, log });
  try {
    const mailer = opts.mailer ?? createMailer({ smtpUrl: opts.smtpUrl, outboxDir: join(opts.dataDir, 'outbox'), log });
    const feedMode = opts.feed ?? feedModeFromEnv();
    const app = await buildApp({
      db,
      mailer,
      feed: { client: feedMode === 'off' ? null : feedClientFromEnv(), auto: feedMode === 'auto', recheckAfterMs: feedRecheckFromEnv(), workerPath: opts.feedWorkerPath },
      logger: opts.logger,
      mediaDir: opts.catalogueDir ? join(opts.catalogueDir, 'media') : undefined,
      rateLimits: opts.authRateLimit ? { auth: { max: opts.authRateLimit, windowMs: 60_000 } } : undefined,
      loopbackHostOnly: opts.loopbackHostOnly,
    });
    const address = await app.listen({ port: opts.port ?? 0, host });
    const publicUrl = address.replace('://[::1]', '://localhost');
    app.deps.publicUrl ??= process.env.KOSAR_PUBLIC_URL || publicUrl;
    let closed = false;
    return {
      app,
      db,
      url: publicUrl,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}
