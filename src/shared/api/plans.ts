import { z } from 'zod';
import { DbId, IsoDate } from './common';
import { PriceSource, Product, Shop } from './catalogue';
import { RULES } from '../rules';

/** Largest trip costs a user can enter, Ft per km and Ft per store visited. */
export const TRAVEL_MAX = { perKm: 10_000, perStop: 100_000 } as const;

export const TravelSettings = z.object({
  per_km: z.number().min(0).max(TRAVEL_MAX.perKm).default(RULES.travel.perKmDefault),
  per_stop: z.number().min(0).max(TRAVEL_MAX.perStop).default(RULES.travel.perStopDefault),
});
export type TravelSettings = z.infer<typeof TravelSettings>;

/** The user's trip choice, remembered across restarts: whether the trip is counted, and its costs. */
export const TripPrefs = z.object({
  include: z.boolean(),
  per_km: z.number().min(0).max(TRAVEL_MAX.perKm),
  per_stop: z.number().min(0).max(TRAVEL_MAX.perStop),
});
export type TripPrefs = z.infer<typeof TripPrefs>;
/** Trip cost is counted by default (driving costs money); the card says so, and the user's choice is kept. */
export const DEFAULT_TRIP_PREFS: TripPrefs = { include: true, per_km: RULES.travel.perKmDefault, per_stop: RULES.travel.perStopDefault };

/** PUT /lists/{id} as a plan request: the retailers to consider. */
export const PlanRequestBody = z.object({
  retailers: z.array(DbId).min(1).max(50),
  travel: TravelSettings.optional(),
});
export type PlanRequestBody = z.infer<typeof PlanRequestBody>;

export const PlanShop = Shop.extend({ distance_m: z.number().nullable().optional() });

export const MissingItem = z.object({ product_id: z.number().int(), name: z.string(), quantity: z.number().int() });

export const RouteStop = z.object({ shop_id: z.number().int(), retailer_name: z.string(), address: z.string() });
export const Route = z.object({ stops: z.array(RouteStop), km: z.number(), travel_cost: z.number() });

/**
 * Advice in data, translated by the app, on the plan it concerns: e.g. a plan with 3 stores was left out
 * because its basket is no cheaper (no-extra-saving), or saves 240 Ft in the shops while its trip costs 380 Ft
 * more (split-not-worth); store_count is the store count of the plan left out.
 */
export const PlanAdvice = z.object({
  kind: z.string(),
  saving: z.number().optional(),
  trip_cost: z.number().optional(),
  store_count: z.number().int().optional(),
});

/** The second, labelled figure: the same basket against the zone's average store, goods only (AVERAGE_STORE_BASELINE). */
export const AverageComparison = z.object({
  baseline: z.number(),
  savings: z.number(),
  save_percent: z.number(),
});

/** One candidate plan, as the solutions screen lists them. */
export const PlanPriceSources = z.object({
  observed: z.number().int(),
  estimate: z.number().int(),
  /** The latest data date among the observed prices (YYYY-MM-DD), null when none is observed. */
  observed_on: z.string().nullable(),
});
export type PlanPriceSources = z.infer<typeof PlanPriceSources>;

/**
 * What a plan's prices rest on beyond the shelf price: loyalty prices taken (only at chains whose programme the user
 * uses), the drink-container deposit counted in the total, and offers carried by few of their chain's shops.
 */
export const PlanTerms = z.object({
  loyalty: z.array(z.object({ retailer_name: z.string(), programme: z.string().nullable(), lines: z.number().int() })),
  /** Ft of deposit included in the total. */
  deposit: z.number(),
  risky: z.array(z.object({ retailer_name: z.string(), lines: z.number().int() })),
});
export type PlanTerms = z.infer<typeof PlanTerms>;

export const Solution = z.object({
  id: z.number().int(),
  title: z.string(),
  store_count: z.number().int(),
  retailers: z.array(z.object({ retailer_name: z.string(), retailer_id: z.number().int().optional(), shop: z.array(PlanShop) })),
  /**
   * Headline saving, Ft, against the cheapest single store in the zone for the same items (SAVINGS_BASELINE),
   * net of the trip when travel_included; 0 for a one-store plan; null when no single store sells all its items.
   */
  savings: z.number().nullable(),
  /** savings as a percentage of baseline, one decimal; null with savings. */
  save_percent: z.number().nullable(),
  /** Goods only, Ft. */
  total: z.number(),
  /** What the cheapest single store costs for the same items (with its trip when travel_included); null as above. */
  baseline: z.number().nullable().optional(),
  average: AverageComparison.optional(),
  /** Whether the trip cost took part in choosing this plan and in its saving (net_total = total + trip). */
  travel_included: z.boolean().optional(),
  route: Route.nullable().optional(),
  net_total: z.number().optional(),
  missing: z.array(MissingItem).optional(),
  advice: z.array(PlanAdvice).optional(),
  /** Where the plan's prices come from: how many lines are observed (and the latest data date), how many estimated. */
  price_sources: PlanPriceSources.optional(),
  terms: PlanTerms.optional(),
});
export type Solution = z.infer<typeof Solution>;

