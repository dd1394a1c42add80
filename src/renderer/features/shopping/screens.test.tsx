import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanVersion, Solution } from '../../../shared/api/plans';
import { i18next, initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { solutionListAtom } from './atoms';
import { searchOpenAtom, searchTextAtom } from '../browse/search/atoms';
import { ManagementScreen } from './management/ManagementScreen';
import { PlanScreen } from './plan/PlanScreen';
import { SolutionsScreen } from './solutions/SolutionsScreen';
import { PlanDetailScreen } from './solutions/PlanDetailScreen';

// Leaflet needs a real layout engine; the map is checked in the browser journeys.
vi.mock('./solutions/RouteMap', () => ({ RouteMap: () => null }));

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

const version = (over: Partial<PlanVersion> = {}): PlanVersion => ({
  id: 4,
  list_id: 1,
  name: 'Weekly shop',
  created: '2026-11-24T09:00:00.000Z',
  saved: 1,
  total: 758,
  prices_changed: true,
  route: null,
  missing: [],
  retailers: [
    {
      id: 1,
      name: 'Aldi',
      shop: [{ id: 10, retailer_id: 1, latitude: 47.5, longitude: 19.04, address: 'Mészáros utca 56/A' }],
      products: [
        {
          id: 5,
          name: 'UHT milk 1 l',
          photo: null,
          price: 379,
          package: 1,
          quantity: 2,
          unit: 'l',
          current_price: 399,
          price_source: { kind: 'observed', origin: 'arfigyelo', date: '2026-11-24' },
          available: false,
        },
      ],
    },
  ],
  ...over,
});

let api: Record<string, Record<string, ReturnType<typeof vi.fn>>>;
let routes: Record<string, ReturnType<typeof vi.fn>>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  api = { prefs: { get: vi.fn(() => ok({ language: 'en', email: null })) } };
  routes = {
    getZone: vi.fn(() => ok({ latitude: null, longitude: null, diameter: null, retailers: [] })),
    shops: vi.fn(() => ok({ shops: [] })),
    retailers: vi.fn(() => ok({ retailers: [] })),
    planVersion: vi.fn(() => ok({ version: version() })),
    lists: vi.fn(() => fail('DB_UNAVAILABLE')),
    savedPlans: vi.fn(() => ok({ versions: [] })),
  };
  fakeKosar(routes, api);
});

