/// <reference lib="dom" />
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterSignedIn } from './browse-helpers';
import { open } from './helpers';
import { buildList, setBudapestZone } from './shopping-helpers';

/** How many lines the element's text runs to, as drawn. */
function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test('on a phone in English, a carousel\'s "See all" stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterSignedIn(page, 'En');
  const links = page.getByRole('link', { name: /^See all/ });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) expect(await lines(link), await link.getAttribute('aria-label') ?? '').toBe(1);
});

test('plans in Hungarian: figures line up across cards, their labels are short; the detail prints from a button and its price table scrolls under a fixed item column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterSignedIn(page, 'Hu');
  await setBudapestZone(page);
  const list = await buildList(page, 'Heti bevásárlás', 6);
  await open(page, `/shopping/plan?list=${list.id}`);
  await page.getByRole('button', { name: /^Mind/ }).first().click();
  await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });

  const cards = page.getByTestId('solution-card');
  await expect(cards.nth(1)).toBeVisible();
  // The first card carries the "best choice" badge; its total stands level with its neighbour's.
  await expect(cards.first().getByText('Legjobb választás')).toBeVisible();
  const [a, b] = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).getByTestId('solution-total').boundingBox())!));
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  for (const label of await cards.first().locator('dt').all()) {
    expect(await lines(label), await label.innerText()).toBeLessThanOrEqual(2);
    expect(await label.innerText()).not.toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ (+)]{6,}$/);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await cards.first().getByRole('button', { name: 'Részletek' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Árak a terv boltjaiban' })).toBeVisible();
  // Printing is a button, drawn as one: it has an edge.
  const print = page.getByRole('button', { name: 'Nyomtatás vagy PDF-mentés' });
  const edge = await print.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(edge).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);

  // The table scrolls sideways inside its card, and each item's name stays at its left while the prices move.
  const table = page.getByRole('table');
  const firstItem = table.getByRole('rowheader').first();
  const before = (await firstItem.boundingBox())!;
  const scrolled = await table.evaluate((t) => {
    const box = t.parentElement!;
    box.scrollLeft = box.scrollWidth;
    return box.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);
  await expect.poll(async () => Math.round((await firstItem.boundingBox())!.x)).toBe(Math.round(before.x));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

for (const lang of ['Hu', 'En'] as const) {
  test(`on a phone in ${lang === 'Hu' ? 'Hungarian' : 'English'}, a plan's labels and its Print button each read on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterSignedIn(page, lang);
    await setBudapestZone(page);
    const list = await buildList(page, lang === 'Hu' ? 'Heti bevásárlás' : 'Weekly shop', 6);
    await open(page, `/shopping/plan?list=${list.id}`);
    await page.getByRole('button', { name: lang === 'Hu' ? /^Mind/ : 'Consider all' }).first().click();
    await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
    const card = page.getByTestId('solution-card').first();
    const saving = card.getByText(lang === 'Hu' ? 'Megtakarítás a legolcsóbb bolthoz képest' : 'Saving vs the cheapest shop', { exact: true });
    await expect(saving).toBeVisible();
    expect(await lines(saving)).toBe(1);
    await card.getByRole('button', { name: lang === 'Hu' ? 'Részletek' : 'View detail' }).click();
    const print = page.getByRole('button', { name: lang === 'Hu' ? 'Nyomtatás vagy PDF-mentés' : 'Print or save as PDF' });
    await expect(print).toBeVisible();
    expect(await lines(print)).toBe(1);
  });
}
