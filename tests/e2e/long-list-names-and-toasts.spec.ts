/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { open, shot, signUp } from './helpers';
import { search, setLanguage } from './browse-helpers';
import { setBudapestZone } from './shopping-helpers';

// 130 characters, with one long unbroken word in it, as a user might paste.
const LONG = `Heti nagybevásárlás a családnak ${'Nagyonhosszúszóamelyiknemférki'.repeat(2)} és még sok minden más, amit a hétvégére veszünk meg a piacon`.slice(0, 130);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
}

/**
 * Stops the page's time (a minute ahead, so the pause never lands in the page's past however slow the machine is
 * between reading the time and pausing): a toast shown from here stays until the clock is resumed.
 */
async function pausePageClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}

/** Nothing inside scrolls sideways: its content is no wider than its box. */
async function expectNoSidewaysScroll(locator: Locator, label: string): Promise<void> {
  const { scroll, client } = await locator.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, `${label}: content ${scroll} px in a box of ${client} px`).toBeLessThanOrEqual(client);
}

/** Waits for the enter transition of a drawer or dialog, so that boxes are measured where they stay. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function expectInside(inner: Locator, outer: Locator, label: string): Promise<void> {
  await expect(inner).toBeVisible();
  await settled(outer);
  const i = await box(inner);
  const o = await box(outer);
  expect(i.x >= o.x - 1 && i.x + i.width <= o.x + o.width + 1, `${label} fits across its box`).toBe(true);
}

async function makeLongList(page: Page): Promise<void> {
  await open(page, '/shopping/management');
  await page.getByRole('button', { name: 'Create new list' }).click();
  await page.getByRole('button', { name: 'Options for Bevásárlólista 1' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename list' });
  await rename.getByLabel('List name').fill(LONG);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${LONG.slice(0, 30)}`) })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 800 },
]) {
  test(`a 130-character list name wraps everywhere and toasts cover no title (${viewport.width} px)`, async ({ page }) => {
    // The page's clock is the test's (installed before any script runs). Time flows as usual but while a toast is
    // measured: a toast leaves after 5 s of page time, and a loaded machine can take longer than that over the checks.
    await page.clock.install();
    await page.setViewportSize(viewport);
    await signUp(page);
    await page.getByRole('button', { name: 'OK' }).click();
    await makeLongList(page);
    const html = page.locator('html');

    // The list page and the list drawer.
    await expectNoSidewaysScroll(html, 'management');
    await shot(page, `long-name-management-${viewport.width}`);
    await page.getByRole('button', { name: new RegExp(`^${LONG.slice(0, 30)}`) }).click();
    const drawer = page.getByRole('dialog', { name: LONG });
    await expect(drawer).toBeVisible();
    await expectNoSidewaysScroll(drawer, 'list drawer');
    await expectInside(drawer.getByRole('button', { name: 'Close' }), drawer, 'the drawer\'s Close');
    await shot(page, `long-name-drawer-${viewport.width}`);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // The add-to-list dialog from the header search.
    await search(page, 'tej');
    const searchDrawer = page.getByRole('dialog', { name: 'Search products' });
    const row = searchDrawer.getByTestId('product-row').first();
    const productName = ((await row.getByRole('heading').textContent()) ?? '').trim();
    await row.getByRole('button', { name: /to a shopping list$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
    await expect(dialog.getByText(LONG)).toBeVisible();
    // The long list gets the product, so it can be planned below.
    await dialog.getByRole('button', { name: `One more ${productName} (${LONG})` }).click();
    await expect(dialog.getByRole('status', { name: `Quantity of ${productName} (${LONG})` })).toHaveText('1');
    await expectNoSidewaysScroll(dialog, 'add-to-list dialog');
    await expectInside(dialog.getByRole('button', { name: /^One more/ }).first(), dialog, 'the list\'s plus button');
    await expectInside(dialog.getByRole('button', { name: 'Create list' }), dialog, 'Create list');
    await expectInside(dialog.getByRole('button', { name: 'Done' }), dialog, 'Done');
    await shot(page, `long-name-add-to-list-${viewport.width}`);

    // A toast over an open drawer and dialog: clear of the header, the drawer's title and the dialog's title.
    await pausePageClock(page);
    await dialog.getByRole('button', { name: 'Create list' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Set the quantity with the + button' });
    await expect(toast).toBeVisible();
    const t = await box(toast);
    for (const [label, target] of [
      // Under a modal dialog the rest of the page is hidden from the accessibility tree: found by their markup.
      ['header', page.locator('header.shell-header')],
      ['search drawer title', page.locator('.br-search-drawer .drawer-head h2')],
      ['dialog title', dialog.getByRole('heading', { name: 'Add to shopping list' })],
    ] as const) {
      expect(overlaps(t, await box(target)), `toast over the ${label}`).toBe(false);
    }
    // Nor over the dialog: beside it on a wide screen; on a narrow one the dialog moves up and scrolls inside.
    await settled(dialog);
    expect(overlaps(t, await box(dialog)), 'toast over the dialog').toBe(false);
    await expectInside(dialog.getByRole('button', { name: 'Done' }), dialog, 'Done, above the toast');
    await shot(page, `toast-over-dialog-${viewport.width}`);
    await page.clock.resume();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(searchDrawer).toBeHidden();
    // The list page under the search re-read the lists the search changed (SPEC §4): the product is counted at once.
    const longList = page.getByRole('button', { name: new RegExp(`^${LONG.slice(0, 30)}`) });
    await expect(longList, 'the list page counts the product added through the search, without navigating away').toContainText('1 product ·');

    // The plan screens and the saved plan carry the long name without pushing anything sideways.
    await setBudapestZone(page);
    await longList.click();
    await page.getByRole('dialog', { name: LONG }).getByRole('button', { name: 'Plan shopping' }).click();
    await expect(page).toHaveURL(/#\/shopping\/plan/);
    await expect(page.getByRole('button', { name: 'Consider all' })).toBeVisible();
    await expectNoSidewaysScroll(html, 'plan');
    await shot(page, `long-name-plan-${viewport.width}`);
    await page.getByRole('button', { name: 'Consider all' }).click();
    await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
    await expect(page.getByTestId('solution-card').first()).toBeVisible();
    await expectNoSidewaysScroll(html, 'solutions');
    await shot(page, `long-name-solutions-${viewport.width}`);
    await page.getByTestId('solution-card').first().getByRole('button', { name: 'View detail' }).click();
    // The plan detail fits the width too.
    await expect(page.getByTestId('plan-total')).toBeVisible();
    await expectNoSidewaysScroll(html, 'plan detail');
    await shot(page, `long-name-plan-detail-${viewport.width}`);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page).toHaveURL(/#\/shopping\/management$/);
    await expect(page.getByTestId('saved-plan-total')).toHaveCount(1);
    await expectNoSidewaysScroll(html, 'saved plans');
    await shot(page, `long-name-saved-plan-${viewport.width}`);

    // A toast on a plain screen stays off its title too; and the same in Hungarian.
    await setLanguage(page, 'Hu');
    await pausePageClock(page);
    await page.getByRole('button', { name: 'Új lista' }).click();
    const huToast = page.getByRole('status').filter({ hasText: 'Bevásárlólista 3' });
    await expect(huToast).toBeVisible();
    const h = await box(huToast);
    expect(overlaps(h, await box(page.getByRole('heading', { level: 1 })))).toBe(false);
    expect(overlaps(h, await box(page.getByRole('banner')))).toBe(false);
    await expectNoSidewaysScroll(html, 'management hu');
    await shot(page, `long-name-management-hu-${viewport.width}`);
  });
}
