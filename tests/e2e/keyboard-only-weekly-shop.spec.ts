/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdirSync } from 'node:fs';
import { open, signUp } from './helpers';
import { buildList, setBudapestZone } from './shopping-helpers';

/**
 * The weekly shop done with the keyboard alone (issue #34): sign in, search, open a product, add it to a new list
 * with +, open the list, set the zone, plan, open a solution, save it and delete it. Only page.keyboard moves the
 * focus or presses anything; after every step the focus is where a keyboard user expects it, never on <body>.
 */

/** What has the focus, for a failure message: tag, role and name. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${name}`;
  });
}

/** The focus is on this control (and so not on <body>), and the control is in view, not covered (WCAG 2.4.11). */
async function expectFocus(page: Page, target: Locator, step: string): Promise<void> {
  await expect(target, `${step}: focus (now on ${await focused(page)})`).toBeFocused();
  await expect.poll(() => target.evaluate(covering), `${step}: the focused control is in view and not covered`).toBe('');
}

/** What covers the middle of an element ('' when nothing does and it is inside the window). */
function covering(el: Element): string {
  const box = el.getBoundingClientRect();
  const x = box.left + Math.min(box.width / 2, 20);
  const y = box.top + box.height / 2;
  if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return `out of view at ${Math.round(x)},${Math.round(y)}`;
  const top = document.elementFromPoint(x, y);
  if (!top || el.contains(top)) return '';
  return `${top.tagName.toLowerCase()}.${top.className}`;
}

/** The focus is somewhere inside this dialog or drawer. */
async function expectFocusWithin(page: Page, target: Locator, step: string): Promise<void> {
  await expect.poll(() => target.evaluate((el) => el.contains(document.activeElement)), `${step}: focus inside`).toBe(true);
}

/** Tab (or Shift+Tab) until the target has the focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, step: string, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target, `${step}: shown`).toBeVisible();
  const path: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expect.poll(() => target.evaluate(covering), `${step}: the focused control is in view and not covered`).toBe('');
      return;
    }
    if (i === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push(await focused(page));
  }
  throw new Error(`${step}: not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses; the focus went ${path.join(' → ')}`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A screenshot of what the window shows (the focus ring with it), for a person to look at. */
