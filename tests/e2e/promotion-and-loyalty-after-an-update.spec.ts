/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base } from './fixtures';
import {
  exportWorkbook,
  generateExport,
  generateShops,
  offerTermsScenario,
  startFixtureMonitor,
  type FixtureMonitor,
} from '../support/feed/fixture-server';
import { expectNoSeriousViolations, shot, signUp } from './helpers';
import { startWebHost } from './web-host';
import { setLanguage } from './browse-helpers';
import { setBudapestZone } from './shopping-helpers';

/**
 * Two updates of the stand-in monitor three days apart. Between them the user follows a Tesco product; at the second
 * the monitor's API says it is on promotion (NORMAL and DISCOUNTED) with a Clubcard price (LOYALTY). Only Tesco sells
 * it, so a plan of it buys it at Tesco: at the promotion's price, and at the Clubcard price once the user says they
 * use Clubcard. Everything is read by what the screen says, in English and Hungarian.
 */
const ROWS = generateExport({ products: 1_500, seed: 11 });
const scenario = offerTermsScenario(ROWS);
const PROMOTED = scenario.promoted['Termék azonosító'];
const DAY_ONE = ROWS.filter((r) => r['Termék azonosító'] !== PROMOTED || r['Üzletlánc név'] === 'Tesco');

let monitor: FixtureMonitor;

