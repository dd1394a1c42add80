/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { DAY_ONE, DAY_TWO, offerOf, price, serveDayTwo, test, updatePrices, WATCHED } from './monitor-helpers';
import { expectNoSeriousViolations, shot, signUp } from './helpers';
import { setLanguage } from './browse-helpers';

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
  const { id, chain } = await offerOf(page, WATCHED);
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
  await serveDayTwo(monitor);
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
