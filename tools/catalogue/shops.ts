/**
 * Shops: only real locations (OpenStreetMap). A chain with no open location data (Lidl, dm, Rossmann and EcoFamily
 * in the Budapest extract) gets no shop at all rather than invented points: its prices are shown, but it is left out
 * of the map and of routes until an Árfigyelő update brings its real shops (EcoFamily never: the monitor lacks it).
 */
import type { OsmShop } from './sources';
import { RETAILER_ID, type RetailerSlug } from '../../src/server/repo/retailers';
import type { ShopRow } from '../../src/server/catalogue/seed-format';

export function buildShops(osm: OsmShop[]): ShopRow[] {
  // A shop without a street address in OpenStreetMap (5 of 232) cannot be found by a shopper: it is left out.
  const real = [...osm].filter((s) => s.streetAddress).sort((a, b) => a.id.localeCompare(b.id));
  const rows: ShopRow[] = real.map((s) => {
    const address = s.address || `${s.city}${s.streetAddress ? `, ${s.streetAddress}` : ''}`;
    return [0, RETAILER_ID[s.retailer as RetailerSlug], s.lat, s.lon, address, s.district || null, 'osm', s.id];
  });
  rows.sort((a, b) => a[1] - b[1] || a[7].localeCompare(b[7]));
  rows.forEach((r, i) => (r[0] = i + 1));
  return rows;
}
