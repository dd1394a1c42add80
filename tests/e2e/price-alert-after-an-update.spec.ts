/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test as base, withWebHost } from './fixtures';
import {
  exportWorkbook,
  generateExport,
  generateShops,
  scaledRow,
  startFixtureMonitor,
  type ExportRow,
  type FixtureMonitor,
} from '../support/feed/fixture-server';
import { expectNoSeriousViolations, shot, signUp } from './helpers';
import { setLanguage } from './browse-helpers';

// Big enough for the size check of a real export (MIN_EXPORT_BYTES).
const DAY_ONE = generateExport({ products: 2_000, seed: 17 });
/** The watched product: a plain name (the search finds it whole), sold at one chain only, so its alert names one price. */
const WATCHED = DAY_ONE.find(
  (r) =>
    /^Minta [a-záéíóöőúüű]+ \d+$/.test(r['Termék név']) &&
    ['Tesco', 'Aldi', 'Lidl', 'Spar', 'Penny', 'Auchan'].includes(r['Üzletlánc név']) &&
    DAY_ONE.filter((x) => x['Termék név'] === r['Termék név']).length === 1 &&
    Number(r['Maximum ár'].replace(',', '.')) > 600,
)!;
const price = (r: ExportRow) => Math.round(Number(r['Maximum ár'].replace(',', '.')));
/** Day two: the watched product a third cheaper, everything else as on day one. */
const DAY_TWO = DAY_ONE.map((r) => (r === WATCHED ? scaledRow(r, 2 / 3) : r));

