/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { open, shot } from './helpers';
import { enterSignedIn, expectNoSeriousViolations, search, setLanguage } from './browse-helpers';

test('every browse screen is axe clean and looked at, in English and Hungarian', async ({ page }) => {
  test.setTimeout(180_000);
  await enterSignedIn(page);
  for (const lang of ['En', 'Hu'] as const) {
    await open(page, '/');
    await setLanguage(page, lang);
    const l = lang.toLowerCase();
    await expect(page.locator('.br-product-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, `home ${lang}`);
    await shot(page, `browse-home-${l}`);

    await open(page, '/products/category/2');
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `category ${lang}`);
    await shot(page, `browse-category-${l}`);

    await open(page, '/products/best');
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await shot(page, `browse-best-${l}`);
    await open(page, '/products/popular/4');
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `popular ${lang}`);

    await open(page, '/product/4443');
    await expect(page.locator('.br-chart-svg')).toBeVisible();
    await page.locator('.br-offer-summary').first().click();
    await expectNoSeriousViolations(page, `product ${lang}`);
    await shot(page, `browse-product-${l}`);

    await open(page, '/favour');
    await expect(page.locator('.br-favourites').getByRole('status').or(page.locator('.br-card-grid'))).toBeVisible();
    await expectNoSeriousViolations(page, `favourites ${lang}`);
    await shot(page, `browse-favourites-${l}`);

    await open(page, '/news');
    await expect(page.locator('.br-news-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, `news ${lang}`);
    await shot(page, `browse-news-${l}`);
    await page.locator('.br-news-card a').first().click();
    await expect(page.locator('.br-news-created')).toBeVisible();
    await expectNoSeriousViolations(page, `news post ${lang}`);
    await shot(page, `browse-news-post-${l}`);

    await open(page, '/');
    await search(page, 'tej', lang === 'En' ? 'Search' : 'Keresés');
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `search ${lang}`);
    await shot(page, `browse-search-${l}`);
    await page
      .getByTestId('product-row')
      .first()
      .getByRole('button', { name: /list|listához/ })
      .click();
    await expect(page.getByTestId('add-to-list')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /new list|új lista/i })).toHaveValue('bevásárlólista #1');
    await expectNoSeriousViolations(page, `add to list ${lang}`);
    await shot(page, `browse-add-to-list-${l}`);
    await page.getByRole('button', { name: lang === 'En' ? 'Done' : 'Kész' }).click();
    await expect(page.getByTestId('add-to-list')).toBeHidden();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'En' ? 'Close' : 'Bezárás' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
