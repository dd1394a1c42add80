/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportWorkbook,
  generateExport,
  generateShops,
  startFixtureMonitor,
  type FixtureMonitor,
} from '../support/feed/fixture-server';
import { expectNoSeriousViolations, leftmostCharacter, shot, signUp } from './helpers';
import { startWebHost } from './web-host';
import { setLanguage } from './browse-helpers';
import { buildList, ft, setBudapestZone } from './shopping-helpers';

// Its own web host and data folder, pointed at a stand-in monitor on loopback: the update must not change the
// catalogue the other journeys read.
const PORT = Number(process.env.KOSAR_E2E_FEED_PORT ?? 5191);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let monitor: FixtureMonitor;
let host: Awaited<ReturnType<typeof startWebHost>>;
let openGate = () => {};

const DAY_ONE = generateExport({ products: 4_000, seed: 11 });

test.beforeAll(async () => {
  monitor = await startFixtureMonitor({
    exportFile: await exportWorkbook(DAY_ONE, { date: '2026-11-24' }),
    shops: generateShops({ count: 400 }),
  });
  host = await startWebHost({
    PORT: String(PORT),
    KOSAR_DATA_DIR: mkdtempSync(join(tmpdir(), 'kosar-e2e-feed-')),
    KOSAR_FEED: 'manual',
    KOSAR_FEED_URL: monitor.apiUrl,
    KOSAR_FEED_EXPORT_URL: monitor.exportUrl,
    // The second journey fetches the next day's export minutes after the first: no rest between checks here.
    KOSAR_FEED_RECHECK_MINUTES: '0',
  });
});

test.afterAll(async () => {
  openGate();
  await host?.stop();
  await monitor?.close();
});

