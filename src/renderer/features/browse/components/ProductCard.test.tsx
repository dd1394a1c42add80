import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/api/catalogue';
import { initI18n } from '../../../i18n';
import { ProductCard } from './ProductCard';

const product = (over: Partial<Product>): Product => ({
  id: 1,
  name: 'Pilos natúr joghurt 150 g',
  price: 65,
  photo: null,
  description: null,
  saving: 0,
  trending: 0,
  isFavorite: false,
  package: 0.15,
  unit: 'kg',
  unit_price: 433,
  retailer_id: 4,
  retailer_name: 'Lidl',
  address: '1054 Budapest, Báthory utca környéke',
  address_source: 'synthetic',
  category: null,
  discount: false,
  nutritional_value: null,
  vegetarian: false,
  vegan: false,
  lactose: false,
  price_source: { kind: 'estimate', origin: null, date: '2026-11-16' },
  available: true,
  ...over,
});

beforeAll(async () => {
  await initI18n('en');
});

describe('product card', () => {
  it('marks a shop address that a model placed, and only that', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard product={product({})} onAddToList={() => {}} />
      </MemoryRouter>,
    );
    // Not "1054 Budapest, Báthory utca környéke" as if it were an address: an estimated location near that street.
    expect(screen.getByTestId('shop-source').textContent).toBe('Estimated location near Báthory utca, 1054\u00a0Budapest');
    expect(screen.queryByText(/környéke/)).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <ProductCard product={product({ address: '1054 Budapest, Vértanúk tere 1', address_source: 'osm' })} onAddToList={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('shop-source')).toBeNull();
  });
});
