/**
 * One update from the price monitor: fetch the chains, the category tree, the shops and the daily export (and, for
 * the products users follow, the API's price types), validate everything, then write it in one transaction. Only one
 * process updates at a time (a PostgreSQL advisory lock); the others see the new catalogue through its change check.
 */
import type { Db, Queryable } from '../db/db';
import { distanceM } from '../../shared/geo';
import { districtOf } from './district';
import { ChainStore, ChainStoresResponse, CategoriesResponse, ProductDetail, Shop, ShopPricesResponse, ShopsResponse, parseList } from './api-formats';
import { applyFeed, FEED_SOURCE, type ApplyReport, type FeedShopRow, type OfferPrices, type ShopPriceRow } from './apply';
import { flattenTree } from './categories';
import { chainByName, type FeedChain } from './chains';
import { SHOPS_PER_CALL, type FeedClient } from './client';
import { parseExport } from './export';
import { describeProblem, FeedError, type FeedErrorKind, type FeedProblem } from './problems';

/** The advisory lock every Kosár server process takes before it updates ("KOSR" in ASCII). */
export const FEED_LOCK_KEY = 0x4b4f5352;
/** How many followed products get their price types from the API per update, at most. */
export const MAX_PRICE_TYPE_CALLS = 200;
/** How many per-shop price calls (of SHOPS_PER_CALL shops each) an update makes, at most. */
export const MAX_SHOP_PRICE_CALLS = 100;

export type FeedPhase = 'chains' | 'categories' | 'shops' | 'export' | 'prices' | 'saving';
export interface FeedProgress {
  phase: FeedPhase;
  /** 0..1 over the whole update. */
  fraction: number;
}

export interface FeedState {
  source: string;
  /** Why the last check failed, when it did. */
  error_kind: FeedErrorKind | null;
  data_date: string | null;
  updated_at: string | null;
  checked_at: string | null;
  status: 'never' | 'ok' | 'failed';
  message: string | null;
}

export interface UpdateResult {
  report: ApplyReport;
  problems: FeedProblem[];
}

const PHASES: Record<FeedPhase, [number, number]> = {
  chains: [0, 0.02], categories: [0.02, 0.05], shops: [0.05, 0.12], export: [0.12, 0.7], prices: [0.7, 0.85], saving: [0.85, 1],
};

export async function readFeedState(db: Queryable): Promise<FeedState> {
  const [row] = await db.query<FeedState>(
    `SELECT source, CASE WHEN status = 'failed' THEN coalesce(report->>'kind', 'format') END AS error_kind, data_date::text AS data_date, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at,
            to_char(checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS checked_at, status, message
       FROM feed_state WHERE id = 1`,
  );
  return row ?? { source: FEED_SOURCE, error_kind: null, data_date: null, updated_at: null, checked_at: null, status: 'never', message: null };
}

async function recordFailure(db: Db, kind: FeedErrorKind, message: string, problems: FeedProblem[]): Promise<void> {
  await db.query(
    `INSERT INTO feed_state (id, source, checked_at, status, message, report) VALUES (1, $1, now(), 'failed', $2, $3::jsonb)
     ON CONFLICT (id) DO UPDATE SET checked_at = now(), status = 'failed', message = EXCLUDED.message, report = EXCLUDED.report`,
    [FEED_SOURCE, message.slice(0, 1000), JSON.stringify({ kind, problems: problems.slice(0, 200) })],
  );
}

/**
 * Runs one update. Throws FeedError: 'busy' when another process holds the lock, otherwise why it failed (and then
 * the previous catalogue is untouched and feed_state says why).
 */
