import { travelCost } from './money.js';
import { nearestFirst, type PlanModel } from './model.js';
import { F64, f64Table, I32, i32Table, i32Work, keepShape } from './pool.js';
import { RetailerSearch } from './retailer-search.js';
import { absDiffSum, inKernelMemory, minRow, simdKernels, simdRows } from './simd.js';
import { bestTour, SLACK_M } from './tour.js';

/**
 * The optimum for one store count. Solutions are compared by (primary, metres) lexicographically:
 * primary = bigM * uncovered + basket (+ trip cost when travel is included), metres breaks ties.
 * In full-coverage mode uncovered is 0 by construction and bigM never appears.
 */
export interface KSolution {
  /** Class indexes (model.classes), one per chosen shop. */
  classes: number[];
  /** Zone-shop indexes, same order as classes. */
  shops: number[];
  /** bigM * uncovered + basket, Ft (uncovered excludes items no shop sells). */
  basket: number;
  primary: number;
  /** Straight-line tour length, metres. */
  tourM: number;
}

/**
 * Exact best choice of k shops of k distinct retailers, by depth-first branch and bound over price
 * classes (a retailer's chain price list, or one shop with its own prices).
 *
 * Coverage comes first. The search first looks only at sets that sell every item some shop sells
 * ("full" mode, where an unsold item is priced just above its dearest offer, so the basket function
 * stays in forints); only if no k-set covers everything does it rerun with uncovered items at bigM.
 * Keeping bigM out of the usual case matters: bounds built from sums of savings are useless when
 * each saving may contain a bigM.
 *
 * Bounds, all valid lower bounds so the search is exact:
 *  - basket: the cost saved by adding a set of classes is at most the sum of what each saves alone
 *    (the per-item minimum is submodular); a later class d saves at most min(its saving over the
 *    current set, its saving over the new class alone), and the `need` largest of those bound the rest;
 *    while items are uncovered, no item gets cheaper than its minimum over all later classes;
 *  - coverage (full mode): an item uncovered so far must be sold by a later class;
 *  - travel: a closed tour from the zone point through a shop is at least twice that shop's distance;
 *    inside a chosen set, the best tour through some of its shops bounds the tour through all of them.
 *
 * Savings are mostly not computed item by item: over the empty basket a class saves (capped basket
 * minus its row sum), over one chosen class it saves exactly the pair-table entry, and deeper down
 * the smaller of its saving one level up and its pair entry with the newest class bounds it. Only a
 * child whose bound can still beat the incumbent gets its exact saving from a pass over the items.
 *
 * Without travel the first levels need no tree: for two stores every pair's basket is in the pair
 * table (bestPair), and for three the pairs' bounds are (runTriples), so plain passes over the pairs
 * replace the branching, and only the pairs whose bound can still win get a last pick.
 *
 * All line costs are whole forints (lines are rounded, caps and bigM are sums of them), so every sum
 * and half-sum below is exact in doubles: the bounds never suffer rounding.
 */
export function solveExact(model: PlanModel, k: number): KSolution | null {
  return createSolver(model, k)(k);
}

/**
 * Prepares the model once for every store count up to kMax (the tables do not depend on k).
 * The pair table costs one pass over the items per pair of classes; it is what makes k >= 3
 * searchable and k = 2 almost free, so it is built whenever some k >= 3 will be planned anyway, or
 * the classes are few. With many classes and k <= 2 the search does without it.
 */
export function createSolver(model: PlanModel, kMax = model.maxStores, strategy: SearchStrategy = 'auto'): (k: number) => KSolution | null {
  let full: Prepared | undefined;
  let big: Prepared | undefined;
  let byRetailer: RetailerSearch | undefined;
  const pairs = kMax >= 3 || model.classes.length <= 64;
  // A plan's model: the capped rows of both coverage modes and the search's basket rows in the SIMD kernels' memory
  // (see simd.ts), after the model's tables, valid until the next plan's model is built; plain arrays if they do not fit.
  const m = model.productIds.length;
  const nC = model.classes.length;
  const rows = model.reuse ? simdRows([nC * m, nC * m, m, m, m, m, m, m, m]) : undefined;
  // Full and big mode's capped rows, the basket rows per depth, and full mode's caps as doubles and as 32-bit integers.
  const [fullL, bigL, cur0, cur1, cur2, cur3, cur4, fullCap, fullCapInt] = rows ?? [];
  const cur = rows && [cur0!, cur1!, cur2!, cur3!, cur4!];

  return (k) => {
    if (k === 1) return bestSingle(model);
    if (strategy === 'retailers' || (strategy === 'auto' && retailerSearchFits(model, k))) {
      byRetailer ??= new RetailerSearch(model);
      return byRetailer.solve(k);
    }
    full ??= new Prepared(model, true, fullL, fullCap, fullCapInt);
    // Two stores without travel, with the pair table: every pair's basket is in it.
    const byPairs = k === 2 && pairs && !model.travel.include;
    const found = byPairs ? bestPair(full) : new ExactSearch(full, k, pairs || k >= 3, cur).run();
    if (found) return found;
    big ??= new Prepared(model, false, bigL);
    return byPairs ? bestPair(big) : new ExactSearch(big, k, pairs || k >= 3, cur).run();
  };
}

/** Which exact search plans k >= 2: 'auto' picks by the shape of the model (see retailerSearchFits). */
export type SearchStrategy = 'auto' | 'classes' | 'retailers';

/**
 * The retailer search pays off when retailers have several price classes (shops with their own prices):
 * the class search's tables and branching grow with the square of the classes. With one price list per
 * retailer the class search is the faster one, and with very many retailers the set list would be too long.
 */
export function retailerSearchFits(model: PlanModel, k: number): boolean {
  return model.classes.length > 2 * model.retailers.length && RetailerSearch.setCount(model.retailers.length, k) <= 200_000;
}

/**
 * k = 1 needs no search: each class alone, at its nearest shop (the shortest out-and-back trip).
 * Same key as the search: (bigM * uncovered + basket (+ trip), metres).
 */
