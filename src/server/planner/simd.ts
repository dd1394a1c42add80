/**
 * The search's passes over the items (sum of |x - y| over two rows, and the per-item minimum of two rows) as
 * WebAssembly SIMD, two doubles per instruction: about three times the speed of the same loop in JavaScript,
 * which has no vector instructions (190 row pairs of 200 items: 11.5 against 36 microseconds, measured on
 * 2026-11-27). The rows must then live in the module's memory: `simdRows` hands out views of it, and the
 * kernels below take any Float64Array and fall back to plain loops when a row is not in that memory (or
 * where WebAssembly SIMD is missing).
 *
 * The module is assembled here, byte by byte, from the listing in the comments (no toolchain needed). Every
 * value the planner passes is a whole number of forints (or a whole number plus one half), so the sums are
 * exact in any order: the vector sums equal the scalar ones bit for bit.
 */

const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
};
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
};
const vec = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];
const name = (s: string): number[] => vec([...s].map((c) => [c.charCodeAt(0)]));
const section = (id: number, body: number[]): number[] => [id, ...uleb(body.length), ...body];

// Value types, and the instructions used (opcodes from the WebAssembly core and SIMD specifications).
const T = { i32: 0x7f, f64: 0x7c, v128: 0x7b };
const get = (i: number): number[] => [0x20, i];
const set = (i: number): number[] => [0x21, i];
const tee = (i: number): number[] => [0x22, i];
const i32 = (v: number): number[] => [0x41, ...sleb(v)];
const i32add = [0x6a];
const i32sub = [0x6b];
const i32ltU = [0x49];
const i32eqz = [0x45];
const f64load = [0x2b, 3, 0];
const f64store = [0x39, 3, 0];
const f64add = [0xa0];
const f64sub = [0xa1];
const f64abs = [0x99];
const f64min = [0xa4];
const simd = (op: number, ...imm: number[]): number[] => [0xfd, ...uleb(op), ...imm];
/** v128.load / v128.store, 8-byte aligned (rows start on any double), at a byte offset. */
const vload = (offset: number): number[] => simd(0x00, 3, ...uleb(offset));
const vstore = (offset: number): number[] => simd(0x0b, 3, ...uleb(offset));
const vsub = simd(0xf1);
const vabs = simd(0xec);
const vadd = simd(0xf0);
const vmin = simd(0xf4);
const lane = (l: number): number[] => simd(0x21, l);
/** block { loop { ...body; br 0 } }: `br_if 1` inside leaves it. */
const whileLoop = (...body: number[][]): number[] => [0x02, 0x40, 0x03, 0x40, ...body.flat(), 0x0c, 0, 0x0b, 0x0b];
const exitIf = [0x0d, 1];

/**
 * absSum(x, y, n) -> f64: sum over k < n of |X[k] - Y[k]|, X and Y the doubles at byte addresses x and y.
 *   locals: 3 acc0 v128, 4 acc1 v128, 5 s f64
 *   while n >= 4: acc0 += |load(x) - load(y)|; acc1 += |load(x+16) - load(y+16)|; x += 32; y += 32; n -= 4
 *   while n != 0: s += |f64(x) - f64(y)|; x += 8; y += 8; n -= 1
 *   return lane0(acc0 + acc1) + lane1(acc0 + acc1) + s
 */
const absSumBody = [
  ...vec([
    [2, T.v128],
    [1, T.f64],
  ]),
  ...whileLoop(
    [...get(2), ...i32(4), ...i32ltU, ...exitIf],
    [...get(3), ...get(0), ...vload(0), ...get(1), ...vload(0), ...vsub, ...vabs, ...vadd, ...set(3)],
    [...get(4), ...get(0), ...vload(16), ...get(1), ...vload(16), ...vsub, ...vabs, ...vadd, ...set(4)],
    [...get(0), ...i32(32), ...i32add, ...set(0)],
    [...get(1), ...i32(32), ...i32add, ...set(1)],
    [...get(2), ...i32(4), ...i32sub, ...set(2)],
  ),
  ...whileLoop(
    [...get(2), ...i32eqz, ...exitIf],
    [...get(5), ...get(0), ...f64load, ...get(1), ...f64load, ...f64sub, ...f64abs, ...f64add, ...set(5)],
    [...get(0), ...i32(8), ...i32add, ...set(0)],
    [...get(1), ...i32(8), ...i32add, ...set(1)],
    [...get(2), ...i32(1), ...i32sub, ...set(2)],
  ),
  ...get(3),
  ...get(4),
  ...vadd,
  ...tee(3),
  ...lane(0),
  ...get(3),
  ...lane(1),
  ...f64add,
  ...get(5),
  ...f64add,
  0x0b,
];

