/**
 * The process boundary: the server's child entry (src/main/server-child.ts) started with Node's fork, as Electron's
 * utilityProcess starts it in the app. tests/support/server-child-fixture.ts wraps the entry with ways to fail.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerState } from './embedded-server';
import { nodeFork, startServerProcess, type ForkServerChild, type ServerChild, type ServerProcess } from './server-process';

const FIXTURE = resolve('tests/support/server-child-fixture.ts');
/** Room for a loaded machine: a start (PGlite opening) and a clean stop, far above what they take on a quiet one. */
const ROOM = { readyTimeoutMs: 540_000, closeTimeoutMs: 120_000 };
const TSX = ['--import', 'tsx'];

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kosar-server-process-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A fork that remembers the children it started, each with the fixture's mode for that call. */
function fixtureFork(modes: (call: number) => string | undefined = () => undefined) {
  const children: ServerChild[] = [];
  const fork: ForkServerChild = () => {
    const mode = modes(children.length);
    const child = nodeFork(FIXTURE, { execArgv: TSX, args: mode ? [mode] : [] })();
    children.push(child);
    return child;
  };
  return { fork, children };
}

function recorder() {
  const states: ServerState[] = [];
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    states,
    lines,
    errors,
    onStatus: (s: ServerState) => states.push(s),
    log: (m: string) => lines.push(m),
    error: (m: string) => errors.push(m),
  };
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 300_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether the process runs (a zombie left for a parent that does not reap it does not). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
};

