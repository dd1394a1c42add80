import { RULES } from '../../shared/rules';
import { arcM, DETOUR_FACTOR, haversineM, PointSet, RAD } from './geo.js';
import { lineTotal, travelCost } from './money.js';
import { F64, f64Table, f64Work, I32, i32Table, i32Work, keepShape } from './pool.js';
import { simdF64, simdI32, simdKernels, simdReset } from './simd.js';
import { hasShopPrices, type PlanInput, type PlannerId, type PlanOfferInput, type PlanShopInput, type TravelSettings } from './types.js';

/** The business constants live in RULES (src/shared/rules.ts), for the server, the planner and the screens alike. */
export const DEFAULT_COST_PER_KM = RULES.travel.perKmDefault;
export const DEFAULT_COST_PER_STOP = RULES.travel.perStopDefault;
export const MAX_STORES = RULES.maxStoresPerPlan;


/**
 * Shops of one retailer that share one price list for the list's items (the same cheapest price and offer
 * per item). All shops without their own prices form the chain class; shops with own prices that come
 * out the same form one class each, however many there are.
 */
export interface PriceClass {
  retailer: number;
  /**
   * Zone-shop indexes, nearest to the zone point first (ties in input order) once `sorted`; a chain class's come in
   * input order until a tour needs them (nearestFirst): most classes are never part of a tour.
   */
  shops: number[];
  sorted: boolean;
  minD0: number;
}

/** The class's shops nearest first (ties in input order), sorted on first use. */
export function nearestFirst(model: PlanModel, cls: PriceClass): number[] {
  if (!cls.sorted) {
    const { shops } = cls;
    const d0 = model.shopD0;
    for (let x = 1; x < shops.length; x++) {
      const s = shops[x]!;
      const v = d0[s]!;
      let y = x;
      while (y > 0 && d0[shops[y - 1]!]! > v) {
        shops[y] = shops[y - 1]!;
        y--;
      }
      shops[y] = s;
    }
    cls.sorted = true;
  }
  return cls.shops;
}

export interface PlanModel {
  travel: TravelSettings;
  /**
   * The list's items in columns (no object per item or shop: a plan builds these on every call, and V8 may decide
   * to allocate small objects of a busy allocation site straight into the old generation, measured at ten times the
   * cost): productIds[i] and quantity[i] (duplicates summed).
   */
  productIds: PlannerId[];
  quantity: Float64Array;
  retailers: { id: PlannerId; name: string }[];
  /** The zone shops of the available retailers: shop s is shopInput[s], shopD0[s] metres from the zone point. */
  shopInput: PlanShopInput[];
  shopD0: Float64Array;
  /** Point 0 is the zone point, point s + 1 is shop s. */
  points: PointSet;
  classes: PriceClass[];
  /** classes x items, row-major: rounded line total, or bigM when the class does not carry the item. */
  lines: Float64Array;
  /** classes x items: unit price, NaN when not carried. */
  unit: Float64Array;
  /** classes x items: position in `inputOffers` of the offer behind the line, -1 when not carried. */
  offerAt: Int32Array;
  inputOffers: readonly PlanOfferInput[];
  /**
   * Cost of an uncovered item. Larger than any basket plus trip, so that minimising the sum
   * maximises coverage first, then minimises cost.
   */
  bigM: number;
  /** Per item: the dearest line over the classes that carry it, -1 when none does. */
  worstLine: Float64Array;
  /**
   * Positions c * m + i of the lines not carried (bigM in `lines`), ascending; class c's are
   * notCarried[notCarriedStart[c]] up to notCarriedStart[c + 1].
   */
  notCarried: Int32Array;
  notCarriedStart: Int32Array;
  /** Per class: the sum of the lines it carries. */
  carriedSum: Float64Array;
  unavailableItems: number[];
  maxStores: number;
  /** Built with reuse: the tables above sit in kept work buffers, and what is derived from them may too. */
  reuse: boolean;
  /**
   * The zone's average store, worked out only for a plan's model (built with reuse); NO_AVERAGE (no items) otherwise,
   * so that every model has the same shape (see keepShape in pool.ts: a model with undefined here would make V8 throw
   * away the planner code compiled for models with an average).
   */
  average: ZoneAverage;
}

function checkFinite(name: string, x: number, min = -Infinity): void {
  if (!Number.isFinite(x) || x < min) throw new RangeError(`planner: invalid ${name}: ${x}`);
}

/**
 * Values of ids (positions, codes), for the item lookups (one per offer, on every plan). Integer ids (the server's database ids)
 * sit in an open-addressing table of typed arrays, several times cheaper to probe than a Map; any other id goes
 * to a Map. Either way 1 and '1' stay different ids, as they are for a Map.
 */
export class IdIndex {
  private readonly keys: Int32Array;
  private readonly vals: Int32Array;
  private readonly shift: number;
  private readonly mask: number;
  private other: Map<PlannerId, number> | undefined;

