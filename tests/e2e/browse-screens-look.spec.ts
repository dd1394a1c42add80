/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, open, shot } from './helpers';
import { enterSignedIn, search, setLanguage } from './browse-helpers';

test('every browse screen is axe clean and looked at, in English and Hungarian', async ({ page }) => {
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
    // The price history is a uPlot canvas, with the 12-month low marked on it and named above it.
    const chart = page.locator('.br-chart');
    await expect(chart.locator('.br-chart-plot canvas')).toBeVisible();
    await chart.locator('.br-chart-frame').scrollIntoViewIfNeeded();
    await expect(chart.locator('.br-chart-lowest')).toContainText(
      lang === 'En' ? 'Lowest price of the last 12 months' : 'legalacsonyabb ára',
    );
    const marker = chart.getByTestId('chart-lowest-marker');
    await expect(marker).toContainText(lang === 'En' ? '12-month low' : '12 havi mélypont');
    const plotBox = await chart.locator('.u-over').boundingBox();
    const ringBox = await marker.locator('.br-chart-low-ring').boundingBox();
    expect(plotBox && ringBox, 'the plot and the marker are laid out').toBeTruthy();
    if (plotBox && ringBox) {
      const [cx, cy] = [ringBox.x + ringBox.width / 2, ringBox.y + ringBox.height / 2];
      expect(cx).toBeGreaterThanOrEqual(plotBox.x);
      expect(cx).toBeLessThanOrEqual(plotBox.x + plotBox.width);
      expect(cy).toBeGreaterThanOrEqual(plotBox.y);
      expect(cy).toBeLessThanOrEqual(plotBox.y + plotBox.height);
    }
    // The keyboard reads the chart week by week: End is the last week, ArrowLeft the one before it.
    const readout = page.getByTestId('chart-readout');
    await expect(readout).toHaveText('');
    await chart.locator('.br-chart-frame').focus();
    await page.keyboard.press('End');
    await expect(readout).toContainText(lang === 'En' ? 'Week of' : 'kezdetű hét');
    await expect(readout).toContainText('Ft');
    const lastWeek = await readout.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect(readout).not.toHaveText(lastWeek ?? '');
    const plotNow = await chart.locator('.u-over').boundingBox();
    const cursorBox = await chart.locator('.u-cursor-x').boundingBox();
    expect(cursorBox && plotNow && cursorBox.x > plotNow.x + plotNow.width / 2, 'the cursor line is near the end').toBe(true);
    // Hovering reads out the week under the mouse the same way.
    await page.keyboard.press('Home');
    const firstWeek = await readout.textContent();
    if (plotNow) await page.mouse.move(plotNow.x + plotNow.width / 2, plotNow.y + plotNow.height / 2);
    await expect(readout).not.toHaveText(firstWeek ?? '');
    await expect(readout).toContainText('Ft');
    await chart.screenshot({ path: `test-results/screens/browse-product-chart-${l}.png` });
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
    await expect(page.getByRole('textbox', { name: /new list|új lista/i })).toHaveValue('Bevásárlólista 1');
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
