import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/api/catalogue';
import { initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { ProductCard } from './ProductCard';
import { ProductRow } from './ProductRow';

beforeAll(async () => {
  await initI18n('en');
});

const milk = (id: number, retailer_name: string, price: number) =>
  ({
    id,
    name: 'UHT milk 1 l',
    price,
    photo: null,
    description: null,
    saving: 0,
    trending: 0,
    isFavorite: false,
    package: 1,
    unit: 'l',
    unit_price: price,
    retailer_name,
    address: null,
    other_offers: [],
    price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-24' },
  }) as unknown as Product;

describe('product rows and cards for screen readers', () => {
  it('rows of the same product at different retailers have names that tell them apart, with retailer and price', () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <ProductRow product={milk(1, 'Aldi', 379)} onAddToList={() => {}} onFavouriteDone={() => {}} />
          <ProductRow product={milk(2, 'Spar', 429)} onAddToList={() => {}} onFavouriteDone={() => {}} />
          <ProductCard product={milk(3, 'Tesco', 1299)} onAddToList={() => {}} />
        </MemoryRouter>
      </Provider>,
    );
    const names = screen.getAllByRole('link').map((a) => (a.getAttribute('aria-label') ?? a.textContent)!.replace(/\s/g, ' '));
    expect(names).toEqual(['UHT milk 1 l, Aldi, 379 Ft', 'UHT milk 1 l, Spar, 429 Ft', 'UHT milk 1 l, Tesco, 1,299 Ft']);
    expect(screen.getByRole('button', { name: 'Favourite: UHT milk 1 l, Spar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add UHT milk 1 l, Aldi to a shopping list' })).toBeTruthy();
  });

  it('a search row marks a modelled price as an estimate, and an observed one with its source and date', () => {
    const estimate = { ...milk(4, 'EcoFamily', 449), price_source: { kind: 'estimate', origin: null, date: '2026-11-16' } } as Product;
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <ProductRow product={estimate} onAddToList={() => {}} onFavouriteDone={() => {}} />
          <ProductRow product={milk(5, 'Aldi', 279)} onAddToList={() => {}} onFavouriteDone={() => {}} />
        </MemoryRouter>
      </Provider>,
    );
    const [eco, aldi] = screen.getAllByTestId('product-row');
    const note = within(eco!).getByTestId('price-source');
    expect(note.textContent).toBe('Estimated price');
    expect(note.getAttribute('data-kind')).toBe('estimate');
    expect(within(aldi!).getByTestId('price-source').textContent).toBe('Árfigyelő, 24\u00a0November\u00a02026');
    expect(aldi!.textContent).not.toContain('Estimated price');
  });
});
