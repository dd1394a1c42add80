import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import { inboxOf, markInbox, removeWatch, saveWatch, watchesOf } from '../repo/watches';

/** Price alerts: watched products and the inbox computed from their stored history (docs/data.md#alerts). */
export async function watchRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue, users } = app.caches;
  const { db } = app.deps;

  defineRoute(app, 'watches', async ({ user }) => ({ watches: await watchesOf(db, user.id) }));

  defineRoute(app, 'watchProduct', async ({ user, body }) => {
    const saved = await saveWatch(db, user.id, body.product_id, body.target_price ?? null, app.deps.clock.now().toISOString());
    if (saved === 'missing') throw new AppError('NOT_FOUND', 'No such product');
    if (saved === 'full') throw new AppError('WATCHES_FULL', 'Too many watched products');
    return { success: true as const };
  });

  defineRoute(app, 'unwatchProduct', async ({ user, params }) => {
    await removeWatch(db, user.id, params.product_id);
    return { success: true as const };
  });

  defineRoute(app, 'inbox', async ({ req, user }) => {
    const rows = await inboxOf(db, user.id);
    const snap = await catalogue.get();
    const view = { lang: langOf(req), zone: await users.zone(user.id), favourites: await users.favouriteIds(user.id) };
    const entries = rows.flatMap(({ product_id, ...row }) => {
      const offer = snap.offers.get(product_id);
      return offer ? [{ ...row, product: snap.products([offer], view)[0]! }] : [];
    });
    return { entries, unread: entries.filter((e) => e.state === 'unread').length };
  });

  defineRoute(app, 'markInbox', async ({ user, body }) => {
    // One mark per entry, whatever the body repeats.
    const seen = new Set<string>();
    const entries = body.entries.filter((e) => !seen.has(`${e.product_id}|${e.day}`) && !!seen.add(`${e.product_id}|${e.day}`));
    await markInbox(db, user.id, { ...body, entries });
    return { success: true as const };
  });
}
