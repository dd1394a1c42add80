import type { Queryable } from '../db/db';
import type { Point } from '../../shared/geo';

/** A user's shopping zone: its centre, radius and chosen retailers. */
export interface Zone extends Point {
  radius_m: number;
  retailers: number[];
}

export async function zoneOf(db: Queryable, userId: number): Promise<Zone | null> {
  const rows = await db.query<Zone>('SELECT latitude, longitude, radius_m, retailers FROM zones WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

export async function hasZone(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM zones WHERE user_id = $1', [userId]);
  return (rows[0]?.n ?? 0) > 0;
}

/** Sets the user's zone, replacing the one they had. */
export async function saveZone(db: Queryable, userId: number, zone: Zone, now: string): Promise<void> {
  await db.query(
    `INSERT INTO zones (user_id, latitude, longitude, radius_m, retailers, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET latitude = $2, longitude = $3, radius_m = $4, retailers = $5, updated_at = $6`,
    [userId, zone.latitude, zone.longitude, zone.radius_m, zone.retailers, now],
  );
}
