import { AppError } from '../../shared/errors';
import type { ShoppingList } from '../../shared/api/lists';
import type { Language } from '../../shared/rules';
import type { Db, Queryable } from '../db/db';
import { offerKind } from './catalogue-snapshot';
import { countProducts, priceSourceOf, shownName } from './products';

interface ListRow {
  id: number;
  name: string;
  created_at: Date | string;
  version: number;
}

/** Lists with their products, in the answer's language; only the user's own. */
export async function listsOf(db: Queryable, userId: number, lang: Language, listId?: number): Promise<ShoppingList[]> {
  const lists = await db.query<ListRow>(
    `SELECT id, name, created_at, version FROM lists WHERE user_id = $1 ${listId ? 'AND id = $2' : ''} ORDER BY created_at DESC, id DESC`,
    listId ? [userId, listId] : [userId],
  );
  if (!lists.length) return [];
  const items = await db.query<{
    list_id: number;
    id: number;
    name_hu: string;
    name_en: string;
    photo: string | null;
    price: number;
    retailer_name: string;
    quantity: number;
    created_at: Date | string;
    saving: number;
    package: number;
    unit: string;
    observed_on: string | null;
    price_origin: string | null;
    modelled_on: string | null;
    available: boolean;
    any_brand: boolean;
    canonical_id: number;
    kind_id: number | null;
    feed_kind: string | null;
    canonical_key: string;
    canonical_hu: string;
    canonical_en: string;
    type_name_hu: string;
    type_name_en: string;
    regular_price: number | null;
    loyalty_price: number | null;
    return_fee: number;
    shops_carrying: number | null;
    chain_shops: number | null;
  }>(
    `SELECT i.list_id, p.id, p.name_hu, p.name_en, p.photo, p.price, r.name AS retailer_name, i.quantity, i.created_at,
            p.saving, p.package, p.unit, p.observed_on::text AS observed_on, p.price_origin, p.available,
            (SELECT today::text FROM catalogue_meta WHERE id = 1) AS modelled_on,
            i.any_brand, p.canonical_id, p.kind_id, fk.name AS feed_kind, c.key AS canonical_key, c.name_hu AS canonical_hu,
            c.name_en AS canonical_en, c.type_name_hu, c.type_name_en,
            p.regular_price, p.loyalty_price, p.return_fee, p.shops_carrying, p.chain_shops
       FROM list_items i JOIN products p ON p.id = i.product_id JOIN retailers r ON r.id = p.retailer_id
       JOIN canonical_products c ON c.id = p.canonical_id LEFT JOIN feed_kinds fk ON fk.id = p.kind_id
      WHERE i.list_id = ANY($1::int[])
      ORDER BY i.created_at, p.id`,
    [lists.map((x) => x.id)],
  );
  return lists.map((list) => {
    const products = items
      .filter((i) => i.list_id === list.id)
      .map(({ list_id: _l, created_at, observed_on, price_origin, modelled_on, available, any_brand, canonical_id, kind_id, feed_kind, canonical_key, canonical_hu, canonical_en, type_name_hu, type_name_en, name_hu, name_en, ...rest }) => {
        const kind = offerKind(
          { canonical_id, kind_id },
          { key: canonical_key, name_hu: canonical_hu, name_en: canonical_en, type_name_hu, type_name_en },
          feed_kind === null ? undefined : { name: feed_kind },
        );
        return {
          ...rest,
          name: shownName({ name_hu, name_en }, lang, kind),
          created: new Date(created_at).toISOString(),
          price_source: priceSourceOf(observed_on, price_origin, modelled_on),
          available: available !== false,
          any_brand: any_brand === true,
          kind_name: lang === 'hu' ? kind.name_hu : kind.name_en,
        };
      });
    return {
      id: list.id,
      name: list.name,
      product_count: products.length,
      created: new Date(list.created_at).toISOString(),
      version: list.version,
      products,
    };
  });
}