function bestSingle(model: PlanModel): KSolution | null {
  const { classes, travel, carriedSum, notCarriedStart, bigM } = model;
  let best: KSolution | null = null;
  for (let c = 0; c < classes.length; c++) {
    // The sum of the class's row: whole forints and bigM, so exact in any order.
    const basket = carriedSum[c]! + bigM * (notCarriedStart[c + 1]! - notCarriedStart[c]!);
    const tourM = 2 * classes[c]!.minD0;
    const primary = basket + (travel.include ? travelCost(tourM, 1, travel.costPerKm, travel.costPerStop, travel.detourFactor) : 0);
    if (!best || primary < best.primary || (primary === best.primary && tourM < best.tourM))
      best = { classes: [c], shops: [], basket, primary, tourM };
  }
  // At the class's nearest shop.
  if (best) best.shops.push(nearestFirst(model, classes[best.classes[0]!]!)[0]!);
  return best;
}

/** Whether classes a and b together sell every wanted item (full mode's sold-items words). */
function coversPair(sells: Int32Array, wanted: Int32Array, W: number, a: number, b: number): boolean {
  for (let w = 0; w < W; w++) if ((wanted[w]! & ~(sells[a * W + w]! | sells[b * W + w]!)) !== 0) return false;
  return true;
}

/**
 * k = 2 without travel. A pair's basket is the first class's row sum less what the second saves over it (the pair
 * table's entry, exact), the same sums the class search works with; so one pass over the pairs finds the lowest basket
 * among the pairs of two retailers that sell every item some class sells (full mode; any pair in big mode), and a second
 * pass the shortest tour among the pairs with that basket (the first found on a tie, pairs in position order). Null when
 * no pair qualifies.
 */
function bestPair(prep: Prepared): KSolution | null {
  const { nC, W, rowSum, retailerOf, sells, wanted, full, order, minD0, model } = prep;
  const pg = prep.pairGain();
  let basket = Infinity;
  // The first pair at the lowest basket, and how many pairs are at it.
  let firstAt = -1;
  let atBasket = 0;
  for (let a = 0; a < nC; a++) {
    const ra = retailerOf[a]!;
    const sa = rowSum[a]!;
    for (let b = a + 1, at = a * nC + b; b < nC; b++, at++) {
      const p = sa - pg[at]!;
      if (p > basket || retailerOf[b] === ra || (full && !coversPair(sells, wanted, W, a, b))) continue;
      if (p < basket) {
        basket = p;
        firstAt = at;
        atBasket = 0;
      }
      atBasket++;
    }
  }
  if (basket === Infinity) return null;
  let best: KSolution | null = null;
  let bestM = Infinity;
  // One pair at that basket (the usual case): only its tour; else every one of them in turn.
  const from = atBasket === 1 ? (firstAt / nC) | 0 : 0;
  const to = atBasket === 1 ? from + 1 : nC;
  for (let a = from; a < to; a++) {
    const ra = retailerOf[a]!;
    const sa = rowSum[a]!;
    for (let b = a + 1, at = a * nC + b; b < nC; b++, at++) {
      if (sa - pg[at]! !== basket || retailerOf[b] === ra || (full && !coversPair(sells, wanted, W, a, b))) continue;
      // No closed tour through both is shorter than twice the farther one's nearest shop.
      if (2 * Math.max(minD0[a]!, minD0[b]!) - SLACK_M >= bestM) continue;
      const classes = [order[a]!, order[b]!];
      const found = bestTour(model, classes, basket, basket, bestM);
      if (!found) continue;
      bestM = found.metres;
      best = { classes, shops: found.shops, basket, primary: basket, tourM: found.metres };
    }
  }
  return best;
}

/** Positions 0..n-1 ordered by key ascending, ties by position (a stable sort by key), into idx (n long). */
function sortedBy(key: Float64Array, idx: Int32Array): Int32Array {
  const n = key.length;
  for (let x = 0; x < n; x++) idx[x] = x;
  if (n > 48) return Int32Array.from(Array.from(idx).sort((a, b) => key[a]! - key[b]! || a - b));
  // Few classes (one per chain, usually): insertion sort, no comparator calls.
  for (let x = 1; x < n; x++) {
    const v = idx[x]!;
    const kv = key[v]!;
    let y = x;
    while (y > 0 && key[idx[y - 1]!]! > kv) {
      idx[y] = idx[y - 1]!;
      y--;
    }
    idx[y] = v;
  }
  return idx;
}

/** Prepared's L where the integer rows (Li) stand in for it. */
const NO_ROWS = new Float64Array(0);
const NO_SELLS = new Int32Array(0);

/** Tables shared by the searches for every k, in one coverage mode. */
class Prepared {
  readonly m: number;
  readonly nC: number;
  /** Words per item bitmask. */
  readonly W: number;
  /** Full mode: cost of an item no chosen class sells (above every offer); 0 for items nobody sells. */
  readonly cap: Float64Array;
  readonly capSum: number;
  /** Classes reordered best-alone first, so that good incumbents come early. */
  readonly order: Int32Array;
  /** Line costs by class position, items within a row; capped at `cap`. */
  readonly L: Float64Array;
  /** Row sums of L: a class's basket on its own. */
  readonly rowSum: Float64Array;
  readonly retailerOf: Int32Array;
  readonly minD0: Float64Array;
  /** Full mode: bit i of row p set when the class at position p sells item i. */
  readonly sells: Int32Array;
  /** Full mode: row p is the union of `sells` over positions >= p (row nC is empty). */
  readonly sufSells: Int32Array;
  /** Full mode: items some class sells (the ones a full-coverage set must cover). */
  readonly wanted: Int32Array;
  /** L (or Li) sits in the SIMD kernels' memory. */
  readonly simd: boolean;
  /**
   * The capped rows as 32-bit integers, in the SIMD kernels' memory, for their four-items-per-instruction passes: full
   * mode in that memory when the caps add up to less than 2^31 (every line, every |difference| and every sum over a
   * row is then at most that, so the integer passes are exact). L is then not filled (empty); capInt is the cap row
   * the same way (the root basket).
   */
  readonly Li: Int32Array | undefined;
  readonly capInt: Int32Array | undefined;
  private pairs: Float64Array | undefined;
  private suffixMin: Float64Array | undefined;
  /** Coverage mode as a pool offset: 0 full, 1 big. */
  private readonly mode: number;

