import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type BridgeEvents, type EventName } from '../shared/bridge';
import { dispatch } from '../main/bridge';
import { contentSecurityPolicy, withStyleNonce } from '../main/hardening';
import { createCore } from '../main/core';
import { jsonFilePrefs } from '../main/prefs';
import { memoryVault } from '../main/vault';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const COOKIE = 'kosar_client';

export interface WebHostOptions {
  port?: number;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** Client prefs live here, one file per browser profile. */
  dataDir: string;
  apiBaseUrl: () => string;
  version?: string;
  embeddedServer?: boolean;
  /** Test-only helpers under /__kosar/test (never in the app). */
  testHooks?: { expireSessions(): Promise<void>; setOffline(offline: boolean): void };
}

interface Client {
  ctx: ReturnType<typeof createCore>['ctx'];
  streams: Set<FastifyReply>;
}

/**
 * The bridge a browser page gets instead of Electron's preload: page-bridge.ts (createKosar over HTTP, typed by
 * the same declaration), bundled once per host.
 */
export async function bridgeScript(): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./page-bridge.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

/** Serves the real renderer with main's real bridge handlers behind HTTP, for a browser. Never shipped. */
export async function startWebHost(opts: WebHostOptions): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const clients = new Map<string, Promise<Client>>();
  const script = await bridgeScript();

  const clientOf = (id: string): Promise<Client> => {
    let c = clients.get(id);
    if (!c) {
      c = (async () => {
        const prefs = await jsonFilePrefs(join(opts.dataDir, 'clients', `${id}.json`));
        const streams = new Set<FastifyReply>();
        const emit = <E extends EventName>(event: E, payload: BridgeEvents[E]) => {
          for (const s of streams) s.raw.write(`data: ${JSON.stringify({ event, payload })}\n\n`);
        };
        const { ctx } = createCore({
          vault: memoryVault(),
          prefs,
          apiBaseUrl: opts.apiBaseUrl,
          emit,
          info: () => ({
            version: opts.version ?? '0.0.0',
            apiBaseUrl: opts.apiBaseUrl(),
            mediaBaseUrl: `${opts.apiBaseUrl()}/`,
            embeddedServer: opts.embeddedServer ?? true,
          }),
          openExternal: async () => {},
        });
        return { ctx, streams };
      })();
      clients.set(id, c);
    }
    return c;
  };

  const idFrom = (cookie: string | undefined): string | null => {
    const m = /(?:^|;\s*)kosar_client=([A-Za-z0-9_-]{16,64})/.exec(cookie ?? '');
    return m ? m[1] : null;
  };

  app.post('/__kosar/call/:channel', async (req, reply) => {
    const id = idFrom(req.headers.cookie);
    if (!id) return reply.status(401).send({ ok: false, error: { code: 'NOT_AUTHORIZED', message: 'no client' } });
    const client = await clientOf(id);
    const body = req.body as { input?: unknown } | undefined;
    return dispatch(client.ctx, (req.params as { channel: string }).channel, body?.input);
  });

  app.get('/__kosar/events', async (req, reply) => {
    const id = idFrom(req.headers.cookie);
    if (!id) return reply.status(401).send();
    const client = await clientOf(id);
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    reply.raw.write(': ready\n\n');
    client.streams.add(reply);
    req.raw.on('close', () => client.streams.delete(reply));
  });

  app.get('/__kosar/bridge.js', async (_req, reply) => reply.header('content-type', TYPES['.js']).send(script));

  if (opts.testHooks) {
    const hooks = opts.testHooks;
    app.post('/__kosar/test/expire-sessions', async () => {
      await hooks.expireSessions();
      return { ok: true };
    });
    // The API server becomes unreachable for main (as when it is down), then reachable again.
    app.post('/__kosar/test/offline', async (req) => {
      hooks.setOffline((req.body as { offline?: unknown } | undefined)?.offline === true);
      return { ok: true };
    });
  }

  const root = normalize(opts.rendererDir + sep);
  app.get('/*', async (req, reply) => {
    // The app's own policy (app:// sends the same header), so that browser tests run under it; only its HTTP
    // bridge is added (connect-src 'self'). The API's origin is read per request: the offline hook changes it.
    reply.header('content-security-policy', contentSecurityPolicy(new URL(opts.apiBaseUrl()).origin, 'web-host'));
    let id = idFrom(req.headers.cookie);
    if (!id) {
      id = randomBytes(16).toString('base64url');
      reply.header('set-cookie', `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`);
    }
    const rel = decodeURIComponent((req.params as { '*': string })['*'] || 'index.html');
    let file = normalize(join(root, rel));
    if (!file.startsWith(root)) return reply.status(404).send();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      file = join(root, 'index.html');
      body = await readFile(file);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (file.endsWith('index.html')) {
      const nonce = randomBytes(18).toString('base64');
      reply.header('content-security-policy', contentSecurityPolicy(new URL(opts.apiBaseUrl()).origin, 'web-host', nonce));
      const html = withStyleNonce(body.toString('utf8'), nonce).replace('<head>', '<head>\n    <script src="/__kosar/bridge.js"></script>');
      return reply.header('content-type', type).header('cache-control', 'no-store').send(html);
    }
    return reply.header('content-type', type).send(body);
  });

  const address = await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    async close() {
      for (const c of clients.values()) for (const s of (await c).streams) s.raw.end();
      await app.close();
    },
  };
}
