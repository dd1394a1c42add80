/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { open, signUp } from '../e2e/helpers';
import { setLanguage } from '../e2e/browse-helpers';
import { buildList, setBudapestZone } from '../e2e/shopping-helpers';

/**
 * `npm run screens`: every screen at 1280x800 and at 390x844, in English and Hungarian, saved to
 * test-results/tour/<size>-<lang>-<screen>.png for a person to look at. Not part of `npm test`: it asserts only that
 * each screen came up, and the journeys in tests/e2e check behaviour.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function snap(page: Page, name: string): Promise<void> {
  // Enter transitions end first, so nothing is caught half transparent.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { width } = page.viewportSize()!;
  const lang = await page.locator('html').getAttribute('lang');
  // A full-page picture paints beyond the window, where rows with content-visibility: auto stay blank (a user
  // scrolling never sees that: each row renders as it nears the window), so every row is laid out for the picture.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.br-product-rows > li').forEach((li) => (li.style.contentVisibility = 'visible')),
  );
  // A full-page capture paints beyond the window while fixed bars stay where the window ends, so the bottom
  // navigation would cover content mid-picture. The window is made as tall as the page for the picture instead, so
  // the bars sit at its top and bottom as a user sees them, then restored.
  // A screen whose layout follows the window's height (the zone map fills what is left of it; a list loads more
  // rows into a taller window) would change under that: it is pictured page by page instead, as a user scrolls it.
  const size = page.viewportSize()!;
  const path = `test-results/tour/${width}-${lang}-${name}.png`;
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const tall = Math.min(12_000, await height());
  if (tall <= size.height) {
    await page.screenshot({ path });
    return;
  }
  await page.setViewportSize({ width: size.width, height: tall });
  await settle();
  const after = await height();
  if (after <= tall + 1) {
    await page.screenshot({ path });
    await page.setViewportSize(size);
    return;
  }
  await page.setViewportSize(size);
  await settle();
  const pages = Math.min(6, Math.ceil((await height()) / size.height));
  for (let at = 0; at < pages; at++) {
    await page.evaluate((y) => window.scrollTo(0, y), at * (size.height - 120));
    await settle();
    await page.screenshot({ path: at === 0 ? path : path.replace(/\.png$/, `-${at + 1}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A screen by its address: its level-one heading (or the given locator) shows before the picture is taken. */
async function visit(
  page: Page,
  path: string,
  name: string,
  ready = page.getByRole('heading', { level: 1 }).first(),
): Promise<void> {
  await open(page, path);
  await expect(ready).toBeVisible();
  await snap(page, name);
}

for (const size of SIZES)
  for (const lang of ['En', 'Hu'] as const) {
    test(`the screen tour at ${size.width} px in ${lang}`, async ({ page }) => {
      test.setTimeout(15 * 60_000);
      await page.setViewportSize(size);
      await open(page, '/welcome');
      await setLanguage(page, lang);
      await snap(page, 'welcome');
      await visit(page, '/sign-in', 'sign-in');
      await visit(page, '/sign-up', 'sign-up');
      await visit(page, '/forgot-password', 'forgot-password');

      // The sign-up helper reads the English labels.
      await setLanguage(page, 'En');
      await signUp(page);
      await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
      await setLanguage(page, lang);
      await snap(page, 'zone-prompt');
      await page.getByRole('button', { name: lang === 'En' ? 'OK' : 'Tovább a térképhez' }).click();
      await expect(page.getByTestId('zone-map').locator('.leaflet-container')).toBeVisible();
      await snap(page, 'zone');
      await setBudapestZone(page);
      // Saved through the bridge: a reload drops the zone the screen had already read (a hash change keeps it).
      await page.reload();
      // The saved zone opens on its point and circle, with its shops counted.
      await visit(page, '/zone', 'zone-saved', page.getByTestId('zone-map').locator('.zone-circle'));
      const list = await buildList(page, lang === 'En' ? 'Weekly shop' : 'Heti bevásárlás', 6);

      await visit(page, '/', 'home', page.locator('.br-product-card').first());
      await visit(page, '/products/category/2', 'category', page.getByTestId('product-row').first());
      await visit(page, '/products/best', 'best-offers', page.getByTestId('product-row').first());
      await visit(page, `/product/${list.productIds[0]}`, 'product', page.locator('.br-product-hero-photo'));
      await page
        .getByRole('main')
        .getByRole('button', { name: lang === 'En' ? 'Add to shopping list' : /bevásárlólistához/i })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await snap(page, 'add-to-list');
      await page.keyboard.press('Escape');
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'En' ? 'Search' : 'Keresés', exact: true })
        .click();
      await page.getByRole('searchbox').fill('tej');
      await expect(page.getByRole('dialog').getByTestId('product-row').first()).toBeVisible();
      await snap(page, 'search');
      await page.keyboard.press('Escape');
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'En' ? 'Menu' : 'Menü', exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await snap(page, 'menu');
      await page.keyboard.press('Escape');

      await visit(page, '/news', 'news');
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(/#\/news\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, 'news-post');
      await visit(page, '/favour', 'favourites');
      await visit(page, '/cashback', 'cashback');
      await visit(page, '/faqs', 'faq');
      await visit(page, '/about', 'about');
      await visit(page, '/profile', 'profile');
      await visit(page, '/settings', 'settings');
      await visit(page, '/inbox', 'inbox');
      await visit(page, '/delete-account', 'delete-account');
      await visit(page, '/contact', 'contact');
      await visit(page, '/cookie', 'cookie');
      await visit(page, '/products/vegan', 'vegan', page.getByTestId('product-row').first());
      await visit(page, '/products/lactose', 'lactose-free', page.getByTestId('product-row').first());
      await visit(page, '/products/category/99999', 'category-missing');
      await visit(page, '/no-such-page', 'not-found');

      await visit(page, '/shopping/management', 'lists');
      await page
        .getByRole('button', { name: new RegExp(`^${lang === 'En' ? 'Weekly shop' : 'Heti bevásárlás'}`) })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await snap(page, 'list-drawer');
      await visit(page, `/shopping/management/product/${list.productIds[0]}?list=${list.id}`, 'product-in-list');
      await visit(page, `/shopping/plan?list=${list.id}`, 'plan-request');
      await page
        .getByRole('button', { name: lang === 'En' ? 'Consider all' : /Mind/ })
        .first()
        .click();
      await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
      await expect(page.getByTestId('solution-card').first()).toBeVisible();
      await snap(page, 'solutions');
      await page.getByTestId('solution-card').first().getByRole('button').last().click();
      await expect(page).toHaveURL(/#\/shopping\/solutions\/\d+$/);
      await expect(page.getByTestId('checklist')).toBeVisible();
      await snap(page, 'plan-detail');
    });
  }
