import { seriesPoints, type PriceSeries } from '../../../../shared/api/catalogue';

export interface Point {
  /** Start of the week (or the day), ms since the epoch (UTC). */
  t: number;
  price: number;
}
/** A point of a line as drawn: price null on a day the monitor observed nothing (a gap in the line). */
export interface DrawnPoint {
  t: number;
  price: number | null;
}
export interface Line {
  productId: number;
  retailer: string;
  color: string;
  own: boolean;
  /** Observed daily prices: drawn as dots, with gaps where nothing was observed (never joined across a gap). */
  observed: boolean;
  /** The prices, oldest first (no gaps). */
  points: Point[];
  /** Every point of the series including its gaps, for drawing. */
  drawn: DrawnPoint[];
}

export const WEEKS_PER_YEAR = 52;
const FALLBACK_COLOURS = ['#1d7a45', '#b85a0c', '#2457c5', '#8a3ffc', '#b3261e', '#00707a', '#6b5d00', '#9f1853', '#4d5358'];

const weekMs = (week: string) => Date.parse(`${week}T00:00:00Z`);

/**
 * The lines to draw: one per offer, this offer first, cut to the last 52 weeks when `range` is 'year'.
 * Retailer colours come from /retailers; an unknown retailer gets a fixed fallback.
 */
export function buildLines(history: PriceSeries[], ownId: number, colours: Map<string, string>, range: 'year' | 'all'): Line[] {
  const points = new Map(history.map((s) => [s, seriesPoints(s)]));
  const latest = Math.max(...history.flatMap((s) => points.get(s)!.map((p) => weekMs(p.week))), -Infinity);
  const from = range === 'year' ? latest - (WEEKS_PER_YEAR - 1) * 7 * 86_400_000 : -Infinity;
  return history
    .map((s, i) => {
      const drawn = points.get(s)!.map((p) => ({ t: weekMs(p.week), price: p.price })).filter((p) => p.t >= from);
      return {
        productId: s.product_id,
        retailer: s.retailer_name,
        color: colours.get(s.retailer_name) ?? FALLBACK_COLOURS[i % FALLBACK_COLOURS.length],
        own: s.product_id === ownId,
        observed: s.step_days === 1,
        points: drawn.filter((p): p is Point => p.price !== null && Number.isFinite(p.price)),
        drawn,
      };
    })
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

/**
 * The lines on one time axis, as a chart library wants them: every week (or day) that any line has, in order, and for
 * each line its price at each of those times. null is a gap the line is not drawn across (a day the monitor observed
 * nothing); undefined only means the line has no point at that time (another line has), and is drawn across.
 */
export function alignLines(lines: Line[]): { weeks: number[]; prices: (number | null | undefined)[][] } {
  const weeks = [...new Set(lines.flatMap((l) => l.drawn.map((p) => p.t)))].sort((a, b) => a - b);
  const at = new Map(weeks.map((w, i) => [w, i]));
  const prices = lines.map((l) => {
    const row: (number | null | undefined)[] = weeks.map(() => undefined);
    for (const p of l.drawn) row[at.get(p.t) as number] = p.price;
    return row;
  });
  return { weeks, prices };
}

/**
 * The price axis: round ticks covering the prices, and a range a little wider than the prices so that the
 * lines and the lowest-price marker are not cut by the chart's edge.
 */
export function priceScale(prices: number[]): { min: number; max: number; ticks: number[] } {
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const ticks = niceTicks(lo, hi, 5);
  if (!ticks.length) return { min: 0, max: 1, ticks: [] };
  const pad = (ticks[ticks.length - 1] - ticks[0]) * 0.06;
  return {
    min: Math.max(lo < 0 ? -Infinity : 0, Math.min(ticks[0], lo - pad)),
    max: Math.max(ticks[ticks.length - 1], hi + pad),
    ticks,
  };
}

/** The time axis: first to last week, or a week around a single one. */
export function timeRange(weeks: number[]): [number, number] {
  const t0 = Math.min(...weeks);
  const t1 = Math.max(...weeks);
  const half = 3.5 * 86_400_000;
  return t0 === t1 ? [t0 - half, t1 + half] : [t0, t1];
}

/**
 * Where the keyboard cursor goes: Left/Right a week back or forward (from outside the chart, Left starts at the
 * last week and Right at the first), Home/End the first/last week. null when the key is not one of these.
 */
export function cursorStep(key: string, current: number | null, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowLeft':
      return current === null ? last : Math.max(0, current - 1);
    case 'ArrowRight':
      return current === null ? 0 : Math.min(last, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The chart's height for its width: wide enough screens get a taller chart, within readable bounds. */
export function chartHeight(width: number): number {
  return Math.round(Math.min(320, Math.max(220, width * 0.4)));
}
