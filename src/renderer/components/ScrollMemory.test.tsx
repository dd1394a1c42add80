import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ScrollMemory } from './ScrollMemory';

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
});
