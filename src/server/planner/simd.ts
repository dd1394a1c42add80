/**
 * The planner's passes over the items as WebAssembly SIMD, two doubles (or four 32-bit integers) per instruction: the
 * search's (sum of |x - y| over two rows, the per-item minimum of two rows, on doubles or integers), the model's (line totals, dearest lines, sums, averages and the
 * items not carried, per price row) and the receipts' (each item's cheapest store, plan.ts). About three times the speed of the same loop in JavaScript, which has no vector
 * instructions (190 row pairs of 200 items: 11.5 against 36 microseconds, measured on 2026-11-27), and without a
 * branch per item. The tables must then live in the module's memory: a plan's model starts it (`simdReset`) and
 * takes its tables from it (`simdF64`, `simdI32`, `simdRows`); the kernels work on byte addresses in it
 * (`simdKernels`); `absDiffSum` and `minRow` are the same passes as plain loops, for tables outside that memory (or
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
const vmul = simd(0xf2);
const vmax = simd(0xf5);
const veq = simd(0x47);
const vlt = simd(0x49);
/** i32x4.trunc_sat_f64x2_s_zero, and v128.store64_lane of lane 0 (8-byte aligned, offset 0). */
const vtruncZero = simd(0xfc);
const vstore64lane0 = simd(0x5b, 3, 0, 0);
const vand = simd(0x4e);
const vbitselect = simd(0x52);
const vfloor = simd(0x75);
const vsplat = simd(0x14);
const f64const = (v: number): number[] => [0x44, ...new Uint8Array(new Float64Array([v]).buffer)];
const f64mul = [0xa2];
const f64max = [0xa5];
const f64floor = [0x9c];
const f64eq = [0x61];
const f64lt = [0x63];
const i32store = [0x36, 2, 0];
/** i32.store at offset 4. */
const i32store4 = [0x36, 2, 4];
const i32mul = [0x6c];
const i32and = [0x71];
const i32xor = [0x73];
const i32popcnt = [0x69];
const i32load = [0x28, 2, 0];
const i32shrS = [0x75];
const select = [0x1b];
/** f64.convert_i32_s, i32.trunc_f64_s */
const f64fromI32 = [0xb7];
const i32fromF64 = [0xaa];
/** i32x4 lanes: add, sub, abs, min_s, extract_lane. */
const iAdd = simd(0xae);
const iSub = simd(0xb1);
const iAbs = simd(0xa0);
const iMin = simd(0xb6);
const iLane = (l: number): number[] => simd(0x1b, l);
/** i64x2.bitmask: bit l set when lane l's top bit is (a comparison's mask: lane l true). */
const vbitmask64 = simd(0xc4);
const i32ltS = [0x48];
/** if (top of stack) { ...then } else { ...otherwise } */
const ifElse = (then: number[][], otherwise: number[][]): number[] => [0x04, 0x40, ...then.flat(), 0x05, ...otherwise.flat(), 0x0b];
/** if (top of stack) { ...then } */
const ifThen = (...body: number[][]): number[] => [0x04, 0x40, ...body.flat(), 0x0b];
/** lane 0 + lane 1 of the v128 in local v, plus the f64 in local s (a kernel's sums, combined at its end). */
const laneSum = (v: number, s: number): number[] => [...get(v), ...lane(0), ...get(v), ...lane(1), ...f64add, ...get(s), ...f64add];
/** block { loop { ...body; br 0 } }: `br_if 1` inside leaves it. */
const whileLoop = (...body: number[][]): number[] => [0x02, 0x40, 0x03, 0x40, ...body.flat(), 0x0c, 0, 0x0b, 0x0b];
const exitIf = [0x0d, 1];

/**
 * absSum's and absSumI's main loop: while n (local 2) >= 2 * perVector: acc0 (local 3) += |load(x) - load(y)|, acc1
 * (local 4) the same at +16; x, y (locals 0, 1) += 32; n -= 2 * perVector. sub, abs and add are the lanes' opcodes.
 */
