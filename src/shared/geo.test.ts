import { describe, expect, it } from 'vitest';
import { distanceM, EARTH_RADIUS_M, haversineM } from './geo';

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
