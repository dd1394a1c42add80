import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingList } from '../../shared/api/lists';
import { AddToListDialog } from '../features/browse/add-to-list/AddToListDialog';
import { ManagementScreen } from '../features/shopping/management/ManagementScreen';
import { initI18n } from '../i18n';
import { fakeKosar } from '../../../tests/support/renderer/fake-kosar';
import { Provider, createStore } from './jotai';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });

const milk = { id: 5, name: 'UHT milk 1 l', price: 379, package: 1, unit: 'l' };
let server: ShoppingList[];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  server = [{ id: 1, name: 'Weekly', version: 0, product_count: 0, created: '2026-11-01T00:00:00.000Z', products: [] }];
  fakeKosar({
    lists: vi.fn(() => ok({ items: server })),
    savedPlans: vi.fn(() => ok({ versions: [] })),
    setQuantity: vi.fn((input: { params: { list_id: number }; body: { product_id: number; quantity: number } }) => {
      server = server.map((l) =>
        l.id !== input.params.list_id
          ? l
          : {
              ...l,
              version: l.version + 1,
              product_count: 1,
              products: [{ id: input.body.product_id, quantity: input.body.quantity } as ShoppingList['products'][number]],
            },
      );
      return ok({ success: true });
    }),
  });
});

describe('one store for the lists', () => {
  it('a product added through the add-to-list dialog shows in the list count on the management screen at once', async () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <ManagementScreen />
          <AddToListDialog product={milk} onClose={() => {}} />
        </MemoryRouter>
      </Provider>,
    );
    const lists = await screen.findByRole('list', { name: 'Your shopping lists', hidden: true });
    expect(within(lists).getByText(/0 products/)).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'One more UHT milk 1 l (Weekly)' }));
    expect(await within(lists).findByText(/1 product\b/)).toBeTruthy();
    expect(within(lists).queryByText(/0 products/)).toBeNull();
  });
});
