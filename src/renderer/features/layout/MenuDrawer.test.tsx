import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { MenuDrawer } from './MenuDrawer';

beforeAll(async () => {
  await initI18n('en');
});

/** The shapes an entry's icon is drawn with (tag and geometry), e.g. "circle 12 8 4". */
function shapesOf(entry: HTMLElement): string[] {
  const svg = entry.querySelector('svg')!;
  return [...svg.children].map((el) => [el.tagName.toLowerCase(), ...['cx', 'cy', 'r', 'd', 'x', 'y', 'width', 'height'].map((a) => el.getAttribute(a) ?? '')].join(' ').trim());
}

describe('menu drawer', () => {
  it('gives every entry its own icon: Delete my account is no person like Profile', async () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <MenuDrawer />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: /menu/i });
    const entries = [...nav.querySelectorAll<HTMLElement>('a, button')];
    expect(entries.length).toBeGreaterThanOrEqual(8);
    const pictures = entries.map((e) => JSON.stringify(shapesOf(e)));
    expect(new Set(pictures).size, 'entries sharing an icon').toBe(entries.length);
    // A person (a round head) stands for the user's profile only: the delete entry must not read as a second profile.
    const heads = (e: HTMLElement) => shapesOf(e).filter((s) => s.startsWith('circle'));
    const del = entries.find((e) => e.textContent === 'Delete my account')!;
    expect(heads(del), 'the delete entry draws a head like Profile').toEqual([]);
  });
});