const absSumLoop = (perVector: number, sub: number[], abs: number[], add: number[]): number[] =>
  whileLoop(
    [...get(2), ...i32(2 * perVector), ...i32ltU, ...exitIf],
    [...get(3), ...get(0), ...vload(0), ...get(1), ...vload(0), ...sub, ...abs, ...add, ...set(3)],
    [...get(4), ...get(0), ...vload(16), ...get(1), ...vload(16), ...sub, ...abs, ...add, ...set(4)],
    [...get(0), ...i32(32), ...i32add, ...set(0)],
    [...get(1), ...i32(32), ...i32add, ...set(1)],
    [...get(2), ...i32(2 * perVector), ...i32sub, ...set(2)],
  );

/**
 * minRow's and minRowI's body, for elements of `bytes` bytes: two vectors a turn (`min` the lanes' opcode), then one
 * element at a time (`scalarMin` pushes min(X, Y) from locals 1 and 2; `store` stores it at local 0).
 */
const minRowBodyFor = (bytes: number, min: number[], scalarMin: number[], store: number[]): number[] => [
  ...vec([]),
  ...whileLoop(
    [...get(3), ...i32(32 / bytes), ...i32ltU, ...exitIf],
    [...get(0), ...get(1), ...vload(0), ...get(2), ...vload(0), ...min, ...vstore(0)],
    [...get(0), ...get(1), ...vload(16), ...get(2), ...vload(16), ...min, ...vstore(16)],
    [...get(0), ...i32(32), ...i32add, ...set(0)],
    [...get(1), ...i32(32), ...i32add, ...set(1)],
    [...get(2), ...i32(32), ...i32add, ...set(2)],
    [...get(3), ...i32(32 / bytes), ...i32sub, ...set(3)],
  ),
  ...whileLoop(
    [...get(3), ...i32eqz, ...exitIf],
    [...get(0), ...scalarMin, ...store],
    [...get(0), ...i32(bytes), ...i32add, ...set(0)],
    [...get(1), ...i32(bytes), ...i32add, ...set(1)],
    [...get(2), ...i32(bytes), ...i32add, ...set(2)],
    [...get(3), ...i32(1), ...i32sub, ...set(3)],
  ),
  0x0b,
];

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
  ...absSumLoop(2, vsub, vabs, vadd),
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
  ...set(3),
  ...laneSum(3, 5),
  0x0b,
];

/**
 * minRow(out, x, y, n): OUT[k] = min(X[k], Y[k]) for k < n.
 *   while n >= 4: store(out, min(load(x), load(y))); the same at +16; out, x, y += 32; n -= 4
 *   while n != 0: f64(out) = min(f64(x), f64(y)); out, x, y += 8; n -= 1
 */
const minRowBody = minRowBodyFor(8, vmin, [...get(1), ...f64load, ...get(2), ...f64load, ...f64min], f64store);

/**
 * lineRow(unit, q, lines, worst, acc, accN, n, w, inc, avg, out, pos, sum) -> i32: model.ts's lineRow on n items.
 * For each carried item k (NaN in UNIT: not carried):
 *   LINES[k] = floor(UNIT[k] * Q[k] + 0.5 + 1e-9) (lineTotal); WORST[k] = max(WORST[k], LINES[k]);
 *   and if avg: ACC[k] += UNIT[k] * w; ACCN[k] += inc.
 * The positions pos + k of the items not carried go to the i32s at OUT, in order; returns how many. The sum of the
 * carried lines goes to the f64 at SUM.
 * Two items at a time, without a branch per item: a mask of the carried lanes (unit == unit) zeroes what a lane not
 * carried would add. LINES gets NaN where not carried (the caller overwrites those). For the positions, each pair
 * writes two slots and the count moves on by its items not carried: the first slot gets pos + 1 when only the second
 * is not carried, else pos; the second pos + 1 (kept only when both are not carried, overwritten otherwise). A slot
 * written past the count is never past the pair's own position, so OUT needs no room beyond one per item. One item
 * at the end, if n is odd.
 *   params: 0 unit, 1 q, 2 lines, 3 worst, 4 acc, 5 accN, 6 n, 7 w, 8 inc, 9 avg, 10 out, 11 pos, 12 sum
 *   locals: 13 sum v128, 14 p v128, 15 mask v128, 16 l v128, 17 half v128, 18 eps v128, 19 wv v128, 20 iv v128,
 *           21 s f64, 22 ps f64, 23 ls f64, 24 count i32, 25 nc i32
 */
