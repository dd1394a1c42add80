import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { searchOpenAtom } from '../search/atoms';
import { fakeKosar } from '../../../test-kosar';
import { CategoryScreen } from './CategoryScreen';

const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fakeKosar({ category: vi.fn(() => fail('NOT_FOUND')), categoryProducts: vi.fn(() => fail('NOT_FOUND')) });
});

function openCategory(id: string, store = createStore()) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/', `/products/category/${id}`]} initialIndex={1}>
        <Routes>
          <Route path="/products/category/:id" element={<CategoryScreen />} />
          <Route path="/" element={<p>Home screen</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('an unknown category', () => {
  it('is titled as a missing category, says so once, and offers a way on instead of a retry', async () => {
    openCategory('99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toContain('There is no such product category.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('offers to search the products, which opens the search', async () => {
    const store = createStore();
    openCategory('99999', store);
    const search = await screen.findByRole('button', { name: 'Search the products' });
    expect(store.get(searchOpenAtom)).toBe(false);
    search.click();
    expect(store.get(searchOpenAtom)).toBe(true);
  });

  it('a category id that is not a number reads the same', async () => {
    openCategory('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
