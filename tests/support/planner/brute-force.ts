import { RULES } from '../../../src/shared/rules';
import { DETOUR_FACTOR, haversineM } from '../../../src/server/planner/geo.js';
import { lineTotal, travelCost } from '../../../src/server/planner/money.js';
import type { KindLineInput } from '../../../src/server/planner/kinds.js';
import type { PlanInput, PlannerId } from '../../../src/server/planner/types.js';

export interface OracleSolution {
  k: number;
  shopIds: PlannerId[];
  uncovered: number;
  basket: number;
  trip: number;
  /** basket, plus trip when travel is included: what the planner minimises after coverage. */
  cost: number;
  /** Straight-line tour length in metres. */
  tourM: number;
  /**
   * The headline saving's yardstick: the cheapest single zone shop whose list items are exactly the ones this plan
   * buys, judged like the plan (its basket, plus its out-and-back trip when travel is included); null when no shop
   * sells exactly those items.
   */
  baseline: number | null;
}

/**
 * Reference planner for tests and benchmarks: tries every set of k shops of distinct retailers and
 * every visiting order. Written independently of the planner (no shared model), exponential time.
 * Kind lines ("any brand") are columns of their own: at each shop, every candidate product of the kind is
 * tried with ceil(amount / package) packs at each of its offers, and the cheapest is that shop's line.
 * Each plan's baseline is found the same brute way: every zone shop alone, kept if it sells exactly the plan's items.
 */
export function bruteForcePlan(input: PlanInput, kinds: readonly KindLineInput[] = []): OracleSolution[] {
  const include = input.travel?.include ?? false;
  const perKm = input.travel?.costPerKm ?? RULES.travel.perKmDefault;
  const perStop = input.travel?.costPerStop ?? 0;
  const maxStores = Math.min(4, input.maxStores ?? 4);
  const { zone } = input;

  const products: PlannerId[] = [];
  const qty: number[] = [];
  for (const it of input.items) {
    const at = products.indexOf(it.productId);
    if (at < 0) {
      products.push(it.productId);
      qty.push(it.quantity);
    } else qty[at] = qty[at]! + it.quantity;
  }

  const allowed = zone.retailerIds.filter((r) => !(input.excludedRetailerIds ?? []).includes(r));
  const inZone = input.shops.filter(
    (s) => allowed.includes(s.retailerId) && haversineM(zone.latitude, zone.longitude, s.latitude, s.longitude) <= zone.radiusM,
  );

  const unitPrice = (shopId: PlannerId, retailerId: PlannerId, productId: PlannerId): number | null => {
    let best: number | null = null;
    for (const o of input.offers) {
      if (o.retailerId !== retailerId || o.productId !== productId) continue;
      const own = o.shopPrices?.find((sp) => sp.shopId === shopId);
      const p = own ? own.price : o.price;
      if (p !== null && (best === null || p < best)) best = p;
    }
    return best;
  };
  const kindLineAt = (shopId: PlannerId, retailerId: PlannerId, k: KindLineInput): number | null => {
    let best: number | null = null;
    for (const c of k.candidates) {
      const packs = Math.max(1, Math.ceil(k.amount / c.package - 1e-9));
      const u = unitPrice(shopId, retailerId, c.productId);
      if (u !== null && (best === null || lineTotal(u, packs) < best)) best = lineTotal(u, packs);
    }
    return best;
  };
  const lineAt = inZone.map((s) => [
    ...products.map((p, i) => {
      const u = unitPrice(s.id, s.retailerId, p);
      return u === null ? null : lineTotal(u, qty[i]!);
    }),
    ...kinds.map((k) => kindLineAt(s.id, s.retailerId, k)),
  ]);
  const availableRetailers = new Set(inZone.filter((_, j) => lineAt[j]!.some((l) => l !== null)).map((s) => s.retailerId));
  // A shop that sells nothing on the list is never worth a stop.
  const cand = inZone.map((_, j) => j).filter((j) => lineAt[j]!.some((l) => l !== null));
  const kMax = Math.min(maxStores, availableRetailers.size);

  const dist = (a: number | null, b: number | null): number => {
    const pa = a === null ? { latitude: zone.latitude, longitude: zone.longitude } : inZone[a]!;
    const pb = b === null ? { latitude: zone.latitude, longitude: zone.longitude } : inZone[b]!;
    return haversineM(pa.latitude, pa.longitude, pb.latitude, pb.longitude);
  };
  const bestTour = (set: number[]): number => {
    let best = Infinity;
    const go = (route: number[], rest: number[]): void => {
      if (rest.length === 0) {
        let len = 0;
        let prev: number | null = null;
        for (const s of [...route, null]) {
          len += dist(prev, s);
          prev = s;
        }
        best = Math.min(best, len);
        return;
      }
      rest.forEach((s, i) => go([...route, s], rest.filter((_, j) => j !== i)));
    };
    go([], set);
    return best;
  };

  // Each shop alone: the list columns it sells, and its cost judged as a one-shop plan.
  const alone = inZone.map((_, j) => {
    const basket = lineAt[j]!.reduce<number>((a, l) => a + (l ?? 0), 0);
    const trip = travelCost(bestTour([j]), 1, perKm, perStop, DETOUR_FACTOR);
    return { sells: lineAt[j]!.map((l) => l !== null), cost: include ? basket + trip : basket };
  });
  const baselineFor = (set: number[]): number | null => {
    const bought = lineAt[set[0]!]!.map((_, i) => set.some((j) => lineAt[j]![i] !== null));
    let base: number | null = null;
    for (const a of alone) if (a.sells.every((x, i) => x === bought[i]) && (base === null || a.cost < base)) base = a.cost;
    return base;
  };

  const out: OracleSolution[] = [];
  for (let k = 1; k <= kMax; k++) {
    // (Asserted, not annotated: TypeScript does not see the assignments in pick and would narrow it to null.)
    let best = null as OracleSolution | null;
    let bestSet: number[] = [];
    const pick = (from: number, set: number[]): void => {
      if (set.length === k) {
        let uncovered = 0;
        let basket = 0;
        lineAt[0]?.forEach((_, i) => {
          const ls = set.map((j) => lineAt[j]![i]).filter((l): l is number => l !== null);
          if (ls.length === 0) uncovered++;
          else basket += Math.min(...ls);
        });
        const tourM = bestTour(set);
        const trip = travelCost(tourM, k, perKm, perStop, DETOUR_FACTOR);
        const cost = include ? basket + trip : basket;
        const better =
          !best ||
          uncovered < best.uncovered ||
          (uncovered === best.uncovered && (cost < best.cost || (cost === best.cost && tourM < best.tourM)));
        if (better) {
          best = { k, shopIds: set.map((j) => inZone[j]!.id), uncovered, basket, trip, cost, tourM, baseline: null };
          bestSet = set;
        }
        return;
      }
      for (let x = from; x < cand.length; x++) {
        const j = cand[x]!;
        if (set.some((s) => inZone[s]!.retailerId === inZone[j]!.retailerId)) continue;
        pick(x + 1, [...set, j]);
      }
    };
    pick(0, []);
    if (best) out.push({ ...best, baseline: baselineFor(bestSet) });
  }
  return out;
}
