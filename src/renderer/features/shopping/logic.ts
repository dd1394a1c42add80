import type { ListProduct, ShoppingList } from '../../../shared/api/lists';
import type { PlanVersion, Solution } from '../../../shared/api/plans';
import type { Shop } from '../../../shared/api/catalogue';
import { RULES, type Language } from '../../../shared/rules';
import { withinRadius } from '../../../shared/geo';
import { lineTotal } from '../../../shared/plan-sheet';

export type SortMode = 'alpha' | 'latest';

/** The drawer's product order: alphabetical in the language's collation (default), or newest first. */
export function sortProducts(products: readonly ListProduct[], mode: SortMode, lang: Language): ListProduct[] {
  const collator = new Intl.Collator(lang === 'hu' ? 'hu-HU' : 'en-GB', { sensitivity: 'base', numeric: true });
  return [...products].sort((a, b) =>
    mode === 'alpha'
      ? collator.compare(a.name, b.name) || a.id - b.id
      : Date.parse(b.created) - Date.parse(a.created) || b.id - a.id,
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Default names before the native speaker's review (2026-11): lists created then still carry them. */
const LEGACY_DEFAULT_NAME = (n: number) => `bevásárlólista #${n}`;
const DEFAULT_NAME_NUMBER = new RegExp(
  `^(?:${[RULES.defaultListName(0), LEGACY_DEFAULT_NAME(0)].map((name) => escapeRegExp(name.replace(/0$/, ''))).join('|')})(\\d+)$`,
);

/**
 * SPEC §9: the number is the count of existing lists + 1, but never one a list still carries: after a delete
 * the count can fall back onto a name in use, so the number is also past the highest default name there is
 * (an older list's "bevásárlólista #3" counts too, so no "Bevásárlólista 3" stands beside it).
 */
export function newListName(existingNames: readonly string[]): string {
  const highest = existingNames.reduce((max, name) => {
    const m = DEFAULT_NAME_NUMBER.exec(name.trim());
    return m ? Math.max(max, Number(m[1])) : max;
  }, 0);
  return RULES.defaultListName(Math.max(existingNames.length, highest) + 1);
}

/**
 * The name of a list copied from `source` ("shop again"): `named(source, 1)` ("Weekly shop (copy)"), else the first
 * numbered one no list carries yet ("Weekly shop (copy 2)"). A long source name is shortened so the whole fits.
 */
export function copyName(source: string, existingNames: readonly string[], named: (source: string, n: number) => string): string {
  const taken = new Set(existingNames.map((n) => n.trim()));
  const fit = (n: number) => {
    const whole = named(source, n);
    const over = whole.length - RULES.maxTextLength;
    return over > 0 ? named(`${source.slice(0, Math.max(1, source.length - over - 1)).trimEnd()}…`, n) : whole;
  };
  for (let n = 1; ; n++) if (!taken.has(fit(n))) return fit(n);
}

export { lineTotal };

/** What the plan detail's product cards add up to. */
export function productCardsTotal(version: Pick<PlanVersion, 'retailers'>): number {
  return version.retailers.reduce((sum, r) => sum + r.products.reduce((s, p) => s + lineTotal(p.price, p.quantity), 0), 0);
}

/** What a plan is judged by: goods plus trip when the trip was counted, else goods only. */
export function judgedTotal(s: Pick<Solution, 'total' | 'net_total' | 'travel_included'>): number {
  return s.travel_included && s.net_total !== undefined ? s.net_total : s.total;
}

/**
 * The order the solutions are shown in, as the server ranks them, re-checked here with a stable sort so the
 * spec's order holds even if an answer arrives in another order: plans buying more of the list first (a plan
 * buying items no single store sells has no save_percent); then save_percent descending (SPEC §9); then the
 * lower judged total, then fewer stores.
 */
export function orderSolutions(solutions: readonly Solution[]): Solution[] {
  const pct = (s: Solution): number => s.save_percent ?? -Infinity;
  return solutions
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        (a.s.missing?.length ?? 0) - (b.s.missing?.length ?? 0) ||
        (pct(a.s) === pct(b.s) ? 0 : pct(b.s) > pct(a.s) ? 1 : -1) ||
        judgedTotal(a.s) - judgedTotal(b.s) ||
        a.s.store_count - b.s.store_count ||
        a.i - b.i,
    )
    .map(({ s }) => s);
}

export interface ZonePoint {
  latitude: number;
  longitude: number;
  radiusM: number;
}

/** A retailer's shops inside the zone, nearest first. */
export function retailerShopsInZone(shops: readonly Shop[], retailerId: number, zone: ZonePoint): Array<Shop & { distance_m: number }> {
  return withinRadius(shops.filter((s) => s.retailer_id === retailerId), zone, zone.radiusM);
}

/** The list a screen works on: the one it prefers (see useScreenLists), if it is still there. */
export function pickList(lists: readonly ShoppingList[] | null, id: number | null): ShoppingList | null {
  if (!lists) return null;
  return id === null ? null : (lists.find((l) => l.id === id) ?? null);
}

/** A list name the user typed: trimmed, not empty, within the limit; null when acceptable. */
export function listNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > RULES.maxTextLength) return 'tooLong';
  return null;
}

/** The total quantity a plan line buys: quantity times the package size, in the package's unit. */
export function totalAmount(packageSize: number | null, quantity: number): number | null {
  return packageSize === null ? null : Math.round(packageSize * quantity * 1000) / 1000;
}