async function call(url: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('the server in its own process', () => {
  let server: ServerProcess | null = null;
  const rec = recorder();
  const forked = fixtureFork();

  afterAll(async () => {
    await server?.close();
  });

  it('answers HTTP on 127.0.0.1 from a process other than this one', async () => {
    server = await startServerProcess({ fork: forked.fork, server: { dataDir }, ...rec, ...ROOM });
    const pid = server.pid()!;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(pid).toBe(forked.children[0]!.pid);
    expect(new URL(server.url()).hostname).toBe('127.0.0.1');
    const health = await call(server.url(), 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(rec.states).toEqual(['starting', 'ready']);
    expect(rec.errors).toEqual([]);
  });

  it('logs a crash with its reason and code, and restarts on the same data folder and port', async () => {
    const before = { url: server!.url(), pid: server!.pid()! };
    const registered = await call(before.url, 'POST', '/register', { email: 'crash@example.com', password: 'secret123', firstname: 'C' });
    expect(registered.status).toBe(200);
    rec.states.length = 0;

    forked.children[0]!.postMessage({ test: 'crash', how: 'throw' } as never);
    await until('crashed → restarting → ready', () => rec.states.at(-1) === 'ready');

    expect(rec.states).toEqual(['crashed', 'restarting', 'ready']);
    expect(alive(before.pid)).toBe(false);
    expect(server!.pid()).not.toBe(before.pid);
    expect(server!.url()).toBe(before.url);
    const crash = rec.errors.join('\n');
    expect(crash).toContain(`server process ${before.pid} exited with code 70 without being asked to stop`);
    expect(crash).toContain('fatal (uncaughtException): Error: test crash');
    // The child's stderr reached the log line by line, with its pid.
    expect(rec.lines).toContainEqual(expect.stringMatching(new RegExp(`^\\[server process ${before.pid} stderr\\] fatal \\(uncaughtException\\)`)));

    const login = await call(server!.url(), 'POST', '/login', { email: 'crash@example.com', password: 'secret123' });
    expect(login.status).toBe(200);
  });

  it('treats an unhandled rejection as a crash too', async () => {
    const pid = server!.pid()!;
    rec.states.length = 0;
    rec.errors.length = 0;
    forked.children.at(-1)!.postMessage({ test: 'crash', how: 'reject' } as never);
    await until('crashed → restarting → ready', () => rec.states.at(-1) === 'ready');
    expect(rec.states).toEqual(['crashed', 'restarting', 'ready']);
    expect(rec.errors.join('\n')).toContain(`server process ${pid} exited with code 70`);
    expect(rec.errors.join('\n')).toContain('fatal (unhandledRejection): Error: test rejection');
    expect((await call(server!.url(), 'GET', '/health')).status).toBe(200);
  });

  it('close() stops the process cleanly and restarts nothing after', async () => {
    const pid = server!.pid()!;
    const url = server!.url();
    rec.states.length = 0;
    rec.errors.length = 0;
    await server!.close();
    server = null;
    expect(alive(pid)).toBe(false);
    expect(rec.lines).toContain(`[server process ${pid}] stopping: asked to stop`);
    // A clean stop exits 0: the child says nothing about its exit, and main reports no crash.
    expect(rec.lines.join('\n')).not.toContain(`server process ${pid} exits with code`);
    expect(rec.errors).toEqual([]);
    expect(rec.states).toEqual([]);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});

describe('failures', () => {
  it('caps rapid restarts and then stays crashed', async () => {
    const rec = recorder();
    // The first says ready without a server (the cap is about restarts); every restart crashes while starting.
    const forked = fixtureFork((n) => (n === 0 ? '--fake-ready' : '--crash-on-start'));
    const server = await startServerProcess({ fork: forked.fork, server: { dataDir }, ...rec, ...ROOM, restarts: { max: 2, backoffMs: 1 } });
    try {
      process.kill(server.pid()!, 'SIGKILL');
      await until('the give-up', () => rec.errors.some((e) => e.includes('not restarting it again')));
      expect(rec.states).toEqual(['starting', 'ready', 'crashed', 'restarting', 'crashed', 'restarting', 'crashed']);
      expect(forked.children).toHaveLength(3);
      const errors = rec.errors.join('\n');
      expect(errors).toContain('was killed (SIGKILL');
      expect(errors).toContain('the server process could not be restarted');
      expect(errors).toContain('exited with code 70 before it was ready');
      expect(errors).toContain('fatal (uncaughtException): Error: test crash on start');
      expect(errors).toContain('failed 3 times');
      for (const child of forked.children) await until('every child to be gone', () => !alive(child.pid!));
    } finally {
      await server.close();
    }
    expect(rec.states.at(-1)).toBe('crashed');
  });

  it('a start that never reports ready fails with a clear error, and the process is ended', async () => {
    const forked = fixtureFork(() => '--hang');
    await expect(startServerProcess({ fork: forked.fork, server: { dataDir }, log: () => {}, readyTimeoutMs: 300 })).rejects.toThrow(
      /server process \d+ did not report ready within 0\.3 s/,
    );
    await until('the child to be gone', () => !alive(forked.children[0]!.pid!));
  });

  it('a server that cannot start says why, and its process exits non-zero', async () => {
    const notADir = join(dataDir, 'a-file');
    await writeFile(notADir, 'not a folder');
    const rec = recorder();
    const forked = fixtureFork();
    await expect(startServerProcess({ fork: forked.fork, server: { dataDir: notADir }, ...rec, ...ROOM })).rejects.toThrow(/the server could not start: .*ENOTDIR/);
    await until('the child to be gone', () => !alive(forked.children[0]!.pid!));
    // The child's last stderr line may still be in the pipe when its process is gone: wait for it to be read.
    await until('the exit line', () => /exits with code 71/.test(rec.lines.join('\n')), 30_000);
    expect(rec.lines.join('\n')).toMatch(/exits with code 71/);
  });

  it('the child stops when its parent goes away', async () => {
    // A parent that forks the child entry, says its pid, and is then killed without a word to it.
    const parent = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { fork } from 'node:child_process';
         const child = fork(${JSON.stringify(FIXTURE)}, [], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
         child.on('spawn', () => console.log(child.pid));
         setInterval(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const childPid = await new Promise<number>((resolve) => parent.stdout!.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))));
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await until('the orphaned child to exit', () => !alive(childPid));
  });
});
