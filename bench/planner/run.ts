/**
 * Planner benchmark: speed on grocery-like instances, exactness against brute force and two references,
 * a plain enumeration of price-class subsets (bench/planner/enumerate.ts) and HiGHS (the same model as a MIP).
 * Usage: npm run bench:planner [-- --quick] [-- --no-highs] [-- --kinds-only] [-- --only <text>] [-- --enum-js] (KOSAR_BENCH_TURNS=1: every timed turn of the references)
 * The full run takes about 12 minutes on 2 cores (mostly HiGHS at its time limits); --quick (fewer instances,
 * shorter reference budgets) about 3.
 * Every ratio is measured within this one run; nothing here is asserted in tests. The targets are the p95 times users
 * wait for (and kinds against fixed lists); the ratios to the references are reported, not targets.
 * Each scenario's row is printed as soon as it is measured (so a slow or failing run still shows
 * what it got), with the 1-minute load average at its start: wall times on a busy machine are
 * inflated, and the reader should know how busy it was. Instruction counts (bench/planner/profile.ts
 * under callgrind) are the repeatable measure.
 */
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import loadHighs from 'highs';
import { bruteForcePlan } from '../../tests/support/planner/brute-force.js';
import { planShopping } from '../../src/server/planner/index.js';
import { reduceKinds } from '../../src/server/planner/kinds.js';
import { buildModel } from '../../src/server/planner/model.js';
import type { PlanInput, PlanResult } from '../../src/server/planner/types.js';
import { generateInput, type GenOptions } from './generator.js';
import { enumerate, type EnumerationResult } from './enumerate.js';
import { basketMip } from './highs-model.js';
import { withKinds } from './kinds.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const withHighs = !args.includes('--no-highs');
/** Only the "any brand" table (and the exactness check): the main table's scenarios are skipped. */
const kindsOnly = args.includes('--kinds-only');
/** The enumeration's passes over the items in JavaScript, not in the planner's SIMD kernels (see enumerate.ts). */
const enumJs = args.includes('--enum-js');
/** Only the scenarios (of the main and the kinds tables) whose name contains this text. */
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '') : undefined;
const scale = (n: number): number => (quick ? Math.max(3, Math.ceil(n / 5)) : n);
/** Plans run before anything is timed (see main). */
const WARM_UP = quick ? 100 : 400;

interface Scenario {
  name: string;
  gen: Omit<GenOptions, 'seed'>;
  runs: number;
  targetP95Ms: number;
  /** Instances also solved by the plain enumeration and by HiGHS (0 for none). */
  refs: number;
  /** HiGHS time limit per MIP, seconds (the per-shop MIPs have 10^5 variables). */
  highsLimitS?: number;
  /** Per-shop scenarios are slow to warm up on; a couple of plans of them are enough. */
  heavy?: boolean;
}

/** "Any brand" lines: the same lists with every fifth item a kind of 4 products, against the fixed lists. */
const KIND_TARGET = 2;
/** Turns of each way per list (see main). */
const KIND_TURNS = quick ? 3 : 5;
const kindScenarios: Array<{ name: string; gen: Omit<GenOptions, 'seed'>; runs: number }> = [
  { name: 'chain, 200 items (40 kinds), k<=4', gen: { retailers: 20, items: 200, shops: 200, maxStores: 4 }, runs: 200 },
  { name: 'realistic shop prices, 1000 shops x 200 items (40 kinds), k<=4', gen: { retailers: 12, items: 200, shops: 1000, maxStores: 4, shopPrices: 'realistic' }, runs: 20 },
];

/** Turns each side gets when the planner and the enumeration of an instance are both short (see main). */
const REPS = quick ? 5 : 11;
const WARM_TURNS = 5;
/** How the enumeration's passes over the items ran (see enumerate.ts), for the table's note. */
const enumPasses = new Set<EnumerationResult['passes']>();

