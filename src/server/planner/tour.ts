import { shortestTourLength } from './geo.js';
import { nearestFirst, type PlanModel } from './model.js';
import { travelCost } from './money.js';

/** Float slack on travel lower bounds so rounding noise can never prune an optimum. */
export const SLACK_M = 1e-6;

// Scratch space for bestTour (the planner is synchronous, so one set serves every search).
const tD0 = new Float64Array(4);
const tD = new Float64Array(16);
const tShop = new Int32Array(4);
const tBest = new Int32Array(4);
const tSorted = new Int32Array(4);

/** The incumbent a tour must beat, and how a tour's metres become the trip cost in the objective. */
interface TourTarget {
  model: PlanModel;
  k: number;
  basket: number;
  bestPrimary: number;
  /** Metres of the incumbent, tightened to the best tour found so far. */
  bestM: number;
  found: boolean;
}

const target: TourTarget = { model: undefined!, k: 0, basket: 0, bestPrimary: Infinity, bestM: Infinity, found: false };

/** Trip cost counted in the objective for a tour of k stores: zero when the user leaves travel out. */
function tripOf(model: PlanModel, metres: number, k: number): number {
  const t = model.travel;
  return t.include ? travelCost(metres, k, t.costPerKm, t.costPerStop, t.detourFactor) : 0;
}

/**
 * The key (basket + trip(metres), metres) is not better than the caller's incumbent (bestPrimary, incumbentM),
 * nor than the shortest tour found so far (bestM, the same basket).
 */
function beaten(t: TourTarget, incumbentM: number, metres: number): boolean {
  if (metres >= t.bestM) return true;
  const primary = t.basket + tripOf(t.model, metres, t.k);
  return primary > t.bestPrimary || (primary === t.bestPrimary && metres >= incumbentM);
}

function dfs(t: TourTarget, incumbentM: number, depth: number, lbM: number): void {
  const { model } = t;
  const shops = model.classes[tSorted[depth]!]!.shops;
  const pts = model.points;
  for (let x = 0; x < shops.length; x++) {
    const s = shops[x]!;
    const d0 = model.shopD0[s]!;
    const ring = Math.max(lbM, 2 * d0);
    if (beaten(t, incumbentM, ring - SLACK_M)) break;
    tShop[depth] = s;
    tD0[depth] = d0;
    const n = depth + 1;
    for (let a = 0; a < depth; a++) {
      const d = pts.dist(tShop[a]! + 1, s + 1);
      tD[a * 4 + depth] = d;
      tD[depth * 4 + a] = d;
    }
    const len = shortestTourLength(n, tD0, tD, 4);
    if (len >= t.bestM || beaten(t, incumbentM, len - SLACK_M)) continue;
    if (n === t.k) {
      t.bestM = len;
      t.found = true;
      tBest.set(tShop);
    } else dfs(t, incumbentM, depth + 1, Math.max(lbM, len));
  }
}

/**
 * Shortest tour picking one shop per class (model.classes indexes), among tours whose key
 * (basket + trip(metres), metres) is not worse than the caller's incumbent (bestPrimary, bestM: a key is
 * worse when its primary is larger, or equal with at least as many metres); null when none is.
 * Classes with fewer shops go first; shops are tried nearest first, so 2 * d0 only grows.
 * Shops come back in the caller's class order.
 */
export function bestTour(
  model: PlanModel,
  classes: readonly number[],
  basket: number,
  bestPrimary: number,
  bestM: number,
): { metres: number; shops: number[] } | null {
  const k = classes.length;
  // Fewest shops first, ties in the caller's order (a stable insertion sort of at most four).
  for (let j = 0; j < k; j++) {
    const c = classes[j]!;
    nearestFirst(model, model.classes[c]!);
    const n = model.classes[c]!.shops.length;
    let y = j;
    while (y > 0 && model.classes[tSorted[y - 1]!]!.shops.length > n) {
      tSorted[y] = tSorted[y - 1]!;
      y--;
    }
    tSorted[y] = c;
  }
  const t = target;
  t.model = model;
  t.k = k;
  t.basket = basket;
  t.bestPrimary = bestPrimary;
  t.bestM = Infinity;
  t.found = false;
  dfs(t, bestM, 0, 0);
  t.model = undefined!;
  if (!t.found) return null;
  const shops = new Array<number>(k);
  for (let j = 0; j < k; j++) {
    const c = classes[j]!;
    let y = 0;
    while (tSorted[y] !== c) y++;
    shops[j] = tBest[y]!;
  }
  return { metres: t.bestM, shops };
}
