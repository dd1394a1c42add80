/** Loads resources/catalogue into the database: once per catalogue version, in one transaction. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../db/db';
import {
  SEED_FILES, decodeDeltas, type CanonicalRow, type ProductRow, type SeedBlog, type SeedCategory, type SeedHistory,
  type SeedManifest, type SeedRetailer, type SeedTable, type ShopRow,
} from './seed-format';
import { modelledOfObservedKindSql } from './kinds';

async function readJson<T>(dir: string, file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;
}

export async function readManifest(dir: string): Promise<SeedManifest> {
  return readJson<SeedManifest>(dir, SEED_FILES.manifest);
}

/** The catalogue version in the database, or null when none is loaded. */
export async function loadedCatalogueVersion(db: Queryable): Promise<string | null> {
  const rows = await db.query<{ version: string }>('SELECT version FROM catalogue_meta WHERE id = 1');
  return rows[0]?.version ?? null;
}

const col = <T>(rows: readonly unknown[][], i: number) => rows.map((r) => r[i]) as T[];

/** Savings of every offer of the given canonical products (all when omitted); see SAVING_DEFINITION. */
export async function refreshSavings(tx: Queryable, canonicalIds?: number[]): Promise<void> {
  const where = canonicalIds ? 'WHERE canonical_id = ANY($1::int[])' : '';
  await tx.query(
    `UPDATE products p SET saving = CASE WHEN p.own_brand IS NOT NULL THEN GREATEST(0, round(p.regular_price - p.price))::int
                                         ELSE GREATEST(0, round(coalesce(a.avg_price, p.price) - p.price))::int END
     FROM (SELECT c.canonical_id, avg(s.price) AS avg_price FROM (SELECT DISTINCT canonical_id FROM products ${where}) c
             LEFT JOIN products s ON s.canonical_id = c.canonical_id AND s.own_brand IS NULL GROUP BY c.canonical_id) a
     WHERE a.canonical_id = p.canonical_id`,
    canonicalIds ? [canonicalIds] : [],
  );
}

/** The first id of rows the price feed creates (migration 005's feed_id_seq). */
export const FEED_ID_START = 1_000_000_000;
/** The source of the price monitor's shops (the feed's FEED_SOURCE), which a newer seed leaves in place. */
const MONITOR_SOURCE = 'arfigyelo';

