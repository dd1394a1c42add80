import type { RunningServer, ServerOptions } from '../server/start';
import { API_PREFIX } from '../shared/api/routes';

export type ServerState = 'starting' | 'ready' | 'crashed' | 'restarting';

export interface EmbeddedServer {
  url(): string;
  /** The live database, for the web host's test hooks. */
  db(): RunningServer['db'];
  close(): Promise<void>;
}

export interface EmbeddedServerOptions extends Omit<ServerOptions, 'port' | 'host'> {
  onStatus?: (state: ServerState) => void;
  /** How often GET /api/v1/health is asked; 10 s by default. */
  healthIntervalMs?: number;
  /** Consecutive failed checks before a restart, so one slow answer does not cost a restart. */
  failuresBeforeRestart?: number;
  /** How long a health check waits for its answer; the interval, from 1 to 5 s, by default. */
  healthTimeoutMs?: number;
}

const HOST = '127.0.0.1';

/**
 * The /api/v1 server started in this process on 127.0.0.1 with a random port: for the web host and bench:start, which
 * need db(). The desktop app runs it in a process of its own instead (src/main/server-process.ts). If it stops answering its
 * health check, it is restarted on the same data folder (and the same port when it is free) and
 * onStatus reports crashed → restarting → ready.
 */
export async function startEmbeddedServer(opts: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { startServer } = await import('../server/start');
  const status = (state: ServerState) => opts.onStatus?.(state);
  const interval = opts.healthIntervalMs ?? 10_000;
  const threshold = Math.max(1, opts.failuresBeforeRestart ?? 2);
  const timeout = opts.healthTimeoutMs ?? Math.max(1000, Math.min(interval, 5000));
  const listen = (port: number) => startServer({ ...opts, host: HOST, port });

  status('starting');
  let server: RunningServer = await listen(0);
  let url = server.url;
  const port = Number(new URL(url).port);
  let closing = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  status('ready');

  const healthy = async () => {
    try {
      const res = await fetch(`${url}${API_PREFIX}/health`, { signal: AbortSignal.timeout(timeout) });
      await res.body?.cancel();
      return res.ok;
    } catch {
      return false;
    }
  };

  const restart = async () => {
    status('crashed');
    // The old instance must let go of PGlite's data folder before a new one opens it.
    await server.close().catch(() => {});
    if (closing) return;
    status('restarting');
    let next: RunningServer;
    try {
      next = await listen(port);
    } catch {
      // Someone took the port meanwhile: a new random one; the renderer asks main for the URL on each call.
      next = await listen(0);
    }
    if (closing) {
      await next.close();
      return;
    }
    server = next;
    url = next.url;
    failures = 0;
    status('ready');
  };

  const check = async () => {
    if (await healthy()) {
      failures = 0;
      return;
    }
    if (closing || ++failures < threshold) return;
    try {
      await restart();
    } catch (err) {
      // Still down: say so, and try again on the next tick.
      opts.log?.(`embedded server restart failed: ${(err as Error).message}`);
      status('crashed');
    }
  };

  // A chain of timeouts rather than an interval: a check never overlaps the previous one or a restart.
  const schedule = () => {
    timer = setTimeout(() => {
      inFlight = check().finally(() => {
        if (!closing) schedule();
      });
    }, interval);
    timer.unref();
  };
  schedule();

  return {
    url: () => url,
    db: () => server.db,
    async close() {
      if (closing) return inFlight;
      closing = true;
      clearTimeout(timer);
      await inFlight;
      await server.close();
    },
  };
}
