import type { CatalogueCache } from './catalogue-cache';
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

/** Shops as the catalogue in memory holds them, with the distance questions the routes ask. */
export class ShopDirectory {
  constructor(private readonly catalogue: CatalogueCache) {}

  async all(): Promise<ShopRow[]> {
    return (await this.catalogue.get()).shops;
  }

  /** Shops inside a zone (any retailer), with their distance from its point, nearest first. */
  async inZone(zone: Zone): Promise<Array<ShopRow & { distance_m: number }>> {
    return withinRadius(await this.all(), zone, zone.radius_m);
  }
}
