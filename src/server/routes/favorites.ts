import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import { productsWhere } from '../repo/products';
import { zoneOf, type ShopDirectory } from '../repo/shops';

export async function favoriteRoutes(app: FastifyInstance, shops: ShopDirectory): Promise<void> {
  const { db } = app.deps;

  defineRoute(app, 'favorites', async ({ req, user }) => {
    const view = { lang: langOf(req), userId: user.id, zone: await zoneOf(db, user.id), shops };
    const favorites = await productsWhere(
      db,
      view,
      'p.id IN (SELECT product_id FROM favorites WHERE user_id = $1)',
      [],
      'ORDER BY (SELECT created_at FROM favorites f2 WHERE f2.user_id = $1 AND f2.product_id = p.id) DESC, p.id',
    );
    return { favorites };
  });

  defineRoute(app, 'addFavorite', async ({ user, body }) => {
    const rows = await db.query(
      `INSERT INTO favorites (user_id, product_id, created_at)
       SELECT $1, id, $3 FROM products WHERE id = $2
       ON CONFLICT DO NOTHING RETURNING product_id`,
      [user.id, body.product_id, app.deps.clock.now().toISOString()],
    );
    if (!rows.length) {
      const exists = await db.query('SELECT 1 FROM products WHERE id = $1', [body.product_id]);
      if (!exists.length) throw new AppError('NOT_FOUND', 'No such product');
    }
    return { success: true as const };
  });

  defineRoute(app, 'removeFavorite', async ({ user, params }) => {
    await db.query('DELETE FROM favorites WHERE user_id = $1 AND product_id = $2', [user.id, params.product_id]);
    return { success: true as const };
  });
}
