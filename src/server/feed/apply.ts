/**
 * Writes one fetched and validated update into the catalogue, in one transaction: the monitor's chains, shops,
 * category tree and observed offers replace what was modelled for the chains it covers; offers it no longer reports
 * stay (lists and saved plans point at them) but are marked unavailable, as are the modelled offers of the kinds it
 * observes (those of kinds it does not observe stay, marked Estimate); every price is kept as observed, and each
 * observed offer's daily history grows by one point (days the monitor was not read stay empty: gaps, never filled).
 */
// Lets the server answer the reads that wait before an update goes on.
import { setImmediate as yieldToReads } from 'node:timers/promises';
import type { Queryable } from '../db/db';
import { observedTrend } from '../../shared/definitions';
import { CATEGORY_ID } from '../catalogue/taxonomy';
import { modelledOfObservedKindSql } from '../catalogue/kinds';
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
  /** The drink-container deposit charged on top of the price (Ft; 0 when none) and its kind. */
  returnFee?: number;
  returnType?: string | null;
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
  /** The shop's loyalty price (LOYALTY), where it has one below `price`. */
  loyalty?: number | null;
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

/** Offers per batch: each batch is a short transaction (PGlite answers nothing else while one runs). */
export const FEED_BATCH = 100;
/** Offers marked unavailable per statement. */
export const GONE_SLICE = 200;
/** Rows read per query while an update is prepared (histories of the file's offers). */
const READ_SLICE = 500;

/** One statement of a staged batch: a name from STATEMENTS and its parameters. */
type Step = [name: keyof typeof STATEMENTS, params: unknown[]];

/**
 * Every statement an update runs, by name: a staged batch stores names and parameters, never SQL. Rows find their
 * product and canonical ids by key in the database, so each batch stands on its own and can be run again.
 */
