/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { enterSignedIn } from './browse-helpers';

// On a phone the category tiles are far below the fold: their pictures must be loaded before the shopper gets there
// (and in a picture of the whole page), not left as empty frames until each comes close.
test('at 390 px every category tile on Home shows its picture', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterSignedIn(page, 'Hu');
  const section = page.getByRole('region', { name: 'Böngéssz kategóriák szerint' });
  const tiles = section.locator('.br-category-tile');
  await expect(tiles.first()).toBeVisible();
  const n = await tiles.count();
  expect(n).toBeGreaterThan(3);
  // Every tile, the ones the next arrow brings in too, in the order the shopper reaches them.
  for (let i = 0; i < n; i++) {
    const tile = tiles.nth(i);
    const name = (await tile.locator('.br-tile-name').textContent())!.trim();
    if (!(await tile.isVisible()) || (await tile.boundingBox())!.x > 390) await section.getByRole('button', { name: /^Következő/ }).click();
    const img = tile.locator('img');
    await expect(img, name).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth), `${name}: the picture loaded`).toBeGreaterThan(0);
    const box = (await img.boundingBox())!;
    expect(box.width, `${name}: picture width`).toBeGreaterThan(40);
    expect(box.height, `${name}: picture height`).toBeGreaterThan(30);
  }
});

for (const [lang, title, logo] of [
  ['En', 'Popular offers from retailers', (n: string) => `${n} logo`],
  ['Hu', 'Népszerű ajánlatok üzletláncok szerint', (n: string) => `${n}-logó`],
] as const) {
  test(`in ${lang === 'En' ? 'English' : 'Hungarian'}, Home's retailer tiles show each chain's logo, named, with its name under it`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await enterSignedIn(page, lang);
    const tiles = page.getByRole('region', { name: title }).locator('.br-retailer-tile');
    await expect(tiles.first()).toBeVisible();
    for (const tile of (await tiles.all()).slice(0, 4)) {
      const name = (await tile.locator('.br-tile-name').textContent())!.trim();
      // The logo by its name, as a screen reader or a missing picture would say it.
      const img = tile.getByRole('img', { name: logo(name), exact: true });
      await expect(img).toHaveAttribute('src', /media\/retailers\/[a-z]+\.svg$/);
      await expect(img, name).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth), `${name}: the logo loaded`).toBeGreaterThan(0);
      // The logo fills a frame in the chain's colour, not a small square in a grey box.
      const [frame, chain] = await tile.evaluate((el) => [
        getComputedStyle(el.querySelector('.media-frame')!).backgroundColor,
        getComputedStyle(el).borderTopColor,
      ]);
      expect(frame, name).toBe(chain);
      await expect(tile.locator('.br-tile-name')).toBeVisible();
    }
  });
}
