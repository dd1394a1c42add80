/**
 * The price model: KSH monthly averages give each product's Hungarian level and long-run path; real
 * heissepreise price histories give the short-run shape (when shelf prices step, when promotions run and
 * how deep they go); the retailer table gives each chain's level and spread.
 */
import type { KshData, HeissepreiseData } from './sources';
import type { CategorySlug } from '../../src/server/catalogue/taxonomy';
import { hash32, normal, unit } from './random';

/** The catalogue's "today": the last week of every history (Monday of the week containing 2026-11-16). */
export const END_WEEK = '2026-11-16';
/** First week of every history: a bit over two years and ten months of weekly prices. */
export const START_WEEK = '2024-01-01';
export const STEP_DAYS = 7;

const DAY = 86_400_000;

export function weekCount(): number {
  return Math.round((Date.parse(END_WEEK) - Date.parse(START_WEEK)) / DAY / STEP_DAYS) + 1;
}

export function weekDate(i: number, start = START_WEEK): string {
  return new Date(Date.parse(start) + i * STEP_DAYS * DAY).toISOString().slice(0, 10);
}

/** KSH publishes up to 2025-12; 2026 continues at this monthly rate (about 4.3% a year, near the 2025 food CPI pace). */
export const KSH_2026_MONTHLY_GROWTH = 1.0035;
const LAST_KSH_MONTH = '2025-12';

function monthKey(y: number, m: number): string {
  return `${y}-${String(m).padStart(2, '0')}`;
}

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(monthKey(y, m));
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** KSH's subcategory keys use 'dairy'; household 'supplies' there are paper goods and batteries. */
function kshSubToApp(sub: string): CategorySlug | null {
  if (!sub) return null;
  if (sub === 'dairy') return 'diary';
  if (sub === 'supplies') return 'stationary-packaging';
  return sub as CategorySlug;
}

export interface PriceIndex {
  /** Monthly series (Ft) for a KSH code, extended through 2026-12, gaps filled from its category. */
  code(code: number): Map<string, number>;
  /** Monthly index (1 at 2025-12) of a category: the geometric mean of its KSH items. */
  category(sub: CategorySlug): Map<string, number>;
  months: string[];
}

const FRESH_PRODUCE = new Set<CategorySlug>(['vegetables']);
const PARENT: Partial<Record<CategorySlug, CategorySlug>> = {
  'baby-care': 'beauty',
  'detergents-spray': 'cleaning',
  supplies: 'pet-food',
};

