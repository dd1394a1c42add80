import { shortestTour } from './geo.js';
import { travelCost } from './money.js';
import { buildModel, type PlanModel, type ZoneAverage } from './model.js';
import { keepShape } from './pool.js';
import { inKernelMemory, simdI32, simdKernels } from './simd.js';
import { createSolver, type KSolution, type SearchStrategy } from './search.js';
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

export { AVERAGE_STORE_BASELINE, SAVINGS_BASELINE } from '../../shared/definitions';

/**
 * Plans the cheapest shopping for 1..min(maxStores, retailers available) stores.
 *
 * For each store count k it finds the exact best k shops of k distinct retailers: most items covered first,
 * then the lowest basket total (or basket plus trip when travel.include), then the shortest route. It offers
 * only plans worth following (see offerPlans) and measures their savings against the cheapest single store.
 * Pure: no I/O, no clock, deterministic for a given input. The exact search is picked by the shape of the input.
 */
export function planShopping(input: PlanInput): PlanResult {
  return planWithSearch(input, 'auto');
}

/**
 * planShopping with the exact search forced ('classes' or 'retailers'), so tests can compare the two.
 * Not part of the planner's API (index.ts does not export it).
 */
export function planWithSearch(input: PlanInput, search: SearchStrategy): PlanResult {
  // Nothing of the model outlives this call, so its tables may sit in kept buffers.
  const model = buildModel(input, true);
  const kMax = Math.min(model.maxStores, model.retailers.length);
  const best: PlanSolution[] = [];
  // Per plan (by store count): the price classes it buys at, for its single-shop baseline.
  const classesOf: number[][] = [];
  const solve = createSolver(model, model.maxStores, search);
  const avg = model.average;
  for (let k = 1; k <= kMax; k++) {
    const sol = solve(k);
    if (!sol) continue;
    best.push(buildSolution(model, k, sol, avg));
    classesOf[k] = sol.classes;
  }
  const { offered, leftOut } = offerPlans(best, model.travel.include);
  measureSavings(model, offered, classesOf);
  return {
    solutions: rankSolutions(offered, model.travel.include),
    leftOutStoreCounts: leftOut,
    retailersAvailable: model.retailers.length,
    unavailableItems: model.unavailableItems.map((i) => missing(model, i)),
    travel: model.travel,
  };
}