const STATEMENTS = {
  retailers: `INSERT INTO retailers (id, slug, name, photo, color)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (id) DO NOTHING`,
  kinds: `INSERT INTO feed_kinds (id, parent_id, name, path, category_id)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, path = EXCLUDED.path, category_id = EXCLUDED.category_id`,
  // Shops: the monitor's replace OpenStreetMap's and the synthetic ones for every chain it lists.
  shops: `INSERT INTO shops (id, retailer_id, latitude, longitude, address, district, source, external_id)
     SELECT nextval('feed_id_seq'), r, la, lo, a, di, $7, e
       FROM unnest($1::int[], $2::float8[], $3::float8[], $4::text[], $5::text[], $6::text[]) AS t(r, la, lo, a, di, e)
     ON CONFLICT (external_id) DO UPDATE SET retailer_id = EXCLUDED.retailer_id, latitude = EXCLUDED.latitude,
       longitude = EXCLUDED.longitude, address = EXCLUDED.address, district = EXCLUDED.district`,
  shopsGone: `DELETE FROM shops WHERE (source <> $1 AND retailer_id = ANY($2::int[])) OR (source = $1 AND NOT (external_id = ANY($3::text[]))) RETURNING id`,
  canonical: `INSERT INTO canonical_products (id, key, category_id, name_hu, name_en, package, unit, type_name_hu, type_name_en)
     SELECT nextval('feed_id_seq'), k, c, n, n, pk, u, t, t FROM unnest($1::text[], $2::int[], $3::text[], $4::float8[], $5::text[], $6::text[]) AS x(k, c, n, pk, u, t)
     ON CONFLICT (key) DO UPDATE SET category_id = EXCLUDED.category_id, name_hu = EXCLUDED.name_hu, name_en = EXCLUDED.name_en,
       package = EXCLUDED.package, unit = EXCLUDED.unit, type_name_hu = EXCLUDED.type_name_hu, type_name_en = EXCLUDED.type_name_en`,
  products: `INSERT INTO products (id, canonical_id, retailer_id, category_id, name_hu, name_en, description_hu, description_en, photo,
       package, unit, price, regular_price, unit_price, unit_price_unit, discount, source, external_id, observed_on, price_origin,
       available, kind_id, loyalty_price, trending, saving, vegan, vegetarian, lactose_free, return_fee, return_type, shops_carrying, chain_shops)
     SELECT nextval('feed_id_seq'), c.id, r, cat, n, n, '', '', ph, pk, u, p, rp, up, u, p < rp, $14, e, $15::date, $14, true, k, lo, tr, sv, vg, vt, lf,
            rf, rt, sc, cs
       FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::float8[], $7::text[], $8::int[], $9::int[],
                   $10::float8[], $11::text[], $12::int[], $13::int[], $16::float8[], $17::int[], $18::bool[], $19::bool[], $20::bool[],
                   $21::int[], $22::text[], $23::int[], $24::int[])
            AS t(ck, r, cat, n, ph, pk, u, p, rp, up, e, k, lo, tr, sv, vg, vt, lf, rf, rt, sc, cs)
       JOIN canonical_products c ON c.key = t.ck
     ON CONFLICT (retailer_id, external_id) WHERE external_id IS NOT NULL DO UPDATE SET
       canonical_id = EXCLUDED.canonical_id, category_id = EXCLUDED.category_id, name_hu = EXCLUDED.name_hu, name_en = EXCLUDED.name_en,
       -- A description written with an earlier price (the bundled basket's "Observed shelf price … 25 September 2026") goes:
       -- the feed writes none, and the price's own source line says where and when it was observed.
       description_hu = EXCLUDED.description_hu, description_en = EXCLUDED.description_en,
       photo = EXCLUDED.photo, package = EXCLUDED.package, unit = EXCLUDED.unit, price = EXCLUDED.price,
       regular_price = EXCLUDED.regular_price, unit_price = EXCLUDED.unit_price, unit_price_unit = EXCLUDED.unit_price_unit,
       discount = EXCLUDED.discount, source = EXCLUDED.source, observed_on = EXCLUDED.observed_on, price_origin = EXCLUDED.price_origin,
       available = true, kind_id = EXCLUDED.kind_id, loyalty_price = EXCLUDED.loyalty_price, trending = EXCLUDED.trending,
       saving = EXCLUDED.saving, vegan = EXCLUDED.vegan, vegetarian = EXCLUDED.vegetarian, lactose_free = EXCLUDED.lactose_free,
       return_fee = EXCLUDED.return_fee, return_type = EXCLUDED.return_type, shops_carrying = EXCLUDED.shops_carrying,
       chain_shops = EXCLUDED.chain_shops, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
  // The price paid that day and the regular (shelf) price beside it: a day on promotion is one where they differ.
  observations: `INSERT INTO price_observations (product_id, observed_on, source, price, min_price, max_price, unit_price, regular_price)
     SELECT p.id, $3::date, $4, t.pr, t.mn, t.mx, t.up, t.rp
       FROM unnest($1::int[], $2::text[], $5::int[], $6::int[], $7::int[], $8::float8[], $9::int[]) AS t(r, e, pr, mn, mx, up, rp)
       JOIN products p ON p.retailer_id = t.r AND p.external_id = t.e
     ON CONFLICT (product_id, observed_on, source) DO UPDATE SET price = EXCLUDED.price, min_price = EXCLUDED.min_price,
       max_price = EXCLUDED.max_price, unit_price = EXCLUDED.unit_price, regular_price = EXCLUDED.regular_price, imported_at = now()`,
  history: `INSERT INTO price_history (product_id, start_date, step_days, prices)
     SELECT p.id, t.s::date, 1, t.h::int[] FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS t(r, e, s, h)
       JOIN products p ON p.retailer_id = t.r AND p.external_id = t.e
     ON CONFLICT (product_id) DO UPDATE SET start_date = EXCLUDED.start_date, step_days = 1, prices = EXCLUDED.prices`,
  // Per-shop prices: this file's products keep only the shop prices fetched with it.
  shopPricesGone: `DELETE FROM shop_prices sp USING products p, unnest($1::int[], $2::text[]) AS t(r, e)
     WHERE sp.product_id = p.id AND p.retailer_id = t.r AND p.external_id = t.e`,
  shopPrices: `INSERT INTO shop_prices (shop_id, product_id, price, observed_on, loyalty_price)
     SELECT s.id, p.id, t.pr, $5::date, t.lo FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $6::int[]) AS t(se, r, e, pr, lo)
       JOIN shops s ON s.external_id = t.se JOIN products p ON p.retailer_id = t.r AND p.external_id = t.e
     ON CONFLICT (shop_id, product_id) DO UPDATE SET price = EXCLUDED.price, observed_on = EXCLUDED.observed_on, loyalty_price = EXCLUDED.loyalty_price`,
  // A modelled offer of a kind the monitor does not observe (alcohol, pet food, chocolate, ...) stays on sale, marked
  // Estimate, at a chain the monitor covers: one an earlier version withdrew comes back.
  revive: `UPDATE products p SET available = true, updated_at = now()
      WHERE NOT p.available AND p.source = 'seed' AND p.observed_on IS NULL AND p.kind_id IS NULL AND p.retailer_id = ANY($1::int[])
        AND NOT ${modelledOfObservedKindSql('p')}`,
  // Offers the monitor no longer reports, and the modelled offers of the kinds it observes at the chains it covers, stay
  // but are unavailable: every offer written above carries this file's date, so the others are those with another date
  // or none. A slice at a time (GONE_SLICE): the first update retires thousands of modelled offers.
  gone: `UPDATE products SET available = false, updated_at = now()
      WHERE id IN (SELECT p.id FROM products p WHERE p.available AND p.retailer_id = ANY($1::int[]) AND p.observed_on IS DISTINCT FROM $2::date
                     AND (p.observed_on IS NOT NULL OR p.kind_id IS NOT NULL OR ${modelledOfObservedKindSql('p')}) LIMIT ${'$'}3)
      RETURNING observed_on IS NOT NULL AS observed`,
} as const;

/** What an update will write: batches of steps (the first for chains, kinds and shops), then the closing step. */
export interface PreparedFeed {
  date: string;
  batches: Step[][];
  finish: Step[];
  report: Omit<ApplyReport, 'newOffers' | 'unavailable' | 'modelledRetired' | 'shopsReplaced'>;
}


/**
 * Works out everything an update writes, reading only what it needs (the offers' histories and the shop count, a
 * slice at a time) and writing nothing. Throws FeedError('rejected') for a shop list that shrank to less than half.
 */
export async function prepareFeed(db: Queryable, d: FeedData): Promise<PreparedFeed> {
  const chainIds = [...new Set(d.offers.map((o) => o.chain.id))];
  const allChains = new Map(d.chains.map((c) => [c.id, c]));
  for (const o of d.offers) allChains.set(o.chain.id, o.chain);
  for (const s of d.shops) allChains.set(s.chain.id, s.chain);
  const chains = [...allChains.values()];

  // A shop list that shrank to less than half of what the monitor gave before is a broken answer, not closures.
  const [{ n: before }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shops WHERE source = $1`, [FEED_SOURCE]);
  if (before > 0 && d.shops.length < before / 2) {
    throw new FeedError('rejected', `the shop list has ${d.shops.length} shops against ${before} before: refused`);
  }

  const nodes = [...d.tree.values()];
  const s = d.shops;
  const first: Step[] = [
    ['retailers', [chains.map((c) => c.id), chains.map((c) => c.slug), chains.map((c) => c.name), chains.map((c) => `media/retailers/${c.slug}.svg`), chains.map((c) => c.color)]],
    ['kinds', [
      nodes.map((n) => n.id), nodes.map((n) => n.parentId), nodes.map((n) => n.name), nodes.map((n) => n.path),
      nodes.map((n) => {
        const slug = n.id < 1000 ? placeCategory(n.id, d.tree).slug : MID_CATEGORY[n.id];
        return slug ? CATEGORY_ID[slug] : null;
      }),
    ]],
    ['shops', [s.map((x) => x.chain.id), s.map((x) => x.latitude), s.map((x) => x.longitude), s.map((x) => x.address), s.map((x) => x.district), s.map((x) => x.externalId), FEED_SOURCE]],
    ['shopsGone', [FEED_SOURCE, [...new Set(s.map((x) => x.chain.id))], s.map((x) => x.externalId)]],
  ];

  const o = d.offers;
  // One canonical product per barcode across chains (the first offer of it names it), per chain otherwise.
  const keys = o.map(canonicalKey);
  const canon = new Map<string, ExportOffer>();
  o.forEach((x, i) => void (canon.has(keys[i]!) || canon.set(keys[i]!, x)));
  const typed = o.map((x) => d.prices.get(`${x.productId}|${x.chain.id}`));
  // The export's price is the regular one; the API's price types, where asked for, say what a shopper pays today.
  const regular = o.map((x, i) => typed[i]?.normal ?? x.price);
  const paid = o.map((x, i) => {
    const t = typed[i];
    return t?.discounted != null && t.discounted < (t.normal ?? x.price) ? t.discounted : (t?.normal ?? x.price);
  });
  await yieldToReads();
  // Each offer's daily series with today's price on it, its trend, and its saving against the other offers of the same
  // product (every offer of a feed product is in this export), all worked out here so each row is written once.
  const key = (chainId: number, id: string) => `${chainId}|${id}`;
  const histories = new Map<string, { start: string; step_days: number; prices: (number | null)[] }>();
  for (let i = 0; i < o.length; i += READ_SLICE) {
    const slice = o.slice(i, i + READ_SLICE);
    const rows = await db.query<{ retailer_id: number; external_id: string; start: string; step_days: number; prices: (number | null)[] }>(
      `SELECT p.retailer_id, p.external_id, h.start_date::text AS start, h.step_days, h.prices
         FROM unnest($1::int[], $2::text[]) AS t(r, e)
         JOIN products p ON p.retailer_id = t.r AND p.external_id = t.e
         JOIN price_history h ON h.product_id = p.id`,
      [slice.map((x) => x.chain.id), slice.map((x) => x.productId)],
    );
    for (const r of rows) histories.set(key(r.retailer_id, r.external_id), r);
    await yieldToReads();
  }
  const byCanon = new Map<string, { sum: number; n: number }>();
  keys.forEach((k, i) => {
    const acc = byCanon.get(k) ?? byCanon.set(k, { sum: 0, n: 0 }).get(k)!;
    acc.sum += paid[i]!;
    acc.n++;
  });
  // A product one chain alone sells (its own brand, or a barcode no other chain reports) saves against its own regular
  // price, as SAVING_DEFINITION says: on promotion, the promotion is its saving.
  const saving = keys.map((k, i) => {
    const { sum, n } = byCanon.get(k)!;
    return Math.max(0, Math.round(n === 1 ? regular[i]! - paid[i]! : sum / n - paid[i]!));
  });
  await yieldToReads();
  const diets = o.map((x) => dietOf(x.kindId, d.tree));
  const shopPricesOf = new Map<string, ShopPriceRow[]>();
  for (const x of d.shopPrices ?? []) {
    const k = key(x.chainId, x.productId);
    (shopPricesOf.get(k) ?? shopPricesOf.set(k, []).get(k)!).push(x);
  }

  const batches: Step[][] = [first];
  for (let at = 0; at < o.length; at += FEED_BATCH) {
    // A batch at a time, letting the server answer between them.
    await yieldToReads();
    const idx = [...Array(Math.min(FEED_BATCH, o.length - at)).keys()].map((j) => at + j);
    const of = <T>(f: (x: ExportOffer, i: number) => T) => idx.map((i) => f(o[i]!, i));
    const ck = [...new Set(idx.map((i) => keys[i]!))];
    const sp = idx.flatMap((i) => shopPricesOf.get(key(o[i]!.chain.id, o[i]!.productId)) ?? []);
    const r = of((x) => x.chain.id);
    const e = of((x) => x.productId);
    const series = new Map(idx.map((i) => [i, dailySeries(histories.get(key(o[i]!.chain.id, o[i]!.productId)), d.date, paid[i]!)]));
    const batch: Step[] = [
      ['canonical', [ck, ck.map((k) => CATEGORY_ID[canon.get(k)!.category]), ck.map((k) => canon.get(k)!.name), ck.map((k) => canon.get(k)!.package), ck.map((k) => canon.get(k)!.unit), ck.map((k) => canon.get(k)!.kindName)]],
      ['products', [
        of((_, i) => keys[i]!), r, of((x) => CATEGORY_ID[x.category]), of((x) => x.name),
        // The monitor's product photos may not be reused (its visitor terms): the picture of the product's kind stands in
        // (the category's own picture for a kind product-icons.ts does not know yet).
        of((x) => {
          const icon = iconOfMonitorKind(x.kindId, d.tree.get(x.kindId)?.parentId);
          return icon ? productPhoto(icon) : `media/categories/${x.category}.svg`;
        }), of((x) => x.package), of((x) => x.unit), of((_, i) => paid[i]!), of((_, i) => regular[i]!),
        of((x, i) => Math.round(((x.unitPrice ?? regular[i]! / x.package) * (paid[i]! / regular[i]!)) * 100) / 100),
        e, of((x) => x.kindId), of((_, i) => typed[i]?.loyalty ?? null), FEED_SOURCE, d.date,
        of((_, i) => observedTrend(series.get(i)!.prices)), of((_, i) => saving[i]!),
        // Diets only from the monitor's special-diet branches of its tree (DIET_OF_MID), never from names.
        of((_, i) => diets[i]!.vegan), of((_, i) => diets[i]!.vegetarian), of((_, i) => diets[i]!.lactoseFree),
        // Deposit (followed products: the API gives it) and how many of the chain's shops carry the product (columns 13–14).
        of((_, i) => typed[i]?.returnFee ?? 0), of((_, i) => typed[i]?.returnType ?? null),
        of((x) => x.shopsAvailable), of((x) => x.shopsTotal),
      ]],
      ['observations', [r, e, d.date, FEED_SOURCE, of((_, i) => paid[i]!), of((x) => x.minPrice), of((x) => x.maxPrice), of((x) => x.unitPrice), of((_, i) => regular[i]!)]],
      ['history', [r, e, of((_, i) => series.get(i)!.start), of((_, i) => `{${series.get(i)!.prices.map((p) => p ?? 'NULL').join(',')}}`)]],
      ['shopPricesGone', [r, e]],
    ];
    if (sp.length) batch.push(['shopPrices', [sp.map((x) => x.shopExternalId), sp.map((x) => x.chainId), sp.map((x) => x.productId), sp.map((x) => x.price), d.date, sp.map((x) => x.loyalty ?? null)]]);
    batches.push(batch);
  }
  return {
    date: d.date,
    batches,
    finish: [['revive', [chainIds]], ['gone', [chainIds, d.date, GONE_SLICE]]],
    report: {
      date: d.date,
      offers: o.length,
      shopPrices: (d.shopPrices ?? []).length,
      shops: s.length,
      chains: chains.map((c) => c.name),
      withPriceTypes: typed.filter(Boolean).length,
    },
  };
}

