import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { RULES } from '../../shared/rules';
import type { AuthResponse } from '../../shared/api/auth';
import { defineRoute } from '../http';
import { hashPassword, hashSecret, needsRehash, newSecret, timingDummy, verifyPassword } from '../security';
import { createSession, endSessionsOf, revokeSession, userForToken } from '../repo/sessions';
import { hasZone } from '../repo/zones';
import { createUser, setPasswordHash, upgradePasswordHash, userByEmail, type UserRow } from '../repo/users';
import { issueResetKey, redeemResetKey } from '../repo/password-resets';
import type { Queryable } from '../db/db';
import { langOf } from '../lang';
import { resetMail } from '../mail/reset-message';

const emailFormat = z.email();

/** A new session and the login answer; `signedInAt` carries a silent login's original sign-in (absolute lifetime). */
async function authAnswer(db: Queryable, user: UserRow, now: Date, signedInAt: Date = now): Promise<AuthResponse> {
  const { token, expires } = await createSession(db, user.id, now, signedInAt);
  return {
    success: true,
    message: 'OK',
    email: user.email,
    token,
    has_zone: await hasZone(db, user.id),
    expires: expires.toISOString(),
    user: { id: user.id, email: user.email, firstname: user.firstname },
  };
}

/**
 * Rate limit keyed by client address (per route) and by the e-mail in the request, so neither alone can be
 * hammered. The e-mail counters are separate for sign-in, sign-up and reset: an attacker failing ten sign-ins
 * blocks further sign-ins for that address, not its owner's password reset.
 */
export function limits(app: FastifyInstance) {
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
  const checkEmailLimit = (purpose: 'login' | 'register' | 'reset', email: string) => {
    if (!email) return;
    const now = clock.now().getTime();
    const key = `${purpose}:${email}`;
    const entry = perEmail.get(key);
    if (!entry || entry.resetAt <= now) {
      perEmail.set(key, { count: 1, resetAt: now + cfg.emailLimit.windowMs });
      if (perEmail.size > 10_000) for (const [k, v] of perEmail) if (v.resetAt <= now) perEmail.delete(k);
      return;
    }
    entry.count++;
    if (entry.count > cfg.emailLimit.max) throw new AppError('RATE_LIMITED', 'Too many attempts for this e-mail, try again later');
  };
  /** Takes back a counted attempt that was no failure: the login counter counts wrong passwords only. */
  const forgiveAttempt = (purpose: 'login', email: string) => {
    const entry = perEmail.get(`${purpose}:${email}`);
    if (entry && entry.count > 0) entry.count--;
  };
  const limited = { config: { rateLimit: cfg.rateLimit } };

  defineRoute(
    app,
    'register',
    async ({ body }) => {
      const email = body.email.trim().toLowerCase();
      checkEmailLimit('register', email);
      if (!emailFormat.safeParse(email).success) throw new AppError('INVALID', 'INVALID');
      if (body.password.length < RULES.passwordMinLength) throw new AppError('SHORTPASS', 'SHORTPASS');
      const passwordHash = await hashPassword(body.password, app.deps.passwordCost);
      return db.transaction(async (tx) => {
        const user = await createUser(tx, email, body.firstname, passwordHash);
        if (!user) throw new AppError('USED', 'USED');
        return authAnswer(tx, user, clock.now());
      });
    },
    limited,
  );

  defineRoute(
    app,
    'login',
    async ({ body }) => {
      // A valid token is never refused by the e-mail's counter: wrong passwords from anyone must not lock the app's
      // silent login out (the per-address limit still holds, and a token cannot be guessed).
      if ('token' in body) {
        // Silent login: the stored token proves the session; answer with a fresh one and retire the old.
        const user = await userForToken(db, body.token, clock.now());
        if (!user || user.email !== body.email) throw new AppError('NOT_AUTHORIZED', 'Not authorized');
        const answer = await db.transaction(async (tx) => {
          await revokeSession(tx, hashSecret(body.token));
          // The fresh token inherits the sign-in time: silent logins never extend the absolute lifetime.
          return authAnswer(tx, user, clock.now(), user.signedInAt);
        });
        app.sessions.forgetToken(hashSecret(body.token));
        return answer;
      }
      // Counted before the check, so parallel guesses cannot pass the limit; taken back when the password is right.
      checkEmailLimit('login', body.email);
      const row = await userByEmail(db, body.email);
      const cost = app.deps.passwordCost;
      const ok = await verifyPassword(body.password, row?.password_hash ?? (await timingDummy(cost)));
      if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
      forgiveAttempt('login', body.email);
      // A hash made with weaker parameters than today's is redone now, while the password is at hand.
      const upgraded = needsRehash(row.password_hash, cost) ? await hashPassword(body.password, cost) : null;
      return db.transaction(async (tx) => {
        if (upgraded) {
          await upgradePasswordHash(tx, row.id, row.password_hash, upgraded);
        }
        return authAnswer(tx, row, clock.now());
      });
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
    async ({ query, req, reply }) => {
      checkEmailLimit('reset', query.email);
      const email = query.email;
      const now = clock.now();
      const lang = langOf(req);
      // The answer goes out before any work on the address, so its time cannot tell a known address from an unknown
      // one (only a known one's key is written and fsynced). After it, the same work either way: a key is made and
      // hashed, and one statement retires older keys and stores the new one, matching no row for an unknown address.
      // The mail is built and sent later still, by the mail queue.
      app.afterAnswer.after(reply, async () => {
        const key = newSecret();
        const expires = new Date(now.getTime() + RULES.resetKeyTtlMinutes * 60_000);
        // At most RULES.resetMailsPerDay keys (so mails) an account in 24 hours; over it, null as for no account.
        const user = await issueResetKey(db, email, hashSecret(key), now, expires, RULES.resetMailsPerDay);
        // The answer must not reveal whether the account exists: a full queue or a failed send is only logged.
        if (user) app.mailQueue.enqueue(() => resetMail({ lang, firstname: user.firstname, email: user.email, key, publicUrl: app.deps.publicUrl }));
      });
      return { success: true as const, message: 'EMAIL_SENT' };
    },
    limited,
  );

  defineRoute(
    app,
    'resetPassword',
    async ({ body }) => {
      checkEmailLimit('reset', body.email);
      if (body.password.length < RULES.passwordMinLength) throw new AppError('SHORTPASS', 'SHORTPASS');
      const passwordHash = await hashPassword(body.password, app.deps.passwordCost);
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        const user = await redeemResetKey(tx, body.email, hashSecret(body.key), now);
        if (!user) throw new AppError('RESET_KEY_INVALID', 'This reset link is invalid or has expired');
        await setPasswordHash(tx, user.id, passwordHash);
        // A new password ends every other session.
        await endSessionsOf(tx, user.id);
        return { auth: await authAnswer(tx, user, now), userId: user.id };
      });
      app.sessions.forgetUser(answer.userId);
      return answer.auth;
    },
    limited,
  );
}
