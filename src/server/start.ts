import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/open';
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
  /** Sign-in, sign-up and reset attempts allowed per client address and per e-mail each minute. */
  authRateLimit?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, loads the seed catalogue if needed and listens. Used by `npm run server` and the app. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir: opts.databaseUrl ? undefined : join(opts.dataDir, 'pgdata') });
  try {
    if (opts.catalogueDir) {
      const { loadCatalogue } = await import('./catalogue-loader');
      await loadCatalogue(db, opts.catalogueDir, log);
    }
    const mailer = opts.mailer ?? createMailer({ smtpUrl: opts.smtpUrl, outboxDir: join(opts.dataDir, 'outbox'), log });
    const host = opts.host ?? '127.0.0.1';
    const app = await buildApp({
      db,
      mailer,
      logger: opts.logger,
      mediaDir: opts.catalogueDir ? join(opts.catalogueDir, 'media') : undefined,
      rateLimits: opts.authRateLimit ? { auth: { max: opts.authRateLimit, windowMs: 60_000 } } : undefined,
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
