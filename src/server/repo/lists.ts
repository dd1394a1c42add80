import { AppError } from '../../shared/errors';
import type { ListActivity, ShoppingList } from '../../shared/api/lists';
import type { Language } from '../../shared/rules';
import type { Db, Queryable } from '../db/db';
import { offerKind } from './catalogue-snapshot';
import { countProducts, priceSourceOf, shownName } from './products';

interface ListRow {
  id: number;
  name: string;
  created_at: Date | string;
  version: number;
  name_version: number;
  user_id: number;
}

/**
 * The lists a user may read and change: their own and those another account shared with them (list_members). `l`
 * is the lists row and `$n` the user's id. Every list read and write goes through it, so a list neither owned nor
 * shared is "no such list" (404), as a foreign list always was.
 */
export const canUse = (n: number) =>
  `(l.user_id = $${n} OR EXISTS (SELECT 1 FROM list_members m WHERE m.list_id = l.id AND m.user_id = $${n}))`;

const iso = (v: Date | string) => new Date(v).toISOString();
const person = (id: number | null, name: string | null, me: number) => (id === null ? null : { id, name: name ?? '', you: id === me });

/** Lists with their products, in the answer's language: the user's own and those shared with the user. */
export async function listsOf(db: Queryable, userId: number, lang: Language, listId?: number): Promise<ShoppingList[]> {
  const lists = await db.query<{
    id: number;
    name: string;
    created_at: Date | string;
    version: number;
    owner_id: number;
    owner_name: string;
    changed_by: number | null;
    changed_by_name: string | null;
    changed_at: Date | string | null;
    change_kind: ListActivity['kind'] | null;
    change_product: string | null;
  }>(
    `SELECT l.id, l.name, l.created_at, l.version, l.user_id AS owner_id, o.firstname AS owner_name,
            l.changed_by, cb.firstname AS changed_by_name, l.changed_at, l.change_kind,
            ${lang === 'hu' ? 'cp.name_hu' : 'cp.name_en'} AS change_product
       FROM lists l JOIN users o ON o.id = l.user_id
       LEFT JOIN users cb ON cb.id = l.changed_by LEFT JOIN products cp ON cp.id = l.change_product
      WHERE ${canUse(1)} ${listId ? 'AND l.id = $2' : ''} ORDER BY l.created_at DESC, l.id DESC`,
    listId ? [userId, listId] : [userId],
  );
  if (!lists.length) return [];
  const ids = lists.map((x) => x.id);
  const [items, members, invitations] = await Promise.all([
    db.query<{
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
      added_by: number | null;
      added_by_name: string | null;
      changed_by: number | null;
      changed_by_name: string | null;
    }>(
      `SELECT i.list_id, p.id, p.name_hu, p.name_en, p.photo, p.price, r.name AS retailer_name, i.quantity, i.created_at,
              p.saving, p.package, p.unit, p.observed_on::text AS observed_on, p.price_origin, p.available,
              (SELECT today::text FROM catalogue_meta WHERE id = 1) AS modelled_on,
              i.any_brand, p.canonical_id, p.kind_id, fk.name AS feed_kind, c.key AS canonical_key, c.name_hu AS canonical_hu,
              c.name_en AS canonical_en, c.type_name_hu, c.type_name_en,
              p.regular_price, p.loyalty_price, p.return_fee, p.shops_carrying, p.chain_shops,
              i.added_by, ab.firstname AS added_by_name, i.changed_by, chb.firstname AS changed_by_name
         FROM list_items i JOIN products p ON p.id = i.product_id JOIN retailers r ON r.id = p.retailer_id
         JOIN canonical_products c ON c.id = p.canonical_id LEFT JOIN feed_kinds fk ON fk.id = p.kind_id
         LEFT JOIN users ab ON ab.id = i.added_by LEFT JOIN users chb ON chb.id = i.changed_by
        WHERE i.list_id = ANY($1::int[])
        ORDER BY i.created_at, p.id`,
      [ids],
    ),
    db.query<{ list_id: number; id: number; firstname: string }>(
      `SELECT m.list_id, u.id, u.firstname FROM list_members m JOIN users u ON u.id = m.user_id
        WHERE m.list_id = ANY($1::int[]) ORDER BY m.joined_at, u.id`,
      [ids],
    ),
    // Only the owner is shown whom else the list was offered to.
    db.query<{ list_id: number; id: number; firstname: string; email: string; state: 'pending' | 'declined'; created_at: Date | string }>(
      `SELECT i.list_id, i.id, u.firstname, u.email, i.state, i.created_at
         FROM list_invitations i JOIN users u ON u.id = i.invitee_id JOIN lists l ON l.id = i.list_id
        WHERE i.list_id = ANY($1::int[]) AND l.user_id = $2 ORDER BY i.created_at, i.id`,
      [ids, userId],
    ),
  ]);
  return lists.map((list) => {
    const products = items
      .filter((i) => i.list_id === list.id)
      .map(({ list_id: _l, created_at, observed_on, price_origin, modelled_on, available, any_brand, canonical_id, kind_id, feed_kind, canonical_key, canonical_hu, canonical_en, type_name_hu, type_name_en, name_hu, name_en, added_by, added_by_name, changed_by, changed_by_name, ...rest }) => {
        const kind = offerKind(
          { canonical_id, kind_id },
          { key: canonical_key, name_hu: canonical_hu, name_en: canonical_en, type_name_hu, type_name_en },
          feed_kind === null ? undefined : { name: feed_kind },
        );
        return {
          ...rest,
          name: shownName({ name_hu, name_en }, lang, kind),
          created: iso(created_at),
          price_source: priceSourceOf(observed_on, price_origin, modelled_on),
          available: available !== false,
          any_brand: any_brand === true,
          kind_name: lang === 'hu' ? kind.name_hu : kind.name_en,
          added_by: person(added_by, added_by_name, userId),
          changed_by: person(changed_by, changed_by_name, userId),
        };
      });
    return {
      id: list.id,
      name: list.name,
      product_count: products.length,
      created: iso(list.created_at),
      version: list.version,
      products,
      sharing: {
        role: list.owner_id === userId ? ('owner' as const) : ('member' as const),
        owner: person(list.owner_id, list.owner_name, userId)!,
        members: members.filter((m) => m.list_id === list.id).map((m) => person(m.id, m.firstname, userId)!),
        invitations: invitations
          .filter((i) => i.list_id === list.id)
          .map((i) => ({ id: i.id, name: i.firstname, email: i.email, state: i.state, created: iso(i.created_at) })),
      },
      activity:
        list.change_kind && list.changed_at
          ? { by: person(list.changed_by, list.changed_by_name, userId), kind: list.change_kind, product: list.change_product, at: iso(list.changed_at) }
          : null,
    };
  });
}

