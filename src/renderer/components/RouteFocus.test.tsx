import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus';

function Home() {
  const navigate = useNavigate();
  return (
    <main>
      <h1>Home</h1>
      <button type="button" onClick={() => navigate('/lists')}>
        Lists
      </button>
      <button type="button" onClick={() => navigate('/form')}>
        Form
      </button>
    </main>
  );
}

function Form() {
  return (
    <main>
      <h1>Form</h1>
      <input aria-label="Name" autoFocus />
    </main>
  );
}

const app = () =>
  render(
    <MemoryRouter>
      <RouteFocus />
      <Routes>
        <Route path="/" element={<Home />} />
        <Route
          path="/lists"
          element={
            <>
              <header>
                <button type="button">Menu</button>
              </header>
              <main>
                <h1>Lists</h1>
              </main>
            </>
          }
        />
        <Route path="/form" element={<Form />} />
      </Routes>
    </MemoryRouter>,
  );

describe('focus after a move to another page', () => {
  it("goes to the new page's heading, not <body>", async () => {
    app();
    screen.getByRole('button', { name: 'Lists' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Lists' })));
  });

  it('stays where the new page put it (a field it focuses)', async () => {
    app();
    screen.getByRole('button', { name: 'Form' }).focus();
    await userEvent.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(field);
  });

  it('leaves a control focused after the move where it is (the header menu button)', async () => {
    app();
    screen.getByRole('button', { name: 'Lists' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Lists' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(menu);
  });
});