  /**
   * For up to `capacity` ids, in the kept buffers of two pool slots (see pool.ts): one index per pair of slots lives
   * at a time (buildModel's item index in idKeys/idVals, reduceKinds' product codes in kindKeys/kindVals).
   */
  constructor(capacity: number, keySlot: number = I32.idKeys, valSlot: number = I32.idVals) {
    keepShape(this);
    let bits = 4;
    while (1 << bits < 2 * capacity) bits++;
    // Keys need no clearing: an empty slot is -1 in vals (stored values are >= 0).
    this.keys = i32Work(keySlot, 1 << bits);
    this.vals = i32Work(valSlot, 1 << bits).fill(-1, 0, 1 << bits);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  /** The position stored for id, or -1. */
  get(id: PlannerId): number {
    if (typeof id === 'number' && (id | 0) === id) {
      const { keys, vals, mask } = this;
      for (let h = Math.imul(id, 0x9e3779b1) >>> this.shift; ; h = (h + 1) & mask) {
        const v = vals[h]!;
        if (v < 0 || keys[h] === id) return v;
      }
    }
    return this.other?.get(id) ?? -1;
  }

  /** Stores pos for id unless id has a position already; returns id's position. */
  add(id: PlannerId, pos: number): number {
    if (typeof id === 'number' && (id | 0) === id) {
      const { keys, vals, mask } = this;
      for (let h = Math.imul(id, 0x9e3779b1) >>> this.shift; ; h = (h + 1) & mask) {
        const v = vals[h]!;
        if (v < 0) {
          keys[h] = id;
          vals[h] = pos;
          return pos;
        }
        if (keys[h] === id) return v;
      }
    }
    this.other ??= new Map();
    const at = this.other.get(id);
    if (at !== undefined) return at;
    this.other.set(id, pos);
    return pos;
  }

  /** Stores value (>= 0) for id, replacing any value it had. */
  set(id: PlannerId, value: number): void {
    if (typeof id === 'number' && (id | 0) === id) {
      const { keys, vals, mask } = this;
      for (let h = Math.imul(id, 0x9e3779b1) >>> this.shift; ; h = (h + 1) & mask) {
        if (vals[h]! < 0 || keys[h] === id) {
          keys[h] = id;
          vals[h] = value;
          return;
        }
      }
    }
    (this.other ??= new Map()).set(id, value);
  }
}

/**
 * Offers of retailers with shop prices, grouped by retailer slot: positions x in [start[slot], start[slot + 1])
 * of `at` (offer x is input.offers[at[x]]) and `item`.
 */
interface OfferIndex {
  start: Int32Array;
  at: Int32Array;
  item: Int32Array;
}

/**
 * The cheapest offer for each item at one shop with its own prices (overrides: index position -> price,
 * null for not stocked there), into unit/ids (unit must come in filled with NaN); the first offer wins a tie,
 * as at the chain.
 */
function cheapestRow(
  offers: readonly PlanOfferInput[],
  index: OfferIndex,
  slot: number,
  overrides: Map<number, number | null>,
  unit: Float64Array,
  ids: Int32Array,
): void {
  for (let x = index.start[slot]!; x < index.start[slot + 1]!; x++) {
    const o = offers[index.at[x]!]!;
    const i = index.item[x]!;
    const p = overrides.has(x) ? overrides.get(x)! : o.price;
    if (p !== null && !(p >= unit[i]!)) {
      unit[i] = p;
      ids[i] = index.at[x]!;
    }
  }
}

function sameRow(a: Float64Array, aIds: Int32Array, b: Float64Array, bIds: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) {
    if (aIds[i] !== bIds[i]) return false;
    if (!(a[i] === b[i] || (Number.isNaN(a[i]!) && Number.isNaN(b[i]!)))) return false;
  }
  return true;
}

/** A hash of a price row (prices in hundredths of a forint, not-stocked as -1) and its offers. */
function rowHash(unit: Float64Array, ids: Int32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < unit.length; i++) {
    const p = unit[i]!;
    h = Math.imul(h ^ (Number.isNaN(p) ? -1 : Math.round(p * 100)), 16777619);
    h = Math.imul(h ^ ids[i]!, 16777619);
  }
  return h;
}

function sellsSomething(u: Float64Array): boolean {
  for (let i = 0; i < u.length; i++) if (!Number.isNaN(u[i]!)) return true;
  return false;
}

/**
 * Line totals of the price row at unit[row..row + m) into lines, raising worst (per item) to them; positions
 * of lines not carried go to notCarried from position n on. Returns the new count.
 * With `avg`, the row's unit prices are also added up for the zone's average store on the way (see ZoneAverage).
 * With `simd` (a plan's model whose tables all sit in the SIMD kernels' memory, see simd.ts) the kernel does it: the
 * same lines, dearest lines, sums, averages and positions not carried, two items at a time and without a branch per
 * item (whether an item is carried follows the assortment, which no branch predictor learns); it leaves the row's sum
 * in sumOut, a double of that memory.
 */
