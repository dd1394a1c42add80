import { expect, test } from './fixtures';
import { open, shot, signUp } from './helpers';

test('while the server is down every call says so with a retry, and the app recovers without a restart', async ({ page, request }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/zone$/);

  const offline = (value: boolean) => request.post('/__kosar/test/offline', { data: { offline: value } });
  try {
    await open(page, '/about');
    expect((await offline(true)).ok()).toBe(true);
    await open(page, '/zone');
    const message = 'The server cannot be reached. Check your connection and try again.';
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText('The server cannot be reached. Your changes are not saved until it is back.')).toBeVisible();
    await shot(page, 'offline-zone-en');

    // Still down: trying again changes nothing.
    await page.getByRole('alert').filter({ hasText: message }).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(message)).toBeVisible();

    expect((await offline(false)).ok()).toBe(true);
    await page.getByRole('alert').filter({ hasText: message }).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(message)).toBeHidden();
    await expect(page.getByText('Your changes are not saved until it is back.')).toBeHidden();
    await expect(page.getByRole('button', { name: /save zone/i })).toBeVisible();
  } finally {
    await offline(false);
  }
});