// Its own web host (on a free port) and data folder, pointed at a stand-in monitor on loopback: the updates must not
// change the catalogue the other journeys read.
const test = base.extend<object, { monitor: FixtureMonitor }>({
  monitor: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: it must be `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(DAY_ONE, { date: '2026-11-24' }), shops: generateShops({ count: 200 }) });
      await use(monitor);
      await monitor.close();
    },
    { scope: 'worker' },
  ],
  webHost: [
    async ({ monitor }, use) =>
      withWebHost(
        {
          KOSAR_FEED: 'manual',
          KOSAR_FEED_URL: monitor.apiUrl,
          KOSAR_FEED_EXPORT_URL: monitor.exportUrl,
          // The second update comes minutes after the first: no rest between checks here.
          KOSAR_FEED_RECHECK_MINUTES: '0',
        },
        use,
      ),
    { scope: 'worker', timeout: 660_000 },
  ],
});

/** "Update prices now" on the About screen, until the data date is the given one. */
async function updatePrices(page: Page, dataDate: string) {
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Update prices now' }).click();
  await expect(page.getByTestId('feed-data-date')).toHaveText(dataDate, { timeout: 180_000 });
}

/** Shots of the screen as it is, at 1280 and 390 px wide. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 820 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 820 });
}

test('Anna watches a product, an update from the monitor drops its price, and the alerts say so, once', async ({ page, monitor }) => {
  // The browser's notifications, recorded: the app may show one once Anna allowed them, and asks only on her press.
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body?: string }> = [];
    let permission: NotificationPermission = 'default';
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class Recorded {
      static get permission() {
        return permission;
      }
      static requestPermission() {
        permission = 'granted';
        return Promise.resolve(permission);
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await updatePrices(page, '24 November 2026');

  // Anna finds the product and watches its price from its page.
  const { id, chain } = await page.evaluate(async ({ name, chain }) => {
    // The server's catalogue switches to the update's data within moments; every offer of the stand-in's export is a
    // "Minta …" product: page through them to this one.
    for (let attempt = 0; attempt < 60; attempt++) {
      for (let page = 1; page <= 100; page++) {
        const found = await window.kosar.api('search', { body: { query: 'Minta', page, limit: 100 } });
        if (!found.ok) throw new Error(found.error.message);
        // "Minta alma 8", not "Minta alma 80"; in English the kind follows the name ("Minta alma 8 (Apples)").
        const hit = found.data.products.find((p) => {
          const shown = (p.raw_name ?? p.name).toLowerCase();
          return p.retailer_name.toLowerCase() === chain.toLowerCase() && shown.startsWith(name.toLowerCase()) && !/^\d/.test(shown.slice(name.length));
        });
        if (hit) return { id: hit.id, chain: hit.retailer_name };
        if (found.data.products.length < 100) break;
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
    throw new Error(`${name} at ${chain} not found`);
  }, { name: WATCHED['Termék név'], chain: WATCHED['Üzletlánc név'] });
  await page.goto(`/#/product/${id}`);
  await expect(page.getByRole('button', { name: /^Watch the price: / })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const bell = page.getByRole('button', { name: `Watch the price: ${name}` });
  await expect(bell).toHaveAttribute('aria-pressed', 'false');
  await bell.click();
  const dialog = page.getByRole('dialog', { name: `Watch the price of ${name}` });
  await expect(dialog.getByLabel('Target price in Ft (optional)')).toBeFocused();
  await expectNoSeriousViolations(page, 'watch dialog');
  await shots(page, 'alerts-watch-dialog-en');
  await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByText(`Watching the price of ${name}.`)).toBeVisible();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  await expect(bell).toBeFocused();
  // A favourite too: its card in the favourites has the bell, on.
  await page.getByRole('button', { name: `Favourite: ${name}` }).click();
  await shots(page, 'alerts-product-watched-en');

  // Nothing has got cheaper yet; she allows desktop notifications with a press.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Price alerts' })).toBeVisible();
  await expect(page.getByText('Nothing you watch has got cheaper yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on desktop notifications' }).click();
  await expect(page.getByRole('button', { name: 'Turn on desktop notifications' })).toBeHidden();
  await shots(page, 'alerts-inbox-empty-en');

  // The next day's prices: the watched product is a third cheaper.
  monitor.state.exportFile = await exportWorkbook(DAY_TWO, { date: '2026-11-25' });
  await updatePrices(page, '25 November 2026');
  const nav = page.getByRole('navigation', { name: /^(Main navigation|Főmenü)$/ });
  const alerts = nav.getByRole('link', { name: 'Alerts, 1 unread' });
  await expect(alerts).toBeVisible();
  await expect(alerts.getByTestId('alerts-badge')).toHaveText('1');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shown: Array<{ title: string }> }).__shown.map((n) => n.title)))
    .toEqual(['Kosár: 1 watched price dropped']);
  await alerts.click();
  const was = price(WATCHED);
  const now = price(DAY_TWO[DAY_ONE.indexOf(WATCHED)]!);
  const entries = page.getByTestId('inbox-entry');
  await expect(entries).toHaveCount(1);
  const sentence = `${name} got cheaper at ${chain}: was ${was.toLocaleString('en-GB')} Ft, now ${now.toLocaleString('en-GB')} Ft (25 November 2026, Árfigyelő)`;
  await expect(entries.getByRole('link')).toHaveText(new RegExp(`^${sentence.replace(/[()]/g, '\\$&').replace(/ /g, '\\s')}$`));
  await expect(entries.getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'inbox');
  await shots(page, 'alerts-inbox-en');
  await setLanguage(page, 'Hu');
  await expect(page.getByRole('heading', { name: 'Árértesítések' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Értesítések, 1 olvasatlan' })).toBeVisible();
  await expect(entries.getByRole('link')).toContainText('olcsóbb lett');
  await shots(page, 'alerts-inbox-hu');
  await page.goto(`/#/product/${id}`);
  await page.getByRole('button', { name: /^Ár figyelése: / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shots(page, 'alerts-watch-dialog-hu');
  await page.keyboard.press('Escape');
  await page.goto('/#/favour');
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await shots(page, 'alerts-favourites-hu');
  await setLanguage(page, 'En');
  await shots(page, 'alerts-favourites-en');
  // On a list line the same bell shows the same watch.
  await page.evaluate(async (productId) => {
    const list = await window.kosar.api('createList', { body: { name: 'Weekend' } });
    if (!list.ok) throw new Error(list.error.message);
    const set = await window.kosar.api('setQuantity', { params: { list_id: list.data.id }, body: { product_id: productId, quantity: 2 } });
    if (!set.ok) throw new Error(set.error.message);
  }, id);
  await page.goto('/#/shopping/management');
  await page.getByRole('button', { name: /^Weekend/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Weekend' });
  await expect(drawer.getByRole('button', { name: `Watch the price: ${name} (${chain})` })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page, 'list line bell');
  await shots(page, 'alerts-list-line-en');
  await page.keyboard.press('Escape');

  // Read, it stays in the inbox without the count; a restart of the page (as of the app) shows it once, not again as new.
  await page.goto('/#/inbox');
  await page.getByRole('button', { name: `Mark as read: ${name} at ${chain}` }).click();
  await expect(nav.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(entries.getByText('New', { exact: true })).toBeHidden();
  await page.reload();
  await expect(entries).toHaveCount(1);
  await expect(nav.getByTestId('alerts-badge')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __shown: unknown[] }).__shown.length)).toBe(0);
  // Dismissed, it is gone for good.
  await page.getByRole('button', { name: `Dismiss: ${name} at ${chain}` }).click();
  await expect(entries).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Nothing you watch has got cheaper yet.', { exact: false })).toBeVisible();
});
