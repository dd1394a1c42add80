import { fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { utilityProcess } from 'electron';
import type { ServerState } from './embedded-server';
import { FromChild, type ChildServerOptions, type ToChild } from './server-protocol';

/** The name the OS and Electron's process metrics show for the server's process. */
export const SERVER_SERVICE_NAME = 'Kosár server';

export interface ChildExit {
  code: number | null;
  signal: string | null;
  /** Set when the process could not be started at all. */
  error?: string;
}

/** One server process as main sees it, whoever started it (Electron's utilityProcess, Node's fork). */
export interface ServerChild {
  readonly pid: number | undefined;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  postMessage(message: ToChild): void;
  onMessage(fn: (message: unknown) => void): void;
  onExit(fn: (exit: ChildExit) => void): void;
  /** Ends the process without waiting for a clean close. */
  kill(): void;
}

/** Starts one process running src/main/server-child.ts. */
export type ForkServerChild = () => ServerChild;

/** The desktop app's: the child as an Electron utility process (out/main/server-child.js next to main's index.js). */
export function utilityProcessFork(
  utility: Pick<typeof utilityProcess, 'fork'>,
  entry: string,
  opts: { env?: NodeJS.ProcessEnv; log?: (msg: string) => void } = {},
): ForkServerChild {
  const env = Object.fromEntries(Object.entries(opts.env ?? process.env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return () => {
    const proc = utility.fork(entry, [], { serviceName: SERVER_SERVICE_NAME, stdio: 'pipe', env });
    // V8 could not go on (out of memory, for one); 'exit' follows.
    proc.on('error', (type, location) => opts.log?.(`the server process hit a ${type} at ${location}`));
    return {
      get pid() {
        return proc.pid;
      },
      stdout: proc.stdout,
      stderr: proc.stderr,
      postMessage: (message) => proc.postMessage(message),
      onMessage: (fn) => void proc.on('message', fn),
      onExit: (fn) => void proc.once('exit', (code) => fn({ code, signal: null })),
      kill: () => void proc.kill(),
    };
  };
}

/** Plain Node's, for tests and scripts: `execArgv: ['--import', 'tsx']` runs the .ts entry. */
export function nodeFork(entry: string, opts: { execArgv?: string[]; env?: NodeJS.ProcessEnv; args?: string[] } = {}): ForkServerChild {
  return () => {
    const child = fork(entry, opts.args ?? [], {
      execArgv: opts.execArgv ?? [],
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    const exitFns: Array<(exit: ChildExit) => void> = [];
    let exited = false;
    const exit = (e: ChildExit) => {
      if (exited) return;
      exited = true;
      for (const fn of exitFns) fn(e);
    };
    child.once('exit', (code, signal) => exit({ code, signal }));
    // A process that never started has no 'exit'; a message sent on a closed channel is not worth a crash of main.
    child.on('error', (err) => {
      if (child.pid === undefined) exit({ code: null, signal: null, error: err.message });
    });
    return {
      get pid() {
        return child.pid;
      },
      stdout: child.stdout,
      stderr: child.stderr,
      postMessage: (message) => {
        if (child.connected) child.send(message);
      },
      onMessage: (fn) => void child.on('message', fn),
      onExit: (fn) => void exitFns.push(fn),
      kill: () => void child.kill('SIGKILL'),
    };
  };
}

export interface ServerProcessOptions {
  fork: ForkServerChild;
  /** Passed to the child's startServer (host 127.0.0.1, the port chosen here). */
  server: ChildServerOptions;
  onStatus?: (state: ServerState) => void;
  /** The child's output, line by line, and how starts go. */
  log?: (msg: string) => void;
  /** Crashes, give-ups and processes that had to be ended (default: log). */
  error?: (msg: string) => void;
  /** How long a start may take: opening PGlite and loading the catalogue take seconds, minutes on a busy machine (default 3 min). */
  readyTimeoutMs?: number;
  /** How long a clean stop may take before the process is ended (default 10 s). */
  closeTimeoutMs?: number;
  /**
   * After an unexpected exit: at most `max` restarts within `windowMs` (then 'crashed' for good), the n-th of them
   * `backoffMs` × 2^(n-1) later, at most `maxBackoffMs`. Defaults 5 in 10 min, 1 s, 30 s.
   */
  restarts?: { max?: number; windowMs?: number; backoffMs?: number; maxBackoffMs?: number };
}

export interface ServerProcess {
  url(): string;
  /** The running server process's pid. */
  pid(): number | undefined;
  /** Asks the process to stop cleanly, ends it if it does not, and restarts nothing after. */
  close(): Promise<void>;
}

export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

interface Child {
  proc: ServerChild;
  pid: number | undefined;
  /** The last lines it wrote to stderr that are not stack frames: a crash's reason. */
  lastWords: string[];
  exited: Promise<ChildExit>;
  url: string;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export function describeExit(exit: ChildExit): string {
  if (exit.error) return `could not be started (${exit.error})`;
  if (exit.signal === 'SIGKILL') return 'was killed (SIGKILL: from outside, as the system does when it runs out of memory)';
  if (exit.signal) return `was ended by ${exit.signal}`;
  return `exited with code ${exit.code}`;
}

/**
 * The /api/v1 server in a process of its own, so that nothing it does (a price update, PGlite's memory, a crash) can
 * hold up main's window and IPC. Resolves once it answers on 127.0.0.1; an unexpected exit is logged with its code and
 * the process's last words, reported as crashed → restarting → ready, and the process started again on the same data
 * folder and, when free, the same port.
 */
export async function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const error = opts.error ?? log;
  const status = (state: ServerState) => opts.onStatus?.(state);
  const readyTimeout = opts.readyTimeoutMs ?? 180_000;
  const closeTimeout = opts.closeTimeoutMs ?? 10_000;
  const limits = { max: 5, windowMs: 10 * 60_000, backoffMs: 1_000, maxBackoffMs: 30_000, ...opts.restarts };

  const live = new Set<Child>();
  const crashes: number[] = [];
  let current: Child | null = null;
  let url = '';
  let port = 0;
  let closing: Promise<void> | null = null;
  let recovering: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;

  const name = (child: Child) => `server process ${(child.pid ??= child.proc.pid) ?? '(not started)'}`;
  const lastWords = (child: Child) =>
    child.lastWords.length ? `; its last words on stderr: ${child.lastWords.join(' | ')}` : '; it wrote nothing to stderr';

  function spawn(): Child {
    const proc = opts.fork();
    const child: Child = { proc, pid: proc.pid, lastWords: [], exited: Promise.resolve({ code: null, signal: null }), url: '' };
    const streams = [
      forward(proc.stdout, (line) => log(`[${name(child)}] ${line}`)),
      forward(proc.stderr, (line) => {
        log(`[${name(child)} stderr] ${line}`);
        if (/^\s/.test(line) || !line) return;
        child.lastWords.push(line);
        if (child.lastWords.length > 3) child.lastWords.shift();
      }),
    ];
    child.exited = new Promise<ChildExit>((resolve) => proc.onExit(resolve)).then(async (exit) => {
      // The last lines may still be in the pipe when the exit is seen.
      await settles(Promise.all(streams), 1_000);
      live.delete(child);
      return exit;
    });
    live.add(child);
    return child;
  }

  async function launch(atPort: number): Promise<Child> {
    const child = spawn();
    child.proc.postMessage({ type: 'start', options: opts.server, port: atPort });
    let timer: NodeJS.Timeout | undefined;
    let saidWhy = false;
    try {
      child.url = await new Promise<string>((resolve, reject) => {
        timer = setTimeout(
          () => reject(new ServerStartError(`the ${name(child)} did not report ready within ${seconds(readyTimeout)}`)),
          readyTimeout,
        );
        child.proc.onMessage((raw) => {
          const msg = FromChild.safeParse(raw);
          if (!msg.success) log(`[${name(child)}] ignored a message: ${JSON.stringify(raw)?.slice(0, 200)}`);
          else if (msg.data.type === 'ready') resolve(msg.data.url);
          else {
            saidWhy = true;
            reject(new ServerStartError(`the server could not start: ${msg.data.message}`));
          }
        });
        void child.exited.then((exit) => reject(new ServerStartError(`the ${name(child)} ${describeExit(exit)} before it was ready${lastWords(child)}`)));
      });
      return child;
    } catch (err) {
      // A child that said why it could not start leaves by itself with its exit code (its last words): a moment for
      // that, then it is ended, gone before anything else opens its data folder.
      if (saidWhy) await settles(child.exited, 5_000);
      await stop(child, false);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks the child to stop (when `ask`), then ends it; resolves once it has exited or the time limits have passed. */
  async function stop(child: Child, ask: boolean): Promise<void> {
    if (!live.has(child)) return;
    if (ask) {
      child.proc.postMessage({ type: 'shutdown' });
      if (await settles(child.exited, closeTimeout)) return;
      error(`the ${name(child)} did not stop within ${seconds(closeTimeout)} of being asked: ending it`);
    }
    child.proc.kill();
    if (!(await settles(child.exited, closeTimeout))) error(`the ${name(child)} is still running ${seconds(closeTimeout)} after it was ended`);
  }

  function watch(child: Child): void {
    void child.exited.then((exit) => {
      if (closing || current !== child) return;
      current = null;
      recovering = recover(`the ${name(child)} ${describeExit(exit)} without being asked to stop${lastWords(child)}`);
    });
  }

  async function recover(reason: string): Promise<void> {
    for (;;) {
      if (closing) return;
      error(reason);
      status('crashed');
      const now = Date.now();
      crashes.push(now);
      while (now - crashes[0]! > limits.windowMs) crashes.shift();
      if (crashes.length > limits.max) {
        error(`the server process failed ${crashes.length} times within ${seconds(limits.windowMs)}: not restarting it again`);
        return;
      }
      const wait = Math.min(limits.maxBackoffMs, limits.backoffMs * 2 ** (crashes.length - 1));
      log(`restarting the server process in ${seconds(wait)} (restart ${crashes.length} of at most ${limits.max} within ${seconds(limits.windowMs)})`);
      status('restarting');
      await pause(wait);
      if (closing) return;
      try {
        const next = await launch(port);
        if (closing) return await stop(next, true);
        use(next);
        return;
      } catch (err) {
        reason = `the server process could not be restarted: ${(err as Error).message}`;
      }
    }
  }

  function use(child: Child): void {
    current = child;
    url = child.url;
    port = Number(new URL(url).port);
    log(`${name(child)} answers at ${url}`);
    status('ready');
    watch(child);
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  }

  status('starting');
  use(await launch(0));

  return {
    url: () => url,
    pid: () => current?.proc.pid,
    close() {
      closing ??= (async () => {
        wake?.();
        await Promise.all([...live].map((child) => stop(child, true)));
        await recovering;
      })();
      return closing;
    },
  };
}

/** Calls `fn` with each line of `stream`; resolves when it ends. */
function forward(stream: NodeJS.ReadableStream | null, fn: (line: string) => void): Promise<void> {
  if (!stream) return Promise.resolve();
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', fn);
  return new Promise((resolve) => lines.once('close', () => resolve()));
}

/** Whether `promise` settles within `ms`. */
async function settles(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const, () => true as const), limit]);
  } finally {
    clearTimeout(timer);
  }
}
