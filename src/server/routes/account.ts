import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { RULES } from '../../shared/rules';
import { defineRoute } from '../http';
import { hashPassword, hashSecret, newSecret, verifyPassword } from '../security';
import { setPasswordHash, userByEmail } from '../repo/users';
import {
  accountData,
  accountOf,
  endOtherSessions,
  eraseAccount,
  issueEmailChange,
  passwordHashOf,
  redeemEmailChange,
  updateAccount,
} from '../repo/account';
import type { Db } from '../db/db';
import { langOf } from '../lang';
import { emailChangeMail } from '../mail/email-change-message';
import { limits } from './auth';

/** Uses up a mailed e-mail change key: the new address, or the error the page and the API answer. */
export async function confirmEmailChange(app: FastifyInstance, db: Db, key: string): Promise<string> {
  const result = await db.transaction((tx) => redeemEmailChange(tx, hashSecret(key), app.deps.clock.now()));
  if (result === null) throw new AppError('EMAIL_KEY_INVALID', 'This confirmation link is invalid or has expired');
  if (result === 'used') throw new AppError('USED', 'USED');
  // Cached sessions carry the old address.
  app.sessions.forgetUser(result.id);
  return result.email;
}

/** The account screens' calls: profile, settings, e-mail and password changes, download and erasure (docs/account.md). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const cfg = limits(app);
  const limited = { config: { rateLimit: cfg.rateLimit } };
  // Password checks per account, as sign-in counts them per e-mail: a stolen session cannot guess the password fast.
  const attempts = new Map<number, { count: number; resetAt: number }>();
  const checkPassword = async (userId: number, password: string) => {
    const now = clock.now().getTime();
    const entry = attempts.get(userId);
    if (!entry || entry.resetAt <= now) attempts.set(userId, { count: 1, resetAt: now + cfg.emailLimit.windowMs });
    else if (++entry.count > cfg.emailLimit.max) throw new AppError('RATE_LIMITED', 'Too many attempts, try again later');
    const hash = await passwordHashOf(db, userId);
    if (!hash || !(await verifyPassword(password, hash)))
      throw new AppError('WRONG_PASSWORD', 'The current password is not right');
    attempts.get(userId)!.count--;
  };
  const current = async (userId: number) => {
    const account = await accountOf(db, userId, clock.now());
    if (!account) throw new AppError('NOT_AUTHORIZED', 'Not authorized');
    return account;
  };

  defineRoute(app, 'account', async ({ user }) => current(user.id));

  defineRoute(app, 'updateAccount', async ({ user, body }) => {
    await updateAccount(db, user.id, body);
    if (body.firstname !== undefined) app.sessions.forgetUser(user.id);
    return current(user.id);
  });

  defineRoute(
    app,
    'changeEmail',
    async ({ user, body, req }) => {
      await checkPassword(user.id, body.password);
      if (body.email === user.email) throw new AppError('VALIDATION', 'This is already the address of the account');
      if (await userByEmail(db, body.email)) throw new AppError('USED', 'USED');
      const key = newSecret();
      const now = clock.now();
      const expires = new Date(now.getTime() + RULES.resetKeyTtlMinutes * 60_000);
      const issued = await db.transaction((tx) =>
        issueEmailChange(tx, user.id, body.email, hashSecret(key), now, expires, RULES.resetMailsPerDay),
      );
      if (!issued) throw new AppError('RATE_LIMITED', 'Too many confirmation mails today');
      const lang = langOf(req);
      app.mailQueue.enqueue(() =>
        emailChangeMail({ lang, firstname: user.firstname, newEmail: body.email, key, publicUrl: app.deps.publicUrl }),
      );
      return { success: true as const, pending_email: body.email };
    },
    limited,
  );

  defineRoute(
    app,
    'confirmEmail',
    async ({ body }) => ({ success: true as const, email: await confirmEmailChange(app, db, body.key) }),
    limited,
  );

  defineRoute(
    app,
    'changePassword',
    async ({ user, body }) => {
      if (body.password.length < RULES.passwordMinLength) throw new AppError('SHORTPASS', 'SHORTPASS');
      await checkPassword(user.id, body.current);
      const hash = await hashPassword(body.password, app.deps.passwordCost);
      const ended = await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, hash);
        // A new password ends every other session; this one goes on.
        return endOtherSessions(tx, user.id, user.tokenHash);
      });
      app.sessions.forgetUser(user.id);
      return { success: true as const, ended_sessions: ended };
    },
    limited,
  );

  defineRoute(app, 'accountData', async ({ user, req }) => {
    const data = await accountData(db, user.id, clock.now(), langOf(req));
    if (!data) throw new AppError('NOT_AUTHORIZED', 'Not authorized');
    return data;
  });

  defineRoute(
    app,
    'deleteAccount',
    async ({ user, body }) => {
      await checkPassword(user.id, body.password);
      const erased = await db.transaction((tx) => eraseAccount(tx, user.id));
      app.sessions.forgetUser(user.id);
      attempts.delete(user.id);
      return { success: true as const, erased };
    },
    limited,
  );
}