function lineRow(
  unit: Float64Array,
  row: number,
  quantity: Float64Array,
  lines: Float64Array,
  worst: Float64Array,
  notCarried: Int32Array,
  n: number,
  sums: Float64Array,
  c: number,
  avg: AverageSums | null,
  simd: boolean,
  sumOut: Float64Array | undefined,
): number {
  const m = quantity.length;
  if (simd) {
    const k = simdKernels()!;
    const u = unit.byteOffset + 8 * row;
    const missing = k.lineRow(
      u,
      quantity.byteOffset,
      lines.byteOffset + 8 * row,
      worst.byteOffset,
      avg === null ? 0 : avg.acc.byteOffset,
      avg === null ? 0 : avg.accN.byteOffset,
      m,
      avg === null ? 0 : avg.w,
      avg === null ? 0 : avg.inc,
      avg === null ? 0 : 1,
      notCarried.byteOffset + 4 * n,
      row,
      sumOut!.byteOffset,
    );
    sums[c] = sumOut![0]!;
    return n + missing;
  }
  // Whole forints plus a half, so that V8 keeps the sum a double (see absDiffSum in simd.ts); exact.
  let sum = 0.5;
  // Read once: the branch on acc below goes the same way for the whole row.
  const acc = avg === null ? null : avg.acc;
  const accN = avg === null ? acc! : avg.accN;
  const w = avg === null ? 0 : avg.w;
  const inc = avg === null ? 0 : avg.inc;
  for (let i = 0; i < m; i++) {
    const p = unit[row + i]!;
    if (Number.isNaN(p)) {
      notCarried[n++] = row + i;
      continue;
    }
    const l = lineTotal(p, quantity[i]!);
    lines[row + i] = l;
    sum += l;
    // max(worst, l), branch-free (a mispredicted branch on about every other row): exact for whole forints.
    const wo = worst[i]!;
    worst[i] = (wo + l + Math.abs(wo - l)) / 2;
    if (acc !== null) {
      acc[i] += p * w;
      accN[i] += inc;
    }
  }
  sums[c] = sum - 0.5;
  return n;
}

/**
 * Where lineRow adds a row's prices for the average store (acc += p * w, accN += inc): a retailer with one price
 * class adds its price (w = 1: its mean over its shops) to the total and 1 to the carriers; a retailer with several
 * adds p * w and w (w its shops) to its own sums, which become one mean after its last.
 */
interface AverageSums {
  acc: Float64Array;
  accN: Float64Array;
  w: number;
  inc: number;
}

/**
 * The zone's average store (the second, labelled saving figure; not the headline), per item: the line total at the
 * mean, over the available retailers carrying the item, of each one's mean price at its zone shops (NaN when none
 * carries it).
 */
export interface ZoneAverage {
  line: Float64Array;
}

/** The average of a model built without reuse: no items. */
const NO_AVERAGE: ZoneAverage = { line: new Float64Array(0) };

/** Sorts keys[from..to) by val[keys[x]] ascending, stably. */
function sortByValue(keys: Int32Array, from: number, to: number, val: Float64Array): void {
  if (to - from > 32) {
    const part = Array.from(keys.subarray(from, to)).sort((a, b) => val[a]! - val[b]!);
    keys.set(part, from);
    return;
  }
  // Short runs (a retailer's zone shops, usually): insertion sort, no comparator calls.
  for (let x = from + 1; x < to; x++) {
    const key = keys[x]!;
    const v = val[key]!;
    let y = x;
    while (y > from && val[keys[y - 1]!]! > v) {
      keys[y] = keys[y - 1]!;
      y--;
    }
    keys[y] = key;
  }
}

/** buildModel's retailer index: a retailer of the zone, not excluded, with no shop in the zone (yet). */
const UNSLOTTED = 0x3fffffff;

/** Distances are within this many metres of haversineM's; only a shop nearer than that to the zone's edge needs it. */
const EDGE_M = 1e-3;

/**
 * The planner's tables for one input. It runs per request, for lists of hundreds of items against thousands
 * of offers, so it works in passes over typed arrays: the offers are read once (the chain's cheapest line per
 * retailer and item is kept on the way), and only retailers whose offers carry shop prices get a second look.
 * `reuse`: a model for one plan (planShopping's): the tables go to kept work buffers (see pool.ts), so the model
 * is valid until the next model built with reuse, and the zone's average store is worked out on the way.
 *
 * The phases, in order: the settings, the list's items, the zone's shops by retailer, the offers (the chains'
 * rows), the price classes (shops sharing one row), the line tables (with the zone's average store), and the
 * points of the tours with bigM.
 */
export function buildModel(input: PlanInput, reuse = false): PlanModel {
  const { travel, maxStores } = readSettings(input);
  const mem = tableMemory(input, reuse);
  const items = readItems(input, mem);
  const zone = zoneShops(input);
  const scan = readOffers(input.offers, zone, items, mem);
  const priced = priceClasses(input, zone, items.quantity.length, scan, reuse);
  const tables = lineTables(priced, scan, items.quantity, mem);
  const { points, bigM, unavailableItems } = tourPoints(zone, priced, tables, items.quantity, travel, reuse);
  return {
    travel,
    productIds: items.productIds,
    quantity: items.quantity,
    retailers: priced.retailers,
    shopInput: priced.shopInput,
    shopD0: priced.shopD0,
    points,
    classes: priced.classes,
    lines: tables.lines,
    unit: tables.unit,
    offerAt: tables.offerAt,
    inputOffers: input.offers,
    bigM,
    worstLine: tables.worst,
    notCarried: tables.notCarried,
    notCarriedStart: tables.notCarriedStart,
    carriedSum: tables.carriedSum,
    unavailableItems,
    maxStores,
    reuse,
    average: tables.average,
  };
}

