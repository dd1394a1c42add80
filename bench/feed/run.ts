/**
 * `npm run bench:feed`: the price update at the monitor's size, measured in one run, each part in a fresh process.
 *  1. The bare parse of a 20,000-row export (the streaming reader, in this process's own thread).
 *  2. A running server (PGlite, seed catalogue) updating from the monitor's stand-in while a reader asks it, back to
 *     back, for a database read (GET /feed) and a signed-in screen (GET /home): the slowest answer during the update
 *     (target < 100 ms), and the event loop's longest stall, beside the update's own time; and, since a wall-clock
 *     wait grows with the machine's load, the longest piece of work the server's own thread did without a break, in
 *     its CPU time (PGlite and the parser work in threads of their own), a figure the load does not inflate.
 *     The load average is printed with the figures.
 *  3. 30 daily updates in one process (prices move each day): resident memory once the server has settled after each
 *     (its background work done, V8's memory reducer run; target: flat within 50 MB after the first) and the highest
 *     during each, beside the JavaScript heap and the memory outside it (PGlite's WebAssembly memory, and how much of
 *     it is resident). On Linux RSS is the kernel's
 *     exact count (/proc/self/status). Each day is also appended to days.jsonl in the fixture folder as it is measured.
 *     The days' exports are built here, before the measured process starts, so that it holds only the server's memory.
 * `npm run bench:feed -- --quick`: 6,000 rows and 3 days, to check the bench itself; its figures say nothing.
 * `npm run bench:feed -- --reads-only`: parts 1 and 2, without the 30 days; `-- --days N`: N days instead of 30.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance as hooks } from 'node:perf_hooks';
import { withServerMallocEnv } from '../../src/server/malloc-env';
import type { ExportRow } from '../../tests/support/feed/fixture-server';

const quick = process.argv.includes('--quick') || process.env.KOSAR_BENCH_QUICK === '1';
const ROWS = quick ? 6_000 : 20_000;
const SHOPS = quick ? 360 : 1_800;
const daysArg = process.argv.indexOf('--days');
const DAYS = daysArg > 0 ? Number(process.argv[daysArg + 1]) : Number(process.env.KOSAR_BENCH_DAYS) || (quick ? 3 : 30);
const mode = process.argv[2];
/** Resident memory (MB): Linux's exact count (/proc/self/status), elsewhere Node's. */
const rssMb = () => {
  try {
    return (Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024) / 1e6;
  } catch {
    return process.memoryUsage().rss / 1e6;
  }
};
/** The highest resident memory since the last resetPeak (MB, Linux only). */
const peakMb = () => {
  try {
    return (Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024) / 1e6;
  } catch {
    return undefined;
  }
};
const resetPeak = () => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: no peak figure.
  }
};
/** This process's CPU time (ms, every thread): unlike a wall-clock figure, it does not grow with the machine's load. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};

/**
 * The CPU time of this process's main thread (ms), from Linux's per-thread counters (10 ms steps); elsewhere, the
 * event loop's active time, which a loaded machine inflates.
 */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return hooks.eventLoopUtilization().active;
  }
}

/**
 * How much of the WebAssembly memories is resident (MB, Linux): V8 reserves each one with gigabytes of inaccessible
 * guard after its usable part, and the system gives the usable part pages as they are first touched, so a memory's
 * size says what it may use, this what it does. A usable mapping is one followed at once by a guard of 1 GB or more.
 */
function wasmResidentMb(): number | undefined {
  try {
    type Vma = { start: bigint; end: bigint; perms: string; rssKb: number };
    const vmas: Vma[] = [];
    for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
      const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
      if (head) vmas.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, rssKb: 0 });
      else if (line.startsWith('Rss:') && vmas.length > 0) vmas.at(-1)!.rssKb = Number(line.split(/\s+/)[1]);
    }
    let kb = 0;
    for (let i = 0; i + 1 < vmas.length; i++) {
      const [v, next] = [vmas[i]!, vmas[i + 1]!];
      const guard = next.perms.startsWith('---') && next.start === v.end && next.end - next.start >= 1n << 30n;
      if (v.perms.startsWith('rw') && guard) kb += v.rssKb;
    }
    return kb / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Day d's export: the same products, a tenth of them at a new price. Written by the parent before any measured process
 * starts, so that building the workbooks (ExcelJS holds each whole in memory) is not counted as the server's memory.
 */