function missing(model: PlanModel, i: number): MissingItem {
  return { productId: model.productIds[i]!, quantity: model.quantity[i]! };
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Stop-to-stop distances of one solution (up to four stops), filled before each use. */
const tourScratch = new Float64Array(16);
/** Per item: the visiting position of the store it is bought at, -1 when missing (grown as needed). */
let buyAt = new Int32Array(256);

/**
 * A receipt line (see PlanLine), made by a constructor rather than an object literal. A literal has an allocation
 * site, and V8 moves a site whose objects often survive a young-generation collection to allocating them straight
 * into the old generation ("pretenuring"): a plan's hundreds of lines are alive while it is built, so some processes
 * took that decision early and then paid old-generation allocation and full collections for every line. Measured
 * with the layout fixed (setarch -R, --single-threaded): 0.23 ms per chain plan with the literal, 0.18 ms with it
 * and --no-allocation-site-pretenuring, and 0.18 ms with this class and no flag.
 */
class ReceiptLine implements PlanLine {
  constructor(
    readonly productId: PlanLine['productId'],
    readonly offerId: PlanLine['offerId'],
    readonly quantity: number,
    readonly unitPrice: number,
    readonly lineTotal: number,
  ) {}
}

/**
 * Per item, the visiting position of the store it is bought at: the cheapest line among the chosen classes, the first
 * in visiting order on a tie; -1 when none carries it (a line not carried is bigM, above every carried line).
 */
function cheapestStore(model: PlanModel, visitClass: readonly number[], m: number): Int32Array {
  const { lines, bigM } = model;
  const nVisit = visitClass.length;
  // In the SIMD kernels' memory (a plan's model, see simd.ts): one pass, two items at a time, no branch per item.
  const kernels = nVisit <= 4 && inKernelMemory(lines) ? simdKernels() : undefined;
  const out = kernels ? simdI32(m) : undefined;
  if (kernels && out) {
    const row = (pos: number): number => lines.byteOffset + 8 * m * visitClass[pos < nVisit ? pos : 0]!;
    kernels.cheapest(out.byteOffset, m, bigM, row(0), row(1), row(2), row(3));
    return out;
  }
  const at = buyAt.length >= m ? buyAt : (buyAt = new Int32Array(m));
  for (let i = 0; i < m; i++) {
    let bestPos = -1;
    let bestLine = bigM;
    for (let pos = 0; pos < nVisit; pos++) {
      const l = lines[visitClass[pos]! * m + i]!;
      if (l < bestLine) {
        bestLine = l;
        bestPos = pos;
      }
    }
    at[i] = bestPos;
  }
  return at;
}

export function buildSolution(model: PlanModel, k: number, sol: KSolution, avg: ZoneAverage): PlanSolution {
  const { points, shopInput, shopD0, travel, productIds, quantity, unit } = model;
  const m = productIds.length;
  const n = sol.shops.length;
  const d0 = sol.shops.map((s) => shopD0[s]!);
  const d = n * n <= tourScratch.length ? tourScratch : new Float64Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) d[a * n + b] = points.dist(sol.shops[a]! + 1, sol.shops[b]! + 1);
  const tour = shortestTour(n, d0, d);
  // Visiting order decides ties between equally cheap shops, so the receipt is stable.
  const visit = tour.order;
  const factorKm = travel.detourFactor / 1000;

  const visitClass = visit.map((j) => sol.classes[j]!);
  const modelLines = model.lines;
  // First the store each item is bought at (-1: missing), then each store's lines into an array of its size.
  const at = cheapestStore(model, visitClass, m);
  const counts = [0, 0, 0, 0];
  let nMissing = 0;
  for (let i = 0; i < m; i++) {
    const pos = at[i]!;
    if (pos < 0) nMissing++;
    else counts[pos]!++;
  }
  const lines: PlanLine[][] = visitClass.map((_, pos) => new Array<PlanLine>(counts[pos]!));
  const filled = [0, 0, 0, 0];
  const subtotal = [0, 0, 0, 0];
  const missingItems: MissingItem[] = new Array<MissingItem>(nMissing);
  let nMissed = 0;
  let total = 0;
  let average = 0;
  for (let i = 0; i < m; i++) {
    const pos = at[i]!;
    if (pos < 0) {
      missingItems[nMissed++] = missing(model, i);
      continue;
    }
    const c = visitClass[pos]!;
    const line = modelLines[c * m + i]!;
    total += line;
    average += avg.line[i]!;
    subtotal[pos] += line;
    lines[pos]![filled[pos]!++] = new ReceiptLine(
      productIds[i]!,
      model.inputOffers[model.offerAt[c * m + i]!]!.offerId,
      quantity[i]!,
      unit[c * m + i]!,
      line,
    );
  }
  // The latest line is kept alive between plans, so that a full collection does not free its hidden class and throw
  // away the code compiled for it (see keepShape in pool.ts).
  const anyLines = lines.find((l) => l.length > 0);
  if (anyLines) keepShape(anyLines[0]!);

  const stores: PlanStore[] = visit.map((j, pos) => {
    const s = sol.shops[j]!;
    const shop = shopInput[s]!;
    const r = model.retailers[model.classes[sol.classes[j]!]!.retailer]!;
    return {
      retailerId: r.id,
      retailerName: r.name,
      shop: {
        id: shop.id,
        address: shop.address,
        latitude: shop.latitude,
        longitude: shop.longitude,
        distanceM: Math.round(shopD0[s]!),
      },
      visitOrder: pos + 1,
      lines: lines[pos]!,
      subtotal: subtotal[pos]!,
    };
  });

  const legs: RouteLeg[] = [];
  let prev: number | null = null;
  for (const j of [...visit, null]) {
    const fromPoint = prev === null ? 0 : sol.shops[prev]! + 1;
    const toPoint = j === null ? 0 : sol.shops[j]! + 1;
    legs.push({
      fromShopId: prev === null ? null : shopInput[sol.shops[prev]!]!.id,
      toShopId: j === null ? null : shopInput[sol.shops[j]!]!.id,
      km: round3(points.dist(fromPoint, toPoint) * factorKm),
    });
    prev = j;
  }
  const route: PlanRoute = { shopIds: stores.map((s) => s.shop.id), legs, km: round3(tour.length * factorKm) };
  const trip = travelCost(tour.length, n, travel.costPerKm, travel.costPerStop, travel.detourFactor);
  const notes: PlanNote[] = [];
  if (missingItems.length > 0) notes.push({ kind: 'items-missing', count: missingItems.length });

  return {
    id: `k${k}`,
    storeCount: k,
    stores,
    total,
    // Filled in by measureSavings once the one-store plan is known.
    singleStoreBaseline: null,
    savings: null,
    savePercent: null,
    averageBaseline: average,
    averageSavings: average - total,
    averageSavePercent: percentOf(average - total, average),
    coveredItemCount: m - missingItems.length,
    missingItems,
    route,
    travelCost: trip,
    netTotal: total + trip,
    notes,
  };
}

/** part / whole * 100 with one decimal (the one precision percentages have everywhere); 0 for an empty whole. */
const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The cost a solution is judged by when comparing store counts. */
const judged = (s: PlanSolution, includeTravel: boolean): number => (includeTravel ? s.netTotal : s.total);

/**
 * Which of the best k-store plans (k ascending) are offered. A plan is left out when a store in it sells
 * nothing on the list, or when a kept plan with fewer stores buys as many items for no more (judged cost:
 * trip included when travel is on). The kept plan it lost to carries a note saying so: no-extra-saving, or
 * split-not-worth when only the trip makes it not worth it.
 *
 * Comparing with the kept plans is the same as comparing with every fewer-store plan: a plan left out costs
 * no less than some kept plan with fewer stores and the same coverage.
 */
