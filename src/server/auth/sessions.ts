import type { Queryable } from '../db/db';
import { hashSecret, newSecret } from '../security';
import { RULES } from '../../shared/rules';

export interface AuthedUser {
  id: number;
  email: string;
  firstname: string;
  tokenHash: string;
}

const DAY_MS = 24 * 3600 * 1000;
const TTL_MS = RULES.session.ttlDays * DAY_MS;

export async function createSession(db: Queryable, userId: number, now: Date): Promise<{ token: string; expires: Date }> {
  const token = newSecret();
  const expires = new Date(now.getTime() + TTL_MS);
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecret(token),
    userId,
    now.toISOString(),
    expires.toISOString(),
  ]);
  return { token, expires };
}

/** The user a token belongs to, or null when unknown or expired. Sliding expiry: extended at most once a day. */
export async function userForToken(db: Queryable, token: string, now: Date): Promise<AuthedUser | null> {
  const tokenHash = hashSecret(token);
  const rows = await db.query<{ id: number; email: string; firstname: string; expires_at: Date | string }>(
    `SELECT u.id, u.email, u.firstname, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const expires = new Date(row.expires_at).getTime();
  if (expires - now.getTime() < TTL_MS - DAY_MS) {
    await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [
      tokenHash,
      new Date(now.getTime() + TTL_MS).toISOString(),
    ]);
  }
  return { id: row.id, email: row.email, firstname: row.firstname, tokenHash };
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function hasZone(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM zones WHERE user_id = $1', [userId]);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Recently checked tokens, so most authenticated reads need no database round trip. This process's own
 * revocations (logout, password reset) take effect at once; `ttlMs` bounds how long a session removed by
 * another process can still be accepted.
 */
export class SessionCache {
  private entries = new Map<string, { user: AuthedUser; checkedAt: number }>();

  constructor(private readonly ttlMs = 2_000) {}

  async user(db: Queryable, token: string, now: Date): Promise<AuthedUser | null> {
    const hash = hashSecret(token);
    const hit = this.entries.get(hash);
    const t = Date.now();
    if (hit && t - hit.checkedAt < this.ttlMs) return hit.user;
    const user = await userForToken(db, token, now);
    if (this.entries.size > 50_000) this.entries.clear();
    if (user) this.entries.set(hash, { user, checkedAt: t });
    else this.entries.delete(hash);
    return user;
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    for (const [hash, e] of this.entries) if (e.user.id === userId) this.entries.delete(hash);
  }
}