async function writeExportOfDay(dir: string, rows: ExportRow[], d: number): Promise<void> {
  const { exportWorkbook } = await import('../../tests/support/feed/fixture-server');
  const date = new Date(Date.UTC(2026, 10, 1 + d)).toISOString().slice(0, 10);
  const moved = rows.map((r, i) => {
    if ((i + d) % 10 !== 0) return r;
    const p = Math.round(Number(r['Maximum ár']!.replace(',', '.')) * (1 + ((d % 5) - 2) / 50));
    return { ...r, 'Minimum ár': `${p},0000`, 'Maximum ár': `${p},0000` };
  });
  await writeFile(join(dir, `day${d}.xlsx`), await exportWorkbook(moved, { date }));
}
const exportOfDay = (dir: string, d: number): Promise<Buffer> => readFile(join(dir, `day${d}.xlsx`));

async function seededServer(dir: string) {
  const { startFixtureMonitor } = await import('../../tests/support/feed/fixture-server');
  const monitor = await startFixtureMonitor({ exportFile: await exportOfDay(dir, 0), shops: JSON.parse(await readFile(join(dir, 'shops.json'), 'utf8')) });
  process.env.KOSAR_FEED_URL = monitor.apiUrl;
  process.env.KOSAR_FEED_EXPORT_URL = monitor.exportUrl;
  const { startServer } = await import('../../src/server/start');
  const { DEFAULT_CATALOGUE_DIR } = await import('../../src/server/paths');
  const server = await startServer({ dataDir: join(dir, `data-${mode}`), catalogueDir: DEFAULT_CATALOGUE_DIR, feed: 'manual', log: () => {}, feedWorkerPath: process.env.KOSAR_BENCH_WORKER || undefined });
  return { monitor, server };
}

if (mode === 'parse') {
  const dir = process.argv[3]!;
  const file = await exportOfDay(dir, 0);
  const { parseExport } = await import('../../src/server/feed/export');
  const { flattenTree } = await import('../../src/server/feed/categories');
  const { REAL_CATEGORIES } = await import('../../tests/support/feed/fixture-server');
  const tree = flattenTree(REAL_CATEGORIES.categories as never);
  const t = performance.now();
  const parsed = await parseExport(file, tree);
  console.log(JSON.stringify({ ms: performance.now() - t, rows: parsed.offers.length }));
  process.exit(0);
}