// A web host of its own (free port, fresh data folder) on the stand-in: the updates must not reach other journeys.
const test = base.extend<object, { webHost: { url: string; dataDir: string } }>({
  webHost: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: it must be `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(DAY_ONE, { date: '2026-11-24' }), shops: generateShops({ count: 300 }) });
      const dataDir = mkdtempSync(join(tmpdir(), 'kosar-e2e-loyalty-'));
      const host = await startWebHost({
        PORT: '0',
        KOSAR_DATA_DIR: dataDir,
        KOSAR_FEED: 'manual',
        KOSAR_FEED_URL: monitor.apiUrl,
        KOSAR_FEED_EXPORT_URL: monitor.exportUrl,
        KOSAR_FEED_RECHECK_MINUTES: '0',
      });
      try {
        await use({ url: host.url, dataDir });
      } finally {
        await host.stop();
        await monitor.close();
      }
    },
    { scope: 'worker', timeout: 660_000 },
  ],
});

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The screen `show` brings up, pictured at both sizes in the language shown, with its main part alone as well. */
async function bothSizes(page: Page, name: string, show: () => Promise<void>, focus: string): Promise<void> {
  const lang = await page.locator('html').getAttribute('lang');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await show();
    await shot(page, `loyalty-${name}-${lang}-${size.width}`);
    // Nothing wider than the window: no sideways scrolling at either size.
    const wide = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > w + 1 && r.width > 0) out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} ${Math.round(r.width)}`);
      }
      return { scroll: document.documentElement.scrollWidth, w, out: out.slice(-12) };
    });
    expect(wide.scroll, `${name} at ${size.width} px is ${wide.scroll} px wide: ${wide.out.join(' | ')}`).toBeLessThanOrEqual(size.width);
    await page.locator(focus).first().screenshot({ path: `test-results/screens/loyalty-${name}-part-${lang}-${size.width}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

async function updateTo(page: Page, shown: string): Promise<void> {
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Update prices now' }).click();
  await expect(page.getByTestId('feed-data-date')).toHaveText(shown, { timeout: 180_000 });
  await expect(page.getByRole('button', { name: 'Update prices now' })).toBeEnabled({ timeout: 120_000 });
}

/** Plans the list over every retailer and opens the best plan's detail. */
async function planList(page: Page, list: string): Promise<void> {
  await page.goto('/#/shopping/management');
  await page.getByRole('button', { name: new RegExp(`^${list}`) }).click();
  await page.getByRole('dialog', { name: list }).getByRole('button', { name: 'Plan shopping' }).click();
  await page.getByRole('button', { name: 'Consider all' }).click();
  await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
  await page.getByTestId('solution-card').first().getByRole('button', { name: 'View detail' }).click();
  await expect(page).toHaveURL(/#\/shopping\/solutions\/\d+$/);
}

test('a followed product on promotion shows was/now and its Clubcard price, and the Clubcard setting changes the plan', async ({ page }) => {
  test.setTimeout(900_000);
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(page);
  await updateTo(page, '24 November 2026');

  // The user follows the product and puts it on a list.
  const id = await page.evaluate(async (name) => {
    const found = await window.kosar.api('search', { body: { query: name } });
    if (!found.ok) throw new Error(found.error.message);
    return found.data.products.find((p) => p.retailer_name === 'Tesco' && (p.raw_name ?? p.name).toLowerCase() === name.toLowerCase())?.id ?? null;
  }, scenario.promoted['Termék név']);
  expect(id, 'the promoted product is found').not.toBeNull();
  await page.goto(`/#/product/${id}`);
  await expect(page.locator('.br-product-source')).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('main').getByRole('button', { name: `Favourite: ${name}` }).click();
  await expect(page.getByRole('main').getByRole('button', { name: `Favourite: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('main').getByRole('button', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByLabel('Name of the new list').fill('Clubcard basket');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await dialog.getByRole('button', { name: /^One more .*\(Clubcard basket\)$/ }).click();
  await expect(dialog.getByRole('status', { name: /\(Clubcard basket\)$/ })).toHaveText('1');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Three days later the monitor reports the promotion and the Clubcard price for the followed product.
  for (const [k, v] of scenario.products) monitor.state.products.set(k, v);
  monitor.state.exportFile = await exportWorkbook(DAY_ONE, { date: '2026-11-27' });
  await updateTo(page, '27 November 2026');

  // The product page: now, was, and the Clubcard price; two observed days with a gap between, too few for a trend.
  const product = async () => {
    await page.goto(`/#/product/${id}`);
    await expect(page.getByTestId('offer-terms')).toBeVisible();
  };
  await product();
  const terms = page.getByRole('main').getByTestId('offer-terms');
  await expect(terms).toContainText('Promotion');
  await expect(terms.locator('.br-offer-promo')).toHaveText(price(`^Promotion was ${priceText(scenario.normal)}$`));
  await expect(terms.locator('.br-offer-loyalty')).toHaveText(price(`^With Clubcard: ${priceText(scenario.loyalty)}$`));
  await expect(page.getByRole('main').getByText(price(`^${priceText(scenario.discounted)}$`)).first()).toBeVisible();
  await expect(page.getByTestId('trend-pending')).toHaveText(/^No trend yet: not enough observations\. Árfigyelő has observed this price on 2 days/);
  await expect(page.getByTestId('history-basis').first()).toHaveText(
    /^Based on prices observed by Árfigyelő on 2 days between 24\sNovember\s2026 and 27\sNovember\s2026\.$/,
  );
  // The chart of observed days steps a day at a time, and says so (a modelled chart steps a week).
  await expect(page.locator('.br-chart-hint')).toHaveText(/one observed day at a time/);
  await expectNoSeriousViolations(page, 'product on promotion');
  await bothSizes(page, 'product', product, 'section.br-panel:has(.br-chart)');
  await setLanguage(page, 'Hu');
  await expect(terms.locator('.br-offer-promo')).toHaveText(price(`^Akció.*${priceText(scenario.normal)}`));
  await expect(terms.locator('.br-offer-loyalty')).toHaveText(price(`Clubcard.*${priceText(scenario.loyalty)}`));
  await expect(page.getByTestId('trend-pending')).toHaveText(/^Még nincs trend: ennek az árnak csak 2 napi Árfigyelő-adata van/);
  await expect(page.locator('.br-chart-hint')).toHaveText(/megfigyelt napról napra/);
  await bothSizes(page, 'product', product, 'section.br-panel:has(.br-chart)');
  await setLanguage(page, 'En');

  // The favourites' card says the same in one line.
  const favourites = async () => {
    await page.goto('/#/favour');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  };
  await favourites();
  const card = page.getByTestId('product-card').filter({ hasText: name.slice(0, 12) }).first();
  await expect(card.getByTestId('offer-terms')).toHaveText(
    price(`Promotion was ${priceText(scenario.normal)}.*With Clubcard: ${priceText(scenario.loyalty)}`),
  );
  await bothSizes(page, 'card', favourites, '[data-testid="product-card"]');
  await setLanguage(page, 'Hu');
  await expect(card.getByTestId('offer-terms')).toHaveText(new RegExp(`Akció.*Clubcard`));
  await bothSizes(page, 'card', favourites, '[data-testid="product-card"]');
  await setLanguage(page, 'En');

  // Alcoholic drinks, which the monitor does not cover, keep their estimates after the updates and say why.
  const alcohol = async () => {
    await page.goto('/#/products/category/14');
    await expect(page.getByTestId('product-row').first()).toBeVisible();
  };
  await alcohol();
  await expect(page.getByTestId('category-prices')).toHaveText(
    'Árfigyelő, the national price monitor, does not cover Alcoholic drinks, so no price here was observed in a shop: every one is an estimate, marked “Estimated price”.',
  );
  await expect(page.getByTestId('product-row').first().getByTestId('price-source')).toHaveText(/^Estimated price/);
  await expectNoSeriousViolations(page, 'category without observed prices');
  await bothSizes(page, 'category', alcohol, '.br-listing');
  await setLanguage(page, 'Hu');
  await expect(page.getByTestId('category-prices')).toHaveText(/^Ezt a kategóriát \(Szeszes italok\) az Árfigyelő.*nem figyeli/);
  await bothSizes(page, 'category', alcohol, '.br-listing');
  await setLanguage(page, 'En');

  // Without Clubcard the plan buys it at the promotion's price and says nothing of loyalty prices.
  await planList(page, 'Clubcard basket');
  // The goods (the header's total may add the trip).
  expect(Number(await page.getByTestId('plan-total').getAttribute('data-goods'))).toBe(scenario.discounted);
  await expect(page.getByTestId('plan-terms')).toHaveCount(0);

  // With Clubcard ticked in Settings, the plan takes the Clubcard price and says where.
  await page.goto('/#/settings');
  // The box shows the saved setting: it turns checked once the server has it.
  await page.getByRole('checkbox', { name: 'Tesco: Clubcard' }).click();
  await expect(page.getByRole('checkbox', { name: 'Tesco: Clubcard' })).toBeChecked();
  await planList(page, 'Clubcard basket');
  expect(Number(await page.getByTestId('plan-total').getAttribute('data-goods'))).toBe(scenario.loyalty);
  await expect(page.getByTestId('plan-terms')).toContainText('Clubcard price at Tesco (1 item)');
  await expectNoSeriousViolations(page, 'plan with Clubcard');
  const plan = async () => {
    await expect(page.getByTestId('plan-terms')).toBeVisible();
  };
  await bothSizes(page, 'plan', plan, '[data-testid="plan-terms"]');
  await setLanguage(page, 'Hu');
  await expect(page.getByTestId('plan-terms')).toContainText('Clubcard');
  await bothSizes(page, 'plan', plan, '[data-testid="plan-terms"]');
  await setLanguage(page, 'En');
});

/** A price as the screen writes it ("1,234 Ft" in English, "1 234 Ft" in Hungarian), as a pattern's source. */
function priceText(n: number): string {
  const digits = String(Math.round(n));
  const grouped = digits.length > 3 ? `${digits.slice(0, -3)}[,\\s\\u00a0\\u202f]?${digits.slice(-3)}` : digits;
  return `${grouped}[\\s\\u00a0\\u202f]?Ft`;
}

const price = (source: string) => new RegExp(source);