/** A list's name and items by product id, for planning; no rows when the user may not use such a list. */
export async function listForPlanning(db: Queryable, userId: number, listId: number) {
  return db.query<{ name: string; product_id: number | null; quantity: number | null; any_brand: boolean | null }>(
    `SELECT l.name, i.product_id, i.quantity, i.any_brand FROM lists l LEFT JOIN list_items i ON i.list_id = l.id
      WHERE l.id = $1 AND ${canUse(2)} ORDER BY i.product_id`,
    [listId, userId],
  );
}

const conflict = (version: number, productId?: number) =>
  new AppError('CONFLICT', 'The list was changed in the meantime', productId === undefined ? { version } : { version, product_id: productId });

/**
 * Locks a list the user may use for a change: missing, or neither the user's nor shared with the user, is 404; with
 * `owner`, a member is refused NOT_OWNER. A version newer than the list's own is a copy from nowhere: CONFLICT.
 */
export async function lockList(tx: Queryable, userId: number, listId: number, opts: { owner?: boolean; version?: number } = {}): Promise<ListRow> {
  const rows = await tx.query<ListRow>(
    `SELECT l.id, l.name, l.created_at, l.version, l.name_version, l.user_id FROM lists l WHERE l.id = $1 AND ${canUse(2)} FOR UPDATE`,
    [listId, userId],
  );
  const list = rows[0];
  if (!list) throw new AppError('NOT_FOUND', 'No such list');
  if (opts.owner && list.user_id !== userId) throw new AppError('NOT_OWNER', "Only the list's owner can do this");
  if (opts.version !== undefined && opts.version > list.version) throw conflict(list.version);
  return list;
}

