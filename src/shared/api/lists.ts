import { z } from 'zod';
import { DbId, Id, IsoDate, Text, Version } from './common';
import { RULES } from '../rules';
import { PriceSource, Product } from './catalogue';
import { PlanPriceSources, PlanRequestBody } from './plans';

export const ListProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  price: z.number(),
  retailer_name: z.string(),
  quantity: z.number().int(),
  created: IsoDate,
  saving: z.number(),
  package: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
  /** Where the price comes from and when (SPEC beyond §3: every price says so). */
  price_source: PriceSource,
  /** False when the price monitor no longer reports this offer: it stays on the list, marked. */
  available: z.boolean(),
  /** True: the line wants any product of this product's kind (the cheapest per store); this product is its example. */
  any_brand: z.boolean(),
  /** The product's kind ("UHT milk 1.5%"), in the answer's language. */
  kind_name: z.string(),
  /** What the price alone does not say: promotion (was), loyalty price, deposit, shops carrying it. */
  ...Product.pick({ regular_price: true, loyalty_price: true, return_fee: true, shops_carrying: true, chain_shops: true }).shape,
});
export type ListProduct = z.infer<typeof ListProduct>;

/**
 * What a list costs in the user's zone before planning: each line at its cheapest known price among the zone's chains
 * (the same offers, loyalty prices and deposit a plan would count), and the whole list at each chain alone. Null when
 * the user has no zone.
 */
export const ListTotals = z.object({
  /** Sum of each line's cheapest in-zone cost, deposit included (Ft). */
  cheapest: z.number(),
  /** Deposit included in `cheapest` (Ft). */
  deposit: z.number(),
  /** Lines no chain of the zone sells (left out of `cheapest`). */
  missing: z.number().int(),
  /** The list at each chain of the zone alone, cheapest first; `missing` lines that chain does not sell. */
  chains: z.array(z.object({ retailer_id: z.number().int(), retailer_name: z.string(), total: z.number(), missing: z.number().int() })),
  /** Where the cheapest prices come from. */
  sources: PlanPriceSources,
});
export type ListTotals = z.infer<typeof ListTotals>;

export const ShoppingList = z.object({
  id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
  created: IsoDate,
  /** Bumped on every change; a write carrying an older version is refused (CONFLICT) rather than lost. */
  version: z.number().int(),
  products: z.array(ListProduct),
  /** The list's cost in the zone; missing where not computed, null without a zone. */
  totals: ListTotals.nullable().optional(),
});
export type ShoppingList = z.infer<typeof ShoppingList>;

export const ListsResponse = z.object({ items: z.array(ShoppingList) });

export const CreateListBody = z.object({
  name: Text,
  products: z.array(z.never()).max(0).default([]),
});
export type CreateListBody = z.infer<typeof CreateListBody>;
export const CreateListResponse = z.object({ success: z.literal(true), id: z.number().int() });

/** "Shop again": POST /lists/{id}/copy and /lists/plan/{id}/copy make a new list of a list's or a plan's items. */
export const CopyListBody = z.object({ name: Text });
export type CopyListBody = z.infer<typeof CopyListBody>;
/** The new list; `left_out` counts a plan's items that can no longer be put on a list (nothing of them is sold). */
export const CopyListResponse = CreateListResponse.extend({ left_out: z.number().int() });

export const ListProductInput = z.object({
  product_id: DbId,
  quantity: z.number().int().min(0).max(RULES.maxListQuantity),
  /** Any brand of this product's kind; false or left out: this product. */
  any_brand: z.boolean().optional(),
});

/** PUT /lists/{id} as an update: rename, and optionally replace the products. */
export const UpdateListBody = z.object({
  name: Text,
  products: z.array(ListProductInput).max(500).optional(),
  created: IsoDate.optional(),
  version: Version.optional(),
});
export type UpdateListBody = z.infer<typeof UpdateListBody>;

/** Which call a PUT /lists/{id} body is (SPEC §7 puts both on the one path): a plan request names retailers. */
export function listPutKind(body: unknown): 'plan' | 'update' {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'retailers') ? 'plan' : 'update';
}

const ListPutKinds = z.discriminatedUnion('kind', [
  UpdateListBody.extend({ kind: z.literal('update') }),
  PlanRequestBody.extend({ kind: z.literal('plan') }),
]);

/**
 * The body of PUT /lists/{id}, one schema for both calls on that path: listPutKind reads the kind from the body's
 * keys, and the body is checked against that kind's shape alone, so a bad body is told what is wrong with the call
 * it meant (a plan request with no retailers is not told that a list needs a name). The route table's updateList and
 * requestPlan bodies are its two kinds; the server parses the path's bodies with it.
 */
export const ListPutBody = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, kind: listPutKind(body) } : body),
  ListPutKinds,
);
export type ListPutBody = z.infer<typeof ListPutKinds>;

/** PUT /lists/{list_id}/products: quantity 0 removes the row. */
export const SetQuantityBody = ListProductInput.extend({ version: Version.optional() });
export type SetQuantityBody = z.infer<typeof SetQuantityBody>;

export const ListParams = z.object({ list_id: Id });
