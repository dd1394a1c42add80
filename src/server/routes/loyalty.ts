import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { loyaltyProgramme } from '../../shared/api/loyalty';
import { defineRoute } from '../http';
import { loyaltyOf, saveLoyalty } from '../repo/loyalty';

/** The loyalty setting: which chains' loyalty programmes the user uses (docs/data.md, "Promotions, loyalty, deposit"). */
export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.caches;
  const { db } = app.deps;
  const answer = async (userId: number) => {
    const [snap, on] = await Promise.all([catalogue.get(), loyaltyOf(db, userId)]);
    return {
      retailers: [...snap.retailers.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((r) => ({ retailer_id: r.id, name: r.name, programme: loyaltyProgramme(r.name), on: on.has(r.id) })),
    };
  };
  defineRoute(app, 'getLoyalty', async ({ user }) => answer(user.id));
  defineRoute(app, 'saveLoyalty', async ({ user, body }) => {
    const snap = await catalogue.get();
    if (body.retailer_ids.some((id) => !snap.retailers.has(id))) throw new AppError('VALIDATION', 'No such retailer');
    await saveLoyalty(db, user.id, body.retailer_ids);
    return answer(user.id);
  });
}
