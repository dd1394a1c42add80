import { expect, type Page } from '@playwright/test';
import { open, signUp } from './helpers';

/** A new user past the zone prompt, on the home screen, in the chosen language. */
export async function enterSignedIn(page: Page, lang: 'En' | 'Hu' = 'En'): Promise<void> {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await open(page, '/');
  await setLanguage(page, lang);
}

export async function setLanguage(page: Page, lang: 'En' | 'Hu'): Promise<void> {
  const button = page.getByRole('button', { name: lang, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Opens the header's search drawer and types a query (the results come after the 500 ms debounce). */
export async function search(page: Page, query: string, searchLabel = 'Search'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: searchLabel, exact: true }).click();
  await page.getByRole('searchbox').fill(query);
}