/** The travel settings with their defaults, and the largest number of stores; refuses what is not a number. */
function readSettings(input: PlanInput): { travel: TravelSettings; maxStores: number } {
  const travel: TravelSettings = {
    include: input.travel?.include ?? false,
    costPerKm: input.travel?.costPerKm ?? DEFAULT_COST_PER_KM,
    costPerStop: input.travel?.costPerStop ?? DEFAULT_COST_PER_STOP,
    detourFactor: DETOUR_FACTOR,
  };
  checkFinite('costPerKm', travel.costPerKm, 0);
  checkFinite('costPerStop', travel.costPerStop, 0);
  const maxStores = Math.min(MAX_STORES, Math.floor(input.maxStores ?? MAX_STORES));
  if (!(maxStores >= 1)) throw new RangeError(`planner: invalid maxStores: ${input.maxStores}`);
  const { zone } = input;
  checkFinite('zone latitude', zone.latitude);
  checkFinite('zone longitude', zone.longitude);
  checkFinite('zone radius', zone.radiusM, 0);
  return { travel, maxStores };
}

/**
 * Where a plan's model keeps its price and line tables: the SIMD kernels' memory (see simd.ts), room made for about
 * as many classes as retailers (more per-shop classes fall back to the kept buffers). `simd` stays true while every
 * table lineRow works on is there; a model built without reuse never uses it.
 */
interface TableMemory {
  reuse: boolean;
  simd: boolean;
}

function tableMemory(input: PlanInput, reuse: boolean): TableMemory {
  if (reuse) simdReset(8 * (input.retailers.length + 2) * input.items.length);
  return { reuse, simd: reuse };
}

/** n doubles of the kernels' memory for a plan's model; undefined (and no kernels for this model) when not there. */
function simdTable(mem: TableMemory, n: number): Float64Array | undefined {
  const v = mem.reuse ? simdF64(n) : undefined;
  if (v === undefined) mem.simd = false;
  return v;
}

/** A plan's model's table in the kernels' memory, else in kept buffer `slot`. */
function keptTable(mem: TableMemory, slot: number, n: number): Float64Array {
  return simdTable(mem, n) ?? f64Table(true, slot, n);
}

/** The list's items: each product once (quantities of duplicates summed), and product id -> item position. */
interface Items {
  productIds: PlannerId[];
  quantity: Float64Array;
  index: IdIndex;
}

function readItems(input: PlanInput, mem: TableMemory): Items {
  const inItems = input.items;
  const productIds = new Array<PlannerId>(inItems.length);
  const simdQuantity = simdTable(mem, inItems.length);
  const quantityWork = simdQuantity ?? (mem.reuse ? f64Work(F64.quantity, inItems.length) : new Float64Array(inItems.length));
  const index = new IdIndex(inItems.length);
  let m = 0;
  for (let x = 0; x < inItems.length; x++) {
    const it = inItems[x]!;
    const q = it.quantity;
    if (!(q > 0 && q < Infinity)) {
      checkFinite('quantity', q);
      throw new RangeError(`planner: quantity must be > 0 (product ${it.productId})`);
    }
    const at = index.add(it.productId, m);
    if (at === m) {
      productIds[m] = it.productId;
      quantityWork[m++] = q;
    } else quantityWork[at] += q;
  }
  productIds.length = m;
  return { productIds, quantity: quantityWork.subarray(0, m), index };
}

/**
 * The zone's shops (zs): each retailer with a shop in the zone a slot, in the order retailers first appear among
 * the shops; per zone shop z its input position, slot, position in radians and distance from the zone point (by the
 * same arithmetic as the model's PointSet). Grouped by slot: slot sl's shops are bySlot[slotStart[sl]..slotStart[sl + 1]),
 * in input order.
 */
interface ZoneShops {
  /** Retailer id -> slot, UNSLOTTED for a retailer of the zone without a shop in it, -1 for any other. */
  retailerSlot: IdIndex;
  slotRetailer: PlannerId[];
  slotName: (string | undefined)[];
  count: number;
  input: Int32Array;
  slot: Int32Array;
  d0: Float64Array;
  phi: Float64Array;
  lam: Float64Array;
  cos: Float64Array;
  /** The zone point in radians and cos(phi). */
  zPhi: number;
  zLam: number;
  zCos: number;
  slotStart: Int32Array;
  bySlot: Int32Array;
}

