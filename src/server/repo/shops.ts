import type { Queryable } from '../db/db';
import { distanceM, type Point } from './geo';

export interface ShopRow {
  id: number;
  retailer_id: number;
  latitude: number;
  longitude: number;
  address: string;
  source: string;
}

export interface Zone extends Point {
  radius_m: number;
  retailers: number[];
}

/** Shops change only through the importer: a short-lived cache keeps them off every product request. */
export class ShopDirectory {
  private cache: { at: number; shops: ShopRow[] } | null = null;
  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 30_000,
  ) {}

  async all(): Promise<ShopRow[]> {
    const now = Date.now();
    if (this.cache && now - this.cache.at < this.ttlMs) return this.cache.shops;
    const shops = await this.db.query<ShopRow>('SELECT id, retailer_id, latitude, longitude, address, source FROM shops ORDER BY id');
    this.cache = { at: now, shops };
    return shops;
  }

  invalidate(): void {
    this.cache = null;
  }

  /** Shops inside a zone (any retailer), with their distance from its point. */
  async inZone(zone: Zone): Promise<Array<ShopRow & { distance_m: number }>> {
    return (await this.all())
      .map((s) => ({ ...s, distance_m: distanceM(zone, s) }))
      .filter((s) => s.distance_m <= zone.radius_m)
      .sort((a, b) => a.distance_m - b.distance_m);
  }

  /** The nearest shop of each retailer to a point, within maxM when given. */
  async nearestByRetailer(origin: Point, maxM = Infinity): Promise<Map<number, ShopRow & { distance_m: number }>> {
    const out = new Map<number, ShopRow & { distance_m: number }>();
    for (const s of await this.all()) {
      const d = distanceM(origin, s);
      if (d > maxM) continue;
      const cur = out.get(s.retailer_id);
      if (!cur || d < cur.distance_m) out.set(s.retailer_id, { ...s, distance_m: d });
    }
    return out;
  }
}

export async function zoneOf(db: Queryable, userId: number): Promise<Zone | null> {
  const rows = await db.query<Zone>('SELECT latitude, longitude, radius_m, retailers FROM zones WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}