  /**
   * simdL, simdCap, simdCapInt: where to keep the capped rows (nC * m long) and in full mode the caps (m each) in the
   * SIMD kernels' memory; else kept or fresh tables. (Views, not an object holding them: an object made per plan has a
   * hidden class that nothing keeps alive between plans, see keepShape in pool.ts.)
   */
  constructor(
    readonly model: PlanModel,
    readonly full: boolean,
    simdL?: Float64Array,
    simdCap?: Float64Array,
    simdCapInt?: Float64Array,
  ) {
    keepShape(this);
    const { classes, bigM, travel } = model;
    const m = model.productIds.length;
    const nC = classes.length;
    const W = (m + 31) >>> 5;
    // Every carried line is below its cap (full mode: at most the item's dearest line; big mode: below bigM) and
    // every line not carried (bigM) is at or above it, so a capped row is the class's row with its not-carried
    // lines set to the cap (min(line, cap) item by item), its sum the carried sum plus those caps, and it sells
    // exactly what it carries.
    const lines = model.lines;
    this.m = m;
    this.nC = nC;
    this.W = W;
    // A model built for one plan lends its kept buffers: one set per coverage mode.
    const kept = model.reuse;
    const mode = full ? 0 : 1;
    this.mode = mode;
    // Full mode caps an item one forint above its dearest offer; items nobody sells get 0 (they never count).
    const cap = simdCap ?? f64Table(kept, F64.prepCap + mode, m);
    if (full) for (let i = 0; i < m; i++) cap[i] = model.worstLine[i]! + 1;
    else cap.fill(bigM);
    this.cap = cap;
    let capSum = 0;
    for (let i = 0; i < m; i++) capSum += cap[i]!;
    this.capSum = capSum;
    // The integer rows: the model's lines are in the kernels' memory too (capI reads them there).
    const ints = simdL && simdCapInt && capSum < 2 ** 31 && inKernelMemory(lines) ? simdKernels() : undefined;
    this.Li = ints && new Int32Array(simdL!.buffer, simdL!.byteOffset, nC * m);
    this.capInt = ints && new Int32Array(simdCapInt!.buffer, simdCapInt!.byteOffset, m);
    if (this.capInt) for (let i = 0; i < m; i++) this.capInt[i] = cap[i]!;

    const { notCarried, notCarriedStart, carriedSum } = model;
    const sums = f64Table(true, F64.prepSums + mode, nC);
    const alone = f64Table(true, F64.prepAlone + mode, nC);
    // Full mode, by class: a row that carries every item sells all m of them, less what it does not carry.
    const lastBits = m & 31 ? (1 << (m & 31)) - 1 : -1;
    const classSells = full ? i32Work(I32.prepClassSells, nC * W) : NO_SELLS;
    for (let c = 0; c < nC; c++) {
      let s = carriedSum[c]!;
      const from = c * m;
      if (full) {
        for (let w = 0; w < W; w++) classSells[c * W + w] = w === W - 1 ? lastBits : -1;
        for (let x = notCarriedStart[c]!; x < notCarriedStart[c + 1]!; x++) {
          const i = notCarried[x]! - from;
          s += cap[i]!;
          classSells[c * W + (i >>> 5)]! &= ~(1 << (i & 31));
        }
      } else for (let x = notCarriedStart[c]!; x < notCarriedStart[c + 1]!; x++) s += cap[notCarried[x]! - from]!;
      sums[c] = s;
      const t = travel.include ? travelCost(2 * classes[c]!.minD0, 1, travel.costPerKm, 0, travel.detourFactor) : 0;
      alone[c] = s + t;
    }
    const order = sortedBy(alone, i32Table(kept, I32.prepOrder + mode, nC));
    this.order = order;
    // The capped rows in that order, and what each class sells.
    this.L = ints ? NO_ROWS : (simdL ?? f64Table(kept, F64.prepL + mode, nC * m));
    this.simd = simdL !== undefined;
    this.rowSum = f64Table(kept, F64.prepRowSum + mode, nC);
    this.retailerOf = i32Table(kept, I32.prepRetailerOf + mode, nC);
    this.minD0 = f64Table(kept, F64.prepMinD0 + mode, nC);
    this.sells = i32Table(kept, I32.prepSells + mode, full ? nC * W : 0);
    this.sufSells = i32Table(kept, I32.prepSufSells + mode, full ? (nC + 1) * W : 0);
    this.wanted = new Int32Array(W);
    const L = this.L;
    const sells = this.sells;
    for (let pos = 0; pos < nC; pos++) {
      const c = order[pos]!;
      const from = c * m;
      const to = pos * m;
      if (ints) ints.capI(lines.byteOffset + 8 * from, cap.byteOffset, this.Li!.byteOffset + 4 * to, m);
      else {
        L.set(lines.subarray(from, from + m), to);
        for (let x = notCarriedStart[c]!; x < notCarriedStart[c + 1]!; x++) L[to + notCarried[x]! - from] = cap[notCarried[x]! - from]!;
      }
      if (full) for (let w = 0; w < W; w++) sells[pos * W + w] = classSells[c * W + w]!;
      this.rowSum[pos] = sums[c]!;
      this.retailerOf[pos] = classes[c]!.retailer;
      this.minD0[pos] = classes[c]!.minD0;
    }
    if (full) {
      // Row nC: nothing sold after the last class.
      this.sufSells.fill(0, nC * W);
      for (let p = nC - 1; p >= 0; p--)
        for (let w = 0; w < W; w++) this.sufSells[p * W + w] = this.sufSells[(p + 1) * W + w]! | this.sells[p * W + w]!;
      this.wanted.set(this.sufSells.subarray(0, W));
    }
  }

  /** Row p: per-item minimum line over classes at positions >= p (row nC is +Infinity). Big mode's floor. */
  sufMin(): Float64Array {
    if (this.suffixMin) return this.suffixMin;
    const { L, m, nC } = this;
    const sm = f64Table(this.model.reuse, F64.prepSufMin + this.mode, (nC + 1) * m).fill(Infinity);
    for (let p = nC - 1; p >= 0; p--)
      for (let i = 0; i < m; i++) {
        const a = L[p * m + i]!;
        const b = sm[(p + 1) * m + i]!;
        sm[p * m + i] = a < b ? a : b;
      }
    return (this.suffixMin = sm);
  }

