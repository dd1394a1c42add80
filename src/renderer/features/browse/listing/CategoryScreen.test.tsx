import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../../../shared/api/catalogue';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { searchOpenAtom } from '../search/atoms';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
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

describe("a category's sort", () => {
  const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
  const item = (id: number, name: string, price: number) =>
    ({
      id,
      name,
      price,
      photo: null,
      description: null,
      saving: 0,
      trending: 0,
      isFavorite: false,
      package: 1,
      unit: 'l',
      unit_price: price,
      retailer_name: 'Aldi',
      address: null,
      price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-24' },
    }) as unknown as Product;

  it("offers the search's sorts, asks the server for the chosen one and lists what it answers in that order", async () => {
    const dairy = { id: 3, name: 'Dairy', slug: 'diary', parent_id: 1, search_group: 'food', photo: null };
    const categoryProducts = vi.fn((input: { query: { sort?: string } }) =>
      ok({
        items:
          input.query.sort === 'price'
            ? [item(2, 'Cheap milk', 299), item(1, 'Dear milk', 499)]
            : [item(1, 'Dear milk', 499), item(2, 'Cheap milk', 299)],
      }),
    );
    fakeKosar({ category: vi.fn(() => ok({ category: dairy, categories: [] })), categoryProducts });
    openCategory('3');
    const rows = () =>
      within(screen.getByRole('list', { name: 'Dairy' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label') ?? a.textContent);
    await screen.findByRole('list', { name: 'Dairy' });
    expect(rows()[0]).toMatch(/^Dear milk/);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Offers first',
      'Price, lowest first',
      'Unit price, lowest first',
      'Saving, highest first',
    ]);
    await userEvent.selectOptions(sort, 'price');
    await waitFor(() => expect(rows()[0]).toMatch(/^Cheap milk/));
    expect(categoryProducts).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ sort: 'price', page: 1 }) }),
    );
  });
});

describe('a category with no observed price', () => {
  const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
  const cat = (id: number, name: string, slug: string, prices: { observed: number; estimated: number; monitored: boolean }) => ({
    id, name, slug, parent_id: 2, search_group: 'beverages', photo: null, prices,
  });
  const alcohol = cat(14, 'Alcoholic drinks', 'alcohol', { observed: 0, estimated: 305, monitored: false });
  const softDrinks = cat(13, 'Soft drinks, coffee and tea', 'non-alcoholic', { observed: 40, estimated: 433, monitored: true });
  const drinks = { ...cat(2, 'Drinks', 'drink', { observed: 40, estimated: 738, monitored: true }), parent_id: null };

  it('says the price monitor does not cover it and every price is an estimate, for the chosen sub-category too', async () => {
    fakeKosar({
      category: vi.fn((input: { params: { id: number } }) =>
        ok(input.params.id === 14 ? { category: alcohol, categories: [] } : { category: drinks, categories: [softDrinks, alcohol] }),
      ),
      categoryProducts: vi.fn(() => ok({ items: [] })),
    });
    openCategory('14');
    const note = await screen.findByTestId('category-prices');
    expect(note.textContent).toBe(
      'Árfigyelő, the national price monitor, does not cover Alcoholic drinks, so no price here was observed in a shop: every one is an estimate, marked “Estimated price”.',
    );
    // Its list is empty only because the zone's chains sell none of it: the page says that, not "There are no products".
    expect(await screen.findByText('None of the chains in your shopping zone sells anything in Alcoholic drinks. Add chains to your zone to see more.')).toBeTruthy();
  });

  it('shows no note where something is observed, and the note once the estimated-only sub-category is chosen', async () => {
    fakeKosar({
      category: vi.fn(() => ok({ category: drinks, categories: [softDrinks, alcohol] })),
      categoryProducts: vi.fn(() => ok({ items: [] })),
    });
    openCategory('2');
    await screen.findByRole('combobox', { name: 'Sub-category' });
    expect(screen.queryByTestId('category-prices')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub-category' }), '14');
    expect((await screen.findByTestId('category-prices')).dataset.why).toBe('notMonitored');
  });

  it('in Hungarian, addressing the reader informally', async () => {
    await i18next.changeLanguage('hu');
    try {
      fakeKosar({ category: vi.fn(() => ok({ category: { ...alcohol, name: 'Szeszes italok' }, categories: [] })), categoryProducts: vi.fn(() => ok({ items: [] })) });
      openCategory('14');
      expect((await screen.findByTestId('category-prices')).textContent).toBe(
        'Ezt a kategóriát (Szeszes italok) az Árfigyelő, az országos árfigyelő rendszer nem figyeli, ezért itt egyik ár sem boltban megfigyelt ár: mindegyik becslés, „Becsült ár” jelöléssel.',
      );
      expect(await screen.findByText(/Vegyél fel több láncot a zónádba/)).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
