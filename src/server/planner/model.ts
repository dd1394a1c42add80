import { RULES } from '../../shared/rules';
import { DETOUR_FACTOR, haversineM, PointSet } from './geo.js';
import { lineTotal, travelCost } from './money.js';
import type { PlanInput, PlannerId, PlanOfferInput, PlanShopInput, TravelSettings } from './types.js';

/** The business constants live in RULES (src/shared/rules.ts), for the server, the planner and the screens alike. */
export const DEFAULT_COST_PER_KM = RULES.travel.perKmDefault;
export const DEFAULT_COST_PER_STOP = RULES.travel.perStopDefault;
export const MAX_STORES = RULES.maxStoresPerPlan;

export interface ModelItem {
  productId: PlannerId;
  quantity: number;
}

export interface ModelShop {
  input: PlanShopInput;
  retailer: number;
  /** Metres from the zone point. */
  d0: number;
}

/**
 * Shops of one retailer that share one price list for the list's items (the same cheapest price and offer
 * per item). All shops without their own prices form the chain class; shops with own prices that come
 * out the same form one class each, however many there are.
 */
export interface PriceClass {
  retailer: number;
  /** Zone-shop indexes, nearest to the zone point first. */
  shops: number[];
  minD0: number;
}

export interface PlanModel {
  travel: TravelSettings;
  items: ModelItem[];
  retailers: { id: PlannerId; name: string }[];
  shops: ModelShop[];
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
  unavailableItems: number[];
  maxStores: number;
}

function checkFinite(name: string, x: number, min = -Infinity): void {
  if (!Number.isFinite(x) || x < min) throw new RangeError(`planner: invalid ${name}: ${x}`);
}

/**
 * One retailer's offers for list items: positions x in [start, end) of the shared arrays, where offer x is
 * input.offers[at[x]], for item item[x]. Shared typed arrays instead of two growing lists per retailer: the planner
 * runs per request, and what it allocates is collected during later requests.
 */
interface RetailerOffers {
  start: number;
  end: number;
  /** Some offer has shop prices: only then are the shops' own price lists worth looking at. */
  shopPrices: boolean;
  slot: number;
}

interface OfferIndex {
  at: Int32Array;
  item: Int32Array;
}

/**
 * The cheapest offer for each item, at the chain (no overrides) or at one shop, into unit/ids
 * (unit must come in filled with NaN). A module-level function, not a closure per retailer: the
 * planner runs per request and closures cost allocations.
 */
