/**
 * Driver for instruction-count profiling of planShopping on the bench's chain scenario (k<=3).
 * Wall time on a busy machine is noise; instruction counts under callgrind repeat, provided V8 runs
 * on one thread (--single-threaded: no concurrent compiler or GC helpers racing the main thread):
 *   valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out node --single-threaded --import tsx bench/planner/profile.ts --plan 2
 *   valgrind ... same ... --plan 12
 * The difference of the two totals over 10 * n plans is the planner's steady-state cost per plan
 * (generation, start-up and JIT warm-up cancel out). Bundling first (esbuild --bundle --keep-names,
 * with import.meta.url defined as generator.ts's file URL so the shop data is found) gives
 * comparable counts without tsx's loader and runs several times faster under valgrind.
 * Usage: tsx bench/planner/profile.ts [--n 40] [--plan 1] [--k 3] [--split] [--time 300]
 * --split: wall-time split into model build and each k. --time N: wall-time p50/p95 over N fresh
 * instances, each planned once as in run.ts (noisy under load).
 * Prints a checksum of the results so that a change can be checked to return the same plans.
 */
import os from 'node:os';
import { planShopping } from '../../src/server/planner/index.js';
import { buildModel } from '../../src/server/planner/model.js';
import { createSolver } from '../../src/server/planner/search.js';
import { generateInput } from './generator.js';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : dflt;
};
const n = opt('n', 40);
const reps = opt('plan', 1);
const maxStores = opt('k', 3);

const inputs = Array.from({ length: n }, (_, s) => generateInput({ seed: s + 1, retailers: 20, items: 200, shops: 200, maxStores }));
let checksum = 0;
for (let r = 0; r < reps; r++)
  for (const inp of inputs) {
    const res = planShopping(inp);
    for (const s of res.solutions) checksum = (checksum * 31 + s.total + s.storeCount + s.route.km * 1000) % 1_000_000_007;
  }
console.log(`instances ${n} x ${reps}, k<=${maxStores}, checksum ${checksum}`);

if (args.includes('--split')) {
  // Wall-time split (noisy; for orientation only): model build, then each k on its own.
  const rounds = 20;
  const ms = { model: 0, k: [0, 0, 0, 0, 0] };
  for (let r = 0; r < rounds; r++)
    for (const inp of inputs) {
      let t = performance.now();
      const model = buildModel(inp, true);
      ms.model += performance.now() - t;
      const solve = createSolver(model);
      for (let k = 1; k <= Math.min(maxStores, model.retailers.length); k++) {
        t = performance.now();
        solve(k);
        ms.k[k]! += performance.now() - t;
      }
    }
  const per = (x: number): string => (x / (rounds * n)).toFixed(3);
  console.log(`per plan ms: model ${per(ms.model)}, ${ms.k.slice(1, maxStores + 1).map((x, i) => `k=${i + 1} ${per(x)}`).join(', ')}`);
}

const timeRuns = opt('time', 0);
if (timeRuns > 0) {
  const fresh = Array.from({ length: timeRuns }, (_, s) => generateInput({ seed: 5000 + s, retailers: 20, items: 200, shops: 200, maxStores }));
  const load = os.loadavg()[0]!;
  const ms = fresh.map((inp) => {
    const t = performance.now();
    planShopping(inp);
    return performance.now() - t;
  });
  ms.sort((a, b) => a - b);
  const at = (p: number): string => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]!.toFixed(3);
  console.log(`wall ms over ${timeRuns} fresh instances (load ${load.toFixed(2)}): p50 ${at(0.5)} p95 ${at(0.95)} max ${at(1)}`);
  // Best of 5 more plans per instance: preemption only ever adds time, so the minimum estimates
  // what a quiet machine would show (slightly optimistic: the ids' string hashes are cached by now).
  const best = fresh.map((inp) => {
    let min = Infinity;
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      planShopping(inp);
      min = Math.min(min, performance.now() - t);
    }
    return min;
  });
  ms.splice(0, ms.length, ...best.sort((a, b) => a - b));
  console.log(`best of 5 per instance: p50 ${at(0.5)} p95 ${at(0.95)} max ${at(1)}`);
}
