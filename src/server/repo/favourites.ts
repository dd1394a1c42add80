import type { Queryable } from '../db/db';

/** The user's favourite products, newest first: the order is the user's own history. */
export async function favouritesNewestFirst(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>('SELECT product_id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC, product_id', [
    userId,
  ]);
  return rows.map((r) => r.product_id);
}

export async function favouriteIds(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ product_id: number }>('SELECT product_id FROM favorites WHERE user_id = $1', [userId]);
  return new Set(rows.map((r) => r.product_id));
}

/** Marks a product a favourite; false when nothing was added (no such product, or already a favourite). */
export async function addFavourite(db: Queryable, userId: number, productId: number, now: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO favorites (user_id, product_id, created_at)
     SELECT $1, id, $3 FROM products WHERE id = $2
     ON CONFLICT DO NOTHING RETURNING product_id`,
    [userId, productId, now],
  );
  return rows.length > 0;
}

export async function removeFavourite(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM favorites WHERE user_id = $1 AND product_id = $2', [userId, productId]);
}
