import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmbeddedServer } from '../main/embedded-server';
import { startWebHost } from './server';

/**
 * `npm run web`: the built renderer on http://127.0.0.1:${PORT:-5174} with main's real bridge handlers and an
 * embedded server on a fresh data folder (KOSAR_DATA_DIR, a new temporary one by default).
 */
const dataDir = process.env.KOSAR_DATA_DIR ? resolve(process.env.KOSAR_DATA_DIR) : await mkdtemp(join(tmpdir(), 'kosar-web-'));
const remote = process.env.KOSAR_API_URL;
const catalogueDir = resolve(process.env.KOSAR_CATALOGUE_DIR ?? 'resources/catalogue');
if (!existsSync(join(catalogueDir, 'manifest.json'))) console.warn(`No seed catalogue in ${catalogueDir}: the server starts empty.`);
const server = remote
  ? null
  : await startEmbeddedServer({
      dataDir: join(dataDir, 'server'),
      databaseUrl: process.env.DATABASE_URL || undefined,
      smtpUrl: process.env.SMTP_URL || undefined,
      catalogueDir: existsSync(join(catalogueDir, 'manifest.json')) ? catalogueDir : undefined,
      // Only its own loopback Host, so no page can reach it by rebinding a DNS name (the app's server does the same).
      loopbackHostOnly: true,
      log: (m) => console.log(`[server] ${m}`),
    });
let offline = false;
// Port 9 (discard) refuses connections: the test hook uses it to make the server unreachable.
const apiBaseUrl = () => (offline ? 'http://127.0.0.1:9' : (remote ?? server!.url()));
const testHooks =
  process.env.KOSAR_WEB_TEST_HOOKS === '1' && server
    ? {
        async expireSessions() {
          await server.db().query('DELETE FROM sessions');
        },
        setOffline(value: boolean) {
          offline = value;
        },
      }
    : undefined;
const host = await startWebHost({
  port: Number(process.env.PORT ?? 5174),
  rendererDir: resolve(process.env.KOSAR_RENDERER_DIR ?? 'out/renderer'),
  dataDir,
  apiBaseUrl,
  version: process.env.npm_package_version,
  embeddedServer: !remote,
  testHooks,
});
console.log(`Kosár web host ready at ${host.url} (data in ${dataDir}, API ${apiBaseUrl()})`);

const stop = () => {
  void host
    .close()
    .then(() => server?.close())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
