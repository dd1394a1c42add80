/**
 * Forint amounts are whole numbers; round half up. The epsilon keeps float noise such as
 * 199 * 0.35 = 69.64999... from flipping a true .5 down.
 */
export function roundForint(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}

/** Price of one list line: unit price times quantity, rounded once per line (not per unit). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return roundForint(unitPrice * quantity);
}

/** Trip cost of a route of straight-line length `metres` through `stops` shops. */
export function travelCost(metres: number, stops: number, costPerKm: number, costPerStop: number, detour: number): number {
  return roundForint(((metres * detour) / 1000) * costPerKm + stops * costPerStop);
}
