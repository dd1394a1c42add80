import { shortestTourLength } from './geo.js';
import { travelCost } from './money.js';
import type { PlanModel } from './model.js';

/** Float slack on travel lower bounds so rounding noise can never prune an optimum. */
const SLACK_M = 1e-6;

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
 */
export function solveExact(model: PlanModel, k: number): KSolution | null {
  return createSolver(model)(k);
}

/** Prepares the model once for every store count (the tables do not depend on k). */
export function createSolver(model: PlanModel): (k: number) => KSolution | null {
  let full: Prepared | undefined;
  let big: Prepared | undefined;
  return (k) => {
    if (k === 1) return bestSingle(model);
    full ??= new Prepared(model, true);
    const found = new ExactSearch(full, k).run();
    if (found) return found;
    big ??= new Prepared(model, false);
    return new ExactSearch(big, k).run();
  };
}

/**
 * k = 1 needs no search: each class alone, at its nearest shop (the shortest out-and-back trip).
 * Same key as the search: (bigM * uncovered + basket (+ trip), metres).
 */
function bestSingle(model: PlanModel): KSolution | null {
  const { lines, classes, travel } = model;
  const m = model.items.length;
  let best: KSolution | null = null;
  for (let c = 0; c < classes.length; c++) {
    let basket = 0;
    for (let i = 0; i < m; i++) basket += lines[c * m + i]!;
    const tourM = 2 * classes[c]!.minD0;
    const primary = basket + (travel.include ? travelCost(tourM, 1, travel.costPerKm, travel.costPerStop, travel.detourFactor) : 0);
    if (!best || primary < best.primary || (primary === best.primary && tourM < best.tourM))
      best = { classes: [c], shops: [classes[c]!.shops[0]!], basket, primary, tourM };
  }
  return best;
}

/** Tables shared by the searches for every k, in one coverage mode. */
class Prepared {
  readonly m: number;
  readonly nC: number;
  /** Full mode: cost of an item no chosen class sells (above every offer); 0 for items nobody sells. */
  readonly cap: Float64Array;
  /** Classes reordered best-alone first, so that good incumbents come early. */
  readonly order: Int32Array;
  readonly L: Float64Array;
  readonly retailerOf: Int32Array;
  readonly minD0: Float64Array;
  /** Row p: per-item minimum line over classes at positions >= p (row nC is +Infinity). */
  readonly sufMin: Float64Array;
  private pairs: Float64Array | undefined;

  constructor(
    readonly model: PlanModel,
    readonly full: boolean,
  ) {
    const { classes, bigM, travel } = model;
    const m = model.items.length;
    const nC = classes.length;
    this.m = m;
    this.nC = nC;
    this.cap = new Float64Array(m).fill(bigM);
    let lines = model.lines;
    if (full) {
      lines = new Float64Array(model.lines);
      for (let i = 0; i < m; i++) {
        let worst = -1;
        for (let c = 0; c < nC; c++) if (lines[c * m + i]! < bigM) worst = Math.max(worst, lines[c * m + i]!);
        this.cap[i] = worst + 1;
        for (let c = 0; c < nC; c++) if (lines[c * m + i]! >= bigM) lines[c * m + i] = worst + 1;
      }
    }
    const alone = new Float64Array(nC);
    for (let c = 0; c < nC; c++) {
      let s = 0;
      for (let i = 0; i < m; i++) s += lines[c * m + i]!;
      const t = travel.include ? travelCost(2 * classes[c]!.minD0, 1, travel.costPerKm, 0, travel.detourFactor) : 0;
      alone[c] = s + t;
    }
    const idx = Array.from({ length: nC }, (_, c) => c).sort((a, b) => alone[a]! - alone[b]! || a - b);
    this.order = Int32Array.from(idx);
    this.L = new Float64Array(nC * m);
    this.retailerOf = new Int32Array(nC);
    this.minD0 = new Float64Array(nC);
    idx.forEach((c, pos) => {
      this.L.set(lines.subarray(c * m, c * m + m), pos * m);
      this.retailerOf[pos] = classes[c]!.retailer;
      this.minD0[pos] = classes[c]!.minD0;
    });
    this.sufMin = new Float64Array((nC + 1) * m).fill(Infinity);
    for (let p = nC - 1; p >= 0; p--)
      for (let i = 0; i < m; i++) {
        const a = this.L[p * m + i]!;
        const b = this.sufMin[(p + 1) * m + i]!;
        this.sufMin[p * m + i] = a < b ? a : b;
      }
  }