/**
 * minRow(out, x, y, n): OUT[k] = min(X[k], Y[k]) for k < n.
 *   while n >= 4: store(out, min(load(x), load(y))); the same at +16; out, x, y += 32; n -= 4
 *   while n != 0: f64(out) = min(f64(x), f64(y)); out, x, y += 8; n -= 1
 */
const minRowBody = [
  ...vec([]),
  ...whileLoop(
    [...get(3), ...i32(4), ...i32ltU, ...exitIf],
    [...get(0), ...get(1), ...vload(0), ...get(2), ...vload(0), ...vmin, ...vstore(0)],
    [...get(0), ...get(1), ...vload(16), ...get(2), ...vload(16), ...vmin, ...vstore(16)],
    [...get(0), ...i32(32), ...i32add, ...set(0)],
    [...get(1), ...i32(32), ...i32add, ...set(1)],
    [...get(2), ...i32(32), ...i32add, ...set(2)],
    [...get(3), ...i32(4), ...i32sub, ...set(3)],
  ),
  ...whileLoop(
    [...get(3), ...i32eqz, ...exitIf],
    [...get(0), ...get(1), ...f64load, ...get(2), ...f64load, ...f64min, ...f64store],
    [...get(0), ...i32(8), ...i32add, ...set(0)],
    [...get(1), ...i32(8), ...i32add, ...set(1)],
    [...get(2), ...i32(8), ...i32add, ...set(2)],
    [...get(3), ...i32(1), ...i32sub, ...set(3)],
  ),
  0x0b,
];

const MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  // types: 0 (i32, i32, i32) -> f64; 1 (i32, i32, i32, i32) -> ()
  ...section(
    1,
    vec([
      [0x60, ...vec([[T.i32], [T.i32], [T.i32]]), ...vec([[T.f64]])],
      [0x60, ...vec([[T.i32], [T.i32], [T.i32], [T.i32]]), ...vec([])],
    ]),
  ),
  // imports: the memory, env.mem, at least 1 page (see simdRows)
  ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x00, ...uleb(1)]])),
  ...section(3, vec([[0], [1]])),
  ...section(7, vec([[...name('absSum'), 0x00, 0], [...name('minRow'), 0x00, 1]])),
  ...section(10, vec([[...uleb(absSumBody.length), ...absSumBody], [...uleb(minRowBody.length), ...minRowBody]])),
]);

interface Kernels {
  absSum: (x: number, y: number, n: number) => number;
  minRow: (out: number, x: number, y: number, n: number) => void;
}

const compiled = ((): WebAssembly.Module | undefined => {
  if (process.env.KOSAR_PLANNER_SIMD === '0') return undefined;
  try {
    return new WebAssembly.Module(MODULE);
  } catch {
    // No WebAssembly SIMD here: the plain loops below do the work.
    return undefined;
  }
})();

/**
 * The module's memory as doubles, and the instance working on it. More memory means a new memory and instance, never
 * `memory.grow`: growing detaches the old ArrayBuffer, and the first detached buffer in a process makes V8 check every
 * typed array access for detachment from then on, in all compiled code (measured: the enumeration ran 7% slower).
 */
let heap = new Float64Array(0);
let instance: Kernels | undefined;