export async function runFeedUpdate(
  db: Db,
  client: FeedClient,
  opts: { onProgress?: (p: FeedProgress) => void; log?: (msg: string) => void } = {},
): Promise<UpdateResult> {
  const release = await db.tryAdvisoryLock(FEED_LOCK_KEY);
  if (!release) throw new FeedError('busy', 'another Kosár process is updating the catalogue right now');
  const log = opts.log ?? (() => {});
  const progress = (phase: FeedPhase, within = 0) => {
    const [a, b] = PHASES[phase];
    opts.onProgress?.({ phase, fraction: a + (b - a) * Math.min(1, Math.max(0, within)) });
  };
  try {
    const problems: FeedProblem[] = [];
    progress('chains');
    const chainList = parseList(await client.json('/chain-stores'), ChainStoresResponse as never, 'chainStores', ChainStore, 'chains');
    problems.push(...chainList.problems);
    const byUuid = new Map<string, FeedChain>();
    for (const c of chainList.items) {
      const chain = chainByName(c.name);
      if (chain) byUuid.set(c.uuid, chain);
      else problems.push({ source: 'chains', message: `unknown chain '${c.name}' (${c.uuid}): left out until Kosár knows it` });
    }
    if (byUuid.size === 0) throw new FeedError('format', 'the chain list names no chain Kosár knows');

    progress('categories');
    const cats = CategoriesResponse.safeParse(await client.json('/categories'));
    if (!cats.success) throw new FeedError('format', `categories: ${cats.error.issues[0]?.message ?? 'wrong shape'} at ${cats.error.issues[0]?.path.join('.')}`);
    const tree = flattenTree(cats.data.categories);

    progress('shops');
    const shopList = parseList(await client.json('/shops', 32 * 1024 * 1024), ShopsResponse as never, 'shops', Shop, 'shops');
    problems.push(...shopList.problems);
    const shops: FeedShopRow[] = [];
    for (const s of shopList.items) {
      const chain = byUuid.get(s.chainStoreUuid);
      if (!chain) {
        problems.push({ source: 'shops', column: 'chainStoreUuid', message: `shop ${s.uuid} belongs to an unknown chain ${s.chainStoreUuid}` });
        continue;
      }
      shops.push({
        externalId: `${FEED_SOURCE}:${s.uuid}`,
        chain,
        latitude: s.location.latitude,
        longitude: s.location.longitude,
        address: [s.postalCode, s.city].filter(Boolean).join(' ') + `, ${s.address}`,
        district: s.city === 'Budapest' ? districtOf(s.postalCode) : null,
      });
    }
    if (shopList.items.length > 0 && shopList.problems.length > shopList.items.length) {
      throw new FeedError('rejected', `the shop list was refused: ${shopList.problems.length} bad shops`, shopList.problems);
    }

    progress('export');
    const file = await client.exportFile((got, total) => progress('export', total ? (got / total) * 0.6 : 0));
    progress('export', 0.6);
    const parsed = await parseExport(file, tree);
    problems.push(...parsed.problems);
    progress('export', 1);

    // The API's price types (normal, discounted, loyalty) for the observed products users have on lists and favourites.
    progress('prices');
    const followed = await db.query<{ external_id: string }>(
      `SELECT DISTINCT p.external_id FROM products p
        WHERE p.source = $1 AND p.external_id IS NOT NULL
          AND (EXISTS (SELECT 1 FROM list_items li WHERE li.product_id = p.id) OR EXISTS (SELECT 1 FROM favorites f WHERE f.product_id = p.id))
        ORDER BY p.external_id LIMIT $2`,
      [FEED_SOURCE, MAX_PRICE_TYPE_CALLS],
    );
    const prices = new Map<string, OfferPrices>();
    // The monitor's shops inside some user's zone: the only shops whose own prices are worth asking for.
    const zones = await db.query<{ latitude: number; longitude: number; radius_m: number }>('SELECT latitude, longitude, radius_m FROM zones');
    const zoneShops = new Set(
      shopList.items
        .filter((sh) => byUuid.has(sh.chainStoreUuid) && zones.some((z) => distanceM(z, sh.location) <= z.radius_m))
        .map((sh) => sh.uuid),
    );
    const perShop: Array<{ productId: string; chain: FeedChain; shopUuids: string[] }> = [];
    let done = 0;
    await Promise.all(
      followed.map(async ({ external_id }) => {
        try {
          const body = await client.product(external_id);
          if (body === null) return;
          const detail = ProductDetail.safeParse(body);
          if (!detail.success) {
            problems.push({ source: 'product', column: external_id, message: detail.error.issues[0]?.message ?? 'wrong shape' });
            return;
          }
          for (const cs of detail.data.chainStores) {
            const chain = byUuid.get(cs.uuid);
            if (!chain) continue;
            const of = (t: string) => {
              const p = cs.prices.find((x) => x.type === t);
              return p ? Math.round(p.amount) : null;
            };
            prices.set(`${external_id}|${chain.id}`, { normal: of('NORMAL'), discounted: of('DISCOUNTED'), loyalty: of('LOYALTY') });
            // A chain whose shops price this product differently: ask for the shops inside users' zones.
            if (cs.priceSameEverywhere === false) {
              const near = cs.availableInShops.filter((u) => zoneShops.has(u));
              if (near.length) perShop.push({ productId: external_id, chain, shopUuids: near });
            }
          }
        } catch (err) {
          problems.push({ source: 'product', column: external_id, message: (err as Error).message });
        } finally {
          progress('prices', ++done / followed.length);
        }
      }),
    );

    const shopPrices = await fetchShopPrices(client, perShop, problems);

    progress('saving');
    const report = await db.transaction(async (tx) => {
      const r = await applyFeed(tx, { date: parsed.date, chains: [...byUuid.values()], shops, tree, offers: parsed.offers, prices, shopPrices, problems });
      await tx.query(
        `INSERT INTO feed_state (id, source, data_date, updated_at, checked_at, status, message, report)
         VALUES (1, $1, $2::date, now(), now(), 'ok', NULL, $3::jsonb)
         ON CONFLICT (id) DO UPDATE SET source = EXCLUDED.source, data_date = EXCLUDED.data_date, updated_at = now(), checked_at = now(),
           status = 'ok', message = NULL, report = EXCLUDED.report`,
        [FEED_SOURCE, parsed.date, JSON.stringify({ ...r, problems: problems.slice(0, 200), problemCount: problems.length })],
      );
      return r;
    }).catch((err: unknown) => {
      // The database failed part-way through the write (disk full, connection lost, ...): rolled back, not the file's fault.
      throw err instanceof FeedError ? err : new FeedError('saving', `the catalogue could not be written: ${(err as Error).message}`);
    });
    progress('saving', 1);
    log(`price feed: ${report.offers} offers of ${parsed.date} (${report.newOffers} new, ${report.unavailable} no longer reported, ${report.modelledRetired} modelled replaced), ${report.shops} shops; ${problems.length} problems`);
    for (const p of problems.slice(0, 20)) log(`price feed: ${describeProblem(p)}`);
    return { report, problems };
  } catch (err) {
    const e = err instanceof FeedError ? err : new FeedError('format', (err as Error).message);
    log(`price feed failed (${e.kind}): ${e.message}; the catalogue is unchanged`);
    for (const p of e.problems.slice(0, 20)) log(`price feed: ${describeProblem(p)}`);
    await recordFailure(db, e.kind, e.message, e.problems).catch(() => {});
    throw e;
  } finally {
    await release();
  }
}