async function view(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/keys-${name}.png` });
}

/** The list the add-to-list dialog creates is named the same in both languages (SPEC's default name). */
const LIST = 'Bevásárlólista 1';

const EN = {
  lang: 'En' as 'En' | 'Hu',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  wrong: 'Wrong email or password',
  home: 'Hello, Kata!',
  search: 'Search',
  searchTitle: 'Search products',
  query: 'tej',
  addToList: 'Add to shopping list',
  createList: 'Create list',
  done: 'Done',
  plus: (name: string) => `One more ${name} (${LIST})`,
  qty: (name: string) => `Quantity of ${name}`,
  mainNav: 'Main navigation',
  shopping: 'Shopping',
  lists: 'Shopping lists',
  menu: 'Menu',
  zone: 'Shopping zone',
  placeSearch: 'Search for an address or district',
  place: 'zuglo',
  placeValue: 'District XIV – Zugló',
  centre: 'Use the centre of the map',
  radius: 'Zone radius',
  saveZone: 'Save zone',
  plan: 'Plan shopping',
  considerAll: 'Consider all',
  viewDetail: 'View detail',
  savePlan: 'Save plan',
  deletePlan: new RegExp(`^Delete the plan for ${LIST}`),
  confirmDelete: 'Delete this plan?',
  delete: 'Delete',
  noPlans: 'You have not yet created a purchase plan!',
  saved: 'Saved plans',
};

const HU: typeof EN = {
  lang: 'Hu',
  email: 'E-mail-cím',
  password: 'Jelszó',
  signIn: 'Bejelentkezés',
  wrong: 'Hibás e-mail-cím vagy jelszó.',
  home: 'Szia, Kata!',
  search: 'Keresés',
  searchTitle: 'Termékkeresés',
  query: 'tej',
  addToList: 'Hozzáadás bevásárlólistához',
  createList: 'Lista létrehozása',
  done: 'Kész',
  plus: (name: string) => `Eggyel több: ${name} (${LIST})`,
  qty: (name: string) => `Mennyiség: ${name}`,
  mainNav: 'Főmenü',
  shopping: 'Bevásárlás',
  lists: 'Bevásárlólisták',
  menu: 'Menü',
  zone: 'Bevásárlási zóna',
  placeSearch: 'Cím vagy kerület keresése',
  place: 'zuglo',
  placeValue: 'XIV. kerület – Zugló',
  centre: 'Jelölő a térkép közepére',
  radius: 'A zóna sugara',
  saveZone: 'Zóna mentése',
  plan: 'Bevásárlás megtervezése',
  considerAll: 'Mindet figyelembe veszem',
  viewDetail: 'Részletek',
  savePlan: 'Terv mentése',
  deletePlan: new RegExp(`^Terv törlése: ${LIST}`),
  confirmDelete: 'Törlöd a tervet?',
  delete: 'Törlés',
  noPlans: 'Még nincs mentett bevásárlási terved.',
  saved: 'Mentett tervek',
};

for (const [L, width] of [
  [EN, 1200],
  [HU, 1200],
  [EN, 390],
] as const) {
  test(`the weekly shop by keyboard alone, focus checked at every step (${L.lang}, ${width} px)`, async ({ page, browser }) => {
    const lang = `${L.lang.toLowerCase()}${width === 1200 ? '' : `-${width}`}`;
    if (width !== 1200) await page.setViewportSize({ width, height: 844 });
    // No internet here: tile requests fail at once instead of hanging.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    // Before the journey: an account with a zone, made the quick way in a context of its own.
    const setup = await browser.newContext();
    const p0 = await setup.newPage();
    const { email, password } = await signUp(p0, { firstname: 'Kata' });
    await expect(p0.getByRole('button', { name: 'OK' })).toBeVisible();
    await setBudapestZone(p0);
    await setup.close();

    // 1. Sign in. A mistyped password, sent with the Sign in button: the button keeps the focus and the error is
    // read out. Then back to the password, the right one, Enter: the home page's heading has the focus.
    await open(page, '/sign-in');
    if (L.lang !== 'En') {
      await tabTo(page, page.getByRole('button', { name: L.lang, exact: true }), 'language');
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    }
    const emailField = page.getByLabel(L.email);
    const passwordField = page.getByLabel(L.password, { exact: true });
    await tabTo(page, emailField, 'email field');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expectFocus(page, passwordField, 'password field');
    await page.keyboard.type('not-the-password');
    const submit = page.getByRole('main').getByRole('button', { name: L.signIn, exact: true });
    await tabTo(page, submit, 'sign in button');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: L.wrong })).toBeVisible();
    await expectFocus(page, submit, 'sign in refused');
    await tabTo(page, passwordField, 'password again', { back: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(heading(page, L.home)).toBeVisible();
    await expectFocus(page, heading(page, L.home), 'signed in');
    await view(page, `1-home-${lang}`);

    // 2. Search: the header's Search button opens the drawer with the focus in its field; type, Tab to the first
    // result and open it: the product's heading has the focus.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: L.search, exact: true }), 'search button', { back: true });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: L.searchTitle });
    await expectFocus(page, drawer.getByRole('searchbox'), 'search opened');
    await page.keyboard.type(L.query);
    const first = drawer.getByTestId('product-row').first();
    const firstLink = first.getByRole('link');
    await tabTo(page, firstLink, 'first result');
    const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await view(page, `2-search-${lang}`);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    const productHeading = heading(page, name);
    await expect(productHeading).toBeVisible();
    await expectFocus(page, productHeading, 'product opened');

    // 3. Add to a new list: the dialog takes the focus; Create list; + three times (the first puts it on the list,
    // two more make 3), with Enter and Space; + keeps the focus throughout. Done gives the focus back to the opener.
    const addButton = page.getByRole('main').getByRole('button', { name: L.addToList });
    await tabTo(page, addButton, 'add to list button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: L.addToList });
    await expect(dialog).toBeVisible();
    await expectFocusWithin(page, dialog, 'add-to-list dialog opened');
    await tabTo(page, dialog.getByRole('button', { name: L.createList }), 'create list');
    await page.keyboard.press('Enter');
    const plus = dialog.getByRole('button', { name: L.plus(name) });
    const qty = dialog.getByRole('status', { name: `${L.qty(name)} (${LIST})` });
    await expectFocus(page, plus, 'list created');
    await expect(qty).toHaveText('0');
    for (const n of [1, 2, 3]) {
      await page.keyboard.press(n === 2 ? 'Space' : 'Enter');
      await expect(qty).toHaveText(String(n));
      await expectFocus(page, plus, `+ pressed ${n} times`);
    }
    await view(page, `3-add-to-list-${lang}`);
    await tabTo(page, dialog.getByRole('button', { name: L.done }), 'done');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocus(page, addButton, 'dialog closed');

    // 4. The list: Shopping in the navigation, the lists page's heading, the list's row opens its drawer (the focus in
    // it, the quantity 3); Escape closes it and gives the focus back to the row.
    const shoppingLink = page.getByRole('navigation', { name: L.mainNav }).getByRole('link', { name: L.shopping });
    await tabTo(page, shoppingLink, 'shopping link');
    await page.keyboard.press('Enter');
    await expect(heading(page, L.lists)).toBeVisible();
    await expectFocus(page, heading(page, L.lists), 'lists page');
    const row = page.getByRole('button', { name: new RegExp(`^${LIST} \\d`) });
    await tabTo(page, row, 'list row');
    await page.keyboard.press('Enter');
    const listDrawer = page.getByRole('dialog', { name: LIST });
    await expect(listDrawer).toBeVisible();
    await expectFocusWithin(page, listDrawer, 'list drawer opened');
    await expect(listDrawer.getByRole('status', { name: L.qty(name) })).toHaveText('3');
    await view(page, `4-list-${lang}`);
    await page.keyboard.press('Escape');
    await expect(listDrawer).toBeHidden();
    await expectFocus(page, row, 'list drawer closed');

    // 5. The zone: Menu, then Shopping zone (its heading has the focus). The place search moves the map (arrows pick
    // the place), the arrow keys pan the focused map, the centre button puts the marker there, Page Down makes the
    // radius smaller, and Save takes the user home with the focus on its heading.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: L.menu }), 'menu button', { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: L.menu });
    await expect(menu).toBeVisible();
    await expectFocusWithin(page, menu, 'menu opened');
    await tabTo(page, menu.getByRole('link', { name: L.zone }), 'zone in the menu');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(heading(page, L.zone)).toBeVisible();
    await expectFocus(page, heading(page, L.zone), 'zone page');
    const placeSearch = page.getByRole('combobox', { name: L.placeSearch });
    await tabTo(page, placeSearch, 'place search');
    await page.keyboard.type(L.place);
    const option = page.getByRole('option', { name: L.placeValue });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(placeSearch).toHaveValue(L.placeValue);
    await expectFocus(page, placeSearch, 'place chosen');
    const mapPane = page.locator('.leaflet-map-pane');
    const map = page.getByTestId('zone-map').locator('.leaflet-container');
    await tabTo(page, map, 'map');
    const panned = await mapPane.getAttribute('style');
    await page.keyboard.press('ArrowUp');
    await expect(mapPane).not.toHaveAttribute('style', panned!);
    await expectFocus(page, map, 'map panned');
    const marker = page.locator('.zone-origin-icon');
    const before = JSON.stringify(await marker.boundingBox());
    const centre = page.getByRole('button', { name: L.centre });
    await tabTo(page, centre, 'centre button', { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(async () => JSON.stringify(await marker.boundingBox()), 'the marker moved').not.toBe(before);
    await expectFocus(page, centre, 'marker placed');
    const slider = page.getByRole('slider', { name: L.radius });
    await tabTo(page, slider, 'radius');
    await page.keyboard.press('PageDown');
    await expect(slider).not.toHaveValue('5000');
    await expectFocus(page, slider, 'radius set');
    await view(page, `5-zone-${lang}`);
    const save = page.getByRole('button', { name: L.saveZone });
    await tabTo(page, save, 'save zone');
    await page.keyboard.press('Enter');
    await expect(heading(page, L.home)).toBeVisible();
    await expectFocus(page, heading(page, L.home), 'zone saved');

    // 6. Plan: back to the list's drawer, Plan shopping, Consider all; the plan page and the solutions each give the
    // focus to their heading.
    await tabTo(page, shoppingLink, 'shopping link again');
    await page.keyboard.press('Enter');
    await expectFocus(page, heading(page, L.lists), 'lists page again');
    await tabTo(page, row, 'list row again');
    await page.keyboard.press('Enter');
    await expect(listDrawer).toBeVisible();
    await tabTo(page, listDrawer.getByRole('button', { name: L.plan }), 'plan shopping');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/shopping\/plan/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await expectFocus(page, h1, 'plan page');
    await tabTo(page, page.getByRole('button', { name: L.considerAll }), 'consider all');
    await page.keyboard.press('Enter');
    // A safety net, not a measurement: planning is CPU work on a shared machine.
    await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
    await expect(page.getByTestId('solution-card').first()).toBeVisible();
    await expectFocus(page, h1, 'solutions');
    await view(page, `6-solutions-${lang}`);

    // 7. A solution's detail (its heading has the focus); Save plan goes to the lists and plans, focus on the heading.
    await tabTo(page, page.getByTestId('solution-card').first().getByRole('button', { name: L.viewDetail }), 'view detail');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/shopping\/solutions\/\d+$/);
    await expect(page.getByTestId('plan-total')).toBeVisible();
    await expectFocus(page, h1, 'plan detail');
    await view(page, `7-detail-${lang}`);
    await tabTo(page, page.getByRole('button', { name: L.savePlan }), 'save plan');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/shopping\/management$/);
    await expectFocus(page, heading(page, L.lists), 'plan saved');

    // 8. Delete the saved plan: its delete button, the confirmation's Delete. While the confirmation fades out it
    // still says what it was (slowed down here so its leave transition can be read); then the focus is on the saved
    // plans' heading, not on <body>.
    const deletePlan = page.getByRole('button', { name: L.deletePlan });
    await tabTo(page, deletePlan, 'delete plan');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: L.confirmDelete });
    await expect(confirm).toBeVisible();
    await expectFocusWithin(page, confirm, 'confirmation opened');
    const confirmDelete = confirm.getByRole('button', { name: L.delete, exact: true });
    await tabTo(page, confirmDelete, 'confirm delete');
    await view(page, `8-delete-${lang}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 });
    await page.keyboard.press('Enter');
    const leaving = page.locator('[role="dialog"][data-state="closed"]');
    await expect(leaving).toHaveAccessibleName(L.confirmDelete);
    await expect(leaving.getByRole('button', { name: L.delete, exact: true })).toBeAttached();
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(confirm).toBeHidden();
    await expect(page.getByText(L.noPlans)).toBeVisible();
    await expectFocus(page, page.getByRole('heading', { level: 2, name: L.saved }), 'plan deleted');
    await view(page, `9-deleted-${lang}`);
  });
}

