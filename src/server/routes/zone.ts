import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import { shopsInZone } from '../repo/shops';
import { saveZone, zoneOf } from '../repo/zones';
import { retailerNames } from '../repo/retailers';

export async function zoneRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const { catalogue, users } = app.caches;

  defineRoute(app, 'getZone', async ({ user }) => {
    const z = await zoneOf(db, user.id);
    return z
      ? { latitude: z.latitude, longitude: z.longitude, diameter: z.radius_m, retailers: z.retailers }
      : { latitude: null, longitude: null, diameter: null, retailers: [] };
  });

  defineRoute(app, 'saveZone', async ({ user, body }) => {
    // SPEC §5: a non-zero radius, and at least one shop of the chosen retailers inside the zone.
    if (body.diameter <= 0) throw new AppError('ZONE_NO_RADIUS', 'The zone needs a radius');
    const retailers = [...new Set(body.retailers)];
    const names = await retailerNames(db);
    if (!retailers.length || retailers.some((id) => !names.has(id))) throw new AppError('VALIDATION', 'body.retailers: unknown or empty');
    const inside = shopsInZone((await catalogue.get()).shops, { latitude: body.latitude, longitude: body.longitude, radius_m: body.diameter, retailers });
    if (!inside.some((s) => retailers.includes(s.retailer_id))) {
      const others = [...new Set(inside.map((s) => s.retailer_id))].map((id) => names.get(id)!).sort();
      throw new AppError('ZONE_NO_SHOPS', 'No shop of the chosen retailers in this zone', { other_retailers: others });
    }
    const zone = { latitude: body.latitude, longitude: body.longitude, radius_m: body.diameter, retailers };
    await saveZone(db, user.id, zone, app.deps.clock.now().toISOString());
    users.forgetZone(user.id);
    return { success: true as const };
  });
}
