import { describe, expect, it } from 'vitest';
import { distanceM, EARTH_RADIUS_M, haversineM, withinRadius } from './geo';

describe('distance', () => {
  it('measures on a sphere of the spec earth radius, 6378137 m', () => {
    expect(EARTH_RADIUS_M).toBe(6_378_137);
    // One degree of latitude on that sphere.
    expect(distanceM({ latitude: 47, longitude: 19 }, { latitude: 48, longitude: 19 })).toBeCloseTo(111_319.49, 1);
  });

  it('is the same either way round and nothing from a place to itself', () => {
    const nyugati = { latitude: 47.5105, longitude: 19.0566 };
    const keleti = { latitude: 47.5003, longitude: 19.0838 };
    expect(distanceM(nyugati, keleti)).toBe(distanceM(keleti, nyugati));
    expect(distanceM(nyugati, keleti)).toBe(haversineM(47.5105, 19.0566, 47.5003, 19.0838));
    expect(distanceM(nyugati, nyugati)).toBe(0);
  });
});

describe('the zone filter', () => {
  const centre = { latitude: 47.5, longitude: 19.05 };
  /** A place `m` metres north of the centre. */
  const north = (id: number, m: number) => ({ id, latitude: centre.latitude + m / 111_319.49, longitude: centre.longitude });

  it('keeps the places inside the radius, nearest first, each with its distance in metres', () => {
    const inside = withinRadius([north(1, 2500), north(2, 4000), north(3, 100), north(4, 2999)], centre, 3000);
    expect(inside.map((p) => p.id)).toEqual([3, 1, 4]);
    expect(inside[0]!.distance_m).toBeCloseTo(100, 0);
  });

  it('finds nothing without a point or a radius', () => {
    expect(withinRadius([north(1, 10)], null, 3000)).toEqual([]);
    expect(withinRadius([north(1, 10)], centre, 0)).toEqual([]);
  });
});