const lineRowBody = [
  ...vec([
    [8, T.v128],
    [3, T.f64],
    [2, T.i32],
  ]),
  ...f64const(0.5),
  ...vsplat,
  ...set(17),
  ...f64const(1e-9),
  ...vsplat,
  ...set(18),
  ...get(7),
  ...vsplat,
  ...set(19),
  ...get(8),
  ...vsplat,
  ...set(20),
  ...whileLoop(
    [...get(6), ...i32(2), ...i32ltS, ...exitIf],
    [...get(0), ...vload(0), ...tee(14), ...get(14), ...veq, ...set(15)],
    // l = floor((p * q + 0.5) + 1e-9), in lineTotal's order
    [...get(14), ...get(1), ...vload(0), ...vmul, ...get(17), ...vadd, ...get(18), ...vadd, ...vfloor, ...set(16)],
    [...get(2), ...get(16), ...vstore(0)],
    [...get(13), ...get(16), ...get(15), ...vand, ...vadd, ...set(13)],
    // worst = max(worst, carried ? l : worst)
    [...get(3), ...get(3), ...vload(0), ...get(16), ...get(3), ...vload(0), ...get(15), ...vbitselect, ...vmax, ...vstore(0)],
    [
      ...get(9),
      ...ifThen(
        [...get(4), ...get(4), ...vload(0), ...get(14), ...get(19), ...vmul, ...get(15), ...vand, ...vadd, ...vstore(0)],
        [...get(5), ...get(5), ...vload(0), ...get(20), ...get(15), ...vand, ...vadd, ...vstore(0)],
      ),
    ],
    // nc: bit 0 (bit 1) set when the first (second) item is not carried
    [...get(15), ...vbitmask64, ...i32(3), ...i32xor, ...set(25)],
    [...get(10), ...get(24), ...i32(4), ...i32mul, ...i32add, ...get(11), ...get(25), ...i32(1), ...i32and, ...i32(1), ...i32xor, ...i32add, ...i32store],
    [...get(10), ...get(24), ...i32(4), ...i32mul, ...i32add, ...get(11), ...i32(1), ...i32add, ...i32store4],
    [...get(24), ...get(25), ...i32popcnt, ...i32add, ...set(24)],
    ...[0, 1, 2, 3, 4, 5].map((p) => [...get(p), ...i32(16), ...i32add, ...set(p)]),
    [...get(11), ...i32(2), ...i32add, ...set(11)],
    [...get(6), ...i32(2), ...i32sub, ...set(6)],
  ),
  // The last item when n is odd: its line if carried, its position if not.
  ...get(6),
  ...ifThen([
    ...get(0),
    ...f64load,
    ...tee(22),
    ...get(22),
    ...f64eq,
    ...ifElse(
      [
        [...get(22), ...get(1), ...f64load, ...f64mul, ...f64const(0.5), ...f64add, ...f64const(1e-9), ...f64add, ...f64floor, ...set(23)],
        [...get(2), ...get(23), ...f64store],
        [...get(21), ...get(23), ...f64add, ...set(21)],
        [...get(3), ...get(3), ...f64load, ...get(23), ...f64max, ...f64store],
        [
          ...get(9),
          ...ifThen(
            [...get(4), ...get(4), ...f64load, ...get(22), ...get(7), ...f64mul, ...f64add, ...f64store],
            [...get(5), ...get(5), ...f64load, ...get(8), ...f64add, ...f64store],
          ),
        ],
      ],
      [
        [...get(10), ...get(24), ...i32(4), ...i32mul, ...i32add, ...get(11), ...i32store],
        [...get(24), ...i32(1), ...i32add, ...set(24)],
      ],
    ),
  ]),
  ...get(12),
  ...laneSum(13, 21),
  ...f64store,
  ...get(24),
  0x0b,
];