  /**
   * beats[(a * nC + b) * words + w]: bit i set when class b sells item i cheaper than class a.
   * ANDing b's rows against the chosen classes gives exactly the items where b would save, so a
   * gain costs a few words plus one step per saving item instead of a pass over every item.
   * Skipped (undefined) when the table would be large.
   */
  beats(): Uint32Array | undefined {
    if (this.beatTable !== undefined || this.noBeats) return this.beatTable;
    const { m, nC } = this;
    const W = (m + 31) >>> 5;
    if (nC * nC * W > 4_000_000) {
      this.noBeats = true;
      return undefined;
    }
    this.beatsReady = new Uint8Array(nC);
    return (this.beatTable = new Uint32Array(nC * nC * W));
  }

  /** Fills the block of classes beating `a`, the first time `a` is chosen. */
  ensureBeats(a: number): void {
    if (this.beatsReady![a]) return;
    this.beatsReady![a] = 1;
    const { L, m, nC } = this;
    const t = this.beatTable!;
    const W = (m + 31) >>> 5;
    const aRow = a * m;
    for (let b = 0; b < nC; b++) {
      if (a === b) continue;
      const base = (a * nC + b) * W;
      const bRow = b * m;
      for (let i = 0; i < m; i++) if (L[bRow + i]! < L[aRow + i]!) t[base + (i >>> 5)]! |= 1 << (i & 31);
    }
  }
  private beatTable: Uint32Array | undefined;
  private beatsReady: Uint8Array | undefined;
  private noBeats = false;

  /** pairGain[a * nC + b]: what class b saves over class a alone; bounds b's gain over any set holding a. */
  pairGain(): Float64Array {
    if (this.pairs) return this.pairs;
    const { L, m, nC } = this;
    const pg = new Float64Array(nC * nC);
    for (let a = 0; a < nC; a++)
      for (let b = a + 1; b < nC; b++) {
        let ab = 0;
        let ba = 0;
        for (let i = 0; i < m; i++) {
          const d = L[a * m + i]! - L[b * m + i]!;
          if (d > 0) ab += d;
          else ba -= d;
        }
        pg[a * nC + b] = ab;
        pg[b * nC + a] = ba;
      }
    return (this.pairs = pg);
  }
}

class ExactSearch {
  private readonly m: number;
  private readonly nC: number;
  private readonly model: PlanModel;
  private readonly full: boolean;
  private readonly order: Int32Array;
  private readonly L: Float64Array;
  private readonly retailerOf: Int32Array;
  private readonly minD0: Float64Array;
  private readonly sufMin: Float64Array;
  private readonly cap: Float64Array;
  private readonly pairGain: Float64Array | undefined;
  private readonly beats: Uint32Array | undefined;
  private readonly uncovered: Int32Array;
  private readonly usedRetailer: Uint8Array;
  private readonly cur: Float64Array[];
  private readonly gain: Float64Array[];
  private readonly floor: Float64Array[];
  private readonly childIdx: Int32Array[];
  private readonly childP: Float64Array[];
  private readonly childM: Float64Array[];
  private readonly stack: number[] = [];

  private bestPrimary = Infinity;
  private bestM = Infinity;
  private best: KSolution | null = null;

  // Scratch space for the inner tour search.
  private readonly tD0 = new Float64Array(4);
  private readonly tD = new Float64Array(16);
  private readonly tShop = new Int32Array(4);
  private innerBestM = Infinity;
  private innerBestShops: number[] = [];

