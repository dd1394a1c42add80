/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { signUp } from './helpers';

/** A new user, through the zone prompt's OK, on /zone with the map drawn (tiles are never waited for). */
export async function signUpToZone(page: Page): Promise<void> {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/zone$/);
  await expect(page.getByTestId('zone-map').locator('.leaflet-container')).toBeVisible();
}

/** Clicks the map at a fraction of its size; Leaflet turns the pixel into a point. */
export async function clickMap(page: Page, fx = 0.5, fy = 0.5): Promise<void> {
  const map = page.getByTestId('zone-map').locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: Math.round(box.width * fx), y: Math.round(box.height * fy) } });
}

export const originMarker = (page: Page) => page.locator('.zone-origin-icon');
export const zoneCircle = (page: Page) => page.locator('path.zone-circle');
/** The retailer icons on the map; their title starts with the retailer's name. */
export const shopIcons = (page: Page, retailer?: string) =>
  page.locator(retailer ? `.zone-shop-icon[title^="${retailer},"]` : '.zone-shop-icon');

/** Shops the map shows: each cluster's number plus the single icons outside any cluster. */
export async function shopsOnMap(page: Page): Promise<number> {
  return page.getByTestId('zone-map').evaluate((map) => {
    const clusters = [...map.querySelectorAll('.zone-cluster-count')].reduce((sum, el) => sum + Number(el.textContent), 0);
    return clusters + map.querySelectorAll('.zone-shop-icon').length;
  });
}

export async function setRadius(page: Page, metres: number): Promise<void> {
  await page.getByRole('slider').fill(String(metres));
}

/** Opens Filter retailers, clears the choice and checks the named retailers, then Next. */
export async function chooseRetailers(
  page: Page,
  names: string[],
  labels = { filter: 'Filter retailers', clear: 'Clear all', next: 'Next' },
) {
  await page.getByRole('button', { name: labels.filter }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: labels.clear }).click();
  for (const name of names) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: labels.next }).click();
  await expect(dialog).toBeHidden();
}

/** The side list's count per retailer, as shown. */
export async function sideCounts(page: Page): Promise<Record<string, number>> {
  const rows = page.getByTestId('zone-retailer-count');
  const out: Record<string, number> = {};
  for (const row of await rows.all())
    out[(await row.getAttribute('data-retailer'))!] = Number(await row.getAttribute('data-count'));
  return out;
}

