/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { test as base, withWebHost } from './fixtures';
import { exportWorkbook, generateExport, generateShops, scaledRow, startFixtureMonitor, type ExportRow, type FixtureMonitor } from '../support/feed/fixture-server';

// Big enough for the size check of a real export (MIN_EXPORT_BYTES).
export const DAY_ONE = generateExport({ products: 2_000, seed: 17 });
/** The watched product: a plain name (the search finds it whole), sold at one chain only, so its alert names one price. */
export const WATCHED = DAY_ONE.find(
  (r) =>
    /^Minta [a-záéíóöőúüű]+ \d+$/.test(r['Termék név']) &&
    ['Tesco', 'Aldi', 'Lidl', 'Spar', 'Penny', 'Auchan'].includes(r['Üzletlánc név']) &&
    DAY_ONE.filter((x) => x['Termék név'] === r['Termék név']).length === 1 &&
    Number(r['Maximum ár'].replace(',', '.')) > 600,
)!;
export const price = (r: ExportRow) => Math.round(Number(r['Maximum ár'].replace(',', '.')));
/** Day two: the watched product a third cheaper, everything else as on day one. */
export const DAY_TWO = DAY_ONE.map((r) => (r === WATCHED ? scaledRow(r, 2 / 3) : r));

/**
 * A web host of its own (on a free port) and data folder, pointed at a stand-in monitor on loopback that serves DAY_ONE
 * until a test sets `monitor.state.exportFile`: the updates must not change the catalogue the other journeys read.
 */
export const test = base.extend<object, { monitor: FixtureMonitor }>({
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

/** The next day's prices from the stand-in: the watched product a third cheaper. */
export async function serveDayTwo(monitor: FixtureMonitor): Promise<void> {
  monitor.state.exportFile = await exportWorkbook(DAY_TWO, { date: '2026-11-25' });
}

/** "Update prices now" on the About screen, until the data date is the given one. */
export async function updatePrices(page: Page, dataDate: string): Promise<void> {
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Update prices now' }).click();
  await expect(page.getByTestId('feed-data-date')).toHaveText(dataDate, { timeout: 180_000 });
}

/** The catalogue's id of an export row's product at its chain, once the server reads the update's data. */
export async function offerOf(page: Page, row: ExportRow): Promise<{ id: number; chain: string }> {
  return page.evaluate(
    async ({ name, chain }) => {
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
    },
    { name: row['Termék név'], chain: row['Üzletlánc név'] },
  );
}
