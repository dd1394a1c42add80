/**
 * Writes one fetched and validated update into the catalogue, in one transaction: the monitor's chains, shops,
 * category tree and observed offers replace what was modelled for the chains it covers; offers it no longer reports
 * stay (lists and saved plans point at them) but are marked unavailable; every price is kept as observed, and each
 * observed offer's daily history grows by one point.
 */
import type { Queryable } from '../db/db';
import { computeTrend } from '../../shared/definitions';
import { CATEGORY_ID } from '../catalogue/taxonomy';
import type { MonitorCategory } from './categories';
import { dietOf, MID_CATEGORY, placeCategory } from './categories';
import { iconOfMonitorKind, productPhoto } from '../catalogue/product-icons';
import type { FeedChain } from './chains';
import type { ExportOffer } from './export';
import { FeedError, type FeedProblem } from './problems';

export const FEED_SOURCE = 'arfigyelo';

export interface FeedShopRow {
  externalId: string;
  chain: FeedChain;
  latitude: number;
  longitude: number;
  address: string;
  district: string | null;
}

/** What the JSON API added for one offer: the price types of the monitor (§4). */
export interface OfferPrices {
  normal: number | null;
  discounted: number | null;
  loyalty: number | null;
}

export interface FeedData {
  date: string;
  chains: FeedChain[];
  shops: FeedShopRow[];
  tree: ReadonlyMap<number, MonitorCategory>;
  offers: ExportOffer[];
  /** Price types by `${productId}|${chainId}`, for the products users follow. */
  prices: ReadonlyMap<string, OfferPrices>;
  /** A followed product's own price in a shop, where its chain prices it differently by shop. */
  shopPrices?: readonly ShopPriceRow[];
  problems: FeedProblem[];
}

export interface ShopPriceRow {
  productId: string;
  chainId: number;
  /** The shop's external id (FEED_SOURCE:uuid). */
  shopExternalId: string;
  price: number;
}

export interface ApplyReport {
  date: string;
  offers: number;
  /** Per-shop prices written. */
  shopPrices: number;
  newOffers: number;
  unavailable: number;
  modelledRetired: number;
  shops: number;
  shopsReplaced: number;
  chains: string[];
  withPriceTypes: number;
}

const DAY = 86_400_000;

/** A GTIN-8/12/13/14 with a right check digit, not an in-store (2…) or zero-padded internal code. */
export function isGtin(id: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(id) || /^0{4}/.test(id) || (id.length === 13 && id.startsWith('2'))) return false;
  const digits = id.split('').map(Number);
  const check = digits.pop()!;
  let sum = 0;
  digits.reverse().forEach((d, i) => (sum += d * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10 === check;
}

/** Products are one across chains when the id is a real barcode; own codes and loose goods stay per chain. */
export function canonicalKey(o: Pick<ExportOffer, 'productId' | 'chain'>): string {
  return isGtin(o.productId) ? `gtin:${o.productId}` : `${FEED_SOURCE}:${o.chain.slug}:${o.productId}`;
}

/** One value a week, ending with the latest, from a daily series: what the trend is defined on. */
export function weeklyOf(daily: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = daily.length - 1; i >= 0; i -= 7) out.unshift(daily[i]!);
  return out;
}

