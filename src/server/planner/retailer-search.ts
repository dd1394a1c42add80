import { travelCost } from './money.js';
import type { PlanModel } from './model.js';
import { keepShape } from './pool.js';
import type { KSolution } from './search.js';
import { bestTour, SLACK_M } from './tour.js';

/**
 * Exact best choice of k shops of k distinct retailers when shops price items differently (many price
 * classes per retailer), by branch and bound in two levels: sets of k retailers, then one price class
 * per chosen retailer. Same key as the class search: (bigM * uncovered + basket (+ trip), metres).
 *
 * Each retailer gets a reference row, the line most of its classes charge per item (with a chain price
 * list and a few shop exceptions, the chain's line), and each class is stored as its differences from
 * that row: a shop whose prices deviate on 5% of the items has a delta of 5% of the items, and what it
 * changes in a basket costs that many steps to work out.
 *
 * The bound. Let X be any per-item vector at or below the cheapest line of the classes chosen so far and
 * the reference rows of the retailers still to choose. Whatever classes t_l the remaining retailers l get,
 * each item costs at least min(X_i, min over the t_l deviating on i of L_t(i)) >= X_i + sum over those
 * t_l of min(L_t(i) - X_i, 0) (items where t_l does not deviate cost ref_l >= X_i). So the basket is at
 * least sum X + sum over remaining l of T_l(X), T_l(X) = min over the classes t of l of
 * sum over t's delta of min(L_t(i) - X_i, 0): each remaining retailer takes its best class on its own.
 * It is tight when the chosen shops' deviations fall on different items, which is the usual case.
 *  - Retailer sets: X = the per-item minimum of the reference rows; min(L - X, 0) >= min(L - ref, 0), so
 *    sum X + sum over the set of each retailer's smallest sum of min(L - ref, 0) bounds every set cheaply;
 *    sets are taken cheapest bound first, and the first one that cannot beat the incumbent ends the search.
 *  - Inside a set, a node's own base X = min(chosen lines, remaining reference rows) gives its bound; a
 *    child is ranked, before it is expanded, by the same sum with X lowered only where the child's class
 *    is cheaper than the base (a lower X never lowers the remaining T_l), so the parent's T_l serve.
 *  - Lagrangian (see optimiseMultipliers): the same form with X replaced by multipliers tuned once per k,
 *    lowered at each node to what the chosen classes already charge; it stays tight when prices differ on
 *    every item, where the delta bound overlaps. Sets, nodes and children take the larger of the two.
 *  - Travel: a closed tour through a shop is at least twice its distance from the zone point.
 * A greedy-and-swap plan is the first incumbent.
 *
 * Dominated classes need no separate pass: a class no cheaper than another of the same retailer on any
 * item ranks after it and its bound cannot beat an incumbent that the other already gives, except in a
 * tie, where the route length decides as it must. Dropping it up front would not be exact: with the trip
 * counted (or as the tie-break) the dearer shop may lie on a shorter route.
 */
export class RetailerSearch {
  private readonly m: number;
  private readonly nR: number;
  /** Items some class sells (the others cost the same in every plan and are left out of the sums). */
  private readonly items: Int32Array;
  /** nR x m reference lines. */
  private readonly ref: Float64Array;
  /** Classes of each retailer. */
  private readonly classesOf: Int32Array[];
  /** Per class: its delta in dItem / dLine from dStart[c] to dStart[c + 1]. */
  private readonly dStart: Int32Array;
  private readonly dItem: Int32Array;
  private readonly dLine: Float64Array;
  /** Per retailer: the smallest, over its classes, of sum over the delta of min(L - ref, 0). */
  private readonly downMin: Float64Array;
  private readonly retailerD0: Float64Array;

  /** Lagrange multipliers per item (see optimiseMultipliers), whole forints so that every sum stays exact. */
  private readonly lam: Float64Array;
  /** Set by classValues: the class reaching the minimum. */
  private argBest = -1;

  // Per search.
  private k = 0;
  private bestPrimary = Infinity;
  private bestM = Infinity;
  private best: KSolution | null = null;
  private set: number[] = [];
  private chosen: number[] = [];