/** Records a change of a locked list: its version goes up by one, and who did what, when; the new version. */
export async function bumpList(
  tx: Queryable,
  list: ListRow,
  change: { by: number; kind: ListActivity['kind'] | null; product?: number; now: string; rename?: string },
): Promise<number> {
  const v = list.version + 1;
  await tx.query(
    `UPDATE lists SET version = $2,
            changed_by = CASE WHEN $3::text IS NULL THEN changed_by ELSE $4 END,
            changed_at = CASE WHEN $3::text IS NULL THEN changed_at ELSE $5::timestamptz END,
            change_product = CASE WHEN $3::text IS NULL THEN change_product ELSE $6 END,
            change_kind = coalesce($3, change_kind),
            name = coalesce($7, name), name_version = CASE WHEN $7::text IS NULL THEN name_version ELSE $2 END
      WHERE id = $1`,
    [list.id, v, change.kind, change.by, change.now, change.product ?? null, change.rename ?? null],
  );
  return v;
}

/**
 * The per-line check of a write from the client's copy (`version`, left out: no check): refused with CONFLICT when
 * the line was added, changed or removed after that version; changes to other lines do not matter. A removal
 * (`removing`) of a line already gone is not refused: nothing would be lost. Whether the line is there.
 */
async function checkLine(tx: Queryable, list: ListRow, productId: number, version: number | undefined, removing = false): Promise<boolean> {
  const [line, removal] = await Promise.all([
    tx.query<{ line_version: number }>('SELECT line_version FROM list_items WHERE list_id = $1 AND product_id = $2', [list.id, productId]),
    tx.query<{ version: number }>('SELECT version FROM list_item_removals WHERE list_id = $1 AND product_id = $2', [list.id, productId]),
  ]);
  if (removing && !line.length) return false;
  const changedAt = Math.max(line[0]?.line_version ?? 0, removal[0]?.version ?? 0);
  if (version !== undefined && changedAt > version) throw conflict(list.version, productId);
  return line.length > 0;
}

/** A new empty list: its id. */
export async function createList(db: Queryable, userId: number, name: string, now: string): Promise<number> {
  const rows = await db.query<{ id: number }>('INSERT INTO lists (user_id, name, created_at) VALUES ($1, $2, $3) RETURNING id', [userId, name, now]);
  return rows[0].id;
}

/** Renames a list; refused (CONFLICT) when it was renamed after the client's version, whatever else changed. */
export async function renameList(db: Db, userId: number, listId: number, name: string, version: number | undefined, now: string): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, userId, listId, { version });
    if (version !== undefined && list.name_version > version) throw conflict(list.version);
    await bumpList(tx, list, { by: userId, kind: 'rename', now, rename: name });
  });
}

/**
 * Renames a list and replaces its items (a quantity of 0 leaves a product out; any_brand left out keeps the line's), in one transaction that locks the
 * list first and checks its version: the whole list must be as the client read it; an unknown product changes nothing.
 */
export async function replaceList(
  db: Db,
  userId: number,
  listId: number,
  change: { name: string; version?: number; products: ReadonlyArray<{ product_id: number; quantity: number; any_brand?: boolean }> },
  now: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, userId, listId, { version: change.version });
    if (change.version !== undefined && change.version !== list.version) throw conflict(list.version);
    const ids = change.products.filter((p) => p.quantity > 0).map((p) => p.product_id);
    if ((await countProducts(tx, ids)) !== new Set(ids).size) throw new AppError('NOT_FOUND', 'No such product');
    const v = await bumpList(tx, list, { by: userId, kind: 'replace', now, rename: change.name });
    // A product sent without any_brand keeps what its line said, and a line kept keeps who added it.
    const old = new Map(
      (await tx.query<{ product_id: number; any_brand: boolean; added_by: number | null }>('SELECT product_id, any_brand, added_by FROM list_items WHERE list_id = $1', [listId])).map((r) => [r.product_id, r]),
    );
    await tx.query('DELETE FROM list_items WHERE list_id = $1', [listId]);
    const kept = new Set<number>();
    for (const p of change.products) {
      if (p.quantity === 0) continue;
      kept.add(p.product_id);
      const was = old.get(p.product_id);
      await tx.query(
        `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand, added_by, changed_by, line_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, any_brand = EXCLUDED.any_brand`,
        [listId, p.product_id, p.quantity, now, p.any_brand ?? was?.any_brand === true, was ? was.added_by : userId, userId, v],
      );
    }
    await tx.query('DELETE FROM list_item_removals WHERE list_id = $1 AND product_id = ANY($2::int[])', [listId, [...kept]]);
    for (const productId of old.keys()) if (!kept.has(productId)) await recordRemoval(tx, listId, productId, userId, v, now);
  });
}