/**
 * cheapest(out, n, bigM, r0, r1, r2, r3): for each item k < n, the position (0-3) of the row with the cheapest line,
 * the first of equals, -1 when none is below bigM (not carried anywhere): a receipt's store per item (plan.ts). The
 * rows are the doubles at byte addresses r0..r3 (fewer stores pass r0 again: an equal row never wins); the positions
 * go to the i32s at OUT. Two items at a time, without a branch per item (which store wins follows the prices).
 *   locals: 7 best v128, 8 pos v128, 9 l v128, 10 lt v128, 11 big v128, 12 none v128, 13-16 row r as a splat,
 *           17 b f64, 18 p i32, 19 x f64
 *   while n >= 2:
 *     best = big; pos = none
 *     for r in 0..3: l = load(rr); lt = l < best; best = select(lt, l, best); pos = select(lt, r, pos); rr += 16
 *     store64_lane(out, trunc_sat_s_zero(pos), 0); out += 8; n -= 2
 *   if n: the same for one item, in scalar code
 */
const cheapestBody = [
  ...vec([
    [10, T.v128],
    [1, T.f64],
    [1, T.i32],
    [1, T.f64],
  ]),
  ...get(2),
  ...vsplat,
  ...set(11),
  ...f64const(-1),
  ...vsplat,
  ...set(12),
  ...[0, 1, 2, 3].flatMap((r) => [...f64const(r), ...vsplat, ...set(13 + r)]),
  ...whileLoop(
    [...get(1), ...i32(2), ...i32ltS, ...exitIf],
    [...get(11), ...set(7), ...get(12), ...set(8)],
    ...[0, 1, 2, 3].map((r) => [
      ...get(3 + r),
      ...vload(0),
      ...tee(9),
      ...get(7),
      ...vlt,
      ...set(10),
      ...get(9),
      ...get(7),
      ...get(10),
      ...vbitselect,
      ...set(7),
      ...get(13 + r),
      ...get(8),
      ...get(10),
      ...vbitselect,
      ...set(8),
      ...get(3 + r),
      ...i32(16),
      ...i32add,
      ...set(3 + r),
    ]),
    [...get(0), ...get(8), ...vtruncZero, ...vstore64lane0],
    [...get(0), ...i32(8), ...i32add, ...set(0)],
    [...get(1), ...i32(2), ...i32sub, ...set(1)],
  ),
  ...get(1),
  ...ifThen(
    [...get(2), ...set(17), ...i32(-1), ...set(18)],
    ...[0, 1, 2, 3].map((r) => [
      ...get(3 + r),
      ...f64load,
      ...tee(19),
      ...get(17),
      ...f64lt,
      ...ifThen([...get(19), ...set(17), ...i32(r), ...set(18)]),
    ]),
    [...get(0), ...get(18), ...i32store],
  ),
  0x0b,
];

/**
 * The class search's passes on rows of 32-bit integers, four items per instruction (search.ts uses them when every
 * capped line and every sum of them fits: whole forints, so the results equal the double passes'). i32x4 has no
 * overflow check: the caller makes sure that sum over the row of the cap is below 2^31.
 *
 * absSumI(x, y, n) -> f64: sum over k < n of |X[k] - Y[k]|, X and Y the i32s at byte addresses x and y.
 *   locals: 3 acc0 v128, 4 acc1 v128, 5 s i32, 6 d i32
 *   while n >= 8: acc0 += |load(x) - load(y)|; acc1 += |load(x+16) - load(y+16)|; x += 32; y += 32; n -= 8
 *   while n != 0: d = i32(x) - i32(y); s += (d ^ (d >> 31)) - (d >> 31); x += 4; y += 4; n -= 1
 *   return f64(lane0 + lane1 + lane2 + lane3 of (acc0 + acc1) + s)
 */
const absSumIBody = [
  ...vec([
    [2, T.v128],
    [2, T.i32],
  ]),
  ...absSumLoop(4, iSub, iAbs, iAdd),
  ...whileLoop(
    [...get(2), ...i32eqz, ...exitIf],
    [...get(0), ...i32load, ...get(1), ...i32load, ...i32sub, ...set(6)],
    [...get(5), ...get(6), ...get(6), ...i32(31), ...i32shrS, ...i32xor, ...get(6), ...i32(31), ...i32shrS, ...i32sub, ...i32add, ...set(5)],
    [...get(0), ...i32(4), ...i32add, ...set(0)],
    [...get(1), ...i32(4), ...i32add, ...set(1)],
    [...get(2), ...i32(1), ...i32sub, ...set(2)],
  ),
  ...get(3),
  ...get(4),
  ...iAdd,
  ...set(3),
  ...[0, 1, 2, 3].flatMap((l) => [...get(3), ...iLane(l), ...get(5), ...i32add, ...set(5)]),
  ...get(5),
  ...f64fromI32,
  0x0b,
];