function at(path: string, element: React.ReactNode, route: string, store = createStore()) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('plan detail', () => {
  it('says when prices changed since the plan, shows today\'s price, and offers no Save for a saved plan', async () => {
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect(await screen.findByText(/Prices have changed since this plan was made/)).toBeTruthy();
    expect(screen.getByText(/today 399/)).toBeTruthy();
    expect(screen.getByText('Quantity: 2, 2 l in total')).toBeTruthy();
    expect(screen.getByTestId('line-total').textContent).toMatch(/^758\sFt$/);
    expect(screen.queryByRole('button', { name: 'Save plan' })).toBeNull();
  });

  it('reads the plan id only as plain decimal digits: /shopping/solutions/0x4 is not plan 4', async () => {
    for (const id of ['0x4', '%204', '4.0', '04', '4e0']) {
      const view = at(`/shopping/solutions/${id}`, <PlanDetailScreen />, '/shopping/solutions/:id');
      expect(await screen.findByText('There is no such plan. It may have been deleted.')).toBeTruthy();
      view.unmount();
    }
    expect(routes.planVersion).not.toHaveBeenCalled();
  });

  it('says which product an "any brand" line chose', async () => {
    const v = version();
    const milk = { ...v.retailers[0]!.products[0]!, name: 'Pilos UHT milk 1.5% 1 l', kind_name: 'UHT milk 1.5%', current_price: null };
    routes.planVersion.mockImplementation(() => ok({ version: { ...v, retailers: [{ ...v.retailers[0]!, products: [milk, { ...milk, id: 6, name: 'White bread 1 kg', kind_name: null, quantity: 1 }] }] } }));
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect(await screen.findByText('Any brand of UHT milk 1.5%: chose Pilos UHT milk 1.5% 1 l × 2')).toBeTruthy();
    // A fixed line says nothing of the kind.
    expect(screen.queryByText(/Any brand of .*White bread/)).toBeNull();
    expect(screen.getAllByText(/^Any brand of/)).toHaveLength(1);
  });

  it('a plan to follow: store subtotals, every item against every store, and a checklist in visiting order that keeps its ticks and prints', async () => {
    const product = (id: number, name: string, price: number, quantity: number, others: Array<{ retailer_id: number; retailer_name: string; price: number | null }>) => ({
      id, name, photo: null, price, package: 1, quantity, unit: 'db', current_price: null, available: true,
      price_source: { kind: 'observed' as const, origin: 'arfigyelo', date: '2026-11-24' }, others,
    });
    const shop = (id: number, retailer_id: number, address: string) => ({ id, retailer_id, latitude: 47.5, longitude: 19.04, address });
    routes.planVersion!.mockImplementation(() =>
      ok({
        version: version({
          id: 9,
          prices_changed: false,
          saved: 0,
          total: 2 * 399 + 599 + 249,
          // Lidl is visited first, then Aldi.
          route: { stops: [{ shop_id: 12, retailer_name: 'Lidl', address: 'Lidl utca 2.' }, { shop_id: 11, retailer_name: 'Aldi', address: 'Aldi utca 1.' }], km: 2.4, travel_cost: 144 },
          retailers: [
            { id: 1, name: 'Aldi', shop: [shop(11, 1, 'Aldi utca 1.')], products: [product(5, 'Milk', 399, 2, [{ retailer_id: 2, retailer_name: 'Lidl', price: 419 }]), product(6, 'Bread', 599, 1, [{ retailer_id: 2, retailer_name: 'Lidl', price: null }])] },
            { id: 2, name: 'Lidl', shop: [shop(12, 2, 'Lidl utca 2.')], products: [product(7, 'Beer', 249, 1, [{ retailer_id: 1, retailer_name: 'Aldi', price: 259 }])] },
          ],
        }),
      }),
    );
    const savePdf = vi.fn(() => ok({ available: false, path: null }));
    api.app = { savePdf };
    fakeKosar(routes, api);
    const print = vi.fn();
    const before = window.print;
    window.print = print;
    localStorage.clear();
    const view = at('/shopping/solutions/9', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect((await screen.findByTestId('store-subtotal')).textContent).toMatch(/^Subtotal at Aldi: 1,397\sFt$/);
    // The table: the chosen price marked, the other store's price today, a dash where it is not sold; each for the
    // list's quantity (2 milks: 2 × 399), so that a store's ticked cells add up to its subtotal.
    const table = screen.getByRole('table');
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent!.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['Milk', '✓ 798 Ft2 × 399 Ft (bought here)', '838 Ft2 × 419 Ft'],
      ['Bread', '✓ 599 Ft (bought here)', '–'],
      ['Beer', '259 Ft', '✓ 249 Ft (bought here)'],
    ]);
    // Like every price in the app, the table's say where they come from.
    expect(screen.getByTestId('price-table-sources').textContent).toMatch(/Árfigyelő.*24\sNovember\s2026/);
    // The checklist follows the route: Lidl's items first.
    const list = screen.getByTestId('checklist');
    expect([...list.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['1. Lidl Lidl utca\u00a02.', '2. Aldi Aldi utca\u00a01.']);
    expect([...list.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Beer\u00a0×\u00a01', 'Milk\u00a0×\u00a02', 'Bread\u00a0×\u00a01']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Milk\u00a0×\u00a02' }));
    expect(list.textContent).toContain('1 of 3 items ticked off');
    // A tick survives leaving and opening the plan again.
    view.unmount();
    at('/shopping/solutions/9', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect(((await screen.findByRole('checkbox', { name: 'Milk\u00a0×\u00a02' })) as HTMLInputElement).checked).toBe(true);
    // Printing asks the host for a PDF first; the web host has none, so the browser's print dialog opens.
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(savePdf).toHaveBeenCalledWith({ name: 'Kosár shopping plan 9' });
    expect(print).toHaveBeenCalledTimes(1);
    window.print = before;
  });

  it("marks the plan's shop in each store's shop list with its place in the route, in words a Hungarian reader uses", async () => {
    const shop = (id: number, retailer_id: number, address: string) => ({ id, retailer_id, latitude: 47.5, longitude: 19.04, address });
    const v = version();
    routes.planVersion!.mockImplementation(() =>
      ok({
        version: version({
          route: { stops: [{ shop_id: 12, retailer_name: 'Lidl', address: 'Lidl utca 2.' }, { shop_id: 11, retailer_name: 'Aldi', address: 'Aldi utca 1.' }], km: 2.4, travel_cost: 144 },
          retailers: [
            { ...v.retailers[0]!, shop: [shop(11, 1, 'Aldi utca 1.')] },
            { ...v.retailers[0]!, id: 2, name: 'Lidl', shop: [shop(12, 2, 'Lidl utca 2.')] },
          ],
        }),
      }),
    );
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    const shops = (await screen.findByText(/Aldi shop in your zone/)).closest('details')!;
    // Aldi is the second stop of the route.
    expect(shops.textContent).toMatch(/0\skm · stop 2 of your route/);
    await act(() => i18next.changeLanguage('hu'));
    expect(shops.textContent).toMatch(/0\skm · az útvonal 2\. megállója/);
    expect(shops.textContent).not.toContain('a terv szerinti megálló');
    await act(() => i18next.changeLanguage('en'));
  });

  it('says what changed since the plan was made and what planning again would save', async () => {
    routes.planVersion!.mockImplementation(() =>
      ok({
        version: version({
          changes: {
            cheaper: [{ id: 6, name: 'Butter 250 g', was: 499, now: 449 }],
            dearer: [{ id: 5, name: 'UHT milk 1 l', was: 379, now: 399 }],
            gone: [{ id: 7, name: 'Rye bread', was: 650, now: null }],
            today_total: 1_247,
            items: 2,
            travel_included: false,
            replan: { total: 1_150, net_total: 1_150, store_count: 2, items: 2, saving: 97 },
          },
        }),
      }),
    );
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    const panel = await screen.findByTestId('plan-changes');
    expect(panel.textContent).toMatch(/Cheaper now \(1 item\): Butter 250 g 499\sFt → 449\sFt/);
    expect(panel.textContent).toMatch(/Dearer now \(1 item\): UHT milk 1 l 379\sFt → 399\sFt/);
    expect(panel.textContent).toContain('No longer sold (1 item): Rye bread');
    expect(panel.textContent).toMatch(/Today its 2 items still on sale cost 1,247\sFt at these shops\./);
    expect(screen.getByTestId('replan-saving').textContent).toMatch(/Planning the same items again would save 97\sFt \(in 2 shops\)\./);
    expect(screen.getByRole('button', { name: 'Plan the list again' })).toBeTruthy();
  });

  it('says where each frozen price came from and marks an offer the monitor no longer reports', async () => {
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    const card = await screen.findByTestId('plan-product');
    expect(card.textContent).toContain('Árfigyelő, 24\u00a0November\u00a02026');
    expect(card.textContent).toContain('No longer reported by the price monitor');
  });

  it('marks an estimated price, a withdrawn estimate, and a shop a model placed as an estimated location near a street', async () => {
    const v = version();
    const line = v.retailers[0]!.products[0]!;
    const lidlShop = { id: 12, retailer_id: 2, latitude: 47.5, longitude: 19.04, address: '1172 Budapest, Naplás út környéke', source: 'synthetic' };
    routes.planVersion!.mockImplementation(() =>
      ok({
        version: version({
          prices_changed: false,
          route: { stops: [{ shop_id: 12, retailer_name: 'Lidl', address: lidlShop.address }], km: 1.2, travel_cost: 72 },
          retailers: [
            {
              id: 2,
              name: 'Lidl',
              shop: [lidlShop],
              products: [
                { ...line, id: 21, name: 'Butter 250 g', current_price: null, available: true, price_source: { kind: 'estimate', origin: null, date: '2026-11-16' } },
                { ...line, id: 22, name: 'Eggs 10', current_price: null, available: false, price_source: { kind: 'estimate', origin: null, date: '2026-11-16' } },
              ],
            },
          ],
        }),
      }),
    );
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    const cards = await screen.findAllByTestId('plan-product');
    const [butter, eggs] = cards;
    expect(within(butter!).getByTestId('price-source').textContent).toBe('Estimated price');
    expect(butter!.textContent).not.toMatch(/withdrawn|No longer reported/);
    expect(eggs!.textContent).toContain('Estimated price withdrawn: Árfigyelő now prices this chain');
    expect(eggs!.textContent).not.toContain('No longer reported');
    // The shop, wherever the plan names it: the route's stop, the chain's shop list and the checklist.
    const near = 'Estimated location near Naplás út, 1172\u00a0Budapest';
    const shopNotes = screen.getAllByTestId('shop-source').map((n) => n.textContent);
    expect(shopNotes).toEqual([near, near, near]);
    expect(document.body.textContent).not.toContain('környéke');

    // On paper too: the plan sheet, drawn while the plan is printed, says the same of the shop.
    expect(screen.queryByTestId('print-plan')).toBeNull();
    document.documentElement.dataset.print = 'plan';
    try {
      const sheet = await screen.findByTestId('print-plan');
      expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('Shopping plan: Weekly shop');
      expect(within(sheet).getAllByTestId('shop-source').map((n) => n.textContent)).toEqual([near, near]);
      expect(sheet.textContent).toContain('Price data of 16\u00a0November\u00a02026');
      expect(sheet.textContent).not.toContain('környéke');
    } finally {
      delete document.documentElement.dataset.print;
    }
    await waitFor(() => expect(screen.queryByTestId('print-plan')).toBeNull());
  });

  it('offers Save for an unsaved plan and says what is not sold at its stores', async () => {
    routes.planVersion.mockImplementation(() =>
      ok({ version: version({ saved: 0, prices_changed: false, missing: [{ product_id: 8, name: 'Tofu', quantity: 2 }] }) }),
    );
    at('/shopping/solutions/4', <PlanDetailScreen />, '/shopping/solutions/:id');
    expect(await screen.findByRole('button', { name: 'Save plan' })).toBeTruthy();
    expect(screen.getByText('Not available at these shops: Tofu ×2')).toBeTruthy();
    expect(screen.queryByText(/Prices have changed/)).toBeNull();
  });
});

