/// <reference lib="dom" />
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportWorkbook, generateExport, generateShops, startFixtureMonitor, type FixtureMonitor } from '../support/feed/fixture-server';
import { shot, signUp } from './helpers';
import { startWebHost } from './web-host';
import { setLanguage } from './browse-helpers';
import { buildList, setBudapestZone } from './shopping-helpers';

// Its own web host and data folder, pointed at a stand-in monitor on loopback: the update must not change the
// catalogue the other journeys read.
const PORT = Number(process.env.KOSAR_E2E_SOURCES_PORT ?? 5193);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let monitor: FixtureMonitor;
let host: Awaited<ReturnType<typeof startWebHost>>;

test.beforeAll(async () => {
  monitor = await startFixtureMonitor({
    exportFile: await exportWorkbook(generateExport({ products: 2_000, seed: 5 }), { date: '2026-11-24' }),
    shops: generateShops({ count: 300 }),
  });
  host = await startWebHost({
    PORT: String(PORT),
    KOSAR_DATA_DIR: mkdtempSync(join(tmpdir(), 'kosar-e2e-sources-')),
    KOSAR_FEED: 'manual',
    KOSAR_FEED_URL: monitor.apiUrl,
    KOSAR_FEED_EXPORT_URL: monitor.exportUrl,
  });
});

