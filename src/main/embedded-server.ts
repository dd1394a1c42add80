import type { RunningServer, ServerOptions } from '../server/start';

export interface EmbeddedServer {
  url(): string;
  /** The live database, for the web host's test hooks. */
  db(): RunningServer['db'];
  close(): Promise<void>;
}

/**
 * The /api/v1 server started in-process on 127.0.0.1 with a random port. If it stops answering its
 * health check, it is restarted on the same data folder and onStatus reports it.
 */
export async function startEmbeddedServer(
  opts: Omit<ServerOptions, 'port' | 'host'> & {
    onStatus?: (state: 'starting' | 'ready' | 'crashed' | 'restarting') => void;
    healthIntervalMs?: number;
  },
): Promise<EmbeddedServer> {
  const { startServer } = await import('../server/start');
  opts.onStatus?.('starting');
  let server: RunningServer = await startServer({ ...opts, host: '127.0.0.1', port: 0 });
  let url = server.url;
  let closing = false;
  let restarting = false;
  opts.onStatus?.('ready');

  const check = async () => {
    if (closing || restarting) return;
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      /* fall through to restart */
    }
    restarting = true;
    opts.onStatus?.('crashed');
    try {
      await server.close().catch(() => {});
      opts.onStatus?.('restarting');
      server = await startServer({ ...opts, host: '127.0.0.1', port: 0 });
      url = server.url;
      opts.onStatus?.('ready');
    } finally {
      restarting = false;
    }
  };
  const timer = setInterval(() => void check(), opts.healthIntervalMs ?? 10_000);
  timer.unref();

  return {
    url: () => url,
    db: () => server.db,
    async close() {
      closing = true;
      clearInterval(timer);
      await server.close();
    },
  };
}