  /**
   * pairGain[a * nC + b]: what class b saves over class a alone; bounds b's saving over any set
   * holding a. Per pair one pass of |L_a - L_b|: sum max(L_a - L_b, 0) = (sum |L_a - L_b| + S_a - S_b) / 2,
   * and Math.abs is branch-free where `if (d > 0)` would mispredict on about every other item.
   */
  pairGain(): Float64Array {
    if (this.pairs) return this.pairs;
    const { L, m, nC } = this;
    // Every entry off the diagonal is written below; the diagonal is never read.
    const pg = f64Table(this.model.reuse, F64.prepPairs + this.mode, nC * nC);
    const kernels = this.simd ? simdKernels() : undefined;
    if (kernels) {
      // The rows are in the SIMD kernels' memory: one kernel call per pair, on byte addresses (integer rows: four items
      // per instruction).
      const absSum = this.Li ? kernels.absSumI : kernels.absSum;
      const row = (this.Li ? 4 : 8) * m;
      for (let a = 0, ao = (this.Li ?? L).byteOffset; a < nC; a++, ao += row)
        for (let b = a + 1, bo = ao + row; b < nC; b++, bo += row) this.setPair(pg, a, b, absSum(ao, bo, m));
      return (this.pairs = pg);
    }
    // Two rows a, a + 1 at a time against up to four partners b > a + 1 per pass: each line loaded once serves
    // several sums, and eight independent sums keep the adder busy (each sum as absDiffSum's).
    for (let a = 0; a < nC; a += 2) {
      const ao = a * m;
      if (a + 1 === nC) break;
      const a1 = ao + m;
      this.setPair(pg, a, a + 1, absDiffSum(L, ao, L, a1, m));
      for (let b = a + 2; b < nC; ) {
        const bo = b * m;
        if (nC - b >= 4) {
          let s0 = 0.5;
          let s1 = 0.5;
          let s2 = 0.5;
          let s3 = 0.5;
          let t0 = 0.5;
          let t1 = 0.5;
          let t2 = 0.5;
          let t3 = 0.5;
          for (let i = 0; i < m; i++) {
            const x = L[ao + i]!;
            const y = L[a1 + i]!;
            const v0 = L[bo + i]!;
            const v1 = L[bo + m + i]!;
            const v2 = L[bo + 2 * m + i]!;
            const v3 = L[bo + 3 * m + i]!;
            s0 += Math.abs(x - v0);
            s1 += Math.abs(x - v1);
            s2 += Math.abs(x - v2);
            s3 += Math.abs(x - v3);
            t0 += Math.abs(y - v0);
            t1 += Math.abs(y - v1);
            t2 += Math.abs(y - v2);
            t3 += Math.abs(y - v3);
          }
          this.setPair(pg, a, b, s0 - 0.5);
          this.setPair(pg, a, b + 1, s1 - 0.5);
          this.setPair(pg, a, b + 2, s2 - 0.5);
          this.setPair(pg, a, b + 3, s3 - 0.5);
          this.setPair(pg, a + 1, b, t0 - 0.5);
          this.setPair(pg, a + 1, b + 1, t1 - 0.5);
          this.setPair(pg, a + 1, b + 2, t2 - 0.5);
          this.setPair(pg, a + 1, b + 3, t3 - 0.5);
          b += 4;
        } else {
          let s = 0.5;
          let t = 0.5;
          for (let i = 0; i < m; i++) {
            const v = L[bo + i]!;
            s += Math.abs(L[ao + i]! - v);
            t += Math.abs(L[a1 + i]! - v);
          }
          this.setPair(pg, a, b, s - 0.5);
          this.setPair(pg, a + 1, b, t - 0.5);
          b++;
        }
      }
    }
    return (this.pairs = pg);
  }

  /** Both entries of the pair (a, b) from the sum of |L_a - L_b| over the items. */
  private setPair(pg: Float64Array, a: number, b: number, absSum: number): void {
    const diff = this.rowSum[a]! - this.rowSum[b]!;
    const { nC } = this;
    pg[a * nC + b] = (absSum + diff) / 2;
    pg[b * nC + a] = (absSum - diff) / 2;
  }
}

/**
 * Child c with its bound (primary, metres) into the first n entries of idx, lbP and lbM, which stay sorted by
 * (primary, metres): insertion, so children with equal bounds keep the order they came in.
 */
function insertChild(idx: Int32Array, lbP: Float64Array, lbM: Float64Array, n: number, c: number, primary: number, metres: number): void {
  let j = n;
  while (j > 0 && (lbP[j - 1]! > primary || (lbP[j - 1] === primary && lbM[j - 1]! > metres))) {
    idx[j] = idx[j - 1]!;
    lbP[j] = lbP[j - 1]!;
    lbM[j] = lbM[j - 1]!;
    j--;
  }
  idx[j] = c;
  lbP[j] = primary;
  lbM[j] = metres;
}

/**
 * Per-depth work arrays of the class search (rows of at least m items, nC classes, W mask words, nR
 * retailers), kept from one search to the next: a plan runs up to eight searches, and small typed arrays
 * cost more to allocate than to use. The planner is synchronous, so one search uses them at a time. Every
 * entry is written before it is read (gain, bounds and child lists for the classes after the last pick,
 * each row before the search descends), except the first coverage row and the retailer flags, which the
 * search clears. Very large searches get arrays of their own rather than keeping megabytes alive.
 */
interface WorkArrays {
  m: number;
  nC: number;
  W: number;
  nR: number;
  usedRetailer: Uint8Array;
  cur: Float64Array[];
  covered: Int32Array[];
  gain: Float64Array[];
  exact: Uint8Array[];
  floor: Float64Array[];
  childIdx: Int32Array[];
  childP: Float64Array[];
  childM: Float64Array[];
  byGain: Int32Array[];
  byGainVal: Float64Array[];
  uncovered: Int32Array;
}

let kept: WorkArrays | undefined;

