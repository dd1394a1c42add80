/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from './browse-helpers';

test('browse a category from the home carousel to the end of its list', async ({ page }) => {
  test.setTimeout(120_000);
  await enterSignedIn(page);
  const carousel = page.getByRole('region', { name: 'Shop by product category' });
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

  // Scrolling loads page after page until one comes back short.
  const end = page.getByText(/^That's all: \d+ products$/);
  for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
  await expect(end).toBeVisible();
  const total = Number((await end.innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  await expect(rows).toHaveCount(total);
  expect(total % 20).not.toBe(0);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

/** Median frame time while scrolling the first `height` pixels down and up in 300 px steps. */
async function scrollFrameMs(page: Page, height: number): Promise<number> {
  return page.evaluate(async (h) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const out: number[] = [];
    const ys = [...Array(Math.floor(h / 300)).keys()].map((i) => i * 300);
    window.scrollTo(0, 0);
    await frame();
    for (const y of [...ys, ...ys.reverse(), ...ys]) {
      const t = performance.now();
      window.scrollTo(0, y);
      await frame();
      out.push(performance.now() - t);
    }
    return out.sort((a, b) => a - b)[Math.floor(out.length / 2)];
  }, height);
}

test('a thousand rows stay light (off-screen rows skip layout and paint), and Load more works from the keyboard', async ({ page }) => {
  test.setTimeout(240_000);
  await enterSignedIn(page);
  await page.goto('/#/products/category/3');
  const rows = page.getByTestId('product-row');
  await expect(rows).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  // Focus scrolls the button into view, so the sentinel may load a page of its own as well.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(40);
  const height = await rows.nth(39).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - 900);
  const few = await scrollFrameMs(page, height);

  // Load to about a thousand rows (the sentinel keeps loading while the end is in view).
  for (let i = 0; i < 300 && (await rows.count()) < 980; i++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(100);
  }
  expect(await rows.count()).toBeGreaterThanOrEqual(980);

  // Off-screen rows skip layout and paint: that is what keeps a long list smooth. Frame times are printed for a
  // person to read, not asserted (this machine is shared and noisy).
  const skipped = await rows.nth(500).evaluate((el) => getComputedStyle(el.closest('li') ?? el).contentVisibility);
  expect(skipped).toBe('auto');
  const many = await scrollFrameMs(page, height);
  console.log(`median scroll frame: 40 rows ${few.toFixed(1)} ms, ${await rows.count()} rows ${many.toFixed(1)} ms`);
});
