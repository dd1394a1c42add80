import type { PlanModel } from '../../src/server/planner/model.js';

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
 * The plain reference: every subset of k price classes of distinct retailers, each priced item by item
 * (the per-item minimum kept per depth, so a subset costs one pass over the items), the planner's objective
 * without travel (bigM per uncovered item plus the basket, from the same model lines). Stops after budgetMs
 * and then estimates the full time from the rate so far.
 */
export function enumerate(model: PlanModel, k: number, budgetMs: number): EnumerationResult {
  const m = model.productIds.length;
  const nC = model.classes.length;
  const L = model.lines;
  const retailerOf = Int32Array.from(model.classes, (c) => c.retailer);
  const used = new Uint8Array(model.retailers.length);
  const mins = Array.from({ length: k + 1 }, () => new Float64Array(m).fill(model.bigM));
  const total = subsetCount(model, k);
  const t0 = performance.now();
  let best = Infinity;
  let done = 0;
  let stopped = false;
  const walk = (depth: number, from: number): void => {
    const cur = mins[depth]!;
    for (let c = from; c < nC && !stopped; c++) {
      const r = retailerOf[c]!;
      if (used[r]) continue;
      const row = c * m;
      if (depth + 1 === k) {
        let s = 0;
        for (let i = 0; i < m; i++) {
          const a = cur[i]!;
          const b = L[row + i]!;
          s += a < b ? a : b;
        }
        if (s < best) best = s;
        // The clock is read once per 4,096 subsets.
        if ((++done & 4095) === 0 && performance.now() - t0 > budgetMs) stopped = true;
      } else {
        const next = mins[depth + 1]!;
        for (let i = 0; i < m; i++) {
          const a = cur[i]!;
          const b = L[row + i]!;
          next[i] = a < b ? a : b;
        }
        used[r] = 1;
        walk(depth + 1, c + 1);
        used[r] = 0;
      }
    }
  };
  walk(0, 0);
  const ms = performance.now() - t0;
  const complete = !stopped;
  return { objective: complete ? best : NaN, done, total, ms, estimatedMs: complete ? ms : (ms * total) / Math.max(1, done), complete };
}
