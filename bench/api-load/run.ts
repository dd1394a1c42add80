/**
 * `npm run bench:load`: a mixed workload of signed-in users against the real server (PGlite, and the
 * PostgreSQL server when it answers), with a bare Fastify route measured in the same run as the ceiling.
 * Prints requests/s, p50/p95/p99 latency and errors per endpoint, then GET /products/{id} alone against the bare
 * route in alternating rounds (the throughput ratio), then checks that every write that answered 2xx is in the
 * database. Bounded: --duration seconds per phase (default 30), --connections (64).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const DURATION_S = arg('duration', 30);
const CONNECTIONS = arg('connections', 64);
const PG_URL = process.env.KOSAR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Rounds of (bare route, product read) for the throughput ratio, and seconds per measurement. */
const RATIO_ROUNDS = 3;
const RATIO_ROUND_S = Math.min(5, DURATION_S);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const only = process.argv.includes('--pglite-only') ? 'pglite' : process.argv.includes('--postgres-only') ? 'postgres' : null;

function startChild(script: string, env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; url: string }> {
  // KOSAR_BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = process.env.KOSAR_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${out}`)), 180_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1].replace(/\/$/, '') });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}:\n${out}`)));
  });
}

/**
 * The load generator's own HTTP client: node:http with keep-alive, one socket per worker. `fetch` costs several
 * times the CPU per request, and the client shares the machine with the server it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Json }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v1${path}`,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// Answers are read loosely here: the contract tests check their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');

interface Stat {
  kind: 'read' | 'write' | 'plan';
  lat: number[];
  errors: number;
}

interface Worker {
  token: string;
  listId: number;
  planListId: number;
  nextProduct: number;
  acked: Map<number, number>;
  name: string | null;
}

async function prepare(base: string) {
  const cats = (await call(base, 'GET', '/categories', undefined, (await signUp(base)).token)).json.categories as Array<{ id: number }>;
  const probe = await signUp(base);
  const products: number[] = [];
  for (const q of ['tej', 'kenyér', 'sajt', 'alma', 'csirke', 'kávé', 'sör', 'szappan', 'mosószer', 'rizs']) {
    const r = await call(base, 'POST', '/products', { query: q, discounted: false, limit: 50 }, probe.token);
    for (const p of r.json.products as Array<{ id: number }>) products.push(p.id);
  }
  const retailers = ((await call(base, 'GET', '/retailers', undefined, probe.token)).json.retailers as Array<{ id: number }>).map((r) => r.id);
  const workers: Worker[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const u = await signUp(base);
    await call(base, 'PUT', '/zone', { latitude: 47.4979, longitude: 19.0402, diameter: 4000, retailers }, u.token);
    const list = (await call(base, 'POST', '/lists', { name: `load ${i}` }, u.token)).json.id as number;
    const planList = (await call(base, 'POST', '/lists', { name: `plan ${i}` }, u.token)).json.id as number;
    for (let k = 0; k < 12; k++) await call(base, 'PUT', `/lists/${planList}/products`, { product_id: products[(i * 7 + k * 13) % products.length], quantity: 1 + (k % 3) }, u.token);
    workers.push({ token: u.token, listId: list, planListId: planList, nextProduct: i, acked: new Map(), name: null });
  }
  return { cats: cats.map((c) => c.id), products, retailers, workers };
}

async function signUp(base: string) {
  const r = await call(base, 'POST', '/register', { email: `load-${randomBytes(6).toString('hex')}@example.com`, password: 'secret123', firstname: 'Load' });
  if (r.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(r.json)}`);
  return { token: r.json.token as string };
}

/** 64 workers, each its own user, for DURATION_S: 70% reads, 25% list writes, 5% plan requests. */
async function mixed(base: string, setup: Awaited<ReturnType<typeof prepare>>) {
  const stats = new Map<string, Stat>();
  const stat = (name: string, kind: Stat['kind']) => {
    let s = stats.get(name);
    if (!s) stats.set(name, (s = { kind, lat: [], errors: 0 }));
    return s;
  };
  const queries = ['tej', 'kenyer', 'milk', 'csirke mell', 'sajt', 'alma', 'kave', 'joghurt', 'paradicsom', 'sör'];
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    setup.workers.map(async (w) => {
      while (Date.now() < end) {
        const r = Math.random();
        let name: string;
        let kind: Stat['kind'];
        let run: () => Promise<{ status: number; json: Json }>;
        let onOk: (() => void) | undefined;
        if (r < 0.7) {
          kind = 'read';
          const which = Math.floor(Math.random() * 4);
          if (which === 0) [name, run] = ['GET /home', () => call(base, 'GET', '/home', undefined, w.token)];
          else if (which === 1) [name, run] = ['POST /products (search)', () => call(base, 'POST', '/products', { query: pick(queries), discounted: false }, w.token)];
          else if (which === 2) {
            const id = pick(setup.cats);
            const page = 1 + Math.floor(Math.random() * 3);
            [name, run] = ['GET /categories/{id}/products', () => call(base, 'GET', `/categories/${id}/products?page=${page}&limit=20`, undefined, w.token)];
          } else [name, run] = ['GET /products/{id}', () => call(base, 'GET', `/products/${pick(setup.products)}`, undefined, w.token)];
        } else if (r < 0.95) {
          kind = 'write';
          const which = Math.floor(Math.random() * 3);
          if (which === 0 || w.acked.size === 0) {
            const product = setup.products[w.nextProduct++ % setup.products.length];
            const qty = 1 + Math.floor(Math.random() * 5);
            name = 'PUT /lists/{id}/products (add)';
            run = () => call(base, 'PUT', `/lists/${w.listId}/products`, { product_id: product, quantity: qty }, w.token);
            onOk = () => w.acked.set(product, qty);
          } else if (which === 1) {
            const product = pick([...w.acked.keys()]);
            const qty = 1 + Math.floor(Math.random() * 9);
            name = 'PUT /lists/{id}/products (quantity)';
            run = () => call(base, 'PUT', `/lists/${w.listId}/products`, { product_id: product, quantity: qty }, w.token);
            onOk = () => w.acked.set(product, qty);
          } else {
            const newName = `load ${randomBytes(3).toString('hex')}`;
            name = 'PUT /lists/{id} (rename)';
            run = () => call(base, 'PUT', `/lists/${w.listId}`, { name: newName }, w.token);
            onOk = () => {
              w.name = newName;
            };
          }
        } else {
          kind = 'plan';
          name = 'PUT /lists/{id} (plan)';
          run = () => call(base, 'PUT', `/lists/${w.planListId}`, { retailers: setup.retailers }, w.token);
        }
        const s = stat(name, kind);
        const t0 = performance.now();
        try {
          const res = await run();
          s.lat.push(performance.now() - t0);
          if (res.status >= 200 && res.status < 300) onOk?.();
          else s.errors++;
        } catch {
          s.lat.push(performance.now() - t0);
          s.errors++;
        }
      }
    }),
  );
  return stats;
}