/** A list's name and items by product id, for planning; no rows when the user has no such list. */
export async function listForPlanning(db: Queryable, userId: number, listId: number) {
  return db.query<{ name: string; product_id: number | null; quantity: number | null; any_brand: boolean | null }>(
    `SELECT l.name, i.product_id, i.quantity, i.any_brand FROM lists l LEFT JOIN list_items i ON i.list_id = l.id
      WHERE l.id = $1 AND l.user_id = $2 ORDER BY i.product_id`,
    [listId, userId],
  );
}

/** Locks the user's list for a change; a foreign or missing list is 404, a stale version is CONFLICT. */
async function lockList(tx: Queryable, userId: number, listId: number, version?: number): Promise<ListRow> {
  const rows = await tx.query<ListRow>(
    'SELECT id, name, created_at, version FROM lists WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [listId, userId],
  );
  const list = rows[0];
  if (!list) throw new AppError('NOT_FOUND', 'No such list');
  if (version !== undefined && version !== list.version) {
    throw new AppError('CONFLICT', 'The list was changed in the meantime', { version: list.version });
  }
  return list;
}

/**
 * Why a one-statement list change did nothing: no such list (404) or a stale copy (CONFLICT); else, when the change
 * named a product, no such product, and otherwise the list changed between the statement and this look.
 */
async function refusal(
  db: Queryable,
  userId: number,
  listId: number,
  version: number | undefined,
  productNamed: boolean,
): Promise<never> {
  const rows = await db.query<{ version: number }>('SELECT version FROM lists WHERE id = $1 AND user_id = $2', [listId, userId]);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'No such list');
  if (version !== undefined && version !== rows[0].version) {
    throw new AppError('CONFLICT', 'The list was changed in the meantime', { version: rows[0].version });
  }
  if (productNamed) throw new AppError('NOT_FOUND', 'No such product');
  throw new AppError('CONFLICT', 'The list was changed in the meantime', { version: rows[0].version });
}

/** A new empty list: its id. */
export async function createList(db: Queryable, userId: number, name: string, now: string): Promise<number> {
  const rows = await db.query<{ id: number }>('INSERT INTO lists (user_id, name, created_at) VALUES ($1, $2, $3) RETURNING id', [userId, name, now]);
  return rows[0].id;
}

/** Renames a list in one statement (see putItem), checked against the client's version when it sent one. */
export async function renameList(db: Queryable, userId: number, listId: number, name: string, version: number | undefined): Promise<void> {
  const rows = await db.query(
    'UPDATE lists SET name = $3, version = version + 1 WHERE id = $1 AND user_id = $2 AND ($4::int IS NULL OR version = $4) RETURNING id',
    [listId, userId, name, version ?? null],
  );
  if (!rows.length) await refusal(db, userId, listId, version, false);
}

/**
 * Renames a list and replaces its items (a quantity of 0 leaves a product out; any_brand left out keeps the line's), in one transaction that locks the
 * list first and checks its version; an unknown product changes nothing.
 */
export async function replaceList(
  db: Db,
  userId: number,
  listId: number,
  change: { name: string; version?: number; products: ReadonlyArray<{ product_id: number; quantity: number; any_brand?: boolean }> },
  now: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, userId, listId, change.version);
    await tx.query('UPDATE lists SET name = $3, version = version + 1 WHERE id = $1 AND user_id = $2', [listId, userId, change.name]);
    const ids = change.products.filter((p) => p.quantity > 0).map((p) => p.product_id);
    if ((await countProducts(tx, ids)) !== new Set(ids).size) throw new AppError('NOT_FOUND', 'No such product');
    // A product sent without any_brand keeps what its line said.
    const anyBrand = new Map(
      (await tx.query<{ product_id: number; any_brand: boolean }>('SELECT product_id, any_brand FROM list_items WHERE list_id = $1', [listId])).map((r) => [r.product_id, r.any_brand]),
    );
    await tx.query('DELETE FROM list_items WHERE list_id = $1', [listId]);
    for (const p of change.products) {
      if (p.quantity === 0) continue;
      await tx.query(
        `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, any_brand = EXCLUDED.any_brand`,
        [listId, p.product_id, p.quantity, now, p.any_brand ?? anyBrand.get(p.product_id) === true],
      );
    }
  });
}

