import { expect, test } from './fixtures';
import { open, shot } from './helpers';
import { enterSignedIn, setLanguage } from './browse-helpers';

test('read a news post, and a post address without an id goes home', async ({ page }) => {
  await enterSignedIn(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const first = page.locator('.br-news-card').first();
  const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
  const intro = ((await first.locator('p').textContent()) ?? '').trim();
  await first.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page.locator('.br-news-body p').first()).not.toBeEmpty();
  await expect(page.getByText(/^Created At: \d{1,2}\s[A-Z][a-z]+\s\d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

  await open(page, '/news/not-an-id');
  await expect(page).toHaveURL(/#\/$/);
});

test("a news post's chart speaks the app's language", async ({ page }) => {
  await enterSignedIn(page, 'Hu');
  await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Hírek' }).click();
  const card = page.locator('.br-news-card').filter({ hasText: 'E heti akciók – becslés' }).first();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'E heti akciók – becslés' })).toBeVisible();
  // The post says when it appeared ("Megjelent", as the Hungarian review asked), not when a record was made.
  await expect(page.getByText(/^Megjelent: \d{4}\.\s[a-zá-ű]+\s\d{1,2}\.$/)).toBeVisible();
  await expect(page.getByText(/Létrehozva/)).toHaveCount(0);
  // The chart is a picture: its words are read from the drawing the page shows.
  const words = async () => {
    const src = (await page.locator('.br-news-photo img').getAttribute('src'))!;
    return (await page.request.get(src)).text();
  };
  expect(await words()).toContain('Az e heti becsült akciók kategóriánként');
  expect(await words()).not.toContain('Estimated promotions');
  await setLanguage(page, 'En');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions this week: an estimate' })).toBeVisible();
  await expect.poll(words).toContain('Estimated promotions this week, by category');
});

test("on a phone a news post shows its chart drawn for the phone's width, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterSignedIn(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }).click();
  await page.locator('.br-news-card').filter({ hasText: 'Eggs cost' }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Eggs cost/ })).toBeVisible();
  const chart = page.locator('.br-news-photo img');
  // The picture the browser chose: the narrow drawing, shown at about its own size (its 12 px words stay 12 px).
  const shown = async () => chart.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.getBoundingClientRect().width, natural: img.naturalWidth }));
  await expect.poll(async () => (await shown()).src).toMatch(/eggs-since-2018\.narrow\.svg$/);
  await expect.poll(async () => (await shown()).natural).toBe(360);
  expect((await shown()).width).toBeGreaterThanOrEqual(340);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'news-post-chart-en-390');
  await setLanguage(page, 'Hu');
  await expect.poll(async () => (await shown()).src).toMatch(/eggs-since-2018\.narrow\.hu\.svg$/);
  const words = await (await page.request.get((await shown()).src)).text();
  expect(words).toContain('2025.\u00a0dec.');
  await shot(page, 'news-post-chart-hu-390');
  // At a desktop's width, the column's chart.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await shown()).src).toMatch(/eggs-since-2018\.hu\.svg$/);
  await shot(page, 'news-post-chart-hu-1280');
  await setLanguage(page, 'En');
  await expect.poll(async () => (await shown()).src).toMatch(/eggs-since-2018\.svg$/);
  await shot(page, 'news-post-chart-en-1280');
});
