import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../../../shared/api/catalogue';
import { initI18n } from '../../../i18n';
import { Toasts } from '../../../components/Toasts';
import { Provider, createStore } from '../../../state/jotai';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { ProductScreen } from '../product/ProductScreen';
import { ProductCard } from './ProductCard';
import { testProduct } from '../../../../../tests/support/renderer/test-product';

/** vi.waitFor's own limit is 1 s; what it waits for may take longer on a loaded machine. */
const WAIT = { timeout: 30_000 };

vi.mock('../product/PriceHistoryChart', () => ({ PriceHistoryChart: () => null }));

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

const milk = testProduct({ name: 'ESL milk 1.5% 1 l', price: 289, package: 1, unit: 'l', unit_price: 289, address: null, address_source: null });

/** The server's favourites, which the fakes below read and write. */
let saved: Set<number>;
let calls: Record<string, ReturnType<typeof vi.fn>>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  saved = new Set();
  const detail = (): ProductDetail =>
    ({ ...milk, isFavorite: saved.has(1), unit_price_unit: 'l', other_offers: [], history: [], lowest_12m: null, history_basis: null }) as unknown as ProductDetail;
  calls = {
    product: vi.fn(() => ok(detail())),
    retailers: vi.fn(() => ok({ retailers: [] })),
    favorites: vi.fn(() => ok({ favorites: [...saved].map((id) => ({ ...milk, id, isFavorite: true })) })),
    addFavorite: vi.fn((input: { body: { product_id: number } }) => (saved.add(input.body.product_id), ok({ success: true }))),
    removeFavorite: vi.fn((input: { params: { product_id: number } }) => (saved.delete(input.params.product_id), ok({ success: true }))),
  };
  fakeKosar(calls);
});

/** The product page and, beside it, a card of the same product as the home screen had it (not a favourite). */
function pageAndCard() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/product/1']}>
        <Toasts />
        <Routes>
          <Route path="/product/:id" element={<ProductScreen />} />
        </Routes>
        <ProductCard product={milk} onAddToList={() => {}} />
      </MemoryRouter>
    </Provider>,
  );
}

/** The page's heart is named after the product, a card's after the product and its chain. */
const pageHeart = () => screen.findByRole('button', { name: 'Favourite: ESL milk 1.5% 1 l' });
const cardHeart = () => screen.getByRole('button', { name: 'Favourite: ESL milk 1.5% 1 l, Lidl' });

describe('a favourite', () => {
  it('toggled on the product page shows on a card of the same product, and back', async () => {
    pageAndCard();
    const heart = await pageHeart();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(cardHeart().getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await vi.waitFor(() => expect(cardHeart().getAttribute('aria-pressed')).toBe('true'), WAIT);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(cardHeart());
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'), WAIT);
    expect(cardHeart().getAttribute('aria-pressed')).toBe('false');
    expect(saved.size).toBe(0);
  });

  it('refused from a card flips the card (SPEC §4) but not the product page, and says so', async () => {
    calls.addFavorite!.mockImplementation(() => fail('OFFLINE'));
    pageAndCard();
    const heart = await pageHeart();
    await userEvent.click(cardHeart());
    expect(await screen.findByText(/The favourite was not saved/)).toBeTruthy();
    expect(cardHeart().getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // Once a call for it goes through, the card shows what the server has again.
    calls.addFavorite!.mockImplementation((input: { body: { product_id: number } }) => (saved.add(input.body.product_id), ok({ success: true })));
    await userEvent.click(heart);
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'), WAIT);
    expect(cardHeart().getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(cardHeart());
    await vi.waitFor(() => expect(cardHeart().getAttribute('aria-pressed')).toBe('false'), WAIT);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('is read once for a screenful of cards', async () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          {Array.from({ length: 12 }, (_, i) => (
            <ProductCard key={i} product={{ ...milk, id: i + 1 }} onAddToList={() => {}} />
          ))}
        </MemoryRouter>
      </Provider>,
    );
    await vi.waitFor(() => expect(calls.favorites).toHaveBeenCalled(), WAIT);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.favorites).toHaveBeenCalledTimes(1);
  });
});
