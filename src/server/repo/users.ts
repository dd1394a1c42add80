import type { Queryable } from '../db/db';

/** What a sign-in answer says about its user. */
export interface UserRow {
  id: number;
  email: string;
  firstname: string;
}

/** A new account; null when the e-mail address already has one. */
export async function createUser(db: Queryable, email: string, firstname: string, passwordHash: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, firstname, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING id, email, firstname`,
    [email, firstname, passwordHash],
  );
  return rows[0] ?? null;
}

export async function userByEmail(db: Queryable, email: string): Promise<(UserRow & { password_hash: string }) | null> {
  const rows = await db.query<UserRow & { password_hash: string }>('SELECT id, email, firstname, password_hash FROM users WHERE email = $1', [
    email,
  ]);
  return rows[0] ?? null;
}

/** Replaces a password hash with a stronger one of the same password, unless the password changed meanwhile. */
export async function upgradePasswordHash(db: Queryable, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [userId, newHash, oldHash]);
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
