import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { ProductCard } from './ProductCard';
import { testProduct } from '../../../../../tests/support/renderer/test-product';

const product = testProduct;

beforeAll(async () => {
  await initI18n('en');
});

describe('product card', () => {
  it('says "No trend yet: not enough observations" for an offer without a trend, never a flat 0%', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard product={product({ trending: null })} onAddToList={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('trend-none').textContent).toBe('No trend yet: not enough observations');
    expect(screen.queryByText(/0\.0\s?%/)).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <ProductCard product={product({ trending: 0 })} onAddToList={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('trend-none')).toBeNull();
  });

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