export const PlanResponse = z.object({ versions: z.array(Solution) });

export const PlanProduct = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  photo: z.string().nullable(),
  price: z.number(),
  package: z.number().nullable(),
  quantity: z.number().int(),
  unit: z.string().nullable(),
  /** Today's price when it differs from the saved one. */
  current_price: z.number().nullable().optional(),
  /** Where the plan's price came from, as of the day the plan was made. */
  price_source: PriceSource,
  /** False when the offer is no longer reported (the plan keeps its frozen price). */
  available: z.boolean(),
  /**
   * What the same product costs today at the plan's other stores, or where that chain does not sell it, the same
   * amount of a similar product of its kind (named, and marked similar); for an "any brand" line, what its amount
   * costs there with the kind's cheapest product, per pack bought here. Null where the chain sells nothing of the kind.
   */
  others: z
    .array(
      z.object({
        retailer_id: z.number().int(),
        retailer_name: z.string(),
        price: z.number().nullable(),
        /** The product priced there (null where none is): it may be another product than this one. */
        name: z.string().nullable().optional(),
        /** True when that product is not this one but a similar product of the same kind standing in for it. */
        similar: z.boolean().optional(),
      }),
    )
    .optional(),
  /** For an "any brand" line, the kind it asked for (this product is the one chosen); null for a fixed line. */
  kind_name: z.string().nullable().optional(),
  /** The drink-container deposit per item included in `price` (Ft). */
  deposit: z.number().optional(),
  /** True when `price` is the chain's loyalty price (the user uses its programme). */
  loyalty: z.boolean().optional(),
  /** Today's terms of the offer: promotion (was), loyalty price, shops carrying it. */
  ...Product.pick({ regular_price: true, loyalty_price: true, shops_carrying: true, chain_shops: true }).shape,
});
export type PlanProduct = z.infer<typeof PlanProduct>;

/** One item of a plan whose price moved, or that is gone, since the plan was made. */
export const PlanChange = z.object({ id: z.number().int(), name: z.string(), was: z.number(), now: z.number().nullable() });
export type PlanChange = z.infer<typeof PlanChange>;

/**
 * What changed since a plan was made: items now cheaper or dearer at its shops, items gone, what the plan costs
 * today, and the best plan for the same items today (same zone, retailers and trip setting), with what it would save.
 */
export const PlanChanges = z.object({
  cheaper: z.array(PlanChange),
  dearer: z.array(PlanChange),
  gone: z.array(PlanChange),
  /** The plan's items still on sale, at today's prices at its shops (goods only). */
  today_total: z.number(),
  /** How many items the plan can still buy. */
  items: z.number().int(),
  travel_included: z.boolean(),
  replan: z
    .object({
      total: z.number(),
      net_total: z.number(),
      store_count: z.number().int(),
      /** How many items the new plan buys. */
      items: z.number().int(),
      /** Today's cost of this plan minus the new plan's (both with the trip when it is counted); > 0 saves. */
      saving: z.number(),
    })
    .nullable(),
});
export type PlanChanges = z.infer<typeof PlanChanges>;

export const PlanVersion = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  /** The name of the list the plan was made for, as it was then. */
  name: z.string(),
  /** When the plan was made. */
  created: IsoDate,
  retailers: z.array(
    z.object({ id: z.number().int(), name: z.string(), products: z.array(PlanProduct), shop: z.array(PlanShop) }),
  ),
  /** 1 means saved (SPEC §3). */
  saved: z.union([z.literal(0), z.literal(1)]),
  /** Goods only, Ft. */
  total: z.number(),
  /** Whether the trip was counted when the plan was made (its card then showed net_total); false in older plans. */
  travel_included: z.boolean().optional(),
  /** Goods and the trip, Ft: present when travel_included. */
  net_total: z.number().optional(),
  route: Route.nullable().optional(),
  missing: z.array(MissingItem).optional(),
  prices_changed: z.boolean().optional(),
  /** Present when a price moved or an item is gone since the plan was made. */
  changes: PlanChanges.nullable().optional(),
  /** Loyalty prices taken, deposit counted, offers few shops carry; missing in plans made before they were kept. */
  terms: PlanTerms.optional(),
});
export type PlanVersion = z.infer<typeof PlanVersion>;
export const PlanVersionResponse = z.object({ version: PlanVersion });

export const SavePlanBody = z.object({ id: DbId });

/** POST /lists/plan/{id}/mail: the plan's checklist is mailed to the account's own address, which the answer names. */
export const MailPlanResponse = z.object({ success: z.literal(true), to: z.string() });

export const SavedPlan = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
  created: IsoDate,
  shop_count: z.number().int(),
  /** Goods only, Ft. */
  total: z.number(),
  /** Whether the trip was counted when the plan was made: its card then showed net_total, and so does the row. */
  travel_included: z.boolean(),
  /** Goods and the trip, Ft; null when the trip was not counted. */
  net_total: z.number().nullable(),
});
export type SavedPlan = z.infer<typeof SavedPlan>;
export const SavedPlansResponse = z.object({ versions: z.array(SavedPlan) });
