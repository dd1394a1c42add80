/** Shops: the real OpenStreetMap locations, plus marked synthetic ones for chains with no open location data. */
import type { OsmShop } from './sources';
import { RETAILER_ID, type RetailerSlug } from '../retailers';
import { hash32, unit } from './random';
import type { ShopRow } from '../seed-format';
import { EARTH_RADIUS_M, haversineM } from '../../../shared/geo';

/**
 * How many synthetic shops each chain without open location data gets in Budapest; roughly the chains'
 * real Budapest network sizes. The Árfigyelő shop-list importer replaces them with real ones.
 */
export const SYNTHETIC_SHOP_COUNTS: Readonly<Partial<Record<RetailerSlug, number>>> = {
  lidl: 36,
  dm: 30,
  rossmann: 34,
  ecofamily: 8,
};

/** No two shops closer than this. */
export const MIN_SHOP_DISTANCE_M = 80;
/** Synthetic shops of one chain keep at least this far apart, as real networks do. */
const SAME_CHAIN_DISTANCE_M = 700;

function streetOf(streetAddress: string): string {
  // Drop the house number ("Mészáros utca 56/A" -> "Mészáros utca").
  return streetAddress.replace(/\s+\d[\w/.\-–]*(\s*\w)?$/u, '').trim();
}

export function buildShops(osm: OsmShop[]): ShopRow[] {
  // A shop without a street address in OpenStreetMap (5 of 232) cannot be found by a shopper: it is left out.
  const real = [...osm].filter((s) => s.streetAddress).sort((a, b) => a.id.localeCompare(b.id));
  const rows: ShopRow[] = [];
  const placed: { lat: number; lon: number; retailer: string }[] = [];
  for (const s of real) {
    const address = s.address || `${s.city}${s.streetAddress ? `, ${s.streetAddress}` : ''}`;
    rows.push([0, RETAILER_ID[s.retailer as RetailerSlug], s.lat, s.lon, address, s.district || null, 'osm', s.id]);
    placed.push({ lat: s.lat, lon: s.lon, retailer: s.retailer });
  }
  // Anchors: real Budapest shops with a street address, grouped by district so synthetic shops spread over the city.
  const anchors = real.filter((s) => s.city === 'Budapest' && s.district && s.streetAddress && s.postcode);
  const districts = [...new Set(anchors.map((a) => a.district))];
  for (const [slug, count] of Object.entries(SYNTHETIC_SHOP_COUNTS) as [RetailerSlug, number][]) {
    const order = [...districts].sort((a, b) => hash32(`${slug}/${a}`) - hash32(`${slug}/${b}`));
    let made = 0;
    for (let attempt = 0; made < count && attempt < count * 40; attempt++) {
      const district = order[attempt % order.length];
      const pool = anchors.filter((a) => a.district === district);
      const anchor = pool[hash32(`${slug}/${attempt}/anchor`) % pool.length];
      // Next to a real shop of another chain: shops cluster on the same high streets and centres.
      const bearing = unit(`${slug}/${attempt}/bearing`) * 2 * Math.PI;
      const dist = 120 + unit(`${slug}/${attempt}/dist`) * 330;
      const lat = anchor.lat + ((dist * Math.cos(bearing)) / EARTH_RADIUS_M) * (180 / Math.PI);
      const lon = anchor.lon + ((dist * Math.sin(bearing)) / (EARTH_RADIUS_M * Math.cos((anchor.lat * Math.PI) / 180))) * (180 / Math.PI);
      const tooClose = placed.some(
        (p) => haversineM(lat, lon, p.lat, p.lon) < (p.retailer === slug ? SAME_CHAIN_DISTANCE_M : MIN_SHOP_DISTANCE_M),
      );
      if (tooClose) continue;
      made++;
      const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
      placed.push({ lat, lon, retailer: slug });
      rows.push([
        0,
        RETAILER_ID[slug],
        r6(lat),
        r6(lon),
        `${anchor.postcode} Budapest, ${streetOf(anchor.streetAddress)} környéke`,
        anchor.district,
        'synthetic',
        `synthetic:${slug}-${String(made).padStart(3, '0')}`,
      ]);
    }
  }
  rows.sort((a, b) => a[1] - b[1] || a[7].localeCompare(b[7]));
  rows.forEach((r, i) => (r[0] = i + 1));
  return rows;
}
