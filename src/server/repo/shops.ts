import { withinRadius } from '../../shared/geo';
import type { Zone } from './zones';

export interface ShopRow {
  id: number;
  retailer_id: number;
  latitude: number;
  longitude: number;
  address: string;
  source: string;
}

/** Shops inside a zone (any retailer), with their distance from its point, nearest first. */
export function shopsInZone(shops: readonly ShopRow[], zone: Zone): Array<ShopRow & { distance_m: number }> {
  return withinRadius(shops, zone, zone.radius_m);
}
