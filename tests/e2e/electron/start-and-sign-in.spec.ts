import { expect, test } from '@playwright/test';
import { launchApp, signUp, skipWithoutElectron, uniqueEmail } from './electron-app';

skipWithoutElectron();

type Globals = {
  require?: unknown;
  process?: unknown;
  kosar?: { app: { info(): Promise<{ ok: boolean; data: { vault: string; embeddedServer: boolean; apiBaseUrl: string } }> } };
};

test('the app starts on the welcome screen with the embedded server, and the renderer has no Node', async () => {
  const { app, page } = await launchApp();
  try {
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const seen = await page.evaluate(() => {
      const g = globalThis as unknown as Globals;
      return { require: typeof g.require, process: typeof g.process, kosar: typeof g.kosar };
    });
    expect(seen).toEqual({ require: 'undefined', process: 'undefined', kosar: 'object' });
    const info = await page.evaluate(() => (globalThis as unknown as Globals).kosar!.app.info());
    expect(info.ok).toBe(true);
    expect(info.data.embeddedServer).toBe(true);
    expect(info.data.apiBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The server runs in a utility process of its own, not in main (src/main/server-process.ts).
    const processes = await app.evaluate(({ app: electronApp }) => ({
      main: process.pid,
      utility: electronApp.getAppMetrics().filter((m) => m.type === 'Utility').map((m) => ({ name: m.name, pid: m.pid })),
    }));
    const serverProcess = processes.utility.find((p) => p.name === 'Kosár server');
    expect(serverProcess, JSON.stringify(processes)).toBeDefined();
    expect(serverProcess!.pid).not.toBe(processes.main);

    // Served from app://, under the header policy: the page may fetch nothing, not even its own files.
    expect(page.url()).toMatch(/^app:\/\/kosar\/index\.html#/);
    const fetched = await page.evaluate(() =>
      (globalThis as unknown as { fetch(u: string): Promise<{ status: number }> }).fetch('app://kosar/index.html').then(
        (r) => r.status,
        () => 'refused',
      ),
    );
    expect(fetched).toBe('refused');

    // Navigation away from the app and new windows are refused.
    const before = page.url();
    await page.evaluate(() => {
      (globalThis as unknown as { location: { href: string } }).location.href = 'file:///etc/hosts';
    });
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    await page.evaluate(() => (globalThis as unknown as { open(u: string): unknown }).open('file:///etc/hosts'));
    await page.waitForTimeout(500);
    expect(app.windows()).toHaveLength(1);
  } finally {
    await app.close();
  }
});

test('a new user signs up, is remembered across a restart (keychain), signs out and signs in again', async () => {
  const email = uniqueEmail('e2e-electron');
  const first = await launchApp();
  let vault: string;
  try {
    await signUp(first.page, email);
    const info = await first.page.evaluate(() => (globalThis as unknown as Globals).kosar!.app.info());
    vault = info.data.vault;
  } finally {
    await first.app.close();
  }

  const second = await launchApp({ userData: first.userData });
  try {
    const { page } = second;
    if (vault === 'memory') {
      // No keychain and no OS encryption: the session was never written anywhere, so it is gone.
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
    }
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
  } finally {
    await second.app.close();
  }
});
