import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http';

/** GET /api/v1/health: answers only when the database does (the feed's status reads it). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { feed } = app;
  const { catalogue } = app.caches;
  const started = app.deps.clock.now().getTime();
  defineRoute(app, 'health', async () => {
    const snap = await catalogue.get();
    const { modelledOn } = snap;
    const status = await feed.status(modelledOn);
    return {
      status: 'ok' as const,
      database: app.deps.db.kind,
      catalogue_date: status.data_date ?? modelledOn,
      chains: snap.chains.map(({ name, observed }) => ({ name, observed })),
      uptime_s: Math.max(0, Math.floor((app.deps.clock.now().getTime() - started) / 1000)),
    };
  });
}