/** Deletes the user's list with its items; false when there was no such list. */
export async function deleteList(db: Queryable, userId: number, listId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM lists WHERE id = $1 AND user_id = $2 RETURNING id', [listId, userId]);
  return rows.length > 0;
}

/**
 * Takes a product off a list: the list row first (locked, version checked), then the item in a statement of its
 * own, so it sees an item another request added while this one waited for the lock.
 */
export async function removeItem(db: Db, userId: number, listId: number, productId: number, version: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const l = await tx.query(
      'UPDATE lists SET version = version + 1 WHERE id = $1 AND user_id = $2 AND ($3::int IS NULL OR version = $3) RETURNING id',
      [listId, userId, version ?? null],
    );
    if (!l.length) await refusal(tx, userId, listId, version, false);
    await tx.query('DELETE FROM list_items WHERE list_id = $1 AND product_id = $2', [listId, productId]);
  });
}

/**
 * Puts a product on a list or changes its quantity (and, when given, whether any brand of its kind will do) in one statement, so one round trip and no transaction held open
 * across the event loop. The list row's version goes up (checked against the client's copy when it sent one) and the
 * item is written, or nothing happens; ON CONFLICT also meets an item another request added meanwhile.
 */
export async function putItem(
  db: Queryable,
  userId: number,
  listId: number,
  item: { product_id: number; quantity: number; any_brand?: boolean; version?: number },
  now: string,
): Promise<void> {
  const rows = await db.query<{ done: number }>(
    `WITH l AS (
             UPDATE lists SET version = version + 1
              WHERE id = $1 AND user_id = $2 AND ($3::int IS NULL OR version = $3) AND EXISTS (SELECT 1 FROM products WHERE id = $4)
             RETURNING id
           ), put AS (
             INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand)
             SELECT id, $4, $5, $6, coalesce($7::boolean, false) FROM l
             ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity,
               any_brand = coalesce($7::boolean, list_items.any_brand)
             RETURNING 1
           )
           SELECT (SELECT count(*) FROM put)::int AS done`,
    [listId, userId, item.version ?? null, item.product_id, item.quantity, now, item.any_brand ?? null],
  );
  if (!rows[0].done) await refusal(db, userId, listId, item.version, true);
}

/** "Shop again": a new list with the items of one of the user's lists, in one transaction; null when there is no such list. */
export async function copyList(db: Db, userId: number, listId: number, name: string, now: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const from = await tx.query('SELECT id FROM lists WHERE id = $1 AND user_id = $2', [listId, userId]);
    if (!from.length) return null;
    const id = await createList(tx, userId, name, now);
    // The items keep their own dates, so the new list sorts by "latest" as the old one did.
    await tx.query(
      `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand)
       SELECT $1, product_id, quantity, created_at, any_brand FROM list_items WHERE list_id = $2`,
      [id, listId],
    );
    return id;
  });
}

/**
 * A new list of these items, in their order, in one transaction: its id, and how many items were left out because
 * the catalogue has no such product.
 */
export async function createListWith(
  db: Db,
  userId: number,
  name: string,
  items: ReadonlyArray<{ product_id: number; quantity: number; any_brand: boolean }>,
  now: string,
): Promise<{ id: number; left_out: number }> {
  return db.transaction(async (tx) => {
    const id = await createList(tx, userId, name, now);
    if (!items.length) return { id, left_out: 0 };
    // Each item a millisecond after the one before: "latest first" lists them in reverse, never in a tie.
    const rows = await tx.query(
      `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand)
       SELECT $1, x.product_id, x.quantity, $2::timestamptz + x.n * interval '1 millisecond', x.any_brand
         FROM unnest($3::int[], $4::int[], $5::boolean[]) WITH ORDINALITY AS x(product_id, quantity, any_brand, n)
        WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = x.product_id)
       RETURNING product_id`,
      [id, now, items.map((i) => i.product_id), items.map((i) => i.quantity), items.map((i) => i.any_brand)],
    );
    return { id, left_out: items.length - rows.length };
  });
}
