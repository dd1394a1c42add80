import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { languageAtom } from '../../state/session';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { SettingsScreen } from './SettingsScreen';

beforeAll(async () => {
  await initI18n('en');
});

type Row = { retailer_id: number; name: string; programme: string | null; on: boolean };
let rows: Row[];
let saveLoyalty: ReturnType<typeof vi.fn>;

beforeEach(() => {
  rows = [
    { retailer_id: 1, name: 'Tesco', programme: 'Clubcard', on: false },
    { retailer_id: 2, name: 'Lidl', programme: 'Lidl Plus', on: true },
    { retailer_id: 3, name: 'Spar', programme: null, on: false },
  ];
  const ok = (data: unknown) => Promise.resolve({ ok: true, data });
  saveLoyalty = vi.fn((input: { body: { retailer_ids: number[] } }) => {
    rows = rows.map((r) => ({ ...r, on: input.body.retailer_ids.includes(r.retailer_id) }));
    return ok({ retailers: rows });
  });
  fakeKosar(
    {
      getLoyalty: vi.fn(() => ok({ retailers: rows })),
      saveLoyalty,
      account: vi.fn(() => ok({ name: 'Anna', email: 'anna@example.com', pending_email: null, language: 'en', price_updates: 'automatic' })),
      updateAccount: vi.fn(() => ok({})),
    },
    {
      prefs: {
        travel: vi.fn(() => ok({ include: false, per_km: 0, per_stop: 0 })),
        setTravel: vi.fn(() => ok({})),
        apiUrl: vi.fn(() => ok({ url: null })),
        setApiUrl: vi.fn(() => ok({})),
      },
    },
  );
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

function settings(language: 'en' | 'hu') {
  const store = createStore();
  store.set(languageAtom, language);
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <SettingsScreen />
      </MemoryRouter>
    </Provider>,
  );
}

describe('Settings: loyalty programmes', () => {
  it('lists each chain with its programme and saves the ticked ones for the planner', async () => {
    settings('en');
    const tesco = (await screen.findByRole('checkbox', { name: 'Tesco: Clubcard' })) as HTMLInputElement;
    const lidl = screen.getByRole('checkbox', { name: 'Lidl: Lidl Plus' }) as HTMLInputElement;
    expect(screen.getByRole('checkbox', { name: 'Spar: loyalty card or app' })).toBeTruthy();
    expect(tesco.checked).toBe(false);
    expect(lidl.checked).toBe(true);
    await waitFor(() => expect(tesco.disabled).toBe(false));
    fireEvent.click(tesco);
    await waitFor(() => expect(saveLoyalty).toHaveBeenCalledWith({ body: { retailer_ids: [1, 2] } }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Tesco: Clubcard' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lidl: Lidl Plus' }));
    await waitFor(() => expect(saveLoyalty).toHaveBeenLastCalledWith({ body: { retailer_ids: [1] } }));
  });

  it('speaks Hungarian in Hungarian', async () => {
    await act(() => i18next.changeLanguage('hu'));
    settings('hu');
    expect(await screen.findByRole('heading', { name: 'Hűségprogramok' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Spar: hűségkártya vagy alkalmazás' })).toBeTruthy();
  });
});
