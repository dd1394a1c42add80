import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { RULES } from '../../shared/rules';
import type { AuthResponse } from '../../shared/api/auth';
import { defineRoute } from '../http';
import { hashPassword, hashSecret, newSecret, timingDummy, verifyPassword } from '../security';
import { createSession, hasZone, revokeSession, userForToken } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { langOf } from '../lang';
import { resetMail } from '../mail/reset-message';

const emailFormat = z.email();

async function authAnswer(db: Queryable, user: { id: number; email: string; firstname: string }, now: Date, message = 'OK'): Promise<AuthResponse> {
  const { token, expires } = await createSession(db, user.id, now);
  return {
    success: true,
    message,
    email: user.email,
    token,
    has_zone: await hasZone(db, user.id),
    expires: expires.toISOString(),
    user: { id: user.id, email: user.email, firstname: user.firstname },
  };
}

/** Rate limit keyed by client address and by the e-mail in the request, so neither alone can be hammered. */
function limits(app: FastifyInstance) {
  const { max, windowMs } = app.deps.rateLimits?.auth ?? { max: 10, windowMs: 60_000 };
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      keyGenerator: (req: { ip: string }) => `ip:${req.ip}`,
    },
    emailLimit: { max, windowMs },
  };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const cfg = limits(app);
  const perEmail = new Map<string, { count: number; resetAt: number }>();
  const checkEmailLimit = (email: string) => {
    if (!email) return;
    const now = clock.now().getTime();
    const entry = perEmail.get(email);
    if (!entry || entry.resetAt <= now) {
      perEmail.set(email, { count: 1, resetAt: now + cfg.emailLimit.windowMs });
      if (perEmail.size > 10_000) for (const [k, v] of perEmail) if (v.resetAt <= now) perEmail.delete(k);
      return;
    }
    entry.count++;
    if (entry.count > cfg.emailLimit.max) throw new AppError('RATE_LIMITED', 'Too many attempts for this e-mail, try again later');
  };
  const limited = { config: { rateLimit: cfg.rateLimit } };

  defineRoute(
    app,
    'register',
    async ({ body }) => {
      const email = body.email.trim().toLowerCase();
      checkEmailLimit(email);
      if (!emailFormat.safeParse(email).success) throw new AppError('INVALID', 'INVALID');
      if (body.password.length < RULES.passwordMinLength) throw new AppError('SHORTPASS', 'SHORTPASS');
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number; email: string; firstname: string }>(
          `INSERT INTO users (email, firstname, password_hash) VALUES ($1, $2, $3)
           ON CONFLICT (email) DO NOTHING RETURNING id, email, firstname`,
          [email, body.firstname, passwordHash],
        );
        if (!rows[0]) throw new AppError('USED', 'USED');
        return authAnswer(tx, rows[0], clock.now());
      });
    },
    limited,
  );

  defineRoute(
    app,
    'login',
    async ({ body }) => {
      checkEmailLimit(body.email);
      if ('token' in body) {
        // Silent login: the stored token proves the session; answer with a fresh one and retire the old.
        const user = await userForToken(db, body.token, clock.now());
        if (!user || user.email !== body.email) throw new AppError('NOT_AUTHORIZED', 'Not authorized');
        const answer = await db.transaction(async (tx) => {
          await revokeSession(tx, hashSecret(body.token));
          return authAnswer(tx, user, clock.now());
        });
        app.sessions.forgetToken(hashSecret(body.token));
        return answer;
      }
      const rows = await db.query<{ id: number; email: string; firstname: string; password_hash: string }>(
        'SELECT id, email, firstname, password_hash FROM users WHERE email = $1',
        [body.email],
      );
      const row = rows[0];
      const ok = await verifyPassword(body.password, row?.password_hash ?? (await timingDummy()));
      if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
      return db.transaction((tx) => authAnswer(tx, row, clock.now()));
    },
    limited,
  );

  defineRoute(app, 'logout', async ({ user }) => {
    await revokeSession(db, user.tokenHash);
    app.sessions.forgetToken(user.tokenHash);
    return { success: true as const };
  });

  defineRoute(
    app,
    'requestPasswordReset',
    async ({ query, req }) => {
      checkEmailLimit(query.email);
      const rows = await db.query<{ id: number; email: string; firstname: string }>(
        'SELECT id, email, firstname FROM users WHERE email = $1',
        [query.email],
      );
      const user = rows[0];
      if (user) {
        const key = newSecret();
        const now = clock.now();
        await db.transaction(async (tx) => {
          // Only the newest link works: older unused keys are retired.
          await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [user.id, now.toISOString()]);
          await tx.query('INSERT INTO password_resets (key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
            hashSecret(key),
            user.id,
            now.toISOString(),
            new Date(now.getTime() + RULES.resetKeyTtlMinutes * 60_000).toISOString(),
          ]);
        });
        const mail = resetMail({ lang: langOf(req), firstname: user.firstname, email: user.email, key, publicUrl: app.deps.publicUrl });
        try {
          await app.deps.mailer.send(mail);
        } catch (err) {
          // The answer must not reveal whether the account exists, so a failed send is logged, not returned.
          req.log.error({ err }, 'password reset mail failed');
        }
      }
      return { success: true as const, message: 'EMAIL_SENT' };
    },
    limited,
  );

  defineRoute(
    app,
    'resetPassword',
    async ({ body }) => {
      checkEmailLimit(body.email);
      if (body.password.length < RULES.passwordMinLength) throw new AppError('SHORTPASS', 'SHORTPASS');
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number; email: string; firstname: string }>(
          `UPDATE password_resets r SET used_at = $3
             FROM users u
            WHERE r.key_hash = $1 AND r.user_id = u.id AND u.email = $2 AND r.used_at IS NULL AND r.expires_at > $3
        RETURNING u.id, u.email, u.firstname`,
          [hashSecret(body.key), body.email, now.toISOString()],
        );
        const user = rows[0];
        if (!user) throw new AppError('RESET_KEY_INVALID', 'This reset link is invalid or has expired');
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
        // A new password ends every other session.
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
        return { auth: await authAnswer(tx, user, now), userId: user.id };
      });
      app.sessions.forgetUser(answer.userId);
      return answer.auth;
    },
    limited,
  );
}
