/**
 * The committed seed under resources/catalogue/: what the builder writes and the loader reads.
 * Big tables are column lists plus row arrays (no repeated keys); price histories are weekly integer
 * arrays stored as deltas from the previous week, with one start date for all.
 */

import type { Language } from '../../shared/rules';

export const SEED_FILES = {
  manifest: 'manifest.json',
  categories: 'categories.json',
  retailers: 'retailers.json',
  shops: 'shops.json',
  canonical: 'canonical-products.json',
  products: 'products.json',
  history: 'history.json',
  blogs: 'blogs.json',
  attribution: 'ATTRIBUTION.md',
} as const;

export interface SeedManifest {
  format: 1;
  /** sha256 over every other file of the seed: the loader's "already loaded?" key. */
  version: string;
  today: string;
  history: { start: string; stepDays: number; weeks: number };
  counts: Record<string, number>;
  /** The observed offers in the seed: their data date and source. */
  observed: { date: string; source: string; credit: string; offers: number };
  trendDefinition: { en: string; hu: string };
  savingDefinition: { en: string; hu: string };
  searchGroups: ReadonlyArray<{ key: string; en: string; hu: string }>;
  files: Record<string, string>;
}

export interface SeedTable<Row extends unknown[]> {
  columns: string[];
  rows: Row[];
}

export interface SeedCategory {
  id: number;
  slug: string;
  parent_id: number | null;
  name_en: string;
  name_hu: string;
  search_group: string;
  photo: string;
}

export interface SeedRetailer {
  id: number;
  slug: string;
  name: string;
  photo: string;
  color: string;
}

/** id, retailer_id, latitude, longitude, address, district, source, external_id */
export type ShopRow = [number, number, number, number, string, string | null, 'osm' | 'synthetic', string];
export const SHOP_COLUMNS = ['id', 'retailer_id', 'latitude', 'longitude', 'address', 'district', 'source', 'external_id'];

/** id, key, category_id, name_hu, name_en, package, unit, type_name_hu, type_name_en */
export type CanonicalRow = [number, string, number, string, string, number, string, string, string];
export const CANONICAL_COLUMNS = ['id', 'key', 'category_id', 'name_hu', 'name_en', 'package', 'unit', 'type_name_hu', 'type_name_en'];

export type ProductRow = [
  id: number,
  canonical_id: number,
  retailer_id: number,
  category_id: number,
  name_hu: string,
  name_en: string,
  description_hu: string,
  description_en: string,
  photo: string,
  pkg: number,
  unit: string,
  price: number,
  regular_price: number,
  unit_price: number,
  unit_price_unit: string,
  discount: boolean,
  vegetarian: boolean,
  vegan: boolean,
  lactose_free: boolean,
  nutrition_score: number | null,
  /** null: no trend yet (an observed offer with too few observed days). */
  trending: number | null,
  saving: number,
  own_brand: string | null,
  /** 'seed' for modelled offers; 'arfigyelo' for the observed ones, which carry the monitor's product id. */
  source: string,
  external_id: string | null,
  /** The data date of an observed price (YYYY-MM-DD); null: the price is modelled (an estimate). */
  observed_on: string | null,
  price_origin: string | null,
  /** The monitor's leaf category of an observed product (its kind). */
  kind_id: number | null,
];
export const PRODUCT_COLUMNS = [
  'id', 'canonical_id', 'retailer_id', 'category_id', 'name_hu', 'name_en', 'description_hu', 'description_en', 'photo',
  'package', 'unit', 'price', 'regular_price', 'unit_price', 'unit_price_unit', 'discount', 'vegetarian', 'vegan',
  'lactose_free', 'nutrition_score', 'trending', 'saving', 'own_brand', 'source', 'external_id', 'observed_on', 'price_origin',
  'kind_id',
];

export interface SeedHistory {
  start: string;
  stepDays: number;
  weeks: number;
  encoding: 'delta';
  /** Modelled offers: [product_id, first price, delta, delta, ...], one value a week from `start`. */
  rows: number[][];
  /** Observed offers: a daily series of their own from the day of their first observation, nothing modelled before it. */
  daily: { stepDays: 1; rows: DailyHistoryRow[] };
}

/** [product_id, first day (YYYY-MM-DD), price of that day, of the next day, ...] */
export type DailyHistoryRow = [number, string, ...number[]];

export interface SeedBlog {
  id: number;
  title_en: string;
  title_hu: string;
  intro_en: string;
  intro_hu: string;
  body_en: string;
  body_hu: string;
  photo: string;
  created: string;
}

/**
 * The file of a news post's picture in a language: its chart's words are drawn once per language, the English one
 * under the post's `photo`, the others beside it (media/news/eggs.svg, media/news/eggs.hu.svg).
 */
export function newsPhoto(photo: string, lang: Language): string {
  return lang === 'en' ? photo : photo.replace(/\.svg$/, `.${lang}.svg`);
}

/**
 * The file of a bundled news post's thumbnail in a language, beside its chart (media/news/eggs.thumb.svg,
 * media/news/eggs.thumb.hu.svg); null for a picture the catalogue build did not draw (a feed's, a photo's URL).
 */
export function newsThumb(photo: string, lang: Language): string;
export function newsThumb(photo: string | null, lang: Language): string | null;
export function newsThumb(photo: string | null, lang: Language): string | null {
  if (!photo || !/^media\/news\/[a-z0-9-]+\.svg$/.test(photo)) return null;
  return newsPhoto(photo.replace(/\.svg$/, '.thumb.svg'), lang);
}

/**
 * The file of a bundled news post's chart drawn for a phone's width, beside its chart (media/news/eggs.narrow.svg,
 * media/news/eggs.narrow.hu.svg); null for a picture the catalogue build did not draw.
 */
export function newsNarrow(photo: string | null, lang: Language): string | null {
  if (!photo || !/^media\/news\/[a-z0-9-]+\.svg$/.test(photo)) return null;
  return newsPhoto(photo.replace(/\.svg$/, '.narrow.svg'), lang);
}

export function decodeDeltas(row: readonly number[]): number[] {
  const out: number[] = [];
  let v = 0;
  for (let i = 1; i < row.length; i++) {
    v = i === 1 ? row[1] : v + row[i];
    out.push(v);
  }
  return out;
}

export function encodeDeltas(id: number, prices: readonly number[]): number[] {
  return [id, ...prices.map((p, i) => (i === 0 ? p : p - prices[i - 1]))];
}