function workArrays(m: number, nC: number, W: number, nR: number): WorkArrays {
  if (kept && kept.m >= m && kept.nC >= nC && kept.W >= W && kept.nR >= nR) return kept;
  if (kept) {
    // Grown to the larger of both, so that alternating shapes do not reallocate every time.
    m = Math.max(m, kept.m);
    nC = Math.max(nC, kept.nC);
    W = Math.max(W, kept.W);
    nR = Math.max(nR, kept.nR);
  }
  // Depths 0..4 (k <= 4): rows per depth for k + 1 levels, per-class lists for k.
  const levels = 5;
  const per = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);
  const a: WorkArrays = {
    m,
    nC,
    W,
    nR,
    usedRetailer: new Uint8Array(nR),
    cur: per(levels, () => new Float64Array(m)),
    covered: per(levels, () => new Int32Array(W)),
    gain: per(levels - 1, () => new Float64Array(nC)),
    exact: per(levels - 1, () => new Uint8Array(nC)),
    floor: per(levels - 1, () => new Float64Array(nC)),
    childIdx: per(levels - 1, () => new Int32Array(nC)),
    childP: per(levels - 1, () => new Float64Array(nC)),
    childM: per(levels - 1, () => new Float64Array(nC)),
    byGain: per(levels - 1, () => new Int32Array(nC)),
    byGainVal: per(levels - 1, () => new Float64Array(nC)),
    uncovered: new Int32Array(W),
  };
  if (m * nC <= 1 << 20) kept = a;
  return a;
}

class ExactSearch {
  private readonly m: number;
  private readonly nC: number;
  private readonly W: number;
  private readonly model: PlanModel;
  private readonly full: boolean;
  private readonly order: Int32Array;
  private readonly L: Float64Array;
  private readonly rowSum: Float64Array;
  private readonly retailerOf: Int32Array;
  private readonly minD0: Float64Array;
  private readonly pairGain: Float64Array | undefined;
  private readonly usedRetailer: Uint8Array;
  /** Per depth: per-item cost of the basket bought at the chosen classes (see row). */
  private readonly cur: Float64Array[];
  /**
   * Per depth: where that basket's row is, rowArr[d] from rowOff[d] (after one pick it is the class's own row
   * of L, not copied), and whether it is there yet: a deeper row is worked out only when something reads it
   * (most nodes are pruned on bounds alone).
   */
  private readonly rowArr: Float64Array[] = [];
  private readonly rowOff = new Int32Array(5);
  private readonly rowReady = new Uint8Array(5);
  /**
   * With the rows in the SIMD kernels' memory (see simd.ts): byte addresses of L, of each depth's own row in cur, and of
   * each depth's basket row (rowArr[d] from rowOff[d]), so that the kernels are called without looking at the views.
   */
  private readonly sumKernel: ((x: number, y: number, n: number) => number) | undefined;
  private readonly minKernel: ((out: number, x: number, y: number, n: number) => void) | undefined;
  /** The rows are the prepared integer rows (Li; the kernels' I passes), bytes per row then 4 * m, else 8 * m. */
  private readonly ints: boolean;
  private readonly rowBytes: number;
  private readonly lAddr: number;
  private readonly curAddr = new Int32Array(5);
  private readonly rowAddr = new Int32Array(5);
  /** Per depth: items the chosen classes sell (full mode). */
  private readonly covered: Int32Array[];
  /** Per depth and class: an upper bound on what the class saves over the current basket... */
  private readonly gain: Float64Array[];
  /** ...which is its exact saving where this is 1. */
  private readonly exact: Uint8Array[];
  private readonly floor: Float64Array[];
  private readonly childIdx: Int32Array[];
  private readonly childP: Float64Array[];
  private readonly childM: Float64Array[];
  /**
   * Per depth: the classes after the last pick with a saving left, by that saving (as it stood when sorted) from the
   * largest down, for the bound on what the remaining picks save (see expand).
   */
  private readonly byGain: Int32Array[];
  private readonly byGainVal: Float64Array[];
  private readonly stack: number[] = [];
  /** Scratch: the uncovered items at the node being expanded (full mode). */
  private readonly uncovered: Int32Array;

  private bestPrimary = Infinity;
  private bestM = Infinity;
  private best: KSolution | null = null;


  constructor(
    readonly prep: Prepared,
    private readonly k: number,
    usePairs: boolean,
    /** The basket rows per depth in the SIMD kernels' memory (see createSolver), else the kept work arrays'. */
    simdCur?: Float64Array[],
  ) {
    keepShape(this);
    const { m, nC, W } = prep;
    this.m = m;
    this.nC = nC;
    this.W = W;
    this.model = prep.model;
    this.full = prep.full;
    this.order = prep.order;
    this.L = prep.L;
    this.rowSum = prep.rowSum;
    this.retailerOf = prep.retailerOf;
    this.minD0 = prep.minD0;
    this.pairGain = k >= 2 && usePairs ? prep.pairGain() : undefined;
    const work = workArrays(m, nC, W, this.model.retailers.length);
    this.usedRetailer = work.usedRetailer;
    this.usedRetailer.fill(0);
    this.cur = simdCur ?? work.cur;
    const kernels = prep.simd && simdCur !== undefined ? simdKernels() : undefined;
    this.ints = kernels !== undefined && prep.Li !== undefined;
    this.sumKernel = kernels && (this.ints ? kernels.absSumI : kernels.absSum);
    this.minKernel = kernels && (this.ints ? kernels.minRowI : kernels.minRow);
    this.rowBytes = (this.ints ? 4 : 8) * m;
    this.lAddr = !kernels ? 0 : this.ints ? prep.Li!.byteOffset : this.L.byteOffset;
    if (kernels) for (let d = 0; d < this.cur.length && d < 5; d++) this.curAddr[d] = this.cur[d]!.byteOffset;
    this.covered = work.covered;
    // Nothing is covered before the first pick.
    this.covered[0]!.fill(0);
    this.gain = work.gain;
    this.exact = work.exact;
    // Only the big mode's bound uses floors.
    this.floor = work.floor;
    this.childIdx = work.childIdx;
    this.childP = work.childP;
    this.childM = work.childM;
    this.byGain = work.byGain;
    this.byGainVal = work.byGainVal;
    this.uncovered = work.uncovered;
  }

  /** Trip cost counted in the objective: zero when the user leaves travel out. */
  private trip(metres: number): number {
    const t = this.model.travel;
    return t.include ? travelCost(metres, this.k, t.costPerKm, t.costPerStop, t.detourFactor) : 0;
  }

  private worse(primary: number, metres: number): boolean {
    return primary > this.bestPrimary || (primary === this.bestPrimary && metres >= this.bestM);
  }

  run(): KSolution | null {
    if (this.k < 1 || this.k > 4) return null;
    if (this.k === 3 && this.full && this.pairGain && !this.model.travel.include) return this.runTriples();
    // The root basket is the cap row (the integer one is read in place).
    if (!this.ints) this.cur[0]!.set(this.prep.cap);
    this.rowArr[0] = this.cur[0]!;
    this.rowOff[0] = 0;
    this.rowAddr[0] = this.ints ? this.prep.capInt!.byteOffset : this.curAddr[0]!;
    this.rowReady[0] = 1;
    this.expand(0, -1, this.prep.capSum, 0);
    return this.best;
  }

