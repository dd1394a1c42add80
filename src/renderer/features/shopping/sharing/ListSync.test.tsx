import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShoppingList } from '../../../../shared/api/lists';
import { i18next, initI18n } from '../../../i18n';
import { translate } from '../../../i18n/message';
import { Provider, createStore } from '../../../state/jotai';
import { invalidateAtom, useResource } from '../../../state/resource';
import { languageAtom, sessionAtom } from '../../../state/session';
import { toastsAtom } from '../../../state/toasts';
import { LISTS } from '../../../state/user-data';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { ListSync } from './ListSync';
import { forgetSeenShared, readSeenShared, sharedListsGone, sharedWithMe } from './sync';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

const ok = (data: unknown) => Promise.resolve({ ok: true, data });
const anna = { id: 1, name: 'Anna', you: false };
const bela = { id: 2, name: 'Béla', you: true };
const shared: ShoppingList = {
  id: 7, name: 'Hétvége', product_count: 2, created: '2026-11-20T10:00:00.000Z', version: 3, products: [],
  sharing: { role: 'member', owner: anna, members: [bela], invitations: [] },
};
const own: ShoppingList = { id: 8, name: 'Béla listája', product_count: 1, created: '2026-11-21T10:00:00.000Z', version: 1, products: [] };
const GONE = '“Hétvége” is no longer shared with you: Anna deleted it, stopped sharing it with you or closed their account.';

/** The lists screen's read of the lists, beside the sync every signed-in screen runs. */
function ListsShown() {
  useResource(LISTS);
  return null;
}

function start(ui: React.ReactElement) {
  const store = createStore();
  store.set(languageAtom, 'en');
  store.set(sessionAtom, { email: 'Bela@example.com', firstname: 'Béla', hasZone: true });
  render(<Provider store={store}>{ui}</Provider>);
  const told = () => store.get(toastsAtom).map((t) => translate(i18next.t, t.text));
  return { store, told };
}

describe('a list shared with the user that goes', () => {
  it('is told once when the lists are read again without it, and a list of the own is never told', async () => {
    let items = [shared, own];
    fakeKosar({
      lists: vi.fn(() => ok({ items })),
      listVersions: vi.fn(() => ok({ lists: items.map((l) => ({ id: l.id, version: l.version })), invitations: 0, shared: true })),
    });
    const { store, told } = start(
      <>
        <ListsShown />
        <ListSync />
      </>,
    );
    await waitFor(() => expect(readSeenShared('bela@example.com')).toEqual([{ id: 7, name: 'Hétvége', owner: 'Anna' }]));
    expect(told()).toEqual([]);
    // Anna erased her account: the next read has Béla's own list only.
    items = [own];
    await act(() => store.set(invalidateAtom, ['lists']));
    await waitFor(() => expect(told()).toEqual([GONE]));
    expect(readSeenShared('bela@example.com')).toEqual([]);
    await act(() => store.set(invalidateAtom, ['lists']));
    expect(told()).toEqual([GONE]);
  });

  it('is told at the next start when it went while the app was closed, with no screen showing the lists', async () => {
    localStorage.setItem('kosar.sharedWithMe.bela@example.com', JSON.stringify([{ id: 7, name: 'Hétvége', owner: 'Anna' }]));
    const lists = vi.fn(() => ok({ items: [own] }));
    fakeKosar({ lists, listVersions: vi.fn(() => ok({ lists: [{ id: 8, version: 1 }], invitations: 0, shared: false })) });
    const { told } = start(<ListSync />);
    await waitFor(() => expect(told()).toEqual([GONE]));
    // The poll missed it; the lists, read then, said it.
    expect(lists).toHaveBeenCalledTimes(1);
    await act(() => i18next.changeLanguage('hu'));
    expect(told()).toEqual(['„Hétvége” már nincs megosztva veled: Anna törölte, kivett belőle, vagy megszüntette a fiókját.']);
  });

  it('a list the user left is not told as gone; what is told is only what was seen and is missing now', () => {
    localStorage.setItem('kosar.sharedWithMe.bela@example.com', JSON.stringify([{ id: 7, name: 'Hétvége', owner: 'Anna' }]));
    forgetSeenShared('bela@example.com', 7);
    expect(readSeenShared('bela@example.com')).toEqual([]);
    expect(sharedWithMe([shared, own])).toEqual([{ id: 7, name: 'Hétvége', owner: 'Anna' }]);
    const seen = sharedWithMe([shared]);
    expect(sharedListsGone(seen, [7, 8])).toEqual([]);
    expect(sharedListsGone(seen, [8])).toEqual(seen);
  });
});