if (mode === 'reads') {
  const dir = process.argv[3]!;
  const { server } = await seededServer(dir);
  const reg = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.test', password: 'bench-password-1', firstname: 'Bench' }),
  });
  const { token } = (await reg.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  // Warm: the catalogue in memory, the routes compiled.
  for (let i = 0; i < 20; i++) await Promise.all([fetch(`${server.url}/api/v1/feed`, { headers: auth }), fetch(`${server.url}/api/v1/home`, { headers: auth })]);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const slowest = { feed: 0, home: 0 };
  // The CPU time the server's own thread spent while one read waited: what that read would wait on an idle machine,
  // at most (the reader's own work in this thread counts too, so it errs high). PGlite and the parser have threads
  // of their own, which the machine's other core runs meanwhile.
  let readBusy = 0;
  const busyMs = mainThreadCpuMs;
  let reads = 0;
  let running = true;
  const reader = async (path: 'feed' | 'home') => {
    while (running) {
      const t = performance.now();
      const c = busyMs();
      const res = await fetch(`${server.url}/api/v1/${path}`, { headers: auth });
      await res.arrayBuffer();
      slowest[path] = Math.max(slowest[path], performance.now() - t);
      readBusy = Math.max(readBusy, busyMs() - c);
      reads++;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const t = performance.now();
  const cpu0 = cpuMs();
  loop.enable();
  const readers = [reader('feed'), reader('home')];
  // The longest piece of work the server's thread did without a break, in its CPU time: what a read arriving at the
  // worst moment waits for on an idle machine before its own turn. Ticks every 10 ms; the CPU between two ticks.
  // KOSAR_BENCH_GAPS=1 also prints each gap over 60 ms (or 40 ms of CPU) and the update's phase, to stderr.
  let stallCpu = 0;
  {
    let last = performance.now();
    let lastCpu = mainThreadCpuMs();
    const ticks = setInterval(() => {
      const now = performance.now();
      const cpu = mainThreadCpuMs();
      stallCpu = Math.max(stallCpu, cpu - lastCpu);
      if (process.env.KOSAR_BENCH_GAPS && (now - last > 60 || cpu - lastCpu >= 40)) {
        console.error(`gap ${(now - last).toFixed(0)} ms (${(cpu - lastCpu).toFixed(0)} ms of the server thread's CPU) at ${(now - t).toFixed(0)} during ${JSON.stringify((server.app.feed as unknown as { progress: unknown }).progress)}`);
      }
      last = now;
      lastCpu = cpu;
    }, 10);
    ticks.unref();
  }
  // As the app runs it: the feed service updates, then the catalogue reloads (part of the update: the first read
  // after it waits for the new catalogue).
  server.app.feed.updateNow();
  await server.app.feed.settled();
  const answer = (await (await fetch(`${server.url}/api/v1/feed`, { headers: auth })).json()) as { data?: { observed: { count: number }; error_kind: string | null } };
  const status = answer.data ?? (answer as never as { observed: { count: number }; error_kind: string | null });
  if (!status.observed || status.error_kind) throw new Error(`the update failed: ${JSON.stringify(answer).slice(0, 300)}`);
  const ms = performance.now() - t;
  running = false;
  await Promise.all(readers);
  loop.disable();
  console.log(JSON.stringify({ ms, cpu: cpuMs() - cpu0, rows: status.observed.count, reads, slowestFeed: slowest.feed, slowestHome: slowest.home, readBusy, stallCpu, stall: loop.max / 1e6 }));
  process.exit(0);
}

if (mode === 'days') {
  const dir = process.argv[3]!;
  const { monitor, server } = await seededServer(dir);
  const out: number[] = [rssMb()];
  // Each day as it is measured, so a run stopped part-way still says what it saw.
  const log = (line: object) => appendFile(join(dir, 'days.jsonl'), `${JSON.stringify(line)}\n`);
  const { threadMemory } = await import('../../src/server/db/pglite-thread');
  const mem = async () => {
    const m = process.memoryUsage();
    const db = await threadMemory(server.db);
    return { rss: rssMb(), heap: m.heapUsed / 1e6, heapTotal: m.heapTotal / 1e6, arrayBuffers: m.arrayBuffers / 1e6, external: m.external / 1e6, dbHeap: db?.heap, wasm: db?.wasm, wasmResident: wasmResidentMb() };
  };
  // Each figure is of a settled server, as it runs in the app (no forced collection): the catalogue's search index and
  // price histories (the background work a new catalogue starts) are in memory, as they are a few seconds after any
  // update; and V8 has shrunk its heap. After a collection V8 keeps the pages it left partly filled (the old space was
  // 40 to 80 MB over what it held, more after each update); its memory reducer, once the process has allocated little
  // for several seconds (an idle server), runs collections that compact them and hands the pages back. Read before it,
  // RSS looked like it crept by 3 to 6 MB a day. V8's own threads hand freed pages back to the system a few hundred
  // milliseconds after a collection, so RSS is read once it holds still.
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  let reduced = 0;
  let reducedAt = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const { kind, flags } = (e as unknown as { detail: { kind: number; flags: number } }).detail;
      // The memory reducer's collections ask for all external memory; others do not.
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR && flags & constants.NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY) {
        reduced++;
        reducedAt = performance.now();
      }
    }
  }).observe({ entryTypes: ['gc'] });
  const settle = async (): Promise<{ reducer: boolean; settleMs: number }> => {
    await server.app.caches.catalogue.prepared();
    const t = performance.now();
    const before = reduced;
    for (let last = rssMb(); ; ) {
      await new Promise((r) => setTimeout(r, 250));
      const now = rssMb();
      // It runs up to three collections a second or so apart: settled is 2 s after its last, RSS holding still.
      const still = Math.abs(now - last) < 2 && performance.now() - t >= 1_000 && performance.now() - reducedAt >= 2_000;
      if ((still && reduced > before) || performance.now() - t > 45_000) return { reducer: reduced > before, settleMs: Math.round(performance.now() - t) };
      last = now;
    }
  };
  await fetch(`${server.url}/api/v1/health`);
  const settled0 = await settle();
  out[0] = rssMb();
  await log({ day: 0, ...settled0, ...(await mem()) });
  for (let d = 1; d <= DAYS; d++) {
    monitor.state.exportFile = await exportOfDay(dir, d);
    const t = performance.now();
    resetPeak();
    server.app.feed.updateNow();
    await server.app.feed.settled();
    // The new catalogue read in, as the first request after an update does.
    await fetch(`${server.url}/api/v1/health`);
    const peak = peakMb();
    const ms = performance.now() - t;
    const settled = await settle();
    out.push(rssMb());
    await log({ day: d, ms, peak, ...settled, ...(await mem()) });
  }
  console.log(JSON.stringify({ rss: out }));
  process.exit(0);
}

