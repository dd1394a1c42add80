import { z } from 'zod';
import { decimalNumber, Id, IsoDate, Page, Limit, PlainString } from './common';

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  search_group: z.string().nullable().optional(),
  photo: z.string().nullable().optional(),
  /**
   * Where the category's prices on sale come from: how many offers are observed (Árfigyelő) and how many estimated,
   * and whether the price monitor covers the category at all (alcoholic drinks and pet food it never does).
   */
  prices: z.object({ observed: z.number().int(), estimated: z.number().int(), monitored: z.boolean() }).optional(),
});
export type Category = z.infer<typeof Category>;

export const Retailer = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  photo: z.string().nullable(),
  color: z.string(),
});
export type Retailer = z.infer<typeof Retailer>;

export const Shop = z.object({
  id: z.number().int(),
  retailer_id: z.number().int(),
  /** SPEC §3: may arrive as strings; parsed to numbers. */
  latitude: decimalNumber(-90, 90),
  longitude: decimalNumber(-180, 180),
  address: z.string(),
  source: z.string().optional(),
});
export type Shop = z.infer<typeof Shop>;

/**
 * Where a price comes from: observed by the national price monitor (Árfigyelő) on a date, or modelled from national
 * averages (an estimate). Every price the app shows carries one.
 */
export const PriceSource = z.object({
  kind: z.enum(['observed', 'estimate']),
  /** 'arfigyelo' for observed prices; null for modelled ones. */
  origin: z.string().nullable(),
  /** The data date of an observed price (YYYY-MM-DD); for an estimate, the date of the catalogue it was modelled for. */
  date: z.string().nullable(),
});
export type PriceSource = z.infer<typeof PriceSource>;

export const OtherOffer = z.object({
  id: z.number().int(),
  retailer_id: z.number().int(),
  retailer_name: z.string(),
  price: z.number(),
  address: z.string().nullable(),
  /** Where the shop's location comes from: 'arfigyelo', 'osm', or 'synthetic' (placed by a model: an estimate). */
  address_source: z.string().nullable().optional(),
  distance_m: z.number().nullable().optional(),
  price_source: PriceSource,
  /** The product sold there, by the name it is shown by. */
  name: z.string().optional(),
  /**
   * True when it is not this very product but one of the same kind standing in for it (another brand, the chain's
   * own brand, or the kind's product where the chain does not sell this one): shown as "similar product".
   */
  similar: z.boolean().optional(),
  package: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
  unit_price: z.number().nullable().optional(),
});
export type OtherOffer = z.infer<typeof OtherOffer>;

export const PricePoint = z.object({ week: z.string(), price: z.number() });
export type PricePoint = z.infer<typeof PricePoint>;
/**
 * Weekly prices of one offer, oldest first: prices[i] is the price in the week that starts step_days * i days
 * after `start` (a YYYY-MM-DD date). Compact on purpose: it is most of a product answer. An observed offer's daily
 * series has null on the days the monitor was not read: a gap, never a price.
 */
export const PriceSeries = z.object({
  product_id: z.number().int(),
  retailer_name: z.string(),
  start: z.iso.date(),
  step_days: z.number().int().positive(),
  prices: z.array(z.number().nullable()),
});
export type PriceSeries = z.infer<typeof PriceSeries>;

/** The first day (YYYY-MM-DD) of a series' i-th week. */
export function seriesWeek(s: PriceSeries, i: number): string {
  return new Date(Date.parse(`${s.start}T00:00:00Z`) + i * s.step_days * 86_400_000).toISOString().slice(0, 10);
}

/** A series as one dated point per week (or day); price null on a day nothing was observed. */
export function seriesPoints(s: PriceSeries): Array<{ week: string; price: number | null }> {
  return s.prices.map((price, i) => ({ week: seriesWeek(s, i), price }));
}

