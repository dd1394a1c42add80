/// <reference lib="dom" />
import { expect, test } from './fixtures';
import type { KosarApi } from '../../src/shared/bridge';
import { open, signUp } from './helpers';

test("a session that ends mid-use ('Not authorized') returns the user to /welcome", async ({ page, request }) => {
  await signUp(page, { firstname: 'Dóra' });
  await page.getByRole('button', { name: 'OK' }).click();
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'Hello, Dóra!' })).toBeVisible();

  // The server forgets every session (as when a token expires or is revoked elsewhere).
  expect((await request.post('/__kosar/test/expire-sessions')).ok()).toBe(true);

  // The next call the app makes answers 'Not authorized' (once the server's 2 s memory of checked tokens lapses):
  // main clears the session and the app goes to /welcome.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => (window as unknown as { kosar: KosarApi }).kosar.api('lists'));
        return page.url();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/#\/welcome$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // It says why, in either language, and again on the sign-in screen (WCAG 2.2.1: no silent end).
  await expect(page.getByTestId('session-ended')).toHaveText('Your session has expired, so you were signed out. Sign in again to carry on.');
  await page.getByRole('button', { name: 'Hu', exact: true }).click();
  await expect(page.getByTestId('session-ended')).toHaveText('A bejelentkezésed lejárt, ezért kiléptettünk. Jelentkezz be újra, és folytathatod.');
  await page.getByRole('button', { name: 'En', exact: true }).click();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByTestId('session-ended')).toBeVisible();
  await page.goBack();

  // Nothing of the old session is left: a reload stays on /welcome.
  await page.reload();
  await expect(page.getByTestId('app-ready')).toBeAttached();
  await expect(page).toHaveURL(/#\/welcome$/);
});
