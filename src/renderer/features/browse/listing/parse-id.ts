import { Id } from '../../../../shared/api/common';

/**
 * A route or query id: a positive whole number a database id can be (ids the price feed makes start at 10^9), in
 * plain decimal digits as the server takes it (not '0x4', '04' or ' 4'), or null.
 */
export function parseId(raw: string | null | undefined): number | null {
  const id = Id.safeParse(raw);
  return typeof raw === 'string' && id.success ? id.data : null;
}
