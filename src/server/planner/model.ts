import { DETOUR_FACTOR, haversineM, PointSet } from './geo.js';
import { lineTotal, travelCost } from './money.js';
import type { PlanInput, PlannerId, PlanOfferInput, PlanShopInput, TravelSettings } from './types.js';

export const DEFAULT_COST_PER_KM = 60;
export const DEFAULT_COST_PER_STOP = 0;
export const MAX_STORES = 4;

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
 * Shops of one retailer that share one price list. All shops without their own prices form the
 * chain class; a shop with its own prices is a class of one.
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
  offerIds: (PlannerId | undefined)[];
  /**
   * Cost of an uncovered item. Larger than any basket plus trip, so that minimising the sum
   * maximises coverage first, then minimises cost.
   */
  bigM: number;
  unavailableItems: number[];
  maxStores: number;
}

function checkFinite(name: string, x: number, min = -Infinity): void {
  if (!Number.isFinite(x) || x < min) throw new RangeError(`planner: invalid ${name}: ${x}`);
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

  const offersByRetailer = new Map<PlannerId, { o: PlanOfferInput; i: number }[]>();
  for (const o of input.offers) {
    const i = itemIndex.get(o.productId);
    if (i === undefined || !shopsByRetailer.has(o.retailerId)) continue;
    checkFinite('offer price', o.price, 0);
    let list = offersByRetailer.get(o.retailerId);
    if (!list) offersByRetailer.set(o.retailerId, (list = []));
    list.push({ o, i });
  }

  const retailers: PlanModel['retailers'] = [];
  const shops: ModelShop[] = [];
  const classes: PriceClass[] = [];
  const unitRows: Float64Array[] = [];
  const offerRows: (PlannerId | undefined)[][] = [];

  for (const [retailerId, zoneShops] of shopsByRetailer) {
    const offers = offersByRetailer.get(retailerId);
    if (!offers) continue;
    zoneShops.sort((a, b) => a.d0 - b.d0);
    const shopPos = new Map<PlannerId, number>(zoneShops.map((s, j) => [s.input.id, j]));

    // Own prices per shop: offer position -> price (null: not stocked there).
    const own = new Map<number, Map<number, number | null>>();
    offers.forEach(({ o }, x) => {
      for (const sp of o.shopPrices ?? []) {
        const j = shopPos.get(sp.shopId);
        if (j === undefined) continue;
        if (sp.price !== null) checkFinite('shop price', sp.price, 0);
        let mine = own.get(j);
        if (!mine) own.set(j, (mine = new Map()));
        mine.set(x, sp.price);
      }
    });

    // The cheapest offer for each item, at the chain (no overrides) or at one shop.
    const row = (overrides: Map<number, number | null> | undefined): { unit: Float64Array; ids: (PlannerId | undefined)[] } => {
      const unit = new Float64Array(m).fill(NaN);
      const ids: (PlannerId | undefined)[] = new Array(m).fill(undefined);
      for (let x = 0; x < offers.length; x++) {
        const { o, i } = offers[x]!;
        const p = overrides?.has(x) ? overrides.get(x)! : o.price;
        if (p !== null && !(p >= unit[i]!)) {
          unit[i] = p;
          ids[i] = o.offerId;
        }
      }
      return { unit, ids };
    };
    const sellsSomething = (u: Float64Array): boolean => u.some((p) => !Number.isNaN(p));
    const sameRow = (a: Float64Array, b: Float64Array): boolean => {
      for (let i = 0; i < m; i++) if (!(a[i] === b[i] || (Number.isNaN(a[i]!) && Number.isNaN(b[i]!)))) return false;
      return true;
    };

    const chain = row(undefined);
    const chainShops: number[] = [];
    const groups: { shops: number[]; row: ReturnType<typeof row> }[] = [];
    for (let j = 0; j < zoneShops.length; j++) {
      const overrides = own.get(j);
      const r = overrides ? row(overrides) : chain;
      if (r === chain || sameRow(r.unit, chain.unit)) chainShops.push(j);
      else groups.push({ shops: [j], row: r });
    }
    if (chainShops.length > 0) groups.unshift({ shops: chainShops, row: chain });
    // A shop that sells nothing on the list is never worth a stop.
    const useful = groups.filter((g) => sellsSomething(g.row.unit));
    // A retailer that sells nothing on the list is not "available" for this plan.
    if (useful.length === 0) continue;

    const r = retailers.length;
    retailers.push({ id: retailerId, name: names.get(retailerId) ?? String(retailerId) });
    const base = shops.length;
    for (const s of zoneShops) shops.push({ input: s.input, retailer: r, d0: s.d0 });
    for (const g of useful) {
      classes.push({ retailer: r, shops: g.shops.map((j) => base + j), minD0: zoneShops[g.shops[0]!]!.d0 });
      unitRows.push(g.row.unit);
      offerRows.push(g.row.ids);
    }
  }

  const nC = classes.length;
  let maxBasket = 0;
  const carried = new Uint8Array(m);
  for (let i = 0; i < m; i++) {
    let worst = 0;
    for (let c = 0; c < nC; c++) {
      const p = unitRows[c]![i]!;
      if (!Number.isNaN(p)) {
        carried[i] = 1;
        worst = Math.max(worst, lineTotal(p, items[i]!.quantity));
      }
    }
    maxBasket += worst;
  }
  let maxD0 = 0;
  for (const s of shops) maxD0 = Math.max(maxD0, s.d0);
  // Any closed tour through k shops within maxD0 of the depot is at most 2 * k * maxD0 long.
  const maxTrip = travelCost(2 * MAX_STORES * maxD0, MAX_STORES, travel.costPerKm, travel.costPerStop, travel.detourFactor);
  const bigM = maxBasket + maxTrip + 1;

  const lines = new Float64Array(nC * m);
  const unit = new Float64Array(nC * m);
  const offerIds: (PlannerId | undefined)[] = new Array(nC * m);
  for (let c = 0; c < nC; c++)
    for (let i = 0; i < m; i++) {
      const p = unitRows[c]![i]!;
      unit[c * m + i] = p;
      lines[c * m + i] = Number.isNaN(p) ? bigM : lineTotal(p, items[i]!.quantity);
      offerIds[c * m + i] = offerRows[c]![i];
    }

  const lats = [zone.latitude, ...shops.map((s) => s.input.latitude)];
  const lons = [zone.longitude, ...shops.map((s) => s.input.longitude)];
  const points = new PointSet(lats, lons);
  // Bounds compare d0 with tour legs: take both from the same distance function, bit for bit.
  shops.forEach((s, j) => (s.d0 = points.dist(0, j + 1)));
  for (const c of classes) {
    c.shops.sort((a, b) => shops[a]!.d0 - shops[b]!.d0);
    c.minD0 = shops[c.shops[0]!]!.d0;
  }
  const unavailableItems: number[] = [];
  for (let i = 0; i < m; i++) if (!carried[i]) unavailableItems.push(i);

  return {
    travel,
    items,
    retailers,
    shops,
    points,
    classes,
    lines,
    unit,
    offerIds,
    bigM,
    unavailableItems,
    maxStores,
  };
}
