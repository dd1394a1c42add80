import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** Opens a route of the hash router and waits until the app has finished its start-up. */
export async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByTestId('app-ready')).toBeAttached();
}

export async function signUp(page: Page, opts: { firstname?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'secret123';
  await open(page, '/sign-up');
  await page.getByLabel('First name').fill(opts.firstname ?? 'Anna');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  return { email, password };
}

/** Screenshots land in test-results/screens for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
