import { z } from 'zod';
import { DbId, Email, Id, IsoDate, Text, Version } from './common';
import { RULES } from '../rules';
import { PriceSource, Product } from './catalogue';
import { PlanPriceSources, PlanRequestBody } from './plans';

/** An account as a shared list shows it: its first name, and whether it is the one asking. */
export const ListPerson = z.object({ id: z.number().int(), name: z.string(), you: z.boolean() });
export type ListPerson = z.infer<typeof ListPerson>;

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
  /** Who put the line on the list and who changed it last; null when that account is gone (missing: not told). */
  added_by: ListPerson.nullable().optional(),
  changed_by: ListPerson.nullable().optional(),
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
  /** What each line adds to `cheapest`, and at which chain (null: no chain of the zone sells it). */
  lines: z
    .array(z.object({ product_id: z.number().int(), cost: z.number().nullable(), retailer_name: z.string().max(200).nullable() }))
    .optional(),
});
export type ListTotals = z.infer<typeof ListTotals>;

/** A list's sharing as the asking account sees it (docs/household.md). */
export const ListSharing = z.object({
  /** 'owner': the asking account's own list; 'member': another account shared it with the asking one. */
  role: z.enum(['owner', 'member']),
  owner: ListPerson,
  /** The accounts the owner shared it with, by the date they joined. */
  members: z.array(ListPerson),
  /** The owner's invitations waiting for an answer or declined; a member is not shown them (empty). */
  invitations: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), state: z.enum(['pending', 'declined']), created: IsoDate }),
  ),
});
export type ListSharing = z.infer<typeof ListSharing>;

export const LIST_CHANGE_KINDS = ['add', 'quantity', 'remove', 'rename', 'replace', 'join', 'leave'] as const;
/** The list's last change, for its activity line: who, what, when, and on which product. */
export const ListActivity = z.object({
  by: ListPerson.nullable(),
  kind: z.enum(LIST_CHANGE_KINDS),
  product: z.string().nullable(),
  at: IsoDate,
});
export type ListActivity = z.infer<typeof ListActivity>;

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
  /** Who owns it and whom it is shared with (missing: not told). */
  sharing: ListSharing.optional(),
  /** Its last change; null before any change was recorded. */
  activity: ListActivity.nullable().optional(),
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

/**
 * PUT /lists/{list_id}/products: quantity 0 removes the row. With `version` (the list's, as the client read it) the
 * write is refused with CONFLICT when this line was added, changed or removed after that version; changes to other
 * lines since do not stop it (docs/household.md#conflicts).
 */
export const SetQuantityBody = ListProductInput.extend({ version: Version.optional() });
export type SetQuantityBody = z.infer<typeof SetQuantityBody>;

export const ListParams = z.object({ list_id: Id });

/** POST /lists/{id}/invitations: the owner invites another account of this server by its e-mail address. */
export const InviteBody = z.object({ email: Email });
export type InviteBody = z.infer<typeof InviteBody>;
export const InviteResponse = z.object({ success: z.literal(true), invitation_id: z.number().int() });

/** An invitation the asking account received and has not answered. */
export const Invitation = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  list_name: z.string(),
  /** The owner who invited: first name and address. */
  from_name: z.string(),
  from_email: z.string(),
  created: IsoDate,
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationsResponse = z.object({ items: z.array(Invitation) });

/** PUT /invitations/{id}: accept (become a member) or decline. */
export const AnswerInvitationBody = z.object({ accept: z.boolean() });

/** DELETE /lists/{list_id}/members/{user_id}: the owner removes a member, or a member (their own id) leaves. */
export const MemberParams = z.object({ list_id: Id, user_id: Id });
/** DELETE /lists/{list_id}/invitations/{invitation_id}: the owner withdraws an invitation. */
export const InvitationParams = z.object({ list_id: Id, invitation_id: Id });

/**
 * GET /lists/versions: the cheap question a client asks every few seconds (polling, docs/household.md): each list's
 * id and version, and how many invitations wait; a change means the lists (or the invitations) are loaded again.
 */
export const ListVersionsResponse = z.object({
  lists: z.array(z.object({ id: z.number().int(), version: z.number().int() })),
  invitations: z.number().int(),
  /** Whether any list of the account is shared, or waits for an invitee's answer: clients ask more often then. */
  shared: z.boolean(),
});
export type ListVersionsResponse = z.infer<typeof ListVersionsResponse>;
