/**
 * Shopping planner: pure functions, no I/O. The plan endpoints load the list, zone, shops and offers,
 * call planShopping and map the result to the API shape.
 */
export { AVERAGE_STORE_BASELINE, offerPlans, planShopping, rankSolutions, SAVINGS_BASELINE } from './plan.js';
export { DEFAULT_COST_PER_KM, DEFAULT_COST_PER_STOP, MAX_STORES } from './model.js';
export { DETOUR_FACTOR, EARTH_RADIUS_M, haversineM } from './geo.js';
export { lineTotal, roundForint, travelCost } from './money.js';
export type * from './types.js';
export { NO_SHOP_PRICES } from './types.js';