test('prices start as the installed basket and labelled estimates, update from the monitor with a progress bar, then say Árfigyelő and the date', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto('/#/');

  // Before any update, every price says where it comes from. Home's best offers are offers worth a trip (a saving of
  // RULES.bestOffer's amount and share), and the basket installed with the app has none: its one saving is 3 Ft. So
  // home leads with estimates, each saying so; the basket's prices say Árfigyelő and the day it observed them.
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('price-source')).toHaveText('Estimated price');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox').fill('Sweet Family kristálycukor');
  await expect(
    page.getByTestId('product-row').filter({ hasText: 'Sweet Family' }).first().getByTestId('price-source'),
  ).toHaveText('Árfigyelő, 25 September 2026');
  await page.keyboard.press('Escape');
  await shot(page, 'home-estimates-en');
  // A list made of estimates before the update, in a Budapest zone.
  await setBudapestZone(page);
  await buildList(page, 'Before the update', 3);
  await page.goto('/#/about');
  await expect(page.getByRole('heading', { name: 'Prices and their date' })).toBeVisible();
  // Before any update, only the basket installed with the app is observed, and the screen says exactly that.
  await expect(
    page.getByText(
      /No prices have been fetched from Árfigyelő yet\. The catalogue installed with the app holds 148 prices Árfigyelő observed on 25\sSeptember\s2026/,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('feed-data-date')).toHaveText('25 September 2026 (only the basket installed with the app)');
  await expect(page.getByTestId('feed-checked')).toHaveText('never');
  await shot(page, 'about-feed-before-en');

  // The stand-in holds the download so the progress can be seen, then lets it through.
  monitor.state.gate = new Promise<void>((r) => (openGate = r));
  await page.getByRole('button', { name: 'Update prices now' }).click();
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(page.getByText('Downloading the daily prices…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Updating prices…' })).toBeDisabled();
  await shot(page, 'about-feed-progress-en');
  openGate();
  monitor.state.gate = null;
  await expect(page.getByTestId('feed-data-date')).toHaveText('24 November 2026', { timeout: 120_000 });
  await expect(bar).toBeHidden();
  await expect(page.getByText(/observed by Árfigyelő.*the latest data is of 24\sNovember\s2026/)).toBeVisible();
  await expectNoSeriousViolations(page, 'about after update');
  await shot(page, 'about-feed-after-en');

  // Category lists, search and product now show observed prices with their source and date.
  await page.goto('/#/products/category/12');
  await expect(page.getByTestId('product-row').first().getByTestId('price-source')).toHaveText('Árfigyelő, 24 November 2026');
  await shot(page, 'category-observed-en');
  await page.goto('/#/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox').fill('Minta');
  const row = page.getByTestId('product-row').first();
  await expect(row.getByTestId('price-source')).toHaveText('Árfigyelő, 24 November 2026');
  await shot(page, 'search-observed-en');
  await row.getByRole('link').click();
  await expect(page.getByText('Observed by Árfigyelő (the national price monitor), data of 24 November 2026')).toBeVisible();
  await shot(page, 'product-observed-en');

  await setLanguage(page, 'Hu');
  await expect(page.getByText('Az Árfigyelő (a GVH országos árfigyelő oldala) adata: 2026. november 24.')).toBeVisible();
  await shot(page, 'product-observed-hu');
  await page.goto('/#/');
  await page.getByRole('banner').getByRole('button', { name: 'Keresés', exact: true }).click();
  await page.getByRole('searchbox').fill('Minta');
  await expect(page.getByTestId('product-row').first().getByTestId('price-source')).toHaveText('Árfigyelő, 2026. november 24.');
  await shot(page, 'search-observed-hu');
  await page.keyboard.press('Escape');
  await page.goto('/#/about');
  await expect(page.getByTestId('feed-data-date')).toHaveText('2026. november 24.');
  await expect(page.getByRole('button', { name: 'Árak frissítése most' })).toBeEnabled();
  await expectNoSeriousViolations(page, 'about hu');
  await shot(page, 'about-feed-after-hu');
  await setLanguage(page, 'En');

  // Home leads with observed offers now: the best offers are the observed prices cheapest against other chains.
  await page.goto('/#/');
  await expect(page.getByTestId('product-card').first().getByTestId('price-source')).toHaveText('Árfigyelő, 24 November 2026');
  await shot(page, 'home-after-update-en');

  // The product page says what its trend and 12-month low rest on: one observed day, too few for a trend.
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox').fill('Minta');
  await page.getByTestId('product-row').first().getByRole('link').click();
  await expect(page.getByTestId('trend-pending')).toHaveText(/No trend yet: not enough observations\. Árfigyelő has observed this price on 1 day/);
  await expect(page.getByTestId('history-basis').first()).toHaveText(
    'Based on prices observed by Árfigyelő on 24 November 2026 (1 day).',
  );

  // A list made after the update: observed prices with their date in the list, then in the plan.
  const made = await page.evaluate(async () => {
    const created = await window.kosar.api('createList', { body: { name: 'Observed basket' } });
    if (!created.ok) throw new Error(created.error.message);
    const found = await window.kosar.api('search', { body: { query: 'Minta' } });
    if (!found.ok) throw new Error(found.error.message);
    const seen = new Set<number>();
    const picks = found.data.products
      .filter((p) => !seen.has(p.canonical_id ?? -p.id) && seen.add(p.canonical_id ?? -p.id))
      .slice(0, 3);
    for (const p of picks) {
      const set = await window.kosar.api('setQuantity', {
        params: { list_id: created.data.id },
        body: { product_id: p.id, quantity: 1 },
      });
      if (!set.ok) throw new Error(set.error.message);
    }
    return picks.length;
  });
  expect(made).toBe(3);
  await page.goto('/#/shopping/management');
  await page.getByRole('button', { name: /^Before the update/ }).click();
  const before = page.getByRole('dialog', { name: 'Before the update' });
  // The estimates it was made of are no longer on sale at the chains the monitor covers: kept, and marked as withdrawn
  // estimates (the monitor never reported them, so not "No longer reported by the price monitor").
  await expect(before.getByText('Estimated price withdrawn: Árfigyelő now prices this chain').first()).toBeVisible();
  await shot(page, 'list-before-update-en');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Observed basket/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Observed basket' });
  await expect(drawer.getByTestId('price-source')).toHaveText(Array(3).fill('Árfigyelő, 24 November 2026'));
  // Each row's source reads whole: no letter of it starts left of the product's name (it wrapped under a clipped dot
  // strip and read "figyelő, 24 November 2026").
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  for (const row of await drawer.getByRole('listitem').all()) {
    const nameLeft = (await row.locator('.sh-drawer-product-name').boundingBox())!.x;
    expect(await leftmostCharacter(row.getByTestId('price-source')), (await row.textContent()) ?? '').toBeGreaterThanOrEqual(
      nameLeft - 0.5,
    );
  }
  await expectNoSeriousViolations(page, 'observed list');
  await shot(page, 'list-observed-en');
  await drawer.getByRole('button', { name: 'Plan shopping' }).click();
  await page.getByRole('button', { name: 'Consider all' }).click();
  await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
  await page.getByTestId('solution-card').first().getByRole('button', { name: 'View detail' }).click();
  await expect(page.getByTestId('plan-product').first().getByTestId('price-source')).toHaveText('Árfigyelő, 24 November 2026');
  await expectNoSeriousViolations(page, 'observed plan');
  await shot(page, 'plan-observed-en');
  await setLanguage(page, 'Hu');
  await expect(page.getByTestId('plan-product').first().getByTestId('price-source')).toHaveText('Árfigyelő, 2026. november 24.');
  await shot(page, 'plan-observed-hu');
  await page.goto('/#/shopping/management');
  await page.getByText('Observed basket', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Observed basket' }).getByTestId('price-source').first()).toHaveText(
    'Árfigyelő, 2026. november 24.',
  );
  await shot(page, 'list-observed-hu');
  await page.goto('/#/');
  await shot(page, 'home-after-update-hu');
});

