import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { SearchDrawer } from './SearchDrawer';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  (window as unknown as { kosar: unknown }).kosar = {
    catalogue: { categories: vi.fn(() => ok({ categories: [] })), search: vi.fn(() => ok({ products: [] })) },
  };
});

const renderDrawer = () =>
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <SearchDrawer />
      </MemoryRouter>
    </Provider>,
  );

describe('search drawer', () => {
  it('opens with the cursor in the search field, so what the user types first is not lost', async () => {
    renderDrawer();
    const opener = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    const field = await screen.findByLabelText('Search for a product');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.keyboard('tej');
    expect((field as HTMLInputElement).value).toBe('tej');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says that a category chosen earlier is still on when nothing matches, and clears it with a button', async () => {
    const drinks = { id: 7, name: 'Drinks', slug: 'drink', parent_id: null };
    (window as unknown as { kosar: unknown }).kosar = {
      api: vi.fn((route: string) => (route === 'categories' ? ok({ categories: [drinks] }) : ok({ products: [] }))),
    };
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.keyboard('sajt');
    await userEvent.selectOptions(await screen.findByLabelText('Main category'), 'Drinks');
    expect(await screen.findByText('No product matches “sajt” in the chosen category (Drinks).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search all categories' }));
    expect(await screen.findByText('No product matches “sajt”.')).toBeTruthy();
    expect((screen.getByLabelText('Main category') as HTMLSelectElement).value).toBe('');
  });
});
