/**
 * The embedded server's own process: started by main (src/main/server-process.ts) as an Electron utility process,
 * or by Node's child_process.fork in tests. It waits for `start`, answers `ready` or `error`, and stops on
 * `shutdown`, SIGTERM or when its parent is gone. No exit is silent: an uncaught exception, an unhandled rejection,
 * an event loop left with nothing to do or anyone else's process.exit writes its reason to stderr (which main logs)
 * and ends the process with a non-zero code.
 */
import { writeSync } from 'node:fs';
import type { RunningServer, ServerOptions } from '../server/start';
import { parentChannel } from './parent-channel';
import { EXIT, ToChild, type ChildServerOptions, type FromChild } from './server-protocol';

const HOST = '127.0.0.1';
/** How long a clean stop may take (it waits for a price update under way) before the process leaves without it. */
const CLOSE_LIMIT_MS = 30_000;

/** Straight to stderr, synchronously: it must be out before the process is. */
const say = (line: string) => {
  try {
    writeSync(2, `${line}\n`);
  } catch {
    // No stderr left to tell.
  }
};
const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err));

let stopping = false;
let leaving = false;
let ready = false;
let started: Promise<RunningServer> | null = null;

const realExit = process.exit.bind(process);
function leave(code: number): never {
  leaving = true;
  return realExit(code);
}

function fatal(what: string, err: unknown): never {
  say(`fatal (${what}): ${describe(err)}`);
  return leave(EXIT.fatal);
}

// Installed before the server's modules load, so that nothing they do can end the process unannounced.
process.on('uncaughtException', (err, origin) => fatal(origin, err));
process.on('unhandledRejection', (reason) => fatal('unhandledRejection', reason));
process.on('beforeExit', () => {
  if (!stopping) fatal('beforeExit', 'the event loop ran out of work: nothing was keeping the server running');
});
process.on('exit', (code) => {
  if (code !== 0 || !stopping) say(`server process ${process.pid} exits with code ${code}${stopping ? '' : ' without being asked to stop'}`);
});
process.exit = ((code?: number | string | null) => {
  if (!leaving) say(`process.exit(${code ?? ''}) called outside the server's shutdown: ${describe(new Error('called here'))}`);
  leaving = true;
  return realExit(code);
}) as typeof process.exit;

const channel = parentChannel();
if (!channel) {
  say("server-child: start this with Electron's utilityProcess.fork or Node's child_process.fork; it takes its options as a message");
  leave(EXIT.startFailed);
}
const tell = (message: FromChild) => channel.post(message);

channel.onMessage((raw) => {
  const msg = ToChild.safeParse(raw);
  if (!msg.success) {
    say(`ignored a message that is not one of the server's: ${JSON.stringify(raw)?.slice(0, 200)}`);
    return;
  }
  if (msg.data.type === 'shutdown') void shutdown('asked to stop');
  else if (started) say('asked to start a second time: ignored');
  else started = start(msg.data.options, msg.data.port);
});
channel.onParentGone(() => void shutdown('the parent process is gone'));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // Nothing to close cleanly yet, or a second request: leave now.
    if (stopping || !ready) {
      say(`${signal} while ${stopping ? 'stopping' : 'starting'}: leaving at once`);
      leave(started ? EXIT.closeFailed : 0);
    }
    void shutdown(signal);
  });
}

async function start(options: ChildServerOptions, port: number): Promise<RunningServer> {
  const { startServer } = await import('../server/start');
  // Loopback only, and only for requests that name this loopback host (no DNS rebinding).
  const opts: ServerOptions = { ...options, host: HOST, loopbackHostOnly: true, log: (m) => console.log(m), logger: options.logger ?? plainLogger() };
  let server: RunningServer;
  try {
    try {
      server = await startServer({ ...opts, port });
    } catch (err) {
      // The previous port, after a restart, is taken: any other will do (main asks for the URL on each call).
      if (port === 0 || (err as { code?: unknown }).code !== 'EADDRINUSE') throw err;
      console.log(`port ${port} is taken: listening on another`);
      server = await startServer({ ...opts, port: 0 });
    }
  } catch (err) {
    say(`the server could not start: ${describe(err)}`);
    await tell({ type: 'error', message: err instanceof Error ? err.message : String(err) }).catch(() => {});
    return leave(EXIT.startFailed);
  }
  if (!stopping) {
    ready = true;
    // A parent that cannot be told is gone: onParentGone stops the server.
    await tell({ type: 'ready', url: server.url, pid: process.pid }).catch((err: unknown) => say(`could not report ready: ${describe(err)}`));
  }
  return server;
}

async function shutdown(why: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`stopping: ${why}`);
  const limit = setTimeout(() => {
    say(`closing took over ${CLOSE_LIMIT_MS / 1000} s: leaving without it`);
    leave(EXIT.closeFailed);
  }, CLOSE_LIMIT_MS);
  try {
    const server = await started;
    await server?.close();
  } catch (err) {
    say(`closing failed: ${describe(err)}`);
    leave(EXIT.closeFailed);
  }
  clearTimeout(limit);
  leave(0);
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * Fastify's log as plain lines (main forwards them with its prefix): the feed's reports and every warning and
 * error, without the two lines per request. Errors go to stderr, where main looks for a crash's last words.
 */
function plainLogger(): Record<string, unknown> {
  return {
    level: 'info',
    stream: {
      write(json: string) {
        let e: { level?: number; msg?: string; reqId?: unknown; err?: { stack?: string } };
        try {
          e = JSON.parse(json) as typeof e;
        } catch {
          process.stdout.write(json);
          return;
        }
        const level = e.level ?? 30;
        if (e.reqId !== undefined && level <= 30) return;
        const line = `${LEVELS[level] ?? level}: ${e.msg ?? ''}${e.err?.stack ? `\n${e.err.stack}` : ''}\n`;
        (level >= 50 ? process.stderr : process.stdout).write(line);
      },
    },
  };
}
