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

/** Degrees to radians. */
export const RAD = Math.PI / 180;

/**
 * Great-circle distance in metres between two places given in degrees, by the haversine formula. The planner's
 * PointSet computes the same expression from cached radians and cosines, so both agree to the last bit.
 */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const sDp = Math.sin((p2 - p1) / 2);
  const sDl = Math.sin(((lon2 - lon1) * RAD) / 2);
  const h = sDp * sDp + Math.cos(p1) * Math.cos(p2) * sDl * sDl;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres between two points. */
export function distanceM(a: Point, b: Point): number {
  return haversineM(a.latitude, a.longitude, b.latitude, b.longitude);
}
