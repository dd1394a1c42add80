import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http';
import type { CatalogueCache } from '../repo/catalogue-cache';
import type { FeedService } from '../feed/service';

export async function feedRoutes(app: FastifyInstance, feed: FeedService, catalogue: CatalogueCache): Promise<void> {
  const status = async () => {
    const snap = await catalogue.get();
    return feed.status(snap.modelledOn, snap.observed);
  };
  defineRoute(app, 'feedStatus', status);
  defineRoute(app, 'updateFeed', async () => {
    await feed.requestUpdate();
    return status();
  });
}
