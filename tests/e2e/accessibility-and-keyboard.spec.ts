/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, open, shot, signUp } from './helpers';

test('visitor screens have no serious accessibility violations, in both languages', async ({ page }) => {
  for (const lang of ['En', 'Hu'] as const) {
    for (const path of ['/welcome', '/sign-in', '/sign-up', '/forgot-password', '/reset-password?key=abcdefghijklmnop0123&email=a%40b.hu', '/nope', '/coming-soon']) {
      await open(page, path);
      await page.getByRole('button', { name: lang, exact: true }).click();
      await expectNoSeriousViolations(page, `${path} ${lang}`);
      await shot(page, `${path.slice(1).split('?')[0] || 'root'}-${lang.toLowerCase()}`);
    }
  }
});

test('signed-in screens have no serious accessibility violations, and the menu works from the keyboard', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  for (const path of ['/', '/faqs', '/about', '/cashback', '/profile', '/settings', '/contact', '/cookie', '/delete-account']) {
    await open(page, path);
    await expectNoSeriousViolations(page, path);
  }
  await open(page, '/cashback');
  await expect(page.getByText('This part is not developed in the test version.')).toBeVisible();
  await shot(page, 'placeholder-en');
  await open(page, '/about');
  await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
  await expect(page.getByText(/Forrás: KSH/).first()).toBeVisible();
  await shot(page, 'about-en');
  await open(page, '/faqs');
  await page.getByText('Where do the prices come from?').click();
  await expect(page.getByText(/Hungarian Central Statistical Office/)).toBeVisible();
  await shot(page, 'faqs-en');

  // Menu by keyboard: it opens, traps focus, and type-ahead jumps to an item.
  await open(page, '/');
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expectNoSeriousViolations(page, 'menu');
  await shot(page, 'menu-en');
  await page.keyboard.press('f');
  await expect(page.getByRole('link', { name: 'FAQ / help' })).toBeFocused();
  // After 350 ms of quiet the typed prefix starts again: 'c' alone finds 'Contact us'.
  await page.waitForTimeout(450);
  await page.keyboard.press('c');
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeFocused();
  // Quick typing extends the prefix: 'co' then 'ok' of 'cookie' is not a prefix of 'Contact us'.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  const focusedInside = await drawer.evaluate((el) => el.contains(document.activeElement));
  expect(focusedInside).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});
