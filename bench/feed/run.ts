/**
 * `npm run bench:feed`: a full update from the price monitor's stand-in at realistic size (25,000 export rows,
 * 1,800 shops, 9 chains) against simply parsing the same export, measured in one run, each in a fresh process.
 * Targets: the whole update within 3x the bare parse, and under 300 MB peak memory added by the update: the most its
 * process held during the update above what it held when the update began (the server that runs an update holds its
 * PGlite database anyway). The process's true peak (maxRSS: Node, PGlite and the update together; the seed catalogue
 * is loaded beforehand in a process of its own) is printed beside it.
 * `npm run bench:feed -- --quick`: a fifth of the size and one round, to check the bench itself; its figures say nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const quick = process.argv.includes('--quick');
const ROWS = quick ? 5_000 : 25_000;
const SHOPS = quick ? 360 : 1_800;
const mode = process.argv[2];

/** This process's true peak resident memory so far, in MB (maxRSS is in KiB). */
const maxRssMb = () => (process.resourceUsage().maxRSS * 1024) / 1e6;

/** Peak resident memory of this process above what it had at `base`, sampled every 20 ms. */
function peakAbove(base: number): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) - base;
  };
}

if (mode === 'prepare') {
  // The database with the seed catalogue loaded, so that the update processes' peaks are the update's own.
  const { openDb } = await import('../../src/server/db/open');
  const { loadSeed } = await import('../../src/server/catalogue/load-seed');
  const { DEFAULT_CATALOGUE_DIR } = await import('../../src/server/catalogue/paths');
  const db = await openDb({ dataDir: join(process.argv[3]!, 'pgdata') });
  await loadSeed(db, DEFAULT_CATALOGUE_DIR);
  await db.close();
  console.log(JSON.stringify({ ms: 0, mb: 0, rows: 0, maxRssMb: maxRssMb() }));
  process.exit(0);
}

if (mode === 'parse' || mode === 'update') {
  const dir = process.argv[3]!;
  const file = await readFile(join(dir, 'export.xlsx'));
  if (mode === 'parse') {
    const { parseExport } = await import('../../src/server/feed/export');
    const { flattenTree } = await import('../../src/server/feed/categories');
    const { REAL_CATEGORIES } = await import('../../src/server/feed/fixture-server');
    const tree = flattenTree(REAL_CATEGORIES.categories as never);
    const base = process.memoryUsage().rss;
    const peak = peakAbove(base);
    const t = performance.now();
    const parsed = await parseExport(file, tree);
    const ms = performance.now() - t;
    console.log(JSON.stringify({ ms, mb: peak() / 1e6, rows: parsed.offers.length, maxRssMb: maxRssMb() }));
  } else {
    const { openDb } = await import('../../src/server/db/open');
    const { loadSeed } = await import('../../src/server/catalogue/load-seed');
    const { DEFAULT_CATALOGUE_DIR } = await import('../../src/server/catalogue/paths');
    const { startFixtureMonitor } = await import('../../src/server/feed/fixture-server');
    const { FeedClient } = await import('../../src/server/feed/client');
    const { runFeedUpdate } = await import('../../src/server/feed/update');
    const shops = JSON.parse(await readFile(join(dir, 'shops.json'), 'utf8'));
    const db = await openDb({ dataDir: join(dir, 'pgdata') });
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    const monitor = await startFixtureMonitor({ exportFile: file, shops });
    const client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl });
    const base = process.memoryUsage().rss;
    const peak = peakAbove(base);
    const t = performance.now();
    // When each phase began, to say where the time goes.
    const phases: Record<string, number> = {};
    const { report } = await runFeedUpdate(db, client, {
      onProgress: ({ phase }) => void (phases[phase] ??= performance.now() - t),
    });
    const ms = performance.now() - t;
    console.log(JSON.stringify({ ms, mb: peak() / 1e6, rows: report.offers, baseMb: base / 1e6, maxRssMb: maxRssMb(), phases }));
    await monitor.close();
    await db.close();
  }
  process.exit(0);
}

const { exportWorkbook, generateExport, generateShops } = await import('../../src/server/feed/fixture-server');
const dir = await mkdtemp(join(tmpdir(), 'kosar-bench-feed-'));
let products = 8_000;
let rows = generateExport({ products, seed: 5 });
while (rows.length < ROWS) rows = generateExport({ products: (products += 1_000), seed: 5 });
rows = rows.slice(0, ROWS);
const file = await exportWorkbook(rows, { date: '2026-11-24' });
await writeFile(join(dir, 'export.xlsx'), file);
await writeFile(join(dir, 'shops.json'), JSON.stringify(generateShops({ count: SHOPS })));
console.log(`fixture: ${rows.length} export rows (${(file.length / 1e6).toFixed(2)} MB), ${SHOPS} shops, 9 chains${quick ? ' (--quick: a check of the bench, not a measurement)' : ''}`);

const child = (m: string) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/feed/run.ts', m, dir], { encoding: 'utf8', maxBuffer: 1e8 });
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as { ms: number; mb: number; rows: number; maxRssMb: number; baseMb?: number; phases?: Record<string, number> };
  } catch {
    throw new Error(`${m} failed:\n${r.stdout}\n${r.stderr}`);
  }
};
child('prepare');
// Alternating rounds, each run in a fresh process: a busy neighbour on this shared machine slows whichever run it
// overlaps, so one pair says little. The ratio is the median of the rounds' ratios.
const ROUNDS = quick ? 1 : Number(process.env.KOSAR_BENCH_ROUNDS ?? 3);
const rounds: { parse: ReturnType<typeof child>; update: ReturnType<typeof child> }[] = [];
for (let i = 0; i < ROUNDS; i++) rounds.push({ parse: child('parse'), update: child('update') });
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
console.log(
  '| round | rows | bare parse (ms) | full update (ms) | update / parse | update process peak, maxRSS (MB) | added by the update (MB) | parse process peak, maxRSS (MB) |',
);
console.log('|---|---|---|---|---|---|---|---|');
rounds.forEach((r, i) =>
  console.log(
    `| ${i + 1} | ${r.update.rows} | ${r.parse.ms.toFixed(0)} | ${r.update.ms.toFixed(0)} | ${(r.update.ms / r.parse.ms).toFixed(2)} | ` +
      `${r.update.maxRssMb.toFixed(0)} | ${r.update.mb.toFixed(0)} | ${r.parse.maxRssMb.toFixed(0)} |`,
  ),
);
const phases = rounds.at(-1)!.update.phases ?? {};
const names = Object.keys(phases);
console.log(
  `where the last update's time went (ms): ${names.map((n, i) => `${n} ${((phases[names[i + 1]!] ?? rounds.at(-1)!.update.ms) - phases[n]!).toFixed(0)}`).join(', ')}`,
);
const ratios = rounds.map((r) => r.update.ms / r.parse.ms);
const ratio = median(ratios);
const peak = Math.max(...rounds.map((r) => r.update.maxRssMb));
const added = Math.max(...rounds.map((r) => r.update.mb));
console.log(
  `update / parse, median of ${ROUNDS} rounds: ${ratio.toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; target ≤ 3): ${ratio <= 3 ? 'meets' : 'misses'}; ` +
    `peak memory added by the update ${added.toFixed(0)} MB, the highest of the rounds (target < 300): ${added < 300 ? 'meets' : 'misses'}; ` +
    `the update process's true peak (maxRSS, with Node and PGlite) ${peak.toFixed(0)} MB`,
);
process.exit(0);