const { generateExport, generateShops } = await import('../../tests/support/feed/fixture-server');
const dir = await mkdtemp(join(tmpdir(), 'kosar-bench-feed-'));
let products = 8_000;
let rows = generateExport({ products, seed: 5 });
while (rows.length < ROWS) rows = generateExport({ products: (products += 1_000), seed: 5 });
rows = rows.slice(0, ROWS);
await writeFile(join(dir, 'shops.json'), JSON.stringify(generateShops({ count: SHOPS })));
const daysWanted = process.argv.includes('--reads-only') ? 0 : DAYS;
for (let d = 0; d <= daysWanted; d++) await writeExportOfDay(dir, rows, d);
const day0 = await exportOfDay(dir, 0);
console.log(`fixture: ${rows.length} export rows (${(day0.length / 1e6).toFixed(2)} MB), ${SHOPS} shops, 9 chains${quick ? ' (--quick: a check of the bench, not a measurement)' : ''}`);

const child = <T>(m: string, flags: string[] = []): T => {
  const r = spawnSync(process.execPath, [...flags, '--import', 'tsx', 'bench/feed/run.ts', m, dir], { encoding: 'utf8', maxBuffer: 1e8, env: { ...withServerMallocEnv(process.env), KOSAR_FEED: 'manual', KOSAR_BENCH_QUICK: quick ? '1' : '', KOSAR_BENCH_DAYS: String(DAYS) } });
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`${m} failed:\n${r.stdout}\n${r.stderr}`);
  }
};

