import { z } from 'zod';
import { Product } from './catalogue';
import { DbId, Id } from './common';

/** A watch's target price (Ft), as `watches.target_price` holds it. */
export const TARGET_PRICE_MAX = 1_000_000;
export const TargetPrice = z.number().int().min(1).max(TARGET_PRICE_MAX);
/** How many products one account can watch (each is a price call of every update). */
export const MAX_WATCHES = 100;
/** Entries the inbox answers at most, newest first, and marks one write can set. */
export const INBOX_LIMIT = 200;

const Day = z.iso.date();

/** A watched product: its id, the optional target price and when the watch began. */
export const Watch = z.object({
  product_id: z.number().int(),
  target_price: z.number().int().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Watch = z.infer<typeof Watch>;

/** GET /watches: the products the user watches (the toggles on cards, pages and list lines read it). */
export const WatchesResponse = z.object({ watches: z.array(Watch) });

/** PUT /watches: watch a product, or change its target price (null: tell every drop and promotion). */
export const WatchBody = z.object({ product_id: DbId, target_price: TargetPrice.nullable().default(null) });
export type WatchBody = z.input<typeof WatchBody>;
export const WatchParams = z.object({ product_id: Id });

export const InboxState = z.enum(['unread', 'read']);

/**
 * One inbox entry: a watched product's observed day on which its price fell below the day observed before it, or it
 * went on promotion (the regular price above the price paid), at or below the target price where one is set. Computed
 * from the stored history, never from an update's events.
 */
export const InboxEntry = z.object({
  product: Product,
  /** The observed day (YYYY-MM-DD) and the price paid then. */
  day: Day,
  now: z.number().int(),
  /** The observed day before it and its price. */
  was: z.number().int(),
  was_day: Day,
  /** The regular price that day when it was on promotion, else null. */
  promotion_regular: z.number().int().nullable(),
  kind: z.enum(['cheaper', 'promotion']),
  target_price: z.number().int().nullable(),
  state: InboxState,
});
export type InboxEntry = z.infer<typeof InboxEntry>;

/** GET /inbox: entries not dismissed, newest first, and how many are unread (the navigation's count). */
export const InboxResponse = z.object({ entries: z.array(InboxEntry), unread: z.number().int().min(0) });
export type InboxResponse = z.infer<typeof InboxResponse>;

/** PUT /inbox: entries (product and day) marked read or dismissed; dismissed ones never come back. */
export const MarkInboxBody = z.object({
  entries: z.array(z.object({ product_id: DbId, day: Day })).min(1).max(INBOX_LIMIT),
  state: z.enum(['read', 'dismissed']),
});
export type MarkInboxBody = z.infer<typeof MarkInboxBody>;
