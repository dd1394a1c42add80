import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import type { ShoppingList } from '../../shared/api/lists';
import type { Language } from '../../shared/rules';
import type { Queryable } from '../db/db';
import { defineRoute, defineRouteChoice } from '../http';
import { langOf } from '../lang';
import { col, priceSourceOf } from '../repo/products';
import type { CatalogueCache } from '../repo/catalogue-cache';
import type { ShopDirectory } from '../repo/shops';
import { computePlans, ownPlan, planVersionFor, savedPlans, worthSaving } from './plans';

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
  const l = col(lang);
  const items = await db.query<{
    list_id: number;
    id: number;
    name: string;
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
  }>(
    `SELECT i.list_id, p.id, p.name_${l} AS name, p.photo, p.price, r.name AS retailer_name, i.quantity, i.created_at,
            p.saving, p.package, p.unit, p.observed_on::text AS observed_on, p.price_origin, p.available,
            (SELECT today::text FROM catalogue_meta WHERE id = 1) AS modelled_on
       FROM list_items i JOIN products p ON p.id = i.product_id JOIN retailers r ON r.id = p.retailer_id
      WHERE i.list_id = ANY($1::int[])
      ORDER BY i.created_at, p.id`,
    [lists.map((x) => x.id)],
  );
  return lists.map((list) => {
    const products = items
      .filter((i) => i.list_id === list.id)
      .map(({ list_id: _l, created_at, observed_on, price_origin, modelled_on, available, ...rest }) => ({
        ...rest,
        created: new Date(created_at).toISOString(),
        price_source: priceSourceOf(observed_on, price_origin, modelled_on),
        available: available !== false,
      }));
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

export async function listRoutes(app: FastifyInstance, catalogue: CatalogueCache, shops: ShopDirectory): Promise<void> {
  const { db, clock } = app.deps;
  const now = () => clock.now().toISOString();

  defineRoute(app, 'lists', async ({ req, user }) => ({ items: await listsOf(db, user.id, langOf(req)) }));

  defineRoute(app, 'list', async ({ req, user, params }) => {
    const [list] = await listsOf(db, user.id, langOf(req), params.id);
    if (!list) throw new AppError('NOT_FOUND', 'No such list');
    return list;
  });

  defineRoute(app, 'createList', async ({ user, body }) => {
    const rows = await db.query<{ id: number }>(
      'INSERT INTO lists (user_id, name, created_at) VALUES ($1, $2, $3) RETURNING id',
      [user.id, body.name, now()],
    );
    return { success: true as const, id: rows[0].id };
  });

  defineRouteChoice(
    app,
    {
      name: 'updateList',
      handler: async ({ user, params, body }) => {
        if (!body.products) {
          // A rename alone is one statement (see setQuantity).
          const rows = await db.query(
            'UPDATE lists SET name = $3, version = version + 1 WHERE id = $1 AND user_id = $2 AND ($4::int IS NULL OR version = $4) RETURNING id',
            [params.id, user.id, body.name, body.version ?? null],
          );
          if (!rows.length) await refusal(db, user.id, params.id, body.version, false);
          return { success: true as const };
        }
        const products = body.products;
        await db.transaction(async (tx) => {
          await lockList(tx, user.id, params.id, body.version);
          await tx.query('UPDATE lists SET name = $3, version = version + 1 WHERE id = $1 AND user_id = $2', [
            params.id,
            user.id,
            body.name,
          ]);
          const ids = products.filter((p) => p.quantity > 0).map((p) => p.product_id);
          const found = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
          if (found.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'No such product');
          await tx.query('DELETE FROM list_items WHERE list_id = $1', [params.id]);
          for (const p of products) {
            if (p.quantity === 0) continue;
            await tx.query(
              `INSERT INTO list_items (list_id, product_id, quantity, created_at) VALUES ($1, $2, $3, $4)
               ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
              [params.id, p.product_id, p.quantity, now()],
            );
          }
        });
        return { success: true as const };
      },
    },
    {
      name: 'requestPlan',
      handler: async ({ req, user, params, body }) => ({
        versions: await computePlans(app, catalogue, shops, user.id, params.id, body, langOf(req)),
      }),
    },
  );

  defineRoute(app, 'deleteList', async ({ user, params }) => {
    const rows = await db.query('DELETE FROM lists WHERE id = $1 AND user_id = $2 RETURNING id', [params.id, user.id]);
    if (!rows.length) throw new AppError('NOT_FOUND', 'No such list');
    // Unsaved plans of the list go with it; saved ones keep what was shown.
    await db.query('DELETE FROM plans WHERE user_id = $1 AND list_id = $2 AND NOT saved', [user.id, params.id]);
    return { success: true as const };
  });

  defineRoute(app, 'setQuantity', async ({ user, params, body }) => {
    if (body.quantity === 0) {
      // Removing: the list row first (locked, version checked), then the item in a statement of its own, so it
      // sees an item another request added while this one waited for the lock.
      await db.transaction(async (tx) => {
        const l = await tx.query(
          'UPDATE lists SET version = version + 1 WHERE id = $1 AND user_id = $2 AND ($3::int IS NULL OR version = $3) RETURNING id',
          [params.list_id, user.id, body.version ?? null],
        );
        if (!l.length) await refusal(tx, user.id, params.list_id, body.version, false);
        await tx.query('DELETE FROM list_items WHERE list_id = $1 AND product_id = $2', [params.list_id, body.product_id]);
      });
      return { success: true as const };
    }
    // Adding or changing: one statement, so one round trip and no transaction held open across the event loop. The
    // list row's version goes up (checked against the client's copy when it sent one) and the item is written, or
    // nothing happens; ON CONFLICT also meets an item another request added meanwhile.
    const rows = await db.query<{ done: number }>(
      `WITH l AS (
               UPDATE lists SET version = version + 1
                WHERE id = $1 AND user_id = $2 AND ($3::int IS NULL OR version = $3) AND EXISTS (SELECT 1 FROM products WHERE id = $4)
               RETURNING id
             ), put AS (
               INSERT INTO list_items (list_id, product_id, quantity, created_at)
               SELECT id, $4, $5, $6 FROM l
               ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity
               RETURNING 1
             )
             SELECT (SELECT count(*) FROM put)::int AS done`,
      [params.list_id, user.id, body.version ?? null, body.product_id, body.quantity, now()],
    );
    if (!rows[0].done) await refusal(db, user.id, params.list_id, body.version, true);
    return { success: true as const };
  });

  defineRoute(app, 'planVersion', async ({ req, user, params }) => ({
    version: await planVersionFor(db, user.id, params.id, langOf(req)),
  }));

  defineRoute(app, 'savePlan', async ({ user, body }) => {
    // A plan with an idle store, or one that fewer stores beat, is never offered, so it cannot be saved either.
    const plan = await ownPlan(db, user.id, body.id);
    if (!worthSaving(plan.data)) throw new AppError('PLAN_NOT_OFFERED', 'Fewer stores cost no more than this plan');
    const rows = await db.query('UPDATE plans SET saved = true WHERE id = $1 AND user_id = $2 RETURNING id', [body.id, user.id]);
    if (!rows.length) throw new AppError('NOT_FOUND', 'No such plan');
    return { versions: await savedPlans(db, user.id) };
  });

  defineRoute(app, 'savedPlans', async ({ user }) => ({ versions: await savedPlans(db, user.id) }));

  defineRoute(app, 'deleteSavedPlan', async ({ user, params }) => {
    const rows = await db.query('DELETE FROM plans WHERE id = $1 AND user_id = $2 AND saved RETURNING id', [params.id, user.id]);
    if (!rows.length) throw new AppError('NOT_FOUND', 'No such plan');
    return { success: true as const };
  });
}