const scenarios: Scenario[] = [
  { name: 'chain, 20 lists x 200 items, k<=3', gen: { retailers: 20, items: 200, shops: 200, maxStores: 3 }, runs: 300, targetP95Ms: 2, refs: 5 },
  { name: 'chain, 20 lists x 200 items, k<=4', gen: { retailers: 20, items: 200, shops: 200, maxStores: 4 }, runs: 300, targetP95Ms: 10, refs: 5 },
  {
    name: 'chain + travel, 1000 shops x 200 items, k<=3',
    gen: { retailers: 20, items: 200, shops: 1000, maxStores: 3, includeTravel: true },
    runs: 100,
    targetP95Ms: 50,
    refs: 0,
  },
  {
    name: 'shop prices, 300 shops x 50 items, k<=3',
    gen: { retailers: 10, items: 50, shops: 300, maxStores: 3, shopPrices: 'independent' },
    runs: 30,
    targetP95Ms: 1000,
    refs: 2,
    heavy: true,
  },
  {
    name: 'shop prices + travel, 300 shops x 50 items, k<=3',
    gen: { retailers: 10, items: 50, shops: 300, maxStores: 3, shopPrices: 'independent', includeTravel: true },
    runs: 30,
    targetP95Ms: 1000,
    refs: 0,
    heavy: true,
  },
  {
    name: 'realistic shop prices, 1000 shops x 200 items, k<=4',
    gen: { retailers: 12, items: 200, shops: 1000, maxStores: 4, shopPrices: 'realistic' },
    runs: 40,
    targetP95Ms: 1000,
    refs: 1,
    highsLimitS: 60,
    heavy: true,
  },
  {
    name: 'realistic shop prices, 5000 shops x 50 items, k<=3',
    gen: { retailers: 12, items: 50, shops: 5000, maxStores: 3, shopPrices: 'realistic' },
    runs: 40,
    targetP95Ms: 1000,
    refs: 1,
    highsLimitS: 60,
    heavy: true,
  },
  {
    name: 'independent shop prices, 1000 shops x 50 items, k<=4',
    gen: { retailers: 12, items: 50, shops: 1000, maxStores: 4, shopPrices: 'independent' },
    runs: 15,
    targetP95Ms: 10_000,
    refs: 1,
    highsLimitS: 60,
    heavy: true,
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

/** Reference figures for one scenario: per instance, time and whether the objective equals the planner's. */
interface RefStats {
  done: number;
  equal: number;
  /** Some instance was stopped at its budget or time limit: times are estimates or lower bounds. */
  partial: boolean;
  times: number[];
  ratios: number[];
}
const refStats = (): RefStats => ({ done: 0, equal: 0, partial: false, times: [], ratios: [] });

/**
 * The kinds table's times for one scenario: per list, the median of KIND_TURNS plans with fixed products and as many
 * with kind lines (reduceKinds included), taken in turns.
 */
function timeKinds(gen: Omit<GenOptions, 'seed'>, runs: number, gc: () => void): { fixedTimes: number[]; kindTimes: number[] } {
  const fixedTimes: number[] = [];
  const kindTimes: number[] = [];
  // Every instance is generated before anything is timed, then a full collection moves them all out of the young
  // generation at once (else the first collections inside the timings copy megabytes of them), and the first few
  // are planned both ways for a fifth of a second untimed, so that V8 has finished with that heap and grown its
  // young generation again (see the references in main) before the turns.
  const cases = Array.from({ length: runs }, (_, s) => {
    const fixed = generateInput({ ...gen, seed: s + 1 });
    return { fixed, ...withKinds(fixed, s + 1) };
  });
  gc();
  for (let settleUntil = performance.now() + 200, c = 0; performance.now() < settleUntil; c = (c + 1) % Math.min(5, runs)) {
    planShopping(cases[c]!.fixed);
    planShopping(reduceKinds(cases[c]!.input, cases[c]!.kinds).input);
  }
  // Each list is planned both ways in turns, KIND_TURNS times, and each way's median is its time: the percentiles
  // are over lists (how the slowest lists compare), not over the odd collection that lands in one run or another.
  for (const { fixed, input, kinds } of cases) {
    const f: number[] = [];
    const k: number[] = [];
    for (let r = 0; r < KIND_TURNS; r++) {
      f.push(timed(() => planShopping(fixed)).ms);
      k.push(timed(() => planShopping(reduceKinds(input, kinds).input)).ms);
    }
    fixedTimes.push(pct(f, 50));
    kindTimes.push(pct(k, 50));
  }
  return { fixedTimes, kindTimes };
}

async function main(): Promise<void> {
  const highs = withHighs ? await loadHighs() : null;
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const started = performance.now();
  // The server plans many lists in one long-lived process, so the table measures the planner warm: first the
  // very first plan of this process is timed on its own (JIT cold), then WARM_UP plans on seeds the table never
  // uses, across every scenario's shape, let V8 finish compiling before anything is measured.
  const cold = timed(() => planShopping(generateInput({ ...scenarios[0]!.gen, seed: 20_000 }))).ms;
  const warmStart = performance.now();
  for (let s = 0; s < WARM_UP; s++) {
    const sc = scenarios[s % scenarios.length]!;
    // The per-shop scenarios are slow; two plans of each suffice.
    if (sc.heavy && s >= 2 * scenarios.length) continue;
    const inp = generateInput({ ...sc.gen, seed: 10_000 + s });
    planShopping(inp);
    // The enumeration is warmed up too (on the cheap shapes, briefly), so that it is not timed cold.
    if (!sc.heavy && s < 40) for (let k = 1; k <= (sc.gen.maxStores ?? 4); k++) enumerate(buildModel(inp, true), k, 200, enumJs);
  }
  const warmMs = performance.now() - warmStart;

  const header = [
    'scenario',
    'n',
    'load',
    'p50 ms',
    'p95 ms',
    'max ms',
    'target p95',
    'met',
    'enum equal',
    'enum p50 ms',
    'enum/planner',
    'HiGHS equal',
    'HiGHS p50 ms',
    'HiGHS/planner',
  ];
  // Rows are printed one by one, so the widths are fixed up front (names are known, numbers are short).
  const wide = new Set([10, 13]);
  const widths = header.map((h, c) => (c === 0 ? Math.max(h.length, ...scenarios.map((sc) => sc.name.length)) : Math.max(h.length, wide.has(c) ? 24 : 8)));
  const line = (r: string[]): string => `| ${r.map((x, c) => x.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  const failures: string[] = [];
  for (const sc of kindsOnly ? [] : scenarios.filter((x) => only === undefined || x.name.includes(only))) {
    const load = os.loadavg()[0]!;
    const times: number[] = [];
    const en = refStats();
    const hi = refStats();
    const runs = scale(sc.runs);
    let error = '';
    try {
      const inputs = Array.from({ length: runs }, (_, s) => generateInput({ ...sc.gen, seed: s + 1 }));
      // Timed pass first, on its own, so the references' garbage does not land in the planner's numbers.
      for (const inp of inputs.slice(0, sc.heavy ? 1 : 3)) planShopping(inp);
      for (const inp of inputs) times.push(timed(() => planShopping(inp)).ms);
      const refs = quick ? Math.min(1, sc.refs) : sc.refs;
      // The table's inputs (hundreds of them, up to a megabyte each) are let go, and the reference instances are
      // planned for a fifth of a second untimed, before the references are timed: right after the table V8 is still
      // marking and sweeping that heap on its other thread, and the planner (which allocates and writes pointers)
      // pays for it while the enumeration (typed arrays only) does not; the first instance measured up to twice as
      // slow as a moment later. (Not with a forced full collection: V8 then shrinks the young generation, and the
      // planner ran up to twice as slow for the next few hundred plans.)
      const refInputs = inputs.slice(0, Math.min(refs, runs));
      inputs.length = 0;
      for (const settleUntil = performance.now() + 200; refInputs.length > 0 && performance.now() < settleUntil; ) for (const inp of refInputs) planShopping(inp);
      const forHighs: Array<{ seed: number; inp: PlanInput; res: PlanResult; ms: number }> = [];
      for (let seed = 1; seed <= Math.min(refs, runs); seed++) {
        const inp = refInputs[seed - 1]!;
        // One untimed plan of this instance first (its result is what the references are checked against).
        const res = planShopping(inp);
        // The enumeration works on the planner's price classes, so building them counts in its time. Every model here
        // is built as a plan builds its own, in the kept buffers (valid until the next model is built; see the turns).
        const { value: model, ms: buildMs } = timed(() => buildModel(inp, true));
        // Plain enumeration, every offered k, each within a budget (then its time is estimated from its rate).
        let eMs = buildMs;
        let eEqual = true;
        let complete = true;
        for (const sol of res.solutions) {
          const e = enumerate(model, sol.storeCount, quick ? 3_000 : 20_000, enumJs);
          enumPasses.add(e.passes);
          eMs += e.estimatedMs;
          if (!e.complete) {
            en.partial = true;
            complete = false;
            eEqual = false;
          } else if (e.objective !== plannerObjective(inp, res, sol.storeCount, model.bigM)) {
            eEqual = false;
            failures.push(`${sc.name} seed ${seed} k=${sol.storeCount}: enumeration ${e.objective} vs planner ${plannerObjective(inp, res, sol.storeCount, model.bigM)}`);
          }
        }
        let ms: number;
        if (eMs < 200 && complete) {
          // Short on both sides: the planner and the enumeration (model included) are timed in turn, REPS times
          // each, and each side's median is taken. Taking turns gives both the same machine: a busy stretch or a
          // garbage collection lands on either side alike, which back-to-back batches of one side would not. The
          // first WARM_TURNS turns are not counted: code that has not run for a while (the enumeration, between
          // scenarios) may have been dropped by V8 and runs slower tiers until it is compiled again.
          const planReps: number[] = [];
          const enumReps: number[] = [];
          for (let r = 0; r < WARM_TURNS + REPS; r++) {
            const p = timed(() => planShopping(inp)).ms;
            const t0 = performance.now();
            // Built as a plan builds its model (in the kept buffers): nothing else is built before the enumerations
            // are done with it. A model without them takes branches a plan's never does, and V8's code for
            // buildModel, compiled on plans, gave up on them ("insufficient type feedback") in the enumeration's
            // turn and had to be compiled again in the planner's: the planner's next turns ran up to twice as slow.
            const m = buildModel(inp, true);
            for (const sol of res.solutions) enumerate(m, sol.storeCount, 20_000, enumJs);
            const e = performance.now() - t0;
            if (r < WARM_TURNS) continue;
            planReps.push(p);
            enumReps.push(e);
          }
          // KOSAR_BENCH_TURNS=1 prints every counted turn (to stderr), for a look at how steady they were.
          if (process.env.KOSAR_BENCH_TURNS)
            console.error(`${sc.name} seed ${seed}: planner ms ${planReps.map((x) => x.toFixed(3)).join(' ')} | enumeration ms ${enumReps.map((x) => x.toFixed(2)).join(' ')}`);
          ms = pct(planReps, 50);
          eMs = pct(enumReps, 50);
        } else {
          // A long enumeration (or one stopped at its budget): the planner's time is the median of up to five runs.
          const reps = [timed(() => planShopping(inp)).ms];
          while (reps.length < 5 && reps[0]! < 50) reps.push(timed(() => planShopping(inp)).ms);
          ms = pct(reps, 50);
        }
        en.done++;
        if (eEqual) en.equal++;
        en.times.push(eMs);
        en.ratios.push(eMs / ms);
        if (highs) forHighs.push({ seed, inp, res, ms });
      }
      // HiGHS after every instance's planner and enumeration timings: its model text (megabytes of strings per
      // instance) leaves garbage that the next collection frees while whatever runs then allocates, which the
      // planner does and the enumeration does not.
      if (highs)
        for (const { seed, inp, res, ms } of forHighs) {
          const model = buildModel(inp, true);
          let hMs = 0;
          let hEqual = true;
          for (const sol of res.solutions) {
            const lp = basketMip(model, sol.storeCount);
            const limit = quick ? Math.min(10, sc.highsLimitS ?? 600) : (sc.highsLimitS ?? 600);
            const t = timed(() => highs.solve(lp, { output_flag: false, mip_rel_gap: 0, time_limit: limit }));
            hMs += t.ms;
            const want = plannerObjective(inp, res, sol.storeCount, model.bigM);
            if (t.value.Status === 'Time limit reached') {
              hi.partial = true;
              hEqual = false;
            } else if (t.value.Status !== 'Optimal' || Math.abs(t.value.ObjectiveValue - want) > 0.5) {
              hEqual = false;
              failures.push(`${sc.name} seed ${seed} k=${sol.storeCount}: HiGHS ${t.value.Status} ${t.value.ObjectiveValue} vs planner ${want}`);
            }
          }
          hi.done++;
          if (hEqual) hi.equal++;
          hi.times.push(hMs);
          hi.ratios.push(hMs / ms);
        }
      // Let the instances go before the next scenario (main's frame would keep them alive until overwritten).
      forHighs.length = 0;
      refInputs.length = 0;
    } catch (e) {
      // Still print what was measured: the row says the scenario broke instead of vanishing.
      error = e instanceof Error ? e.message : String(e);
      failures.push(`${sc.name}: ${error}`);
    }
    const measured = times.length > 0;
    const p95 = measured ? pct(times, 95) : NaN;
    if (measured && p95 > sc.targetP95Ms) failures.push(`${sc.name}: p95 ${fmt(p95)} ms over the ${sc.targetP95Ms} ms target (load ${load.toFixed(2)})`);
    // "~" marks an estimate (enumeration stopped at its budget), ">" a lower bound (HiGHS stopped at its limit).
    const refCells = (st: RefStats, mark: string): string[] =>
      st.done
        ? [
            `${st.equal}/${st.done}`,
            `${st.partial ? mark : ''}${fmt(pct(st.times, 50))}`,
            `${st.partial ? mark : ''}${fmt(pct(st.ratios, 50))}x (min ${fmt(Math.min(...st.ratios))}x)`,
          ]
        : ['-', '-', '-'];
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
        ...refCells(en, '~'),
        ...refCells(hi, '>'),
      ]),
    );
  }

  // "Any brand" lines: the same list planned with fixed products and with kind lines (reduceKinds included in the
  // time), alternating per instance so that both see the same machine load.
  console.log(`\n| ${['kinds scenario', 'n', 'load', 'fixed p50 ms', 'fixed p95 ms', 'kinds p50 ms', 'kinds p95 ms', `kinds/fixed p95 (<= ${KIND_TARGET}x)`].join(' | ')} |`);
  for (const ks of kindScenarios.filter((x) => only === undefined || x.name.includes(only))) {
    const load = os.loadavg()[0]!;
    const runs = scale(ks.runs);
    // In a function of its own, so that nothing keeps the lists (up to a megabyte each) alive after it.
    const { fixedTimes, kindTimes } = timeKinds(ks.gen, runs, gc);
    const ratio = pct(kindTimes, 95) / pct(fixedTimes, 95);
    if (ratio > KIND_TARGET) failures.push(`${ks.name}: kinds p95 ${fmt(ratio)}x the fixed list's, over ${KIND_TARGET}x`);
    console.log(
      `| ${[ks.name, String(runs), load.toFixed(2), fmt(pct(fixedTimes, 50)), fmt(pct(fixedTimes, 95)), fmt(pct(kindTimes, 50)), fmt(pct(kindTimes, 95)), `${fmt(ratio)}x ${ratio <= KIND_TARGET ? 'yes' : 'NO'}`].join(' | ')} |`,
    );
  }

  // Exactness on instances small enough to enumerate, generated the same grocery-like way.
  let oracleEqual = 0;
  const oracleRuns = scale(200);
  for (let seed = 1; seed <= oracleRuns; seed++) {
    const shopPrices = seed % 3 === 0 ? 'independent' : seed % 3 === 1 ? 'realistic' : false;
    const inp = generateInput({ seed, retailers: 5, items: 25, shops: 12, maxStores: 4, includeTravel: seed % 2 === 0, shopPrices });
    const res = planShopping(inp);
    const oracle = bruteForcePlan(inp);
    // Offered: the best k-store plan unless a plan with fewer stores buys as many items for no more.
    const kept = oracle.filter((o) => !oracle.some((f) => f.k < o.k && f.uncovered === o.uncovered && f.cost <= o.cost));
    const ok =
      kept.length === res.solutions.length &&
      kept.every((o) => {
        const s = res.solutions.find((x) => x.storeCount === o.k)!;
        return (
          s.missingItems.length === o.uncovered &&
          (inp.travel?.include ? s.netTotal : s.total) === o.cost &&
          s.singleStoreBaseline === o.baseline
        );
      });
    if (ok) oracleEqual++;
    else failures.push(`brute force differs on seed ${seed}`);
  }

  // Plans right after a full garbage collection, against the same plans without one: V8 frees the hidden classes
  // that only compiled code refers to, and with them that code, unless the planner keeps them (keepShape, pool.ts).
  const afterGc = (() => {
    const batch = Array.from({ length: 8 }, (_, s) => generateInput({ ...scenarios[0]!.gen, seed: 30_000 + s }));
    const p50Of = (collect: boolean): number => {
      const ms: number[] = [];
      for (let round = 0; round < 10; round++) {
        if (collect) gc();
        for (let r = 0; r < 40; r++) ms.push(timed(() => planShopping(batch[r % batch.length]!)).ms);
      }
      return pct(ms, 50);
    };
    p50Of(false);
    return { without: p50Of(false), after: p50Of(true) };
  })();
  console.log(
    `\nafter a full garbage collection (${scenarios[0]!.name}, 10 rounds of a collection then 40 plans): p50 ${fmt(afterGc.after)} ms, against ${fmt(afterGc.without)} ms for the same rounds without collections (${fmt(afterGc.after / afterGc.without)}x).`,
  );
  console.log(`\nfirst plan of this process (JIT cold, ${scenarios[0]!.name}): ${fmt(cold)} ms; then ${WARM_UP} warm-up plans on other seeds (${fmt(warmMs)} ms) before the table.`);
  console.log(`\nbrute force (5 retailers, 12 shops, 25 items, k<=4, travel, realistic and independent shop prices mixed; costs, coverage and single-shop baselines): ${oracleEqual}/${oracleRuns} equal`);
  console.log(`load column: 1-minute load average when the scenario started, on ${os.cpus().length} CPU(s); above that count the times are inflated.`);
  console.log('realistic shop prices: each shop charges its own price for 5-10% of the items (up or down by up to 15%, 1 in 10 not stocked); independent: every shop prices every item on its own.');
  console.log(
    `enum columns: every subset of k price classes of distinct retailers, priced item by item (same objective, no travel), all offered k per instance, ${quick ? 3 : 20} s budget per k; "~" = stopped at the budget, time estimated from its rate over the exact subset count (then "equal" cannot be checked). Its passes over the items are branch-free (min(a, b) = (a + b - |a - b|) / 2), here ${[...enumPasses].map((x) => (x === 'simd' ? "in the planner's WebAssembly SIMD kernels" : 'in JavaScript')).join(' and ') || 'not run'}: the strongest plain enumeration written so far, so the ratio is what the planner's search gains over trying every subset, reported, not a target (the targets are the p95 column, what users wait for). Ratio = enumeration time / planner time; where both are short, each is the median of ${REPS} turns taken in turn with the other (after ${WARM_TURNS} uncounted), else the planner's is the median of up to 5 runs.`,
  );
  console.log('HiGHS columns: same k-store basket models (no travel) as a MIP, all offered k per instance; ">" = stopped at its time limit, so the ratio is a lower bound.');
  console.log('Travel scenarios have no reference rows: an exact tour MIP over 1000 shops needs ~500k edge variables, and the enumeration prices baskets only.');
  console.log(
    `kinds: every fifth list item becomes an "any brand" line whose kind has 4 products in different package sizes (each variant sold by ~60% of the example's retailers); the time includes reduceKinds. Fixed: the same list with the examples as fixed products. Each list is planned both ways in turns, ${KIND_TURNS} times; its time each way is the median, and p50/p95 are over the lists.`,
  );
  console.log(`whole run: ${fmt((performance.now() - started) / 60_000)} min.`);
  if (failures.length) {
    console.log(`\n${failures.length} problem(s):`);
    for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
    process.exitCode = 1;
  }
}

await main();
