import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Retailer } from '../../../../shared/api';
import { initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { RetailerFilterDialog } from './RetailerFilterDialog';

beforeAll(async () => {
  await initI18n('en');
});

const retailers = [
  { id: 1, name: 'Aldi', slug: 'aldi', color: '#00005f', photo: null },
  { id: 2, name: 'Lidl', slug: 'lidl', color: '#0050aa', photo: null },
] as unknown as Retailer[];

function Harness() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState([1, 2]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter retailers
      </button>
      <RetailerFilterDialog
        open={open}
        onOpenChange={setOpen}
        retailers={retailers}
        selected={selected}
        onApply={(ids) => {
          setSelected(ids);
          setOpen(false);
        }}
      />
    </>
  );
}

describe('retailer filter', () => {
  it.each([
    ['Next', () => screen.getByRole('button', { name: 'Next' })],
    ['Cancel', () => screen.getByRole('button', { name: 'Cancel' })],
  ])('after %s, focus returns to the button that opened it', async (_name, button) => {
    render(
      <Provider store={createStore()}>
        <Harness />
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Filter retailers' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.click(button());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
