import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http';
import type { CatalogueCache } from '../repo/catalogue-cache';
import type { FeedService } from '../feed/service';

export async function feedRoutes(app: FastifyInstance, feed: FeedService, catalogue: CatalogueCache): Promise<void> {
  const status = async () => {
    const snap = await catalogue.get();
    let count = 0;
    let latest: string | null = null;
    for (const o of snap.available) {
      if (!o.observed_on) continue;
      count++;
      if (!latest || o.observed_on > latest) latest = o.observed_on;
    }
    return feed.status(snap.modelledOn, { count, latest });
  };
  defineRoute(app, 'feedStatus', status);
  defineRoute(app, 'updateFeed', async () => {
    await feed.requestUpdate();
    return status();
  });
}
