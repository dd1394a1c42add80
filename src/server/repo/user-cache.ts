import type { Queryable } from '../db/db';
import { zoneOf, type Zone } from './zones';
import { favouriteIds } from './favourites';

/**
 * A user's zone and favourites, remembered briefly so reads need no database round trip. This process's own
 * writes invalidate at once; `ttlMs` bounds how stale another process's write can look.
 */
export class UserStateCache {
  private zones = new Map<number, { at: number; zone: Zone | null }>();
  private favourites = new Map<number, { at: number; ids: Set<number> }>();

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
  ) {}

  async zone(userId: number): Promise<Zone | null> {
    const hit = this.zones.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.zone;
    const zone = await zoneOf(this.db, userId);
    this.remember(this.zones, userId, { at: Date.now(), zone });
    return zone;
  }

  async favouriteIds(userId: number): Promise<Set<number>> {
    const hit = this.favourites.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.ids;
    const ids = await favouriteIds(this.db, userId);
    this.remember(this.favourites, userId, { at: Date.now(), ids });
    return ids;
  }

  forgetZone(userId: number): void {
    this.zones.delete(userId);
  }

  forgetFavourites(userId: number): void {
    this.favourites.delete(userId);
  }

  private remember<V>(map: Map<number, V>, key: number, value: V): void {
    if (map.size > 20_000) map.clear();
    map.set(key, value);
  }
}
