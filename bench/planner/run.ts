/**
 * Planner benchmark: speed on grocery-like instances, exactness against brute force and HiGHS.
 * Usage: npm run bench:planner [-- --quick] [-- --no-highs]
 * Every ratio is measured within this one run; nothing here is asserted in tests.
 * Each scenario's row is printed as soon as it is measured (so a slow or failing run still shows
 * what it got), with the 1-minute load average at its start: wall times on a busy machine are
 * inflated, and the reader should know how busy it was. Instruction counts (bench/planner/profile.ts
 * under callgrind) are the repeatable measure.
 */
import os from 'node:os';
import loadHighs from 'highs';
import { bruteForcePlan } from '../../src/server/planner/testing/brute-force.js';
import { planShopping } from '../../src/server/planner/index.js';
import { buildModel } from '../../src/server/planner/model.js';
import type { PlanInput, PlanResult } from '../../src/server/planner/types.js';
import { generateInput, type GenOptions } from './generator.js';
import { basketMip } from './highs-model.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const withHighs = !args.includes('--no-highs');
const scale = (n: number): number => (quick ? Math.max(3, Math.ceil(n / 5)) : n);
/** Plans run before anything is timed (see main). */
const WARM_UP = quick ? 100 : 400;

interface Scenario {
  name: string;
  gen: Omit<GenOptions, 'seed'>;
  runs: number;
  targetP95Ms: number;
  /** Instances also solved with HiGHS (0 for none). */
  highs: number;
}

const scenarios: Scenario[] = [
  { name: 'chain, 20 lists x 200 items, k<=3', gen: { retailers: 20, items: 200, shops: 200, maxStores: 3 }, runs: 300, targetP95Ms: 2, highs: 5 },
  { name: 'chain, 20 lists x 200 items, k<=4', gen: { retailers: 20, items: 200, shops: 200, maxStores: 4 }, runs: 300, targetP95Ms: 10, highs: 5 },
  {
    name: 'chain + travel, 1000 shops x 200 items, k<=3',
    gen: { retailers: 20, items: 200, shops: 1000, maxStores: 3, includeTravel: true },
    runs: 100,
    targetP95Ms: 50,
    highs: 0,
  },
  {
    name: 'shop prices, 300 shops x 50 items, k<=3',
    gen: { retailers: 10, items: 50, shops: 300, maxStores: 3, shopPrices: true },
    runs: 30,
    targetP95Ms: 1000,
    highs: 2,
  },
  {
    name: 'shop prices + travel, 300 shops x 50 items, k<=3',
    gen: { retailers: 10, items: 50, shops: 300, maxStores: 3, shopPrices: true, includeTravel: true },
    runs: 30,
    targetP95Ms: 1000,
    highs: 0,
  },
];

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function timed<T>(f: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
}

/** Objective the MIP minimises, read off the planner's result for store count k. */
function plannerObjective(inp: PlanInput, res: PlanResult, k: number, bigM: number): number {
  const s = res.solutions.find((x) => x.storeCount === k)!;
  return bigM * s.missingItems.length + (inp.travel?.include ? s.netTotal : s.total);
}

