import { catalogueDirFromEnv, serverDataDir } from './paths';
import { mallocEnvHint } from './malloc-env';
import { startServer } from './start';

/** `npm run server`: the /api/v1 server on its own. Env: PORT, DATABASE_URL, KOSAR_DATA_DIR, SMTP_URL, KOSAR_AUTH_RATE_LIMIT. */
const hint = mallocEnvHint(process.platform, process.env);
if (hint) console.warn(hint);
const dataDir = serverDataDir();
const catalogueDir = catalogueDirFromEnv();
if (!catalogueDir) console.warn(`No seed catalogue in ${process.env.KOSAR_CATALOGUE_DIR ?? 'resources/catalogue'}: starting without one.`);
const server = await startServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir,
  smtpUrl: process.env.SMTP_URL || undefined,
  catalogueDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  authRateLimit: process.env.KOSAR_AUTH_RATE_LIMIT ? Number(process.env.KOSAR_AUTH_RATE_LIMIT) : undefined,
});
console.log(`Kosár API listening on ${server.url}/api/v1 (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);

let stopping = false;
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    // Fastify's close drains in-flight requests before the database closes.
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
