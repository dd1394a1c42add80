/** Ids come straight from the database; 1 and '1' are different ids, so keep them consistent per call. */
export type PlannerId = string | number;

export interface PlanItemInput {
  productId: PlannerId;
  /** Units to buy (may be fractional, e.g. 0.5 kg); must be > 0. Duplicate products are summed. */
  quantity: number;
}

export interface PlanZone {
  latitude: number;
  longitude: number;
  radiusM: number;
  /** Retailers the user selected for the zone. */
  retailerIds: readonly PlannerId[];
}

export interface PlanRetailerInput {
  id: PlannerId;
  name: string;
}

export interface PlanShopInput {
  id: PlannerId;
  retailerId: PlannerId;
  latitude: number;
  longitude: number;
  address: string;
}

export interface ShopPriceInput {
  shopId: PlannerId;
  /** Ft per unit at this shop; null means this shop does not stock the offer. */
  price: number | null;
}

export interface PlanOfferInput {
  /** Echoed back on the bought line so the caller can show name, photo and package. */
  offerId?: PlannerId;
  retailerId: PlannerId;
  productId: PlannerId;
  /** Chain price in Ft per unit; used at every shop without its own price. */
  price: number;
  /** The shops' own prices; NO_SHOP_PRICES (or undefined, or empty) when none has one. */
  shopPrices?: readonly ShopPriceInput[];
}

/**
 * The shop prices of an offer no shop prices on its own: one shared, frozen empty list. Callers building offers use it
 * rather than an empty array each: the planner then knows without reading the list (a separate object per offer,
 * so a cache miss per offer on every plan), and nothing is allocated for it.
 */
export const NO_SHOP_PRICES: readonly ShopPriceInput[] = Object.freeze([]);

/** Whether an offer's shop prices hold any (NO_SHOP_PRICES is recognised without reading it). */
export function hasShopPrices(own: readonly ShopPriceInput[] | undefined): boolean {
  return own !== NO_SHOP_PRICES && own !== undefined && own.length > 0;
}

export interface TravelSettingsInput {
  /** When true, the trip cost takes part in choosing and ranking solutions; it is always reported. */
  include?: boolean;
  /** Ft per km driven (default 60). */
  costPerKm?: number;
  /** Ft per shop visited (default 0). */
  costPerStop?: number;
}

export interface PlanInput {
  items: readonly PlanItemInput[];
  zone: PlanZone;
  excludedRetailerIds?: readonly PlannerId[];
  retailers: readonly PlanRetailerInput[];
  shops: readonly PlanShopInput[];
  offers: readonly PlanOfferInput[];
  travel?: TravelSettingsInput;
  /** Largest store count to plan for, 1..4 (default 4). */
  maxStores?: number;
}

export interface TravelSettings {
  include: boolean;
  costPerKm: number;
  costPerStop: number;
  detourFactor: number;
}

export interface PlanLine {
  productId: PlannerId;
  offerId: PlannerId | undefined;
  quantity: number;
  /** Ft per unit at this shop (its own price if it has one, else the chain price). */
  unitPrice: number;
  /** round(unitPrice * quantity), half up. */
  lineTotal: number;
}

export interface PlanShop {
  id: PlannerId;
  address: string;
  latitude: number;
  longitude: number;
  /** Straight-line distance from the zone point, metres. */
  distanceM: number;
}

export interface PlanStore {
  retailerId: PlannerId;
  retailerName: string;
  shop: PlanShop;
  /** Position in the route, 1-based. */
  visitOrder: number;
  lines: PlanLine[];
  subtotal: number;
}

export interface MissingItem {
  productId: PlannerId;
  quantity: number;
}

export interface RouteLeg {
  /** null is the zone point. */
  fromShopId: PlannerId | null;
  toShopId: PlannerId | null;
  km: number;
}

export interface PlanRoute {
  /** Shop ids in visiting order; the route starts and ends at the zone point. */
  shopIds: PlannerId[];
  legs: RouteLeg[];
  /** Straight-line length times the detour factor, km (3 decimals). */
  km: number;
}

export type PlanNote =
  | {
      /**
       * A plan with more stores was left out: with the trip counted it costs at least as much as this one,
       * although its basket is cheaper by extraStoreSaving.
       */
      kind: 'split-not-worth';
      /** Store count of the plan that was left out. */
      storeCount: number;
      /** Basket saving of the extra store(s), Ft (> 0). */
      extraStoreSaving: number;
      /** Extra trip cost of the extra store(s), Ft. */
      extraTripCost: number;
    }
  | {
      /** A plan with more stores was left out: its basket (trip included when counted) is no cheaper than this one. */
      kind: 'no-extra-saving';
      /** Store count of the plan that was left out. */
      storeCount: number;
    }
  | {
      /** Some list items are sold by none of the chosen stores (they are listed in missingItems). */
      kind: 'items-missing';
      count: number;
    };

export interface PlanSolution {
  /** Stable within one result: `k<storeCount>`. */
  id: string;
  storeCount: number;
  /** In visiting order; every store has at least one line. */
  stores: PlanStore[];
  /** Basket total, Ft (sum of rounded lines). */
  total: number;
  /**
   * The headline yardstick (SAVINGS_BASELINE): what the cheapest single shop in the zone that sells exactly the items
   * this plan buys costs for them, judged like this plan (basket plus its trip when travel.include, else basket).
   * null when no single shop sells them: the plan buys more of the list than any one shop sells, or as many items as
   * the one-store plan but other ones (shops of a chain may stock different items).
   */
  singleStoreBaseline: number | null;
  /** singleStoreBaseline minus this plan's judged cost, Ft; 0 for a one-store plan; null with no baseline. */
  savings: number | null;
  /** savings / singleStoreBaseline * 100, one decimal; null with no baseline. */
  savePercent: number | null;
  /** The same basket at the zone's average store prices (AVERAGE_STORE_BASELINE), goods only, Ft. */
  averageBaseline: number;
  /** averageBaseline - total, Ft (goods only; can be negative). */
  averageSavings: number;
  /** averageSavings / averageBaseline * 100, one decimal. */
  averageSavePercent: number;
  coveredItemCount: number;
  missingItems: MissingItem[];
  route: PlanRoute;
  /** round(km * costPerKm + storeCount * costPerStop), Ft. */
  travelCost: number;
  netTotal: number;
  notes: PlanNote[];
}

export interface PlanResult {
  /**
   * The plans offered, sorted by rankSolutions: more of the list bought first, then savePercent descending (a plan
   * without one after those with one), then the lower judged cost, then fewer stores. A plan with a store where
   * nothing is bought, or with more stores and no lower judged cost than a plan with fewer stores buying as many
   * items, is left out.
   */
  solutions: PlanSolution[];
  /** Store counts whose best plan was left out by that rule (the kept plan it lost to carries a note). */
  leftOutStoreCounts: number[];
  /** Retailers allowed, with a shop in the zone that carries at least one list item. */
  retailersAvailable: number;
  /** Items that no shop in the zone carries: every solution misses them. */
  unavailableItems: MissingItem[];
  travel: TravelSettings;
}
