import { arcM, RAD } from '../../shared/geo';
import { keepShape } from './pool.js';

/** The one geo module (src/shared/geo.ts) holds the earth radius, the detour factor and the haversine formula. */
export { arcM, DETOUR_FACTOR, EARTH_RADIUS_M, haversineM, RAD } from '../../shared/geo';

/** Points in radians with cached cosines, so the hot loops do two sines and one asin per pair. */
export class PointSet {
  readonly phi: Float64Array;
  readonly lam: Float64Array;
  readonly cosPhi: Float64Array;

  /** From degrees; or, given cosPhi, from radians: the arrays are phi, lambda and cos(phi), kept as they are. */
  constructor(lats: Float64Array, lons: Float64Array, cosPhi?: Float64Array) {
    keepShape(this);
    if (cosPhi) {
      this.phi = lats;
      this.lam = lons;
      this.cosPhi = cosPhi;
      return;
    }
    const n = lats.length;
    this.phi = new Float64Array(n);
    this.lam = new Float64Array(n);
    this.cosPhi = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      this.phi[i] = lats[i]! * RAD;
      this.lam[i] = lons[i]! * RAD;
      this.cosPhi[i] = Math.cos(this.phi[i]!);
    }
  }

  dist(a: number, b: number): number {
    if (a === b) return 0;
    // Ordered so that dist(a, b) and dist(b, a) are bit-identical.
    if (a > b) {
      const t = a;
      a = b;
      b = t;
    }
    return arcM(this.phi[a]!, this.lam[a]!, this.cosPhi[a]!, this.phi[b]!, this.lam[b]!, this.cosPhi[b]!);
  }
}

/** Visiting orders of n stops, one per direction pair (a tour and its reverse cost the same). */
function buildOrders(n: number): number[][] {
  const out: number[][] = [];
  const perm = (prefix: number[], rest: number[]): void => {
    if (rest.length === 0) {
      if (prefix.length < 2 || prefix[0]! < prefix[prefix.length - 1]!) out.push(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i++) perm([...prefix, rest[i]!], [...rest.slice(0, i), ...rest.slice(i + 1)]);
  };
  perm([], Array.from({ length: n }, (_, i) => i));
  return out;
}

export const MAX_TOUR_STOPS = 6;
const ORDERS: number[][][] = Array.from({ length: MAX_TOUR_STOPS + 1 }, (_, n) => buildOrders(n));

export interface Tour {
  /** Indexes into the stops array, in visiting order. */
  order: number[];
  /** Straight-line metres, depot -> stops -> depot. */
  length: number;
}

/**
 * Exact shortest closed tour from the depot through every stop, by enumeration (stops <= 6).
 * d0[i] is depot-to-stop i, d[i * n + j] stop-to-stop.
 */
export function shortestTour(n: number, d0: ArrayLike<number>, d: ArrayLike<number>): Tour {
  if (n === 0) return { order: [], length: 0 };
  if (n > MAX_TOUR_STOPS) throw new RangeError(`shortestTour supports at most ${MAX_TOUR_STOPS} stops`);
  let best = Infinity;
  let bestOrder: number[] = ORDERS[n]![0]!;
  for (const order of ORDERS[n]!) {
    const len = tourLength(order, n, d0, d);
    if (len < best) {
      best = len;
      bestOrder = order;
    }
  }
  return { order: bestOrder, length: n === 1 ? 2 * d0[0]! : best };
}

function tourLength(order: number[], stride: number, d0: ArrayLike<number>, d: ArrayLike<number>): number {
  let len = d0[order[0]!]!;
  for (let i = 1; i < order.length; i++) len += d[order[i - 1]! * stride + order[i]!]!;
  return len + d0[order[order.length - 1]!]!;
}

/** Only the length, without allocating: the branch-and-bound inner loop calls this a lot. */
export function shortestTourLength(n: number, d0: ArrayLike<number>, d: ArrayLike<number>, stride = n): number {
  if (n === 0) return 0;
  if (n === 1) return 2 * d0[0]!;
  if (n === 2) return d0[0]! + d[1]! + d0[1]!;
  let best = Infinity;
  for (const order of ORDERS[n]!) {
    const len = tourLength(order, stride, d0, d);
    if (len < best) best = len;
  }
  return best;
}
