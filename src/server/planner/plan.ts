import { shortestTour } from './geo.js';
import { lineTotal, travelCost } from './money.js';
import { buildModel, type PlanModel } from './model.js';
import { createSolver, type KSolution } from './search.js';
import type {
  MissingItem,
  PlanInput,
  PlanLine,
  PlanNote,
  PlanResult,
  PlanRoute,
  PlanSolution,
  PlanStore,
  RouteLeg,
} from './types.js';

export { SAVINGS_BASELINE } from '../../shared/definitions';

/** Per item: the mean over the available retailers carrying it of that retailer's mean price at its zone shops. */
function baselineUnitPrices(model: PlanModel): Float64Array {
  const m = model.items.length;
  const { classes, unit } = model;
  const nC = classes.length;
  const out = new Float64Array(m).fill(Number.NaN);
  for (let i = 0; i < m; i++) {
    let total = 0;
    let carriers = 0;
    // A retailer's classes are contiguous (the model adds them retailer by retailer).
    for (let c = 0; c < nC; ) {
      const r = classes[c]!.retailer;
      let sum = 0;
      let cnt = 0;
      for (; c < nC && classes[c]!.retailer === r; c++) {
        const p = unit[c * m + i]!;
        if (Number.isNaN(p)) continue;
        // Weighted by the shops sharing the price: the retailer's mean over its zone shops.
        const w = classes[c]!.shops.length;
        sum += p * w;
        cnt += w;
      }
      if (!cnt) continue;
      total += sum / cnt;
      carriers++;
    }
    if (carriers) out[i] = total / carriers;
  }
  return out;
}

/**
 * Plans the cheapest shopping for 1..min(maxStores, retailers available) stores.
 *
 * For each store count k it returns the exact best k shops of k distinct retailers: most items
 * covered first, then the lowest basket total (or basket plus trip when travel.include), then the
 * shortest route. Pure: no I/O, no clock, deterministic for a given input.
 */
export function planShopping(input: PlanInput): PlanResult {
  const model = buildModel(input);
  const kMax = Math.min(model.maxStores, model.retailers.length);
  const solutions: PlanSolution[] = [];
  const solve = createSolver(model);
  const baseUnit = baselineUnitPrices(model);
  for (let k = 1; k <= kMax; k++) {
    const best = solve(k);
    if (best) solutions.push(buildSolution(model, k, best, baseUnit));
  }
  annotate(model, solutions);
  return {
    solutions: rankSolutions(solutions, model.travel.include),
    retailersAvailable: model.retailers.length,
    unavailableItems: model.unavailableItems.map((i) => missing(model, i)),
    travel: model.travel,
  };
}

