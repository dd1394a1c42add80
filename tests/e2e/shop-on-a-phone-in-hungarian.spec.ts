/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { open, shot } from './helpers';
import { enterSignedIn } from './browse-helpers';
import { buildList, setBudapestZone } from './shopping-helpers';

/** Content wider than the window makes the whole screen slide sideways under the thumb. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: innerWidth }));
  expect(scroll, `${label}: the page is ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

test('a shopper on a 390 px phone in Hungarian: home, product page, list drawer, plans and plan detail fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterSignedIn(page, 'Hu');
  await setBudapestZone(page);
  const list = await buildList(page, 'Heti bevásárlás', 6);

  // Home: a carousel shows two cards wide enough for a product's name, and the edge of the next.
  await open(page, '/');
  const best = page.getByRole('region', { name: 'A hét legjobb ajánlatai' });
  await expect(best.getByTestId('product-card').first()).toBeVisible();
  const shown = best.getByRole('group').filter({ has: page.getByTestId('product-card') });
  await expect(shown).toHaveCount(2);
  for (const card of await shown.all()) {
    const box = (await card.boundingBox())!;
    expect(box.width, `a card is ${box.width} px wide`).toBeGreaterThanOrEqual(140);
  }
  const next = (await best.getByTestId('product-card').nth(2).boundingBox())!;
  expect(next.x, 'the next card\'s edge shows').toBeLessThan(390);
  await expectNoSidewaysScroll(page, 'home');
  await shot(page, 'phone-hu-home');

  // The product page, with its other offers and price history chart.
  await open(page, `/product/${list.productIds[0]}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Ártörténet' })).toBeVisible();
  // The chart is drawn to the width it was given: the 12-month low's label is on it.
  await expect(page.getByText('12 havi mélypont')).toBeVisible();
  await expectNoSidewaysScroll(page, 'product page');
  // "Ártörténet" keeps its word whole beside (or above) the range buttons.
  const lines = await page
    .getByRole('heading', { level: 2, name: 'Ártörténet' })
    .evaluate((h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight));
  expect(lines, 'the price history heading is on one line').toBeLessThan(1.5);
  // Every other offer's arrow stays at the end of its row, level with the retailer's name.
  const offers = page
    .locator('section', { has: page.getByRole('heading', { name: 'További ajánlatok a környékeden' }) })
    .getByRole('button', { expanded: false });
  expect(await offers.count()).toBeGreaterThan(0);
  for (const offer of await offers.all()) {
    const where = await offer.evaluate((b) => {
      const arrow = b.querySelector('svg')!.getBoundingClientRect();
      const name = b.firstElementChild!.getBoundingClientRect();
      return { level: arrow.top < name.bottom && arrow.bottom > name.top, atEnd: b.getBoundingClientRect().right - arrow.right < 24 };
    });
    expect(where, `the arrow of ${await offer.textContent()}`).toEqual({ level: true, atEnd: true });
  }
  await shot(page, 'phone-hu-product');

  // The list drawer: a product's name gets the row's width (the quantity goes under it), and a separator dot never
  // ends a line.
  await open(page, '/shopping/management');
  await page.getByRole('button', { name: /^Heti bevásárlás/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Heti bevásárlás' });
  const rows = drawer.getByRole('list', { name: 'A lista termékei' }).getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  for (const row of await rows.all()) {
    const name = row.getByRole('link');
    const look = await name.evaluate((link) => {
      const width = (el: Element) => el.getBoundingClientRect().width;
      // The text on each line of the row, from where its characters are drawn.
      const lines = new Map<number, string>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top);
          lines.set(top, (lines.get(top) ?? '') + text[i]);
        }
      }
      return {
        share: width(link) / width(link.closest('[role=dialog]')!),
        endsWithDot: [...lines.values()].filter((line) => line.trim().endsWith('·')),
      };
    });
    const label = (await name.textContent()) ?? '';
    expect(look.share, `${label}: the name's share of the drawer's width`).toBeGreaterThan(0.6);
    expect(look.endsWithDot, `${label}: lines ending in a dot`).toEqual([]);
  }
  await shot(page, 'phone-hu-list-drawer');
  await page.keyboard.press('Escape');

  // The plan detail, with its price table of every store.
  await open(page, `/shopping/plan?list=${list.id}`);
  await page.getByRole('button', { name: /^Mind/ }).first().click();
  await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
  // Each plan's estimate note reads as a line or two across its card, not a narrow column of words.
  const notes = page.getByTestId('solution-prices');
  await expect(notes.first()).toBeVisible();
  for (const note of await notes.all()) {
    const lines = await note.evaluate((dd) => dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight));
    expect(lines, `lines of "${await note.textContent()}"`).toBeLessThan(2.5);
  }
  await expectNoSidewaysScroll(page, 'plans');
  await shot(page, 'phone-hu-solutions');
  await page.getByTestId('solution-card').first().getByRole('button', { name: 'Részletek' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Árak a terv boltjaiban' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'plan detail');
  await shot(page, 'phone-hu-plan-detail');
});
