/**
 * One update from the price monitor: fetch the chains, the category tree, the shops and the daily export (and, for
 * the products users follow, the API's price types), validate everything, then write it in one transaction. Only one
 * process updates at a time (a PostgreSQL advisory lock); the others see the new catalogue through its change check.
 */
// Lets the server answer the reads that wait before an update goes on.
import { setImmediate as yieldToReads } from 'node:timers/promises';
import type { Db, Queryable } from '../db/db';
import type { FeedData } from './apply';
import { distanceM } from '../../shared/geo';
import { districtOf } from './district';
import { ChainStore, ChainStoresResponse, CategoriesResponse, ProductDetail, Shop, ShopPricesResponse, ShopsResponse, parseList } from './api-formats';
import { FEED_SOURCE, GONE_SLICE, isStep, prepareFeed, retireSlice, runSteps, type ApplyReport, type FeedShopRow, type OfferPrices, type PreparedFeed, type ShopPriceRow } from './apply';
import { flattenTree } from './categories';
import { chainByName, type FeedChain } from './chains';
import { SHOPS_PER_CALL, type FeedClient } from './client';
import { parseExportInWorker } from './parse-in-worker';
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
  /** What the phase is doing: downloading the export, checking its rows, or writing them. */
  step?: 'download' | 'check' | 'write';
  /** Rows of the export checked or written so far, and of how many (while checking: the rows found). */
  rows?: number;
  rowsTotal?: number;
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
  opts: { onProgress?: (p: FeedProgress) => void; log?: (msg: string) => void; workerPath?: string } = {},
): Promise<UpdateResult> {
  const release = await db.tryAdvisoryLock(FEED_LOCK_KEY);
  if (!release) throw new FeedError('busy', 'another Kosár process is updating the catalogue right now');
  const log = opts.log ?? (() => {});
  const progress = (phase: FeedPhase, within = 0, extra: Omit<FeedProgress, 'phase' | 'fraction'> = {}) => {
    const [a, b] = PHASES[phase];
    opts.onProgress?.({ phase, fraction: a + (b - a) * Math.min(1, Math.max(0, within)), ...extra });
  };
  try {
    // An update a crash or a database failure interrupted is finished first, from its stage.
    await resumePendingFeed(db, log);
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
    const file = await client.exportFile((got, total) => progress('export', total ? (got / total) * 0.6 : 0, { step: 'download' }));
    progress('export', 0.6, { step: 'check' });
    const parsed = await parseExportInWorker(file, tree, { workerPath: opts.workerPath });
    problems.push(...parsed.problems);
    progress('export', 1, { step: 'check', rows: parsed.rows, rowsTotal: parsed.rows });

    // The API's price types (normal, discounted, loyalty) for the observed products users have on lists, favourites and watches.
    progress('prices');
    const followed = await db.query<{ external_id: string }>(
      `SELECT DISTINCT p.external_id FROM products p
        WHERE p.source = $1 AND p.external_id IS NOT NULL
          AND (EXISTS (SELECT 1 FROM list_items li WHERE li.product_id = p.id) OR EXISTS (SELECT 1 FROM favorites f WHERE f.product_id = p.id)
               OR EXISTS (SELECT 1 FROM watches w WHERE w.product_id = p.id))
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
            prices.set(`${external_id}|${chain.id}`, {
              normal: of('NORMAL'), discounted: of('DISCOUNTED'), loyalty: of('LOYALTY'),
              returnFee: detail.data.returnFee, returnType: detail.data.returnType ?? null,
            });
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

    progress('saving', 0, { step: 'write', rows: 0, rowsTotal: parsed.offers.length });
    const report = await writeFeed(db, { date: parsed.date, chains: [...byUuid.values()], shops, tree, offers: parsed.offers, prices, shopPrices, problems }, (done) =>
      progress('saving', done / Math.max(1, parsed.offers.length), { step: 'write', rows: done, rowsTotal: parsed.offers.length }),
    ).catch((err: unknown) => {
      // The database failed part-way through the write (disk full, connection lost, ...): not the file's fault.
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

const FEED_STATE_OK = `INSERT INTO feed_state (id, source, data_date, updated_at, checked_at, status, message, report, pending)
   VALUES (1, $1, $2::date, now(), now(), 'ok', NULL, $3::jsonb, NULL)
   ON CONFLICT (id) DO UPDATE SET source = EXCLUDED.source, data_date = EXCLUDED.data_date, updated_at = now(), checked_at = now(),
     status = 'ok', message = NULL, report = EXCLUDED.report, pending = NULL`;

/**
 * Writes a validated update. On PostgreSQL, in one transaction: readers on other connections go on reading the
 * previous catalogue until it commits. PGlite has one connection, so a transaction there holds every read: the update
 * is staged first (feed_stage, nothing visible changes; a failure here leaves the catalogue as it was), then marked
 * pending and applied a batch of FEED_BATCH offers at a time, each batch its own short transaction with reads let
 * through between them, and closed by one short transaction. The served catalogue switches once, at the close (the
 * catalogue cache does not reload while an update is pending). An apply interrupted by a crash or a database failure
 * is finished from the stage by resumePendingFeed, before the next update and at start-up: never left half-written.
 */
async function writeFeed(db: Db, data: FeedData, onRows: (done: number) => void): Promise<ApplyReport> {
  const prepared = await prepareFeed(db, data);
  const extra = { problems: data.problems.slice(0, 200), problemCount: data.problems.length };
  const counts = { inserted: 0, shopsReplaced: 0, gone: [] as { observed: boolean }[] };
  const tally = (r: Awaited<ReturnType<typeof runSteps>>) => {
    counts.inserted += r.inserted;
    counts.shopsReplaced += r.shopsReplaced;
    counts.gone.push(...r.gone);
  };
  const reportOf = (): ApplyReport => ({
    ...prepared.report,
    newOffers: counts.inserted,
    unavailable: counts.gone.filter((g) => g.observed).length,
    modelledRetired: counts.gone.filter((g) => !g.observed).length,
    shopsReplaced: counts.shopsReplaced,
  });
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      let done = 0;
      for (const batch of prepared.batches) {
        tally(await runSteps(tx, batch));
        onRows((done = Math.min(prepared.report.offers, done + offersIn(batch))));
      }
      tally(await runSteps(tx, prepared.finish));
      const report = reportOf();
      await tx.query(FEED_STATE_OK, [FEED_SOURCE, prepared.date, JSON.stringify({ ...report, ...extra })]);
      return report;
    });
  }
  // Stage: nothing the catalogue shows changes until the pending mark below.
  await db.query('DELETE FROM feed_stage');
  for (let seq = 0; seq < prepared.batches.length; seq++) {
    await db.query('INSERT INTO feed_stage (seq, steps) VALUES ($1, $2)', [seq, JSON.stringify(prepared.batches[seq])]);
    await yieldToReads();
  }
  return whileApplying(db, async () => {
    await db.query(
      `INSERT INTO feed_state (id, source, status, pending) VALUES (1, $1, 'never', $2::jsonb)
       ON CONFLICT (id) DO UPDATE SET pending = EXCLUDED.pending`,
      [FEED_SOURCE, JSON.stringify({ date: prepared.date, finish: prepared.finish, report: { ...prepared.report, ...extra } })],
    );
    let done = 0;
    for (let seq = 0; seq < prepared.batches.length; seq++) {
      const batch = prepared.batches[seq]!;
      tally(await db.transaction(async (tx) => {
        const r = await runSteps(tx, batch);
        await tx.query('DELETE FROM feed_stage WHERE seq = $1', [seq]);
        return r;
      }));
      onRows((done = Math.min(prepared.report.offers, done + offersIn(batch))));
      await yieldToReads();
    }
    // What the file no longer reports, marked a slice per transaction (the closing step then finds little or nothing).
    for (;;) {
      const slice = await db.transaction((tx) => retireSlice(tx, prepared.finish));
      counts.gone.push(...slice);
      await yieldToReads();
      if (slice.length < GONE_SLICE) break;
    }
    return db.transaction(async (tx) => {
      tally(await runSteps(tx, prepared.finish));
      const report = reportOf();
      await tx.query(FEED_STATE_OK, [FEED_SOURCE, prepared.date, JSON.stringify({ ...report, ...extra })]);
      return report;
    });
  });
}

/** Per database, the PGlite apply under way in this process (from its pending mark to its close), if any. */
const applying = new WeakMap<Db, Promise<unknown>>();

function whileApplying<T>(db: Db, apply: () => Promise<T>): Promise<T> {
  const run = apply();
  const settled = run.then(() => {}, () => {});
  applying.set(db, settled);
  void settled.then(() => {
    if (applying.get(db) === settled) applying.delete(db);
  });
  return run;
}

/** Whether this process is applying an update to `db` now (its batches commit one by one until the close). */
export function feedApplying(db: Db): boolean {
  return applying.has(db);
}

/**
 * Resolves once no update is being applied to this database by this process: at once when none is, else at its close
 * (or its failure). What reads the database's per-shop and current prices beside the catalogue (a plan) waits for
 * it, so it never mixes batches already in with batches not yet in.
 */
export function feedApplied(db: Db): Promise<void> {
  return (applying.get(db) as Promise<void> | undefined) ?? Promise.resolve();
}

/** How many offers a batch writes (the first batch, of chains, kinds and shops, none). */
function offersIn(batch: PreparedFeed['batches'][number]): number {
  const products = batch.find(([name]) => name === 'products');
  return products ? (products[1][1] as unknown[]).length : 0;
}

/**
 * Finishes an update that was interrupted while it was applied (feed_state.pending): the batches still staged, then
 * the closing step. True when there was one. Throws FeedError('saving') when the database fails again (it stays
 * pending, and is tried again at the next update).
 */
export async function resumePendingFeed(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  const [state] = await db.query<{ pending: { date: string; finish: unknown[]; report: Record<string, unknown> } | null }>('SELECT pending FROM feed_state WHERE id = 1');
  const pending = state?.pending;
  if (!pending) return false;
  log(`price feed: finishing the update of ${pending.date}, interrupted while it was written`);
  await whileApplying(db, () => finishStaged(db, pending));
  log(`price feed: the update of ${pending.date} is complete`);
  return true;
}

async function finishStaged(db: Db, pending: { date: string; finish: unknown[]; report: Record<string, unknown> }): Promise<void> {
  try {
    for (;;) {
      const [next] = await db.query<{ seq: number; steps: string }>('SELECT seq, steps FROM feed_stage ORDER BY seq LIMIT 1');
      if (!next) break;
      const steps: unknown = JSON.parse(next.steps);
      if (!Array.isArray(steps) || !steps.every(isStep)) throw new Error(`staged batch ${next.seq} is not one this version wrote`);
      await db.transaction(async (tx) => {
        await runSteps(tx, steps);
        await tx.query('DELETE FROM feed_stage WHERE seq = $1', [next.seq]);
      });
      await yieldToReads();
    }
    const finish = Array.isArray(pending.finish) && pending.finish.every(isStep) ? pending.finish : [];
    await db.transaction(async (tx) => {
      await runSteps(tx, finish);
      await tx.query(FEED_STATE_OK, [FEED_SOURCE, pending.date, JSON.stringify({ ...pending.report, resumed: true })]);
    });
  } catch (err) {
    throw new FeedError('saving', `the interrupted update of ${pending.date} could not be finished: ${(err as Error).message}`);
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
          // The shop's loyalty price, kept only where it is below what everyone pays there.
          const loyalty = of('LOYALTY');
          rows.push({
            productId: c.productId, chainId: c.chain.id, shopExternalId: `${FEED_SOURCE}:${row.shopUuid}`, price: Math.round(paid),
            loyalty: loyalty != null && loyalty < paid ? Math.round(loyalty) : null,
          });
        }
      } catch (err) {
        problems.push({ source: 'shop prices', column: c.productId, message: (err as Error).message });
      }
    }),
  );
  return rows;
}
