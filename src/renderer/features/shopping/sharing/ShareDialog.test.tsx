import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShoppingList } from '../../../../shared/api/lists';
import { i18next, initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { languageAtom } from '../../../state/session';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { Invitations } from './Invitations';
import { ShareDialog } from './ShareDialog';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const ok = (data: unknown) => Promise.resolve({ ok: true, data });
const refused = (code: string) => Promise.resolve({ ok: false, error: { code, message: code } });
const anna = { id: 1, name: 'Anna', you: false };
const bela = { id: 2, name: 'Béla', you: false };
const list = (sharing: ShoppingList['sharing']): ShoppingList => ({
  id: 7, name: 'Hétvége', product_count: 0, created: '2026-11-20T10:00:00.000Z', version: 3, products: [], sharing,
});

function show(ui: React.ReactElement, lang: 'en' | 'hu' = 'en') {
  const store = createStore();
  store.set(languageAtom, lang);
  return render(<Provider store={store}>{ui}</Provider>);
}

describe('the share dialog', () => {
  it("the owner invites by address; a refusal is said at the field, in the user's language", async () => {
    const invite = vi.fn((input: { body: { email: string } }) => (input.body.email === 'bela@example.com' ? ok({ success: true, invitation_id: 5 }) : refused('NO_ACCOUNT')));
    fakeKosar({ invite, lists: vi.fn(() => ok({ items: [] })), list: vi.fn(() => ok({})) });
    show(<ShareDialog list={list({ role: 'owner', owner: { ...anna, you: true }, members: [bela], invitations: [] })} onClose={() => {}} onLeft={() => {}} />);
    const field = screen.getByLabelText('Their e-mail address');
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address!')).toBeTruthy();
    expect(invite).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' Nobody@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/No Kosár account on this server uses this e-mail address/)).toBeTruthy();
    expect(invite).toHaveBeenCalledWith({ params: { id: 7 }, body: { email: 'nobody@example.com' } });
    await act(() => i18next.changeLanguage('hu'));
    expect(await screen.findByText(/Ezen a szerveren egyik Kosár-fiók sem használja ezt az e-mail-címet/)).toBeTruthy();
    // The owner sees whom to remove; never a way to leave.
    expect(screen.getByRole('button', { name: 'Béla eltávolítása' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kilépek a listából' })).toBeNull();
  });

  it('a member sees whose list it is and may leave, but invites and removes no one', () => {
    fakeKosar({});
    show(<ShareDialog list={list({ role: 'member', owner: anna, members: [{ ...bela, you: true }], invitations: [] })} onClose={() => {}} onLeft={() => {}} />);
    expect(screen.getByText('Anna shared this list with you. You can both change it; only Anna invites others.')).toBeTruthy();
    expect(screen.getByText('Anna · owner')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.queryByLabelText('Their e-mail address')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave this list' })).toBeTruthy();
  });
});

describe('invitations waiting', () => {
  it('are listed with who invited to which list, and accepted in one step', async () => {
    let items = [{ id: 5, list_id: 7, list_name: 'Hétvége', from_name: 'Anna', from_email: 'anna@example.com', created: '2026-11-20T10:00:00.000Z' }];
    const answerInvitation = vi.fn(() => {
      items = [];
      return ok({ success: true });
    });
    fakeKosar({ invitations: vi.fn(() => ok({ items })), answerInvitation, lists: vi.fn(() => ok({ items: [] })), list: vi.fn(() => ok({})), listVersions: vi.fn(() => ok({ lists: [], invitations: 0, shared: false })) });
    show(<Invitations />);
    expect(await screen.findByText('Anna (anna@example.com) invites you to share the list “Hétvége”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation to “Hétvége”' }));
    await waitFor(() => expect(screen.queryByText(/invites you/)).toBeNull());
    expect(answerInvitation).toHaveBeenCalledWith({ params: { id: 5 }, body: { accept: true } });
  });
});
