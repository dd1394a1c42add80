import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { appInfoAtom } from '../../state/app-info';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { searchOpenAtom } from '../browse/search/atoms';
import { PopularScreen } from '../browse/listing/CollectionScreen';
import { NewsPostScreen } from '../browse/news/NewsScreen';
import { ProductScreen } from '../browse/product/ProductScreen';
import { PlanDetailScreen } from '../shopping/solutions/PlanDetailScreen';

// Leaflet needs a real layout engine; the plan's map is checked in the browser journeys.
vi.mock('../shopping/solutions/RouteMap', () => ({ RouteMap: () => null }));

/**
 * Issue #19: a page whose thing does not exist says what is missing and offers the steps that can help (Back, Home,
 * and Search where a product could be found another way), never "Try again", which cannot bring it back.
 * (The category's own test is in browse/listing/CategoryScreen.test.tsx.)
 */
const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const missing = () => Promise.resolve({ ok: false as const, error: { code: 'NOT_FOUND', message: 'not found' } });

const retailers = { retailers: [{ id: 1, name: 'Aldi', slug: 'aldi', photo: null, color: '#00005f' }] };

beforeAll(async () => {
  await initI18n('en');
});

function openAt(path: string, route: string, screenEl: ReactNode) {
  const store = createStore();
  store.set(appInfoAtom, { version: '0.1.0', apiBaseUrl: 'http://127.0.0.1:1/api/v1', mediaBaseUrl: 'http://127.0.0.1:1/', embeddedServer: true, vault: 'memory' });
  fakeKosar({
    product: vi.fn(missing),
    blog: vi.fn(missing),
    planVersion: vi.fn(missing),
    retailers: vi.fn(() => ok(retailers)),
    getZone: vi.fn(() => ok({ latitude: null, longitude: null, diameter: null, retailers: [] })),
    shops: vi.fn(() => ok({ shops: [] })),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/previous', path]} initialIndex={1}>
        <Routes>
          <Route path={route} element={screenEl} />
          <Route path="/previous" element={<p>The previous screen</p>} />
          <Route path="/" element={<p>Home screen</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

interface Case {
  what: string;
  path: string;
  route: string;
  el: ReactNode;
  says: string;
  title?: string;
  search: boolean;
}

const CASES: Case[] = [
  {
    what: 'a product the server does not know',
    path: '/product/424242',
    route: '/product/:id',
    el: <ProductScreen />,
    says: 'There is no such product. It may no longer be sold.',
    title: 'Product not found',
    search: true,
  },
  {
    what: 'a product id that is not a number',
    path: '/product/abc',
    route: '/product/:id',
    el: <ProductScreen />,
    says: 'There is no such product. It may no longer be sold.',
    title: 'Product not found',
    search: true,
  },
  {
    what: 'a collection of a retailer that does not exist',
    path: '/products/popular/999',
    route: '/products/popular/:id',
    el: <PopularScreen />,
    says: 'There is no such retailer.',
    search: true,
  },
  {
    what: 'a collection whose retailer id is not a number',
    path: '/products/popular/xyz',
    route: '/products/popular/:id',
    el: <PopularScreen />,
    says: 'There is no such retailer.',
    search: true,
  },
  {
    what: 'a news post the server does not know',
    path: '/news/4242',
    route: '/news/:id',
    el: <NewsPostScreen />,
    says: 'There is no such news post. It may have been removed.',
    search: false,
  },
  {
    what: 'a plan the server does not know',
    path: '/shopping/solutions/4242',
    route: '/shopping/solutions/:id',
    el: <PlanDetailScreen />,
    says: 'There is no such plan. It may have been deleted.',
    search: false,
  },
  {
    what: 'a plan id that is not a number',
    path: '/shopping/solutions/abc',
    route: '/shopping/solutions/:id',
    el: <PlanDetailScreen />,
    says: 'There is no such plan. It may have been deleted.',
    search: false,
  },
];

describe('not-found states', () => {
  it.each(CASES)('$what: says what is missing once and offers Back and Home, not Try again', async (c) => {
    openAt(c.path, c.route, c.el);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(c.says);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    if (c.title) expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(within(alert).getByRole('button', { name: 'Go back' })).toBeTruthy();
    const search = within(alert).queryByRole('button', { name: 'Search the products' });
    expect(search !== null, 'a Search step').toBe(c.search);
  });

  it.each(CASES.filter((c) => c.search))('$what: Search opens the product search', async (c) => {
    const store = openAt(c.path, c.route, c.el);
    const alert = await screen.findByRole('alert');
    expect(store.get(searchOpenAtom)).toBe(false);
    await userEvent.click(within(alert).getByRole('button', { name: 'Search the products' }));
    expect(store.get(searchOpenAtom)).toBe(true);
  });

  it.each(CASES)('$what: Go back returns to the previous screen', async (c) => {
    openAt(c.path, c.route, c.el);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('The previous screen')).toBeTruthy();
  });

  it.each(CASES)('$what: Home goes home', async (c) => {
    openAt(c.path, c.route, c.el);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Go to home' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });
});