/**
 * Per-shop prices (§2.5) for followed products whose chain prices them differently by shop, in the shops inside
 * users' zones: SHOPS_PER_CALL shops a call, at most MAX_SHOP_PRICE_CALLS calls an update, as politely as the
 * product calls. A shop's price is what a shopper pays there: the discounted price when it is lower.
 */
async function fetchShopPrices(
  client: FeedClient,
  wanted: Array<{ productId: string; chain: FeedChain; shopUuids: string[] }>,
  problems: FeedProblem[],
): Promise<ShopPriceRow[]> {
  const calls = wanted.flatMap((w) => {
    const out: Array<{ productId: string; chain: FeedChain; shopUuids: string[] }> = [];
    for (let i = 0; i < w.shopUuids.length; i += SHOPS_PER_CALL) out.push({ ...w, shopUuids: w.shopUuids.slice(i, i + SHOPS_PER_CALL) });
    return out;
  });
  if (calls.length > MAX_SHOP_PRICE_CALLS) {
    problems.push({ source: 'shop prices', message: `${calls.length} per-shop price calls wanted; the first ${MAX_SHOP_PRICE_CALLS} were made` });
  }
  const rows: ShopPriceRow[] = [];
  await Promise.all(
    calls.slice(0, MAX_SHOP_PRICE_CALLS).map(async (c) => {
      try {
        const body = await client.shopPrices(c.productId, c.shopUuids);
        if (body === null) return;
        const parsed = ShopPricesResponse.safeParse(body);
        if (!parsed.success) {
          problems.push({ source: 'shop prices', column: c.productId, message: parsed.error.issues[0]?.message ?? 'wrong shape' });
          return;
        }
        for (const row of parsed.data.shops) {
          if (row.uuid !== c.productId || !c.shopUuids.includes(row.shopUuid)) continue;
          const of = (t: string) => row.prices.find((x) => x.type === t)?.amount;
          const normal = of('NORMAL');
          const discounted = of('DISCOUNTED');
          const paid = discounted != null && (normal == null || discounted < normal) ? discounted : normal;
          if (paid == null) continue;
          rows.push({ productId: c.productId, chainId: c.chain.id, shopExternalId: `${FEED_SOURCE}:${row.shopUuid}`, price: Math.round(paid) });
        }
      } catch (err) {
        problems.push({ source: 'shop prices', column: c.productId, message: (err as Error).message });
      }
    }),
  );
  return rows;
}