function missing(model: PlanModel, i: number): MissingItem {
  const it = model.items[i]!;
  return { productId: it.productId, quantity: it.quantity };
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function buildSolution(model: PlanModel, k: number, sol: KSolution, baseUnit: Float64Array): PlanSolution {
  const { points, shops, travel, items, unit } = model;
  const m = items.length;
  const n = sol.shops.length;
  const d0 = sol.shops.map((s) => shops[s]!.d0);
  const d = new Float64Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) d[a * n + b] = points.dist(sol.shops[a]! + 1, sol.shops[b]! + 1);
  const tour = shortestTour(n, d0, d);
  // Visiting order decides ties between equally cheap shops, so the receipt is stable.
  const visit = tour.order;
  const factorKm = travel.detourFactor / 1000;

  const lines: PlanLine[][] = visit.map(() => []);
  const visitClass = visit.map((j) => sol.classes[j]!);
  const missingItems: MissingItem[] = [];
  let total = 0;
  let baseline = 0;
  for (let i = 0; i < m; i++) {
    // The cheapest line among the chosen classes; the first in visiting order wins a tie.
    let bestPos = -1;
    let bestLine = Infinity;
    for (let pos = 0; pos < visitClass.length; pos++) {
      const at = visitClass[pos]! * m + i;
      if (Number.isNaN(unit[at]!)) continue;
      if (model.lines[at]! < bestLine) {
        bestLine = model.lines[at]!;
        bestPos = pos;
      }
    }
    if (bestPos < 0) {
      missingItems.push(missing(model, i));
      continue;
    }
    const c = visitClass[bestPos]!;
    const avg = baseUnit[i]!;
    const baseLine = lineTotal(avg, items[i]!.quantity);
    total += bestLine;
    baseline += baseLine;
    lines[bestPos]!.push({
      productId: items[i]!.productId,
      offerId: model.inputOffers[model.offerAt[c * m + i]!]!.offerId,
      quantity: items[i]!.quantity,
      unitPrice: unit[c * m + i]!,
      lineTotal: bestLine,
      baselineUnitPrice: Math.round(avg * 100) / 100,
      baselineLineTotal: baseLine,
    });
  }

  const stores: PlanStore[] = visit.map((j, pos) => {
    const s = shops[sol.shops[j]!]!;
    const r = model.retailers[s.retailer]!;
    return {
      retailerId: r.id,
      retailerName: r.name,
      shop: {
        id: s.input.id,
        address: s.input.address,
        latitude: s.input.latitude,
        longitude: s.input.longitude,
        distanceM: Math.round(s.d0),
      },
      visitOrder: pos + 1,
      lines: lines[pos]!,
      subtotal: lines[pos]!.reduce((a, l) => a + l.lineTotal, 0),
    };
  });

  const legs: RouteLeg[] = [];
  let prev: number | null = null;
  for (const j of [...visit, null]) {
    const fromPoint = prev === null ? 0 : sol.shops[prev]! + 1;
    const toPoint = j === null ? 0 : sol.shops[j]! + 1;
    legs.push({
      fromShopId: prev === null ? null : shops[sol.shops[prev]!]!.input.id,
      toShopId: j === null ? null : shops[sol.shops[j]!]!.input.id,
      km: round3(points.dist(fromPoint, toPoint) * factorKm),
    });
    prev = j;
  }
  const route: PlanRoute = { shopIds: stores.map((s) => s.shop.id), legs, km: round3(tour.length * factorKm) };
  const trip = travelCost(tour.length, n, travel.costPerKm, travel.costPerStop, travel.detourFactor);
  const savings = baseline - total;
  const notes: PlanNote[] = [];
  const unused = stores.filter((s) => s.lines.length === 0).map((s) => s.shop.id);
  if (unused.length > 0) notes.push({ kind: 'store-unused', shopIds: unused });
  if (missingItems.length > 0) notes.push({ kind: 'items-missing', count: missingItems.length });

  return {
    id: `k${k}`,
    storeCount: k,
    stores,
    total,
    baseline,
    savings,
    savePercent: baseline > 0 ? Math.round((savings / baseline) * 1000) / 10 : 0,
    coveredItemCount: m - missingItems.length,
    missingItems,
    route,
    travelCost: trip,
    netTotal: total + trip,
    paysOff: true,
    notes,
  };
}

/** The cost a solution is judged by when comparing store counts. */
const judged = (s: PlanSolution, includeTravel: boolean): number => (includeTravel ? s.netTotal : s.total);

/**
 * Marks solutions whose extra stores do not pay: some solution with fewer stores and the same
 * coverage costs no more (trip included when travel is on).
 */
function annotate(model: PlanModel, solutions: PlanSolution[]): void {
  const include = model.travel.include;
  for (const s of solutions) {
    let ref: PlanSolution | undefined;
    for (const f of solutions) {
      if (f.storeCount >= s.storeCount || f.coveredItemCount !== s.coveredItemCount) continue;
      if (judged(f, include) > judged(s, include)) continue;
      if (!ref || judged(f, include) < judged(ref, include)) ref = f;
    }
    if (!ref) continue;
    s.paysOff = false;
    const extraStoreSaving = ref.total - s.total;
    if (include && extraStoreSaving > 0) {
      s.notes.push({
        kind: 'split-not-worth',
        comparedToStoreCount: ref.storeCount,
        extraStoreSaving,
        extraTripCost: s.travelCost - ref.travelCost,
      });
    } else s.notes.push({ kind: 'no-extra-saving', comparedToStoreCount: ref.storeCount });
  }
}

/**
 * Order shown to the user: more items covered first; then solutions whose extra stores pay off
 * (so a split that does not pay for its trip ranks below one that does); then savePercent
 * descending as the spec asks; then the lower judged cost, then fewer stores.
 */
export function rankSolutions(solutions: readonly PlanSolution[], includeTravel: boolean): PlanSolution[] {
  const ratio = (s: PlanSolution): number => (s.baseline > 0 ? s.savings / s.baseline : 0);
  return [...solutions].sort(
    (a, b) =>
      b.coveredItemCount - a.coveredItemCount ||
      Number(b.paysOff) - Number(a.paysOff) ||
      ratio(b) - ratio(a) ||
      judged(a, includeTravel) - judged(b, includeTravel) ||
      a.storeCount - b.storeCount,
  );
}

