import { rng } from './random-instance.js';
import type { TppInstance } from './tpplib.js';

/**
 * Heuristic for the travelling purchaser problem (start and end at the depot, buy every product's
 * demand, minimise travel plus purchase). Iterated local search over market sets:
 * drop / add / swap moves priced exactly for purchases and by removal/insertion for the route,
 * route polishing with 2-opt and or-opt after every move, random perturbations until the time limit.
 * Capacitated instances (limited availability) are supported by buying greedily cheapest-first,
 * which is optimal for a fixed set of markets.
 */
export interface TppSolveOptions {
  /** Stop after this long (benches); without it, only `maxIterations` stops the search. */
  timeLimitMs?: number;
  /** Stop after this many iterations as well: a result that does not depend on the machine's speed. */
  maxIterations?: number;
  seed?: number;
  now?: () => number;
}

export interface TppSolution {
  /** Markets (0-based nodes, depot excluded) in visiting order. */
  route: number[];
  travel: number;
  purchase: number;
  total: number;
  iterations: number;
}

export function tourLength(inst: TppInstance, route: readonly number[]): number {
  const { dist, n } = inst;
  let len = 0;
  let prev = 0;
  for (const v of route) {
    len += dist[prev * n + v]!;
    prev = v;
  }
  return len + dist[prev * n]!;
}

/** Cheapest purchase of every demand from the given markets; Infinity if they cannot supply it. */
export function purchaseCost(inst: TppInstance, markets: readonly number[]): number {
  const inS = new Uint8Array(inst.n);
  for (const m of markets) inS[m] = 1;
  return new Purchaser(inst).cost(inS);
}

class Purchaser {
  readonly K: number;
  /** Uncapacitated: price[node * K + p], Infinity when not sold. */
  readonly price: Float64Array;
  /** Capacitated: offers per product, cheapest first. */
  readonly byProduct: { node: number; price: number; availability: number }[][];
  /** Dearest offer per product. */
  readonly worst: Float64Array;

  constructor(readonly inst: TppInstance) {
    const K = inst.demand.length;
    this.K = K;
    this.price = new Float64Array(inst.n * K).fill(Infinity);
    this.byProduct = Array.from({ length: K }, () => []);
    inst.offers.forEach((list, node) => {
      for (const o of list) {
        this.price[node * K + o.product] = Math.min(this.price[node * K + o.product]!, o.price);
        this.byProduct[o.product]!.push({ node, price: o.price, availability: o.availability });
      }
    });
    for (const l of this.byProduct) l.sort((a, b) => a.price - b.price);
    this.worst = Float64Array.from(this.byProduct, (l) => (l.length ? l[l.length - 1]!.price : 0));
  }

  cost(inS: Uint8Array): number {
    const { inst, K } = this;
    let total = 0;
    if (!inst.capacitated) {
      for (let p = 0; p < K; p++) {
        let best = Infinity;
        for (const o of this.byProduct[p]!) {
          if (inS[o.node]) {
            best = o.price;
            break;
          }
        }
        if (best === Infinity) return Infinity;
        total += best * inst.demand[p]!;
      }
      return total;
    }
    for (let p = 0; p < K; p++) {
      let left = inst.demand[p]!;
      for (const o of this.byProduct[p]!) {
        if (!inS[o.node]) continue;
        const take = Math.min(left, o.availability);
        total += take * o.price;
        left -= take;
        if (left === 0) break;
      }
      if (left > 0) return Infinity;
    }
    return total;
  }
}

export function solveTpp(inst: TppInstance, opts: TppSolveOptions): TppSolution {
  return new TppSearch(inst, opts).run();
}

class TppSearch {
  private readonly n: number;
  private readonly d: Int32Array;
  private readonly buy: Purchaser;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly deadline: number;
  private readonly maxIterations: number;
  private readonly markets: number[];
  /** Current solution. */
  private inS: Uint8Array;
  private route: number[] = [];
  private purchase = Infinity;
  // Uncapacitated bookkeeping: best and second-best price per product among chosen markets.
  private readonly best1: Float64Array;
  private readonly best2: Float64Array;
  private readonly who1: Int32Array;

