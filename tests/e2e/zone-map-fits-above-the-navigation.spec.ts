/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, shot } from './helpers';
import { setLanguage } from './browse-helpers';
import { setRadius, shopsOnMap, signUpToZone, zoneCircle } from './zone-helpers';

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;

/** The part of a box the viewport shows above the bottom navigation. */
async function navTop(page: Page): Promise<number> {
  return (await box(page.getByRole('navigation', { name: /Main navigation|Főmenü/ }))).y;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 800 },
]) {
  test(`the zone map stays above the navigation, fits a 25 km circle and clusters its shops (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpToZone(page);
    const frame = page.getByTestId('zone-map');
    const map = frame.locator('.leaflet-container');

    // The map ends above the bottom navigation when the page opens.
    const mapBox = await box(map);
    expect(mapBox.y + mapBox.height, 'map bottom vs navigation top').toBeLessThanOrEqual(await navTop(page));

    // The side list shows every retailer's count without scrolling inside the panel (beside the map on a wide window).
    const rows = page.getByTestId('zone-retailer-count');
    await expect(rows).toHaveCount(9);
    const body = page.locator('.zone-panel-body');
    const { scroll, client } = await body.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(scroll, 'the side panel needs no scrolling').toBeLessThanOrEqual(client + 1);

    // A 25 km circle is fitted into view, whole.
    await page.getByRole('button', { name: 'Use the centre of the map' }).click();
    await setRadius(page, 25000);
    await expect(page.getByTestId('zone-radius-value')).toHaveText('25\u00a0km');
    await expect
      .poll(async () => {
        const c = await box(zoneCircle(page));
        const m = await box(map);
        return c.x >= m.x - 1 && c.y >= m.y - 1 && c.x + c.width <= m.x + m.width + 1 && c.y + c.height <= m.y + m.height + 1;
      }, { message: 'the whole circle is inside the map' })
      .toBe(true);

    // Hundreds of shops become numbered clusters in the retailers' colours; the numbers add up to the total.
    await expect(frame).toHaveAttribute('data-render-mode', 'clusters');
    const total = Number(await page.getByTestId('zone-total').getAttribute('data-count'));
    expect(total).toBeGreaterThan(150);
    await expect.poll(() => shopsOnMap(page)).toBe(total);
    const cluster = frame.locator('.zone-cluster-icon').first();
    await expect(cluster).toHaveAttribute('aria-label', /^\d+ shops here \(.+ \d+.*\): zoom in to see them$/);
    await expect(frame.locator('.zone-cluster').first()).toHaveAttribute('style', /conic-gradient\(/);

    // The map's attribution link, reached by keyboard, is not under the navigation.
    const attribution = frame.locator('.leaflet-control-attribution a').first();
    await attribution.focus();
    expect(overlaps(await box(attribution), await box(page.getByRole('navigation', { name: 'Main navigation' }))), 'attribution under the navigation').toBe(false);

    await expectNoSeriousViolations(page, `zone clusters ${viewport.width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `zone-clusters-en-${viewport.width}`);
    await setLanguage(page, 'Hu');
    await expect(cluster).toHaveAttribute('aria-label', /^\d+ bolt itt/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `zone-clusters-hu-${viewport.width}`);
  });
}
