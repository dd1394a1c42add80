import { z } from 'zod';
import { ErrorCode } from '../errors';
import { RULES } from '../rules';

/** PostgreSQL `integer` (int4): every integer input is bounded to what its column holds. */
export const INT4_MAX = 2_147_483_647;
/** A row id in a body (a positive int4). */
export const DbId = z.number().int().positive().max(INT4_MAX);

/** Canonical decimal digits only: no sign, no leading zero, no space, no 0x, no exponent, no point. */
const PLAIN_DIGITS = /^(0|[1-9][0-9]{0,15})$/;
const NOT_WHOLE = 'must be a whole number in plain decimal digits';
/**
 * A whole number from min to max, from a path or query string or a typed caller: a number, or a string of plain decimal
 * digits. Number() and z.coerce would also read '0x65', '1e2', '  101', true and [101] as numbers: those are refused.
 */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && PLAIN_DIGITS.test(v) ? Number(v) : v),
    z.number({ error: NOT_WHOLE }).int({ error: NOT_WHOLE }).min(min).max(max),
  );

const PLAIN_DECIMAL = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,17})?$/;
/** A number, or a string of it in plain decimal notation ('47.49', '-19.04'): not '0x10', '1e1' or ' 47'. */
export const decimalNumber = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && PLAIN_DECIMAL.test(v) ? Number(v) : v), z.number({ error: 'must be a number in plain decimal notation' }).min(min).max(max));

/** A row id in a path or query string. */
export const Id = wholeNumber(1, INT4_MAX);
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
/** Half of a UTF-16 surrogate pair without the other half: UTF-8, and so the database, cannot hold it (it would become U+FFFD). */
const hasLoneSurrogate = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = s.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
};
/** Text that is stored or hashed exactly as sent: no lone surrogate. */
export const WellFormed = z.string().refine((s) => !hasLoneSurrogate(s), 'contains a lone UTF-16 surrogate');
export const PlainString = WellFormed.refine((s) => !hasControl(s), 'contains control characters');

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

export const Page = wholeNumber(1, 10_000).default(1);
export const Limit = wholeNumber(1, 100).default(RULES.categoryPageSize);
export const PageQuery = z.object({ page: Page, limit: Limit });
export type PageQuery = z.infer<typeof PageQuery>;