  constructor(
    private readonly inst: TppInstance,
    opts: TppSolveOptions,
  ) {
    this.n = inst.n;
    this.d = inst.dist;
    this.buy = new Purchaser(inst);
    this.random = rng(opts.seed ?? 1);
    this.now = opts.now ?? (() => performance.now());
    this.deadline = this.now() + (opts.timeLimitMs ?? Infinity);
    this.maxIterations = opts.maxIterations ?? Infinity;
    if (opts.timeLimitMs === undefined && opts.maxIterations === undefined) throw new Error('solveTpp needs timeLimitMs or maxIterations');
    this.markets = [];
    for (let v = 1; v < inst.n; v++) if (inst.offers[v]!.length > 0) this.markets.push(v);
    this.inS = new Uint8Array(inst.n);
    const K = this.buy.K;
    this.best1 = new Float64Array(K);
    this.best2 = new Float64Array(K);
    this.who1 = new Int32Array(K);
  }

  private total(): number {
    return tourLength(this.inst, this.route) + this.purchase;
  }

  private refresh(): void {
    this.purchase = this.buy.cost(this.inS);
    if (this.inst.capacitated) return;
    const { K, price } = this.buy;
    this.best1.fill(Infinity);
    this.best2.fill(Infinity);
    for (const v of this.route)
      for (let p = 0; p < K; p++) {
        const x = price[v * K + p]!;
        if (x < this.best1[p]!) {
          this.best2[p] = this.best1[p]!;
          this.best1[p] = x;
          this.who1[p] = v;
        } else if (x < this.best2[p]!) this.best2[p] = x;
      }
  }

  /** Purchase change when dropping `out` and/or adding `inn` (-1 for none). */
  private purchaseDelta(out: number, inn: number): number {
    if (this.inst.capacitated) {
      const inS = this.inS;
      if (out >= 0) inS[out] = 0;
      if (inn >= 0) inS[inn] = 1;
      const c = this.buy.cost(inS);
      if (out >= 0) inS[out] = 1;
      if (inn >= 0) inS[inn] = 0;
      return c - this.purchase;
    }
    const { K, price } = this.buy;
    const dem = this.inst.demand;
    let delta = 0;
    for (let p = 0; p < K; p++) {
      const now = this.best1[p]!;
      let next = this.who1[p] === out ? this.best2[p]! : now;
      if (inn >= 0) {
        const x = price[inn * K + p]!;
        if (x < next) next = x;
      }
      if (next === Infinity) return Infinity;
      delta += (next - now) * dem[p]!;
    }
    return delta;
  }

  /** Cheapest insertion of v into the route. */
  private insertion(v: number): { cost: number; at: number } {
    const { d, n, route } = this;
    let best = Infinity;
    let at = 0;
    let prev = 0;
    for (let j = 0; j <= route.length; j++) {
      const next = j === route.length ? 0 : route[j]!;
      const c = d[prev * n + v]! + d[v * n + next]! - d[prev * n + next]!;
      if (c < best) {
        best = c;
        at = j;
      }
      prev = next;
    }
    return { cost: best, at };
  }

  private removal(j: number): number {
    const { d, n, route } = this;
    const prev = j === 0 ? 0 : route[j - 1]!;
    const next = j === route.length - 1 ? 0 : route[j + 1]!;
    const v = route[j]!;
    return d[prev * n + next]! - d[prev * n + v]! - d[v * n + next]!;
  }

  private add(v: number): void {
    const { at } = this.insertion(v);
    this.route.splice(at, 0, v);
    this.inS[v] = 1;
  }

  private drop(j: number): void {
    this.inS[this.route[j]!] = 0;
    this.route.splice(j, 1);
  }

