import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../components/Toasts';
import { SignInScreen } from '../features/sign-in/SignInScreen';
import { Provider, createStore } from '../state/jotai';
import { pushToastAtom } from '../state/toasts';
import { i18next, initI18n, resources } from './index';
import { errorMessage, message } from './message';

const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });
const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  (window as unknown as { kosar: unknown }).kosar = {
    prefs: { get: vi.fn(() => ok({ language: 'en', email: null })), set: vi.fn(() => ok({})) },
    session: { login: vi.fn(() => fail('SERVER_ERROR')) },
  };
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const en = resources.en.translation;
// Same keys as English (i18n.test.ts holds them to it).
const hu = resources.hu.translation as unknown as typeof en;

describe('texts shown before a language switch follow it', () => {
  it('a server error on the sign-in form reads in the new language', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <SignInScreen />
        </MemoryRouter>
      </Provider>,
    );
    await user.type(screen.getByLabelText(en.signIn.email), 'anna@example.com');
    await user.type(screen.getByLabelText(en.signIn.password), 'secret1');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.SERVER_ERROR);

    await act(() => i18next.changeLanguage('hu'));
    expect(screen.getByRole('alert').textContent).toBe(hu.errors.SERVER_ERROR);
  });

  it('a toast with a server error reads in the new language, reason included', async () => {
    const store = createStore();
    store.set(pushToastAtom, { kind: 'error', text: message('browse.favourite.failed', { reason: errorMessage('OFFLINE') }) });
    render(
      <Provider store={store}>
        <Toasts />
      </Provider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(en.browse.favourite.failed.replace('{{reason}}', en.errors.OFFLINE));

    await act(() => i18next.changeLanguage('hu'));
    expect(alert.textContent).toBe(hu.browse.favourite.failed.replace('{{reason}}', hu.errors.OFFLINE));
  });
});
