import type { PriceSeries } from '../../../../shared/api/catalogue';

export interface Point {
  /** Start of the week, ms since the epoch (UTC). */
  t: number;
  price: number;
}
export interface Line {
  productId: number;
  retailer: string;
  color: string;
  own: boolean;
  points: Point[];
}

export const WEEKS_PER_YEAR = 52;
const FALLBACK_COLOURS = ['#1d7a45', '#b85a0c', '#2457c5', '#8a3ffc', '#b3261e', '#00707a', '#6b5d00', '#9f1853', '#4d5358'];

const weekMs = (week: string) => Date.parse(`${week}T00:00:00Z`);

/**
 * The lines to draw: one per offer, this offer first, cut to the last 52 weeks when `range` is 'year'.
 * Retailer colours come from /retailers; an unknown retailer gets a fixed fallback.
 */
export function buildLines(history: PriceSeries[], ownId: number, colours: Map<string, string>, range: 'year' | 'all'): Line[] {
  const latest = Math.max(...history.flatMap((s) => s.points.map((p) => weekMs(p.week))), -Infinity);
  const from = range === 'year' ? latest - (WEEKS_PER_YEAR - 1) * 7 * 86_400_000 : -Infinity;
  return history
    .map((s, i) => ({
      productId: s.product_id,
      retailer: s.retailer_name,
      color: colours.get(s.retailer_name) ?? FALLBACK_COLOURS[i % FALLBACK_COLOURS.length],
      own: s.product_id === ownId,
      points: s.points.map((p) => ({ t: weekMs(p.week), price: p.price })).filter((p) => p.t >= from && Number.isFinite(p.price)),
    }))
    .filter((l) => l.points.length > 0)
    .sort((a, b) => Number(b.own) - Number(a.own));
}

/** Round axis steps (1, 2 or 5 times a power of ten) covering [min, max] with about `count` ticks. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    const pad = Math.max(1, Math.abs(min) * 0.1);
    return niceTicks(min - pad, max + pad, count);
  }
  const raw = (max - min) / Math.max(1, count - 1);
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= max + step * 0.5; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/** First days of months between two instants, thinned to at most `max` labels. */
export function monthTicks(from: number, to: number, max = 7): number[] {
  const out: number[] = [];
  const d = new Date(from);
  let cur = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  while (cur <= to) {
    out.push(cur);
    const c = new Date(cur);
    cur = Date.UTC(c.getUTCFullYear(), c.getUTCMonth() + 1, 1);
  }
  const every = Math.ceil(out.length / max);
  return out.filter((_, i) => i % every === 0);
}

export interface LineStats {
  now: number;
  low: Point;
  high: Point;
  first: Point;
}

export function statsOf(line: Line): LineStats {
  const pts = line.points;
  const low = pts.reduce((m, p) => (p.price < m.price ? p : m), pts[0]);
  const high = pts.reduce((m, p) => (p.price > m.price ? p : m), pts[0]);
  return { now: pts[pts.length - 1].price, low, high, first: pts[0] };
}

/** The price of a line in the week nearest to `t` (within half a week), if it has one. */
export function priceAt(line: Line, t: number): number | null {
  const hit = line.points.find((p) => Math.abs(p.t - t) < 3.5 * 86_400_000);
  return hit ? hit.price : null;
}
