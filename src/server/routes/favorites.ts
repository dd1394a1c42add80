import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import type { CatalogueCache, OfferRow } from '../repo/catalogue-cache';
import type { UserStateCache } from '../repo/user-cache';

export async function favoriteRoutes(app: FastifyInstance, catalogue: CatalogueCache, users: UserStateCache): Promise<void> {
  const { db } = app.deps;

  defineRoute(app, 'favorites', async ({ req, user }) => {
    // Newest first, from the database: the order is the user's own history.
    const rows = await db.query<{ product_id: number }>('SELECT product_id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC, product_id', [
      user.id,
    ]);
    const snap = await catalogue.get();
    const offers = rows.map((r) => snap.offers.get(r.product_id)).filter((o): o is OfferRow => !!o);
    const view = { lang: langOf(req), zone: await users.zone(user.id), favourites: new Set(rows.map((r) => r.product_id)) };
    return { favorites: snap.products(offers, view) };
  });

  defineRoute(app, 'addFavorite', async ({ user, body }) => {
    const rows = await db.query(
      `INSERT INTO favorites (user_id, product_id, created_at)
       SELECT $1, id, $3 FROM products WHERE id = $2
       ON CONFLICT DO NOTHING RETURNING product_id`,
      [user.id, body.product_id, app.deps.clock.now().toISOString()],
    );
    users.forgetFavourites(user.id);
    if (!rows.length) {
      const exists = await db.query('SELECT 1 FROM products WHERE id = $1', [body.product_id]);
      if (!exists.length) throw new AppError('NOT_FOUND', 'No such product');
    }
    return { success: true as const };
  });

  defineRoute(app, 'removeFavorite', async ({ user, params }) => {
    await db.query('DELETE FROM favorites WHERE user_id = $1 AND product_id = $2', [user.id, params.product_id]);
    users.forgetFavourites(user.id);
    return { success: true as const };
  });
}
