import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingList } from '../../../../shared/api/lists';
import { i18next, initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { languageAtom } from '../../../state/session';
import { ChainTotals, ListTotalNote } from './ListTotals';

const list = (totals: ShoppingList['totals']): ShoppingList => ({
  id: 7, name: 'Weekly', product_count: 2, created: '2026-11-20T10:00:00.000Z', version: 3, totals,
  products: [
    { id: 1, name: 'Ásványvíz 1,5 l', photo: null, price: 199, retailer_name: 'Tesco', quantity: 2, created: '2026-11-20T10:00:00.000Z', saving: 0,
      price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-26' }, available: true, any_brand: false, kind_name: 'Water', return_fee: 50 },
    { id: 2, name: 'Kenyér', photo: null, price: 499, retailer_name: 'Spar', quantity: 1, created: '2026-11-20T10:00:00.000Z', saving: 0,
      price_source: { kind: 'estimate', origin: null, date: '2026-09-30' }, available: true, any_brand: false, kind_name: 'Bread' },
  ],
});

const totals = {
  cheapest: 1_047, deposit: 100, missing: 0,
  chains: [
    { retailer_id: 8, retailer_name: 'Tesco', total: 1_097, missing: 0 },
    { retailer_id: 5, retailer_name: 'Spar', total: 578, missing: 1 },
  ],
  sources: { observed: 1, estimate: 1, observed_on: '2026-11-26' },
};

const show = async (lang: 'en' | 'hu', ui: React.ReactElement) => {
  const store = createStore();
  store.set(languageAtom, lang);
  await i18next.changeLanguage(lang);
  return render(<Provider store={store}>{ui}</Provider>);
};

describe('a list\'s total in the zone', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the cheapest total with its deposit and where the prices come from', async () => {
    await show('en', <ListTotalNote list={list(totals)} />);
    expect(screen.getByText('At the cheapest prices in your zone: 1,047 Ft')).toBeTruthy();
    expect(screen.getByText(/incl\. 100 Ft deposit/)).toBeTruthy();
    expect(screen.getByText(/1 from Árfigyelő \(.+\), 1 estimated/)).toBeTruthy();
  });

  it('before planning, says what the list costs at each chain, and what a chain does not sell, in Hungarian', async () => {
    await show('hu', <ChainTotals list={list(totals)} />);
    expect(screen.getByText(/^A zónád legolcsóbb áraival: 1\s?047\sFt$/)).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toMatch(/^Tesco1\s?097\sFt$/);
    expect(rows[1]).toMatch(/^Spar578\sFt · 1 tétel nem kapható$/);
  });

  it('gives no total of 0 Ft when no chain in the zone sells anything on the list, in both languages', async () => {
    const none = { ...totals, cheapest: 0, deposit: 0, missing: 2, chains: [], sources: { observed: 0, estimate: 0, observed_on: null } };
    const en = await show('en', <ListTotalNote list={list(none)} />);
    expect(screen.getByTestId('list-total').textContent).toBe('No chain in your zone sells anything on this list');
    expect(screen.queryByText(/0 Ft/)).toBeNull();
    en.unmount();
    await show('hu', <ListTotalNote list={list(none)} />);
    expect(screen.getByTestId('list-total').textContent).toBe('A lista egyetlen tételét sem árulja egyik lánc sem a zónádban');
    // One line priced: the total and what is missing, as before.
    await show('en', <ListTotalNote list={list({ ...none, cheapest: 398, missing: 1 })} />);
    expect(screen.getByText('At the cheapest prices in your zone: 398 Ft')).toBeTruthy();
  });

  it('asks for a zone when there is none', async () => {
    await show('en', <ListTotalNote list={list(null)} />);
    expect(screen.getByText('Set your shopping zone to see what this list costs there.')).toBeTruthy();
  });
});