  /** 2-opt and or-opt until neither improves the closed tour. */
  private polishRoute(): void {
    const { d, n } = this;
    const t = [0, ...this.route];
    const len = t.length;
    if (len < 3) return;
    let improved = true;
    while (improved) {
      improved = false;
      for (let i = 0; i < len - 1; i++) {
        const a = t[i]!;
        const b = t[i + 1]!;
        for (let j = i + 2; j < len; j++) {
          const c = t[j]!;
          const e = t[(j + 1) % len]!;
          if (e === a) continue;
          const delta = d[a * n + c]! + d[b * n + e]! - d[a * n + b]! - d[c * n + e]!;
          if (delta < 0) {
            for (let x = i + 1, y = j; x < y; x++, y--) [t[x], t[y]] = [t[y]!, t[x]!];
            improved = true;
            break;
          }
        }
        if (improved) break;
      }
      if (improved) continue;
      // Or-opt: move a segment of 1..3 nodes (never the depot at 0) elsewhere, either direction.
      outer: for (let seg = 1; seg <= 3; seg++)
        for (let i = 1; i + seg - 1 < len; i++) {
          const first = t[i]!;
          const last = t[i + seg - 1]!;
          const before = t[i - 1]!;
          const after = t[(i + seg) % len]!;
          if (i + seg - 1 >= len) continue;
          const gain = d[before * n + first]! + d[last * n + after]! - d[before * n + after]!;
          const rest = t.slice(0, i).concat(t.slice(i + seg));
          const segment = t.slice(i, i + seg);
          for (let j = 0; j < rest.length; j++) {
            const p = rest[j]!;
            const q = rest[(j + 1) % rest.length]!;
            if (j === i - 1) continue;
            const fwd = d[p * n + first]! + d[last * n + q]! - d[p * n + q]!;
            const rev = d[p * n + last]! + d[first * n + q]! - d[p * n + q]!;
            if (fwd < gain || rev < gain) {
              const ins = fwd <= rev ? segment : [...segment].reverse();
              const nt = [...rest.slice(0, j + 1), ...ins, ...rest.slice(j + 1)];
              for (let x = 0; x < len; x++) t[x] = nt[x]!;
              improved = true;
              break outer;
            }
          }
        }
    }
    const z = t.indexOf(0);
    this.route = [...t.slice(z + 1), ...t.slice(0, z)];
  }

  /** Best-improvement descent over drop, add and swap moves. */
  private descend(): void {
    for (;;) {
      this.polishRoute();
      this.refresh();
      if (this.now() > this.deadline) return;
      let bestDelta = -1e-9;
      let move: (() => void) | null = null;
      const { route } = this;
      for (let j = 0; j < route.length; j++) {
        const delta = this.purchaseDelta(route[j]!, -1) + this.removal(j);
        if (delta < bestDelta) {
          bestDelta = delta;
          move = () => this.drop(j);
        }
      }
      const outside = this.markets.filter((v) => !this.inS[v]);
      for (const v of outside) {
        const delta = this.purchaseDelta(-1, v) + this.insertion(v).cost;
        if (delta < bestDelta) {
          bestDelta = delta;
          move = () => this.add(v);
        }
      }
      if (!move)
        for (let j = 0; j < route.length; j++) {
          const rem = this.removal(j);
          for (const v of outside) {
            const pd = this.purchaseDelta(route[j]!, v);
            // Truncated distances break the triangle inequality by at most 1 per leg.
            if (pd + rem - 2 >= bestDelta) continue;
            const delta = pd + rem + this.swapInsertion(j, v);
            if (delta < bestDelta) {
              bestDelta = delta;
              move = () => {
                this.drop(j);
                this.add(v);
              };
            }
          }
        }
      if (!move) return;
      move();
    }
  }

  /** Cheapest insertion of v into the route with position j removed. */
  private swapInsertion(j: number, v: number): number {
    const { d, n, route } = this;
    let best = Infinity;
    let prev = 0;
    for (let x = 0; x <= route.length; x++) {
      if (x === j) continue;
      const next = x === route.length ? 0 : route[x]!;
      const c = d[prev * n + v]! + d[v * n + next]! - d[prev * n + next]!;
      if (c < best) best = c;
      prev = next;
    }
    return best;
  }