function zoneShops(input: PlanInput): ZoneShops {
  const { zone } = input;
  const excluded = input.excludedRetailerIds ?? [];
  const zPhi = zone.latitude * RAD;
  const zLam = zone.longitude * RAD;
  const zCos = Math.cos(zPhi);
  const inShops = input.shops;
  // Retailer id -> slot: an IdIndex, as offers that come product by product (as the server passes them) change
  // retailer at every offer.
  // The zone's retailers not excluded go in first, as UNSLOTTED; each gets its slot once a shop of it is in the zone.
  const retailerSlot = new IdIndex(zone.retailerIds.length, I32.retailerKeys, I32.retailerVals);
  for (const id of zone.retailerIds) if (!excluded.includes(id)) retailerSlot.add(id, UNSLOTTED);
  const slotRetailer: PlannerId[] = [];
  const zsInput = i32Work(I32.zsInput, inShops.length);
  const zsSlot = i32Work(I32.zsSlot, inShops.length);
  const zsD0 = f64Work(F64.zsD0, inShops.length);
  const zsPhi = f64Work(F64.zsPhi, inShops.length);
  const zsLam = f64Work(F64.zsLam, inShops.length);
  const zsCos = f64Work(F64.zsCos, inShops.length);
  let nZs = 0;
  let lastShopRetailer: PlannerId | undefined;
  let lastShopSlot = -1;
  for (let x = 0; x < inShops.length; x++) {
    const s = inShops[x]!;
    if (lastShopSlot < 0 || s.retailerId !== lastShopRetailer) {
      const slot = retailerSlot.get(s.retailerId);
      if (slot < 0) continue;
      lastShopRetailer = s.retailerId;
      lastShopSlot = slot === UNSLOTTED ? -1 : slot;
    }
    checkFinite('shop latitude', s.latitude);
    checkFinite('shop longitude', s.longitude);
    const phi = s.latitude * RAD;
    const lam = s.longitude * RAD;
    const cos = Math.cos(phi);
    const d0 = arcM(zPhi, zLam, zCos, phi, lam, cos);
    // The zone is defined by haversineM; the two agree to far below a millimetre, so only a shop that close
    // to the edge needs the check repeated with it.
    if (d0 > zone.radiusM + EDGE_M) continue;
    if (d0 >= zone.radiusM - EDGE_M && haversineM(zone.latitude, zone.longitude, s.latitude, s.longitude) > zone.radiusM) continue;
    if (lastShopSlot < 0) {
      lastShopSlot = slotRetailer.length;
      retailerSlot.set(s.retailerId, lastShopSlot);
      slotRetailer.push(s.retailerId);
    }
    zsInput[nZs] = x;
    zsSlot[nZs] = lastShopSlot;
    zsD0[nZs] = d0;
    zsPhi[nZs] = phi;
    zsLam[nZs] = lam;
    zsCos[nZs] = cos;
    nZs++;
  }
  const nS = slotRetailer.length;
  // Each slot's retailer name (the last of equal ids, as a Map built from the list would keep).
  const slotName = new Array<string | undefined>(nS);
  for (const r of input.retailers) {
    const sl = retailerSlot.get(r.id);
    if (sl >= 0 && sl < nS) slotName[sl] = r.name;
  }
  // Grouped by slot (counting sort, keeping input order); priceClasses sorts each group nearest first unless every
  // class is a chain class (then a class's shops are sorted only when a tour needs them).
  // Scratch of this call in kept buffers (see pool.ts): small typed arrays cost more to allocate than to fill.
  const slotStart = i32Work(I32.slotStart, nS + 1).fill(0, 0, nS + 1);
  for (let z = 0; z < nZs; z++) slotStart[zsSlot[z]! + 1]!++;
  for (let sl = 0; sl < nS; sl++) slotStart[sl + 1]! += slotStart[sl]!;
  const bySlot = i32Work(I32.bySlot, nZs);
  const fillAt = i32Work(I32.fillAt, nS);
  fillAt.set(slotStart.subarray(0, nS));
  for (let z = 0; z < nZs; z++) bySlot[fillAt[zsSlot[z]!]!++] = z;
  return {
    retailerSlot,
    slotRetailer,
    slotName,
    count: nZs,
    input: zsInput,
    slot: zsSlot,
    d0: zsD0,
    phi: zsPhi,
    lam: zsLam,
    cos: zsCos,
    zPhi,
    zLam,
    zCos,
    slotStart,
    bySlot,
  };
}

/**
 * What one read of the offers gives: the chain's cheapest line per slot and item (slots x items: unit price, NaN
 * when not carried, and the offer's position, -1), per slot whether it sells anything on the list (`seen`: 1, 2 when
 * some of its offers carry shop prices too), and those retailers' offers grouped by slot (`index`, when any).
 */
interface OfferScan {
  chainUnit: Float64Array;
  chainIds: Int32Array;
  seen: Uint8Array;
  index: OfferIndex | undefined;
}

function readOffers(offers: readonly PlanOfferInput[], zone: ZoneShops, items: Items, mem: TableMemory): OfferScan {
  const m = items.quantity.length;
  const nS = zone.slotRetailer.length;
  const { retailerSlot } = zone;
  const itemIndex = items.index;
  // Each usable offer's slot and item (slot -1: not usable), and the chain's cheapest line per slot and item
  // (strictly cheaper replaces, so the first offer wins a tie). Offers often come in runs of one retailer, so the
  // previous offer's slot is reused; the server passes them product by product, where the retailer index is probed.
  // (Reusing the previous offer's item too made retailer runs 7 us slower on 3,200 offers.)
  const simdChain = simdTable(mem, nS * m);
  const chainUnit = (simdChain ?? f64Work(F64.chainUnit, nS * m)).fill(NaN, 0, nS * m);
  const chainIds = i32Work(I32.chainIds, nS * m).fill(-1, 0, nS * m);
  const itemOf = i32Work(I32.itemOf, offers.length);
  const slotOf = i32Work(I32.slotOf, offers.length);
  const seen = new Uint8Array(nS);
  let anyOwn = false;
  let lastRetailer: PlannerId | undefined;
  let lastSlot = -2;
  for (let x = 0; x < offers.length; x++) {
    const o = offers[x]!;
    if (lastSlot === -2 || o.retailerId !== lastRetailer) {
      lastRetailer = o.retailerId;
      lastSlot = retailerSlot.get(lastRetailer);
      if (lastSlot === UNSLOTTED) lastSlot = -1;
    }
    const i = lastSlot < 0 ? -1 : itemIndex.get(o.productId);
    if (i < 0) {
      slotOf[x] = -1;
      continue;
    }
    slotOf[x] = lastSlot;
    itemOf[x] = i;
    const p = o.price;
    if (!(p >= 0 && p < Infinity)) checkFinite('offer price', p, 0);
    if (hasShopPrices(o.shopPrices)) {
      seen[lastSlot] = 2;
      anyOwn = true;
    }
    const at = lastSlot * m + i;
    if (!(p >= chainUnit[at]!)) {
      chainUnit[at] = p;
      chainIds[at] = x;
    }
  }
  // A slot whose chain row has a line has seen an offer of the list (every usable offer fills a line).
  for (let sl = 0; sl < nS; sl++)
    if (seen[sl] === 0)
      for (let at = sl * m, end = at + m; at < end; at++)
        if (chainIds[at]! >= 0) {
          seen[sl] = 1;
          break;
        }
  return { chainUnit, chainIds, seen, index: anyOwn ? ownPriceIndex(offers.length, slotOf, itemOf, seen) : undefined };
}

