import type { Queryable } from '../db/db';
import type { MarkInboxBody, Watch } from '../../shared/api/watches';
import { INBOX_LIMIT, MAX_WATCHES } from '../../shared/api/watches';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The user's watches, newest first. */
export async function watchesOf(db: Queryable, userId: number): Promise<Watch[]> {
  const rows = await db.query<{ product_id: number; target_price: number | null; created_at: Date | string }>(
    'SELECT product_id, target_price, created_at FROM watches WHERE user_id = $1 ORDER BY created_at DESC, product_id',
    [userId],
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

/**
 * Watches a product, or sets the target price of a watch (its start stays). The watch starts from the product's last
 * observed day: only later days make inbox entries. 'missing' for no such product, 'full' at MAX_WATCHES.
 */
export async function saveWatch(
  db: Queryable,
  userId: number,
  productId: number,
  targetPrice: number | null,
  now: string,
): Promise<'saved' | 'missing' | 'full'> {
  const updated = await db.query('UPDATE watches SET target_price = $3 WHERE user_id = $1 AND product_id = $2 RETURNING 1', [
    userId,
    productId,
    targetPrice,
  ]);
  if (updated.length) return 'saved';
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM watches WHERE user_id = $1', [userId]);
  if (n >= MAX_WATCHES) return 'full';
  const rows = await db.query(
    `INSERT INTO watches (user_id, product_id, target_price, since, created_at)
     SELECT $1, p.id, $3, p.observed_on, $4 FROM products p WHERE p.id = $2
     ON CONFLICT (user_id, product_id) DO UPDATE SET target_price = EXCLUDED.target_price RETURNING 1`,
    [userId, productId, targetPrice, now],
  );
  return rows.length ? 'saved' : 'missing';
}

/** Stops watching a product; its read and dismissed marks go with it (watch_marks cascades). */
export async function removeWatch(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM watches WHERE user_id = $1 AND product_id = $2', [userId, productId]);
}

export interface InboxRow {
  product_id: number;
  day: string;
  now: number;
  was: number;
  was_day: string;
  promotion_regular: number | null;
  kind: 'cheaper' | 'promotion';
  target_price: number | null;
  state: 'unread' | 'read';
}

/**
 * The inbox, computed from the stored history: for each watched product's observed days after the watch began (the
 * non-empty days of its daily series; modelled weekly series never count), a day whose price is below the observed
 * day before it, or that went on promotion (the regular price observed that day above the price paid, and not so the
 * observed day before), at or below the target price where one is set. Dismissed entries are left out; newest first.
 * The same stored days always give the same entries, so an entry shows once however often this runs or the server
 * restarts, and an update that ran while the app was closed is not missed.
 */
export async function inboxOf(db: Queryable, userId: number): Promise<InboxRow[]> {
  return db.query<InboxRow>(
    `WITH days AS (
       SELECT w.product_id, w.target_price, w.since, d.day, d.price,
              o.regular_price IS NOT NULL AND o.regular_price > d.price AS promoted, o.regular_price,
              lag(d.price) OVER win AS was, lag(d.day) OVER win AS was_day,
              lag(o.regular_price IS NOT NULL AND o.regular_price > d.price) OVER win AS was_promoted
         FROM watches w
         JOIN products p ON p.id = w.product_id AND p.observed_on IS NOT NULL
         JOIN price_history h ON h.product_id = w.product_id AND h.step_days = 1
         CROSS JOIN LATERAL (
           SELECT h.start_date + (u.i - 1)::int AS day, u.v AS price
             FROM unnest(h.prices) WITH ORDINALITY AS u(v, i) WHERE u.v IS NOT NULL
         ) d
         LEFT JOIN price_observations o ON o.product_id = w.product_id AND o.observed_on = d.day AND o.source = 'arfigyelo'
        WHERE w.user_id = $1
       WINDOW win AS (PARTITION BY w.product_id ORDER BY d.day)
     )
     SELECT d.product_id, d.day::text AS day, d.price AS now, d.was, d.was_day::text AS was_day,
            CASE WHEN d.promoted THEN d.regular_price END AS promotion_regular,
            CASE WHEN d.promoted AND NOT coalesce(d.was_promoted, false) THEN 'promotion' ELSE 'cheaper' END AS kind,
            d.target_price, CASE WHEN m.state = 'read' THEN 'read' ELSE 'unread' END AS state
       FROM days d
       LEFT JOIN watch_marks m ON m.user_id = $1 AND m.product_id = d.product_id AND m.observed_on = d.day
      WHERE d.was IS NOT NULL AND (d.since IS NULL OR d.day > d.since)
        AND (d.price < d.was OR (d.promoted AND NOT coalesce(d.was_promoted, false)))
        AND (d.target_price IS NULL OR d.price <= d.target_price)
        AND m.state IS DISTINCT FROM 'dismissed'
      ORDER BY d.day DESC, d.product_id
      LIMIT ${INBOX_LIMIT}`,
    [userId],
  );
}

/** Marks inbox entries read or dismissed; entries of products the user does not watch are left alone. */
export async function markInbox(db: Queryable, userId: number, body: MarkInboxBody): Promise<void> {
  await db.query(
    `INSERT INTO watch_marks (user_id, product_id, observed_on, state)
     SELECT $1, w.product_id, t.day, $4
       FROM unnest($2::int[], $3::date[]) AS t(product_id, day)
       JOIN watches w ON w.user_id = $1 AND w.product_id = t.product_id
     ON CONFLICT (user_id, product_id, observed_on) DO UPDATE
       SET state = CASE WHEN watch_marks.state = 'dismissed' THEN 'dismissed' ELSE EXCLUDED.state END`,
    [userId, body.entries.map((e) => e.product_id), body.entries.map((e) => e.day), body.state],
  );
}