test.afterAll(async () => {
  await host?.stop();
  await monitor?.close();
});

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The screen `show` brings up, pictured at both sizes in the language shown. */
async function bothSizes(page: Page, name: string, show: () => Promise<void>, focus?: string): Promise<void> {
  const lang = await page.locator('html').getAttribute('lang');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await show();
    await shot(page, `sources-${name}-${lang}-${size.width}`);
    // What the screen is about, pictured alone too (a full page at 390 px is too tall to read at once).
    if (focus) await page.locator(focus).first().screenshot({ path: `test-results/screens/sources-${name}-part-${lang}-${size.width}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

test('the About screen, a modelled offer at a modelled shop, and a list line whose estimate an update withdrew, say what they are', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  // Estimates as search finds them before there is a zone (with one, search keeps to the zone's chains).
  const estimates = await page.evaluate(async () => {
    const ids: number[] = [];
    for (const query of ['kávé', 'sör', 'rizs', 'liszt', 'cukor', 'tészta', 'kenyér']) {
      const found = await window.kosar.api('search', { body: { query } });
      if (found.ok) ids.push(...found.data.products.filter((p) => p.price_source.kind === 'estimate').map((p) => p.id));
    }
    return ids;
  });
  await setBudapestZone(page);
  await buildList(page, 'Before the update', 3);

  // About: what is observed (the installed basket) and what is modelled.
  const about = async () => {
    await page.goto('/#/about');
    await expect(page.getByTestId('feed-data-date')).toBeVisible();
  };
  await about();
  await expect(page.getByText(/a basket of 25 everyday items .* on 25\sSeptember\s2026, 148 prices in all/)).toBeVisible();
  await expect(page.getByText(/Every other price is an estimate, not seen in a shop/)).toBeVisible();
  await bothSizes(page, 'about', about, 'ul.about-defs');
  await setLanguage(page, 'Hu');
  await expect(page.getByText(/Ez összesen 148 ár, mindegyik mellett ez áll: „Árfigyelő, 2026\.\sszeptember\s25\.”/)).toBeVisible();
  await bothSizes(page, 'about', about, 'ul.about-defs');
  await setLanguage(page, 'En');

  // A modelled offer of a chain with no known shop (the bundle invents none): its price is an estimate, and it names no
  // shop as if it were a place to go; every other offer names its source and date, open or not.
  // One of them whose chain has no known shop near the zone (a product page reached by a link or an older list).
  const id = await page.evaluate(async (ids) => {
    for (const id of ids) {
      const found = await window.kosar.api('product', { params: { id } });
      if (found.ok && found.data.address === null) return id;
    }
    return null;
  }, estimates);
  expect(id).not.toBeNull();
  const product = async (addressLabel: string) => {
    await page.goto(`/#/product/${id}`);
    await expect(page.locator('.br-product-source')).toBeVisible();
    // Opened once already (the same route again keeps the page as it was): the address is still shown.
    if (!(await page.getByRole('status').isVisible())) await page.getByRole('button', { name: addressLabel }).click();
    await expect(page.getByRole('status')).toBeVisible();
    // One other offer opened, to show its source, address and distance.
    const first = page.locator('.br-offer-summary').first();
    if ((await first.count()) && (await first.getAttribute('aria-expanded')) === 'false') await first.click();
  };
  await product('Show address');
  await expect(page.locator('.br-product-source').getByTestId('price-source')).toHaveText(/^Estimated price for /);
  await expect(page.getByRole('status')).toHaveText('We know no shop of this retailer near your zone.');
  await expect(page.locator('.br-offer-summary').first().getByTestId('price-source')).toBeVisible();
  await bothSizes(page, 'product-estimate', () => product('Show address'), '.br-product-facts');
  await setLanguage(page, 'Hu');
  await bothSizes(page, 'product-estimate', () => product('Cím mutatása'), '.br-product-facts');
  await product('Cím mutatása');
  await expect(page.getByRole('status')).toHaveText('Ennek az üzletláncnak nem ismerjük egy boltját sem a zónád közelében.');
  await setLanguage(page, 'En');

  // The first update: the chains the monitor covers now have observed prices, and the list's estimates are withdrawn.
  const updated = await page.evaluate(async () => {
    const started = await window.kosar.api('updateFeed');
    if (!started.ok) return started.error.message;
    for (;;) {
      const s = await window.kosar.api('feedStatus');
      if (!s.ok) return s.error.message;
      if (!s.data.running) return s.data.data_date ?? s.data.message;
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  expect(updated).toBe('2026-11-24');

  const drawer = page.getByRole('dialog', { name: 'Before the update' });
  const list = async () => {
    await page.goto('/#/shopping/management');
    // Opened already (the same route again keeps the drawer open): it stays.
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: /^Before the update/ }).first().click();
    await expect(drawer.getByTestId('unavailable').first()).toBeVisible();
  };
  await list();
  const withdrawn = drawer.getByRole('listitem').filter({ has: page.locator('[data-reason="estimate-withdrawn"]') }).first();
  await expect(withdrawn.getByTestId('unavailable')).toHaveText('Estimated price withdrawn: Árfigyelő now prices this chain');
  await expect(drawer.getByText('No longer reported by the price monitor')).toHaveCount(0);
  // The kinds' names come with the list from the server and are read again after a language switch: until then a
  // sentence in the new language holds the old name. The English names, to tell them from the Hungarian ones.
  const withdrawnLines = drawer.getByRole('listitem').filter({ has: page.locator('[data-reason="estimate-withdrawn"]') });
  const kindsOf = async (pattern: RegExp) =>
    (await withdrawnLines.getByRole('button', { name: pattern }).allTextContents()).map((t) => pattern.exec(t)?.[1] ?? '');
  const enKinds = await kindsOf(/^Search for “(.+)”$/);
  expect(enKinds.length).toBeGreaterThan(0);
  await bothSizes(page, 'list-withdrawn', list);
  await page.keyboard.press('Escape');
  await setLanguage(page, 'Hu');
  await list();
  await expect(drawer.getByTestId('unavailable').first()).toHaveText('A becsült árat visszavontuk: ennek a láncnak az árait már az Árfigyelő közli');
  const huFind = withdrawn.getByRole('button', { name: /^„.+” keresése$/ });
  await expect(huFind).toBeVisible();
  await expect.poll(async () => (await kindsOf(/^„(.+)” keresése$/)).filter((k) => enKinds.includes(k))).toEqual([]);
  const huKind = /^„(.+)” keresése$/.exec((await huFind.textContent()) ?? '')![1]!;
  await bothSizes(page, 'list-withdrawn', list);
  await page.keyboard.press('Escape');
  await setLanguage(page, 'En');

  // The line's way on: search opens on its kind.
  await list();
  const find = withdrawn.getByRole('button', { name: /^Search for “.+”$/ });
  // In English again once the list is read again: the English names as before, none of the Hungarian.
  await expect.poll(async () => (await kindsOf(/^Search for “(.+)”$/)).sort()).toEqual([...enKinds].sort());
  const kind = /^Search for “(.+)”$/.exec((await find.textContent()) ?? '')![1]!;
  expect(kind).not.toBe(huKind);
  await find.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('searchbox')).toHaveValue(kind);
  await shot(page, 'sources-list-withdrawn-search-en-1280');
});
