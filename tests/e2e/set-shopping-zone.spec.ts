/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, open, shot, signUp } from './helpers';
import {
  chooseRetailers,
  clickMap,
  originMarker,
  setRadius,
  shopIcons,
  shopsOnMap,
  sideCounts,
  signUpToZone,
  zoneCircle,
} from './zone-helpers';

// No internet here: tile requests fail at once instead of hanging, as they would on an offline laptop.
test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
});

test('a new user marks a zone, filters retailers, is refused a zone without their shops, then saves it', async ({ page }) => {
  await signUpToZone(page);
  await expect(page.getByRole('heading', { name: 'Shopping zone' })).toBeVisible();
  await expect(page.getByText('Place the marker on the map to see the shops in your zone.')).toBeVisible();
  // Offline: the map still works on its plain background, with a short note.
  await expect(page.getByText('Offline: no street map, but the marker, the zone and the shops still work.')).toBeVisible();

  // Nothing marked yet: saving is refused with the spec's message.
  await page.getByRole('button', { name: 'Save zone' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mark the origin point on the map.' })).toBeVisible();
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

  // The map's centre is the spec's 47.49, 19.04: click it to place the marker, which draws the circle.
  await clickMap(page);
  await expect(originMarker(page)).toBeVisible();
  await expect(zoneCircle(page)).toHaveCount(1);
  await setRadius(page, 3000);
  await expect(page.getByTestId('zone-radius-value')).toHaveText('3\u00a0km');
  await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', '3\u00a0km');

  // All nine retailers are chosen for a new zone; with them the total matches the icons on the map.
  expect(Object.keys(await sideCounts(page))).toHaveLength(9);
  const allCount = Number(await page.getByTestId('zone-total').getAttribute('data-count'));
  expect(allCount).toBeGreaterThan(0);
  await expect(shopIcons(page)).toHaveCount(allCount);

  // Deselect everything: Next is disabled until a retailer is checked.
  await page.getByRole('button', { name: 'Filter retailers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter retailers' });
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'filter dialog');
  await shot(page, 'zone-filter-en');
  await dialog.getByRole('checkbox', { name: 'Aldi' }).check();
  await dialog.getByRole('checkbox', { name: 'Penny' }).check();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toBeHidden();

  // The side list lists the two retailers, and each count is the number of its icons on the map.
  const counts = await sideCounts(page);
  expect(Object.keys(counts)).toEqual(['Aldi', 'Penny']);
  expect(counts.Aldi).toBeGreaterThan(0);
  expect(counts.Penny).toBeGreaterThan(0);
  await expect(shopIcons(page, 'Aldi')).toHaveCount(counts.Aldi);
  await expect(shopIcons(page, 'Penny')).toHaveCount(counts.Penny);
  await expect(shopIcons(page)).toHaveCount(counts.Aldi + counts.Penny);
  await expect(page.getByTestId('zone-total')).toHaveText(`${counts.Aldi + counts.Penny} shops in the zone`);
  // The bundle invents no shop: the chains OpenStreetMap's extract lacks are named as on no map and in no route.
  await expect(page.getByTestId('shopless-note')).toHaveText(/^No known shop locations for DM, EcoFamily, Lidl and Rossmann: not on the map or in routes/);
  await expect(page.getByText('Retailers chosen: 2 of 9.')).toBeVisible();

  // A shop's popup names its retailer and address.
  const firstAldi = shopIcons(page, 'Aldi').first();
  const address = (await firstAldi.getAttribute('title'))!.replace(/^Aldi, /, '');
  await firstAldi.click();
  await expect(page.locator('.leaflet-popup')).toContainText('Aldi');
  await expect(page.locator('.leaflet-popup')).toContainText(address);
  await expectNoSeriousViolations(page, 'zone with shops');
  await shot(page, 'zone-en');

  // Spar and Tesco have no shop within 850 m of the centre, but Aldi does: the refusal names it.
  await setRadius(page, 850);
  await chooseRetailers(page, ['Spar', 'Tesco']);
  await expect(page.getByTestId('zone-total')).toHaveAttribute('data-count', '0');
  await expect(shopIcons(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save zone' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'There are no shops of the selected retailers in this zone' });
  await expect(refusal).toContainText('shops of other retailers: Aldi.');
  await shot(page, 'zone-refused-en');
  await expect(page).toHaveURL(/#\/zone$/);

  // A bigger zone takes in Spar and Tesco shops: saved, and the user lands on the home page.
  await setRadius(page, 3000);
  await expect(page.getByTestId('zone-total')).not.toHaveAttribute('data-count', '0');
  await page.getByRole('button', { name: 'Save zone' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('Your shopping zone is saved.')).toBeVisible();

  // The saved zone is loaded and drawn again.
  await open(page, '/zone');
  await expect(originMarker(page)).toBeVisible();
  await expect(zoneCircle(page)).toHaveCount(1);
  await expect(page.getByTestId('zone-radius-value')).toHaveText('3\u00a0km');
  expect(Object.keys(await sideCounts(page))).toEqual(['Spar', 'Tesco']);
});

test('the zone works from the keyboard and by place search, and reads naturally in Hungarian', async ({ page }) => {
  // The page's clock is the test's from the start (installed before any script runs, as Playwright advises). Time flows
  // as usual until the save below; from there the page's time stands still unless the test moves it, so the toast's
  // 10 s are counted in page time alone, however long the machine takes over each step.
  await page.clock.install();
  await signUpToZone(page);
  await page.getByRole('button', { name: 'Hu' }).click();
  await expect(page.getByRole('heading', { name: 'Bevásárlási zóna' })).toBeVisible();
  await expectNoSeriousViolations(page, 'empty zone hu');
  await shot(page, 'zone-empty-hu');

  // Arrow keys pan the focused map; the button places the marker at the centre of what is shown.
  const map = page.getByTestId('zone-map').locator('.leaflet-container');
  await map.focus();
  const before = await page.locator('.leaflet-map-pane').getAttribute('style');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.leaflet-map-pane')).not.toHaveAttribute('style', before!);
  await page.getByRole('button', { name: 'Jelölő a térkép közepére' }).focus();
  await page.keyboard.press('Enter');
  await expect(originMarker(page)).toBeVisible();
  await expect(page.getByTestId('zone-total')).toContainText('bolt a zónában');

  // The radius slider answers the arrow keys too (1 m a step).
  const slider = page.getByRole('slider', { name: 'A zóna sugara' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('3001');

  // Search offline for a district, choose it with the keyboard: the map moves there.
  await page.getByRole('combobox', { name: 'Cím vagy kerület keresése' }).fill('zuglo');
  const option = page.getByRole('option', { name: /XIV\. kerület – Zugló/ });
  await expect(option).toBeVisible();
  await expectNoSeriousViolations(page, 'search hu');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox')).toHaveValue('XIV. kerület – Zugló');
  await expect(page.getByRole('listbox')).toBeHidden();

  // A street of the shops' addresses is found too, by its house number.
  await page.getByRole('combobox').fill('Kerepesi út 73');
  await expect(page.getByRole('option', { name: /Kerepesi út 73, 1106 Budapest/ })).toBeVisible();
  await page.getByRole('combobox').fill('nincs ilyen hely');
  await expect(page.getByText('A boltok címei között nincs ilyen nevű utca vagy kerület.')).toBeVisible();

  // Hundreds of shops: grouped into numbered clusters, every shop still counted on the map.
  await setRadius(page, 25000);
  const mapFrame = page.getByTestId('zone-map');
  await expect(mapFrame).toHaveAttribute('data-render-mode', 'clusters');
  const total = await page.getByTestId('zone-total').getAttribute('data-count');
  expect(Number(total)).toBeGreaterThan(150);
  await expect(mapFrame).toHaveAttribute('data-shop-markers', total!);
  await expect.poll(() => shopsOnMap(page)).toBe(Number(total));

  // The page's clock stops here (a minute ahead, so the pause never lands in the page's past however slow the machine
  // is between reading the time and pausing): what follows takes as much page time as the test gives it, and no more.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  // Radius 0, and Save straight away, while the hundreds of markers are still leaving the map: the click is answered.
  await setRadius(page, 0);
  await page.getByRole('button', { name: 'Zóna mentése' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Állítsd be a zóna méretét a csúszkával.' });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('zone-radius-value')).toHaveText('0\u00a0km');
  await expect(page.getByTestId('zone-total')).toHaveAttribute('data-count', '0');
  await expect.poll(() => shopsOnMap(page)).toBe(0);
  await expect(toast).toBeVisible();
  // SPEC §5: at the top centre, over the top of the map, below the title, which it does not cover.
  const [toastBox, mapBox, titleBox] = await Promise.all([
    toast.boundingBox(),
    mapFrame.boundingBox(),
    page.getByRole('heading', { level: 1 }).boundingBox(),
  ]);
  expect(toastBox && mapBox && titleBox, 'toast, map and title are laid out').toBeTruthy();
  if (toastBox && mapBox && titleBox) {
    expect(toastBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(toastBox.y + toastBox.height).toBeLessThan(mapBox.y + mapBox.height / 3);
    expect(toastBox.y).toBeGreaterThan(titleBox.y + titleBox.height);
    expect(Math.abs(toastBox.x + toastBox.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(2);
    // Nor the note about the map (offline here: no tiles), which stays readable above it.
    const note = await mapFrame.locator('.map-note').boundingBox();
    if (note) expect(toastBox.y).toBeGreaterThanOrEqual(note.y + note.height);
  }
  await shot(page, 'zone-toast-hu');
  // Zone toasts stay 10 s (SPEC §9), twice the app's default.
  await page.clock.runFor(9_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toBeHidden();

  await page.clock.resume();

  await setRadius(page, 2500);
  await expect(page.getByTestId('zone-radius-value')).toHaveText('2,5\u00a0km');
  await expectNoSeriousViolations(page, 'zone hu');
  await shot(page, 'zone-hu');
  await page.getByRole('button', { name: 'Üzletláncok szűrése' }).click();
  await expect(page.getByRole('dialog', { name: 'Üzletláncok szűrése' })).toBeVisible();
  await shot(page, 'zone-filter-hu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'En', exact: true }).click();
});

test('a zone that cannot load says why and loads on retry; a save that fails keeps the user on the zone', async ({ page }) => {
  await signUp(page);
  // The shops call fails once, as if the server were unreachable.
  let failShops = true;
  await page.route('**/__kosar/call/api:shops', async (route) => {
    if (!failShops) return route.fallback();
    failShops = false;
    await route.fulfill({ json: { ok: false, error: { code: 'OFFLINE', message: 'down' } } });
  });
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The server cannot be reached. Check your connection and try again.')).toBeVisible();
  await shot(page, 'zone-error-en');
  // The zone's own Try again (the app's offline notice may offer one too, as the call answered OFFLINE).
  await page.locator('section').filter({ hasText: 'The server cannot be reached. Check your connection and try again.' }).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Place the marker on the map to see the shops in your zone.')).toBeVisible();

  await page.getByRole('button', { name: 'Use the centre of the map' }).click();
  await page.route('**/__kosar/call/api:saveZone', (route) =>
    route.fulfill({ json: { ok: false, error: { code: 'SERVER_ERROR', message: 'boom' } } }),
  );
  await page.getByRole('button', { name: 'Save zone' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your zone was not saved. Something went wrong on the server.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/zone$/);
});
