/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { enterSignedIn, search } from './browse-helpers';

/** The words of the drawer in each language. */
const UI = {
  En: {
    search: 'Search',
    drawer: 'Search products',
    sort: 'Sort by',
    byPrice: 'Price, lowest first',
    byUnitPrice: 'Unit price, lowest first',
    relevance: 'Relevance',
    all: 'All products',
    discount: 'Only discount products',
    main: 'Main category',
    drinks: 'Drinks',
    clear: 'Search all categories',
    noNivea: 'No product matches “Nivea”.',
    noSajt: 'No product matches “sajt” in the chosen category (Drinks).',
  },
  Hu: {
    search: 'Keresés',
    drawer: 'Termékkeresés',
    sort: 'Rendezés',
    byPrice: 'Ár szerint növekvő',
    byUnitPrice: 'Egységár szerint növekvő',
    relevance: 'Legjobb találat elöl',
    all: 'Minden termék',
    discount: 'Csak akciósak',
    main: 'Főkategória',
    drinks: 'Italok',
    clear: 'Keresés minden kategóriában',
    noNivea: 'Nincs találat erre: „Nivea”.',
    noSajt: 'Nincs találat erre: „sajt” a kiválasztott kategóriában (Italok).',
  },
} as const;

/** The visible names of the first three result rows, once the rows of `query` are in. */
async function firstNames(page: Page, drawerName: string): Promise<string[]> {
  const rows = page.getByRole('dialog', { name: drawerName }).getByTestId('product-row');
  await expect(rows.nth(2)).toBeVisible();
  return Promise.all([0, 1, 2].map(async (i) => ((await rows.nth(i).getByRole('heading').textContent()) ?? '').trim()));
}

/** Types a query into the open drawer and waits until the first row is one the query found. */
async function retype(page: Page, query: string, drawerName: string, first: RegExp): Promise<string[]> {
  await page.getByRole('searchbox').fill(query);
  await expect(page.getByRole('dialog', { name: drawerName }).getByTestId('product-row').first().getByRole('heading')).toHaveText(first);
  return firstNames(page, drawerName);
}

for (const lang of ['En', 'Hu'] as const) {
  test(`search gives what a shopper meant first, read by visible text (${lang})`, async ({ page }) => {
    const ui = UI[lang];
    await enterSignedIn(page, lang);
    await search(page, 'cukor', ui.search);
    const drawer = page.getByRole('dialog', { name: ui.drawer });
    const each = (names: string[], pattern: RegExp, query: string) => {
      for (const name of names) expect(name, `${query}: ${names.join(' | ')}`).toMatch(pattern);
    };

    // Sugar is granulated sugar, not vanilla sugar 8 g or icing sugar, whichever language the word is in.
    const sugar = /^(\S+ )?(kristálycukor|granulated sugar) 1\skg$/i;
    each(await retype(page, 'cukor', ui.drawer, sugar), sugar, 'cukor');
    each(await retype(page, 'sugar', ui.drawer, sugar), sugar, 'sugar');
    await shot(page, `search-meant-sugar-${lang.toLowerCase()}`);

    // No Nivea product is sold: no Balea pads stand in for the brand.
    await page.getByRole('searchbox').fill('Nivea');
    await expect(drawer.getByText(ui.noNivea)).toBeVisible();
    await expect(drawer.getByTestId('product-row')).toHaveCount(0);

    // "wc papír" is toilet paper (an everyday synonym), not paper tissues.
    const toilet = /toalettpapír|toilet paper/i;
    each(await retype(page, 'wc papír', ui.drawer, toilet), toilet, 'wc papír');
    await shot(page, `search-meant-toilet-paper-${lang.toLowerCase()}`);

    // "tej" by price lists milks, not crescent rolls; on the discount tab by unit price, milks, not eggs.
    const milk = /^(\S+ )?(UHT|ESL|friss|fresh) (tej|milk)\b/i;
    await drawer.getByRole('combobox', { name: ui.sort }).selectOption({ label: ui.byPrice });
    each(await retype(page, 'tej', ui.drawer, milk), milk, 'tej by price');
    await drawer.getByRole('tab', { name: ui.discount }).click();
    await drawer.getByRole('combobox', { name: ui.sort }).selectOption({ label: ui.byUnitPrice });
    await expect(drawer.getByRole('tab', { name: ui.discount })).toHaveAttribute('aria-selected', 'true');
    const discounted = await firstNames(page, ui.drawer);
    each(discounted, milk, 'tej, discount tab, by unit price');
    for (const name of discounted) expect(name).not.toMatch(/tojás|egg/i);
    await shot(page, `search-meant-milk-discount-${lang.toLowerCase()}`);
    await drawer.getByRole('tab', { name: ui.all }).click();
    await drawer.getByRole('combobox', { name: ui.sort }).selectOption({ label: ui.relevance });

    // A category chosen before stays on: "sajt" under Drinks says the filter is on and offers to clear it.
    await drawer.getByRole('combobox', { name: ui.main }).selectOption({ label: ui.drinks });
    await page.getByRole('searchbox').fill('sajt');
    await expect(drawer.getByText(ui.noSajt)).toBeVisible();
    await shot(page, `search-meant-filter-on-${lang.toLowerCase()}`);
    await drawer.getByRole('button', { name: ui.clear }).click();
    const cheese = /sajt|cheese/i;
    await expect(drawer.getByTestId('product-row').first().getByRole('heading')).toHaveText(cheese);
    each(await firstNames(page, ui.drawer), cheese, 'sajt');
  });
}
