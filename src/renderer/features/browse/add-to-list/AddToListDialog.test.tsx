import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n, initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { AddToListDialog } from './AddToListDialog';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const milk = { id: 1003, name: 'S-Budget UHT milk 1.5% 1 l', price: 330, package: 1, unit: 'l', kind_name: 'UHT milk 1.5%' };

let routes: Record<string, ReturnType<typeof vi.fn>>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  routes = {
    lists: vi.fn(() => ok({ items: [{ id: 1, name: 'Heti', product_count: 0, created: '2026-11-20T10:00:00.000Z', version: 3, products: [] }] })),
    setQuantity: vi.fn(() => ok({ success: true })),
  };
  fakeKosar(routes, { prefs: { get: vi.fn(() => ok({ language: 'en', email: null })) } });
});

const show = () =>
  render(
    <Provider store={createStore()}>
      <AddToListDialog product={milk} onClose={() => {}} />
    </Provider>,
  );

describe('add to list', () => {
  it('puts "any brand of this kind" on the list when chosen, and this product otherwise', async () => {
    show();
    const any = await screen.findByRole('radio', { name: 'Any brand of this kind (UHT milk 1.5%)' });
    expect(screen.getByRole('radio', { name: 'This product' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: /^One more/ }));
    await waitFor(() => expect(routes.setQuantity).toHaveBeenCalledTimes(1));
    expect(routes.setQuantity.mock.calls[0]![0]).toMatchObject({ body: { product_id: 1003, quantity: 1, any_brand: false } });

    await userEvent.click(any);
    expect(screen.getByText(/cheapest product of the kind at each shop/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /^One more/ }).getAttribute('aria-disabled')).toBe('false'));
    await userEvent.click(screen.getByRole('button', { name: /^One more/ }));
    await waitFor(() => expect(routes.setQuantity).toHaveBeenCalledTimes(2));
    expect(routes.setQuantity.mock.calls[1]![0]).toMatchObject({ body: { product_id: 1003, any_brand: true } });
  });

  it('offers the choice in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    show();
    expect(await screen.findByRole('radio', { name: 'Bármilyen márkájú UHT milk 1.5%' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Ez a termék' })).toBeTruthy();
  });

  it('says where the price comes from: an estimate, or Árfigyelő and the date', async () => {
    const { unmount } = render(
      <Provider store={createStore()}>
        <AddToListDialog product={{ ...milk, price_source: { kind: 'estimate', origin: null, date: '2026-11-16' } }} onClose={() => {}} />
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Estimated price');
    unmount();
    render(
      <Provider store={createStore()}>
        <AddToListDialog product={{ ...milk, price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-24' } }} onClose={() => {}} />
      </Provider>,
    );
    expect((await screen.findByRole('dialog')).textContent).toContain('Árfigyelő, 24\u00a0November\u00a02026');
  });
});

