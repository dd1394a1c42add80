import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { defineRoute } from '../http';
import type { ShopDirectory } from '../repo/shops';
import type { UserStateCache } from '../repo/user-cache';

export async function zoneRoutes(app: FastifyInstance, shops: ShopDirectory, users: UserStateCache): Promise<void> {
  const { db } = app.deps;

  defineRoute(app, 'getZone', async ({ user }) => {
    const rows = await db.query<{ latitude: number; longitude: number; radius_m: number; retailers: number[] }>(
      'SELECT latitude, longitude, radius_m, retailers FROM zones WHERE user_id = $1',
      [user.id],
    );
    const z = rows[0];
    return z
      ? { latitude: z.latitude, longitude: z.longitude, diameter: z.radius_m, retailers: z.retailers }
      : { latitude: null, longitude: null, diameter: null, retailers: [] };
  });

  defineRoute(app, 'saveZone', async ({ user, body }) => {
    // SPEC §5: a non-zero radius, and at least one shop of the chosen retailers inside the zone.
    if (body.diameter <= 0) throw new AppError('ZONE_NO_RADIUS', 'The zone needs a radius');
    const retailers = [...new Set(body.retailers)];
    const known = await db.query<{ id: number; name: string }>('SELECT id, name FROM retailers');
    const names = new Map(known.map((r) => [r.id, r.name]));
    if (!retailers.length || retailers.some((id) => !names.has(id))) throw new AppError('VALIDATION', 'body.retailers: unknown or empty');
    const inside = await shops.inZone({ latitude: body.latitude, longitude: body.longitude, radius_m: body.diameter, retailers });
    if (!inside.some((s) => retailers.includes(s.retailer_id))) {
      const others = [...new Set(inside.map((s) => s.retailer_id))].map((id) => names.get(id)!).sort();
      throw new AppError('ZONE_NO_SHOPS', 'No shop of the chosen retailers in this zone', { other_retailers: others });
    }
    await db.query(
      `INSERT INTO zones (user_id, latitude, longitude, radius_m, retailers, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET latitude = $2, longitude = $3, radius_m = $4, retailers = $5, updated_at = $6`,
      [user.id, body.latitude, body.longitude, body.diameter, retailers, app.deps.clock.now().toISOString()],
    );
    users.forgetZone(user.id);
    return { success: true as const };
  });
}
