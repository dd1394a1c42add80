import { describe, expect, it } from 'vitest';
import { fieldErrors, SignInForm, SignUpForm } from './forms';
import { trendOf } from './rules';

const errorsOf = (schema: typeof SignUpForm | typeof SignInForm, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe('sign-up rules (SPEC §5)', () => {
  it('asks for every field when empty', () => {
    expect(errorsOf(SignUpForm, { firstname: '', email: '', password: '', confirmPassword: '' })).toEqual({
      firstname: 'validation.firstnameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmRequired',
    });
  });
  it('checks the e-mail format, the length of 6 and the confirmation', () => {
    expect(errorsOf(SignUpForm, { firstname: 'A', email: 'a@', password: '12345', confirmPassword: '123456' })).toEqual({
      email: 'validation.emailFormat',
      password: 'validation.passwordShort',
      confirmPassword: 'validation.passwordMismatch',
    });
  });
  it('accepts a valid form', () => {
    expect(errorsOf(SignUpForm, { firstname: 'Anna', email: 'anna@example.com', password: '123456', confirmPassword: '123456' })).toEqual({});
  });
});

describe('sign-in rules', () => {
  it('requires e-mail and password', () => {
    expect(errorsOf(SignInForm, { email: ' ', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });
});

describe('trend thresholds (SPEC §4)', () => {
  it.each([
    [2.01, 'up'],
    [2, 'flat'],
    [0, 'flat'],
    [null, 'flat'],
    [-2, 'flat'],
    [-2.01, 'down'],
  ] as const)('%s is %s', (p, trend) => expect(trendOf(p)).toBe(trend));
});
