import { RULES } from './rules';

/** A place on the map, in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** The spec's earth radius (SPEC §9): every distance in the app, on the server, in the planner and on the map. */
export const EARTH_RADIUS_M = RULES.earthRadiusM;

/** Straight-line distance understates streets: a trip's length is its straight legs times this (SPEC §9). */
export const DETOUR_FACTOR = RULES.travel.detourFactor;

/** Where the map opens and what "near" means for a user with no zone. */
export const MAP_CENTRE: Point = { latitude: RULES.map.center.lat, longitude: RULES.map.center.lng };

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres between two places given in degrees, by the haversine formula. */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres between two points. */
export function distanceM(a: Point, b: Point): number {
  return haversineM(a.latitude, a.longitude, b.latitude, b.longitude);
}
