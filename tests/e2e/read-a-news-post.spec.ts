import { expect, test } from '@playwright/test';
import { open } from './helpers';
import { enterSignedIn } from './browse-helpers';

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
  await expect(page.getByText(/^Created At: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

  await open(page, '/news/not-an-id');
  await expect(page).toHaveURL(/#\/$/);
});