  /**
   * k = 3 without travel, full mode: the search's first two levels in plain passes over the pairs. A pair's basket is in
   * the pair table (the first class's row sum less what the second saves over it), and its bound is the one the search
   * gives the pair (what a third class could save: no more than over either of the two alone). The pair with the lowest
   * bound is worked first (its last pick usually finds the optimum), then every other pair whose bound can still win,
   * in position order, each by the search's last pick.
   */
  private runTriples(): KSolution | null {
    const { nC, retailerOf, rowSum, minD0 } = this;
    const pg = this.pairGain!;
    // Each pair's bound at a * nC + b (as large as the pair table, and only while a k = 3 search runs).
    const lbOf = f64Table(this.model.reuse, F64.pairLb, nC * nC);
    let first = -1;
    for (let a = 0; a < nC; a++) {
      const ra = retailerOf[a]!;
      for (let b = a + 1; b < nC; b++) {
        const rb = retailerOf[b]!;
        if (rb === ra) continue;
        // What a third class after b saves: no more than over a alone, nor than over b alone.
        let future = 0;
        for (let c = b + 1, ac = a * nC + c, bc = b * nC + c; c < nC; c++, ac++, bc++) {
          const p = pg[ac]!;
          const q = pg[bc]!;
          const h = p < q ? p : q;
          if (h > future && retailerOf[c] !== ra && retailerOf[c] !== rb) future = h;
        }
        const lb = rowSum[a]! - pg[a * nC + b]! - future;
        lbOf[a * nC + b] = lb;
        if (first < 0 || lb < lbOf[first]!) first = a * nC + b;
      }
    }
    if (first < 0) return null;
    this.pairLastPick((first / nC) | 0, first % nC);
    for (let a = 0; a < nC; a++)
      for (let b = a + 1; b < nC; b++) {
        if (a * nC + b === first || retailerOf[b] === retailerOf[a]) continue;
        if (!this.worse(lbOf[a * nC + b]!, Math.max(2 * minD0[a]!, 2 * minD0[b]!) - SLACK_M)) this.pairLastPick(a, b);
      }
    return this.best;
  }

  /** The pair (a, b) as the search's node two levels down (see runTriples), once its bound can still win. */
  private pairLastPick(a: number, b: number): void {
    const { nC, m, W, retailerOf, minD0 } = this;
    const metres = Math.max(2 * minD0[a]!, 2 * minD0[b]!);
    // Whatever a and b leave uncovered, a class after b must sell.
    const { sells, sufSells, wanted } = this.prep;
    const uncovered = this.uncovered;
    let anyUncovered = 0;
    for (let w = 0; w < W; w++) {
      const left = wanted[w]! & ~(sells[a * W + w]! | sells[b * W + w]!);
      if ((left & ~sufSells[(b + 1) * W + w]!) !== 0) return;
      uncovered[w] = left;
      anyUncovered |= left;
    }
    const pg = this.pairGain!;
    // The last pick's candidates, as lastPick finds them (no trip to add): a class after b of a third retailer, whose
    // bound can still win and that sells what a and b leave uncovered.
    const curCost = this.rowSum[a]! - pg[a * nC + b]!;
    const bestP = this.bestPrimary;
    const bestM = this.bestM;
    const ra = retailerOf[a]!;
    const rb = retailerOf[b]!;
    const gain = this.gain[2]!;
    const exact = this.exact[2]!;
    const idx = this.childIdx[2]!;
    const lbP = this.childP[2]!;
    const lbM = this.childM[2]!;
    let count = 0;
    for (let c = nC - 1, ac = a * nC + c, bc = b * nC + c; c > b; c--, ac--, bc--) {
      const p = pg[ac]!;
      const q = pg[bc]!;
      const g = p < q ? p : q;
      const primary = curCost - g;
      if (primary > bestP) continue;
      const rc = retailerOf[c]!;
      if (rc === ra || rc === rb) continue;
      const cm = Math.max(metres, 2 * minD0[c]!) - SLACK_M;
      if (primary === bestP && cm >= bestM) continue;
      if (anyUncovered !== 0) {
        let miss = 0;
        for (let w = 0, sRow = c * W; w < W; w++) miss |= uncovered[w]! & ~sells[sRow + w]!;
        if (miss !== 0) continue;
      }
      gain[c] = g;
      exact[c] = 0;
      insertChild(idx, lbP, lbM, count++, c, primary, cm);
    }
    if (count === 0) return;
    // The basket row of a (the first pick's is its own row of L) and b, worked out if a candidate needs its exact saving.
    this.rowArr[1] = this.L;
    this.rowOff[1] = a * m;
    this.rowAddr[1] = this.lAddr + this.rowBytes * a;
    this.rowReady[1] = 1;
    this.rowReady[2] = 0;
    this.stack.push(a, b);
    this.workLast(2, curCost, count);
    this.stack.pop();
    this.stack.pop();
  }

  /** The basket row at `depth` (from rowOff[depth]), worked out from the one above and the newest pick if need be. */
  private row(depth: number): Float64Array {
    if (this.rowReady[depth]) return this.rowArr[depth]!;
    const up = this.row(depth - 1);
    const uo = this.rowOff[depth - 1]!;
    const { m, L } = this;
    const lo = this.stack[depth - 1]! * m;
    const next = this.cur[depth]!;
    if (this.minKernel) {
      this.minKernel(this.curAddr[depth]!, this.rowAddr[depth - 1]!, this.lAddr + this.rowBytes * this.stack[depth - 1]!, m);
      this.rowAddr[depth] = this.curAddr[depth]!;
    } else minRow(next, 0, up, uo, L, lo, m);
    this.rowArr[depth] = next;
    this.rowOff[depth] = 0;
    this.rowReady[depth] = 1;
    return next;
  }

