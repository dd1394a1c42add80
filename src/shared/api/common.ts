import { z } from 'zod';
import { ErrorCode } from '../errors';
import { RULES } from '../rules';

/** PostgreSQL `integer` (int4): every integer input is bounded to what its column holds. */
export const INT4_MAX = 2_147_483_647;
/** A row id in a body (a positive int4). */
export const DbId = z.number().int().positive().max(INT4_MAX);
/** A row id in a path or query string. */
export const Id = z.coerce.number().int().positive().max(INT4_MAX);
/** A row version counter (int4). */
export const Version = z.number().int().min(0).max(INT4_MAX);
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** Control characters have no place in a name or a query, and PostgreSQL cannot store NUL at all. */
const hasControl = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
};
export const PlainString = z.string().refine((s) => !hasControl(s), 'contains control characters');

/** A user-typed text: trimmed, not empty, bounded, no control characters. Stored and shown literally. */
export const Text = z.string().trim().min(1).max(RULES.maxTextLength).pipe(PlainString);

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export type Email = z.infer<typeof Email>;

export const IsoDate = z.iso.datetime({ offset: true });

export const Success = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof Success>;

/** Every non-2xx answer of the server has this body. */
export const ErrorBody = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Page = z.coerce.number().int().min(1).max(10_000).default(1);
export const Limit = z.coerce.number().int().min(1).max(100).default(RULES.categoryPageSize);
export const PageQuery = z.object({ page: Page, limit: Limit });
export type PageQuery = z.infer<typeof PageQuery>;
