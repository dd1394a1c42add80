import { expect, test } from './fixtures';
import { open, shot, signUp } from './helpers';

test('signing in refuses wrong credentials, then lets the right ones in', async ({ page, browser }) => {
  const { email, password } = await signUp(page, { firstname: 'Bence' });
  await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();

  const other = await browser.newContext();
  const p2 = await other.newPage();
  await open(p2, '/sign-in');
  await p2.getByRole('button', { name: 'Sign in' }).click();
  await expect(p2.getByText('Enter your email', { exact: true })).toBeVisible();
  await expect(p2.getByText('Enter your password', { exact: true })).toBeVisible();
  await p2.getByLabel('Email').fill(email);
  await p2.getByLabel('Password').fill('wrong-password');
  await p2.getByRole('button', { name: 'Sign in' }).click();
  await expect(p2.getByRole('alert').filter({ hasText: 'Wrong email or password' })).toBeVisible();
  await shot(p2, 'sign-in-error-en');
  await p2.getByLabel('Password').fill(password);
  // Keyboard only: Enter submits the form.
  await p2.getByLabel('Password').press('Enter');
  await expect(p2.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
  await p2.getByRole('button', { name: 'OK' }).click();
  await expect(p2).toHaveURL(/#\/zone$/);
  await other.close();
});

test('signed-in users are sent away from the visitor screens', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await open(page, '/');
  for (const path of ['/welcome', '/sign-in', '/sign-up', '/forgot-password']) {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(/#\/$/);
  }
});