async function main(): Promise<void> {
  const highs = withHighs ? await loadHighs() : null;
  // The server plans many lists in one long-lived process, so the table measures the planner warm: first the
  // very first plan of this process is timed on its own (JIT cold), then WARM_UP plans on seeds the table never
  // uses, across every scenario's shape, let V8 finish compiling before anything is measured.
  const cold = timed(() => planShopping(generateInput({ ...scenarios[0]!.gen, seed: 20_000 }))).ms;
  const warmStart = performance.now();
  for (let s = 0; s < WARM_UP; s++) {
    const sc = scenarios[s % scenarios.length]!;
    if (sc.gen.shopPrices && Math.floor(s / scenarios.length) % 5 !== 0) continue; // The shop-price scenarios are slow; a few of them suffice.
    planShopping(generateInput({ ...sc.gen, seed: 10_000 + s }));
  }
  const warmMs = performance.now() - warmStart;

  const header = ['scenario', 'n', 'load', 'p50 ms', 'p95 ms', 'max ms', 'target p95', 'met', 'HiGHS equal', 'HiGHS p50 ms', 'HiGHS/planner'];
  // Rows are printed one by one, so the widths are fixed up front (names are known, numbers are short).
  const widths = header.map((h, c) => (c === 0 ? Math.max(h.length, ...scenarios.map((sc) => sc.name.length)) : Math.max(h.length, c === header.length - 1 ? 22 : 8)));
  const line = (r: string[]): string => `| ${r.map((x, c) => x.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  const failures: string[] = [];
  for (const sc of scenarios) {
    const load = os.loadavg()[0]!;
    const times: number[] = [];
    const highsRatios: number[] = [];
    const highsTimes: number[] = [];
    let highsEqual = 0;
    let highsDone = 0;
    const runs = scale(sc.runs);
    let error = '';
    try {
      const inputs = Array.from({ length: runs }, (_, s) => generateInput({ ...sc.gen, seed: s + 1 }));
      // Timed pass first, on its own, so HiGHS's garbage does not land in the planner's numbers.
      for (const inp of inputs.slice(0, 3)) planShopping(inp);
      for (const inp of inputs) times.push(timed(() => planShopping(inp)).ms);
      for (let seed = 1; seed <= runs; seed++) {
        const inp = inputs[seed - 1]!;
        if (highs && seed <= (quick ? Math.min(2, sc.highs) : sc.highs)) {
          const { value: res, ms } = timed(() => planShopping(inp));
          const model = buildModel(inp);
          let hMs = 0;
          let equal = true;
          for (const sol of res.solutions) {
            const lp = basketMip(model, sol.storeCount);
            const t = timed(() => highs.solve(lp, { output_flag: false, mip_rel_gap: 0 }));
            hMs += t.ms;
            const want = plannerObjective(inp, res, sol.storeCount, model.bigM);
            if (t.value.Status !== 'Optimal' || Math.abs(t.value.ObjectiveValue - want) > 0.5) {
              equal = false;
              failures.push(`${sc.name} seed ${seed} k=${sol.storeCount}: HiGHS ${t.value.Status} ${t.value.ObjectiveValue} vs planner ${want}`);
            }
          }
          highsDone++;
          if (equal) highsEqual++;
          highsTimes.push(hMs);
          highsRatios.push(hMs / ms);
        }
      }
    } catch (e) {
      // Still print what was measured: the row says the scenario broke instead of vanishing.
      error = e instanceof Error ? e.message : String(e);
      failures.push(`${sc.name}: ${error}`);
    }
    const measured = times.length > 0;
    const p95 = measured ? pct(times, 95) : NaN;
    if (measured && p95 > sc.targetP95Ms) failures.push(`${sc.name}: p95 ${fmt(p95)} ms over the ${sc.targetP95Ms} ms target (load ${load.toFixed(2)})`);
    console.log(
      line([
        sc.name,
        measured ? String(times.length) : '0',
        load.toFixed(2),
        measured ? fmt(pct(times, 50)) : '-',
        measured ? fmt(p95) : '-',
        measured ? fmt(Math.max(...times)) : '-',
        `<= ${sc.targetP95Ms}`,
        !measured || error ? 'error' : p95 <= sc.targetP95Ms ? 'yes' : 'NO',
        highsDone ? `${highsEqual}/${highsDone}` : '-',
        highsDone ? fmt(pct(highsTimes, 50)) : '-',
        highsDone ? `${fmt(pct(highsRatios, 50))}x (min ${fmt(Math.min(...highsRatios))}x)` : '-',
      ]),
    );
  }

  // Exactness on instances small enough to enumerate, generated the same grocery-like way.
  let oracleEqual = 0;
  const oracleRuns = scale(200);
  for (let seed = 1; seed <= oracleRuns; seed++) {
    const inp = generateInput({ seed, retailers: 5, items: 25, shops: 12, maxStores: 4, includeTravel: seed % 2 === 0, shopPrices: seed % 3 === 0 });
    const res = planShopping(inp);
    const oracle = bruteForcePlan(inp);
    // Offered: the best k-store plan unless a plan with fewer stores buys as many items for no more.
    const kept = oracle.filter((o) => !oracle.some((f) => f.k < o.k && f.uncovered === o.uncovered && f.cost <= o.cost));
    const ok =
      kept.length === res.solutions.length &&
      kept.every((o) => {
        const s = res.solutions.find((x) => x.storeCount === o.k)!;
        return s.missingItems.length === o.uncovered && (inp.travel?.include ? s.netTotal : s.total) === o.cost;
      });
    if (ok) oracleEqual++;
    else failures.push(`brute force differs on seed ${seed}`);
  }

  console.log(`\nfirst plan of this process (JIT cold, ${scenarios[0]!.name}): ${fmt(cold)} ms; then ${WARM_UP} warm-up plans on other seeds (${fmt(warmMs)} ms) before the table.`);
  console.log(`\nbrute force (5 retailers, 12 shops, 25 items, k<=4, travel and shop prices mixed): ${oracleEqual}/${oracleRuns} equal`);
  console.log(`load column: 1-minute load average when the scenario started, on ${os.cpus().length} CPU(s); above that count the times are inflated.`);
  console.log('HiGHS column: same k-store basket models (no travel) as a MIP, all k per instance; ratio = HiGHS time / planner time.');
  console.log('Travel scenarios have no HiGHS row: an exact tour MIP over 1000 shops needs ~500k edge variables.');
  if (failures.length) {
    console.log(`\n${failures.length} problem(s):`);
    for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
    process.exitCode = 1;
  }
}

await main();