/** Runs one staged batch's steps on `q`; the counts the report needs. */
export async function runSteps(q: Queryable, steps: readonly Step[]): Promise<{ inserted: number; updated: number; shopsReplaced: number; gone: { observed: boolean }[] }> {
  const out = { inserted: 0, updated: 0, shopsReplaced: 0, gone: [] as { observed: boolean }[] };
  for (const [name, params] of steps) {
    if (name === 'gone') {
      // Until a slice comes back short: everything the file no longer reports is marked.
      for (let rows = GONE_SLICE; rows === GONE_SLICE; ) {
        const r = await q.query<{ observed: boolean }>(STATEMENTS.gone, params);
        out.gone.push(...r);
        rows = r.length;
      }
      continue;
    }
    // A batch staged by an older version lacks the columns added since (unnest pads them with nulls): regular prices
    // of observations, and shops' loyalty prices.
    const added = (name === 'observations' && params.length === 8) || (name === 'shopPrices' && params.length === 5);
    const args = added ? [...params, []] : params;
    const rows = await q.query<Record<string, unknown>>(STATEMENTS[name], args);
    if (name === 'products') for (const r of rows) out[r.inserted ? 'inserted' : 'updated']++;
    if (name === 'shopsGone') out.shopsReplaced += rows.length;
  }
  return out;
}

