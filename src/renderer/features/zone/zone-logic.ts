import type { Retailer, Shop } from '../../../shared/api';
import { AppError } from '../../../shared/errors';
import { withinRadius } from '../../../shared/geo';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** When the user has no zone yet: RULES.radius.defaultValue (10 m) holds no shop, 3 km covers a neighbourhood's shops. */
export const INITIAL_RADIUS_M = 3_000;

/** Above this many visible shops the map groups them into clusters, so letters stay readable and panning fluid. */
export const CLUSTER_THRESHOLD = 150;

export type ShopInZone = Shop & { distance_m: number };

/** A real shop a shopper can go to: never a point a model placed ('synthetic'), whatever an old catalogue holds. */
export function isPlaceToGo(shop: Pick<Shop, 'source'>): boolean {
  return shop.source !== 'synthetic';
}

/** The chains of `retailers` with no real shop at all: shown with prices, but on no map and in no route. */
export function shoplessRetailers(retailers: readonly Retailer[], shops: readonly Shop[]): Retailer[] {
  const withShops = new Set(shops.filter(isPlaceToGo).map((s) => s.retailer_id));
  return retailers.filter((r) => !withShops.has(r.id));
}

/** Every real shop (of any retailer) inside the zone, nearest first (shared/geo's one zone filter); none without a marker. */
export function shopsInZone(shops: readonly Shop[], centre: LatLng | null, radiusM: number): ShopInZone[] {
  return withinRadius(shops.filter(isPlaceToGo), centre, radiusM);
}

export interface RetailerCount {
  retailer: Retailer;
  count: number;
}

/** The side list: one row per selected retailer (in catalogue order), with its shops inside the zone. */
export function countsByRetailer(
  inside: readonly Shop[],
  retailers: readonly Retailer[],
  selected: readonly number[],
): RetailerCount[] {
  const counts = new Map<number, number>();
  for (const s of inside) counts.set(s.retailer_id, (counts.get(s.retailer_id) ?? 0) + 1);
  return retailers.filter((r) => selected.includes(r.id)).map((retailer) => ({ retailer, count: counts.get(retailer.id) ?? 0 }));
}

/** Why a zone cannot be saved (SPEC §5), or null when it can. */
export type ZoneRefusal =
  { kind: 'noMark' } | { kind: 'noRadius' } | { kind: 'noRetailers' } | { kind: 'noShops'; otherRetailers: string[] };

export interface ZoneDraft {
  marker: LatLng | null;
  radiusM: number;
  retailers: readonly number[];
}

export function zoneRefusal(draft: ZoneDraft, shops: readonly Shop[], retailers: readonly Retailer[]): ZoneRefusal | null {
  if (!draft.marker) return { kind: 'noMark' };
  if (draft.radiusM <= 0) return { kind: 'noRadius' };
  if (!draft.retailers.length) return { kind: 'noRetailers' };
  const inside = shopsInZone(shops, draft.marker, draft.radiusM);
  if (inside.some((s) => draft.retailers.includes(s.retailer_id))) return null;
  const ids = new Set(inside.map((s) => s.retailer_id));
  const otherRetailers = retailers
    .filter((r) => ids.has(r.id))
    .map((r) => r.name)
    .sort((a, b) => a.localeCompare(b));
  return { kind: 'noShops', otherRetailers };
}

/** The server's refusal (the safety net) in the same shape as the client's check; null for other errors. */
export function refusalFromError(err: unknown): ZoneRefusal | null {
  if (!(err instanceof AppError)) return null;
  if (err.code === 'ZONE_NO_MARK') return { kind: 'noMark' };
  if (err.code === 'ZONE_NO_RADIUS') return { kind: 'noRadius' };
  if (err.code === 'ZONE_NO_SHOPS') {
    const others = err.details?.other_retailers;
    return {
      kind: 'noShops',
      otherRetailers: Array.isArray(others) ? others.filter((o): o is string => typeof o === 'string') : [],
    };
  }
  return null;
}

export const LIST_LOCALES: Record<string, string> = { en: 'en-GB', hu: 'hu-HU' };

export type RefusalMessage =
  | { key: 'errors.ZONE_NO_MARK' | 'errors.ZONE_NO_RADIUS' | 'errors.ZONE_NO_SHOPS' | 'zone.noRetailers' }
  | { key: 'zone.otherRetailerShops'; values: { retailers: string } };

/** The toast text of a refusal (an i18n key), with the other retailers named in the language's list style ("A, B and C"). */
export function refusalMessage(refusal: ZoneRefusal, lang: string): RefusalMessage {
  switch (refusal.kind) {
    case 'noMark':
      return { key: 'errors.ZONE_NO_MARK' };
    case 'noRadius':
      return { key: 'errors.ZONE_NO_RADIUS' };
    case 'noRetailers':
      return { key: 'zone.noRetailers' };
    case 'noShops':
      if (!refusal.otherRetailers.length) return { key: 'errors.ZONE_NO_SHOPS' };
      return {
        key: 'zone.otherRetailerShops',
        values: {
          retailers: new Intl.ListFormat(LIST_LOCALES[lang] ?? lang, { type: 'conjunction' }).format(refusal.otherRetailers),
        },
      };
  }
}