  constructor(private readonly model: PlanModel) {
    keepShape(this);
    const { classes, lines } = model;
    const M = model.productIds.length;
    const unavailable = new Set(model.unavailableItems);
    const items: number[] = [];
    for (let i = 0; i < M; i++) if (!unavailable.has(i)) items.push(i);
    const m = items.length;
    const nR = model.retailers.length;
    this.m = m;
    this.nR = nR;
    this.items = Int32Array.from(items);
    const classesOf: number[][] = Array.from({ length: nR }, () => []);
    classes.forEach((c, j) => classesOf[c.retailer]!.push(j));
    this.classesOf = classesOf.map((cs) => Int32Array.from(cs));
    this.retailerD0 = new Float64Array(nR).fill(Infinity);
    for (const c of classes) this.retailerD0[c.retailer] = Math.min(this.retailerD0[c.retailer]!, c.minD0);

    // Reference rows: per item the majority line among the retailer's classes (Boyer-Moore vote; any row
    // would be exact, the most common one keeps the deltas short).
    const ref = new Float64Array(nR * m);
    for (let r = 0; r < nR; r++)
      for (let x = 0; x < m; x++) {
        const i = items[x]!;
        let cand = 0;
        let votes = 0;
        for (const c of classesOf[r]!) {
          const l = lines[c * M + i]!;
          if (votes === 0) {
            cand = l;
            votes = 1;
          } else if (l === cand) votes++;
          else votes--;
        }
        ref[r * m + x] = cand;
      }
    this.ref = ref;

    const dStart = new Int32Array(classes.length + 1);
    const dItem: number[] = [];
    const dLine: number[] = [];
    this.downMin = new Float64Array(nR);
    for (let c = 0; c < classes.length; c++) {
      const r = classes[c]!.retailer;
      let down = 0;
      for (let x = 0; x < m; x++) {
        const l = lines[c * M + items[x]!]!;
        const d = l - ref[r * m + x]!;
        if (d === 0) continue;
        dItem.push(x);
        dLine.push(l);
        if (d < 0) down += d;
      }
      dStart[c + 1] = dItem.length;
      if (down < this.downMin[r]!) this.downMin[r] = down;
    }
    this.dStart = dStart;
    this.dItem = Int32Array.from(dItem);
    this.dLine = Float64Array.from(dLine);
    this.lam = new Float64Array(m);
  }

  /** Line of class c at item position x. */
  private line(c: number, x: number): number {
    return this.model.lines[c * this.model.productIds.length + this.items[x]!]!;
  }

  /**
   * For every class of retailer r, sum over the items of min(L_c - lam, 0) (into out, by position in
   * classesOf[r], when given); returns the smallest and leaves its class in argBest. Reference row once,
   * then each class's delta.
   */
  private classValues(r: number, lam: Float64Array, out?: Float64Array): number {
    const { m, ref, dStart, dItem, dLine } = this;
    const row = r * m;
    let base = 0;
    for (let x = 0; x < m; x++) {
      const d = ref[row + x]! - lam[x]!;
      if (d < 0) base += d;
    }
    let best = Infinity;
    const cs = this.classesOf[r]!;
    for (let q = 0; q < cs.length; q++) {
      const c = cs[q]!;
      let v = base;
      for (let p = dStart[c]!; p < dStart[c + 1]!; p++) {
        const x = dItem[p]!;
        const a = ref[row + x]! - lam[x]!;
        const b = dLine[p]! - lam[x]!;
        v += (b < 0 ? b : 0) - (a < 0 ? a : 0);
      }
      if (out) out[q] = v;
      if (v < best) {
        best = v;
        this.argBest = c;
      }
    }
    return best;
  }

  /**
   * A first incumbent: classes added greedily (each the one that lowers the basket most), then single
   * swaps while one helps. Only a starting point for the bounds; the search stays exact without it.
   */
  private greedy(): number[] {
    const { m, k } = this;
    const nC = this.model.classes.length;
    const retailerOf = (c: number): number => this.model.classes[c]!.retailer;
    const basketWith = (others: number[], c: number): number => {
      let s = 0;
      for (let x = 0; x < m; x++) {
        let v = this.line(c, x);
        for (const o of others) {
          const l = this.line(o, x);
          if (l < v) v = l;
        }
        s += v;
      }
      return s;
    };
    const chosen: number[] = [];
    let cost = Infinity;
    for (let step = 0; step < k; step++) {
      let bestC = -1;
      let bestCost = Infinity;
      for (let c = 0; c < nC; c++) {
        if (chosen.some((o) => retailerOf(o) === retailerOf(c))) continue;
        const v = basketWith(chosen, c);
        if (v < bestCost) {
          bestCost = v;
          bestC = c;
        }
      }
      if (bestC < 0) return [];
      chosen.push(bestC);
      cost = bestCost;
    }
    for (let pass = 0, improved = true; improved && pass < 3; pass++) {
      improved = false;
      for (let p = 0; p < k; p++) {
        const others = chosen.filter((_, q) => q !== p);
        for (let c = 0; c < nC; c++) {
          if (others.some((o) => retailerOf(o) === retailerOf(c))) continue;
          const v = basketWith(others, c);
          if (v < cost) {
            cost = v;
            chosen[p] = c;
            improved = true;
          }
        }
      }
    }
    return chosen;
  }

