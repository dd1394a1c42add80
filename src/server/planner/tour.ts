import { shortestTourLength } from './geo.js';
import type { PlanModel } from './model.js';

/** Float slack on travel lower bounds so rounding noise can never prune an optimum. */
export const SLACK_M = 1e-6;

// Scratch space for bestTour (the planner is synchronous, so one set serves every search).
const tD0 = new Float64Array(4);
const tD = new Float64Array(16);
const tShop = new Int32Array(4);

/**
 * Shortest tour picking one shop per class (model.classes indexes), among tours whose key
 * (basket + trip(metres), metres) is not `worse` than the caller's incumbent; null when none is.
 * Classes with fewer shops go first; shops are tried nearest first, so 2 * d0 only grows.
 * Shops come back in the caller's class order.
 */
export function bestTour(
  model: PlanModel,
  classes: readonly number[],
  basket: number,
  trip: (metres: number) => number,
  worse: (primary: number, metres: number) => boolean,
): { metres: number; shops: number[] } | null {
  const sorted = [...classes].sort((a, b) => model.classes[a]!.shops.length - model.classes[b]!.shops.length);
  let bestM = Infinity;
  let bestShops: number[] | null = null;
  const k = sorted.length;
  const pts = model.points;

  const dfs = (depth: number, lbM: number): void => {
    const shops = model.classes[sorted[depth]!]!.shops;
    for (const s of shops) {
      const d0 = model.shops[s]!.d0;
      const ring = Math.max(lbM, 2 * d0);
      if (ring - SLACK_M >= bestM || worse(basket + trip(ring - SLACK_M), ring - SLACK_M)) break;
      tShop[depth] = s;
      tD0[depth] = d0;
      const n = depth + 1;
      for (let a = 0; a < depth; a++) {
        const d = pts.dist(tShop[a]! + 1, s + 1);
        tD[a * 4 + depth] = d;
        tD[depth * 4 + a] = d;
      }
      const len = shortestTourLength(n, tD0, tD, 4);
      if (len >= bestM || worse(basket + trip(len - SLACK_M), len - SLACK_M)) continue;
      if (n === k) {
        bestM = len;
        bestShops = Array.from(tShop.subarray(0, k));
      } else dfs(depth + 1, Math.max(lbM, len));
    }
  };
  dfs(0, 0);
  if (!bestShops) return null;
  const found: number[] = bestShops;
  const byClass = new Map(sorted.map((c, j) => [c, found[j]!]));
  return { metres: bestM, shops: classes.map((c) => byClass.get(c)!) };
}