/**
 * Offers of retailers with shop prices, grouped by slot in input order, for the shops' own rows (a second look at
 * the offers, only when some carry shop prices).
 */
function ownPriceIndex(nOffers: number, slotOf: Int32Array, itemOf: Int32Array, seen: Uint8Array): OfferIndex {
  const nS = seen.length;
  const start = new Int32Array(nS + 1);
  for (let x = 0; x < nOffers; x++) {
    const sl = slotOf[x]!;
    if (sl >= 0 && seen[sl] === 2) start[sl + 1]!++;
  }
  for (let sl = 0; sl < nS; sl++) start[sl + 1]! += start[sl]!;
  const at = new Int32Array(start[nS]!);
  const item = new Int32Array(start[nS]!);
  const next = start.slice(0, nS);
  for (let x = 0; x < nOffers; x++) {
    const sl = slotOf[x]!;
    if (sl < 0 || seen[sl] !== 2) continue;
    at[next[sl]!] = x;
    item[next[sl]!] = itemOf[x]!;
    next[sl]!++;
  }
  return { start, at, item };
}

/**
 * The retailers available for the plan, their zone shops (the model's shops, a retailer's contiguous) and the price
 * classes with their price rows (unitRows, offerRows: none when `chainOnly`, where class c is slot c and its row
 * the chain's).
 */
interface PricedShops {
  retailers: PlanModel['retailers'];
  shopInput: PlanShopInput[];
  shopD0: Float64Array;
  /** Per model shop, its zone shop. */
  shopZs: Int32Array;
  classes: PriceClass[];
  unitRows: Float64Array[];
  offerRows: Int32Array[];
  chainOnly: boolean;
}

function priceClasses(input: PlanInput, zone: ZoneShops, m: number, scan: OfferScan, reuse: boolean): PricedShops {
  const nS = zone.slotRetailer.length;
  const nZs = zone.count;
  const { slotStart, bySlot } = zone;
  const { seen } = scan;
  const retailers: PlanModel['retailers'] = [];
  // Model shops (at most every zone shop): input, distance and zone shop (z, for the point set) of each.
  const shopInput = new Array<PlanShopInput>(nZs);
  const shopD0 = reuse ? f64Work(F64.shopD0, nZs) : new Float64Array(nZs);
  const shopZs = i32Work(I32.shopZs, nZs);
  let nShop = 0;
  const classes: PriceClass[] = [];
  const unitRows: Float64Array[] = [];
  const offerRows: Int32Array[] = [];

  // The usual case, no shop prices and every zone retailer selling something on the list: one class per retailer,
  // its row the chain's row as it stands (a plan's model then keeps the chain tables as its own, uncopied).
  let chainOnly = scan.index === undefined;
  for (let sl = 0; sl < nS && chainOnly; sl++) if (seen[sl] === 0) chainOnly = false;
  // A slot's retailer joins the plan's retailers and its zone shops (in bySlot order) the plan's shop tables;
  // returns the index of its first shop there.
  const takeRetailer = (sl: number): number => {
    const retailerId = zone.slotRetailer[sl]!;
    retailers.push({ id: retailerId, name: zone.slotName[sl] ?? String(retailerId) });
    const base = nShop;
    for (let j = slotStart[sl]!; j < slotStart[sl + 1]!; j++) {
      const z = bySlot[j]!;
      shopInput[nShop] = input.shops[zone.input[z]!]!;
      shopD0[nShop] = zone.d0[z]!;
      shopZs[nShop++] = z;
    }
    return base;
  };
  if (chainOnly) {
    // (Its shops in input order: sorted nearest first only if a tour needs them, see nearestFirst.)
    for (let sl = 0; sl < nS; sl++) {
      const nShops = slotStart[sl + 1]! - slotStart[sl]!;
      const base = takeRetailer(sl);
      const classShops = new Array<number>(nShops);
      let minD0 = Infinity;
      for (let j = 0; j < nShops; j++) {
        classShops[j] = base + j;
        if (shopD0[base + j]! < minD0) minD0 = shopD0[base + j]!;
      }
      classes.push({ retailer: sl, shops: classShops, sorted: nShops < 2, minD0 });
    }
  } else {
    // Otherwise each retailer's zone shops nearest first (the classes below list them in that order).
    for (let sl = 0; sl < nS; sl++) sortByValue(bySlot, slotStart[sl]!, slotStart[sl + 1]!, zone.d0);
    for (let sl = 0; sl < nS; sl++) {
      if (seen[sl] === 0) continue;
      // A shop that sells nothing on the list is never worth a stop.
      const useful = shopRows(input, zone, m, scan, sl).filter((g) => sellsSomething(g.unit));
      // A retailer that sells nothing on the list is not "available" for this plan.
      if (useful.length === 0) continue;
      const r = retailers.length;
      const base = takeRetailer(sl);
      // A class's shops come in zone-shop order, nearest first.
      for (const g of useful) {
        classes.push({ retailer: r, shops: g.shops.map((j) => base + j), sorted: true, minD0: shopD0[base + g.shops[0]!]! });
        unitRows.push(g.unit);
        offerRows.push(g.ids);
      }
    }
  }
  shopInput.length = nShop;
  return { retailers, shopInput, shopD0: shopD0.subarray(0, nShop), shopZs, classes, unitRows, offerRows, chainOnly };
}

