import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { open, shot } from './helpers';
import { enterSignedIn, search, setLanguage } from './browse-helpers';

// Product pictures show the product's kind: pork neck a cut of meat (not the fish of "Meat and fish"), eggs an egg
// (not the milk carton of "Dairy and eggs"), coffee beans coffee (not a soft-drink cup), bananas a banana (not the apple).
const CASES = {
  En: [
    { query: 'pork neck', name: /(boneless|sliced) pork neck/i, icon: 'meat' },
    { query: 'pork neck', name: /smoked cooked pork neck/i, icon: 'cold-cuts' },
    { query: 'eggs', name: /size M eggs/i, icon: 'egg' },
    { query: 'coffee beans', name: /crema coffee beans/i, icon: 'coffee' },
    { query: 'bananas', name: /^bananas 1 kg/i, icon: 'banana' },
  ],
  Hu: [
    { query: 'tarja', name: /(csont nélküli|szeletelt) sertéstarja/i, icon: 'meat' },
    { query: 'tarja', name: /főtt-füstölt tarja/i, icon: 'cold-cuts' },
    { query: 'tojás', name: /M[-\u2011]es tojás \d/i, icon: 'egg' },
    { query: 'kávé', name: /szemes kávé/i, icon: 'coffee' },
    { query: 'banán', name: /^banán 1 kg/i, icon: 'banana' },
  ],
} as const;

const SIZES = [
  { width: 1280, height: 800, tag: '1280' },
  { width: 390, height: 844, tag: '390' },
] as const;

async function rowOf(page: Page, query: string, name: RegExp, searchLabel: string) {
  await search(page, query, searchLabel);
  const row = page.getByTestId('product-row').filter({ has: page.getByRole('heading', { name }) }).first();
  await expect(row).toBeVisible();
  return row;
}

test('product pictures show the kind of product in search rows and on the product page, in both languages and sizes', async ({ page }) => {
  await enterSignedIn(page);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const lang of ['En', 'Hu'] as const) {
      const searchLabel = lang === 'En' ? 'Search' : 'Keresés';
      const l = lang.toLowerCase();
      // Every case at 1280 px; the picture does not depend on the width, so at 390 px one row and the product page are looked at.
      for (const c of size.tag === '1280' ? CASES[lang] : [CASES[lang][2]]) {
        await open(page, '/');
        await setLanguage(page, lang);
        const row = await rowOf(page, c.query, c.name, searchLabel);
        await expect(row.locator('.br-product-row-photo')).toHaveAttribute('data-icon', c.icon);
        // The picture is drawn, not the placeholder: the image loaded at its frame's size.
        const img = row.locator('.br-product-row-photo img');
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
        if (c.icon !== 'cold-cuts') await shot(page, `product-pictures-search-${c.icon}-${l}-${size.tag}`);
        await page.keyboard.press('Escape');
      }
      // The product page shows the same picture as the row that led to it.
      const first = CASES[lang][0];
      await open(page, '/');
      const row = await rowOf(page, first.query, first.name, searchLabel);
      await row.getByRole('heading', { name: first.name }).click();
      await expect(page).toHaveURL(/#\/product\/\d+/);
      await expect(page.locator('.br-product-hero-photo')).toHaveAttribute('data-icon', 'meat');
      await shot(page, `product-pictures-product-meat-${l}-${size.tag}`);
    }
  }
});
