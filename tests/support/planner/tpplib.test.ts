import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rng } from './random-instance.js';
import { purchaseCost, solveTpp, tourLength } from './tpp-solver.js';
import { parseTpplib, type TppInstance } from './tpplib.js';

const fixture = (name: string): TppInstance =>
  parseTpplib(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'), name);

/** Optimum by trying every market subset in every visiting order. */
function bruteForce(inst: TppInstance): number {
  const markets = Array.from({ length: inst.n - 1 }, (_, i) => i + 1);
  let best = Infinity;
  const orders = (xs: number[]): number[][] =>
    xs.length <= 1 ? [xs] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((r) => [x, ...r]));
  for (let mask = 1; mask < 1 << markets.length; mask++) {
    const set = markets.filter((_, i) => mask & (1 << i));
    const buy = purchaseCost(inst, set);
    if (buy === Infinity || buy >= best) continue;
    for (const o of orders(set)) best = Math.min(best, buy + tourLength(inst, o));
  }
  return best;
}

function randomTpp(seed: number, capacitated: boolean): string {
  const r = rng(seed);
  const n = 2 + Math.floor(r() * 6);
  const k = 1 + Math.floor(r() * 6);
  const demand = Array.from({ length: k }, () => (capacitated ? 1 + Math.floor(r() * 6) : 1));
  const coords = Array.from({ length: n }, (_, i) => `${i + 1} ${Math.floor(r() * 1000)} ${Math.floor(r() * 1000)}`);
  const offers = [`1 0`];
  const sold = Array.from({ length: k }, () => 0);
  for (let v = 2; v <= n; v++) {
    const triples: string[] = [];
    for (let p = 0; p < k; p++) {
      const last = v === n && sold[p]! < demand[p]!;
      if (!last && r() < 0.4) continue;
      const avail = capacitated ? (last ? demand[p]! : 1 + Math.floor(r() * demand[p]!)) : 1;
      sold[p]! += avail;
      triples.push(`${p + 1} ${1 + Math.floor(r() * 300)} ${avail}`);
    }
    offers.push(`${v} ${triples.length} ${triples.join(' ')}`);
  }
  return [
    'NAME : random',
    'TYPE : TPP',
    `DIMENSION : ${n}`,
    'EDGE_WEIGHT_TYPE : EUC_2D',
    'NODE_COORD_SECTION :',
    ...coords,
    'DEMAND_SECTION :',
    String(k),
    ...demand.map((d, p) => `${p + 1} ${d}`),
    'OFFER_SECTION :',
    ...offers,
    'EOF',
  ].join('\n');
}

describe('parseTpplib', () => {
  it('reads coordinates, truncated distances, demands and offers', () => {
    const inst = fixture('small.tpp');
    expect(inst.n).toBe(5);
    expect([inst.x[1], inst.y[1]]).toEqual([155, 958]);
    // sqrt(290^2 + 700^2) = 757.69..., truncated not rounded.
    expect(inst.dist[0 * 5 + 1]).toBe(757);
    expect(inst.dist[1 * 5 + 0]).toBe(757);
    expect(Array.from(inst.demand)).toEqual([1, 1, 1, 1, 1]);
    expect(inst.offers[0]).toEqual([]);
    expect(inst.offers[2]).toEqual([
      { product: 4, price: 9, availability: 1 },
      { product: 3, price: 9, availability: 1 },
      { product: 0, price: 1, availability: 1 },
    ]);
    expect(inst.capacitated).toBe(false);
  });

  it('flags capacitated instances', () => {
    const inst = fixture('small-capacitated.tpp');
    expect(Array.from(inst.demand)).toEqual([2, 3, 7, 11, 20]);
    expect(inst.offers[1]![0]).toEqual({ product: 2, price: 8, availability: 7 });
    expect(inst.capacitated).toBe(true);
  });

  it('rejects distance types it does not implement', () => {
    expect(() => parseTpplib('DIMENSION : 1\nEDGE_WEIGHT_TYPE : GEO\nNODE_COORD_SECTION :\n1 0 0\nEOF')).toThrow(/GEO/);
  });
});

describe('solveTpp', () => {
  it('buys greedily cheapest-first when supply is limited', () => {
    const inst = fixture('small-capacitated.tpp');
    // All markets: p1 2 x 1, p2 3 x 10, p3 7 x 8, p4 3 x 4 + 8 x 9, p5 12 x 3 + 8 x 8.
    expect(purchaseCost(inst, [1, 2, 3, 4])).toBe(2 + 30 + 56 + 12 + 72 + 36 + 64);
    expect(purchaseCost(inst, [2, 3, 4])).toBe(Infinity);
  });

  it('finds the optimum of the fixtures and of small random instances within an iteration budget (no clock)', () => {
    for (const inst of [fixture('small.tpp'), fixture('small-capacitated.tpp')]) {
      const sol = solveTpp(inst, { maxIterations: 300, seed: 1 });
      expect(sol.total).toBe(bruteForce(inst));
      expect(sol.total).toBe(tourLength(inst, sol.route) + purchaseCost(inst, sol.route));
    }
    for (let seed = 1; seed <= 30; seed++) {
      const inst = parseTpplib(randomTpp(seed, seed % 2 === 0));
      const sol = solveTpp(inst, { maxIterations: 300, seed });
      expect(sol.total).toBe(bruteForce(inst));
    }
  });
});