  /** What class position c saves over the basket at `depth` (whose total is curCost), item by item. */
  private exactGain(depth: number, curCost: number, c: number): number {
    const cur = this.row(depth);
    // sum max(cur - L_c, 0) = (sum |cur - L_c| + sum cur - sum L_c) / 2, branch-free (see pairGain).
    const sum = this.sumKernel
      ? this.sumKernel(this.rowAddr[depth]!, this.lAddr + this.rowBytes * c, this.m)
      : absDiffSum(cur, this.rowOff[depth]!, this.L, c * this.m, this.m);
    return (sum + curCost - this.rowSum[c]!) / 2;
  }

  /**
   * Full mode: the items the classes chosen down to `depth` leave uncovered, into this.uncovered, once per node;
   * whether there are any (none: every child passes the coverage test).
   */
  private findUncovered(depth: number): boolean {
    if (!this.full) return false;
    const { W, uncovered } = this;
    const covered = this.covered[depth]!;
    const wanted = this.prep.wanted;
    let any = false;
    for (let w = 0; w < W; w++) {
      uncovered[w] = wanted[w]! & ~covered[w]!;
      if (uncovered[w] !== 0) any = true;
    }
    return any;
  }

  /**
   * The last pick (no picks after it). One pass over the classes keeps each class whose bound (no more saved than
   * one level up, nor than over the newest class alone) can still win and that covers what is still uncovered, in
   * order of that bound; then the list is worked from its best end, where a class gets its exact saving (a pass over
   * the items) only once it comes first. Classes are taken from the last one down and ties keep that order, as
   * expand's children.
   */
  private lastPick(depth: number, last: number, curCost: number, travelLbM: number): void {
    const { nC, W, retailerOf, minD0, stack } = this;
    const pg = this.pairGain;
    const gain = this.gain[depth]!;
    const exact = this.exact[depth]!;
    const parentGain = this.gain[depth - 1]!;
    const newest = stack[depth - 1]!;
    // With one class chosen, its pair entry is the exact saving.
    const exactPair = depth === 1 && pg !== undefined;
    const idx = this.childIdx[depth]!;
    const lbP = this.childP[depth]!;
    const lbM = this.childM[depth]!;
    const { sells } = this.prep;
    const uncovered = this.uncovered;
    const anyUncovered = this.findUncovered(depth);
    let count = 0;
    for (let c = nC - 1; c > last; c--) {
      if (this.usedRetailer[retailerOf[c]!]) continue;
      let g = parentGain[c]!;
      if (pg) {
        const p = pg[newest * nC + c]!;
        if (p < g) g = p;
      }
      const metres = Math.max(travelLbM, 2 * minD0[c]!) - SLACK_M;
      const trip = this.trip(Math.max(0, metres));
      if (this.worse(curCost - g + trip, metres)) continue;
      if (anyUncovered) {
        const sRow = c * W;
        let covers = true;
        for (let w = 0; w < W; w++)
          if ((uncovered[w]! & ~sells[sRow + w]!) !== 0) {
            covers = false;
            break;
          }
        if (!covers) continue;
      }
      gain[c] = g;
      exact[c] = exactPair ? 1 : 0;
      insertChild(idx, lbP, lbM, count++, c, curCost - g + trip, metres);
    }
    this.workLast(depth, curCost, count);
  }

  /**
   * The last pick's list (count children in childIdx/childP/childM at depth, by bound), best bound first. A child known
   * only by its bound gets its exact saving when it comes first, and goes back into the list at its exact cost; a leaf
   * found on the way raises the bar for the rest, so the children behind it may never need their pass over the items.
   */
  private workLast(depth: number, curCost: number, count: number): void {
    const { stack } = this;
    const gain = this.gain[depth]!;
    const exact = this.exact[depth]!;
    const idx = this.childIdx[depth]!;
    const lbP = this.childP[depth]!;
    const lbM = this.childM[depth]!;
    for (let x = 0; x < count; ) {
      if (this.worse(lbP[x]!, lbM[x]!)) break;
      const c = idx[x]!;
      if (exact[c]) {
        stack.push(c);
        this.leaf(curCost - gain[c]!);
        stack.pop();
        x++;
        continue;
      }
      const g = this.exactGain(depth, curCost, c);
      gain[c] = g;
      exact[c] = 1;
      const metres = lbM[x]!;
      const primary = curCost - g + this.trip(Math.max(0, metres));
      // Behind every child whose bound is no worse, as insertChild keeps equal bounds in the order they came.
      let y = x;
      while (y + 1 < count && (lbP[y + 1]! < primary || (lbP[y + 1] === primary && lbM[y + 1]! <= metres))) {
        idx[y] = idx[y + 1]!;
        lbP[y] = lbP[y + 1]!;
        lbM[y] = lbM[y + 1]!;
        y++;
      }
      idx[y] = c;
      lbP[y] = primary;
      lbM[y] = metres;
    }
  }