/** Rows of the export for one product name: the chains it is sold at. */
const chainsOf = (name: string) => DAY_ONE.filter((r) => r['Termék név'] === name).length;

/**
 * From the stand-in's export: two kinds (a leaf category in litres or kilograms) with at least three products sold
 * at several chains, one product of each to add as "any brand", and three more products of other kinds to add as
 * they are.
 */
function pickJourneyProducts(): { kinds: string[]; fixed: string[] } {
  const byKind = new Map<string, string[]>();
  for (const r of DAY_ONE) {
    if (!['l', 'kg'].includes(r['Egység']) || r['Termék azonosító'].length !== 13) continue;
    const key = `${r['Kategória név']}|${r['Egység']}`;
    const names = byKind.get(key) ?? [];
    if (!names.includes(r['Termék név'])) names.push(r['Termék név']);
    byKind.set(key, names);
  }
  const kindKeys = [...byKind.entries()].filter(([, names]) => names.filter((n) => chainsOf(n) >= 3).length >= 3).slice(0, 2);
  const kinds = kindKeys.map(([, names]) => names.find((n) => chainsOf(n) >= 3)!);
  const used = new Set(kindKeys.map(([k]) => k.split('|')[0]));
  const fixed: string[] = [];
  for (const r of DAY_ONE) {
    const name = r['Termék név'];
    if (fixed.length === 3) break;
    if (used.has(r['Kategória név']) || fixed.includes(name) || chainsOf(name) < 5) continue;
    used.add(r['Kategória név']);
    fixed.push(name);
  }
  expect(kinds).toHaveLength(2);
  expect(fixed).toHaveLength(3);
  return { kinds, fixed };
}

/** Day two: one product a third dearer at every chain, one a third cheaper, everything else as on day one. */
function dayTwo(dearer: string, cheaper: string) {
  const scale = (row: (typeof DAY_ONE)[number], by: number) => {
    const out = { ...row };
    for (const col of ['Minimum ár', 'Maximum ár', 'Minimum egységár', 'Maximum egységár'] as const) {
      out[col] = (Number(row[col].replace(',', '.')) * by).toFixed(4).replace('.', ',');
    }
    return out;
  };
  return DAY_ONE.map((r) => (r['Termék név'] === dearer ? scale(r, 4 / 3) : r['Termék név'] === cheaper ? scale(r, 2 / 3) : r));
}

