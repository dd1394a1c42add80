import { describe, expect, it } from 'vitest';
import { haversineM } from '../../shared/geo';
import { PointSet } from './geo';

describe('the planner measures as the rest of the app does', () => {
  it('PointSet.dist agrees with haversineM to the last bit, either way round', () => {
    // A fixed spread of points around Budapest and beyond (a seeded walk, so the test is the same every run).
    let seed = 7;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const n = 60;
    const lats = Float64Array.from({ length: n }, () => 45.7 + next() * 3);
    const lons = Float64Array.from({ length: n }, () => 16.1 + next() * 6.8);
    const set = new PointSet(lats, lons);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const expected = haversineM(lats[i]!, lons[i]!, lats[j]!, lons[j]!);
        expect(set.dist(i, j)).toBe(expected);
        expect(set.dist(j, i)).toBe(expected);
      }
    }
  });
});
