import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const { feed } = app;
  const { catalogue } = app.caches;
  const status = async () => {
    const snap = await catalogue.get();
    return feed.status(snap.modelledOn, snap.observed);
  };
  defineRoute(app, 'feedStatus', status);
  defineRoute(app, 'updateFeed', async ({ user }) => {
    // Settings → Price updates "off": not even on demand for this account.
    const pref = await app.deps.db.lookups.query<{ price_updates: string }>('SELECT price_updates FROM users WHERE id = $1', [user.id]);
    if (pref[0]?.price_updates === 'off') throw new AppError('UPDATES_OFF', 'Price updates are switched off in Settings');
    await feed.requestUpdate();
    return status();
  });
}
