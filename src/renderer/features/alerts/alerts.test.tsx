import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxEntry, Watch } from '../../../shared/api/watches';
import { initI18n } from '../../i18n';
import { Toasts } from '../../components/Toasts';
import { Provider, createStore } from '../../state/jotai';
import { languageAtom } from '../../state/session';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { testProduct } from '../../../../tests/support/renderer/test-product';
import { AlertNotifier } from './AlertNotifier';
import { AlertsNavLink } from './AlertsNavLink';
import { InboxScreen } from './InboxScreen';
import { WatchButton } from './WatchButton';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
/** Text with its no-break spaces ("500 Ft", dates) as plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

const observed = { kind: 'observed' as const, origin: 'arfigyelo', date: '2026-11-23' };
const entry = (over: Partial<InboxEntry> & { id: number; name: string }): InboxEntry => ({
  product: testProduct({ id: over.id, name: over.name, price: over.now ?? 333, price_source: observed }),
  day: '2026-11-23',
  now: 333,
  was: 500,
  was_day: '2026-11-20',
  promotion_regular: null,
  kind: 'cheaper',
  target_price: null,
  state: 'unread',
  ...over,
});

/** The server's inbox and watches, which the fakes below read and write. */
let entries: InboxEntry[];
let watches: Watch[];
let calls: Record<string, ReturnType<typeof vi.fn>>;
let notify: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.clear();
  entries = [
    entry({ id: 1, name: 'Tej 1 l' }),
    entry({ id: 2, name: 'Vaj 250 g', kind: 'promotion', was: 900, now: 790, promotion_regular: 900, target_price: 800 }),
  ];
  watches = [];
  const inbox = () => {
    const shown = entries.filter((e) => (e.state as string) !== 'dismissed');
    return ok({ entries: shown, unread: shown.filter((e) => e.state === 'unread').length });
  };
  calls = {
    inbox: vi.fn(inbox),
    watches: vi.fn(() => ok({ watches })),
    markInbox: vi.fn((input: { body: { entries: Array<{ product_id: number; day: string }>; state: string } }) => {
      for (const m of input.body.entries) {
        const e = entries.find((x) => x.product.id === m.product_id && x.day === m.day)!;
        e.state = input.body.state as InboxEntry['state'];
      }
      return ok({ success: true });
    }),
    watchProduct: vi.fn((input: { body: { product_id: number; target_price: number | null } }) => {
      watches = [{ product_id: input.body.product_id, target_price: input.body.target_price, created_at: '2026-11-20T10:00:00.000Z' }];
      return ok({ success: true });
    }),
    unwatchProduct: vi.fn(() => ((watches = []), ok({ success: true }))),
  };
  notify = vi.fn(() => ok({ available: true }));
  fakeKosar(calls, { app: { notify } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function app(children: React.ReactNode, language: 'en' | 'hu' = 'en') {
  const store = createStore();
  store.set(languageAtom, language);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Toasts />
        <nav aria-label="Main">
          <AlertsNavLink />
        </nav>
        {children}
      </MemoryRouter>
    </Provider>,
  );
}

describe('the alerts count in the navigation', () => {
  it('shows the unread count, and the link says it aloud', async () => {
    app(null);
    const link = await screen.findByRole('link', { name: 'Alerts, 2 unread' });
    expect(within(link).getByTestId('alerts-badge').textContent).toBe('2');
  });

  it('shows no count when nothing is unread', async () => {
    entries.forEach((e) => (e.state = 'read'));
    app(null);
    await waitFor(() => expect(calls.inbox).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeTruthy();
    expect(screen.queryByTestId('alerts-badge')).toBeNull();
  });
});

describe('the inbox', () => {
  it('says what got cheaper and what went on promotion, with the chain, both prices, the date and the source', async () => {
    app(<InboxScreen />);
    const list = await screen.findByRole('list', { name: 'Price alerts' });
    const rows = within(list).getAllByTestId('inbox-entry');
    expect(rows.map((r) => plain(within(r).getByRole('link').textContent))).toEqual([
      'Tej 1 l got cheaper at Lidl: was 500 Ft, now 333 Ft (23 November 2026, Árfigyelő)',
      'Vaj 250 g is on promotion at Lidl: was 900 Ft, now 790 Ft (23 November 2026, Árfigyelő)',
    ]);
    expect(plain(rows[1]!.textContent)).toContain('Your target price: 800 Ft.');
    expect(plain(rows[0]!.textContent)).toContain('Compared with the price observed on 20 November 2026.');
  });

  it('reads in Hungarian too', async () => {
    await i18next.changeLanguage('hu');
    app(<InboxScreen />, 'hu');
    const list = await screen.findByRole('list', { name: 'Árértesítések' });
    expect(plain(within(list).getAllByRole('link')[0]!.textContent)).toBe(
      'Tej 1 l olcsóbb lett (Lidl): eddig 500 Ft, most 333 Ft (2026. november 23., Árfigyelő)',
    );
    expect(await screen.findByRole('link', { name: 'Értesítések, 2 olvasatlan' })).toBeTruthy();
  });

  it('marks an entry read: it stays, no longer new, and the count drops', async () => {
    app(<InboxScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Tej 1 l at Lidl' }));
    expect(calls.markInbox).toHaveBeenCalledWith({ body: { entries: [{ product_id: 1, day: '2026-11-23' }], state: 'read' } });
    expect(await screen.findByRole('link', { name: 'Alerts, 1 unread' })).toBeTruthy();
    const first = screen.getAllByTestId('inbox-entry')[0]!;
    expect(within(first).queryByText('New')).toBeNull();
    expect(screen.getAllByTestId('inbox-entry')).toHaveLength(2);
  });

  it('dismisses an entry by keyboard: it goes, and the focus moves to the entry now in its place', async () => {
    app(<InboxScreen />);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss: Tej 1 l at Lidl' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(calls.markInbox).toHaveBeenCalledWith({ body: { entries: [{ product_id: 1, day: '2026-11-23' }], state: 'dismissed' } });
    await waitFor(() => expect(screen.getAllByTestId('inbox-entry')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Vaj 250 g is on promotion/));
    expect(await screen.findByRole('link', { name: 'Alerts, 1 unread' })).toBeTruthy();
  });

  it('"Mark all as read" marks every unread entry', async () => {
    app(<InboxScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(calls.markInbox).toHaveBeenCalledWith({
      body: { entries: [{ product_id: 1, day: '2026-11-23' }, { product_id: 2, day: '2026-11-23' }], state: 'read' },
    });
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeTruthy();
  });

  it('says so when nothing has got cheaper yet', async () => {
    entries = [];
    app(<InboxScreen />);
    expect(await screen.findByText(/Nothing you watch has got cheaper yet/)).toBeTruthy();
  });
});

describe('the watch bell', () => {
  it('watches with a target price, refuses one that is not a whole number of forints, and stops', async () => {
    app(<WatchButton productId={7} name="Tej 1 l" withText />);
    const bell = await screen.findByRole('button', { name: 'Watch price' });
    expect(bell.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Watch the price of Tej 1 l' });
    const field = within(dialog).getByLabelText('Target price in Ft (optional)');
    await userEvent.type(field, '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Give a whole number of forints from 1 to 1,000,000, or leave it empty.');
    expect(calls.watchProduct).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '450{Enter}');
    expect(calls.watchProduct).toHaveBeenCalledWith({ body: { product_id: 7, target_price: 450 } });
    const on = await screen.findByRole('button', { name: 'Watching' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Watching the price of Tej 1 l.')).toBeTruthy();

    await userEvent.click(on);
    const again = await screen.findByRole('dialog');
    expect((within(again).getByLabelText('Target price in Ft (optional)') as HTMLInputElement).value).toBe('450');
    await userEvent.click(within(again).getByRole('button', { name: 'Stop watching' }));
    expect(calls.unwatchProduct).toHaveBeenCalledWith({ params: { product_id: 7 } });
    expect((await screen.findByRole('button', { name: 'Watch price' })).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('desktop notifications', () => {
  it('raises one for the unread entries not told before, through the app, and not again when read again or after a restart', async () => {
    app(<AlertNotifier />);
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    const [told] = notify.mock.calls[0] as [{ title: string; body: string }];
    expect(told.title).toBe('Kosár: 2 watched prices dropped');
    expect(plain(told.body)).toBe('Tej 1 l got cheaper at Lidl: was 500 Ft, now 333 Ft (23 November 2026, Árfigyelő), and 1 more');
    // The app starts again: the same entries are not told twice.
    cleanup();
    app(<AlertNotifier />);
    await waitFor(() => expect(calls.inbox).toHaveBeenCalledTimes(2));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('in a browser, uses its Notification once the user allowed it, and never asks by itself', async () => {
    notify.mockImplementation(() => ok({ available: false }));
    const shown: Array<[string, NotificationOptions | undefined]> = [];
    const requestPermission = vi.fn(() => Promise.resolve('granted' as const));
    let permission: NotificationPermission = 'default';
    class FakeNotification {
      static get permission() {
        return permission;
      }
      static requestPermission = requestPermission;
      constructor(title: string, options?: NotificationOptions) {
        shown.push([title, options]);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    app(
      <>
        <AlertNotifier />
        <InboxScreen />
      </>,
    );
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(shown).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
    // Allowed on a press; the next new entry is shown by the browser.
    requestPermission.mockImplementation(() => ((permission = 'granted'), Promise.resolve('granted' as const)));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on desktop notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull());
    entries.push(entry({ id: 3, name: 'Kenyér 500 g', day: '2026-11-24', was_day: '2026-11-23' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Tej 1 l at Lidl' }));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]![0]).toBe('Kosár: 1 watched price dropped');
  });
});