export function offerPlans(best: readonly PlanSolution[], includeTravel: boolean): { offered: PlanSolution[]; leftOut: number[] } {
  const offered: PlanSolution[] = [];
  const leftOut: number[] = [];
  for (const s of [...best].sort((a, b) => a.storeCount - b.storeCount)) {
    let ref: PlanSolution | undefined;
    for (const f of offered) {
      if (f.coveredItemCount !== s.coveredItemCount) continue;
      if (!ref || judged(f, includeTravel) < judged(ref, includeTravel)) ref = f;
    }
    const idle = s.stores.some((st) => st.lines.length === 0);
    if (!idle && (!ref || judged(s, includeTravel) < judged(ref, includeTravel))) {
      offered.push(s);
      continue;
    }
    leftOut.push(s.storeCount);
    // A store with nothing to buy means the plan without it (fewer stores, as many items, no longer a trip)
    // costs no more, so a kept plan with fewer stores always exists here; guard anyway.
    if (!ref) continue;
    const extraStoreSaving = ref.total - s.total;
    ref.notes.push(
      includeTravel && extraStoreSaving > 0
        ? { kind: 'split-not-worth', storeCount: s.storeCount, extraStoreSaving, extraTripCost: s.travelCost - ref.travelCost }
        : { kind: 'no-extra-saving', storeCount: s.storeCount },
    );
  }
  return { offered, leftOut };
}

/**
 * The headline saving (SAVINGS_BASELINE): each plan against the cheapest single shop that sells exactly the items
 * the plan buys, judged the same way (net of its out-and-back trip when travel is on); none when no shop does.
 * Equal item counts are not enough: shops of one chain may stock different items, so a plan can buy as many items
 * as the one-store plan but other ones. No shop sells more items than the one-store plan buys (it buys the most any
 * shop sells), so a plan buying more has no baseline. The one-store plan is its own: the cheapest shop with its items.
 */
function measureSavings(model: PlanModel, offered: readonly PlanSolution[], classesOf: readonly (readonly number[])[]): void {
  const include = model.travel.include;
  const one = offered.find((s) => s.storeCount === 1);
  if (!one) return;
  for (const s of offered) {
    if (s.coveredItemCount !== one.coveredItemCount) continue;
    const base = s === one ? judged(one, include) : sameItemsBaseline(model, classesOf[s.storeCount]!, s.missingItems.length);
    if (base === null) continue;
    s.singleStoreBaseline = base;
    s.savings = s === one ? 0 : base - judged(s, include);
    s.savePercent = percentOf(s.savings, base);
  }
}

/** Per item: how many of a plan's classes do not carry it (grown as needed). */
let notCarriedBy = new Uint8Array(256);

/**
 * The cheapest single shop selling exactly the items that a plan buying at planClasses buys (it misses nMissing
 * items: those none of its classes carries), judged as a plan is: the class's basket, plus the trip to its nearest
 * shop and back when travel is on (as bestSingle in search.ts judges a one-store plan). null when no class sells them.
 */
function sameItemsBaseline(model: PlanModel, planClasses: readonly number[], nMissing: number): number | null {
  const { classes, notCarried, notCarriedStart, carriedSum, travel } = model;
  const m = model.productIds.length;
  const k = planClasses.length;
  const by = notCarriedBy.length >= m ? notCarriedBy.fill(0, 0, m) : (notCarriedBy = new Uint8Array(m));
  for (const c of planClasses) for (let x = notCarriedStart[c]!; x < notCarriedStart[c + 1]!; x++) by[notCarried[x]! - c * m]!++;
  let best: number | null = null;
  for (let c = 0; c < classes.length; c++) {
    const from = notCarriedStart[c]!;
    const to = notCarriedStart[c + 1]!;
    // As many items not carried as the plan misses, each of them one the plan misses: the same items sold.
    if (to - from !== nMissing) continue;
    let same = true;
    for (let x = from; x < to && same; x++) same = by[notCarried[x]! - c * m] === k;
    if (!same) continue;
    const trip = travel.include ? travelCost(2 * classes[c]!.minD0, 1, travel.costPerKm, travel.costPerStop, travel.detourFactor) : 0;
    const cost = carriedSum[c]! + trip;
    if (best === null || cost < best) best = cost;
  }
  return best;
}

/**
 * Order shown to the user. SPEC §9 sorts by save_percent descending. Plans buying more of the list come
 * first (they buy what the others cannot, and have no single-shop saving to sort by); then savePercent
 * descending, a plan without one (no single shop sells its items) after those with one; ties by the lower
 * judged cost, then fewer stores. The screens order the same way (orderSolutions in the renderer).
 */
export function rankSolutions(solutions: readonly PlanSolution[], includeTravel: boolean): PlanSolution[] {
  const pct = (s: PlanSolution): number => s.savePercent ?? -Infinity;
  return [...solutions].sort(
    (a, b) =>
      b.coveredItemCount - a.coveredItemCount ||
      (pct(b) === pct(a) ? 0 : pct(b) > pct(a) ? 1 : -1) ||
      judged(a, includeTravel) - judged(b, includeTravel) ||
      a.storeCount - b.storeCount,
  );
}
