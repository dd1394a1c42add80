import type { Queryable } from '../db/db';
import type { UserRow } from './users';

/**
 * Stores a new reset key for the account of an e-mail address and retires its older keys, in one statement that
 * does the same work whether or not the address has an account: the account, or null when there is none. An account
 * that was issued `perDay` keys in the 24 hours before `now` gets none (and keeps its last one): null too.
 */
export async function issueResetKey(db: Queryable, email: string, keyHash: string, now: Date, expires: Date, perDay: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `WITH u AS (SELECT id, email, firstname FROM users
                 WHERE email = $2
                   AND (SELECT count(*) FROM password_resets r WHERE r.user_id = users.id AND r.created_at > $5) < $6),
          retired AS (UPDATE password_resets SET used_at = $3 WHERE used_at IS NULL AND user_id IN (SELECT id FROM u)),
          created AS (INSERT INTO password_resets (key_hash, user_id, created_at, expires_at)
                      SELECT $1, id, $3, $4 FROM u RETURNING user_id)
     SELECT u.id, u.email, u.firstname FROM u JOIN created c ON c.user_id = u.id`,
    [keyHash, email, now.toISOString(), expires.toISOString(), new Date(now.getTime() - 24 * 3600_000).toISOString(), perDay],
  );
  return rows[0] ?? null;
}

/** Uses up an unused, unexpired key of the e-mail's account: the account, or null when the key is not valid. */
export async function redeemResetKey(db: Queryable, email: string, keyHash: string, now: Date): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `UPDATE password_resets r SET used_at = $3
       FROM users u
      WHERE r.key_hash = $1 AND r.user_id = u.id AND u.email = $2 AND r.used_at IS NULL AND r.expires_at > $3
  RETURNING u.id, u.email, u.firstname`,
    [keyHash, email, now.toISOString()],
  );
  return rows[0] ?? null;
}
