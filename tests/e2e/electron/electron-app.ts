import { expect, test, _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The Electron binary's path, or null where it has not been downloaded (as on the CI machine). Read from
 * the package's path.txt: require('electron') would try to download the binary on the spot.
 */
export function electronBinary(): string | null {
  try {
    const dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const relative = readFileSync(join(dir, 'path.txt'), 'utf8').trim();
    const path = join(process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(dir, 'dist'), relative);
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Skips the file's tests, saying why, where Electron or the built app is missing. */
export function skipWithoutElectron(): void {
  test.skip(
    !electronBinary(),
    'Electron binary is not installed on this machine (ELECTRON_SKIP_BINARY_DOWNLOAD or no network); run `npx electron --version` to fetch it, then these specs run.',
  );
  test.skip(!existsSync('out/main/index.js'), 'The app is not built: run `npx electron-vite build` first.');
}

export const newUserData = () => mkdtempSync(join(tmpdir(), 'kosar-electron-'));

// Linux CI has no display server or setuid sandbox helper: Chromium's own flags, not the app's.
const platformArgs = process.platform === 'linux' ? ['--no-sandbox', '--disable-gpu'] : [];

export interface RunningApp {
  app: ElectronApplication;
  page: Page;
  userData: string;
}

/** Launches the built app (out/main) with its own user-data folder and waits until the renderer has started. */
export async function launchApp(opts: { args?: string[]; userData?: string } = {}): Promise<RunningApp> {
  const userData = opts.userData ?? newUserData();
  const app = await electron.launch({
    executablePath: electronBinary()!,
    args: ['.', `--user-data-dir=${userData}`, ...platformArgs, ...(opts.args ?? [])],
    // NODE_ENV=test keeps the app from claiming kosar:// on the developer's machine.
    env: { ...process.env, NODE_ENV: 'test' },
    timeout: 120_000,
  });
  const page = await app.firstWindow();
  await expect(page.getByTestId('app-ready')).toBeAttached({ timeout: 120_000 });
  return { app, page, userData };
}

/**
 * Starts a second copy of the app on the same user-data folder, as the OS does when a kosar:// link is
 * opened on Windows and Linux: it must hand the link to the running app and quit at once.
 */
export async function openInSecondInstance(userData: string, link: string): Promise<number | null> {
  // As the OS starts it: the link after `--`, where Chromium reads no switches (src/main/deep-link.ts).
  const child = spawn(electronBinary()!, ['.', `--user-data-dir=${userData}`, ...platformArgs, '--', link], {
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('the second instance did not quit within 30 s'));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export async function signUp(page: Page, email: string, password = 'secret123'): Promise<void> {
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
