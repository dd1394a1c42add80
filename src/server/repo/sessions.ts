import type { Queryable } from '../db/db';
import { hashSecret, newSecret } from '../security';
import { RULES } from '../../shared/rules';

export interface AuthedUser {
  id: number;
  email: string;
  firstname: string;
  tokenHash: string;
  /** When the password sign-in this session descends from happened (silent logins keep it). */
  signedInAt: Date;
  /** The session's end as stored: the sliding expiry, never past the absolute lifetime. */
  endsAt: Date;
}

const DAY_MS = 24 * 3600 * 1000;
const TTL_MS = RULES.session.ttlDays * DAY_MS;
const ABSOLUTE_MS = RULES.session.absoluteTtlDays * DAY_MS;

/** The sliding expiry from `now`, capped by the absolute lifetime counted from the sign-in. */
const endFor = (now: Date, signedInAt: Date) => new Date(Math.min(now.getTime() + TTL_MS, signedInAt.getTime() + ABSOLUTE_MS));

/**
 * A new session. `signedInAt` is the sign-in it descends from: now for a password, the old session's for a silent
 * login, so trading a token for a fresh one never restarts the absolute lifetime (stored as created_at).
 */
export async function createSession(db: Queryable, userId: number, now: Date, signedInAt: Date = now): Promise<{ token: string; expires: Date }> {
  const token = newSecret();
  const expires = endFor(now, signedInAt);
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecret(token),
    userId,
    signedInAt.toISOString(),
    expires.toISOString(),
  ]);
  return { token, expires };
}

/**
 * The user a token belongs to, or null when unknown or ended: unused for the sliding ttl, or older than the
 * absolute lifetime however recently used. The sliding expiry is extended at most once a day.
 */
export async function userForToken(db: Queryable, token: string, now: Date): Promise<AuthedUser | null> {
  const tokenHash = hashSecret(token);
  const rows = await db.query<{ id: number; email: string; firstname: string; created_at: Date | string; expires_at: Date | string }>(
    `SELECT u.id, u.email, u.firstname, s.created_at, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.created_at > $3`,
    [tokenHash, now.toISOString(), new Date(now.getTime() - ABSOLUTE_MS).toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const signedInAt = new Date(row.created_at);
  let endsAt = new Date(Math.min(new Date(row.expires_at).getTime(), signedInAt.getTime() + ABSOLUTE_MS));
  const extended = endFor(now, signedInAt);
  if (extended.getTime() - endsAt.getTime() > DAY_MS) {
    await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [tokenHash, extended.toISOString()]);
    endsAt = extended;
  }
  return { id: row.id, email: row.email, firstname: row.firstname, tokenHash, signedInAt, endsAt };
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** A new password ends every session of the user. */
export async function endSessionsOf(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/**
 * Recently checked tokens, so most authenticated reads need no database round trip. This process's own
 * revocations (logout, password reset) take effect at once; `ttlMs` bounds how long a session removed by
 * another process can still be accepted.
 */
export class SessionCache {
  private entries = new Map<string, { user: AuthedUser; checkedAt: number; checkedOn: number }>();

  /**
   * `unchanged` says when nothing but this process can change the sessions, and this process's statements queue behind
   * a long write (PGlite, one process with one connection, during a price update): a remembered answer past its `ttlMs`
   * is then used at once and checked again in the background, so a request does not wait behind the write.
   */
  constructor(
    private readonly ttlMs = 2_000,
    private readonly unchanged: () => boolean = () => false,
  ) {}

  private checking = new Map<string, Promise<AuthedUser | null>>();

  async user(db: Queryable, token: string, now: Date): Promise<AuthedUser | null> {
    const hash = hashSecret(token);
    const hit = this.entries.get(hash);
    // A remembered answer also stands only while the server's clock agrees: before the session's end, and within
    // the day after the check (the sliding expiry moves at most daily, so the database would say the same).
    const valid = hit && now < hit.user.endsAt && now.getTime() - hit.checkedOn < DAY_MS;
    if (valid && Date.now() - hit.checkedAt < this.ttlMs) return hit.user;
    if (valid && this.unchanged()) {
      this.check(db, token, hash, now).catch(() => {});
      return hit.user;
    }
    return this.check(db, token, hash, now);
  }

  /** The database's answer, remembered; one check per token at a time. */
  private check(db: Queryable, token: string, hash: string, now: Date): Promise<AuthedUser | null> {
    let pending = this.checking.get(hash);
    if (!pending) {
      const t = Date.now();
      const generation = this.generation;
      pending = userForToken(db, token, now)
        .then((user) => {
          if (this.entries.size > 50_000) this.entries.clear();
          // A sign-out while the check was under way: its answer may predate it, and is not remembered.
          if (user && generation === this.generation) this.entries.set(hash, { user, checkedAt: t, checkedOn: now.getTime() });
          else this.entries.delete(hash);
          return user;
        })
        .finally(() => {
          if (this.checking.get(hash) === started) this.checking.delete(hash);
        });
      const started = pending;
      this.checking.set(hash, pending);
    }
    return pending;
  }

  /** Counts forgets, so that a check begun before one does not bring back what it removed. */
  private generation = 0;

  forgetToken(tokenHash: string): void {
    this.generation++;
    this.checking.delete(tokenHash);
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation++;
    this.checking.clear();
    for (const [hash, e] of this.entries) if (e.user.id === userId) this.entries.delete(hash);
  }
}
