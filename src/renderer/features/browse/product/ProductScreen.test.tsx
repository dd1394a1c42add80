import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OtherOffer, ProductDetail } from '../../../../shared/api/catalogue';
import { i18next, initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { languageAtom } from '../../../state/session';
import { ProductScreen } from './ProductScreen';
import { testProduct } from '../../../../../tests/support/renderer/test-product';

// uPlot needs a canvas; the chart is checked in the browser journeys. The note under it is what this file reads.
vi.mock('./PriceHistoryChart', () => ({ PriceHistoryChart: () => null }));

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const NBSP = '\u00a0';

const offer = (over: Partial<OtherOffer>): OtherOffer => ({
  id: 2,
  retailer_id: 8,
  retailer_name: 'Tesco',
  price: 279,
  address: '1106 Budapest, Kerepesi út 73',
  address_source: 'arfigyelo',
  distance_m: 900,
  price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-09-25' },
  ...over,
});

/** A modelled Lidl offer at a shop a model placed, with an observed Tesco offer and a modelled DM one beside it. */
const detail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...testProduct({
    name: 'ESL milk 1.5% 1 l',
    price: 289,
    trending: 1.2,
    package: 1,
    unit: 'l',
    unit_price: 289,
    address: '1172 Budapest, Naplás út környéke',
  }),
  unit_price_unit: 'l',
  other_offers: [
    offer({}),
    offer({ id: 3, retailer_id: 5, retailer_name: 'DM', price: 299, address: '1118 Budapest, Budaörsi út környéke', address_source: 'synthetic', price_source: { kind: 'estimate', origin: null, date: '2026-11-16' } }),
  ],
  history: [{ product_id: 1, retailer_name: 'Lidl', start: '2024-01-01', step_days: 7, prices: [300, 295, 289] }],
  lowest_12m: { price: 289, week: '2024-01-15' },
  history_basis: { kind: 'modelled', since: '2024-01-01', until: '2026-11-16', days: 1051 },
  ...over,
});

let product: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  product = vi.fn(() => ok(detail()));
  fakeKosar({ product, retailers: vi.fn(() => ok({ retailers: [] })) });
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

