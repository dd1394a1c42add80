import { expect, test } from '@playwright/test';
import { launchApp, openInSecondInstance, signUp, skipWithoutElectron, uniqueEmail } from './electron-app';

skipWithoutElectron();

const KEY = 'Q2hvb3NlIGEgbmV3IHBhc3N3b3JkIGZvciBLb3PDoXI'; // in the form the server issues
const link = (email: string) => `kosar://reset-password?key=${KEY}&email=${encodeURIComponent(email)}`;

test('a kosar://reset-password link given at start opens the reset screen', async () => {
  const { app, page } = await launchApp({ args: ['--', link('anna@example.com')] });
  try {
    await expect(page).toHaveURL(/#\/reset-password\?/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText('anna@example.com')).toBeVisible();
  } finally {
    await app.close();
  }
});

test('a link opened while the app runs (second instance) reaches the running window, and the copy quits', async () => {
  const { app, page, userData } = await launchApp();
  try {
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await openInSecondInstance(userData, link('bela@example.com'))).toBe(0);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText('bela@example.com')).toBeVisible();
    expect(app.windows()).toHaveLength(1);

    await openInSecondInstance(userData, 'kosar://reset-password?key=short&email=x');
    await expect(page.getByText('This link is not valid.')).toBeVisible();
  } finally {
    await app.close();
  }
});

test('a signed-in user is told to sign out instead of being sent to the reset screen', async () => {
  const { app, page, userData } = await launchApp();
  try {
    await signUp(page, uniqueEmail('e2e-link'));
    await openInSecondInstance(userData, link('someone@example.com'));
    await expect(page.getByText('To use a password reset link, sign out first.')).toBeVisible();
    await expect(page).not.toHaveURL(/reset-password/);
  } finally {
    await app.close();
  }
});
