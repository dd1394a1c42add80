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
 * Metres between two points given in radians with their latitudes' cosines: the haversine formula, written once.
 * haversineM calls it from degrees; the planner's PointSet from cached radians and cosines, so both agree to the
 * last bit (planner/geo.test.ts checks it).
 */
export function arcM(phiA: number, lamA: number, cosA: number, phiB: number, lamB: number, cosB: number): number {
  const sDp = Math.sin((phiB - phiA) / 2);
  const sDl = Math.sin((lamB - lamA) / 2);
  const h = sDp * sDp + cosA * cosB * sDl * sDl;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres between two places given in degrees. */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  return arcM(p1, lon1 * RAD, Math.cos(p1), p2, lon2 * RAD, Math.cos(p2));
}

/** Great-circle distance in metres between two points. */
export function distanceM(a: Point, b: Point): number {
  return haversineM(a.latitude, a.longitude, b.latitude, b.longitude);
}

/**
 * The places (shops) inside a zone, each with its distance from the zone's point in metres, nearest first: the
 * one zone filter of the server, the zone screen and the plan's shop lists. None without a point or a radius.
 */
export function withinRadius<P extends Point>(places: readonly P[], centre: Point | null, radiusM: number): Array<P & { distance_m: number }> {
  if (!centre || radiusM <= 0) return [];
  return places
    .map((p) => ({ ...p, distance_m: distanceM(centre, p) }))
    .filter((p) => p.distance_m <= radiusM)
    .sort((a, b) => a.distance_m - b.distance_m);
}