  constructor(
    readonly prep: Prepared,
    private readonly k: number,
  ) {
    const { m, nC } = prep;
    this.m = m;
    this.nC = nC;
    this.model = prep.model;
    this.full = prep.full;
    this.order = prep.order;
    this.L = prep.L;
    this.retailerOf = prep.retailerOf;
    this.minD0 = prep.minD0;
    this.sufMin = prep.sufMin;
    this.cap = prep.cap;
    // For k <= 2 the pair table would cost as much as the whole search.
    this.pairGain = k >= 3 ? prep.pairGain() : undefined;
    this.beats = k >= 2 ? prep.beats() : undefined;
    this.uncovered = new Int32Array(m);
    this.usedRetailer = new Uint8Array(this.model.retailers.length);
    this.cur = Array.from({ length: k + 1 }, () => new Float64Array(m));
    this.gain = Array.from({ length: k }, () => new Float64Array(nC));
    this.floor = Array.from({ length: k }, () => new Float64Array(nC));
    this.childIdx = Array.from({ length: k }, () => new Int32Array(nC));
    this.childP = Array.from({ length: k }, () => new Float64Array(nC));
    this.childM = Array.from({ length: k }, () => new Float64Array(nC));
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
    const root = this.cur[0]!;
    root.set(this.cap);
    this.expand(0, -1, this.cap.reduce((a, b) => a + b, 0), 0);
    return this.best;
  }