/**
 * minRowI(out, x, y, n): OUT[k] = min(X[k], Y[k]) for k < n, on i32s.
 *   while n >= 8: store(out, min(load(x), load(y))); the same at +16; out, x, y += 32; n -= 8
 *   while n != 0: i32(out) = min(i32(x), i32(y)); out, x, y += 4; n -= 1
 */
const minRowIBody = minRowBodyFor(
  4,
  iMin,
  [...get(1), ...i32load, ...get(2), ...i32load, ...get(1), ...i32load, ...get(2), ...i32load, ...i32ltS, ...select],
  i32store,
);

/**
 * capI(src, cap, out, n): OUT[k] = min(SRC[k], CAP[k]) as an i32, for k < n (doubles in, whole numbers below 2^31 out):
 * a class's row capped for the search, for the passes above.
 *   while n >= 2: store the two i32s of trunc(min(load(src), load(cap))) at out; src, cap += 16; out += 8; n -= 2
 *   if n: i32(out) = trunc(min(f64(src), f64(cap)))
 */
const capIBody = [
  ...vec([]),
  ...whileLoop(
    [...get(3), ...i32(2), ...i32ltS, ...exitIf],
    [...get(2), ...get(0), ...vload(0), ...get(1), ...vload(0), ...vmin, ...vtruncZero, ...vstore64lane0],
    [...get(0), ...i32(16), ...i32add, ...set(0)],
    [...get(1), ...i32(16), ...i32add, ...set(1)],
    [...get(2), ...i32(8), ...i32add, ...set(2)],
    [...get(3), ...i32(2), ...i32sub, ...set(3)],
  ),
  ...get(3),
  ...ifThen([...get(2), ...get(0), ...f64load, ...get(1), ...f64load, ...f64min, ...i32fromF64, ...i32store]),
  0x0b,
];

const MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  // types: 0 absSum and absSumI, 1 minRow, minRowI and capI, 2 lineRow, 3 cheapest (as listed above)
  ...section(
    1,
    vec([
      [0x60, ...vec([[T.i32], [T.i32], [T.i32]]), ...vec([[T.f64]])],
      [0x60, ...vec([[T.i32], [T.i32], [T.i32], [T.i32]]), ...vec([])],
      [0x60, ...vec([[T.i32], [T.i32], [T.i32], [T.i32], [T.i32], [T.i32], [T.i32], [T.f64], [T.f64], [T.i32], [T.i32], [T.i32], [T.i32]]), ...vec([[T.i32]])],
      [0x60, ...vec([[T.i32], [T.i32], [T.f64], [T.i32], [T.i32], [T.i32], [T.i32]]), ...vec([])],
    ]),
  ),
  // imports: the memory, env.mem, at least 1 page (see simdRows)
  ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x00, ...uleb(1)]])),
  ...section(3, vec([[0], [1], [2], [3], [0], [1], [1]])),
  ...section(
    7,
    vec([
      [...name('absSum'), 0x00, 0],
      [...name('minRow'), 0x00, 1],
      [...name('lineRow'), 0x00, 2],
      [...name('cheapest'), 0x00, 3],
      [...name('absSumI'), 0x00, 4],
      [...name('minRowI'), 0x00, 5],
      [...name('capI'), 0x00, 6],
    ]),
  ),
  ...section(10, vec([absSumBody, minRowBody, lineRowBody, cheapestBody, absSumIBody, minRowIBody, capIBody].map((b) => [...uleb(b.length), ...b]))),
]);