/** Shops of one retailer (positions j among its zone shops) that share a price row, with that row. */
interface ShopRow {
  shops: number[];
  unit: Float64Array;
  ids: Int32Array;
}

/**
 * Slot sl's zone shops grouped by their cheapest line per item (price and offer): the chain's row first for shops
 * without own prices (or own prices equal to the chain's), if any, then one row per distinct row otherwise. Rows are
 * bucketed by a hash and compared in full.
 */
function shopRows(input: PlanInput, zone: ZoneShops, m: number, scan: OfferScan, sl: number): ShopRow[] {
  const { index } = scan;
  const offers = input.offers;
  const from = zone.slotStart[sl]!;
  const nShops = zone.slotStart[sl + 1]! - from;
  const chainRowUnit = scan.chainUnit.subarray(sl * m, sl * m + m);
  const chainRowIds = scan.chainIds.subarray(sl * m, sl * m + m);
  const groups: ShopRow[] = [];
  let chainShops: number[] = [];
  if (scan.seen[sl] !== 2 || index === undefined) {
    chainShops = new Array<number>(nShops);
    for (let j = 0; j < nShops; j++) chainShops[j] = j;
  } else {
    // Own prices per shop (by position j among the retailer's zone shops): offer position -> price
    // (null: not stocked there).
    const own = new Map<number, Map<number, number | null>>();
    const shopPos = new Map<PlannerId, number>();
    for (let j = 0; j < nShops; j++) shopPos.set(input.shops[zone.input[zone.bySlot[from + j]!]!]!.id, j);
    for (let x = index.start[sl]!; x < index.start[sl + 1]!; x++)
      for (const sp of offers[index.at[x]!]!.shopPrices ?? []) {
        const j = shopPos.get(sp.shopId);
        if (j === undefined) continue;
        if (sp.price !== null) checkFinite('shop price', sp.price, 0);
        let mine = own.get(j);
        if (!mine) own.set(j, (mine = new Map()));
        mine.set(x, sp.price);
      }
    const byHash = new Map<number, number[]>();
    for (let j = 0; j < nShops; j++) {
      const overrides = own.get(j);
      if (overrides) {
        const unit = new Float64Array(m).fill(NaN);
        const ids = new Int32Array(m).fill(-1);
        cheapestRow(offers, index, sl, overrides, unit, ids);
        if (!sameRow(unit, ids, chainRowUnit, chainRowIds)) {
          const h = rowHash(unit, ids);
          const bucket = byHash.get(h);
          const same = bucket?.find((g) => sameRow(unit, ids, groups[g]!.unit, groups[g]!.ids));
          if (same !== undefined) groups[same]!.shops.push(j);
          else {
            if (bucket) bucket.push(groups.length);
            else byHash.set(h, [groups.length]);
            groups.push({ shops: [j], unit, ids });
          }
          continue;
        }
      }
      chainShops.push(j);
    }
  }
  if (chainShops.length > 0) groups.unshift({ shops: chainShops, unit: chainRowUnit, ids: chainRowIds });
  return groups;
}

/** The model's tables over classes and items (see PlanModel), bigM not yet in the lines not carried. */
interface LineTables {
  lines: Float64Array;
  unit: Float64Array;
  offerAt: Int32Array;
  worst: Float64Array;
  notCarried: Int32Array;
  notCarriedStart: Int32Array;
  carriedSum: Float64Array;
  average: ZoneAverage;
}

/**
 * Line totals once per class and item; the dearest line per item (which sizes bigM) and the positions of the lines
 * not carried. A plan's model also works out the zone's average store, in the same pass.
 */
