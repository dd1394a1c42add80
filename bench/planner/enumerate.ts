import type { PlanModel } from '../../src/server/planner/model.js';
import { absDiffSum, inKernelMemory, minRow, simdKernels, simdRows } from '../../src/server/planner/simd.js';

export interface EnumerationResult {
  /** Best bigM * uncovered + basket over every k-subset of price classes of distinct retailers; NaN if stopped early. */
  objective: number;
  /** Subsets looked at, and how many there are. */
  done: number;
  total: number;
  ms: number;
  /** Time for every subset: measured when complete, else ms * total / done. */
  estimatedMs: number;
  complete: boolean;
  /** How the passes over the items ran: the planner's WebAssembly SIMD kernels, or the same passes in JavaScript. */
  passes: 'simd' | 'js';
}

/** k-subsets of price classes with distinct retailers: the elementary symmetric polynomial of the class counts. */
export function subsetCount(model: PlanModel, k: number): number {
  const perRetailer = new Map<number, number>();
  for (const c of model.classes) perRetailer.set(c.retailer, (perRetailer.get(c.retailer) ?? 0) + 1);
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const n of perRetailer.values()) for (let j = k; j >= 1; j--) e[j] = e[j]! + e[j - 1]! * n;
  return e[k]!;
}

/**
 * The plain reference: every subset of k price classes of distinct retailers, each priced item by item (the per-item
 * minimum kept per depth, so a subset costs one pass over the items), the planner's objective without travel (bigM
 * per uncovered item plus the basket, from the same model lines). Stops after budgetMs and then estimates the full
 * time from the rate so far.
 *
 * As fast as a plain enumeration can be written here: no branch per item (which row is cheaper follows no pattern, so
 * a comparison mispredicts about every other item). With min(a, b) = (a + b - |a - b|) / 2, exact for whole forints,
 * a subset's basket is (sum of the best-so-far row + sum of the class's row - sum of |a - b|) / 2: one pass of |a - b|,
 * the row sums known. That pass runs in the planner's own WebAssembly SIMD kernels (two items per instruction) when
 * they are there, else as the planner's JavaScript fallback (four running sums). Measured on the 5 reference
 * instances of "chain, 20 lists x 200 items, k<=3" (model and every offered k): a < b ? a : b 2.2 ms, Math.min
 * 2.4 ms, (a + b - |a - b|) / 2 0.88 ms, an int32 sign-mask min 0.86 ms, |a - b| with four sums 0.65 ms, the SIMD
 * kernels 0.36 ms. jsOnly keeps to the JavaScript passes (bench:planner -- --enum-js).
 */
export function enumerate(model: PlanModel, k: number, budgetMs: number, jsOnly = false): EnumerationResult {
  const m = model.productIds.length;
  const nC = model.classes.length;
  const { lines: L, bigM, carriedSum, notCarriedStart } = model;
  const retailerOf = Int32Array.from(model.classes, (c) => c.retailer);
  const used = new Uint8Array(model.retailers.length);
  // Each class's row sum: what it carries plus bigM per item it does not (whole forints, exact).
  const rowSum = new Float64Array(nC);
  for (let c = 0; c < nC; c++) rowSum[c] = carriedSum[c]! + bigM * (notCarriedStart[c + 1]! - notCarriedStart[c]!);
  // The best-so-far rows per depth, in the kernels' memory when they run (after the model's tables, valid as long).
  const kernels = !jsOnly && inKernelMemory(L) ? simdKernels() : undefined;
  const kernelRows = kernels ? simdRows(new Array<number>(k + 1).fill(m)) : undefined;
  const simd = kernels !== undefined && kernelRows !== undefined;
  const mins = kernelRows ?? Array.from({ length: k + 1 }, () => new Float64Array(m));
  mins[0]!.fill(bigM);
  const sums = new Float64Array(k + 1);
  sums[0] = bigM * m;
  const at = L.byteOffset;
  const total = subsetCount(model, k);
  const t0 = performance.now();
  let best = Infinity;
  let done = 0;
  let stopped = false;
  const walk = (depth: number, from: number): void => {
    const cur = mins[depth]!;
    const curSum = sums[depth]!;
    for (let c = from; c < nC && !stopped; c++) {
      const r = retailerOf[c]!;
      if (used[r]) continue;
      const row = c * m;
      // Sum over the items of |best so far - class's line|.
      const diff = simd ? kernels.absSum(cur.byteOffset, at + 8 * row, m) : absDiffSum(cur, 0, L, row, m);
      // Sum over the items of min(best so far, class's line).
      const s = (curSum + rowSum[c]! - diff) / 2;
      if (depth + 1 === k) {
        if (s < best) best = s;
        // The clock is read once per 4,096 subsets.
        if ((++done & 4095) === 0 && performance.now() - t0 > budgetMs) stopped = true;
      } else {
        const next = mins[depth + 1]!;
        if (simd) kernels.minRow(next.byteOffset, cur.byteOffset, at + 8 * row, m);
        else minRow(next, 0, cur, 0, L, row, m);
        sums[depth + 1] = s;
        used[r] = 1;
        walk(depth + 1, c + 1);
        used[r] = 0;
      }
    }
  };
  walk(0, 0);
  const ms = performance.now() - t0;
  const complete = !stopped;
  return {
    objective: complete ? best : NaN,
    done,
    total,
    ms,
    estimatedMs: complete ? ms : (ms * total) / Math.max(1, done),
    complete,
    passes: simd ? 'simd' : 'js',
  };
}
