import type { Db, Queryable } from '../db/db';

/** The chains whose loyalty programme the user uses (retailer ids). */
export async function loyaltyOf(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ retailer_id: number }>('SELECT retailer_id FROM user_loyalty WHERE user_id = $1', [userId]);
  return new Set(rows.map((r) => r.retailer_id));
}

/** Replaces the user's loyalty programmes with these chains, in one transaction. */
export async function saveLoyalty(db: Db, userId: number, retailerIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM user_loyalty WHERE user_id = $1', [userId]);
    const ids = [...new Set(retailerIds)];
    if (ids.length) await tx.query('INSERT INTO user_loyalty (user_id, retailer_id) SELECT $1, unnest($2::int[])', [userId, ids]);
  });
}