interface Kernels {
  absSum: (x: number, y: number, n: number) => number;
  minRow: (out: number, x: number, y: number, n: number) => void;
  lineRow: (
    unit: number,
    q: number,
    lines: number,
    worst: number,
    acc: number,
    accN: number,
    n: number,
    w: number,
    inc: number,
    avg: number,
    out: number,
    pos: number,
    sum: number,
  ) => number;
  cheapest: (out: number, n: number, bigM: number, r0: number, r1: number, r2: number, r3: number) => void;
  absSumI: (x: number, y: number, n: number) => number;
  minRowI: (out: number, x: number, y: number, n: number) => void;
  capI: (src: number, cap: number, out: number, n: number) => void;
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
  instance = {
    absSum: exports.absSum as Kernels['absSum'],
    minRow: exports.minRow as Kernels['minRow'],
    lineRow: exports.lineRow as Kernels['lineRow'],
    cheapest: exports.cheapest as Kernels['cheapest'],
    absSumI: exports.absSumI as Kernels['absSumI'],
    minRowI: exports.minRowI as Kernels['minRowI'],
    capI: exports.capI as Kernels['capI'],
  };
  heap = new Float64Array(memory.buffer);
}

/** Doubles of module memory the planner will use at most (64 MiB); larger tables use plain arrays. */
const MAX_DOUBLES = 1 << 23;
/** Doubles handed out since the last reset, and the most any plan asked for (the next reset makes room for it). */
let top = 0;
let wanted = 0;

/**
 * Starts a plan's tables in the module's memory (buildModel with reuse calls it): everything handed out before is let go,
 * and the memory is made at least `expect` doubles long (or as long as the largest plan so far needed), as a new memory
 * if it must grow. Views handed out after it (simdF64, simdI32) and the addresses in them are valid until the next reset:
 * the planner is synchronous, one plan at a time.
 */
export function simdReset(expect: number): void {
  if (!compiled) return;
  top = 0;
  const need = Math.min(MAX_DOUBLES, Math.max(expect, wanted));
  // A new memory at least twice the old one, so that slowly growing plans do not make one each time.
  if (need > heap.length) instantiate(Math.ceil(Math.min(MAX_DOUBLES, Math.max(need, 2 * heap.length)) / 8192));
}

/** n doubles of the module's memory (16-byte aligned, contents undefined), or undefined without SIMD or room. */
export function simdF64(n: number): Float64Array | undefined {
  if (!instance) return undefined;
  const at = top;
  const end = at + n + (n & 1);
  if (end > heap.length) {
    wanted = Math.max(wanted, end);
    return undefined;
  }
  top = end;
  return heap.subarray(at, at + n);
}

/** n 32-bit integers of the module's memory, as simdF64. */
export function simdI32(n: number): Int32Array | undefined {
  const d = simdF64((n + 1) >>> 1);
  return d && new Int32Array(d.buffer, d.byteOffset, n);
}

/** The search's rows (see search.ts): views of `sizes[k]` doubles each, or undefined if any does not fit. */
export function simdRows(sizes: readonly number[]): Float64Array[] | undefined {
  const views: Float64Array[] = [];
  for (const n of sizes) {
    const v = simdF64(n);
    if (!v) return undefined;
    views.push(v);
  }
  return views;
}

/**
 * sum over k < n of |x[xo + k] - y[yo + k]|. In JavaScript: four sums, so that each addition need not wait for the
 * one before; each starts at 0.5, since a sum that only ever held whole numbers is compiled by V8 as a small integer,
 * with a conversion and check per item; the halves come off at the end (exact: whole numbers plus halves).
 */
export function absDiffSum(x: Float64Array, xo: number, y: Float64Array, yo: number, n: number): number {
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
  // Branch-free: min(a, b) = (a + b - |a - b|) / 2, exact for whole numbers.
  for (let k = 0; k < n; k++) {
    const a = x[xo + k]!;
    const b = y[yo + k]!;
    out[oo + k] = (a + b - Math.abs(a - b)) / 2;
  }
}

/** Whether the view lies in the module's current memory, so that the kernels can work on it at its byte addresses. */
export function inKernelMemory(view: ArrayBufferView): boolean {
  return instance !== undefined && view.buffer === heap.buffer;
}

/** Whether the kernels run as WebAssembly SIMD here (tests and benches report it). */
export const SIMD_KERNELS = compiled !== undefined;

/**
 * The kernels on byte addresses in the module's current memory (a view's byteOffset plus 8 per double), for the hot
 * loops that work out their addresses once after simdReset; undefined before the first simdReset or without SIMD.
 */
export function simdKernels(): Kernels | undefined {
  return instance;
}
