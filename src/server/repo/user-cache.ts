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

  /**
   * `unchanged` says when nothing but this process can change them and its statements queue behind a long write
   * (PGlite during this process's price update): a remembered answer past `ttlMs` is then used at once and read
   * again in the background, so a request does not wait behind the update's batches.
   */
  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
    private readonly unchanged: () => boolean = () => false,
  ) {}

  /** Counts forgets: a read begun before one does not bring back what it removed. */
  private generation = 0;

  async zone(userId: number): Promise<Zone | null> {
    const hit = this.zones.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.zone;
    const read = this.read(this.zones, userId, () => zoneOf(this.db, userId), (zone) => ({ at: Date.now(), zone }));
    if (hit && this.unchanged()) {
      read.catch(() => {});
      return hit.zone;
    }
    return (await read).zone;
  }

  async favouriteIds(userId: number): Promise<Set<number>> {
    const hit = this.favourites.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.ids;
    const read = this.read(this.favourites, userId, () => favouriteIds(this.db, userId), (ids) => ({ at: Date.now(), ids }));
    if (hit && this.unchanged()) {
      read.catch(() => {});
      return hit.ids;
    }
    return (await read).ids;
  }

  /** Reads one user's value and remembers it, unless a forget came while it was read. */
  private read<T, V>(map: Map<number, V>, userId: number, load: () => Promise<T>, entry: (value: T) => V): Promise<V> {
    // One read per user and kind at a time: requests that find the value stale share it.
    const key = `${map === (this.zones as unknown) ? 'zone' : 'favourites'}:${userId}`;
    const pending = this.reading.get(key) as Promise<V> | undefined;
    if (pending) return pending;
    const generation = this.generation;
    const started = load()
      .then((loaded) => {
        const value = entry(loaded);
        if (generation === this.generation) this.remember(map, userId, value);
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === started) this.reading.delete(key);
      });
    this.reading.set(key, started);
    return started;
  }

  private reading = new Map<string, Promise<unknown>>();

  forgetZone(userId: number): void {
    this.generation++;
    this.reading.delete(`zone:${userId}`);
    this.zones.delete(userId);
  }

  forgetFavourites(userId: number): void {
    this.generation++;
    this.reading.delete(`favourites:${userId}`);
    this.favourites.delete(userId);
  }

  private remember<V>(map: Map<number, V>, key: number, value: V): void {
    if (map.size > 20_000) map.clear();
    map.set(key, value);
  }
}