export async function applyFeed(tx: Queryable, d: FeedData): Promise<ApplyReport> {
  const chainIds = [...new Set(d.offers.map((o) => o.chain.id))];
  const allChains = new Map(d.chains.map((c) => [c.id, c]));
  for (const o of d.offers) allChains.set(o.chain.id, o.chain);
  for (const s of d.shops) allChains.set(s.chain.id, s.chain);
  const chains = [...allChains.values()];

  // A shop list that shrank to less than half of what the monitor gave before is a broken answer, not closures.
  const [{ n: before }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM shops WHERE source = $1`, [FEED_SOURCE]);
  if (before > 0 && d.shops.length < before / 2) {
    throw new FeedError('rejected', `the shop list has ${d.shops.length} shops against ${before} before: refused`);
  }

  await tx.query(
    `INSERT INTO retailers (id, slug, name, photo, color)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (id) DO NOTHING`,
    [chains.map((c) => c.id), chains.map((c) => c.slug), chains.map((c) => c.name), chains.map((c) => `media/retailers/${c.slug}.svg`), chains.map((c) => c.color)],
  );

  const nodes = [...d.tree.values()];
  await tx.query(
    `INSERT INTO feed_kinds (id, parent_id, name, path, category_id)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, path = EXCLUDED.path, category_id = EXCLUDED.category_id`,
    [
      nodes.map((n) => n.id), nodes.map((n) => n.parentId), nodes.map((n) => n.name), nodes.map((n) => n.path),
      nodes.map((n) => {
        const slug = n.id < 1000 ? placeCategory(n.id, d.tree).slug : MID_CATEGORY[n.id];
        return slug ? CATEGORY_ID[slug] : null;
      }),
    ],
  );

  // Shops: the monitor's replace OpenStreetMap's and the synthetic ones for every chain it lists.
  const s = d.shops;
  await tx.query(
    `INSERT INTO shops (id, retailer_id, latitude, longitude, address, district, source, external_id)
     SELECT nextval('feed_id_seq'), r, la, lo, a, di, $7, e
       FROM unnest($1::int[], $2::float8[], $3::float8[], $4::text[], $5::text[], $6::text[]) AS t(r, la, lo, a, di, e)
     ON CONFLICT (external_id) DO UPDATE SET retailer_id = EXCLUDED.retailer_id, latitude = EXCLUDED.latitude,
       longitude = EXCLUDED.longitude, address = EXCLUDED.address, district = EXCLUDED.district`,
    [s.map((x) => x.chain.id), s.map((x) => x.latitude), s.map((x) => x.longitude), s.map((x) => x.address), s.map((x) => x.district), s.map((x) => x.externalId), FEED_SOURCE],
  );
  const shopChains = [...new Set(s.map((x) => x.chain.id))];
  const replaced = await tx.query<{ id: number }>(
    `DELETE FROM shops WHERE (source <> $1 AND retailer_id = ANY($2::int[])) OR (source = $1 AND NOT (external_id = ANY($3::text[]))) RETURNING id`,
    [FEED_SOURCE, shopChains, s.map((x) => x.externalId)],
  );

  // Products: one canonical product per barcode across chains, per chain otherwise.
  const o = d.offers;
  const canon = new Map<string, ExportOffer>();
  for (const x of o) if (!canon.has(canonicalKey(x))) canon.set(canonicalKey(x), x);
  const cs = [...canon.entries()];
  const canonRows = await tx.query<{ id: number; key: string }>(
    `INSERT INTO canonical_products (id, key, category_id, name_hu, name_en, package, unit, type_name_hu, type_name_en)
     SELECT nextval('feed_id_seq'), k, c, n, n, pk, u, t, t FROM unnest($1::text[], $2::int[], $3::text[], $4::float8[], $5::text[], $6::text[]) AS x(k, c, n, pk, u, t)
     ON CONFLICT (key) DO UPDATE SET category_id = EXCLUDED.category_id, name_hu = EXCLUDED.name_hu, name_en = EXCLUDED.name_en,
       package = EXCLUDED.package, unit = EXCLUDED.unit, type_name_hu = EXCLUDED.type_name_hu, type_name_en = EXCLUDED.type_name_en
     RETURNING id, key`,
    [cs.map(([k]) => k), cs.map(([, x]) => CATEGORY_ID[x.category]), cs.map(([, x]) => x.name), cs.map(([, x]) => x.package), cs.map(([, x]) => x.unit), cs.map(([, x]) => x.kindName)],
  );
  // Inserted and updated rows alike come back, so every key of this file has its id without a second look-up.
  const canonIds = new Map(canonRows.map((r) => [r.key, r.id]));
  const typed = o.map((x) => d.prices.get(`${x.productId}|${x.chain.id}`));
  // The export's price is the regular one; the API's price types, where asked for, say what a shopper pays today.
  const regular = o.map((x, i) => typed[i]?.normal ?? x.price);
  const paid = o.map((x, i) => {
    const t = typed[i];
    return t?.discounted != null && t.discounted < (t.normal ?? x.price) ? t.discounted : (t?.normal ?? x.price);
  });
  // Each offer's daily series with today's price on it, its trend, and its saving against the other offers of the same
  // product (every offer of a feed product is in this export), all worked out here so each row is written once.
  const key = (chainId: number, id: string) => `${chainId}|${id}`;
  const histories = new Map(
    (
      await tx.query<{ retailer_id: number; external_id: string; start: string; step_days: number; prices: number[] }>(
        `SELECT p.retailer_id, p.external_id, h.start_date::text AS start, h.step_days, h.prices
           FROM products p JOIN price_history h ON h.product_id = p.id
          WHERE (p.retailer_id, p.external_id) IN (SELECT * FROM unnest($1::int[], $2::text[]))`,
        [o.map((x) => x.chain.id), o.map((x) => x.productId)],
      )
    ).map((r) => [key(r.retailer_id, r.external_id), r]),
  );
  const series = o.map((x, i) => dailySeries(histories.get(key(x.chain.id, x.productId)), d.date, paid[i]!));
  const keys = o.map(canonicalKey);
  const byCanon = new Map<string, { sum: number; n: number }>();
  keys.forEach((k, i) => {
    const acc = byCanon.get(k) ?? byCanon.set(k, { sum: 0, n: 0 }).get(k)!;
    acc.sum += paid[i]!;
    acc.n++;
  });
  const saving = keys.map((k, i) => {
    const { sum, n } = byCanon.get(k)!;
    return Math.max(0, Math.round(sum / n - paid[i]!));
  });
  const diets = o.map((x) => dietOf(x.kindId, d.tree));
  const upserted = await tx.query<{ id: number; retailer_id: number; external_id: string; inserted: boolean }>(
    `INSERT INTO products (id, canonical_id, retailer_id, category_id, name_hu, name_en, description_hu, description_en, photo,
       package, unit, price, regular_price, unit_price, unit_price_unit, discount, source, external_id, observed_on, price_origin,
       available, kind_id, loyalty_price, trending, saving, vegan, vegetarian, lactose_free)
     SELECT nextval('feed_id_seq'), c, r, cat, n, n, '', '', ph, pk, u, p, rp, up, u, p < rp, $14, e, $15::date, $14, true, k, lo, tr, sv, vg, vt, lf
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::float8[], $7::text[], $8::int[], $9::int[],
                   $10::float8[], $11::text[], $12::int[], $13::int[], $16::float8[], $17::int[], $18::bool[], $19::bool[], $20::bool[])
            AS t(c, r, cat, n, ph, pk, u, p, rp, up, e, k, lo, tr, sv, vg, vt, lf)
     ON CONFLICT (retailer_id, external_id) WHERE external_id IS NOT NULL DO UPDATE SET
       canonical_id = EXCLUDED.canonical_id, category_id = EXCLUDED.category_id, name_hu = EXCLUDED.name_hu, name_en = EXCLUDED.name_en,
       photo = EXCLUDED.photo, package = EXCLUDED.package, unit = EXCLUDED.unit, price = EXCLUDED.price,
       regular_price = EXCLUDED.regular_price, unit_price = EXCLUDED.unit_price, unit_price_unit = EXCLUDED.unit_price_unit,
       discount = EXCLUDED.discount, source = EXCLUDED.source, observed_on = EXCLUDED.observed_on, price_origin = EXCLUDED.price_origin,
       available = true, kind_id = EXCLUDED.kind_id, loyalty_price = EXCLUDED.loyalty_price, trending = EXCLUDED.trending,
       saving = EXCLUDED.saving, vegan = EXCLUDED.vegan, vegetarian = EXCLUDED.vegetarian, lactose_free = EXCLUDED.lactose_free,
       updated_at = now()
     RETURNING id, retailer_id, external_id, (xmax = 0) AS inserted`,
    [
      keys.map((k) => canonIds.get(k)!), o.map((x) => x.chain.id), o.map((x) => CATEGORY_ID[x.category]), o.map((x) => x.name),
      // The monitor's product photos may not be reused (its visitor terms): the picture of the product's kind stands in
      // (the category's own picture for a kind product-icons.ts does not know yet).
      o.map((x) => {
        const icon = iconOfMonitorKind(x.kindId, d.tree.get(x.kindId)?.parentId);
        return icon ? productPhoto(icon) : `media/categories/${x.category}.svg`;
      }), o.map((x) => x.package), o.map((x) => x.unit), paid, regular,
      o.map((x, i) => Math.round(((x.unitPrice ?? regular[i]! / x.package) * (paid[i]! / regular[i]!)) * 100) / 100),
      o.map((x) => x.productId), o.map((x) => x.kindId), o.map((_, i) => typed[i]?.loyalty ?? null), FEED_SOURCE, d.date,
      series.map((h) => computeTrend(weeklyOf(h.prices))), saving,
      // Diets only from the monitor's special-diet branches of its tree (DIET_OF_MID), never from names.
      diets.map((x) => x.vegan), diets.map((x) => x.vegetarian), diets.map((x) => x.lactoseFree),
    ],
  );
  const idOf = new Map(upserted.map((r) => [key(r.retailer_id, r.external_id), r.id]));
  const ids = o.map((x) => idOf.get(key(x.chain.id, x.productId))!);

  // Offers the monitor no longer reports, and the modelled offers of the chains it covers, stay but are unavailable:
  // every offer written above carries this file's date, so the others are those with another date or none.
  const gone = await tx.query<{ observed: boolean }>(
    `UPDATE products SET available = false, updated_at = now()
      WHERE available AND retailer_id = ANY($1::int[]) AND observed_on IS DISTINCT FROM $2::date
      RETURNING observed_on IS NOT NULL AS observed`,
    [chainIds, d.date],
  );

  await tx.query(
    `INSERT INTO price_observations (product_id, observed_on, source, price, min_price, max_price, unit_price)
     SELECT id, $2::date, $3, p, mn, mx, up FROM unnest($1::int[], $4::int[], $5::int[], $6::int[], $7::float8[]) AS t(id, p, mn, mx, up)
     ON CONFLICT (product_id, observed_on, source) DO UPDATE SET price = EXCLUDED.price, min_price = EXCLUDED.min_price,
       max_price = EXCLUDED.max_price, unit_price = EXCLUDED.unit_price, imported_at = now()`,
    [ids, d.date, FEED_SOURCE, paid, o.map((x) => x.minPrice), o.map((x) => x.maxPrice), o.map((x) => x.unitPrice)],
  );
  await tx.query(
    `INSERT INTO price_history (product_id, start_date, step_days, prices)
     SELECT id, s::date, 1, h::int[] FROM unnest($1::int[], $2::text[], $3::text[]) AS t(id, s, h)
     ON CONFLICT (product_id) DO UPDATE SET start_date = EXCLUDED.start_date, step_days = 1, prices = EXCLUDED.prices`,
    [ids, series.map((h) => h.start), series.map((h) => `{${h.prices.join(',')}}`)],
  );

  // Per-shop prices: this file's products keep only the shop prices fetched with it.
  await tx.query('DELETE FROM shop_prices WHERE product_id = ANY($1::int[])', [ids]);
  const sp = (d.shopPrices ?? []).flatMap((x) => {
    const id = idOf.get(key(x.chainId, x.productId));
    return id === undefined ? [] : [{ ...x, id }];
  });
  if (sp.length) {
    await tx.query(
      `INSERT INTO shop_prices (shop_id, product_id, price, observed_on)
       SELECT s.id, t.p, t.pr, $4::date FROM unnest($1::text[], $2::int[], $3::int[]) AS t(e, p, pr) JOIN shops s ON s.external_id = t.e
       ON CONFLICT (shop_id, product_id) DO UPDATE SET price = EXCLUDED.price, observed_on = EXCLUDED.observed_on`,
      [sp.map((x) => x.shopExternalId), sp.map((x) => x.id), sp.map((x) => x.price), d.date],
    );
  }

  return {
    date: d.date,
    offers: o.length,
    shopPrices: sp.length,
    newOffers: upserted.filter((r) => r.inserted).length,
    unavailable: gone.filter((g) => g.observed).length,
    modelledRetired: gone.filter((g) => !g.observed).length,
    shops: s.length,
    shopsReplaced: replaced.length,
    chains: chains.map((c) => c.name),
    withPriceTypes: typed.filter(Boolean).length,
  };
}

/**
 * An offer's daily series with a price put on its day (a gap repeats the last known price). Observed offers keep a
 * daily series of their own: a modelled weekly series is never continued with observations.
 */
export function dailySeries(h: { start: string; step_days: number; prices: number[] } | undefined, date: string, price: number): { start: string; prices: number[] } {
  if (!h || h.step_days !== 1) return { start: date, prices: [price] };
  const day = Math.round((Date.parse(date) - Date.parse(h.start)) / DAY);
  // A file older than the series: the series stays as it is (the observation is still kept).
  if (day < 0) return { start: h.start, prices: h.prices };
  const prices = [...h.prices];
  while (prices.length < day) prices.push(prices[prices.length - 1]!);
  prices[day] = price;
  return { start: h.start, prices };
}