  private expand(depth: number, last: number, curCost: number, travelLbM: number): void {
    if (depth > 0 && depth === this.k - 1) {
      this.lastPick(depth, last, curCost, travelLbM);
      return;
    }
    const { m, nC, W, L, retailerOf, minD0, stack } = this;
    const gain = this.gain[depth]!;
    const exact = this.exact[depth]!;
    const floor = this.floor[depth];
    const need = this.k - depth - 1;
    const pg = this.pairGain;

    // Big mode while items are still uncovered: one pass per class gives its exact saving and the
    // per-item floor with every later class (no item gets cheaper than that).
    const withFloor = !this.full && need > 0 && curCost >= this.model.bigM;
    const sufMin = withFloor ? this.prep.sufMin() : undefined;
    const cur = withFloor ? this.row(depth) : L;
    const co = withFloor ? this.rowOff[depth]! : 0;
    const parentGain = depth > 0 ? this.gain[depth - 1]! : undefined;
    const newest = depth > 0 ? stack[depth - 1]! : -1;
    for (let c = last + 1; c < nC; c++) {
      if (this.usedRetailer[retailerOf[c]!]) {
        gain[c] = -1;
        continue;
      }
      if (sufMin) {
        let g = 0;
        let f = 0;
        const row = c * m;
        const suf = row + m;
        for (let i = 0; i < m; i++) {
          const a = cur[co + i]!;
          const b = L[row + i]!;
          let v = a;
          if (b < a) {
            g += a - b;
            v = b;
          }
          const s = sufMin[suf + i]!;
          f += s < v ? s : v;
        }
        floor![c] = f;
        gain[c] = g;
        exact[c] = 1;
      } else if (depth === 0) {
        // The root basket is the cap, which no line exceeds.
        gain[c] = curCost - this.rowSum[c]!;
        exact[c] = 1;
      } else {
        // Submodularity: no more than one level up, nor than over the newest class alone; with only
        // one class chosen the pair entry is the exact saving.
        let u = parentGain![c]!;
        if (pg) {
          const p = pg[newest * nC + c]!;
          if (p < u) u = p;
        }
        gain[c] = u;
        exact[c] = depth === 1 && pg ? 1 : 0;
      }
    }

    // Children with lower bounds. A later class d saves, after c joins, at most
    // min(its gain over the current set, its gain over c alone) (submodularity), so the `need`
    // largest of those bound what the remaining picks can save.
    const idx = this.childIdx[depth]!;
    const lbP = this.childP[depth]!;
    const lbM = this.childM[depth]!;
    const covered = this.covered[depth]!;
    const { sells, sufSells } = this.prep;
    const uncovered = this.uncovered;
    const anyUncovered = this.findUncovered(depth);
    let count = 0;
    let eligibleAfter = 0;
    // The classes with a saving left, largest saving first (insertion sort: a few dozen classes at most here).
    const byGain = this.byGain[depth]!;
    const byGainVal = this.byGainVal[depth]!;
    let nByGain = 0;
    if (need > 0)
      for (let d = last + 1; d < nC; d++) {
        const gd = gain[d]!;
        if (gd <= 0) continue;
        let y = nByGain++;
        while (y > 0 && byGainVal[y - 1]! < gd) {
          byGain[y] = byGain[y - 1]!;
          byGainVal[y] = byGainVal[y - 1]!;
          y--;
        }
        byGain[y] = d;
        byGainVal[y] = gd;
      }
    // The largest saving (as it stands, an upper bound) of the classes after c: no remaining pick saves more.
    let laterMax = 0;
    for (let c = nC - 1; c > last; c--) {
      const gc = gain[c]!;
      if (gc < 0) continue;
      const later = laterMax;
      if (gc > laterMax) laterMax = gc;
      let feasible = eligibleAfter++ >= need;
      const metres = Math.max(travelLbM, 2 * minD0[c]!) - SLACK_M;
      const trip = this.trip(Math.max(0, metres));
      // A child that cannot win even if each remaining pick saved that much is not worth a closer look.
      if (feasible && need > 0 && this.worse(curCost - gc - need * later + trip, metres)) feasible = false;
      // Full mode: whatever c does not sell of the uncovered items, a later class must.
      if (anyUncovered && feasible) {
        const sRow = c * W;
        if (need > 0) {
          const fRow = sRow + W;
          for (let w = 0; w < W; w++)
            if ((uncovered[w]! & ~sells[sRow + w]! & ~sufSells[fRow + w]!) !== 0) {
              feasible = false;
              break;
            }
        } else
          for (let w = 0; w < W; w++)
            if ((uncovered[w]! & ~sells[sRow + w]!) !== 0) {
              feasible = false;
              break;
            }
      }
      if (feasible) {
        let future = 0;
        if (need > 0) {
          let t1 = 0;
          let t2 = 0;
          let t3 = 0;
          const rc = retailerOf[c]!;
          const pRow = c * nC;
          // Largest saving first: once a class's saving as sorted (never below its saving now: savings only become
          // exact, which is no more than their bound) is no more than the smallest value kept, no class after it
          // can change the kept ones.
          for (let x = 0; x < nByGain; x++) {
            if (byGainVal[x]! <= (need === 1 ? t1 : need === 2 ? t2 : t3)) break;
            const d = byGain[x]!;
            const gd = gain[d]!;
            if (d <= c || gd <= 0 || retailerOf[d] === rc) continue;
            const p = pg ? pg[pRow + d]! : gd;
            const h = p < gd ? p : gd;
            if (h > t1) {
              t3 = t2;
              t2 = t1;
              t1 = h;
            } else if (h > t2) {
              t3 = t2;
              t2 = h;
            } else if (h > t3) t3 = h;
          }
          future = need === 1 ? t1 : need === 2 ? t1 + t2 : t1 + t2 + t3;
        }
        if (!exact[c]) {
          // Only a child that could still win is worth a pass over the items.
          if (this.worse(curCost - gc - future + trip, metres)) continue;
          gain[c] = this.exactGain(depth, curCost, c);
          exact[c] = 1;
        }
        let basketLb = curCost - gain[c]! - future;
        if (withFloor && floor![c]! > basketLb) basketLb = floor![c]!;
        // The children are visited best bound first until one cannot win, and the incumbent only improves: a child
        // that cannot win now would never be visited.
        if (!this.worse(basketLb + trip, metres)) insertChild(idx, lbP, lbM, count++, c, basketLb + trip, metres);
      }
    }

    const nextCovered = this.covered[depth + 1]!;
    for (let x = 0; x < count; x++) {
      // Sorted ascending, and the incumbent only improves: the first child that cannot win ends the loop.
      if (this.worse(lbP[x]!, lbM[x]!)) break;
      const c = idx[x]!;
      const childCost = curCost - gain[c]!;
      const metres = Math.max(travelLbM, 2 * minD0[c]!);
      stack.push(c);
      if (need === 0) this.leaf(childCost);
      else {
        if (depth === 0) {
          // The first pick's basket is its own row: no line exceeds the cap.
          this.rowArr[1] = L;
          this.rowOff[1] = c * m;
          this.rowAddr[1] = this.lAddr + this.rowBytes * c;
          this.rowReady[1] = 1;
        } else this.rowReady[depth + 1] = 0;
        if (this.full) for (let w = 0; w < W; w++) nextCovered[w] = covered[w]! | sells[c * W + w]!;
        this.usedRetailer[retailerOf[c]!] = 1;
        this.expand(depth + 1, c, childCost, metres);
        this.usedRetailer[retailerOf[c]!] = 0;
      }
      stack.pop();
    }
  }

  /** All k classes chosen: find their shortest tour that still beats the incumbent. */
  private leaf(basket: number): void {
    const classes = this.stack.map((pos) => this.order[pos]!);
    const found = bestTour(this.model, classes, basket, this.bestPrimary, this.bestM);
    if (!found) return;
    this.bestPrimary = basket + this.trip(found.metres);
    this.bestM = found.metres;
    this.best = { classes, shops: found.shops, basket, primary: this.bestPrimary, tourM: found.metres };
  }
}
