/**
 * Price-feed importers: a parser turns a source's file into a validated feed (throwing FeedValidationError
 * before anything is written), then applyPriceFeed / applyShopFeed write it in one transaction.
 */
import type { Db, Queryable } from '../db/db';
import { RETAILER_ID, type RetailerSlug } from './retailers';
import { CATEGORY_ID, type CategorySlug } from './taxonomy';
import { computeTrend } from './definitions';
import { refreshSavings } from './load-seed';

export interface FeedProblem {
  /** 1-based row in the source file (the header is row 1), when the problem is in a row. */
  row?: number;
  column?: string;
  /** Spreadsheet cell reference ("H2"), when there is one. */
  cell?: string;
  message: string;
}

export class FeedValidationError extends Error {
  constructor(readonly problems: FeedProblem[]) {
    const shown = problems.slice(0, 20).map((p) => `${p.row ? `row ${p.row}` : 'file'}${p.column ? `, column '${p.column}'` : ''}${p.cell ? ` (${p.cell})` : ''}: ${p.message}`);
    super(`The feed is invalid; nothing was imported.\n${shown.join('\n')}${problems.length > 20 ? `\n(and ${problems.length - 20} more)` : ''}`);
    this.name = 'FeedValidationError';
  }
}

export interface FeedOffer {
  row: number;
  /** The source's product id; the same id at several chains is the same product. */
  productId: string;
  name: string;
  chain: RetailerSlug;
  category: CategorySlug;
  categoryName: string;
  unit: string;
  package: number;
  /** The price shown as the offer's price (Ft, whole). */
  price: number;
  minPrice: number;
  maxPrice: number;
  unitPrice: number | null;
}

export interface PriceFeed {
  source: string;
  /** The data date (YYYY-MM-DD). */
  date: string;
  offers: FeedOffer[];
  /** Rows deliberately left out (e.g. chains Kosár does not list), with the reason. */
  skipped: FeedProblem[];
}

export interface FeedShop {
  externalId: string;
  chain: RetailerSlug;
  latitude: number;
  longitude: number;
  address: string;
  district: string | null;
}

export interface ShopFeed {
  source: string;
  shops: FeedShop[];
  skipped: FeedProblem[];
}

/** A source of prices (and optionally shops) in some file format. */
export interface PriceFeedImporter<Input> {
  readonly source: string;
  parse(input: Input): Promise<PriceFeed>;
}

export interface ShopFeedImporter<Input> {
  readonly source: string;
  parseShops(input: Input): Promise<ShopFeed>;
}

export interface PriceImportResult {
  date: string;
  offers: number;
  newProducts: number;
  updatedProducts: number;
  skipped: number;
}

const DAY = 86_400_000;

/** Monday of the week a date falls in (history weeks start on Mondays). */
export function weekStart(date: string): string {
  const t = Date.parse(date);
  const dow = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - dow * DAY).toISOString().slice(0, 10);
}

function isoDate(v: unknown): string {
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
}

/**
 * Writes a validated price feed: offers are upserted by (chain, source product id), every reported price is
 * kept in price_observations, and the weekly history gains the feed's week (a later report in the same
 * week replaces that week's value; the raw reports stay in price_observations). Trend and saving follow.
 */
