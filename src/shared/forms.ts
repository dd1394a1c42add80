import { z } from 'zod';
import { RULES } from './rules';

// Form rules of SPEC §5. Messages are translation keys (validation.*), so every screen shows them translated.

const emailFormat = z.email();

export const SignInForm = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired'),
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type SignInForm = z.infer<typeof SignInForm>;

export const SignUpForm = z
  .object({
    firstname: z.string().trim().min(1, 'validation.firstnameRequired').max(100, 'validation.tooLong'),
    email: z
      .string()
      .trim()
      .min(1, 'validation.emailRequired')
      .refine((v) => v === '' || emailFormat.safeParse(v).success, 'validation.emailFormat'),
    password: z
      .string()
      .min(1, 'validation.passwordRequired')
      .refine((v) => v === '' || v.length >= RULES.passwordMinLength, 'validation.passwordShort'),
    confirmPassword: z.string().min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof SignUpForm>;

export const ForgotPasswordForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.forgotEmailRequired')
    .refine((v) => v === '' || emailFormat.safeParse(v).success, 'validation.forgotEmailFormat'),
});

export const ResetPasswordForm = z
  .object({
    password: z
      .string()
      .min(1, 'validation.resetPasswordRequired')
      .refine((v) => v === '' || v.length >= RULES.passwordMinLength, 'validation.passwordShort'),
    confirmPassword: z.string().min(1, 'validation.resetConfirmRequired'),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: 'validation.resetMismatch',
    path: ['confirmPassword'],
  });

/** First message per field, for forms that show one error under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
