/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { enterSignedIn, setLanguage } from './browse-helpers';

test('browse a category from the home carousel to the end of its list', async ({ page }) => {
  await enterSignedIn(page);
  const carousel = page.getByRole('region', { name: 'Shop by product category' });
  // A screen reader announces the carousel as one, in either language ("karusszel", not the fairground "körhinta").
  // (Home's call can take a while on a loaded machine: until it answers the section is a plain placeholder.)
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel', { timeout: 120_000 });
  await setLanguage(page, 'Hu');
  await expect(page.getByRole('region', { name: 'Böngéssz kategóriák szerint' })).toHaveAttribute('aria-roledescription', 'karusszel', {
    timeout: 120_000,
  });
  await setLanguage(page, 'En');
  // The carousel moves one slide per arrow and stops at its end (no loop): 5 categories, 3 per view.
  const next = carousel.getByRole('button', { name: 'Next: Shop by product category' });
  await next.click();
  await next.click();
  await expect(next).toBeDisabled();
  await expect(carousel.getByRole('button', { name: 'Previous: Shop by product category' })).toBeEnabled();
  await carousel.getByRole('link', { name: 'Pets' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pets' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sub-category' }).selectOption({ label: 'Pet supplies' });
  const rows = page.getByTestId('product-row');
  await expect(rows).toHaveCount(20);

  // Scrolling loads page after page until one comes back short; each wheel turn waits for the list to grow, not a clock.
  const end = page.getByText(/^That's all: \d+ products?$/);
  await expect
    .poll(
      async () => {
        if (await end.isVisible()) return true;
        await page.mouse.wheel(0, 4000);
        return false;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  await expect(end).toBeVisible();
  const total = Number((await end.innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  // Every product was listed: the last row is the total-th (a long list keeps only the rows near the view in the page).
  await expect(rows.last().locator('xpath=..')).toHaveAttribute('aria-posinset', String(total));
  await expect(rows.last().locator('xpath=..')).toHaveAttribute('aria-setsize', String(total));
  expect(total % 20).not.toBe(0);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // In Hungarian the list (loaded again in that language) ends with "Nincs több termék", never "Ennyi volt".
  await setLanguage(page, 'Hu');
  const huEnd = page.getByText(new RegExp(`^Nincs több termék \\(összesen\\s${total}\\)$`));
  await expect
    .poll(
      async () => {
        if (await huEnd.isVisible()) return true;
        await page.mouse.wheel(0, 4000);
        return false;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  await expect(page.getByText(/Ennyi volt/)).toHaveCount(0);
});

test('long lists stay light (only rows near the view are in the page), and Load more works from the keyboard', async ({ page }) => {
  await enterSignedIn(page);
  await page.goto('/#/products/category/3');
  const rows = page.getByTestId('product-row');
  await expect(rows).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  // Focus scrolls the button into view, so the sentinel may load a page of its own as well.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(40);

  // Load ten pages: the sentinel keeps loading while the end is in view; we wait for rows, not a clock.
  // (A thousand rows and their frame times: npm run bench:scroll.)
  const lastPlace = async () => Number(await page.locator('.br-product-rows > li').last().getAttribute('aria-posinset'));
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return lastPlace();
      },
      { timeout: 180_000, intervals: [100, 250, 500] },
    )
    .toBeGreaterThanOrEqual(200);

  // Two hundred products listed, far fewer rows in the page: the ones scrolled past are left out, their height kept.
  expect(await rows.count()).toBeLessThan(120);
  const first = page.locator('.br-product-rows > li').first();
  expect(Number(await first.getAttribute('aria-posinset'))).toBeGreaterThan(1);
  // Off-screen rows that are in the page skip layout and paint.
  expect(await first.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');

  // Back at the top, the first rows are there again, at the same place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(first).toHaveAttribute('aria-posinset', '1');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
