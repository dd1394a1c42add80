import { INT4_MAX } from '../../../../shared/api/common';

/** A route or query id: a positive whole number a database id can be (ids the price feed makes start at 10^9), or null. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= INT4_MAX ? n : null;
}