  private start(): void {
    // Greedy build: from the depot, add the market with the best (purchase saving - insertion) until
    // every demand can be met, then descend.
    this.inS = new Uint8Array(this.n);
    this.route = [];
    const all = new Uint8Array(this.n);
    for (const v of this.markets) all[v] = 1;
    if (this.buy.cost(all) === Infinity) throw new Error('tpp: instance infeasible');
    this.repair();
    this.descend();
  }

  /** How much of the demand the markets can supply, cheap supply worth more: guides building and repair. */
  private coverValue(inS: Uint8Array): number {
    let v = 0;
    const { byProduct, worst } = this.buy;
    const demand = this.inst.demand;
    for (let p = 0; p < byProduct.length; p++) {
      let left = demand[p]!;
      const offers = byProduct[p]!;
      const top = worst[p]! + 101;
      for (let j = 0; j < offers.length && left > 0; j++) {
        const o = offers[j]!;
        if (!inS[o.node]) continue;
        const take = left < o.availability ? left : o.availability;
        v += take * (top - o.price);
        left -= take;
      }
    }
    return v;
  }

  /** Random drops and adds, then repair; `strong` shakes up to half the markets to escape deep basins. */
  private perturb(strong: boolean): void {
    const size = this.route.length;
    const drops = strong ? Math.max(2, Math.floor(size / 2)) : 1 + Math.floor(this.random() * Math.max(1, Math.min(4, size / 3)));
    for (let x = 0; x < drops && this.route.length > 0; x++) this.drop(Math.floor(this.random() * this.route.length));
    const adds = Math.floor(this.random() * (strong ? 5 : 3));
    const outside = this.markets.filter((v) => !this.inS[v]);
    for (let x = 0; x < adds && outside.length > 0; x++) {
      const at = Math.floor(this.random() * outside.length);
      this.add(outside[at]!);
      outside.splice(at, 1);
    }
    this.repair();
  }

  /** Adds markets until every demand can be met, best supply gained per unit of detour first. */
  private repair(): void {
    while (this.buy.cost(this.inS) === Infinity) {
      const base = this.coverValue(this.inS);
      let best = -1;
      let bestScore = -Infinity;
      for (const v of this.markets) {
        if (this.inS[v]) continue;
        this.inS[v] = 1;
        const gain = this.coverValue(this.inS) - base;
        this.inS[v] = 0;
        const score = gain / (1 + this.insertion(v).cost);
        if (score > bestScore) {
          bestScore = score;
          best = v;
        }
      }
      this.add(best);
    }
  }

  run(): TppSolution {
    this.start();
    let bestRoute = [...this.route];
    let bestTotal = this.total();
    let curTotal = bestTotal;
    let iterations = 0;
    let sinceBest = 0;
    while (iterations < this.maxIterations && this.now() < this.deadline) {
      iterations++;
      const saved = [...this.route];
      // Every 100 iterations without a new best, shake hard from the best solution instead.
      const strong = sinceBest > 0 && sinceBest % 100 === 0;
      if (strong) this.setRoute(bestRoute);
      this.perturb(strong);
      this.descend();
      const t = this.total();
      if (t < bestTotal) {
        bestTotal = t;
        bestRoute = [...this.route];
        sinceBest = 0;
      } else sinceBest++;
      // Accept equal results, a worse one now and then (to leave plateaus), and always a hard shake.
      if (strong || t <= curTotal || this.random() < 0.05) curTotal = t;
      else this.setRoute(saved);
    }
    this.setRoute(bestRoute);
    this.refresh();
    const travel = tourLength(this.inst, this.route);
    return { route: [...this.route], travel, purchase: this.purchase, total: travel + this.purchase, iterations };
  }

  private setRoute(route: number[]): void {
    this.route = [...route];
    this.inS = new Uint8Array(this.n);
    for (const v of route) this.inS[v] = 1;
    this.refresh();
  }
}