test('a list with two any-brand lines and three products is planned, followed, saved, and the saved plan notices a price change', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(page);

  // The catalogue holds the monitor's prices of 24 November (the first journey fetched them, or this one does).
  await page.goto('/#/about');
  const dataDate = page.getByTestId('feed-data-date');
  await expect(dataDate).not.toHaveText('');
  if ((await dataDate.textContent())?.replace(/\s/g, ' ') !== '24 November 2026') {
    await page.getByRole('button', { name: 'Update prices now' }).click();
    await expect(dataDate).toHaveText('24 November 2026', { timeout: 120_000 });
  }
  // The update is over (the new catalogue and its search are served) when the button is back.
  await expect(page.getByRole('button', { name: 'Update prices now' })).toBeEnabled({ timeout: 120_000 });

  // Five lines added from the product pages, by what the screen says: two as "any brand of this kind".
  const { kinds, fixed } = pickJourneyProducts();
  // Found by the monitor's own name (kept as raw_name); the screens show the cleaned name, `shown`.
  const { ids, shown } = await page.evaluate(
    async (names) => {
      const out = { ids: {} as Record<string, number>, shown: {} as Record<string, string> };
      for (const name of names) {
        const found = await window.kosar.api('search', { body: { query: name } });
        if (!found.ok) throw new Error(found.error.message);
        const hit = found.data.products.find((p) => (p.raw_name ?? p.name).toLowerCase() === name.toLowerCase());
        if (!hit) throw new Error(`not found: ${name}`);
        out.ids[name] = hit.id;
        out.shown[name] = hit.name;
      }
      return out;
    },
    [...kinds, ...fixed],
  );
  let first = true;
  for (const name of [...kinds, ...fixed]) {
    await page.goto(`/#/product/${ids[name]}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to shopping list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
    if (kinds.includes(name)) await dialog.getByRole('radio', { name: /^Any brand of this kind/ }).check();
    if (first) {
      await dialog.getByLabel('Name of the new list').fill('Any brand basket');
      await dialog.getByRole('button', { name: 'Create list' }).click();
      first = false;
    }
    const plus = dialog.getByRole('button', { name: new RegExp(`^One more .*\\(Any brand basket\\)$`) });
    await plus.click();
    await expect(dialog.getByRole('status', { name: /\(Any brand basket\)$/ })).toHaveText('1');
    if (name === kinds[0]) await shot(page, 'journey-any-brand-dialog-en');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }

  // The list says which lines take any brand; then it is planned over every retailer.
  await page.goto('/#/shopping/management');
  await page.getByRole('button', { name: /^Any brand basket/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Any brand basket' });
  await expect(drawer.getByText(/^Any brand · /)).toHaveCount(2);
  await shot(page, 'journey-any-brand-list-en');
  await drawer.getByRole('button', { name: 'Plan shopping' }).click();
  await page.getByRole('button', { name: 'Consider all' }).click();
  await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
  await page.getByTestId('solution-card').first().getByRole('button', { name: 'View detail' }).click();
  await expect(page).toHaveURL(/#\/shopping\/solutions\/\d+$/);

  // The best plan, shop by shop: what each kind line bought, and a subtotal per shop; the subtotals make the total.
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  let subtotal = 0;
  let kindChoices = 0;
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    const store = ((await tabs.nth(i).textContent()) ?? '').replace(/\(\d+\)/, '').trim();
    const line = page.getByTestId('store-subtotal');
    await expect(line).toHaveText(new RegExp(`^Subtotal at ${store}: [\\d,]+\\sFt$`));
    subtotal += ft((await line.textContent())!.split(':')[1]!);
    await expect(page.getByTestId('line-total').first()).toBeVisible();
    kindChoices += await page.getByText(/^Any brand of .+: chose Minta .+\s×\s\d+$/).count();
  }
  expect(kindChoices).toBe(2);
  // The goods: the header's total adds the trip when it was counted.
  expect(subtotal).toBe(Number(await page.getByTestId('plan-total').getAttribute('data-goods')));
  const checklist = page.getByTestId('checklist');
  await expect(checklist.getByRole('checkbox')).toHaveCount(5);
  for (const name of fixed) await expect(checklist.getByText(`${shown[name]} × 1`, { exact: true })).toBeVisible();
  await expect(checklist).toContainText('0 of 5 items ticked off');
  await expectNoSeriousViolations(page, 'any-brand plan');
  await shot(page, 'journey-any-brand-plan-en');
  await setLanguage(page, 'Hu');
  await expect(page.getByTestId('store-subtotal').first()).toHaveText(/^Részösszeg/);
  await shot(page, 'journey-any-brand-plan-hu');
  await setLanguage(page, 'En');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page).toHaveURL(/#\/shopping\/management$/);

  // The monitor's next day: one of the plan's products dearer, one cheaper. The app fetches it.
  monitor.state.exportFile = await exportWorkbook(dayTwo(fixed[0]!, fixed[1]!), { date: '2026-11-25' });
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Update prices now' }).click();
  await expect(dataDate).toHaveText('25 November 2026', { timeout: 120_000 });

  // The saved plan keeps its prices and says what changed since.
  await page.goto('/#/shopping/management');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /Any brand basket/ }) })
    .getByRole('link')
    .click();
  const changes = page.getByTestId('plan-changes');
  await expect(changes.getByRole('heading', { name: 'Since this plan was made' })).toBeVisible();
  await expect(changes.getByText(new RegExp(`^Dearer now \\(1 item\\): ${escape(shown[fixed[0]!]!)} `))).toBeVisible();
  await expect(changes.getByText(new RegExp(`^Cheaper now \\(1 item\\): ${escape(shown[fixed[1]!]!)} `))).toBeVisible();
  await expect(changes.getByTestId('replan-saving')).toBeVisible();
  await expectNoSeriousViolations(page, 'saved plan changes');
  await shot(page, 'journey-saved-plan-changes-en');
  await setLanguage(page, 'Hu');
  await expect(changes.getByRole('heading', { name: 'A terv elkészülte óta' })).toBeVisible();
  await shot(page, 'journey-saved-plan-changes-hu');
  await setLanguage(page, 'En');
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