async function resetSequence(tx: Queryable, table: string): Promise<void> {
  // Only the bundled catalogue's own ids: rows the price feed added live in a range of their own (feed_id_seq).
  await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table} WHERE id < ${FEED_ID_START}), 1))`);
}

/**
 * Loads the catalogue in `dir` unless this version is already loaded (then it only reads the manifest).
 * A newer seed over an older one upserts by id, so favourites and lists that point at offers survive.
 */
export async function loadSeed(db: Db, dir: string): Promise<{ loaded: boolean; version: string }> {
  const manifest = await readManifest(dir);
  if ((await loadedCatalogueVersion(db)) === manifest.version) return { loaded: false, version: manifest.version };

  const [categories, retailers, shops, canonical, products, history, blogs] = await Promise.all([
    readJson<SeedCategory[]>(dir, SEED_FILES.categories),
    readJson<SeedRetailer[]>(dir, SEED_FILES.retailers),
    readJson<SeedTable<ShopRow>>(dir, SEED_FILES.shops),
    readJson<SeedTable<CanonicalRow>>(dir, SEED_FILES.canonical),
    readJson<SeedTable<ProductRow>>(dir, SEED_FILES.products),
    readJson<SeedHistory>(dir, SEED_FILES.history),
    readJson<SeedBlog[]>(dir, SEED_FILES.blogs),
  ]);

  await db.transaction(async (tx) => {
    // Another process may be loading the same seed; the row lock on the meta row serialises them.
    await tx.query('LOCK TABLE catalogue_meta IN EXCLUSIVE MODE');
    const again = await tx.query<{ version: string }>('SELECT version FROM catalogue_meta WHERE id = 1');
    if (again[0]?.version === manifest.version) return;

    const groups = manifest.searchGroups;
    await tx.query(
      `INSERT INTO search_groups (key, name_en, name_hu, position)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
       ON CONFLICT (key) DO UPDATE SET name_en = EXCLUDED.name_en, name_hu = EXCLUDED.name_hu, position = EXCLUDED.position`,
      [groups.map((g) => g.key), groups.map((g) => g.en), groups.map((g) => g.hu), groups.map((_, i) => i + 1)],
    );
    // Parents first: a child's parent_id must exist when it is inserted.
    const ordered = [...categories].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null) || a.id - b.id);
    await tx.query(
      `INSERT INTO categories (id, slug, parent_id, name_en, name_hu, search_group, photo)
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, parent_id = EXCLUDED.parent_id, name_en = EXCLUDED.name_en,
         name_hu = EXCLUDED.name_hu, search_group = EXCLUDED.search_group, photo = EXCLUDED.photo`,
      [ordered.map((c) => c.id), ordered.map((c) => c.slug), ordered.map((c) => c.parent_id), ordered.map((c) => c.name_en), ordered.map((c) => c.name_hu), ordered.map((c) => c.search_group), ordered.map((c) => c.photo)],
    );
    await tx.query(
      `INSERT INTO retailers (id, slug, name, photo, color)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, photo = EXCLUDED.photo, color = EXCLUDED.color`,
      [retailers.map((r) => r.id), retailers.map((r) => r.slug), retailers.map((r) => r.name), retailers.map((r) => r.photo), retailers.map((r) => r.color)],
    );
    const s = shops.rows;
    await tx.query(
      `INSERT INTO shops (id, retailer_id, latitude, longitude, address, district, source, external_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::float8[], $4::float8[], $5::text[], $6::text[], $7::text[], $8::text[])
       ON CONFLICT (external_id) DO UPDATE SET retailer_id = EXCLUDED.retailer_id, latitude = EXCLUDED.latitude,
         longitude = EXCLUDED.longitude, address = EXCLUDED.address, district = EXCLUDED.district, source = EXCLUDED.source`,
      [col(s, 0), col(s, 1), col(s, 2), col(s, 3), col(s, 4), col(s, 5), col(s, 6), col(s, 7)],
    );
    // Observed products carry the price feed's keys: where the feed already wrote the same product under an id of its
    // own, the feed's row is newer and stays; the seed's copy of it is left out rather than clashing with it.
    const takenKeys = new Set(
      (await tx.query<{ key: string }>(
        'SELECT c.key FROM canonical_products c JOIN unnest($1::int[], $2::text[]) AS s(id, key) ON c.key = s.key AND c.id <> s.id',
        [col(canonical.rows, 0), col(canonical.rows, 1)],
      )).map((r) => r.key),
    );
    const c = canonical.rows.filter((r) => !takenKeys.has(r[1]));
    const keptCanonicals = new Set(c.map((r) => r[0]));
    await tx.query(
      `INSERT INTO canonical_products (id, key, category_id, name_hu, name_en, package, unit, type_name_hu, type_name_en)
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::float8[], $7::text[], $8::text[], $9::text[])
       ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, category_id = EXCLUDED.category_id, name_hu = EXCLUDED.name_hu,
         name_en = EXCLUDED.name_en, package = EXCLUDED.package, unit = EXCLUDED.unit, type_name_hu = EXCLUDED.type_name_hu,
         type_name_en = EXCLUDED.type_name_en`,
      [col(c, 0), col(c, 1), col(c, 2), col(c, 3), col(c, 4), col(c, 5), col(c, 6), col(c, 7), col(c, 8)],
    );
    const cols = products.columns;
    const at = (name: string) => cols.indexOf(name);
    const [iExt, iRetailer, iCanon] = [at('external_id'), at('retailer_id'), at('canonical_id')];
    const observedRows = products.rows.filter((r) => r[iExt] !== null);
    const clashing = new Set(
      (await tx.query<{ id: number }>(
        `SELECT s.id FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) AS s(id, canonical_id, retailer_id, external_id)
          WHERE EXISTS (SELECT 1 FROM products p WHERE p.id <> s.id
                          AND ((p.retailer_id = s.retailer_id AND p.external_id = s.external_id)
                            OR (p.canonical_id = s.canonical_id AND p.retailer_id = s.retailer_id)))`,
        [col(observedRows, 0), col(observedRows, iCanon), col(observedRows, iRetailer), col(observedRows, iExt)],
      )).map((r) => r.id),
    );
    // An observed offer of the bundled catalogue has one observed day: no trend yet (null), never a flat 0%.
    const [iTrend, iObserved] = [at('trending'), at('observed_on')];
    const p = products.rows
      .filter((r) => keptCanonicals.has(r[iCanon] as number) && !clashing.has(r[0]))
      .map((r) => (r[iObserved] != null ? r.map((v, i) => (i === iTrend ? null : v)) : r));
    const kept = new Set(p.map((r) => r[0]));
    const types = [
      'int', 'int', 'int', 'int', 'text', 'text', 'text', 'text', 'text', 'float8', 'text', 'int', 'int', 'float8', 'text', 'bool', 'bool', 'bool',
      'bool', 'int', 'float8', 'int', 'text', 'text', 'text', 'date', 'text', 'int',
    ];
    if (types.length !== cols.length) throw new Error(`products.json has ${cols.length} columns, the loader knows ${types.length}`);
    await tx.query(
      `INSERT INTO products (${cols.join(', ')})
       SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${cols.filter((x) => x !== 'id').map((x) => `${x} = EXCLUDED.${x}`).join(', ')}, updated_at = now()
       -- an observation the feed made later than the seed's is kept
       WHERE products.observed_on IS NULL OR EXCLUDED.observed_on IS NULL OR products.observed_on <= EXCLUDED.observed_on`,
      types.map((_, i) => col(p, i)),
    );
    await tx.query(
      `INSERT INTO price_history (product_id, start_date, step_days, prices)
       SELECT id, $2::date, $3::int, h::int[] FROM unnest($1::int[], $4::text[]) AS u(id, h)
       ON CONFLICT (product_id) DO UPDATE SET start_date = EXCLUDED.start_date, step_days = EXCLUDED.step_days, prices = EXCLUDED.prices`,
      [history.rows.map((r) => r[0]), history.start, history.stepDays, history.rows.map((r) => `{${decodeDeltas(r).join(',')}}`)],
    );
    // Observed offers: their daily series starts on the day of observation; one the feed has grown since is kept.
    const daily = history.daily.rows.filter((r) => kept.has(r[0]));
    await tx.query(
      `INSERT INTO price_history (product_id, start_date, step_days, prices)
       SELECT id, s::date, $3::int, h::int[] FROM unnest($1::int[], $2::text[], $4::text[]) AS u(id, s, h)
       ON CONFLICT (product_id) DO NOTHING`,
      [daily.map((r) => r[0]), daily.map((r) => r[1]), history.daily.stepDays, daily.map((r) => `{${(r.slice(2) as number[]).join(',')}}`)],
    );
    await tx.query(
      `INSERT INTO blogs (id, title_en, title_hu, intro_en, intro_hu, body_en, body_hu, photo, created)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
       ON CONFLICT (id) DO UPDATE SET title_en = EXCLUDED.title_en, title_hu = EXCLUDED.title_hu, intro_en = EXCLUDED.intro_en,
         intro_hu = EXCLUDED.intro_hu, body_en = EXCLUDED.body_en, body_hu = EXCLUDED.body_hu, photo = EXCLUDED.photo, created = EXCLUDED.created`,
      [blogs.map((b) => b.id), blogs.map((b) => b.title_en), blogs.map((b) => b.title_hu), blogs.map((b) => b.intro_en), blogs.map((b) => b.intro_hu), blogs.map((b) => b.body_en), blogs.map((b) => b.body_hu), blogs.map((b) => b.photo), blogs.map((b) => b.created)],
    );
    // A shop the bundled catalogue no longer has (one a newer build left out) goes; the monitor's shops stay.
    await tx.query(`DELETE FROM shops WHERE source IN ('osm', 'synthetic') AND NOT (external_id = ANY($1::text[]))`, [col(s, 7)]);
    // A catalogue shipped with an app update must not bring back what the monitor's data replaced: the modelled and
    // OpenStreetMap shops of a chain whose shops come from the monitor, and the seed's offers of a chain it prices,
    // observed ones and modelled ones of a kind it observes (a modelled offer of another kind stays, marked Estimate).
    await tx.query(
      `DELETE FROM shops WHERE source <> $1 AND retailer_id IN (SELECT DISTINCT retailer_id FROM shops WHERE source = $1)`,
      [MONITOR_SOURCE],
    );
    await tx.query(
      `UPDATE products p SET available = false
        WHERE p.available AND p.id < ${FEED_ID_START}
          AND (p.observed_on IS NOT NULL OR p.kind_id IS NOT NULL OR ${modelledOfObservedKindSql('p')})
          AND p.retailer_id IN (SELECT DISTINCT retailer_id FROM products WHERE id >= ${FEED_ID_START} AND available)`,
    );
    for (const t of ['shops', 'canonical_products', 'products', 'blogs']) await resetSequence(tx, t);
    // Fresh statistics for the query planner after a bulk load.
    await tx.query('ANALYZE categories, retailers, shops, canonical_products, products, price_history');
    const m = manifest;
    await tx.query(
      `INSERT INTO catalogue_meta (id, version, today, history_start, history_step_days, trend_definition_en, trend_definition_hu, saving_definition_en, saving_definition_hu)
       VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, today = EXCLUDED.today, history_start = EXCLUDED.history_start,
         history_step_days = EXCLUDED.history_step_days, trend_definition_en = EXCLUDED.trend_definition_en,
         trend_definition_hu = EXCLUDED.trend_definition_hu, saving_definition_en = EXCLUDED.saving_definition_en,
         saving_definition_hu = EXCLUDED.saving_definition_hu, loaded_at = now()`,
      [m.version, m.today, m.history.start, m.history.stepDays, m.trendDefinition.en, m.trendDefinition.hu, m.savingDefinition.en, m.savingDefinition.hu],
    );
  });
  return { loaded: true, version: manifest.version };
}