  /**
   * Lagrangian bound. For multipliers lam at or below the per-item cost already fixed, any choice of one
   * class t_l for each of the retailers l still open costs at least sum lam + sum over l of
   * sum over items of min(L_t(i) - lam_i, 0): per item, if the cheapest line is the fixed one it is
   * >= lam_i and every term is <= 0; if it is t's, lam_i + (L_t(i) - lam_i) is it and the rest is <= 0.
   * Each open retailer then takes its best class on its own, and with all k open the k retailers with the
   * lowest values bound every set. Subgradient steps (lower lam where several chosen classes undercut it,
   * raise it where none does) tighten the bound for all sets at once; the best multipliers are kept.
   */
  private optimiseMultipliers(ubBasket: number): void {
    const { m, nR, k, lam, ref } = this;
    for (let x = 0; x < m; x++) {
      let v = Infinity;
      for (let r = 0; r < nR; r++) v = Math.min(v, ref[r * m + x]!);
      lam[x] = v;
    }
    const bestLam = Float64Array.from(lam);
    let bestBound = -Infinity;
    const v = new Float64Array(nR);
    const arg = new Int32Array(nR);
    const g = new Float64Array(m);
    const byValue = Array.from({ length: nR }, (_, r) => r);
    let theta = 1;
    let stall = 0;
    for (let it = 0; it < 40; it++) {
      let bound = 0;
      for (let x = 0; x < m; x++) bound += lam[x]!;
      for (let r = 0; r < nR; r++) {
        v[r] = this.classValues(r, lam);
        arg[r] = this.argBest;
      }
      byValue.sort((a, b) => v[a]! - v[b]!);
      for (let j = 0; j < k; j++) bound += v[byValue[j]!]!;
      if (bound > bestBound) {
        bestBound = bound;
        bestLam.set(lam);
        stall = 0;
      } else if (++stall >= 4) {
        theta /= 2;
        stall = 0;
      }
      g.fill(1);
      for (let j = 0; j < k; j++) {
        const c = arg[byValue[j]!]!;
        for (let x = 0; x < m; x++) if (this.line(c, x) < lam[x]!) g[x]!--;
      }
      let norm = 0;
      for (let x = 0; x < m; x++) norm += g[x]! * g[x]!;
      const step = (theta * (ubBasket - bound)) / norm;
      if (!(norm > 0) || !(step > 0.5)) break;
      for (let x = 0; x < m; x++) lam[x] = Math.max(0, Math.round(lam[x]! + step * g[x]!));
    }
    lam.set(bestLam);
  }

  /** How many retailer sets a search for k stores ranks (the caller falls back to the class search above a limit). */
  static setCount(nR: number, k: number): number {
    let n = 1;
    for (let j = 0; j < k; j++) n = (n * (nR - j)) / (j + 1);
    return Math.round(n);
  }

  private trip(metres: number): number {
    const t = this.model.travel;
    return t.include ? travelCost(metres, this.k, t.costPerKm, t.costPerStop, t.detourFactor) : 0;
  }

  private worse(primary: number, metres: number): boolean {
    return primary > this.bestPrimary || (primary === this.bestPrimary && metres >= this.bestM);
  }

