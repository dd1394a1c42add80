/**
 * The feed across processes: `npm run catalogue:update` writes into the very database `npm run server` reads, and
 * two server processes on one PostgreSQL update once between them while both serve the new catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDb, httpApi as api, postgresAvailable } from '../../../tests/support/server/test-helper';
import { exportWorkbook, generateExport, generateShops, startFixtureMonitor, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const logs: string[] = [];
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      for (const line of b.toString().split('\n')) if (/price feed/.test(line)) logs.push(line);
      const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}


const signUp = async (url: string, email: string) =>
  (await api(url, 'POST', '/register', { email, password: 'secret123', firstname: 'F' })).json.token as string;

/** A product of the catalogue as the server answers it, by a search for a name the stand-in gave it. */
async function observedOffer(url: string, token: string): Promise<{ price_source: { kind: string; date: string } } | undefined> {
  const res = await api(url, 'POST', '/products', { query: 'Minta', discounted: false }, token);
  return (res.json.products as Array<{ price_source: { kind: string; date: string } }> | undefined)?.[0];
}

/**
 * Each test starts three Node processes that each load tsx, open a database and load the catalogue: 90 s at load 8
 * on 2 cores, past 180 s at load 12. The limit is a safety net for a busy machine, not a speed requirement.
 */
const PROCESS_TEST_MS = 600_000;

let monitor: FixtureMonitor;
const feedEnv = () => ({ KOSAR_FEED_URL: monitor.apiUrl, KOSAR_FEED_EXPORT_URL: monitor.exportUrl });

beforeAll(async () => {
  monitor = await startFixtureMonitor({
    exportFile: await exportWorkbook(generateExport({ products: 4_000, seed: 3 }), { date: '2026-11-24' }),
    shops: generateShops({ count: 300 }),
  });
  expect(monitor.state.exportFile.length).toBeGreaterThan(300_000);
});
afterAll(async () => {
  await monitor?.close();
});

describe('catalogue:update and the server', () => {
  it('updates the same PGlite database that npm run server then serves, with the same KOSAR_DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-update-'));
    const update = await run(['src/server/feed/cli.ts'], { KOSAR_DATA_DIR: dataDir, ...feedEnv() });
    expect(update.code, update.out).toBe(0);
    expect(update.out).toMatch(/100% saving/);
    const server = await startServer({ KOSAR_DATA_DIR: dataDir, KOSAR_FEED: 'off' });
    try {
      const token = await signUp(server.url, 'cli@example.com');
      const feed = await api(server.url, 'GET', '/feed', undefined, token);
      expect(feed.json).toMatchObject({ status: 'ok', data_date: '2026-11-24', enabled: false });
      expect((await observedOffer(server.url, token))?.price_source).toEqual({ kind: 'observed', origin: 'arfigyelo', date: '2026-11-24' });
    } finally {
      server.child.kill('SIGTERM');
    }
  }, PROCESS_TEST_MS);
});

const pg = await postgresAvailable();
describe.skipIf(!pg)('two server processes on one PostgreSQL', () => {
  let url: string | undefined;
  let dispose: (() => Promise<void>) | undefined;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    const fresh = await freshDb('postgres');
    url = fresh.url!;
    await fresh.db.close();
    dispose = fresh.dispose;
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await dispose?.().catch(() => {});
  });

  it('update once between them (advisory lock) and both serve the new catalogue without a restart', async () => {
    const before = monitor.requests.filter((p) => p.startsWith('/export')).length;
    const env = { DATABASE_URL: url!, KOSAR_FEED: 'manual', KOSAR_DATA_DIR: await mkdtemp(join(tmpdir(), 'kosar-two-')), ...feedEnv() };
    const a = await startServer(env);
    children.push(a.child);
    const b = await startServer(env);
    children.push(b.child);
    const ta = await signUp(a.url, 'a@example.com');
    const tb = (await api(b.url, 'POST', '/login', { email: 'a@example.com', password: 'secret123' })).json.token as string;
    expect((await observedOffer(b.url, tb))?.price_source.kind ?? 'estimate').toBe('estimate');

    // Both are asked at once, and the stand-in holds the download: one process updates, the other finds the lock taken.
    let open = () => {};
    monitor.state.gate = new Promise<void>((r) => (open = r));
    const asked = await Promise.all([api(a.url, 'POST', '/feed/update', undefined, ta), api(b.url, 'POST', '/feed/update', undefined, tb)]);
    expect(asked.map((r) => r.status)).toEqual([200, 200]);
    const settled = async (u: string, t: string) => {
      for (;;) {
        const s = (await api(u, 'GET', '/feed', undefined, t)).json;
        if (!s.running) return s;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // The one without the lock ends at once, saying another process is updating.
    const first = await Promise.race([settled(a.url, ta).then((s) => ['a', s] as const), settled(b.url, tb).then((s) => ['b', s] as const)]);
    expect(first[1], JSON.stringify(first[1]) + JSON.stringify(monitor.requests.slice(-12)) + logs.join('\n')).toMatchObject({ running: false, error_kind: 'busy' });
    open();
    monitor.state.gate = null;
    const [sa, sb] = await Promise.all([settled(a.url, ta), settled(b.url, tb)]);
    expect(monitor.requests.filter((p) => p.startsWith('/export')).length - before).toBe(1);
    const updater = first[0] === 'a' ? sb : sa;
    expect(updater).toMatchObject({ status: 'ok', data_date: '2026-11-24', error_kind: null });
    // The process that did not update picks up the new catalogue through its change check, without a restart.
    for (const [u, t] of [[a.url, ta], [b.url, tb]] as const) {
      // Its check comes every few seconds and the read-in takes a while on a loaded machine: up to 5 minutes.
      let seen: string | undefined;
      for (const end = Date.now() + 300_000; seen !== 'observed' && Date.now() < end; ) {
        seen = (await observedOffer(u, t))?.price_source.kind;
        if (seen !== 'observed') await new Promise((r) => setTimeout(r, 200));
      }
      expect(seen, u).toBe('observed');
    }
  }, PROCESS_TEST_MS);
});