/** Every acknowledged write is in the database: each worker's list holds exactly what was acknowledged. */
async function verify(base: string, workers: Worker[]): Promise<{ checked: number; missing: number }> {
  let checked = 0;
  let missing = 0;
  for (const w of workers) {
    const list = (await call(base, 'GET', `/lists/${w.listId}`, undefined, w.token)).json as { name: string; products: Array<{ id: number; quantity: number }> };
    const stored = new Map(list.products.map((p) => [p.id, p.quantity]));
    for (const [product, qty] of w.acked) {
      checked++;
      if (stored.get(product) !== qty) missing++;
    }
    if (stored.size !== w.acked.size) missing += Math.abs(stored.size - w.acked.size);
    if (w.name) {
      checked++;
      if (list.name !== w.name) missing++;
    }
  }
  return { checked, missing };
}

async function autocannonRun(url: string, opts: { headers?: Record<string, string>; method?: string; body?: string; duration?: number }) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: opts.duration ?? Math.min(10, DURATION_S),
    method: (opts.method ?? 'GET') as 'GET',
    headers: opts.headers,
    body: opts.body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: (result.latency as unknown as Record<string, number>).p97_5 ?? NaN,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function printTable(title: string, rows: Array<[string, number, number, number, number, number, number]>) {
  console.log(`\n${title}`);
  console.log('| endpoint | requests | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, n, rps, p50, p95, p99, err] of rows) console.log(`| ${name} | ${n} | ${fmt(rps)} | ${fmt(p50)} | ${fmt(p95)} | ${fmt(p99)} | ${err} |`);
}

async function benchTarget(label: string, env: Record<string, string>, bare: { url: string }) {
  const server = await startChild('src/server/cli.ts', { PORT: '0', LOG_LEVEL: 'error', KOSAR_AUTH_RATE_LIMIT: '100000', ...env }, /listening on (http:\/\/\S+?)\/api\/v1/);
  try {
    const setup = await prepare(server.url);
    const stats = await mixed(server.url, setup);
    const rows: Array<[string, number, number, number, number, number, number]> = [];
    let readsTotal = 0;
    let readP99 = 0;
    let errors = 0;
    const allReads: number[] = [];
    for (const [name, s] of [...stats.entries()].sort()) {
      const sorted = [...s.lat].sort((a, b) => a - b);
      rows.push([name, s.lat.length, s.lat.length / DURATION_S, pct(sorted, 50), pct(sorted, 95), pct(sorted, 99), s.errors]);
      errors += s.errors;
      if (s.kind === 'read') {
        readsTotal += s.lat.length;
        allReads.push(...s.lat);
      }
    }
    allReads.sort((a, b) => a - b);
    readP99 = pct(allReads, 99);
    rows.push(['all reads', allReads.length, readsTotal / DURATION_S, pct(allReads, 50), pct(allReads, 95), readP99, 0]);
    printTable(`${label}: mixed workload, ${CONNECTIONS} connections, ${DURATION_S} s`, rows);
    // Reads alone against the bare route, measured with autocannon the same way and in alternating rounds, so a
    // machine that speeds up or slows down during the run (shared hosts do) moves both alike.
    const token = setup.workers[0].token;
    const rounds: Array<{ read: Awaited<ReturnType<typeof autocannonRun>>; bare: Awaited<ReturnType<typeof autocannonRun>> }> = [];
    for (let r = 0; r < RATIO_ROUNDS; r++) {
      const measureBare = () => autocannonRun(`${bare.url}/bare`, { duration: RATIO_ROUND_S });
      const measureRead = () =>
        autocannonRun(`${server.url}/api/v1/products/${setup.products[r % setup.products.length]}`, {
          headers: { authorization: `Bearer ${token}` },
          duration: RATIO_ROUND_S,
        });
      // Alternating which goes first, so neither always gets the fresher machine.
      if (r % 2 === 0) {
        const b = await measureBare();
        rounds.push({ bare: b, read: await measureRead() });
      } else {
        const read = await measureRead();
        rounds.push({ read, bare: await measureBare() });
      }
    }
    const readRps = median(rounds.map((x) => x.read.rps));
    const bareRps = median(rounds.map((x) => x.bare.rps));
    const ratio = readRps / bareRps;
    console.log(
      `\n${label}: GET /products/{id} alone vs the bare route, ${RATIO_ROUNDS} alternating rounds of ${RATIO_ROUND_S} s: ` +
        rounds.map((x) => `${fmt(x.read.rps, 0)}/${fmt(x.bare.rps, 0)}`).join(', ') +
        ` req/s; medians ${fmt(readRps, 0)} vs ${fmt(bareRps, 0)}; ratio ${fmt(ratio, 3)} (target >= 0.25); read errors ${rounds.reduce((a, x) => a + x.read.errors, 0)}`,
    );
    const v = await verify(server.url, setup.workers);
    console.log(`${label}: acknowledged writes checked ${v.checked}, missing or wrong ${v.missing}; errors ${errors}; read p99 ${fmt(readP99)} ms`);
    return { errors, missing: v.missing, readP99, ratio };
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

// The bare server stays up for the whole run: each target's ratio is measured against it in alternating rounds.
const bareServer = await startChild('bench/api-load/bare-server.ts', { PORT: '0' }, /bare listening on (http:\/\/\S+)/);
const bare = { url: bareServer.url, ...(await autocannonRun(`${bareServer.url}/bare`, {})) };
printTable(`bare Fastify route (the ceiling), ${CONNECTIONS} connections`, [['GET /bare', NaN, bare.rps, bare.p50, bare.p95, bare.p99, bare.errors]]);

const summary: Array<[string, Awaited<ReturnType<typeof benchTarget>>]> = [];
if (only !== 'postgres') {
  summary.push(['PGlite', await benchTarget('PGlite', { KOSAR_DATA_DIR: await mkdtemp(join(tmpdir(), 'kosar-load-')) }, bare)]);
}
if (only !== 'pglite' && (await postgresAnswers())) {
  const name = `kosar_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    summary.push(['PostgreSQL', await benchTarget('PostgreSQL', { DATABASE_URL: PG_URL.replace(/\/[^/]*$/, `/${name}`), KOSAR_DATA_DIR: await mkdtemp(join(tmpdir(), 'kosar-load-')) }, bare)]);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
console.log('\n| target | errors | lost writes | read p99 ms | reads / bare |');
console.log('|---|---|---|---|---|');
for (const [label, r] of summary) console.log(`| ${label} | ${r.errors} | ${r.missing} | ${fmt(r.readP99)} | ${fmt(r.ratio, 3)} |`);
bareServer.child.kill('SIGTERM');
process.exit(0);
