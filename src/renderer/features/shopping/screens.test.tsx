import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanVersion } from '../../../shared/api/plans';
import { initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { ManagementScreen } from './management/ManagementScreen';
import { PlanDetailScreen } from './solutions/PlanDetailScreen';

// Leaflet needs a real layout engine; the map is checked in the browser journeys.
vi.mock('./solutions/RouteMap', () => ({ RouteMap: () => null }));

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

const version = (over: Partial<PlanVersion> = {}): PlanVersion => ({
  id: 4,
  list_id: 1,
  saved: 1,
  total: 758,
  prices_changed: true,
  route: null,
  missing: [],
  retailers: [
    {
      id: 1,
      name: 'Aldi',
      shop: [{ id: 10, retailer_id: 1, latitude: 47.5, longitude: 19.04, address: 'Mészáros utca 56/A' }],
      products: [
        {
          id: 5,
          name: 'UHT milk 1 l',
          photo: null,
          price: 379,
          package: 1,
          quantity: 2,
          unit: 'l',
          current_price: 399,
          price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-24' },
          available: false,
        },
      ],
    },
  ],
  ...over,
});

let api: Record<string, Record<string, ReturnType<typeof vi.fn>>>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  api = {
    prefs: { get: vi.fn(() => ok({ language: 'en', email: null })) },
    zone: { get: vi.fn(() => ok({ latitude: null, longitude: null, diameter: null, retailers: [] })) },
    catalogue: { shops: vi.fn(() => ok({ shops: [] })), retailers: vi.fn(() => ok({ retailers: [] })) },
    lists: {
      planVersion: vi.fn(() => ok({ version: version() })),
      all: vi.fn(() => fail('DB_UNAVAILABLE')),
      saved: vi.fn(() => ok({ versions: [] })),
    },
  };
  (window as unknown as { kosar: unknown }).kosar = api;
});

function at(path: string, element: React.ReactNode, route: string) {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('plan detail', () => {
  it('says when prices changed since the plan, shows today\'s price, and offers no Save for a saved plan', async () => {
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect(await screen.findByText(/Prices have changed since this plan was made/)).toBeTruthy();
    expect(screen.getByText(/today 399/)).toBeTruthy();
    expect(screen.getByText('Quantity: 2, 2 l in total')).toBeTruthy();
    expect(screen.getByTestId('line-total').textContent).toMatch(/^758\sFt$/);
    expect(screen.queryByRole('button', { name: 'Save plan' })).toBeNull();
  });

  it('says where each frozen price came from and marks an offer the monitor no longer reports', async () => {
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    const card = await screen.findByTestId('plan-product');
    expect(card.textContent).toContain('Árfigyelő, 24 November 2026');
    expect(card.textContent).toContain('No longer reported by the price monitor');
  });

  it('offers Save for an unsaved plan and says what is not sold at its stores', async () => {
    api.lists.planVersion.mockImplementation(() =>
      ok({ version: version({ saved: 0, prices_changed: false, missing: [{ product_id: 8, name: 'Tofu', quantity: 2 }] }) }),
    );
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect(await screen.findByRole('button', { name: 'Save plan' })).toBeTruthy();
    expect(screen.getByText('Not available at these shops: Tofu ×2')).toBeTruthy();
    expect(screen.queryByText(/Prices have changed/)).toBeNull();
  });
});

describe('shopping lists', () => {
  it('shows a failed load in words with a retry that loads again', async () => {
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    expect(await screen.findByText("The server's database is not reachable right now. Try again in a moment.")).toBeTruthy();
    api.lists.all.mockImplementation(() => ok({ items: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('You have no shopping list yet. Create one to get started!')).toBeTruthy());
    expect(screen.getByText('You have not yet created a purchase plan!')).toBeTruthy();
  });
});
