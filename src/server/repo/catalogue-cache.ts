/** Loads the catalogue from the database into a CatalogueSnapshot and keeps it fresh, with the price histories. */
// Lets other work run between the slices of a long job (reading a catalogue, building its search index).
import { setImmediate as pause } from 'node:timers/promises';
import type { Queryable } from '../db/db';
import type { HistoryBasis, PricePoint, PriceSeries, Retailer } from '../../shared/api/catalogue';
import type { ShopRow } from './shops';
import { CatalogueSnapshot, historyBasis, lowestOfLastYear, type CanonicalRow, type CategoryRow, type OfferRow } from './catalogue-snapshot';

/** Rows of a large table read per query when a catalogue is read in. */
const ROW_SLICE = 250;

/** Offers whose price histories are read in one query by the background preload. */
const HISTORY_SLICE = 200;

const STAMP_SQL = `SELECT (SELECT pending IS NOT NULL FROM feed_state WHERE id = 1) AS pending, concat_ws(':',
  (SELECT version || '@' || loaded_at::text FROM catalogue_meta WHERE id = 1),
  (SELECT count(*)::text || '/' || coalesce(max(updated_at)::text, '') FROM products),
  (SELECT count(*)::text || '/' || coalesce(max(id), 0)::text FROM shops),
  (SELECT count(*)::text FROM categories),
  (SELECT count(*)::text FROM retailers)) AS stamp`;

/**
 * The catalogue in memory. It is rebuilt when the database says it changed (an import, a new seed): checked at
 * most every `checkEveryMs`, so a change made by another process shows within that time.
 */
export class CatalogueCache {
  private current: CatalogueSnapshot | null = null;
  private loading: Promise<CatalogueSnapshot> | null = null;
  private checkedAt = 0;
  /** Per offer: its history, or null when it has none. */
  private readonly histories = new Map<number, { json: string; lowest12m: PricePoint | null; basis: HistoryBasis } | null>();

  /**
   * `db` reads the catalogue itself (large, now and then); `probe` runs the cheap change check, which a request may
   * wait for, so it can be given connections that do not queue behind writes.
   */
  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs = 5_000,
    private readonly probe: Queryable = db,
    /**
     * True while this process writes a price update: the catalogue does not switch before the update's close (which
     * asks for fresh()), so the change check is not made, and no request waits for it behind the update's batches.
     */
    private readonly writing: () => boolean = () => false,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    const now = Date.now();
    if (this.current && (now - this.checkedAt < this.checkEveryMs || (!this.forced && this.writing()))) return this.current;
    this.loading ??= this.refresh().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private preparing: Promise<void> = Promise.resolve();

  /**
   * Resolves once the served catalogue's search index is built and its price histories are in memory (the work a new
   * catalogue starts in the background): a bench measures the memory of a settled server after it.
   */
  prepared(): Promise<void> {
    return this.preparing;
  }

  invalidate(): void {
    this.checkedAt = 0;
  }

  private forced = false;

  /** The catalogue as the database holds it now: waits for a check started after this call, and for its reload. */
  async fresh(): Promise<CatalogueSnapshot> {
    await this.loading?.catch(() => {});
    this.invalidate();
    this.forced = true;
    try {
      await this.get();
    } finally {
      this.forced = false;
    }
    return (await this.reloading) ?? this.get();
  }

  /** A changed catalogue being read in while the current one is still served. */
  private reloading: Promise<CatalogueSnapshot> | null = null;

  /**
   * The change check. A changed catalogue is read in the background while requests go on getting the current one
   * (stale while it loads, never half-read); only the very first load is waited for.
   */
  private async refresh(): Promise<CatalogueSnapshot> {
    const [{ stamp, pending }] = await this.probe.query<{ stamp: string; pending: boolean | null }>(STAMP_SQL);
    this.checkedAt = Date.now();
    // A price update being applied batch by batch (feed/update.ts) is not read half-way: the catalogue switches once,
    // when its last batch is in.
    if (this.current && (this.current.stamp === stamp || pending)) return this.current;
    if (!this.current) return this.load(stamp);
    this.reloading ??= this.load(stamp)
      .catch(() => this.current!)
      .finally(() => {
        this.reloading = null;
      });
    return this.current;
  }