const parse = child<{ ms: number; rows: number }>('parse');
const reads = child<{ ms: number; cpu: number; rows: number; reads: number; slowestFeed: number; slowestHome: number; readBusy: number; stallCpu: number; stall: number }>('reads');
const load = () => loadavg()[0]!.toFixed(1);
console.log('\n| measure | value | target |');
console.log('|---|---|---|');
console.log(`| bare parse of ${parse.rows} rows (ms) | ${parse.ms.toFixed(0)} | |`);
console.log(`| first update with the catalogue's reload (ms) | ${reads.ms.toFixed(0)} (${(reads.ms / parse.ms).toFixed(1)}x the parse) | |`);
console.log(`| reads answered during it | ${reads.reads} | |`);
const slowest = Math.max(reads.slowestFeed, reads.slowestHome);
console.log(`| slowest read during it (ms): GET /feed, GET /home | ${reads.slowestFeed.toFixed(0)}, ${reads.slowestHome.toFixed(0)} | < 100: ${slowest < 100 ? 'meets' : 'misses'} |`);
console.log(`| longest event-loop stall during it (ms) | ${reads.stall.toFixed(0)} | |`);
console.log(`| the process's CPU time during the update, every thread (ms) | ${reads.cpu.toFixed(0)} | |`);
console.log(`| longest piece of work on the server's thread without a break (ms of its CPU) | ${reads.stallCpu.toFixed(0)} | < 100: ${reads.stallCpu < 100 ? 'meets' : 'misses'} |`);
console.log(`| most CPU time the server's thread spent while one read waited (ms; a long wait spans several pieces) | ${reads.readBusy.toFixed(0)} | |`);
console.log(`\nLoad average (1 min) after it: ${load()} on ${cpus().length} cores. A wall-clock wait grows with the load; the CPU time of`);
console.log("the server's thread does not. On an idle machine a read waits at most for the piece of work under way, then its own turn.");

if (process.argv.includes('--reads-only')) process.exit(0);
const days = child<{ rss: number[] }>('days');
// Beside RSS: the server thread's JavaScript heap and the memory outside it, PGlite's thread's heap and its
// WebAssembly memory, and each update's time.
type Day = { day: number; ms?: number; peak?: number; reducer?: boolean; settleMs?: number; heap: number; external: number; dbHeap?: number; wasm?: number; wasmResident?: number };
const detail = (await readFile(join(dir, 'days.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Day);
console.log(`\n| after | RSS (MB) | highest during the update (MB) | server heap (MB) | outside it (MB) | PGlite thread heap (MB) | PGlite WebAssembly (MB) | of it resident (MB) | update (s) |`);
console.log('|---|---|---|---|---|---|---|---|---|');
const mb = (v: number | undefined) => (v === undefined ? '' : v.toFixed(0));
days.rss.forEach((rss, d) => {
  const x = detail.find((l) => l.day === d);
  console.log(`| ${d === 0 ? 'start (seed loaded)' : `day ${d}`} | ${rss.toFixed(0)} | ${mb(x?.peak)} | ${mb(x?.heap)} | ${mb(x?.external)} | ${mb(x?.dbHeap)} | ${mb(x?.wasm)} | ${mb(x?.wasmResident)} | ${x?.ms ? (x.ms / 1e3).toFixed(1) : ''} |`);
});
const unreduced = detail.filter((l) => l.reducer === false).map((l) => l.day);
if (unreduced.length) console.log(`\nV8's memory reducer had not run 45 s after the update on day(s) ${unreduced.join(', ')}: RSS there still holds pages V8 keeps.`);
const waits = detail.flatMap((l) => (l.day > 0 && l.reducer && l.settleMs !== undefined ? [l.settleMs / 1e3] : []));
if (waits.length) console.log(`V8's memory reducer ran ${Math.min(...waits).toFixed(0)} to ${Math.max(...waits).toFixed(0)} s after the server's background work had ended, unasked.`);
const afterFirst = days.rss.slice(1);
const spread = Math.max(...afterFirst) - afterFirst[0]!;
console.log(`\nRSS after day 1: ${afterFirst[0]!.toFixed(0)} MB; highest after it ${Math.max(...afterFirst).toFixed(0)} MB (+${spread.toFixed(0)}; target flat within 50): ${spread <= 50 ? 'meets' : 'misses'}`);
const peaks = detail.flatMap((l) => (l.day > 0 && l.peak !== undefined ? [l.peak] : []));
if (peaks.length) console.log(`Highest resident memory during any update: ${Math.max(...peaks).toFixed(0)} MB (not a target: the switch holds two catalogues).`);
console.log(`Load average (1 min) at the end: ${load()} on ${cpus().length} cores.`);
process.exit(0);