  private expand(depth: number, last: number, curCost: number, travelLbM: number): void {
    const { m, nC, L, retailerOf, minD0, sufMin } = this;
    const cur = this.cur[depth]!;
    const gain = this.gain[depth]!;
    const floor = this.floor[depth]!;
    const need = this.k - depth - 1;

    // One pass per class: its gain over the current basket and, while items are still uncovered, the
    // per-item floor with every later class (no item gets cheaper than that).
    const withFloor = !this.full && need > 0 && curCost >= this.model.bigM;
    const { cap, uncovered } = this;
    let nUnc = 0;
    if (this.full) for (let i = 0; i < m; i++) if (cur[i] === cap[i] && cap[i]! > 0) uncovered[nUnc++] = i;
    const beats = depth > 0 && !withFloor ? this.beats : undefined;
    const W = (m + 31) >>> 5;
    const stack = this.stack;
    if (beats) for (let j = 0; j < depth; j++) this.prep.ensureBeats(stack[j]!);
    for (let c = last + 1; c < nC; c++) {
      if (this.usedRetailer[retailerOf[c]!]) {
        gain[c] = -1;
        continue;
      }
      let g = 0;
      const row = c * m;
      if (beats) {
        for (let w = 0; w < W; w++) {
          let bits = 0xffffffff;
          for (let j = 0; j < depth; j++) bits &= beats[(stack[j]! * nC + c) * W + w]!;
          while (bits !== 0) {
            const low = bits & -bits;
            const i = (w << 5) + 31 - Math.clz32(low);
            g += cur[i]! - L[row + i]!;
            bits ^= low;
          }
        }
      } else if (!withFloor) {
        for (let i = 0; i < m; i++) {
          const d = cur[i]! - L[row + i]!;
          g += d > 0 ? d : 0;
        }
      } else {
        let f = 0;
        const suf = row + m;
        for (let i = 0; i < m; i++) {
          const a = cur[i]!;
          const b = L[row + i]!;
          let v = a;
          if (b < a) {
            g += a - b;
            v = b;
          }
          const s = sufMin[suf + i]!;
          f += s < v ? s : v;
        }
        floor[c] = f;
      }
      gain[c] = g;
    }

    // Children with lower bounds. A later class d saves, after c joins, at most
    // min(its gain over the current set, its gain over c alone) (submodularity), so the `need`
    // largest of those bound what the remaining picks can save.
    const idx = this.childIdx[depth]!;
    const lbP = this.childP[depth]!;
    const lbM = this.childM[depth]!;
    const pg = this.pairGain;
    let count = 0;
    let eligibleAfter = 0;
    for (let c = nC - 1; c > last; c--) {
      const g = gain[c]!;
      if (g < 0) continue;
      let feasible = eligibleAfter >= need;
      // Full mode: whatever c does not sell of the uncovered items, a later class must.
      for (let u = 0; feasible && u < nUnc; u++) {
        const i = uncovered[u]!;
        if (L[c * m + i]! >= cap[i]! && (need === 0 || sufMin[(c + 1) * m + i]! >= cap[i]!)) feasible = false;
      }
      if (feasible) {
        let basketLb = curCost - g;
        if (need > 0) {
          let t1 = 0;
          let t2 = 0;
          let t3 = 0;
          const rc = retailerOf[c]!;
          const pRow = c * nC;
          for (let d = c + 1; d < nC; d++) {
            const gd = gain[d]!;
            if (gd <= 0 || retailerOf[d] === rc) continue;
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
          const future = need === 1 ? t1 : need === 2 ? t1 + t2 : t1 + t2 + t3;
          basketLb -= future;
          if (withFloor && floor[c]! > basketLb) basketLb = floor[c]!;
        }
        const metres = Math.max(travelLbM, 2 * minD0[c]!) - SLACK_M;
        const primary = basketLb + this.trip(Math.max(0, metres));
        // Insertion keeps children sorted by (primary, metres).
        let j = count++;
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
      eligibleAfter++;
    }

    const next = this.cur[depth + 1]!;
    for (let x = 0; x < count; x++) {
      // Sorted ascending, and the incumbent only improves: the first child that cannot win ends the loop.
      if (this.worse(lbP[x]!, lbM[x]!)) break;
      const c = idx[x]!;
      const childCost = curCost - gain[c]!;
      const metres = Math.max(travelLbM, 2 * minD0[c]!);
      this.stack.push(c);
      if (need === 0) this.leaf(childCost);
      else {
        const row = c * m;
        for (let i = 0; i < m; i++) {
          const a = cur[i]!;
          const b = L[row + i]!;
          next[i] = b < a ? b : a;
        }
        this.usedRetailer[retailerOf[c]!] = 1;
        this.expand(depth + 1, c, childCost, metres);
        this.usedRetailer[retailerOf[c]!] = 0;
      }
      this.stack.pop();
    }
  }

  /** All k classes chosen: find their shortest tour that still beats the incumbent. */
  private leaf(basket: number): void {
    const classes = this.stack.map((pos) => this.order[pos]!);
    const found = this.bestTour(classes, basket);
    if (!found) return;
    this.bestPrimary = basket + this.trip(this.innerBestM);
    this.bestM = this.innerBestM;
    this.best = { classes, shops: this.innerBestShops, basket, primary: this.bestPrimary, tourM: this.innerBestM };
  }

  /**
   * Shortest tour picking one shop per class, among tours whose key beats the incumbent.
   * Classes with fewer shops go first; shops are tried nearest first, so 2 * d0 only grows.
   */
  private bestTour(classes: number[], basket: number): boolean {
    const model = this.model;
    const sorted = [...classes].sort((a, b) => model.classes[a]!.shops.length - model.classes[b]!.shops.length);
    this.innerBestM = Infinity;
    let found = false;
    const k = sorted.length;
    const { tD0, tD, tShop } = this;
    const pts = model.points;

    const dfs = (depth: number, lbM: number): void => {
      const shops = model.classes[sorted[depth]!]!.shops;
      for (const s of shops) {
        const d0 = model.shops[s]!.d0;
        const ring = Math.max(lbM, 2 * d0);
        if (ring - SLACK_M >= this.innerBestM || this.worse(basket + this.trip(ring - SLACK_M), ring - SLACK_M)) break;
        tShop[depth] = s;
        tD0[depth] = d0;
        const n = depth + 1;
        for (let a = 0; a < depth; a++) {
          const d = pts.dist(tShop[a]! + 1, s + 1);
          tD[a * 4 + depth] = d;
          tD[depth * 4 + a] = d;
        }
        const len = shortestTourLength(n, tD0, tD, 4);
        if (len >= this.innerBestM || this.worse(basket + this.trip(len - SLACK_M), len - SLACK_M)) continue;
        if (n === k) {
          this.innerBestM = len;
          this.innerBestShops = Array.from(tShop.subarray(0, k));
          found = true;
        } else dfs(depth + 1, Math.max(lbM, len));
      }
    };
    dfs(0, 0);
    if (found) {
      // Report shops in the caller's class order.
      const byClass = new Map(sorted.map((c, j) => [c, this.innerBestShops[j]!]));
      this.innerBestShops = classes.map((c) => byClass.get(c)!);
    }
    return found;
  }
}