async function recordRemoval(tx: Queryable, listId: number, productId: number, userId: number, version: number, now: string) {
  await tx.query(
    `INSERT INTO list_item_removals (list_id, product_id, removed_by, version, removed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (list_id, product_id) DO UPDATE SET removed_by = EXCLUDED.removed_by, version = EXCLUDED.version, removed_at = EXCLUDED.removed_at`,
    [listId, productId, userId, version, now],
  );
}

/**
 * Deletes the user's own list with its items; NOT_OWNER for a list shared with the user (a member leaves it
 * instead), false when the user has no such list.
 */
export async function deleteList(db: Queryable, userId: number, listId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM lists WHERE id = $1 AND user_id = $2 RETURNING id', [listId, userId]);
  if (rows.length) return true;
  const shared = await db.query('SELECT 1 FROM list_members WHERE list_id = $1 AND user_id = $2', [listId, userId]);
  if (shared.length) throw new AppError('NOT_OWNER', "Only the list's owner can delete it");
  return false;
}

/**
 * Takes a product off a list, in one transaction that locks the list first, so it sees a line another request
 * added or changed while this one waited. A line changed after the client's copy is refused (CONFLICT); a line
 * already gone is nothing to lose: the call succeeds and changes nothing.
 */
export async function removeItem(db: Db, userId: number, listId: number, productId: number, version: number | undefined, now: string): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, userId, listId, { version });
    if (!(await checkLine(tx, list, productId, version, true))) return;
    const v = await bumpList(tx, list, { by: userId, kind: 'remove', product: productId, now });
    await tx.query('DELETE FROM list_items WHERE list_id = $1 AND product_id = $2', [listId, productId]);
    await recordRemoval(tx, listId, productId, userId, v, now);
  });
}

/**
 * Puts a product on a list or changes its quantity (and, when given, whether any brand of its kind will do), in one
 * transaction that locks the list first. Refused (CONFLICT) when this line was added, changed or removed after the
 * client's copy; the line then says who changed it last.
 */
export async function putItem(
  db: Db,
  userId: number,
  listId: number,
  item: { product_id: number; quantity: number; any_brand?: boolean; version?: number },
  now: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, userId, listId, { version: item.version });
    if (!(await countProducts(tx, [item.product_id]))) throw new AppError('NOT_FOUND', 'No such product');
    const exists = await checkLine(tx, list, item.product_id, item.version);
    const v = await bumpList(tx, list, { by: userId, kind: exists ? 'quantity' : 'add', product: item.product_id, now });
    await tx.query(
      `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand, added_by, changed_by, line_version)
       VALUES ($1, $2, $3, $4, coalesce($5::boolean, false), $6, $6, $7)
       ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity,
         any_brand = coalesce($5::boolean, list_items.any_brand), changed_by = EXCLUDED.changed_by, line_version = EXCLUDED.line_version`,
      [listId, item.product_id, item.quantity, now, item.any_brand ?? null, userId, v],
    );
    await tx.query('DELETE FROM list_item_removals WHERE list_id = $1 AND product_id = $2', [listId, item.product_id]);
  });
}

/** "Shop again": a new list of the user's with the items of a list the user may use (own or shared), in one transaction; null when there is no such list. */
export async function copyList(db: Db, userId: number, listId: number, name: string, now: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const from = await tx.query(`SELECT l.id FROM lists l WHERE l.id = $1 AND ${canUse(2)}`, [listId, userId]);
    if (!from.length) return null;
    const id = await createList(tx, userId, name, now);
    // The items keep their own dates, so the new list sorts by "latest" as the old one did.
    await tx.query(
      `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand, added_by, changed_by)
       SELECT $1, product_id, quantity, created_at, any_brand, $3, $3 FROM list_items WHERE list_id = $2`,
      [id, listId, userId],
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
      `INSERT INTO list_items (list_id, product_id, quantity, created_at, any_brand, added_by, changed_by)
       SELECT $1, x.product_id, x.quantity, $2::timestamptz + x.n * interval '1 millisecond', x.any_brand, $6, $6
         FROM unnest($3::int[], $4::int[], $5::boolean[]) WITH ORDINALITY AS x(product_id, quantity, any_brand, n)
        WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = x.product_id)
       RETURNING product_id`,
      [id, now, items.map((i) => i.product_id), items.map((i) => i.quantity), items.map((i) => i.any_brand), userId],
    );
    return { id, left_out: items.length - rows.length };
  });
}
