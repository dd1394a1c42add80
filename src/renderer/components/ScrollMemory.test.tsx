import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RESTORING, ScrollMemory } from './ScrollMemory';

function Page({ name, to }: { name: string; to?: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <h1>{name}</h1>
      {to ? <Link to={to}>Open {to}</Link> : null}
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </div>
  );
}

const scrollTo = (y: number) =>
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });

describe('scroll position across routes', () => {
  it('a new page opens at the top, and Back returns to where the user was', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollMemory />
        <Routes>
          <Route path="/" element={<Page name="Home" to="/category" />} />
          <Route path="/category" element={<Page name="Category" to="/product" />} />
          <Route path="/product" element={<Page name="Product" />} />
        </Routes>
      </MemoryRouter>,
    );
    await scrollTo(900);
    await userEvent.click(screen.getByRole('link', { name: 'Open /category' }));
    expect(screen.getByRole('heading', { name: 'Category' })).toBeTruthy();
    expect(window.scrollY).toBe(0);

    await scrollTo(400);
    await userEvent.click(screen.getByRole('link', { name: 'Open /product' }));
    expect(window.scrollY).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Category' })).toBeTruthy();
    expect(window.scrollY).toBe(400);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(window.scrollY).toBe(900);
  });

  it('lays every row out while a Back restores its offset, and stops when the user takes over', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollMemory />
        <Routes>
          <Route path="/" element={<Page name="Category" to="/product" />} />
          <Route path="/product" element={<Page name="Product" />} />
        </Routes>
      </MemoryRouter>,
    );
    await scrollTo(1300);
    await userEvent.click(screen.getByRole('link', { name: 'Open /product' }));
    expect(document.documentElement.classList.contains(RESTORING)).toBe(false);
    // The list is not tall enough yet (its rows are still loading): the page can reach 500 px at most.
    const real = window.scrollTo.bind(window);
    const short = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => real(x, Math.min(y, 500))) as typeof window.scrollTo);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(window.scrollY).toBe(500);
      expect(document.documentElement.classList.contains(RESTORING)).toBe(true);
      // The user scrolls by keyboard: the restore gives way and rows go back to skipping layout off screen.
      await act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' })));
      expect(document.documentElement.classList.contains(RESTORING)).toBe(false);
    } finally {
      short.mockRestore();
    }
  });
});