export async function applyPriceFeed(db: Db, feed: PriceFeed): Promise<PriceImportResult> {
  return db.transaction(async (tx) => {
    const o = feed.offers;
    if (o.length === 0) return { date: feed.date, offers: 0, newProducts: 0, updatedProducts: 0, skipped: feed.skipped.length };
    const byKey = new Map<string, FeedOffer>();
    for (const x of o) if (!byKey.has(x.productId)) byKey.set(x.productId, x);
    const canon = [...byKey.values()];
    const key = (id: string) => `${feed.source}:${id}`;
    await tx.query(
      `INSERT INTO canonical_products (key, category_id, name_hu, name_en, package, unit, type_name_hu, type_name_en)
       SELECT k, cat, n, n, pk, u, n, n FROM unnest($1::text[], $2::int[], $3::text[], $4::float8[], $5::text[]) AS t(k, cat, n, pk, u)
       ON CONFLICT (key) DO NOTHING`,
      [canon.map((c) => key(c.productId)), canon.map((c) => CATEGORY_ID[c.category]), canon.map((c) => c.name), canon.map((c) => c.package), canon.map((c) => c.unit)],
    );
    const canonIds = new Map(
      (await tx.query<{ id: number; key: string }>('SELECT id, key FROM canonical_products WHERE key = ANY($1::text[])', [canon.map((c) => key(c.productId))])).map((r) => [r.key, r.id]),
    );
    const existing = await tx.query<{ id: number }>(
      `SELECT id FROM products WHERE (retailer_id, external_id) IN (SELECT * FROM unnest($1::int[], $2::text[]))`,
      [o.map((x) => RETAILER_ID[x.chain]), o.map((x) => x.productId)],
    );
    const desc = (x: FeedOffer) => `Árfigyelő: ${x.categoryName}`;
    // Names arrive in Hungarian only; the English name repeats them until a translation exists.
    const upserted = await tx.query<{ id: number; canonical_id: number; price: number }>(
      `INSERT INTO products (canonical_id, retailer_id, category_id, name_hu, name_en, description_hu, description_en, photo,
         package, unit, price, regular_price, unit_price, unit_price_unit, source, external_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $4::text[], $5::text[], $5::text[], $6::text[],
         $7::float8[], $8::text[], $9::int[], $9::int[], $10::float8[], $8::text[], $11::text[], $12::text[])
       ON CONFLICT (retailer_id, external_id) WHERE external_id IS NOT NULL DO UPDATE SET
         name_hu = EXCLUDED.name_hu, description_hu = EXCLUDED.description_hu, package = EXCLUDED.package, unit = EXCLUDED.unit,
         price = EXCLUDED.price, regular_price = EXCLUDED.regular_price, unit_price = EXCLUDED.unit_price,
         unit_price_unit = EXCLUDED.unit_price_unit, discount = false, updated_at = now()
       RETURNING id, canonical_id, price`,
      [
        o.map((x) => canonIds.get(key(x.productId))!), o.map((x) => RETAILER_ID[x.chain]), o.map((x) => CATEGORY_ID[x.category]),
        o.map((x) => x.name), o.map(desc), o.map((x) => `media/categories/${x.category}.svg`), o.map((x) => x.package), o.map((x) => x.unit),
        o.map((x) => x.price), o.map((x) => x.unitPrice ?? Math.round((x.price / x.package) * 100) / 100), o.map(() => feed.source), o.map((x) => x.productId),
      ],
    );
    const ids = upserted.map((r) => r.id);
    await tx.query(
      `INSERT INTO price_observations (product_id, observed_on, source, price, min_price, max_price, unit_price)
       SELECT id, $2::date, $3, p, mn, mx, up FROM unnest($1::int[], $4::int[], $5::int[], $6::int[], $7::float8[]) AS t(id, p, mn, mx, up)
       ON CONFLICT (product_id, observed_on, source) DO UPDATE SET price = EXCLUDED.price, min_price = EXCLUDED.min_price,
         max_price = EXCLUDED.max_price, unit_price = EXCLUDED.unit_price, imported_at = now()`,
      [ids, feed.date, feed.source, o.map((x) => x.price), o.map((x) => Math.round(x.minPrice)), o.map((x) => Math.round(x.maxPrice)), o.map((x) => x.unitPrice)],
    );
    await appendHistory(tx, feed.date, upserted.map((r) => ({ id: r.id, price: r.price })));
    await refreshSavings(tx, [...new Set(upserted.map((r) => r.canonical_id))]);
    return { date: feed.date, offers: o.length, newProducts: o.length - existing.length, updatedProducts: existing.length, skipped: feed.skipped.length };
  });
}