/** One retailer's offer of a product, as every product-shaped answer carries it. */
export const Product = z.object({
  id: z.number().int(),
  /** The name it is shown by: cleaned for display (shared/product-name.ts). */
  name: z.string(),
  /** The chain's own text for the product (as the price monitor gives it), where it differs from `name`. */
  raw_name: z.string().optional(),
  /** The product's kind ("UHT milk 1.5%"): what an "any brand" list line of it asks for. */
  kind_name: z.string().optional(),
  price: z.number(),
  photo: z.string().nullable(),
  description: z.string().nullable(),
  saving: z.number(),
  /** Percent change; null when there is no trend yet (too few observed days: "not enough observations yet"). */
  trending: z.number().nullable(),
  isFavorite: z.boolean(),
  package: z.number().nullable(),
  unit: z.string().nullable(),
  unit_price: z.number().nullable(),
  unit_price_unit: z.string().nullable().optional(),
  retailer_id: z.number().int(),
  retailer_name: z.string(),
  address: z.string().nullable(),
  /** Where the shop's location comes from: 'arfigyelo', 'osm', or 'synthetic' (placed by a model: an estimate). */
  address_source: z.string().nullable().optional(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  discount: z.boolean(),
  nutritional_value: z.number().nullable(),
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  lactose: z.boolean(),
  canonical_id: z.number().int().nullable().optional(),
  price_source: PriceSource,
  /** False when the monitor no longer reports this offer (kept for lists and saved plans). */
  available: z.boolean(),
  /** The price with the chain's loyalty card or app, where the monitor reports one. */
  loyalty_price: z.number().nullable().optional(),
  /** The price without a promotion; above `price` while the monitor reports a promotion (DISCOUNTED). */
  regular_price: z.number().nullable().optional(),
  /** The deposit on the drink container, charged on top of the price (Ft; 0 when none). */
  return_fee: z.number().int().min(0).optional(),
  /** How many of the chain's shops carry the product, of how many; null when the monitor does not say. */
  shops_carrying: z.number().int().nullable().optional(),
  chain_shops: z.number().int().nullable().optional(),
});
export type Product = z.infer<typeof Product>;

/**
 * What an offer's price history, and so its trend and 12-month low, rests on: prices observed by the monitor, or
 * modelled ones, and the days it covers (`since` to `until`, YYYY-MM-DD).
 */
export const HistoryBasis = z.object({
  kind: z.enum(['observed', 'modelled']),
  since: z.string(),
  until: z.string(),
  days: z.number().int(),
});
export type HistoryBasis = z.infer<typeof HistoryBasis>;

export const ProductDetail = Product.extend({
  other_offers: z.array(OtherOffer),
  history: z.array(PriceSeries).optional(),
  lowest_12m: z.object({ price: z.number(), week: z.string() }).nullable().optional(),
  history_basis: HistoryBasis.nullable().optional(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const CategoriesResponse = z.object({ categories: z.array(Category) });
export const CategoryResponse = z.object({ category: Category, categories: z.array(Category) });
export const SEARCH_SORTS = ['relevance', 'price', 'unit_price', 'saving'] as const;
export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;

export const CategoryProductsQuery = z.object({
  page: Page,
  limit: Limit,
  /** A sub-category to narrow to. */
  sub: Id.optional(),
  /** The search's sorts; 'relevance' is the list's own order (promotions first, then the largest saving). */
  sort: SearchSort.default('relevance'),
});
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuery>;
export const ItemsResponse = z.object({ items: z.array(Product) });


export const SearchBody = z.object({
  query: z.string().max(200).pipe(PlainString),
  discounted: z.boolean().default(false),
  /** A category slug; the spec's "All" (the empty string), null or none: every category. */
  category: z
    .string()
    .max(64)
    .pipe(PlainString)
    .nullable()
    .optional()
    .transform((slug) => slug || undefined),
  sort: SearchSort.default('relevance'),
  page: Page,
  limit: Limit,
});
export type SearchBody = z.infer<typeof SearchBody>;
export const SearchResponse = z.object({ products: z.array(Product) });

export const COLLECTIONS = ['best', 'vegan', 'lactose', 'popular'] as const;
export const CollectionKind = z.enum(COLLECTIONS);
export type CollectionKind = z.infer<typeof CollectionKind>;
export const CollectionParams = z.object({ kind: CollectionKind });
export const CollectionQuery = z.object({
  page: Page,
  limit: Limit,
  retailer_id: Id.optional(),
});

export const RetailersResponse = z.object({ retailers: z.array(Retailer) });
export const ShopsResponse = z.object({ shops: z.array(Shop) });

export const HomeResponse = z.object({
  best: z.array(Product),
  popular: z.array(Retailer),
  vegan: z.array(Product),
  lactose: z.array(Product),
  category: z.array(Category),
});
export type HomeResponse = z.infer<typeof HomeResponse>;

export const BlogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  body: z.string().nullable().optional(),
  photo: z.string().nullable().optional(),
  /** A small picture for the news list that reads at card size (the photo may be a full chart); null when none. */
  thumb: z.string().nullable().optional(),
  /** The photo drawn for a phone's width (a bundled chart, whose words would shrink out of reading); null when none. */
  photo_narrow: z.string().nullable().optional(),
  created: IsoDate,
});
export type BlogPost = z.infer<typeof BlogPost>;
export const BlogsResponse = z.object({ blogs: z.array(BlogPost) });
