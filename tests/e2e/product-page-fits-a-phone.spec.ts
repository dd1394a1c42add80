/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { open } from './helpers';
import { enterSignedIn } from './browse-helpers';

test('the product page fits a 390 px phone in Hungarian: nothing reaches past the right edge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterSignedIn(page, 'Hu');
  await open(page, '/product/1');
  await expect(page.getByRole('button', { name: 'Hozzáadás bevásárlólistához' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ártörténet' })).toBeVisible();
  // The page does not scroll sideways, and the add-to-list button is whole on screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const button = (await page.getByRole('button', { name: 'Hozzáadás bevásárlólistához' }).boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/product-390-hu.png', fullPage: true });
});
