import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpScreen } from '../features/sign-up/SignUpScreen';
import { initI18n, resources } from '../i18n';
import { Provider, createStore } from '../state/jotai';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });
const en = resources.en.translation;
let register: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  register = vi.fn(() => fail('USED'));
  (window as unknown as { kosar: unknown }).kosar = { prefs: { get: vi.fn(() => ok({ language: 'en', email: null })) }, session: { register } };
});

function fieldError(label: string): string {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby')!)!.textContent ?? '';
}

describe('auth forms (useForm)', () => {
  it('shows each rule under its field and sends nothing; then sends the parsed values and shows the refusal', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <SignUpScreen />
        </MemoryRouter>
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: en.signUp.submit }));
    expect(fieldError(en.signUp.firstname)).toBe(en.validation.firstnameRequired);
    expect(fieldError(en.signUp.email)).toBe(en.validation.emailRequired);
    expect(fieldError(en.signUp.password)).toBe(en.validation.passwordRequired);
    expect(fieldError(en.signUp.confirmPassword)).toBe(en.validation.confirmRequired);
    expect(register).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(en.signUp.firstname), ' Anna ');
    await user.type(screen.getByLabelText(en.signUp.email), 'anna@example.com');
    await user.type(screen.getByLabelText(en.signUp.password), '123456');
    await user.type(screen.getByLabelText(en.signUp.confirmPassword), '12345');
    await user.click(screen.getByRole('button', { name: en.signUp.submit }));
    expect(fieldError(en.signUp.confirmPassword)).toBe(en.validation.passwordMismatch);
    expect(fieldError(en.signUp.email)).toBe('');
    expect(register).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(en.signUp.confirmPassword), '6');
    await user.click(screen.getByRole('button', { name: en.signUp.submit }));
    const form = screen.getByRole('button', { name: en.signUp.submit }).closest('form')!;
    expect((await within(form).findByText(en.errors.USED)).getAttribute('role')).toBe('alert');
    expect(register).toHaveBeenCalledWith({ firstname: 'Anna', email: 'anna@example.com', password: '123456' });
    expect(fieldError(en.signUp.confirmPassword)).toBe('');
  });
});