  private async load(stamp: string): Promise<CatalogueSnapshot> {
    const serving = this.current;
    const [retailers, categories, offers, shops, canonicals, meta, feedKinds] = await Promise.all([
      this.db.query<Retailer>('SELECT id, name, slug, photo, color FROM retailers ORDER BY name'),
      this.db.query<CategoryRow>('SELECT id, slug, parent_id, name_en, name_hu, search_group, photo FROM categories'),
      this.sliced<OfferRow>(
        `SELECT id, canonical_id, retailer_id, category_id, name_en, name_hu, description_en, description_hu, photo, package, unit,
                price, unit_price, unit_price_unit, discount, vegetarian, vegan, lactose_free, nutrition_score, trending, saving,
                observed_on::text AS observed_on, price_origin, available, loyalty_price, kind_id,
                regular_price, return_fee, shops_carrying, chain_shops
           FROM products`,
        serving?.offers,
      ),
      // A shop a model placed ('synthetic', from catalogues built before real locations were required) is no place to
      // go: it never reaches the map, a zone, a route or a plan.
      this.db.query<ShopRow>(`SELECT id, retailer_id, latitude, longitude, address, source FROM shops WHERE source <> 'synthetic' ORDER BY id`),
      this.sliced<CanonicalRow>('SELECT id, key, name_hu, name_en, type_name_hu, type_name_en FROM canonical_products', serving?.canonicalRows),
      this.db.query<{ today: string }>('SELECT today::text AS today FROM catalogue_meta WHERE id = 1'),
      this.db.query<{ id: number; name: string }>('SELECT id, name FROM feed_kinds'),
    ]);
    const snapshot = await CatalogueSnapshot.build({ stamp, retailers, categories, offers, shops, canonicals, modelledOn: meta[0]?.today ?? null, feedKinds }, pause);
    if (serving) {
      // Replacing a catalogue that is being served: its search index is ready before the switch.
      await snapshot.prepareSearch(pause, serving);
      if (this.current !== serving) return this.current ?? snapshot;
    }
    this.histories.clear();
    this.current = snapshot;
    // Build the search index and load the price histories soon, but not in the way of the first screens' reads.
    this.preparing = new Promise<void>((resolve) => {
      setTimeout(() => {
        if (this.current !== snapshot) return resolve();
        void snapshot
          .prepareSearch(pause)
          .then(() => this.preloadHistories(snapshot))
          .finally(resolve);
      }, 1_000).unref();
    });
    return this.current;
  }

  /** Every row of a large table, a slice at a time by id: one query for all offers held the server for a second. */
  private async sliced<T extends { id: number }>(select: string, before?: ReadonlyMap<number, T>): Promise<T[]> {
    const out: T[] = [];
    for (let after = -1; ; ) {
      const rows = await this.db.query<T>(`${select} WHERE id > $1 ORDER BY id LIMIT ${ROW_SLICE}`, [after]);
      for (const row of rows) out.push(unchangedOr(row, before));
      if (rows.length < ROW_SLICE) return out;
      after = rows[rows.length - 1]!.id;
      await pause();
    }
  }

  /**
   * Weekly price series of offers as the JSON array an answer carries, and each offer's lowest price of the last
   * 52 weeks. Remembered per offer until the catalogue changes, as text: serialised once, not per request.
   */
  async history(ids: number[]): Promise<{ json: string; lowest12m: (id: number) => PricePoint | null; basis: (id: number) => HistoryBasis | null }> {
    // A catalogue replaced while the rows were on their way discards them; then they are read again for the new one.
    for (let attempt = 0; attempt < 3; attempt++) {
      const snap = await this.get();
      const missing = ids.filter((id) => !this.histories.has(id));
      if (!missing.length) break;
      await this.loadHistories(snap, missing);
      if (this.current === snap) break;
    }
    const found = ids.flatMap((id) => this.histories.get(id) ?? []);
    return {
      json: `[${found.map((h) => h.json).join(',')}]`,
      lowest12m: (id) => this.histories.get(id)?.lowest12m ?? null,
      basis: (id) => this.histories.get(id)?.basis ?? null,
    };
  }

  private async loadHistories(snap: CatalogueSnapshot, ids: number[]): Promise<void> {
    const rows = await this.db.query<{ product_id: number; start_date: string; step_days: number; prices: (number | null)[] }>(
      'SELECT product_id, start_date::text AS start_date, step_days, prices FROM price_history WHERE product_id = ANY($1::int[])',
      [ids],
    );
    // A newer catalogue may have replaced this one while the rows were on their way.
    if (this.current !== snap) return;
    for (const r of rows) {
      const series: PriceSeries = {
        product_id: r.product_id,
        retailer_name: snap.retailers.get(snap.offers.get(r.product_id)?.retailer_id ?? -1)?.name ?? '',
        start: r.start_date,
        step_days: r.step_days,
        prices: r.prices,
      };
      const offer = snap.offers.get(r.product_id);
      this.histories.set(r.product_id, { json: JSON.stringify(series), lowest12m: lowestOfLastYear(series), basis: historyBasis(series, !!offer?.observed_on) });
    }
    // Offers without a history are remembered too, so they are not asked for on every page.
    for (const id of ids) if (!this.histories.has(id)) this.histories.set(id, null);
  }

  /** Every offer's history, a slice at a time in the background, so product pages need no database at all. */
  private async preloadHistories(snap: CatalogueSnapshot): Promise<void> {
    const ids = [...snap.offers.keys()];
    for (let i = 0; i < ids.length && this.current === snap; i += HISTORY_SLICE) {
      const slice = ids.slice(i, i + HISTORY_SLICE).filter((id) => !this.histories.has(id));
      if (slice.length) await this.loadHistories(snap, slice).catch(() => {}); // A page asking later loads what it needs.
    }
  }
}

/**
 * A row read again, or the one `before` (the served catalogue) holds when every field is the same. A daily update
 * moves some prices and leaves most rows as they were: keeping the served objects, each slice as it arrives, means
 * an update builds what changed rather than a second copy of the catalogue, and the row just read is dropped while
 * it is young (cheap to collect) instead of after the whole catalogue is in.
 */
export function unchangedOr<T extends { id: number }>(row: T, before: ReadonlyMap<number, T> | undefined): T {
  const old = before?.get(row.id);
  return old && sameFields(old, row) ? old : row;
}

function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