test('the lists by keyboard alone: New list, a line taken off with −, a list deleted; the focus never falls to <body>', async ({ page }) => {
  await signUp(page, { firstname: 'Kata' });
  await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
  await setBudapestZone(page);
  await buildList(page, 'Weekly shop', 3);
  await open(page, '/shopping/management');
  await expect(heading(page, 'Shopping lists')).toBeVisible();

  // New list: the new list's row takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'New list' }), 'new list');
  await page.keyboard.press('Enter');
  const newRow = page.getByRole('button', { name: /^Bevásárlólista 2 \d/ });
  await expect(newRow).toBeVisible();
  await expectFocus(page, newRow, 'list created');

  // The weekly shop's drawer: − on a line of quantity 1 asks, Remove takes the line off, and the line now in its
  // place (or the last one) takes the focus, inside the drawer.
  const row = page.getByRole('button', { name: /^Weekly shop \d/ });
  await tabTo(page, row, 'weekly shop row', { back: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Weekly shop' });
  await expect(drawer.getByRole('listitem')).toHaveCount(3);
  const single = drawer.getByRole('listitem').filter({ has: page.getByRole('status').filter({ hasText: /^1$/ }) });
  await expect(single).toHaveCount(1);
  const minus = single.getByRole('button', { name: /^One less / });
  await tabTo(page, minus, 'one less');
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Remove this product?' });
  await expect(ask).toBeVisible();
  await tabTo(page, ask.getByRole('button', { name: 'Remove', exact: true }), 'remove');
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => focused(page), 'after the removal').toMatch(/^<a>/);
  await expectFocusWithin(page, drawer, 'line removed');
  await view(page, 'lists-line-removed-en');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectFocus(page, row, 'drawer closed');

  // Delete the weekly shop from its options menu (arrow keys in the menu): the row now in its place takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'Options for Weekly shop' }), 'list options');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Options for Weekly shop' });
  await expect(menu).toBeVisible();
  const del = menu.getByRole('menuitem', { name: 'Delete' });
  for (let i = 0; i < 6 && !(await del.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expectFocus(page, del, 'delete in the menu');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }), 'confirm delete list');
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expectFocus(page, newRow, 'list deleted');
  await view(page, 'lists-deleted-en');
});

test('password reset from the menu by keyboard: Send, and the focus is back on the menu button', async ({ page }) => {
  await signUp(page, { firstname: 'Kata' });
  await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
  await open(page, '/');
  await expect(heading(page, 'Hello, Kata!')).toBeVisible();
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton, 'menu button');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await tabTo(page, menu.getByRole('button', { name: 'Password reset' }), 'password reset');
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Password reset' });
  await expect(ask).toBeVisible();
  await expectFocusWithin(page, ask, 'reset dialog opened');
  await tabTo(page, ask.getByRole('button', { name: 'Send' }), 'send');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /sent|link/i }).first()).toBeVisible();
  await expect(ask).toBeHidden();
  await expectFocus(page, menuButton, 'reset sent');
});
