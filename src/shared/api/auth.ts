import { z } from 'zod';
import { Email, IsoDate, PlainString, WellFormed } from './common';

export const User = z.object({ id: z.number().int(), email: z.string(), firstname: z.string() });
export type User = z.infer<typeof User>;

export const PasswordLoginBody = z.object({ email: Email, password: z.string().min(1).max(1024) });
export const TokenLoginBody = z.object({ email: Email, token: z.string().min(16).max(256) });
/** POST /login: password sign-in, or the silent login with the stored token. */
export const LoginBody = z.union([PasswordLoginBody, TokenLoginBody]);
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /register. Format and length are the server's business checks (USED, SHORTPASS, INVALID), so only types here. */
export const RegisterBody = z.object({
  email: z.string().max(254),
  /** Hashed as UTF-8: a lone surrogate would be hashed as U+FFFD, so two different passwords would match. */
  password: z.string().max(1024).pipe(WellFormed),
  firstname: z.string().trim().min(1).max(100).pipe(PlainString),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The answer of login, register and a successful password reset. */
export const AuthResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  token: z.string(),
  has_zone: z.boolean(),
  expires: IsoDate,
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const PasswordResetRequestQuery = z.object({ email: Email });
export const PasswordResetRequestResponse = z.object({ success: z.literal(true), message: z.string() });

export const PasswordResetBody = z.object({
  key: z.string().min(16).max(256),
  email: Email,
  password: z.string().max(1024).pipe(WellFormed),
});
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;
