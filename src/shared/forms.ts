import { z } from 'zod';
import { RULES } from './rules';

// Form rules of SPEC §5. Messages are translation keys (validation.*), so every screen shows them translated.

/** Every message the form rules give; the renderer checks at compile time that each is a translation key. */
export const VALIDATION_KEYS = [
  'validation.emailRequired',
  'validation.passwordRequired',
  'validation.firstnameRequired',
  'validation.emailFormat',
  'validation.passwordShort',
  'validation.confirmRequired',
  'validation.passwordMismatch',
  'validation.forgotEmailRequired',
  'validation.forgotEmailFormat',
  'validation.resetPasswordRequired',
  'validation.resetConfirmRequired',
  'validation.resetMismatch',
  'validation.tooLong',
  'validation.invalid',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];
const isValidationKey = (m: string): m is ValidationKey => (VALIDATION_KEYS as readonly string[]).includes(m);
/** A rule's message, typed. */
const msg = (key: ValidationKey) => key;

const emailFormat = z.email();

export const SignInForm = z.object({
  email: z.string().trim().min(1, msg('validation.emailRequired')),
  password: z.string().min(1, msg('validation.passwordRequired')),
});
export type SignInForm = z.infer<typeof SignInForm>;

export const SignUpForm = z
  .object({
    firstname: z.string().trim().min(1, msg('validation.firstnameRequired')).max(100, msg('validation.tooLong')),
    email: z
      .string()
      .trim()
      .min(1, msg('validation.emailRequired'))
      .refine((v) => v === '' || emailFormat.safeParse(v).success, msg('validation.emailFormat')),
    password: z
      .string()
      .min(1, msg('validation.passwordRequired'))
      .refine((v) => v === '' || v.length >= RULES.passwordMinLength, msg('validation.passwordShort')),
    confirmPassword: z.string().min(1, msg('validation.confirmRequired')),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: msg('validation.passwordMismatch'),
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof SignUpForm>;

export const ForgotPasswordForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, msg('validation.forgotEmailRequired'))
    .refine((v) => v === '' || emailFormat.safeParse(v).success, msg('validation.forgotEmailFormat')),
});

export const ResetPasswordForm = z
  .object({
    password: z
      .string()
      .min(1, msg('validation.resetPasswordRequired'))
      .refine((v) => v === '' || v.length >= RULES.passwordMinLength, msg('validation.passwordShort')),
    confirmPassword: z.string().min(1, msg('validation.resetConfirmRequired')),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: msg('validation.resetMismatch'),
    path: ['confirmPassword'],
  });

/** First message per field, for forms that show one error under each input (a message of no rule here reads 'invalid'). */
export function fieldErrors(error: z.ZodError): Record<string, ValidationKey> {
  const out: Record<string, ValidationKey> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= isValidationKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return out;
}
