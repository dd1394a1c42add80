import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import type { OfferRow } from '../repo/catalogue-snapshot';
import { addFavourite, favouritesNewestFirst, removeFavourite } from '../repo/favourites';
import { productExists } from '../repo/products';

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue, users } = app.caches;
  const { db } = app.deps;

  defineRoute(app, 'favorites', async ({ req, user }) => {
    // Newest first, from the database: the order is the user's own history.
    const ids = await favouritesNewestFirst(db, user.id);
    const snap = await catalogue.get();
    const offers = ids.map((id) => snap.offers.get(id)).filter((o): o is OfferRow => !!o);
    const view = { lang: langOf(req), zone: await users.zone(user.id), favourites: new Set(ids) };
    return { favorites: snap.products(offers, view) };
  });

  defineRoute(app, 'addFavorite', async ({ user, body }) => {
    const added = await addFavourite(db, user.id, body.product_id, app.deps.clock.now().toISOString());
    users.forgetFavourites(user.id);
    if (!added && !(await productExists(db, body.product_id))) throw new AppError('NOT_FOUND', 'No such product');
    return { success: true as const };
  });

  defineRoute(app, 'removeFavorite', async ({ user, params }) => {
    await removeFavourite(db, user.id, params.product_id);
    users.forgetFavourites(user.id);
    return { success: true as const };
  });
}