function lineTables(priced: PricedShops, scan: OfferScan, quantity: Float64Array, mem: TableMemory): LineTables {
  const { classes, chainOnly } = priced;
  const { chainUnit, chainIds } = scan;
  const { reuse } = mem;
  const m = quantity.length;
  const nC = classes.length;
  const simdLines = simdTable(mem, nC * m);
  const lines = simdLines ?? f64Table(reuse, F64.lines, nC * m);
  // Chain rows only: class c is slot c, so the chain tables are the model's (copied when the model keeps its own).
  const aliased = chainOnly && reuse;
  const unit = aliased ? chainUnit.subarray(0, nC * m) : (simdTable(mem, nC * m) ?? f64Table(reuse, F64.unit, nC * m));
  const offerAt = aliased ? chainIds.subarray(0, nC * m) : i32Table(reuse, I32.offerAt, nC * m);
  if (chainOnly && !reuse) {
    unit.set(chainUnit.subarray(0, nC * m));
    offerAt.set(chainIds.subarray(0, nC * m));
  }
  const worst = (simdTable(mem, m) ?? f64Table(reuse, F64.worst, m)).fill(-1);
  const simdNotCarried = reuse ? simdI32(nC * m) : undefined;
  if (simdNotCarried === undefined) mem.simd = false;
  const notCarriedWork = simdNotCarried ?? i32Work(I32.notCarried, nC * m);
  const notCarriedStart = i32Table(reuse, I32.notCarriedStart, nC + 1);
  notCarriedStart[0] = 0;
  const carriedSum = f64Table(reuse, F64.carriedSum, nC);
  const sumOut = simdTable(mem, 1);
  let nNotCarried = 0;
  // The zone's average store: classes come in order, a retailer's classes contiguous, so each item's sums are taken
  // in the same order as item by item.
  const total = reuse ? keptTable(mem, F64.avgTotal, m).fill(0) : undefined;
  const carriers = reuse ? keptTable(mem, F64.avgCarriers, m).fill(0) : undefined;
  const sums: AverageSums | null = reuse ? { acc: total!, accN: carriers!, w: 0, inc: 0 } : null;
  let own: Float64Array | undefined;
  let ownN: Float64Array | undefined;
  for (let c = 0; c < nC; c++) {
    if (!chainOnly) {
      unit.set(priced.unitRows[c]!, c * m);
      offerAt.set(priced.offerRows[c]!, c * m);
    }
    const r = classes[c]!.retailer;
    const first = c === 0 || classes[c - 1]!.retailer !== r;
    const last = c + 1 === nC || classes[c + 1]!.retailer !== r;
    if (sums) {
      if (first && last) {
        sums.acc = total!;
        sums.accN = carriers!;
        sums.w = 1;
        sums.inc = 1;
      } else {
        // Weighted by the shops sharing the price: the retailer's mean over its zone shops.
        sums.w = classes[c]!.shops.length;
        own ??= keptTable(mem, F64.avgSum, m);
        ownN ??= keptTable(mem, F64.avgCount, m);
        if (first) {
          own.fill(0);
          ownN.fill(0);
        }
        sums.acc = own;
        sums.accN = ownN;
        sums.inc = sums.w;
      }
    }
    nNotCarried = lineRow(unit, c * m, quantity, lines, worst, notCarriedWork, nNotCarried, carriedSum, c, sums, mem.simd, sumOut);
    notCarriedStart[c + 1] = nNotCarried;
    if (sums && last && !first)
      for (let i = 0; i < m; i++) {
        if (!ownN![i]) continue;
        total![i] += own![i]! / ownN![i]!;
        carriers![i]++;
      }
  }
  let average = NO_AVERAGE;
  if (reuse) {
    const line = f64Table(true, F64.avgLine, m);
    for (let i = 0; i < m; i++) {
      const avg = carriers![i] ? total![i]! / carriers![i]! : Number.NaN;
      line[i] = lineTotal(avg, quantity[i]!);
    }
    average = { line };
  }
  const notCarried = i32Table(reuse, I32.notCarriedTable, nNotCarried);
  notCarried.set(notCarriedWork.subarray(0, nNotCarried));
  return { lines, unit, offerAt, worst, notCarried, notCarriedStart, carriedSum, average };
}

/**
 * The points of the tours (the zone point, then the model's shops) and bigM: more than the dearest basket plus the
 * longest trip through MAX_STORES shops, written into the lines not carried. Also the items no class carries.
 */
function tourPoints(
  zone: ZoneShops,
  priced: PricedShops,
  tables: LineTables,
  quantity: Float64Array,
  travel: TravelSettings,
  reuse: boolean,
): { points: PointSet; bigM: number; unavailableItems: number[] } {
  const { worst, lines, notCarried } = tables;
  let maxBasket = 0;
  const unavailableItems: number[] = [];
  for (let i = 0; i < quantity.length; i++) {
    if (worst[i]! < 0) unavailableItems.push(i);
    else maxBasket += worst[i]!;
  }
  const nShop = priced.shopInput.length;
  const nPoints = nShop + 1;
  const phi = f64Table(reuse, F64.phi, nPoints);
  const lam = f64Table(reuse, F64.lam, nPoints);
  const cosPhi = f64Table(reuse, F64.cosPhi, nPoints);
  phi[0] = zone.zPhi;
  lam[0] = zone.zLam;
  cosPhi[0] = zone.zCos;
  let maxD0 = 0;
  for (let j = 0; j < nShop; j++) {
    const z = priced.shopZs[j]!;
    if (zone.d0[z]! > maxD0) maxD0 = zone.d0[z]!;
    phi[j + 1] = zone.phi[z]!;
    lam[j + 1] = zone.lam[z]!;
    cosPhi[j + 1] = zone.cos[z]!;
  }
  // Any closed tour through k shops within maxD0 of the depot is at most 2 * k * maxD0 long.
  const maxTrip = travelCost(2 * MAX_STORES * maxD0, MAX_STORES, travel.costPerKm, travel.costPerStop, travel.detourFactor);
  const bigM = maxBasket + maxTrip + 1;
  for (let x = 0; x < notCarried.length; x++) lines[notCarried[x]!] = bigM;
  // d0 above is points.dist(0, j + 1) bit for bit (arcM with the zone as point 0), as the bounds need.
  return { points: new PointSet(phi, lam, cosPhi), bigM, unavailableItems };
}
