/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterSignedIn } from './browse-helpers';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a page opens at its top, and Back returns to where the user was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterSignedIn(page);

  // Home scrolled down to the categories: the category opens at its top, not mid-list.
  const category = page.getByRole('region', { name: 'Shop by product category' }).getByRole('link').first();
  // Brought into view as the click would (clear of the bottom navigation), so the offset read is the one left.
  await category.scrollIntoViewIfNeeded();
  const homeY = await scrollY(page);
  expect(homeY).toBeGreaterThan(200);
  await category.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-row')).toHaveCount(20);
  expect(await scrollY(page)).toBe(0);

  // Down the list, into a product: the product page opens at its top (not on its price chart).
  const product = page.getByTestId('product-row').nth(12).getByRole('link');
  await product.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(300);
  await product.click();
  await expect(page).toHaveURL(/#\/product\/\d+$/);
  await expect(page.getByRole('button', { name: 'Back' }).first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Back: the list where it was left, then home where it was left.
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(listY);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Shop by product category' })).toBeVisible();
  // Home's rows load again first, so the offset is reached once they are in: near where it was left (a section that
  // showed only on the first visit leaves the page a little shorter), and then as far as the page reaches.
  await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY - 200);
  const reachable = () => page.evaluate((y) => Math.min(y, document.documentElement.scrollHeight - window.innerHeight), homeY);
  await expect.poll(async () => (await scrollY(page)) - (await reachable())).toBe(0);
});