  solve(k: number): KSolution | null {
    const { m, nR, ref, downMin, retailerD0 } = this;
    if (k < 1 || k > 4 || k > nR) return null;
    this.k = k;
    this.bestPrimary = Infinity;
    this.bestM = Infinity;
    this.best = null;

    const start = this.greedy();
    if (start.length === k) {
      let basket = 0;
      for (let x = 0; x < m; x++) {
        let v = Infinity;
        for (const c of start) v = Math.min(v, this.line(c, x));
        basket += v;
      }
      this.chosen = start;
      this.leaf(basket);
      this.optimiseMultipliers(basket);
    }
    const lamSum = this.lam.reduce((a, b) => a + b, 0);
    const lamValue = new Float64Array(nR);
    for (let r = 0; r < nR; r++) lamValue[r] = this.classValues(r, this.lam);
    const useLam = start.length === k;

    // Every set of k retailers with its bound, by a walk that keeps the per-item minimum of the reference rows.
    const count = RetailerSearch.setCount(nR, k);
    const sets = new Int32Array(count * k);
    const lbP = new Float64Array(count);
    const lbM = new Float64Array(count);
    const mins = Array.from({ length: k + 1 }, () => new Float64Array(m).fill(Infinity));
    const pick = new Int32Array(k);
    let n = 0;
    const walk = (depth: number, from: number, down: number, ringM: number, lv: number): void => {
      const cur = mins[depth]!;
      const next = mins[depth + 1]!;
      for (let r = from; r <= nR - (k - depth); r++) {
        pick[depth] = r;
        const row = r * m;
        let sum = 0;
        for (let x = 0; x < m; x++) {
          const a = cur[x]!;
          const b = ref[row + x]!;
          const v = a < b ? a : b;
          next[x] = v;
          sum += v;
        }
        const d = down + downMin[r]!;
        const ring = Math.max(ringM, 2 * retailerD0[r]!);
        const lvr = lv + lamValue[r]!;
        if (depth + 1 === k) {
          const metres = Math.max(0, ring - SLACK_M);
          const lagrange = useLam ? lamSum + lvr : -Infinity;
          lbP[n] = Math.max(sum + d, lagrange) + this.trip(metres);
          lbM[n] = metres;
          sets.set(pick, n * k);
          n++;
        } else walk(depth + 1, r + 1, d, ring, lvr);
      }
    };
    walk(0, 0, 0, 0, 0);
    const order = Array.from({ length: n }, (_, j) => j).sort((a, b) => lbP[a]! - lbP[b]! || lbM[a]! - lbM[b]!);
    for (const j of order) {
      if (this.worse(lbP[j]!, lbM[j]!)) break;
      // Retailers with fewer classes branch first; the last one is a scan.
      this.set = Array.from(sets.subarray(j * k, j * k + k)).sort((a, b) => this.classesOf[a]!.length - this.classesOf[b]!.length);
      this.searchSet();
    }
    return this.best;
  }

  /** One class per retailer of this.set, exact, improving the incumbent where it can. */
  private searchSet(): void {
    const { m, k, ref } = this;
    // suffix[j]: per-item minimum of the reference rows of set[j..k-1]; suffix[k] is +Infinity.
    const suffix = Array.from({ length: k + 1 }, () => new Float64Array(m).fill(Infinity));
    for (let j = k - 1; j >= 0; j--) {
      const row = this.set[j]! * m;
      const s = suffix[j]!;
      const t = suffix[j + 1]!;
      for (let x = 0; x < m; x++) {
        const a = t[x]!;
        const b = ref[row + x]!;
        s[x] = a < b ? a : b;
      }
    }
    const chosenMin = new Float64Array(m).fill(Infinity);
    this.chosen = [];
    this.node(0, chosenMin, suffix, 0);
  }

  /** sum over class c's delta of min(L - X, 0): what c can take off a basket priced at X. */
  private downOver(c: number, X: Float64Array): number {
    const { dStart, dItem, dLine } = this;
    let s = 0;
    for (let p = dStart[c]!; p < dStart[c + 1]!; p++) {
      const d = dLine[p]! - X[dItem[p]!]!;
      if (d < 0) s += d;
    }
    return s;
  }

