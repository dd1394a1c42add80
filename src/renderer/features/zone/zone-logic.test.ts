import { describe, expect, it } from 'vitest';
import type { Retailer, Shop } from '../../../shared/api';
import { AppError } from '../../../shared/errors';
import { distanceM } from '../../../shared/geo';
import { countsByRetailer, refusalFromError, refusalMessage, shopsInZone, zoneRefusal } from './zone-logic';

const retailer = (id: number, name: string): Retailer => ({ id, name, slug: name.toLowerCase(), photo: null, color: '#000000' });
const RETAILERS = [retailer(1, 'Aldi'), retailer(4, 'Lidl'), retailer(7, 'Spar'), retailer(8, 'Tesco')];

const centre = { latitude: 47.49, longitude: 19.04 };
// One degree of latitude on a sphere of 6378137 m is 111319.49 m.
const north = (m: number) => ({ latitude: centre.latitude + m / 111_319.490_793, longitude: centre.longitude });
let nextId = 1;
const shop = (retailer_id: number, at: { latitude: number; longitude: number }): Shop => ({
  id: nextId++,
  retailer_id,
  ...at,
  address: `1051 Budapest, Teszt utca ${nextId}`,
});

describe('distance', () => {
  it('uses the spec earth radius of 6378137 m', () => {
    expect(distanceM(centre, north(1000))).toBeCloseTo(1000, 3);
    // Budapest Nyugati to Keleti station, about 2.5 km as the crow flies.
    expect(distanceM({ latitude: 47.5105, longitude: 19.0566 }, { latitude: 47.5003, longitude: 19.0838 })).toBeGreaterThan(2300);
    expect(distanceM({ latitude: 47.5105, longitude: 19.0566 }, { latitude: 47.5003, longitude: 19.0838 })).toBeLessThan(2500);
    expect(distanceM(centre, centre)).toBe(0);
  });

  it('counts a shop on the edge of the circle as inside', () => {
    const edge = shop(1, north(999.9));
    expect(shopsInZone([shop(1, north(1000.1)), edge], centre, 1000).map((s) => s.id)).toEqual([edge.id]);
  });
});

describe('shops in the zone and the side list', () => {
  const near = shop(1, north(500));
  const mid = shop(4, north(2000));
  const far = shop(7, north(5000));
  const shops = [far, mid, near];

  it('keeps the shops inside the radius, nearest first, and none without a marker or radius', () => {
    expect(shopsInZone(shops, centre, 3000).map((s) => s.id)).toEqual([near.id, mid.id]);
    expect(shopsInZone(shops, null, 3000)).toEqual([]);
    expect(shopsInZone(shops, centre, 0)).toEqual([]);
  });

  it('counts per selected retailer, zero included, in catalogue order', () => {
    const inside = shopsInZone([...shops, shop(1, north(100))], centre, 3000);
    expect(countsByRetailer(inside, RETAILERS, [7, 1]).map((c) => [c.retailer.name, c.count])).toEqual([
      ['Aldi', 2],
      ['Spar', 0],
    ]);
  });
});

describe('zone refusals (SPEC §5)', () => {
  const shops = [shop(1, north(500)), shop(4, north(800)), shop(8, north(900)), shop(7, north(9000))];

  it('asks for the marker first, then a radius', () => {
    expect(zoneRefusal({ marker: null, radiusM: 0, retailers: [1] }, shops, RETAILERS)).toEqual({ kind: 'noMark' });
    expect(zoneRefusal({ marker: centre, radiusM: 0, retailers: [1] }, shops, RETAILERS)).toEqual({ kind: 'noRadius' });
  });

  it('accepts a zone with a shop of a chosen retailer inside', () => {
    expect(zoneRefusal({ marker: centre, radiusM: 1000, retailers: [7, 1] }, shops, RETAILERS)).toBeNull();
  });

  it('names the other retailers that do have shops inside, alphabetically', () => {
    expect(zoneRefusal({ marker: centre, radiusM: 1000, retailers: [7] }, shops, RETAILERS)).toEqual({
      kind: 'noShops',
      otherRetailers: ['Aldi', 'Lidl', 'Tesco'],
    });
    expect(zoneRefusal({ marker: centre, radiusM: 100, retailers: [7] }, shops, RETAILERS)).toEqual({
      kind: 'noShops',
      otherRetailers: [],
    });
  });

  it('refuses a zone without retailers', () => {
    expect(zoneRefusal({ marker: centre, radiusM: 1000, retailers: [] }, shops, RETAILERS)).toEqual({ kind: 'noRetailers' });
  });

  it('reads the server refusal with its other retailers', () => {
    expect(refusalFromError(new AppError('ZONE_NO_SHOPS', 'x', { other_retailers: ['Lidl', 'Aldi'] }))).toEqual({
      kind: 'noShops',
      otherRetailers: ['Lidl', 'Aldi'],
    });
    expect(refusalFromError(new AppError('ZONE_NO_RADIUS'))).toEqual({ kind: 'noRadius' });
    expect(refusalFromError(new AppError('OFFLINE'))).toBeNull();
  });

  it('writes the message in the language, listing the other retailers', () => {
    expect(refusalMessage({ kind: 'noMark' }, 'en')).toEqual({ key: 'errors.ZONE_NO_MARK' });
    expect(refusalMessage({ kind: 'noShops', otherRetailers: [] }, 'en')).toEqual({ key: 'errors.ZONE_NO_SHOPS' });
    expect(refusalMessage({ kind: 'noShops', otherRetailers: ['Aldi', 'Lidl', 'Tesco'] }, 'en')).toEqual({
      key: 'zone.otherRetailerShops',
      values: { retailers: 'Aldi, Lidl and Tesco' },
    });
    expect(refusalMessage({ kind: 'noShops', otherRetailers: ['Aldi', 'Lidl'] }, 'hu')).toEqual({
      key: 'zone.otherRetailerShops',
      values: { retailers: 'Aldi és Lidl' },
    });
  });
});
