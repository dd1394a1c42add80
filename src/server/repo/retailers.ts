import type { Queryable } from '../db/db';

/** Every retailer's name by id, as the database has them now. */
export async function retailerNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM retailers');
  return new Map(rows.map((r) => [r.id, r.name]));
}
