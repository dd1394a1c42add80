import { z } from 'zod';

/** Why the last update failed, for the app to explain in the user's language. */
export const FeedErrorKind = z.enum(['network', 'http', 'format', 'rejected', 'saving', 'busy', 'disabled']);
export type FeedErrorKind = z.infer<typeof FeedErrorKind>;

export const FeedPhase = z.enum(['chains', 'categories', 'shops', 'export', 'prices', 'saving']);

/** GET /feed: how fresh the catalogue's prices are, and an update under way. */
export const FeedStatus = z.object({
  source: z.string(),
  /** The data date of the observed prices (the monitor's export date), null before the first update. */
  data_date: z.string().nullable(),
  /** When the last update was written, and when the monitor was last asked (ISO, UTC). */
  updated_at: z.string().nullable(),
  checked_at: z.string().nullable(),
  status: z.enum(['never', 'ok', 'failed']),
  /** Why the last check failed (English, for the log); `error_kind` is what the app translates. */
  message: z.string().nullable(),
  error_kind: FeedErrorKind.nullable(),
  running: z.boolean(),
  progress: z
    .object({
      phase: FeedPhase,
      fraction: z.number().min(0).max(1),
      /** What the update is doing: downloading the export, checking its rows, writing them. */
      step: z.enum(['download', 'check', 'write']).optional(),
      /** Rows checked or written so far, and of how many. */
      rows: z.number().int().min(0).optional(),
      rowsTotal: z.number().int().min(0).optional(),
    })
    .nullable(),
  /** Until when (ISO, UTC) "Update prices now" will not ask the monitor again, a check having just succeeded; null when it would now. */
  next_check_at: z.string().nullable(),
  /** The date the bundled catalogue's estimates were modelled for. */
  modelled_on: z.string().nullable(),
  /** Offers on sale whose price is observed (the installed basket before any update), and the latest data date. */
  observed: z.object({ count: z.number().int(), latest: z.string().nullable() }),
  /** Whether this server can reach a feed at all (a deployment may switch it off). */
  enabled: z.boolean(),
});
export type FeedStatus = z.infer<typeof FeedStatus>;