/** Puts each price into its product's weekly series and recomputes the trend from the series. */
export async function appendHistory(tx: Queryable, date: string, items: { id: number; price: number }[]): Promise<void> {
  const rows = await tx.query<{ product_id: number; start_date: unknown; step_days: number; prices: number[] }>(
    'SELECT product_id, start_date, step_days, prices FROM price_history WHERE product_id = ANY($1::int[])',
    [items.map((i) => i.id)],
  );
  const have = new Map(rows.map((r) => [r.product_id, r]));
  const out: { id: number; start: string; step: number; prices: number[] }[] = [];
  for (const { id, price } of items) {
    const h = have.get(id);
    if (!h) {
      out.push({ id, start: weekStart(date), step: 7, prices: [price] });
      continue;
    }
    const start = isoDate(h.start_date);
    const w = Math.floor((Date.parse(date) - Date.parse(start)) / DAY / h.step_days);
    const prices = [...h.prices];
    if (w < 0) continue; // Older than the series: kept in price_observations only.
    while (prices.length < w) prices.push(prices[prices.length - 1]);
    prices[w] = price;
    out.push({ id, start, step: h.step_days, prices });
  }
  await tx.query(
    `INSERT INTO price_history (product_id, start_date, step_days, prices)
     SELECT id, s::date, st, h::int[] FROM unnest($1::int[], $2::text[], $3::int[], $4::text[]) AS t(id, s, st, h)
     ON CONFLICT (product_id) DO UPDATE SET start_date = EXCLUDED.start_date, step_days = EXCLUDED.step_days, prices = EXCLUDED.prices`,
    [out.map((x) => x.id), out.map((x) => x.start), out.map((x) => x.step), out.map((x) => `{${x.prices.join(',')}}`)],
  );
  await tx.query(
    `UPDATE products p SET trending = t.trend, price = t.price
     FROM unnest($1::int[], $2::float8[], $3::int[]) AS t(id, trend, price) WHERE p.id = t.id`,
    [out.map((x) => x.id), out.map((x) => computeTrend(x.prices)), out.map((x) => x.prices[x.prices.length - 1])],
  );
}

/** Budapest postcodes are 1XXY where XX is the district. */
export function districtOf(postcode: string): string | null {
  const m = /^1(\d\d)\d$/.exec(postcode.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (n < 1 || n > 23) return null;
  const roman: [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let left = n;
  let s = '';
  for (const [v, r] of roman) while (left >= v) {
    s += r;
    left -= v;
  }
  return s;
}

/**
 * Writes real shops (upsert by source id) and removes the synthetic placeholders of every chain the feed
 * covers, since real locations now exist for it.
 */
export async function applyShopFeed(db: Db, feed: ShopFeed): Promise<{ shops: number; syntheticRemoved: number }> {
  return db.transaction(async (tx) => {
    const s = feed.shops;
    await tx.query(
      `INSERT INTO shops (retailer_id, latitude, longitude, address, district, source, external_id)
       SELECT r, la, lo, a, d, 'arfigyelo', e FROM unnest($1::int[], $2::float8[], $3::float8[], $4::text[], $5::text[], $6::text[]) AS t(r, la, lo, a, d, e)
       ON CONFLICT (external_id) DO UPDATE SET retailer_id = EXCLUDED.retailer_id, latitude = EXCLUDED.latitude,
         longitude = EXCLUDED.longitude, address = EXCLUDED.address, district = EXCLUDED.district`,
      [s.map((x) => RETAILER_ID[x.chain]), s.map((x) => x.latitude), s.map((x) => x.longitude), s.map((x) => x.address), s.map((x) => x.district), s.map((x) => x.externalId)],
    );
    const chains = [...new Set(s.map((x) => RETAILER_ID[x.chain]))];
    const removed = await tx.query<{ id: number }>(`DELETE FROM shops WHERE source = 'synthetic' AND retailer_id = ANY($1::int[]) RETURNING id`, [chains]);
    return { shops: s.length, syntheticRemoved: removed.length };
  });
}