function openProduct(language: 'en' | 'hu' = 'en') {
  const store = createStore();
  store.set(languageAtom, language);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/product/1']}>
        <Routes>
          <Route path="/product/:id" element={<ProductScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const offerRow = (retailer: string) => screen.getAllByRole('listitem').find((li) => li.querySelector('.br-offer-retailer')?.textContent === retailer)!;

describe('product page: where each price and shop comes from', () => {
  it("marks a modelled price as an estimate, next to the price, with the catalogue's date", async () => {
    openProduct();
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    const source = document.querySelector('.br-product-source [data-testid="price-source"]')!;
    expect(source.getAttribute('data-kind')).toBe('estimate');
    expect(source.textContent).toBe(`Estimated price for 16${NBSP}November${NBSP}2026, not observed in a shop: modelled from national average prices and the basket Árfigyelő priced`);
  });

  it('gives every other offer its source and date while collapsed: observed with its date, or an estimate', async () => {
    openProduct();
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    const tesco = offerRow('Tesco');
    expect(within(tesco).getByRole('button', { expanded: false }).textContent).toContain(`Árfigyelő, 25${NBSP}September${NBSP}2026`);
    const dm = offerRow('DM');
    expect(within(dm).getByRole('button', { expanded: false }).textContent).toContain('Estimated price');
  });

  it('says a modelled shop is an estimated location near a street, in the nearest shop and in another offer', async () => {
    openProduct();
    await userEvent.click(await screen.findByRole('button', { name: 'Show address' }));
    const nearest = screen.getByRole('status');
    expect(nearest.textContent).toBe(`Nearest shop: Estimated location near Naplás út, 1172${NBSP}Budapest`);
    await userEvent.click(within(offerRow('DM')).getByRole('button', { expanded: false }));
    expect(offerRow('DM').textContent).toContain(`Estimated location near Budaörsi út, 1118${NBSP}Budapest`);
    expect(document.body.textContent).not.toMatch(/környéke/);
    // A real shop's address reads as an address.
    await userEvent.click(within(offerRow('Tesco')).getByRole('button', { expanded: false }));
    expect(offerRow('Tesco').textContent).toContain(`1106${NBSP}Budapest, Kerepesi út${NBSP}73`);
    expect(offerRow('Tesco').textContent).not.toContain('Estimated location');
  });

  it('says the trend and the 12-month low rest on modelled prices', async () => {
    openProduct();
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    const notes = screen.getAllByTestId('history-basis');
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) {
      expect(n.getAttribute('data-kind')).toBe('modelled');
      expect(n.textContent).toBe('Based on estimated weekly prices (modelled from national averages, not observed in a shop).');
    }
  });

  it('says it all in Hungarian', async () => {
    await act(() => i18next.changeLanguage('hu'));
    openProduct('hu');
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    const plain = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(plain(document.querySelector('.br-product-source')!)).toBe('Becsült ár (2026. november 16.): nem boltban megfigyelt, hanem országos átlagárakból és az Árfigyelő által felmért kosárból modellezett becslés');
    expect(plain(within(offerRow('Tesco')).getByRole('button', { expanded: false }))).toContain('Árfigyelő, 2026. szeptember 25.');
    expect(plain(within(offerRow('DM')).getByRole('button', { expanded: false }))).toContain('Becsült ár');
    expect(screen.getAllByTestId('history-basis')[0]!.textContent).toBe('Becsült heti árak alapján (országos átlagárakból modellezve, nem boltban megfigyelve).');
    await userEvent.click(screen.getByRole('button', { name: 'Cím mutatása' }));
    expect(plain(screen.getByRole('status'))).toBe('Legközelebbi bolt: 1172 Budapest, Naplás út közelében (becsült hely)');
  });

  it('names each info button after what it defines (the review of 2026-11): two buttons never read the same', async () => {
    await act(() => i18next.changeLanguage('hu'));
    openProduct('hu');
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    expect(screen.getByRole('button', { name: 'Mit jelent a trend?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mit jelent a megtakarítás?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mit jelent ez?' })).toBeNull();
  });

  it('a price the monitor observed on one day (two months ago) has one day of data, not "observed since yesterday"', async () => {
    product.mockImplementation(() =>
      ok(detail({ price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-09-25' }, history_basis: { kind: 'observed', since: '2026-09-25', until: '2026-09-25', days: 1 } })),
    );
    await act(() => i18next.changeLanguage('hu'));
    openProduct('hu');
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    expect(screen.getByTestId('trend-pending').textContent).toBe('Még nincs trend: ennek az árnak csak 1 napi Árfigyelő-adata van, a trendhez 5 hétnyi kell.');
  });

  it('keeps a number with its hyphenated suffix in the description ("25-i" does not break after "25-")', async () => {
    product.mockImplementation(() => ok(detail({ description: 'Megfigyelt bolti ár (Lidl): a GVH Árfigyelő 2026. szeptember 25-i adata.' })));
    await act(() => i18next.changeLanguage('hu'));
    openProduct('hu');
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    const text = document.body.textContent ?? '';
    expect(text).toContain(`2026.${NBSP}szeptember${NBSP}25\u2011i adata.`);
    expect(text).not.toContain('25-i');
  });

  it('a withdrawn estimate says so, not that the monitor stopped reporting it', async () => {
    product.mockImplementation(() => ok(detail({ available: false, retailer_id: 1, retailer_name: 'Aldi' })));
    openProduct();
    await screen.findByRole('heading', { level: 1, name: /^ESL milk 1\.5%/ });
    expect(screen.getByTestId('unavailable').textContent).toBe('Estimated price withdrawn: Árfigyelő now prices this chain');
    expect(document.body.textContent).not.toContain('No longer reported');
  });
});