function cheapestRow(
  offers: readonly PlanOfferInput[],
  index: OfferIndex,
  ro: RetailerOffers,
  overrides: Map<number, number | null> | undefined,
  unit: Float64Array,
  ids: Int32Array,
): void {
  for (let x = ro.start; x < ro.end; x++) {
    const o = offers[index.at[x]!]!;
    const i = index.item[x]!;
    const p = overrides?.has(x) ? overrides.get(x)! : o.price;
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

export function buildModel(input: PlanInput): PlanModel {
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

  const items: ModelItem[] = [];
  const itemIndex = new Map<PlannerId, number>();
  for (const it of input.items) {
    checkFinite('quantity', it.quantity);
    if (it.quantity <= 0) throw new RangeError(`planner: quantity must be > 0 (product ${it.productId})`);
    const at = itemIndex.get(it.productId);
    if (at === undefined) {
      itemIndex.set(it.productId, items.length);
      items.push({ productId: it.productId, quantity: it.quantity });
    } else items[at]!.quantity += it.quantity;
  }
  const m = items.length;

  const excluded = new Set(input.excludedRetailerIds ?? []);
  const allowed = new Set(zone.retailerIds.filter((id) => !excluded.has(id)));
  const names = new Map(input.retailers.map((r) => [r.id, r.name]));

  // Zone shops grouped by retailer, nearest first.
  const shopsByRetailer = new Map<PlannerId, { input: PlanShopInput; d0: number }[]>();
  for (const s of input.shops) {
    if (!allowed.has(s.retailerId)) continue;
    checkFinite('shop latitude', s.latitude);
    checkFinite('shop longitude', s.longitude);
    const d0 = haversineM(zone.latitude, zone.longitude, s.latitude, s.longitude);
    if (d0 > zone.radiusM) continue;
    let list = shopsByRetailer.get(s.retailerId);
    if (!list) shopsByRetailer.set(s.retailerId, (list = []));
    list.push({ input: s, d0 });
  }

  // Offers often come in runs of one retailer, so the previous offer's retailer lookup is reused;
  // when they do not, nothing is lost. The item lookup is the one per-offer hash probe left.
  // First pass: each usable offer's retailer and item, and how many each retailer has; second: group them.
  const offers = input.offers;
  const offersByRetailer = new Map<PlannerId, RetailerOffers>();
  const itemOf = new Int32Array(offers.length).fill(-1);
  const slotOf = new Int32Array(offers.length).fill(-1);
  const groups: RetailerOffers[] = [];
  let lastRetailer: PlannerId | undefined;
  let lastList: RetailerOffers | undefined;
  for (let x = 0; x < offers.length; x++) {
    const o = offers[x]!;
    if (lastList === undefined || o.retailerId !== lastRetailer) {
      lastRetailer = o.retailerId;
      lastList = offersByRetailer.get(lastRetailer);
      if (!lastList && shopsByRetailer.has(lastRetailer)) {
        offersByRetailer.set(lastRetailer, (lastList = { start: 0, end: 0, shopPrices: false, slot: groups.length }));
        groups.push(lastList);
      }
      if (!lastList) continue;
    }
    const i = itemIndex.get(o.productId);
    if (i === undefined) continue;
    checkFinite('offer price', o.price, 0);
    itemOf[x] = i;
    slotOf[x] = lastList.slot;
    lastList.end++; // A count for now.
    if (o.shopPrices !== undefined && o.shopPrices.length > 0) lastList.shopPrices = true;
  }
  let used = 0;
  for (const ro of offersByRetailer.values()) {
    ro.start = used;
    used += ro.end;
    ro.end = ro.start;
  }
  const index: OfferIndex = { at: new Int32Array(used), item: new Int32Array(used) };
  for (let x = 0; x < offers.length; x++) {
    if (slotOf[x] === -1) continue;
    const ro = groups[slotOf[x]!]!;
    index.at[ro.end] = x;
    index.item[ro.end] = itemOf[x]!;
    ro.end++;
  }

  const retailers: PlanModel['retailers'] = [];
  const shops: ModelShop[] = [];
  const classes: PriceClass[] = [];
  const unitRows: Float64Array[] = [];
  const offerRows: Int32Array[] = [];

  // Chain rows of all retailers in one buffer: one allocation instead of one per retailer.
  const chainRows = new Float64Array(offersByRetailer.size * m).fill(NaN);
  const chainIdRows = new Int32Array(offersByRetailer.size * m).fill(-1);
  let chainRow = 0;
  for (const [retailerId, zoneShops] of shopsByRetailer) {
    const ro = offersByRetailer.get(retailerId);
    if (!ro || ro.end === ro.start) continue;
    zoneShops.sort((a, b) => a.d0 - b.d0);

    // Own prices per shop: offer position -> price (null: not stocked there).
    const own = new Map<number, Map<number, number | null>>();
    if (ro.shopPrices) {
      const shopPos = new Map<PlannerId, number>(zoneShops.map((s, j) => [s.input.id, j]));
      for (let x = ro.start; x < ro.end; x++)
        for (const sp of offers[index.at[x]!]!.shopPrices ?? []) {
          const j = shopPos.get(sp.shopId);
          if (j === undefined) continue;
          if (sp.price !== null) checkFinite('shop price', sp.price, 0);
          let mine = own.get(j);
          if (!mine) own.set(j, (mine = new Map()));
          mine.set(x, sp.price);
        }
    }

    const chainUnit = chainRows.subarray(chainRow * m, ++chainRow * m);
    const chainIds = chainIdRows.subarray((chainRow - 1) * m, chainRow * m);
    cheapestRow(offers, index, ro, undefined, chainUnit, chainIds);
    // Shops whose cheapest line per item (price and offer) is the same share one price class: the chain's
    // class for shops without own prices (or own prices equal to the chain's), one class per distinct row
    // otherwise. Rows are bucketed by a hash and compared in full.
    const chainShops: number[] = [];
    const groups: { shops: number[]; unit: Float64Array; ids: Int32Array }[] = [];
    const byHash = new Map<number, number[]>();
    for (let j = 0; j < zoneShops.length; j++) {
      const overrides = own.get(j);
      if (overrides) {
        const unit = new Float64Array(m).fill(NaN);
        const ids = new Int32Array(m).fill(-1);
        cheapestRow(offers, index, ro, overrides, unit, ids);
        if (!sameRow(unit, ids, chainUnit, chainIds)) {
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
    if (chainShops.length > 0) groups.unshift({ shops: chainShops, unit: chainUnit, ids: chainIds });
    // A shop that sells nothing on the list is never worth a stop.
    const useful = groups.filter((g) => sellsSomething(g.unit));
    // A retailer that sells nothing on the list is not "available" for this plan.
    if (useful.length === 0) continue;

    const r = retailers.length;
    retailers.push({ id: retailerId, name: names.get(retailerId) ?? String(retailerId) });
    const base = shops.length;
    for (const s of zoneShops) shops.push({ input: s.input, retailer: r, d0: s.d0 });
    for (const g of useful) {
      classes.push({ retailer: r, shops: g.shops.map((j) => base + j), minD0: zoneShops[g.shops[0]!]!.d0 });
      unitRows.push(g.unit);
      offerRows.push(g.ids);
    }
  }

  // Line totals once per class and item; the dearest line per item sizes bigM.
  const nC = classes.length;
  const lines = new Float64Array(nC * m);
  const unit = new Float64Array(nC * m);
  const offerAt = new Int32Array(nC * m);
  const worst = new Float64Array(m).fill(-1);
  for (let c = 0; c < nC; c++) {
    const u = unitRows[c]!;
    unit.set(u, c * m);
    offerAt.set(offerRows[c]!, c * m);
    for (let i = 0; i < m; i++) {
      const p = u[i]!;
      if (Number.isNaN(p)) continue;
      const l = lineTotal(p, items[i]!.quantity);
      lines[c * m + i] = l;
      if (l > worst[i]!) worst[i] = l;
    }
  }
  let maxBasket = 0;
  const unavailableItems: number[] = [];
  for (let i = 0; i < m; i++) {
    if (worst[i]! < 0) unavailableItems.push(i);
    else maxBasket += worst[i]!;
  }
  const nPoints = shops.length + 1;
  const lats = new Float64Array(nPoints);
  const lons = new Float64Array(nPoints);
  lats[0] = zone.latitude;
  lons[0] = zone.longitude;
  let maxD0 = 0;
  for (let j = 0; j < shops.length; j++) {
    const s = shops[j]!;
    maxD0 = Math.max(maxD0, s.d0);
    lats[j + 1] = s.input.latitude;
    lons[j + 1] = s.input.longitude;
  }
  // Any closed tour through k shops within maxD0 of the depot is at most 2 * k * maxD0 long.
  const maxTrip = travelCost(2 * MAX_STORES * maxD0, MAX_STORES, travel.costPerKm, travel.costPerStop, travel.detourFactor);
  const bigM = maxBasket + maxTrip + 1;
  for (let c = 0; c < nC; c++) for (let i = 0; i < m; i++) if (Number.isNaN(unit[c * m + i]!)) lines[c * m + i] = bigM;

  const points = new PointSet(lats, lons);
  // Bounds compare d0 with tour legs: take both from the same distance function, bit for bit.
  for (let j = 0; j < shops.length; j++) shops[j]!.d0 = points.dist(0, j + 1);
  for (const c of classes) {
    if (c.shops.length > 1) c.shops.sort((a, b) => shops[a]!.d0 - shops[b]!.d0);
    c.minD0 = shops[c.shops[0]!]!.d0;
  }

  return {
    travel,
    items,
    retailers,
    shops,
    points,
    classes,
    lines,
    unit,
    offerAt,
    inputOffers: offers,
    bigM,
    worstLine: worst,
    unavailableItems,
    maxStores,
  };
}
