import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/open';
import { dbKinds, freshDb, MemoryMailer } from './test-helper';

const kinds = await dbKinds();

/** `npm run server` as a child process; resolves with its URL once it listens. */
function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', KOSAR_CATALOGUE_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 150_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

/** Resolves once the child has exited, also when it already had. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

async function api(url: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe.each(kinds)('a server killed with SIGKILL mid-stream of writes (%s)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  it('keeps every write it acknowledged, and opens again', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-kill-'));
    let env: Record<string, string> = { KOSAR_DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const fresh = await freshDb('postgres');
      await fresh.db.close();
      env = { ...env, DATABASE_URL: fresh.url! };
      cleanups.push(async () => {
        const again = await freshDb('postgres');
        await again.dispose();
        await fresh.dispose().catch(() => {});
      });
    }
    const first = await startChild(env);
    cleanups.push(async () => void first.child.kill('SIGKILL'));
    const reg = await api(first.url, 'POST', '/register', { email: 'stream@example.com', password: 'secret123', firstname: 'S' });
    const token = reg.json.token as string;
    const acked: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `w${w}-${i}`;
        try {
          const r = await api(first.url, 'POST', '/lists', { name }, token);
          if (r.status === 200) acked.push(name);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Killed once it has acknowledged a number of writes, however long that takes on this machine.
    while (acked.length < 20) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(first.child);
    expect(acked.length).toBeGreaterThanOrEqual(20);

    const second = await startChild(env);
    cleanups.push(async () => void second.child.kill('SIGKILL'));
    // The session survived too: the same token still works.
    const lists = await api(second.url, 'GET', '/lists', undefined, token);
    expect(lists.status).toBe(200);
    const names = new Set((lists.json.items as Array<{ name: string }>).map((l) => l.name));
    for (const name of acked) expect(names.has(name), name).toBe(true);
    // Nothing half-written: every stored list is a whole row.
    for (const l of lists.json.items as Array<{ name: string; version: number; products: unknown[] }>) {
      expect(l.name).toMatch(/^w\d-\d+$/);
      expect(l.version).toBe(1);
    }
    second.child.kill('SIGTERM');
    await exited(second.child);
  });
});

/** A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, cut };
}

describe.runIf(kinds.includes('postgres'))('the PostgreSQL connection drops and comes back', () => {
  it('answers 503 with a code during the outage and recovers without a restart', async () => {
    const fresh = await freshDb('postgres');
    const url = new URL(fresh.url!);
    const proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.start();
    url.host = `127.0.0.1:${port}`;
    const db = await openDb({ databaseUrl: url.toString() });
    const app = await buildApp({ db, mailer: new MemoryMailer() });
    try {
      const reg = await app.inject({ method: 'POST', url: '/api/v1/register', payload: { email: 'o@example.com', password: 'secret123', firstname: 'O' } });
      const token = reg.json().token as string;
      const call = () => app.inject({ method: 'GET', url: '/api/v1/lists', headers: { authorization: `Bearer ${token}` } });
      expect((await call()).statusCode).toBe(200);

      await proxy.cut();
      for (let i = 0; i < 3; i++) {
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, code: 'DB_UNAVAILABLE' });
      }
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);

      await proxy.start();
      await expect.poll(async () => (await call()).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
      const write = await app.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: 'after' }, headers: { authorization: `Bearer ${token}` } });
      expect(write.statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close().catch(() => {});
      await proxy.cut();
      await fresh.dispose();
    }
  });
});
