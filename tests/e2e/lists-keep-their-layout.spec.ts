/// <reference lib="dom" />
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterSignedIn } from './browse-helpers';
import { open } from './helpers';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

test('on a phone, Load more follows the last product row once the list is scrolled to its end', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterSignedIn(page, 'Hu');
  for (const path of ['/products/category/2', '/products/best']) {
    await open(page, path);
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Továbbiak betöltése' })).toBeVisible();
    // Scroll as a user does, to the end of the page (a page may load on the way, and its spinner stands in for the button).
    for (let turn = 0; turn < 12; turn++) await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    // Both boxes in one frame; the end may already have moved on with a new page, but nothing blank comes before it.
    const gap = await page.evaluate(() => {
      const rowBoxes = [...document.querySelectorAll('[data-testid="product-row"]')].map((r) => r.parentElement!.getBoundingClientRect());
      const last = rowBoxes[rowBoxes.length - 1];
      const end = document.querySelector('.br-infinite-end > :not(.visually-hidden)')!.getBoundingClientRect();
      return end.top - last.bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(80);
  }
});

test('in Hungarian, the add-to-list dialog keeps its create button clear of the name field and the stepper beside its list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterSignedIn(page, 'Hu');
  await open(page, '/products/category/2');
  await page.getByTestId('product-row').first().getByRole('button', { name: /^Hozzáadás bevásárlólistához: / }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Lista létrehozása' });
  await create.click();
  const input = dialog.getByLabel('Az új lista neve');
  await expect(input).toHaveValue(/Bevásárlólista 2$/);
  const a = await box(input);
  const b = await box(create);
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);

  // The list's name and its quantity stepper share one line, as they do in English.
  const row = dialog.getByRole('listitem').first();
  const name = await box(row.locator('.br-atl-name'));
  const stepper = await box(row.getByRole('group', { name: /^Mennyiség/ }));
  expect(stepper.y).toBeLessThan(name.y + name.height);
});