export function buildPriceIndex(ksh: KshData): PriceIndex {
  const months = monthsBetween('2018-01', '2026-12');
  const histMonths = monthsBetween('2018-01', LAST_KSH_MONTH);
  const subOf = new Map<number, CategorySlug>();
  for (const it of ksh.items.values()) {
    const s = kshSubToApp(it.appSubcategory);
    if (s && ksh.monthly.has(it.code)) subOf.set(it.code, s);
  }

  // Step 1: category indices from the items that have the full 2018-2025 series.
  const catLogs = new Map<CategorySlug, Map<string, number[]>>();
  for (const [code, s] of subOf) {
    const ser = ksh.monthly.get(code)!;
    const last = ser.get(LAST_KSH_MONTH);
    if (!last || histMonths.some((m) => !ser.has(m))) continue;
    if (!catLogs.has(s)) catLogs.set(s, new Map());
    const acc = catLogs.get(s)!;
    for (const m of histMonths) {
      if (!acc.has(m)) acc.set(m, []);
      acc.get(m)!.push(Math.log(ser.get(m)! / last));
    }
  }
  const allLogs = new Map<string, number[]>();
  for (const acc of catLogs.values()) for (const [m, v] of acc) allLogs.set(m, [...(allLogs.get(m) ?? []), ...v]);
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  const toIndex = (acc: Map<string, number[]>, seasonal: boolean) => {
    const idx = new Map<string, number>();
    for (const m of histMonths) idx.set(m, Math.exp(mean(acc.get(m)!)));
    extend(idx, seasonal);
    return idx;
  };
  // Continue a monthly series through 2026, with the item's own seasonal pattern for fresh produce.
  function extend(ser: Map<string, number>, seasonal: boolean): void {
    const last = ser.get(LAST_KSH_MONTH)!;
    const season = seasonal ? seasonalProfile(ser) : null;
    for (let m = 1; m <= 12; m++) {
      const s = season ? season[m - 1] / season[11] : 1;
      ser.set(monthKey(2026, m), last * KSH_2026_MONTHLY_GROWTH ** m * s);
    }
  }
  function seasonalProfile(ser: Map<string, number>): number[] {
    const logs: number[][] = Array.from({ length: 12 }, () => []);
    for (let y = 2018; y <= 2025; y++) {
      const vals = Array.from({ length: 12 }, (_, i) => ser.get(monthKey(y, i + 1)));
      if (vals.some((v) => !v)) continue;
      const avg = mean(vals.map((v) => Math.log(v!)));
      vals.forEach((v, i) => logs[i].push(Math.log(v!) - avg));
    }
    return logs.map((l) => (l.length ? Math.exp(mean(l)) : 1));
  }

  const catIndex = new Map<CategorySlug, Map<string, number>>();
  for (const [s, acc] of catLogs) catIndex.set(s, toIndex(acc, FRESH_PRODUCE.has(s)));
  const overall = toIndex(allLogs, false);
  const category = (sub: CategorySlug): Map<string, number> => {
    const own = catIndex.get(sub) ?? (PARENT[sub] ? catIndex.get(PARENT[sub]!) : undefined);
    return own ?? overall;
  };

  const codeCache = new Map<number, Map<string, number>>();
  const code = (c: number): Map<string, number> => {
    const hit = codeCache.get(c);
    if (hit) return hit;
    const src = ksh.monthly.get(c);
    if (!src) throw new Error(`KSH code ${c} has no monthly series`);
    const cat = category(subOf.get(c) ?? 'staple-food');
    const out = new Map<string, number>();
    // Fill gaps (seasonal items, discontinued series) by carrying the last observation along the category index.
    let lastKnown: string | null = null;
    for (const m of histMonths) {
      const v = src.get(m);
      if (v !== undefined) {
        out.set(m, v);
        lastKnown = m;
      } else if (lastKnown) out.set(m, out.get(lastKnown)! * (cat.get(m)! / cat.get(lastKnown)!));
    }
    const first = histMonths.find((m) => src.has(m))!;
    for (const m of histMonths) if (!out.has(m)) out.set(m, src.get(first)! * (cat.get(m)! / cat.get(first)!));
    extend(out, FRESH_PRODUCE.has(subOf.get(c) ?? 'staple-food') && histMonths.every((m) => src.has(m)));
    codeCache.set(c, out);
    return out;
  };
  return { code, category, months };
}

/** Weekly values of a monthly series: linear between mid-month points. */
export function weeklyFromMonthly(monthly: Map<string, number>, weeks: number, start = START_WEEK): number[] {
  const out: number[] = [];
  for (let i = 0; i < weeks; i++) {
    const t = Date.parse(start) + i * STEP_DAYS * DAY;
    const d = new Date(t);
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + 1;
    const mid = Date.UTC(y, m - 1, 15);
    const [oy, om] = t >= mid ? (m === 12 ? [y + 1, 1] : [y, m + 1]) : m === 1 ? [y - 1, 12] : [y, m - 1];
    const otherMid = Date.UTC(oy, om - 1, 15);
    const a = monthly.get(monthKey(y, m))!;
    const b = monthly.get(monthKey(oy, om)) ?? a;
    const w = Math.abs(t - mid) / Math.abs(otherMid - mid);
    out.push(a * (1 - w) + b * w);
  }
  return out;
}

// ---- Shapes from real price histories ----

export interface ShapeTemplate {
  id: string;
  appSubcategory: string;
  /** Weekly multiplier against the regular price: 1 = regular, 0.75 = a 25% promotion. */
  promo: number[];
  /** Weeks (indexes into promo) where the regular price changed. */
  regularChanges: Set<number>;
}

/** Weeks a lower price must hold before it counts as the new regular price rather than a promotion. */
const PROMO_HORIZON_WEEKS = 8;

/**
 * Turns heissepreise's change-point histories into weekly shapes: the regular price is the highest
 * price of the last PROMO_HORIZON_WEEKS weeks, anything below it is a promotion.
 */
