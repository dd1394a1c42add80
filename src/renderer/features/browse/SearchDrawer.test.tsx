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

describe('search drawer', () => {
  it('opens with the cursor in the search field, so what the user types first is not lost', async () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <SearchDrawer />
        </MemoryRouter>
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    const field = await screen.findByLabelText('Search for a product');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.keyboard('tej');
    expect((field as HTMLInputElement).value).toBe('tej');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
