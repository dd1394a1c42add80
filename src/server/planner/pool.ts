/**
 * Work buffers kept from one plan to the next: the planner is synchronous, so one buffer per slot serves every
 * call, and typed arrays of tens of kilobytes cost more to allocate (and to collect) than to fill. Each comes
 * back at least n long, contents undefined (the caller writes what it reads); very large ones are not kept.
 *
 * Two kinds of use. buildModel's own scratch (F64.zs*, I32.zs* and the like) never leaves the call. A model
 * built for one plan (buildModel(input, true), as planShopping does) keeps its tables and everything derived
 * from it (the searches' tables, the zone averages) in the slots below: such a model is valid until the next
 * one is built, and nothing of it may end up in a plan's result.
 */
const f64Kept: Float64Array[] = [];
const i32Kept: Int32Array[] = [];
const KEEP_MAX = 1 << 21;

/** Float64 slots, one per use (never two uses alive at once in a slot). */
export const F64 = {
  zsD0: 0,
  zsPhi: 1,
  zsLam: 2,
  zsCos: 3,
  chainUnit: 4,
  lines: 5,
  unit: 6,
  /** Per coverage mode (+0 full, +1 big). */
  prepL: 7,
  prepPairs: 9,
  prepSufMin: 11,
  prepCap: 13,
  avgTotal: 15,
  avgCarriers: 16,
  avgSum: 17,
  avgCount: 18,
  avgLine: 20,
  /** A plan's model: the items' quantities. */
  quantity: 21,
  /** A plan's model: worstLine, carriedSum and the point set's coordinates. */
  worst: 22,
  carriedSum: 23,
  phi: 24,
  lam: 25,
  cosPhi: 26,
  /** Prepared's scratch (per coverage mode +0 / +1). */
  prepSums: 27,
  prepAlone: 29,
  /** Per coverage mode: rowSum and minD0 of a plan's Prepared. */
  prepRowSum: 31,
  prepMinD0: 33,
  /** A plan's model: shopD0. */
  shopD0: 35,
  /** The class search's pair bounds for k = 3 (runTriples). */
  pairLb: 36,
} as const;

export const I32 = {
  zsInput: 0,
  zsSlot: 1,
  chainIds: 2,
  itemOf: 3,
  slotOf: 4,
  notCarried: 5,
  offerAt: 6,
  /** Per coverage mode (+0 full, +1 big). */
  prepSells: 7,
  prepSufSells: 9,
  /** buildModel's scratch. */
  slotStart: 11,
  bySlot: 12,
  fillAt: 13,
  idKeys: 15,
  idVals: 16,
  /** A plan's model: notCarried and notCarriedStart. */
  notCarriedTable: 17,
  notCarriedStart: 18,
  /** Per coverage mode: retailerOf of a plan's Prepared, and the class order. */
  prepRetailerOf: 19,
  prepOrder: 21,
  /** buildModel's scratch: each model shop's zone shop. */
  shopZs: 23,
  /** reduceKinds' product codes (an IdIndex, dead once it returns). */
  kindKeys: 24,
  kindVals: 25,
  /** reduceKinds' scratch: its retailer index (an IdIndex), and the candidates' offers. */
  kindRetailerKeys: 26,
  kindRetailerVals: 27,
  kindWantedAt: 28,
  kindWantedOf: 29,
  /** buildModel's retailer index (an IdIndex). */
  retailerKeys: 30,
  retailerVals: 31,
  /** Prepared's scratch: what each class sells, by class. */
  prepClassSells: 32,
} as const;

export function f64Work(slot: number, n: number): Float64Array {
  const b = f64Kept[slot];
  if (b && b.length >= n) return b;
  const fresh = new Float64Array(Math.max(n, 64));
  if (n <= KEEP_MAX) f64Kept[slot] = fresh;
  return fresh;
}

export function i32Work(slot: number, n: number): Int32Array {
  const b = i32Kept[slot];
  if (b && b.length >= n) return b;
  const fresh = new Int32Array(Math.max(n, 64));
  if (n <= KEEP_MAX) i32Kept[slot] = fresh;
  return fresh;
}

/** Exactly n long: a kept buffer's first n entries when `kept`, else a fresh (zeroed) array. */
export function f64Table(kept: boolean, slot: number, n: number): Float64Array {
  return kept ? f64Work(slot, n).subarray(0, n) : new Float64Array(n);
}

export function i32Table(kept: boolean, slot: number, n: number): Int32Array {
  return kept ? i32Work(slot, n).subarray(0, n) : new Int32Array(n);
}

/**
 * The latest instance of each of the planner's classes (PointSet, IdIndex, Prepared, ExactSearch, RetailerSearch,
 * receipt lines, and reduceKinds' virtual items, offers and shop prices), held on purpose. V8 compiles the planner's hot functions for the hidden class ("map") of these objects and refers
 * to that map weakly from the compiled code. Between plans no instance is alive, so a major garbage collection would
 * free the maps and throw away every compiled function that used them, and the plans after it would run in V8's
 * slower tiers until it had compiled them again. Measured on 2026-11-27 (chain prices, 20 x 200 items, k <= 3, a
 * full collection every 40 plans): 1.85 ms per plan without these, 0.40 ms with them, 0.26 ms with no collections
 * (the collections' own time included). The cost: the last plan's objects stay reachable until the next plan.
 */
const latest = new Map<unknown, object>();

/** Keeps `instance` as its class's latest (see above); call it from the constructor. */
export function keepShape(instance: object): void {
  latest.set(instance.constructor, instance);
}
