import { expect, test } from '@playwright/test';
import { launchApp, skipWithoutElectron } from './electron-app';

skipWithoutElectron();

test('the app starts on the welcome screen with the embedded server, and a new user can sign up', async () => {
  const app = await launchApp();
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
    const prefs = await app.evaluate(({ BrowserWindow }) => {
      const wp = BrowserWindow.getAllWindows()[0].webContents.getLastWebPreferences();
      return { contextIsolation: wp?.contextIsolation, sandbox: wp?.sandbox, nodeIntegration: wp?.nodeIntegration };
    });
    expect(prefs).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Email').fill(`e2e-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
  } finally {
    await app.close();
  }
});

test('a kosar://reset-password link given at start opens the reset screen', async () => {
  const app = await launchApp(['kosar://reset-password?key=abcdefghijklmnopqrstuvwxyz012345&email=a%40example.com']);
  try {
    const page = await app.firstWindow();
    await expect(page).toHaveURL(/#\/reset-password\?/, { timeout: 60_000 });
  } finally {
    await app.close();
  }
});
