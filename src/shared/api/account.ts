import { z } from 'zod';
import { RULES } from '../rules';
import { Email, IsoDate, PlainString, WellFormed } from './common';

/** How the server's prices are kept up to date for this account (users.price_updates). */
export const PRICE_UPDATES = ['automatic', 'on_demand', 'off'] as const;
export const PriceUpdates = z.enum(PRICE_UPDATES);
export type PriceUpdates = z.infer<typeof PriceUpdates>;

const Firstname = z.string().trim().min(1).max(100).pipe(PlainString);
/** A password as typed: hashed as UTF-8, so never a lone surrogate (see RegisterBody). */
const Password = z.string().max(1024).pipe(WellFormed);

/** GET /account: who is signed in, the account's settings, and an e-mail change waiting for its link. */
export const AccountResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  language: z.enum(RULES.languages).nullable(),
  price_updates: PriceUpdates,
  /** The new address of a change whose link was mailed and not yet opened. */
  pending_email: z.string().nullable(),
  created_at: IsoDate,
});
export type AccountResponse = z.infer<typeof AccountResponse>;

/** PUT /account: the name and settings; what is left out stays as it is. */
export const UpdateAccountBody = z
  .object({
    firstname: Firstname.optional(),
    language: z.enum(RULES.languages).optional(),
    price_updates: PriceUpdates.optional(),
  })
  .refine((b) => b.firstname !== undefined || b.language !== undefined || b.price_updates !== undefined, 'nothing to change');
export type UpdateAccountBody = z.infer<typeof UpdateAccountBody>;

/** POST /account/email: mails a confirmation link to the new address; the address changes when it is opened. */
export const ChangeEmailBody = z.object({ email: Email, password: Password });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailResponse = z.object({ success: z.literal(true), pending_email: z.string() });

/** PUT /account/email: the key of the mailed link. */
export const ConfirmEmailBody = z.object({ key: z.string().min(16).max(256) });
export const ConfirmEmailResponse = z.object({ success: z.literal(true), email: z.string() });

/** PUT /account/password: the current password and the new one; every other session of the account ends. */
export const ChangePasswordBody = z.object({ current: Password, password: Password });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const ChangePasswordResponse = z.object({ success: z.literal(true), ended_sessions: z.number().int().min(0) });

/** POST /account/delete: the password again; every row of the account goes. */
export const DeleteAccountBody = z.object({ password: Password });
/** Rows erased, by table (lists, list_items, plans, favorites, zones, sessions, …): read from the schema, so a new table is counted too. */
export const DeleteAccountResponse = z.object({
  success: z.literal(true),
  erased: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().min(0)),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

const ExportItem = z.object({
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  any_brand: z.boolean(),
  added_at: IsoDate,
  /** The first name of the account that put it on the list (on a shared list, maybe another's); null: an account since deleted. */
  added_by: z.string().nullable(),
});
const ExportList = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: IsoDate,
  items: z.array(ExportItem),
  /** The accounts the list is shared with (first names) and the invitations sent for it. */
  members: z.array(z.object({ name: z.string(), joined_at: IsoDate })),
  invitations: z.array(z.object({ name: z.string(), email: z.string(), state: z.enum(['pending', 'declined']), created_at: IsoDate })),
});
/** A list another account shared with this one: its owner's, held here as this account sees and changes it. */
const ExportSharedList = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: z.string(),
  joined_at: IsoDate,
  items: z.array(ExportItem),
});
const ExportInvitation = z.object({ list_name: z.string(), from: z.string(), state: z.enum(['pending', 'declined']), created_at: IsoDate });
const ExportPlan = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  list_name: z.string(),
  saved: z.boolean(),
  created_at: IsoDate,
  product_count: z.number().int(),
  store_count: z.number().int(),
  total: z.number().int(),
  save_percent: z.number().nullable(),
  /** The plan as it was shown, with that day's prices. */
  data: z.unknown(),
});
const ExportFavorite = z.object({ product_id: z.number().int(), name: z.string(), added_at: IsoDate });
const ExportWatch = z.object({
  product_id: z.number().int(),
  name: z.string(),
  target_price: z.number().int().nullable(),
  /** The product's last observed day when the watch began (YYYY-MM-DD): only later days make inbox entries. */
  since: z.iso.date().nullable(),
  added_at: IsoDate,
  marks: z.array(z.object({ day: z.iso.date(), state: z.enum(['read', 'dismissed']) })),
});
const ExportZone = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** The zone's size as the zone screen sets it (GET /zone's diameter). */
  diameter: z.number().int(),
  retailers: z.array(z.number().int()),
  updated_at: IsoDate,
});

/** GET /account/data: everything the server keeps of the account, as the "Download my data" file holds it. */
export const AccountData = z.object({
  format: z.literal('kosar-account-data'),
  version: z.literal(1),
  exported_at: IsoDate,
  account: z.object({
    email: z.string(),
    firstname: z.string(),
    language: z.enum(RULES.languages).nullable(),
    price_updates: PriceUpdates,
    created_at: IsoDate,
  }),
  zone: ExportZone.nullable(),
  /** The account's own lists. */
  lists: z.array(ExportList),
  /** Lists other accounts shared with this one. */
  shared_with_me: z.array(ExportSharedList),
  /** Invitations to share a list this account received and has not accepted. */
  invitations: z.array(ExportInvitation),
  plans: z.array(ExportPlan),
  favorites: z.array(ExportFavorite),
  /** Price watches, with the inbox entries read or dismissed. */
  watches: z.array(ExportWatch),
});
export type AccountData = z.infer<typeof AccountData>;
