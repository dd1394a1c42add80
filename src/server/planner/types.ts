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
  shopPrices?: readonly ShopPriceInput[];
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
  /** Average unit price over the solution's shops that carry the product (the savings baseline). */
  baselineUnitPrice: number;
  baselineLineTotal: number;
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
      /** This many stores costs at least as much, trip included, as fewer stores with the same coverage. */
      kind: 'split-not-worth';
      comparedToStoreCount: number;
      /** Basket saving of the extra store(s), Ft (can be 0). */
      extraStoreSaving: number;
      /** Extra trip cost of the extra store(s), Ft. */
      extraTripCost: number;
    }
  | {
      /** The extra store(s) make the basket no cheaper than fewer stores with the same coverage. */
      kind: 'no-extra-saving';
      comparedToStoreCount: number;
    }
  | {
      /** Nothing is bought at these shops: an exact k-store plan had to include them. */
      kind: 'store-unused';
      shopIds: PlannerId[];
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
  /** In visiting order. */
  stores: PlanStore[];
  /** Basket total, Ft (sum of rounded lines). */
  total: number;
  /** Same basket at the baseline prices, Ft. */
  baseline: number;
  savings: number;
  /** savings / baseline * 100, one decimal. */
  savePercent: number;
  coveredItemCount: number;
  missingItems: MissingItem[];
  route: PlanRoute;
  /** round(km * costPerKm + storeCount * costPerStop), Ft. */
  travelCost: number;
  netTotal: number;
  /** false when a solution with fewer stores and the same coverage is at least as cheap (see notes). */
  paysOff: boolean;
  notes: PlanNote[];
}

export interface PlanResult {
  /** Sorted: coverage first, then solutions that pay off, then savePercent descending, then netTotal. */
  solutions: PlanSolution[];
  /** Retailers allowed, with a shop in the zone that carries at least one list item. */
  retailersAvailable: number;
  /** Items that no shop in the zone carries: every solution misses them. */
  unavailableItems: MissingItem[];
  travel: TravelSettings;
}
