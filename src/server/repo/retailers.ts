import type { Queryable } from '../db/db';

/** The retailers' slugs in id order: a retailer's id is its 1-based place here (append only). */
export const RETAILER_SLUGS = ['aldi', 'auchan', 'dm', 'lidl', 'penny', 'rossmann', 'spar', 'tesco', 'ecofamily'] as const;

export type RetailerSlug = (typeof RETAILER_SLUGS)[number];

export const RETAILER_ID: Readonly<Record<RetailerSlug, number>> = Object.fromEntries(
  RETAILER_SLUGS.map((slug, i) => [slug, i + 1]),
) as Record<RetailerSlug, number>;

/** Every retailer's name by id, as the database has them now. */
export async function retailerNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM retailers');
  return new Map(rows.map((r) => [r.id, r.name]));
}
