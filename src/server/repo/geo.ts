import { RULES } from '../../shared/rules';

export interface Point {
  latitude: number;
  longitude: number;
}

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres with the spec's earth radius (SPEC §9), by the haversine formula. */
export function distanceM(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * RULES.earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const MAP_CENTRE: Point = { latitude: RULES.map.center.lat, longitude: RULES.map.center.lng };
