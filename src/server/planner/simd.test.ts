import { describe, expect, it } from 'vitest';
import { buildModel } from './model.js';
import { createSolver } from './search.js';
import { absDiffSum, minRow, SIMD_KERNELS, simdKernels, simdReset, simdRows } from './simd.js';
import { perShopInput, rng, smallRandomInput } from '../../../tests/support/planner/random-instance.js';
import type { PlanInput } from './types.js';

/** Whole forints, or whole plus one half (the planner's sums start at 0.5), as the kernels get them. */
function fill(a: Float64Array, r: () => number): void {
  for (let i = 0; i < a.length; i++) a[i] = Math.floor(r() * 200_000) + (r() < 0.1 ? 0.5 : 0);
}

function plainAbsSum(x: Float64Array, xo: number, y: Float64Array, yo: number, n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += Math.abs(x[xo + i]! - y[yo + i]!);
  return s;
}

describe('the planner’s SIMD kernels', () => {
  it('compile here (Node has WebAssembly SIMD), so plans take the fast path', () => {
    expect(SIMD_KERNELS).toBe(true);
  });

  it('sum |x - y| and take per-item minimums exactly as plain loops do, for every length and start', () => {
    const r = rng(7);
    for (let n = 0; n <= 37; n++) {
      simdReset(1000);
      const [x, y, out] = simdRows([n + 5, n + 3, n + 2])!;
      fill(x!, r);
      fill(y!, r);
      for (const [xo, yo] of [
        [0, 0],
        [5, 3],
        [1, 2],
      ] as const) {
        const copyX = Float64Array.from(x!);
        const copyY = Float64Array.from(y!);
        // In the module's memory (the kernels) and in plain arrays (the fallback): both equal the plain sum.
        const k = simdKernels()!;
        const at = (a: Float64Array, o: number): number => a.byteOffset + 8 * o;
        expect(k.absSum(at(x!, xo), at(y!, yo), n)).toBe(plainAbsSum(copyX, xo, copyY, yo, n));
        expect(absDiffSum(copyX, xo, copyY, yo, n)).toBe(plainAbsSum(copyX, xo, copyY, yo, n));
        out![0] = -1;
        out![n + 1] = -1;
        k.minRow(at(out!, 1), at(x!, xo), at(y!, yo), n);
        const plainOut = new Float64Array(n + 2);
        minRow(plainOut, 1, copyX, xo, copyY, yo, n);
        for (let i = 0; i < n; i++) {
          expect(out![1 + i]).toBe(Math.min(copyX[xo + i]!, copyY[yo + i]!));
          expect(plainOut[1 + i]).toBe(out![1 + i]);
        }
        // Nothing outside the n items is written.
        expect([out![0], out![n + 1]]).toEqual([-1, -1]);
      }
    }
  });

  it('do the same passes on 32-bit integer rows, and cap rows of doubles into them', () => {
    const r = rng(9);
    for (let n = 0; n <= 37; n++) {
      simdReset(1000);
      const [xs, ys, outs, src, cap] = simdRows([n + 5, n + 5, n + 2, n + 1, n + 1])!;
      const asInt = (v: Float64Array, len: number): Int32Array => new Int32Array(v.buffer, v.byteOffset, len);
      const x = asInt(xs!, n + 5);
      const y = asInt(ys!, n + 5);
      const out = asInt(outs!, n + 2);
      for (let i = 0; i < n + 5; i++) {
        x[i] = Math.floor(r() * 2_000_000);
        y[i] = Math.floor(r() * 2_000_000);
      }
      const k = simdKernels()!;
      for (const [xo, yo] of [
        [0, 0],
        [5, 3],
        [1, 2],
      ] as const) {
        let want = 0;
        for (let i = 0; i < n; i++) want += Math.abs(x[xo + i]! - y[yo + i]!);
        expect(k.absSumI(x.byteOffset + 4 * xo, y.byteOffset + 4 * yo, n)).toBe(want);
        out.fill(-1);
        k.minRowI(out.byteOffset + 4, x.byteOffset + 4 * xo, y.byteOffset + 4 * yo, n);
        for (let i = 0; i < n; i++) expect(out[1 + i]).toBe(Math.min(x[xo + i]!, y[yo + i]!));
        expect([out[0], out[n + 1]]).toEqual([-1, -1]);
      }
      // Lines (whole forints, or a not-carried line far above the cap) capped item by item, as integers.
      for (let i = 0; i <= n; i++) {
        cap![i] = 100 + Math.floor(r() * 1000);
        src![i] = r() < 0.3 ? 1e9 : Math.floor(r() * 1100);
      }
      out.fill(-1);
      k.capI(src!.byteOffset, cap!.byteOffset, out.byteOffset, n);
      for (let i = 0; i < n; i++) expect(out[i]).toBe(Math.min(src![i]!, cap![i]!));
      expect(out[n]).toBe(-1);
    }
  });

  it('pick each item’s cheapest row, the first of equals, -1 where every row is at bigM', () => {
    const r = rng(11);
    const bigM = 1_000_000;
    for (let n = 0; n <= 37; n++)
      for (let rows = 1; rows <= 4; rows++) {
        simdReset(1000);
        const views = simdRows(Array.from({ length: rows }, () => n))!;
        // Few distinct prices, so that ties are common; a quarter of the lines not carried.
        for (const v of views) for (let i = 0; i < n; i++) v[i] = r() < 0.25 ? bigM : 100 + Math.floor(r() * 4);
        const out = simdRows([Math.ceil(n / 2) + 1])!;
        const at = new Int32Array(out[0]!.buffer, out[0]!.byteOffset, n + 2);
        at.fill(-7);
        const addr = (pos: number): number => views[pos < rows ? pos : 0]!.byteOffset;
        simdKernels()!.cheapest(at.byteOffset, n, bigM, addr(0), addr(1), addr(2), addr(3));
        for (let i = 0; i < n; i++) {
          let want = -1;
          let best = bigM;
          for (let pos = 0; pos < rows; pos++)
            if (views[pos]![i]! < best) {
              best = views[pos]![i]!;
              want = pos;
            }
          expect(at[i]).toBe(want);
        }
        // Nothing past the n items is written.
        expect(at[n]).toBe(-7);
      }
  });

  it('move to a larger memory when a plan needs more, and work there', () => {
    simdReset(16);
    const small = simdRows([16])!;
    // Whatever does not fit is refused (the planner then uses plain arrays), and the next plan gets room for it.
    expect(simdRows([1 << 21])).toBeUndefined();
    simdReset(16);
    const big = simdRows([1 << 20, 9])!;
    expect(big[0]!.buffer).not.toBe(small[0]!.buffer);
    // The old memory is left as it was (not detached), and the kernels work in the new one.
    expect(small[0]!.length).toBe(16);
    big[1]!.set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    big[0]!.fill(4, 0, 9);
    const k = simdKernels()!;
    expect(k.absSum(big[0]!.byteOffset, big[1]!.byteOffset, 9)).toBe(3 + 2 + 1 + 0 + 1 + 2 + 3 + 4 + 5);
  });

  it('build a plan’s model with the same tables as plain arrays: lines, dearest lines, sums, not carried, averages', () => {
    const inputs = [
      ...Array.from({ length: 30 }, (_, s) => smallRandomInput(300 + s)),
      ...Array.from({ length: 10 }, (_, s) => perShopInput(400 + s, 'realistic')),
    ];
    for (const inp of inputs) {
      const plain = buildModel(inp);
      const fast = buildModel(inp, true);
      // The plan's model sits in the kernels' memory (so lineRow ran there), the other in plain arrays.
      const moduleMemory = simdRows([1])![0]!.buffer;
      for (const table of [fast.lines, fast.worstLine, fast.quantity]) expect(table.buffer).toBe(moduleMemory);
      expect(plain.lines.buffer).not.toBe(moduleMemory);
      expect(Array.from(fast.lines)).toEqual(Array.from(plain.lines));
      expect(Array.from(fast.worstLine)).toEqual(Array.from(plain.worstLine));
      expect(Array.from(fast.carriedSum)).toEqual(Array.from(plain.carriedSum));
      expect(Array.from(fast.notCarried)).toEqual(Array.from(plain.notCarried));
      expect(Array.from(fast.notCarriedStart)).toEqual(Array.from(plain.notCarriedStart));
      expect(fast.bigM).toBe(plain.bigM);
    }
  });

  it('give the class search the same optimum as plain arrays, on chain and shop prices', () => {
    // Prices a few million times larger: caps adding up past 2^31, where the search keeps its rows as doubles.
    const dear = (inp: PlanInput): PlanInput => ({
      ...inp,
      offers: inp.offers.map((o) => ({
        ...o,
        price: o.price * 2 ** 22,
        ...(o.shopPrices ? { shopPrices: o.shopPrices.map((sp) => ({ ...sp, price: sp.price === null ? null : sp.price * 2 ** 22 })) } : {}),
      })),
    });
    const inputs = [
      ...Array.from({ length: 30 }, (_, s) => smallRandomInput(100 + s)),
      ...Array.from({ length: 10 }, (_, s) => perShopInput(200 + s, 'realistic')),
      ...Array.from({ length: 10 }, (_, s) => dear(smallRandomInput(300 + s))),
    ];
    let compared = 0;
    for (const inp of inputs) {
      // A plan's model (rows in the module's memory) against a model of its own (plain arrays).
      const fast = buildModel(inp, true);
      const kMax = Math.min(fast.maxStores, fast.retailers.length);
      const viaSimd = Array.from({ length: kMax }, (_, k) => createSolver(fast, kMax, 'classes')(k + 1));
      const plain = buildModel(inp);
      const solvePlain = createSolver(plain, kMax, 'classes');
      for (let k = 1; k <= kMax; k++) {
        expect(viaSimd[k - 1]).toEqual(solvePlain(k));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