function instantiate(pages: number): void {
  const memory = new WebAssembly.Memory({ initial: pages });
  const { exports } = new WebAssembly.Instance(compiled!, { env: { mem: memory } });
  instance = { absSum: exports.absSum as Kernels['absSum'], minRow: exports.minRow as Kernels['minRow'] };
  heap = new Float64Array(memory.buffer);
}

/** Doubles of module memory the planner will use at most (64 MiB); larger searches use plain arrays. */
const MAX_DOUBLES = 1 << 23;

/**
 * Views of `n` doubles each, laid one after another at the start of the module's memory (`sizes` in order), or
 * undefined when the kernels are missing or the rows would be too large. The views and the addresses in them are
 * valid until the next call: the memory is shared by every search, one plan at a time (the planner is synchronous),
 * and a call that needs more moves to a new memory, where kernels work from then on.
 */
export function simdRows(sizes: readonly number[]): Float64Array[] | undefined {
  if (!compiled) return undefined;
  let total = 0;
  for (const n of sizes) total += n + (n & 1);
  if (total > MAX_DOUBLES) return undefined;
  // A new memory at least twice the old one, so that slowly growing plans do not make one each time.
  if (total > heap.length) instantiate(Math.ceil(Math.max(total, 2 * heap.length) / 8192));
  const views: Float64Array[] = [];
  let at = 0;
  // Each view starts on a 16-byte boundary.
  for (const n of sizes) {
    views.push(heap.subarray(at, at + n));
    at += n + (n & 1);
  }
  return views;
}

const inModule = (a: Float64Array): boolean => a.buffer === heap.buffer;

/**
 * sum over k < n of |x[xo + k] - y[yo + k]|. In JavaScript: four sums, so that each addition need not wait for the
 * one before; each starts at 0.5, since a sum that only ever held whole numbers is compiled by V8 as a small integer,
 * with a conversion and check per item; the halves come off at the end (exact: whole numbers plus halves).
 */
export function absDiffSum(x: Float64Array, xo: number, y: Float64Array, yo: number, n: number): number {
  if (instance && inModule(x) && inModule(y)) return instance.absSum(x.byteOffset + 8 * xo, y.byteOffset + 8 * yo, n);
  let s0 = 0.5;
  let s1 = 0.5;
  let s2 = 0.5;
  let s3 = 0.5;
  let i = 0;
  for (const end = n - 3; i < end; i += 4) {
    s0 += Math.abs(x[xo + i]! - y[yo + i]!);
    s1 += Math.abs(x[xo + i + 1]! - y[yo + i + 1]!);
    s2 += Math.abs(x[xo + i + 2]! - y[yo + i + 2]!);
    s3 += Math.abs(x[xo + i + 3]! - y[yo + i + 3]!);
  }
  for (; i < n; i++) s0 += Math.abs(x[xo + i]! - y[yo + i]!);
  return s0 + s1 + (s2 + s3) - 2;
}

/** out[oo + k] = min(x[xo + k], y[yo + k]) for k < n (whole numbers: no NaN, no negative zero). */
export function minRow(out: Float64Array, oo: number, x: Float64Array, xo: number, y: Float64Array, yo: number, n: number): void {
  if (instance && inModule(out) && inModule(x) && inModule(y)) {
    instance.minRow(out.byteOffset + 8 * oo, x.byteOffset + 8 * xo, y.byteOffset + 8 * yo, n);
    return;
  }
  // Branch-free: min(a, b) = (a + b - |a - b|) / 2, exact for whole numbers.
  for (let k = 0; k < n; k++) {
    const a = x[xo + k]!;
    const b = y[yo + k]!;
    out[oo + k] = (a + b - Math.abs(a - b)) / 2;
  }
}

/** Whether the kernels run as WebAssembly SIMD here (tests and benches report it). */
export const SIMD_KERNELS = compiled !== undefined;

/**
 * The kernels on byte addresses in the module's current memory (a view's byteOffset plus 8 per double), for the hot
 * loops that work out their addresses once after simdRows; undefined before the first simdRows or without SIMD.
 */
export function simdKernels(): Kernels | undefined {
  return instance;
}