export function buildShapeTemplates(hp: HeissepreiseData, minWeeks: number): ShapeTemplate[] {
  const END = Date.parse('2023-06-26');
  const out: ShapeTemplate[] = [];
  for (const p of hp.products) {
    if (p.history.length < 2) continue;
    const first = Date.parse(p.history[0].date);
    const weeks = Math.floor((END - first) / DAY / 7) + 1;
    if (weeks < minWeeks) continue;
    const weekly: number[] = [];
    let j = 0;
    for (let w = 0; w < weeks; w++) {
      const t = first + w * 7 * DAY;
      while (j + 1 < p.history.length && Date.parse(p.history[j + 1].date) <= t) j++;
      weekly.push(p.history[j].price);
    }
    if (weekly.some((v) => !(v > 0))) continue;
    const promo: number[] = [];
    const regularChanges = new Set<number>();
    let prevRegular = weekly[0];
    for (let w = 0; w < weeks; w++) {
      const regular = Math.max(...weekly.slice(Math.max(0, w - PROMO_HORIZON_WEEKS + 1), w + 1));
      if (w > 0 && Math.abs(regular - prevRegular) > 1e-9) regularChanges.add(w);
      prevRegular = regular;
      promo.push(Math.min(1, weekly[w] / regular));
    }
    out.push({ id: `${p.store}/${p.productId}`, appSubcategory: hp.categories.get(p.categoryCode)?.appSubcategory ?? '', promo, regularChanges });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** Summary statistics of the templates, for the documentation table and the build log. */
export function templateStats(templates: ShapeTemplate[]): { templates: number; promoWeekShare: number; medianPromoDepth: number; regularChangesPerYear: number } {
  let weeks = 0;
  let promoWeeks = 0;
  let changes = 0;
  const depths: number[] = [];
  for (const t of templates) {
    weeks += t.promo.length;
    changes += t.regularChanges.size;
    for (const m of t.promo)
      if (m < 0.97) {
        promoWeeks++;
        depths.push(1 - m);
      }
  }
  depths.sort((a, b) => a - b);
  return {
    templates: templates.length,
    promoWeekShare: promoWeeks / Math.max(1, weeks),
    medianPromoDepth: depths.length ? depths[Math.floor(depths.length / 2)] : 0,
    regularChangesPerYear: (changes / Math.max(1, weeks)) * 52,
  };
}

/** Organic premium: heissepreise's organic own-brand cart against the mean of its budget and mid-range carts (per-kg/l medians by category). */
export function organicPremium(hp: HeissepreiseData): number {
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const byCart = new Map<string, Map<string, number[]>>();
  for (const p of hp.products) {
    if (!(p.quantity > 0) || !(p.price > 0)) continue;
    const cart = byCart.get(p.cart) ?? new Map<string, number[]>();
    byCart.set(p.cart, cart);
    const list = cart.get(p.categoryCode) ?? [];
    list.push(p.price / p.quantity);
    cart.set(p.categoryCode, list);
  }
  const ratio = (a: string, b: string) => {
    const logs: number[] = [];
    for (const [code, v] of byCart.get(a) ?? []) {
      const w = byCart.get(b)?.get(code);
      if (w) logs.push(Math.log(med(v) / med(w)));
    }
    return logs.length ? Math.exp(logs.reduce((x, y) => x + y, 0) / logs.length) : 1;
  };
  const bioVsBudget = ratio('bio-cart', 'budget-cart');
  const midVsBudget = ratio('midrange-cart', 'budget-cart');
  return Math.min(1.9, Math.max(1.3, bioVsBudget / Math.sqrt(midVsBudget)));
}

/** Spread of real matched own-brand pairs (sd of log price ratio), used to check the noise column. */
export function matchedPairSpread(hp: HeissepreiseData, cart: string): number {
  const pairs = new Map<string, number[]>();
  for (const p of hp.products) if (p.cart === cart && p.price > 0) pairs.set(p.pairId, [...(pairs.get(p.pairId) ?? []), p.price]);
  const logs = [...pairs.values()].filter((v) => v.length === 2).map(([a, b]) => Math.log(a / b));
  const m = logs.reduce((x, y) => x + y, 0) / logs.length;
  return Math.sqrt(logs.reduce((x, y) => x + (y - m) ** 2, 0) / logs.length);
}

// ---- Shelf prices ----

/** Hungarian shelf-price endings: 349, 1 299, 12 490 Ft. */
export function shelfPrice(p: number): number {
  if (p < 100) return Math.max(1, Math.round(p));
  if (p < 1000) return Math.round(p / 10) * 10 - 1;
  if (p < 10000) return Math.round(p / 50) * 50 - 1;
  return Math.round(p / 100) * 100 - 10;
}

/** The lowest shelf price (Hungarian endings, as shelfPrice) at or above p: a floor is never rounded under. */
export function shelfPriceAtLeast(p: number): number {
  let s = shelfPrice(p);
  let q = p;
  while (s < p) {
    q += s < 100 ? 1 : s < 1000 ? 10 : s < 10000 ? 50 : 100;
    s = shelfPrice(q);
  }
  return s;
}

export interface OfferPriceInput {
  key: string;
  /** Weekly national-average package price (Ft) of the canonical product. */
  target: number[];
  level: number;
  noise: number;
  promoKeep: number;
  promoDepth: number;
  template: ShapeTemplate;
  /** Weekly lowest regular and promotional prices (Ft per pack), where the observed basket bounds them. */
  floors?: { regular: number[]; promotion: number[] } | null;
}

/** Re-price when the target drifts this far from the shelf price even without a template change point. */
const MAX_DRIFT = 0.08;
/**
 * The deepest promotion: 45% off, so that after rounding to a shelf price a promotion never takes half the price
 * or more (its saving against the regular price stays below the price paid).
 */
const MAX_PROMO_DEPTH = 0.45;

/** One offer's weekly shelf prices and whether its last week is a promotion. */
export function offerHistory(inp: OfferPriceInput): { prices: number[]; regular: number; regulars: number[] } {
  const weeks = inp.target.length;
  const factor = inp.level * Math.exp(inp.noise * normal(`${inp.key}/noise`));
  const span = inp.template.promo.length - weeks;
  const offset = Math.floor(unit(`${inp.key}/offset`) * (span + 1));
  const prices: number[] = [];
  const regulars: number[] = [];
  const floor = (w: number) => inp.floors?.regular[w] ?? 0;
  // The price the model wants, rounded to a shelf price, and never rounded below the floor.
  const shelf = (w: number) => {
    const want = inp.target[w] * factor;
    return want > floor(w) ? Math.max(shelfPrice(want), shelfPriceAtLeast(floor(w))) : shelfPriceAtLeast(floor(w));
  };
  let regular = shelf(0);
  let episode: number;
  let keepEpisode = true;
  for (let w = 0; w < weeks; w++) {
    const tw = w + offset;
    const want = Math.max(inp.target[w] * factor, floor(w));
    // A rising floor re-prices at once: the regular price never sits under it, even between the template's changes.
    if (w > 0 && (inp.template.regularChanges.has(tw) || Math.abs(want / regular - 1) > MAX_DRIFT || regular < floor(w))) regular = shelf(w);
    const m = inp.template.promo[tw];
    let price = regular;
    if (m < 0.97) {
      // An episode starts where the template leaves its regular price; each is kept or dropped as a whole.
      if (tw === 0 || inp.template.promo[tw - 1] >= 0.97) {
        episode = tw;
        keepEpisode = unit(`${inp.key}/promo/${episode}`) < inp.promoKeep;
      }
      if (keepEpisode) {
        const promoted = shelfPrice(regular * (1 - Math.min(MAX_PROMO_DEPTH, (1 - m) * inp.promoDepth)));
        price = Math.min(regular, inp.floors ? Math.max(promoted, shelfPriceAtLeast(inp.floors.promotion[w])) : promoted);
      }
    }
    prices.push(price);
    regulars.push(regular);
  }
  return { prices, regular, regulars };
}

export function templateFor(key: string, sub: CategorySlug, templates: ShapeTemplate[], bySub: Map<string, ShapeTemplate[]>): ShapeTemplate {
  const pool = (bySub.get(sub)?.length ?? 0) >= 3 ? bySub.get(sub)! : templates;
  return pool[hash32(`${key}/template`) % pool.length];
}