  private node(j: number, chosenMin: Float64Array, suffix: Float64Array[], ringM: number): void {
    const { m, k, ref, model, dStart, dItem, dLine } = this;
    const r = this.set[j]!;
    // Base X = min(chosen lines, reference rows of set[j..]); O leaves out set[j]'s own reference row.
    const X = new Float64Array(m);
    const O = new Float64Array(m);
    const rest = suffix[j + 1]!;
    const refRow = r * m;
    let sumX = 0;
    for (let x = 0; x < m; x++) {
      const c = chosenMin[x]!;
      const s = rest[x]!;
      const o = c < s ? c : s;
      O[x] = o;
      const b = ref[refRow + x]!;
      const v = o < b ? o : b;
      X[x] = v;
      sumX += v;
    }
    const baseR = sumX;
    // Each later retailer's best class on its own over X; ring: the trip's lower bound in metres.
    let later = 0;
    let ring = ringM;
    for (let l = j + 1; l < k; l++) {
      const rl = this.set[l]!;
      let t = 0;
      for (const c of this.classesOf[rl]!) {
        const d = this.downOver(c, X);
        if (d < t) t = d;
      }
      later += t;
      ring = Math.max(ring, 2 * this.retailerD0[rl]!);
    }
    const last = j + 1 === k;

    // The Lagrangian bound with the multipliers lowered to what is already fixed (chosenMin).
    const lam = new Float64Array(m);
    let lamSum = 0;
    for (let x = 0; x < m; x++) {
      const a = this.lam[x]!;
      const b = chosenMin[x]!;
      lam[x] = a < b ? a : b;
      lamSum += lam[x]!;
    }
    let lamLater = 0;
    for (let l = j + 1; l < k; l++) lamLater += this.classValues(this.set[l]!, lam);
    const cs = this.classesOf[r]!;
    const own = new Float64Array(cs.length);
    const ownBest = this.classValues(r, lam, own);
    const nodeRing = Math.max(0, Math.max(ring, 2 * this.retailerD0[r]!) - SLACK_M);
    if (this.worse(Math.max(lamSum + ownBest + lamLater, baseR + this.downMin[r]! + later) + this.trip(nodeRing), nodeRing)) return;

    // Children: each class of retailer r, ranked by its bound.
    const childP = new Float64Array(cs.length);
    const childM = new Float64Array(cs.length);
    const childBasket = new Float64Array(cs.length);
    const idx: number[] = [];
    for (let q = 0; q < cs.length; q++) {
      const c = cs[q]!;
      // Exact change of the basket at O when c replaces the reference row (last level), or only its
      // cheaper part (above: X lowered where c is cheaper).
      let delta = 0;
      for (let p = dStart[c]!; p < dStart[c + 1]!; p++) {
        const x = dItem[p]!;
        const o = O[x]!;
        const l = dLine[p]!;
        const withC = o < l ? o : l;
        const d = withC - X[x]!;
        if (last || d < 0) delta += d;
      }
      const metres = Math.max(0, Math.max(ring, 2 * model.classes[c]!.minD0) - SLACK_M);
      const basketLb = last ? baseR + delta : Math.max(baseR + delta + later, lamSum + own[q]! + lamLater);
      const p = basketLb + this.trip(metres);
      if (this.worse(p, metres)) continue;
      childP[q] = p;
      childBasket[q] = baseR + delta;
      childM[q] = metres;
      idx.push(q);
    }
    idx.sort((a, b) => childP[a]! - childP[b]! || childM[a]! - childM[b]!);
    const next = new Float64Array(m);
    for (const q of idx) {
      if (this.worse(childP[q]!, childM[q]!)) break;
      const c = cs[q]!;
      this.chosen.push(c);
      if (last) this.leaf(childBasket[q]!);
      else {
        // chosenMin with c's line: the reference row with c's delta over it.
        for (let x = 0; x < m; x++) {
          const a = chosenMin[x]!;
          const b = ref[refRow + x]!;
          next[x] = a < b ? a : b;
        }
        for (let p = dStart[c]!; p < dStart[c + 1]!; p++) {
          const x = dItem[p]!;
          const a = chosenMin[x]!;
          const l = dLine[p]!;
          next[x] = a < l ? a : l;
        }
        this.node(j + 1, next, suffix, Math.max(ringM, 2 * model.classes[c]!.minD0));
      }
      this.chosen.pop();
    }
  }

  private leaf(basket: number): void {
    const classes = [...this.chosen];
    const found = bestTour(this.model, classes, basket, this.bestPrimary, this.bestM);
    if (!found) return;
    this.bestPrimary = basket + this.trip(found.metres);
    this.bestM = found.metres;
    this.best = { classes, shops: found.shops, basket, primary: this.bestPrimary, tourM: found.metres };
  }
}