describe('shopping lists', () => {
  it('marks an "any brand" line with its kind', async () => {
    const product = (id: number, name: string, any_brand: boolean, kind_name: string) => ({
      id, name, photo: null, price: 300, retailer_name: 'Lidl', quantity: 2, created: '2026-11-20T10:00:00.000Z', saving: 0,
      package: 1, unit: 'l', price_source: { kind: 'estimate' as const, origin: null, date: '2026-11-16' }, available: true, any_brand, kind_name,
    });
    routes.lists.mockImplementation(() =>
      ok({ items: [{ id: 1, name: 'Heti', product_count: 2, created: '2026-11-20T10:00:00.000Z', version: 1, products: [product(7, 'Pilos UHT milk 1.5% 1 l', true, 'UHT milk 1.5%'), product(8, 'Lager 0.5 l', false, 'Lager')] }] }),
    );
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    await userEvent.click((await screen.findAllByRole('button', { name: /^Heti/ }))[0]!);
    expect(await screen.findByText('Any brand · UHT milk 1.5%')).toBeTruthy();
    expect(screen.queryByText('Any brand · Lager')).toBeNull();
  });

  it('says "Bármilyen márkájú tej" in Hungarian, the kind lower-case mid-sentence', async () => {
    routes.lists.mockImplementation(() =>
      ok({ items: [{ id: 1, name: 'Heti', product_count: 1, created: '2026-11-20T10:00:00.000Z', version: 1, products: [
        { id: 7, name: 'Pilos tej 1 l', photo: null, price: 300, retailer_name: 'Lidl', quantity: 2, created: '2026-11-20T10:00:00.000Z', saving: 0, package: 1, unit: 'l',
          price_source: { kind: 'estimate' as const, origin: null, date: '2026-11-16' }, available: true, any_brand: true, kind_name: 'Tej' },
      ] }] }),
    );
    await i18next.changeLanguage('hu');
    try {
      at('/shopping/management', <ManagementScreen />, '/shopping/management');
      await userEvent.click((await screen.findAllByRole('button', { name: /^Heti/ }))[0]!);
      expect(await screen.findByText('Bármilyen márkájú tej')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows a failed load in words with a retry that loads again', async () => {
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    expect(await screen.findByText("The server's database is not reachable right now. Try again in a moment.")).toBeTruthy();
    routes.lists.mockImplementation(() => ok({ items: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('You have no shopping list yet. Create one to get started!')).toBeTruthy());
    expect(screen.getByText('You have not yet created a purchase plan!')).toBeTruthy();
  });
});

const card = (over: Partial<Solution>): Solution => ({
  id: 1,
  title: '',
  store_count: 1,
  retailers: [{ retailer_name: 'Aldi', shop: [] }],
  savings: 0,
  save_percent: 0,
  total: 13_566,
  baseline: 13_566,
  average: { baseline: 14_000, savings: 434, save_percent: 3.1 },
  travel_included: false,
  route: { stops: [], km: 1.8, travel_cost: 108 },
  net_total: 13_674,
  missing: [],
  advice: [],
  ...over,
});

describe('list drawer', () => {
  const line = (id: number, name: string, kind_name: string, over: { available: boolean; kind: 'observed' | 'estimate' }) => ({
    id, name, photo: null, price: 300, retailer_name: 'Aldi', quantity: 1, created: '2026-11-20T10:00:00.000Z', saving: 0, package: 1, unit: 'l',
    price_source: over.kind === 'observed' ? { kind: 'observed' as const, origin: 'arfigyelo', date: '2026-09-25' } : { kind: 'estimate' as const, origin: null, date: '2026-11-16' },
    available: over.available, any_brand: false, kind_name,
  });
  const oldList = () =>
    ok({ items: [{ id: 1, name: 'Old list', product_count: 3, created: '2026-11-20T10:00:00Z', version: 1, products: [
      line(7, 'Aldi ESL milk 1.5% 1 l', 'ESL milk 1.5%', { available: false, kind: 'estimate' }),
      line(8, 'Aldi eggs M 10', 'Eggs', { available: false, kind: 'observed' }),
      line(9, 'Aldi butter 250 g', 'Butter', { available: true, kind: 'estimate' }),
    ] }] });
  const itemOf = (drawer: HTMLElement, name: string) => within(drawer).getByText(name).closest('li')!;

  it('tells a withdrawn estimate from an offer the monitor stopped reporting, and marks an estimate still on sale', async () => {
    routes.lists!.mockImplementation(oldList);
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    await userEvent.click(await screen.findByRole('button', { name: /^Old list/ }));
    const drawer = await screen.findByRole('dialog');
    const withdrawn = itemOf(drawer, 'Aldi ESL milk 1.5% 1 l');
    expect(withdrawn.textContent).toContain('Estimated price withdrawn: Árfigyelő now prices this chain');
    expect(withdrawn.textContent).not.toContain('No longer reported');
    const gone = itemOf(drawer, 'Aldi eggs M 10');
    expect(gone.textContent).toContain('No longer reported by the price monitor');
    expect(gone.textContent).toContain('Árfigyelő, 25\u00a0September\u00a02026');
    expect(gone.textContent).not.toContain('withdrawn');
    const onSale = itemOf(drawer, 'Aldi butter 250 g');
    expect(within(onSale).getByTestId('price-source').textContent).toBe('Estimated price');
    expect(onSale.textContent).not.toMatch(/withdrawn|No longer reported/);
  });

  it("finds what a withdrawn line asked for: search opens on the line's kind and the drawer closes", async () => {
    routes.lists!.mockImplementation(oldList);
    const store = createStore();
    at('/shopping/management', <ManagementScreen />, '/shopping/management', store);
    await userEvent.click(await screen.findByRole('button', { name: /^Old list/ }));
    const drawer = await screen.findByRole('dialog');
    // Only the lines that can no longer be bought offer it.
    expect(within(itemOf(drawer, 'Aldi butter 250 g')).queryByRole('button', { name: /^Search for/ })).toBeNull();
    await userEvent.click(within(itemOf(drawer, 'Aldi ESL milk 1.5% 1 l')).getByRole('button', { name: 'Search for “ESL milk 1.5%”' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(searchOpenAtom)).toBe(true);
    expect(store.get(searchTextAtom)).toBe('ESL milk 1.5%');
  });

  it('says it in Hungarian', async () => {
    routes.lists!.mockImplementation(oldList);
    await i18next.changeLanguage('hu');
    try {
      at('/shopping/management', <ManagementScreen />, '/shopping/management');
      await userEvent.click((await screen.findAllByRole('button', { name: /^Old list/ }))[0]!);
      const drawer = await screen.findByRole('dialog');
      const withdrawn = itemOf(drawer, 'Aldi ESL milk 1.5% 1 l');
      expect(withdrawn.textContent).toContain('A becsült árat visszavontuk: ennek a láncnak az árait már az Árfigyelő közli');
      expect(within(withdrawn).getByRole('button', { name: '„ESL milk 1.5%” keresése' })).toBeTruthy();
      expect(itemOf(drawer, 'Aldi eggs M 10').textContent).toContain('Az Árfigyelő már nem közli ezt az ajánlatot');
      expect(within(itemOf(drawer, 'Aldi butter 250 g')).getByTestId('price-source').textContent).toBe('Becsült ár');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shop again: copies a list into a new list named after it, and shows the new list with the focus on its name', async () => {
    const weekly = { id: 1, name: 'Weekly shop', product_count: 1, created: '2026-11-20T10:00:00Z', version: 1, products: [line(9, 'Aldi butter 250 g', 'Butter', { available: true, kind: 'estimate' })] };
    const copy = { ...weekly, id: 2, name: 'Weekly shop (copy)', created: '2026-11-21T10:00:00Z' };
    let copied = false;
    routes.lists!.mockImplementation(() => ok({ items: copied ? [copy, weekly] : [weekly] }));
    routes.copyList = vi.fn(() => {
      copied = true;
      return ok({ success: true, id: 2, left_out: 0 });
    });
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Weekly shop' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Shop again: copy to a new list' }));
    await waitFor(() => expect(routes.copyList).toHaveBeenCalledWith({ params: { id: 1 }, body: { name: 'Weekly shop (copy)' } }));
    const drawer = await screen.findByRole('dialog', { name: 'Weekly shop (copy)' });
    expect(within(drawer).getByText('Aldi butter 250 g')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('heading', { name: 'Weekly shop (copy)' })));
  });

  it('shop again names the copy after the lists as they are now, not as the screen last read them', async () => {
    const weekly = { id: 1, name: 'Weekly shop', product_count: 1, created: '2026-11-20T10:00:00Z', version: 1, products: [line(9, 'Aldi butter 250 g', 'Butter', { available: true, kind: 'estimate' })] };
    // The screen read one list; since then a copy was made (another window, a household member's app).
    let now = [weekly];
    routes.lists!.mockImplementation(() => ok({ items: now }));
    routes.copyList = vi.fn(() => ok({ success: true, id: 3, left_out: 0 }));
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    await screen.findByRole('button', { name: 'Options for Weekly shop' });
    now = [{ ...weekly, id: 2, name: 'Weekly shop (copy)' }, weekly];
    await userEvent.click(screen.getByRole('button', { name: 'Options for Weekly shop' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Shop again: copy to a new list' }));
    await waitFor(() => expect(routes.copyList).toHaveBeenCalledWith({ params: { id: 1 }, body: { name: 'Weekly shop (copy 2)' } }));
  });

  it('gives the focus back to the list row that opened it when it closes', async () => {
    routes.lists!.mockImplementation(() =>
      ok({ items: [{ id: 1, name: 'Weekly shop', product_count: 0, created: '2026-11-20T10:00:00Z', version: 1, products: [] }] }),
    );
    at('/shopping/management', <ManagementScreen />, '/shopping/management');
    const row = await screen.findByRole('button', { name: /^Weekly shop/ });
    await userEvent.click(row);
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(row);
  });
});

describe('solutions', () => {
  const show = (solutions: Solution[]) => {
    const store = createStore();
    store.set(solutionListAtom, { listId: 1, listName: 'Weekly shop', solutions });
    at('/shopping/solutions', <SolutionsScreen />, '/shopping/solutions', store);
  };

  it('lists plans by saving against the cheapest single store, one decimal everywhere, and says what each total includes', () => {
    show([
      card({ id: 1 }),
      card({ id: 2, store_count: 2, total: 12_200, savings: 1_366, save_percent: 10.1, retailers: [{ retailer_name: 'Aldi', shop: [] }, { retailer_name: 'Lidl', shop: [] }] }),
      card({ id: 3, store_count: 3, total: 12_350, savings: 1_216, save_percent: 9 }),
    ]);
    const cards = screen.getAllByTestId('solution-card');
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual([
      'Cheapest shopping in 2\u00a0shops',
      'Cheapest shopping in 3\u00a0shops',
      'Cheapest shopping in 1\u00a0shop',
    ]);
    expect(screen.getAllByTestId('solution-percent').map((p) => p.textContent)).toEqual(['(10.1%)', '(9.0%)', '(0.0%)']);
    expect(screen.getByText(/cheapest single shop in your zone\.$/)).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Total (goods only)');
    expect(cards[0]!.textContent).toMatch(/Route1\.8\skm, trip cost not counted/);
    expect(cards[0]!.textContent).toMatch(/Against the zone average \(goods only\)434\sFt \(3\.1%\)/);
  });

  it('says where each plan\'s prices come from: all observed with their date, all estimates, or how many of each', () => {
    show([
      card({ id: 1, price_sources: { observed: 5, estimate: 0, observed_on: '2026-11-24' } }),
      card({ id: 2, price_sources: { observed: 0, estimate: 5, observed_on: null } }),
      card({ id: 3, price_sources: { observed: 4, estimate: 1, observed_on: '2026-11-24' } }),
    ]);
    expect(screen.getAllByTestId('solution-prices').map((p) => p.textContent)).toEqual([
      'Árfigyelő, 24\u00a0November\u00a02026',
      'Estimated prices (modelled, not observed in a shop)',
      '4 from Árfigyelő (24\u00a0November\u00a02026), 1 estimated',
    ]);
  });

  it('with the trip counted, shows goods + trip with its km and Ft, and says when more stores would not save more', () => {
    show([
      card({
        travel_included: true,
        route: { stops: [], km: 4.2, travel_cost: 328 },
        total: 13_596,
        net_total: 13_924,
        advice: [{ kind: 'split-not-worth', store_count: 2, saving: 240, trip_cost: 380 }],
      }),
    ]);
    expect(screen.getByText(/cheapest single shop in your zone, trip included\./)).toBeTruthy();
    const total = screen.getByTestId('solution-total');
    expect(total.textContent).toMatch(/^13,924\sFt goods\s13,596\sFt \+\strip\s328\sFt\s\(4\.2\skm\)$/);
    expect(screen.getByText('Total (goods + trip)')).toBeTruthy();
    expect(screen.getByText(/Shopping in 2 shops would save 240\sFt in the shops, but the longer trip costs 380\sFt more/)).toBeTruthy();
  });

  it("keeps each word of the total's breakdown with its amount, and the km with the trip, in both languages", () => {
    show([card({ travel_included: true, route: { stops: [], km: 4.2, travel_cost: 296 }, total: 13_596, net_total: 13_892 })]);
    // No-break spaces: a line may break only before the "+".
    expect(screen.getByTestId('solution-breakdown').textContent).toBe(' goods\u00a013,596\u00a0Ft +\u00a0trip\u00a0296\u00a0Ft\u00a0(4.2\u00a0km)');
    const hu = i18next.getFixedT('hu')('shopping.solutions.totalBreakdown', { goods: '13\u00a0596\u00a0Ft', trip: '296\u00a0Ft', km: '4,2\u00a0km' });
    expect(hu).toBe('áruk\u00a013\u00a0596\u00a0Ft +\u00a0út\u00a0296\u00a0Ft\u00a0(4,2\u00a0km)');
  });

  it('shows no saving for a plan that buys items no single store sells', () => {
    show([card({ store_count: 2, savings: null, save_percent: null, baseline: null })]);
    expect(screen.getByTestId('solution-no-saving').textContent).toBe('No shop in your zone sells all of these items on its own, so there is no single-shop price to measure a saving against.');
    expect(screen.getByText('No single shop sells the whole list')).toBeTruthy();
    expect(screen.queryByText('Saving vs the cheapest shop')).toBeNull();
    expect(screen.queryByTestId('solution-percent')).toBeNull();
  });
});

describe('plan request', () => {
  const list = {
    id: 1,
    name: 'Weekly shop',
    product_count: 1,
    created: '2026-11-16T10:00:00.000Z',
    version: 1,
    products: [{ id: 5, name: 'Milk', photo: null, price: 329, retailer_name: 'Aldi', quantity: 1, created: '2026-11-16T10:00:00.000Z', saving: 0, price_source: { kind: 'estimate', origin: null, date: '2026-11-16' }, available: true }],
  };
  beforeEach(() => {
    routes.lists.mockImplementation(() => ok({ items: [list] }));
    routes.getZone.mockImplementation(() => ok({ latitude: 47.49, longitude: 19.04, diameter: 2000, retailers: [] }));
    routes.retailers.mockImplementation(() => ok({ retailers: [{ id: 1, name: 'Aldi', slug: 'aldi', photo: null, color: '#00005f' }] }));
    api.prefs.travel = vi.fn(() => ok({ include: false, per_km: 85, per_stop: 150 }));
    api.prefs.setTravel = vi.fn(() => ok({ ok: true }));
  });

  it('counts and marks only the chains with a shop in the zone, and will not plan at chains with none', async () => {
    routes.retailers.mockImplementation(() =>
      ok({
        retailers: [
          { id: 1, name: 'Aldi', slug: 'aldi', photo: null, color: '#00005f' },
          { id: 2, name: 'Lidl', slug: 'lidl', photo: null, color: '#0050aa' },
          { id: 3, name: 'DM', slug: 'dm', photo: null, color: '#e30613' },
        ],
      }),
    );
    // Aldi has a shop 500 m from the zone's centre; Lidl's only shop is 20 km away; DM has none.
    routes.shops.mockImplementation(() =>
      ok({
        shops: [
          { id: 10, retailer_id: 1, latitude: 47.4945, longitude: 19.04, address: 'Near', source: 'osm' },
          { id: 20, retailer_id: 2, latitude: 47.67, longitude: 19.04, address: 'Far', source: 'osm' },
        ],
      }),
    );
    at('/shopping/plan?list=1', <PlanScreen />, '/shopping/plan');
    expect((await screen.findByText(/at the shops of 1 retailer in your zone/)).textContent).toContain('“Weekly shop”');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude some' }));
    expect(screen.getByRole('checkbox', { name: 'Aldi' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Lidl no shop in your zone' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'DM no shop in your zone' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    // Aldi left out: only chains without a shop remain, and Next waits for one that has.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aldi' }));
    expect(screen.getByRole('status').textContent).toBe('None of the chosen retailers has a shop in your zone. Choose one that has.');
    expect(next.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aldi' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(next.disabled).toBe(false);
  });

  it('starts from the remembered trip choice and remembers each valid change', async () => {
    at('/shopping/plan?list=1', <PlanScreen />, '/shopping/plan');
    const box = await screen.findByRole('checkbox', { name: 'Count the trip when choosing shops' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    expect(api.prefs.setTravel).toHaveBeenLastCalledWith({ include: true, per_km: 85, per_stop: 150 });
    const perKm = screen.getByLabelText('Cost per km (Ft)');
    expect((perKm as HTMLInputElement).value).toBe('85');
    await userEvent.clear(perKm);
    expect(api.prefs.setTravel).toHaveBeenCalledTimes(1);
    await userEvent.type(perKm, '70');
    expect(api.prefs.setTravel).toHaveBeenLastCalledWith({ include: true, per_km: 70, per_stop: 150 });
  });
});