/** One slice of the closing step's marking of offers the file no longer reports. */
export async function retireSlice(q: Queryable, finish: readonly Step[]): Promise<{ observed: boolean }[]> {
  const gone = finish.find(([name]) => name === 'gone');
  return gone ? q.query<{ observed: boolean }>(STATEMENTS.gone, gone[1]) : [];
}

/** Whether a staged step names a statement this version knows (a stage is read back from the database). */
export function isStep(x: unknown): x is Step {
  return Array.isArray(x) && x.length === 2 && typeof x[0] === 'string' && Object.hasOwn(STATEMENTS, x[0]) && Array.isArray(x[1]);
}

/**
 * An offer's daily series with a price put on its day; the days between two observations stay null (a gap: nothing
 * was observed then, so nothing is drawn or counted). Observed offers keep a daily series of their own: a modelled
 * weekly series is never continued with observations.
 */
export function dailySeries(
  h: { start: string; step_days: number; prices: (number | null)[] } | undefined,
  date: string,
  price: number,
): { start: string; prices: (number | null)[] } {
  if (!h || h.step_days !== 1) return { start: date, prices: [price] };
  const day = Math.round((Date.parse(date) - Date.parse(h.start)) / DAY);
  // A file older than the series: the series stays as it is (the observation is still kept).
  if (day < 0) return { start: h.start, prices: h.prices };
  const prices = [...h.prices];
  while (prices.length < day) prices.push(null);
  prices[day] = price;
  return { start: h.start, prices };
}
