/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, open, shot, signUp } from './helpers';
import { buildList, checkInBothLanguages, ft, setBudapestZone } from './shopping-helpers';

test('plan the cheapest shopping for a 12-product list, save the best plan with more than one shop, find it and delete it', async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
  await setBudapestZone(page);
  await buildList(page, 'Weekly shop', 12);

  // Lists: the new list with its product count.
  await open(page, '/shopping/management');
  const row = page.getByRole('button', { name: /^Weekly shop/ });
  await expect(row).toContainText('12 products');
  await expect(page.getByText('You have not yet created a purchase plan!')).toBeVisible();
  await checkInBothLanguages(page, 'management');

  // The drawer lists the 12 products and offers to plan.
  await row.click();
  const drawer = page.getByRole('dialog', { name: 'Weekly shop' });
  await expect(drawer.getByRole('listitem')).toHaveCount(12);
  // Each line shows its product's picture, down to the last one scrolled to in the drawer: the picture of its kind
  // (not the placeholder, not an empty frame), loaded.
  for (const thumb of await drawer.locator('.sh-thumb').all()) {
    await thumb.scrollIntoViewIfNeeded();
    await expect(thumb, 'a line shows the picture of its kind').toHaveAttribute('data-icon', /^[a-z-]+$/);
    await expect
      .poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: 'the picture loaded' })
      .toBeGreaterThan(0);
  }
  await drawer.locator('.sh-drawer-body').evaluate((el) => el.scrollTo(0, 0));
  await expectNoSeriousViolations(page, 'drawer');
  await shot(page, 'shopping-drawer-en');
  await drawer.getByRole('button', { name: 'Plan shopping' }).click();

  // Plan request: the warning, the checklist with Next disabled when none is chosen, then all retailers.
  await expect(page).toHaveURL(/#\/shopping\/plan/);
  await expect(page.getByText(/cheapest way to buy the 12 products on “Weekly shop”/)).toBeVisible();
  await expect(page.getByLabel('Cost per km (Ft)')).toHaveValue('60');
  await checkInBothLanguages(page, 'plan');
  await page.getByRole('button', { name: 'Exclude some' }).click();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('checkbox', { name: 'All' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'All' }).uncheck();
  await expect(next).toBeDisabled();
  // Lidl has no shop in the bundled catalogue: marked, and on its own there is nowhere to buy.
  await page.getByRole('checkbox', { name: 'Lidl no shop in your zone' }).check();
  await expect(page.getByRole('status')).toHaveText('None of the chosen retailers has a shop in your zone. Choose one that has.');
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Aldi', exact: true }).check();
  await expect(next).toBeEnabled();
  await checkInBothLanguages(page, 'plan-retailers');
  await page.getByRole('button', { name: 'Back' }).last().click();
  await page.getByRole('button', { name: 'Consider all' }).click();

  // Solutions: server order, which among the plans that pay off is save_percent descending.
  // A safety net, not a measurement: planning is CPU work, and the other journeys give it 60 s on a loaded machine.
  await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
  const cards = page.getByTestId('solution-card');
  await expect(cards.first()).toBeVisible();
  // The headline saving is against the cheapest single shop, trip included (trip cost is counted by default).
  await expect(page.getByText('Savings are measured against buying the same items at the cheapest single shop in your zone, trip included.')).toBeVisible();
  const shown = await cards.evaluateAll((els) =>
    els.map((el) => ({
      missing: !!el.querySelector('[data-testid="missing-items"]'),
      stores: Number(/in (\d) shops?/.exec(el.querySelector('h2, h3')?.textContent ?? '')?.[1]),
      percent: Number((el.querySelector('[data-testid="solution-percent"]')?.textContent ?? '').replace(/[^\d.-]/g, '')),
      percentText: el.querySelector('[data-testid="solution-percent"]')?.textContent ?? '',
    })),
  );
  // Every plan shown buys the whole list here; the one-shop plan saves 0, the others are sorted by saving, one decimal.
  const whole = shown.filter((x) => !x.missing);
  expect(whole.length).toBeGreaterThan(0);
  expect(whole.map((x) => x.percent)).toEqual([...whole.map((x) => x.percent)].sort((a, b) => b - a));
  for (const x of whole) expect(x.percentText).toMatch(/^\(-?\d+\.\d%\)$/);
  const oneShop = whole.find((x) => x.stores === 1);
  if (oneShop) expect(oneShop.percent).toBe(0);
  await checkInBothLanguages(page, 'solutions');

  // The best plan that uses more than one shop.
  const multi = cards.filter({ has: page.getByRole('heading', { name: /Cheapest shopping in [2-4]\sshops/ }) }).first();
  await expect(multi).toBeVisible();
  const storeCount = Number(/in (\d)\sshops/.exec((await multi.getByRole('heading').first().textContent()) ?? '')?.[1]);
  expect(storeCount).toBeGreaterThanOrEqual(2);
  await expect(multi.getByTestId('solution-total')).toContainText('+ trip');
  const cardGoods = Number(await multi.getByTestId('solution-total').getAttribute('data-goods'));
  const cardTotal = Number(await multi.getByTestId('solution-total').getAttribute('data-value'));
  expect(cardTotal).toBeGreaterThan(cardGoods);
  await multi.getByRole('button', { name: 'View detail' }).click();

  // Detail: the total is the sum of the product cards of both stores.
  await expect(page).toHaveURL(/#\/shopping\/solutions\/\d+$/);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(storeCount);
  // Its header gives the card's total, labelled the same way (goods + trip), with the goods and the trip apart.
  const planTotal = ft(await page.getByTestId('plan-total').textContent());
  expect(planTotal).toBe(cardTotal);
  await expect(page.locator('dt', { hasText: 'Total (goods + trip)' })).toBeVisible();
  await expect(page.getByTestId('plan-breakdown')).toContainText(/^goods\s[\d,]+\sFt \+\strip\s/);
  const planGoods = Number(await page.getByTestId('plan-total').getAttribute('data-goods'));
  expect(planGoods).toBe(cardGoods);
  let sum = 0;
  let cardsSeen = 0;
  for (let i = 0; i < storeCount; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const lines = await panel.getByTestId('line-total').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
    const texts = await panel.getByTestId('line-total').allTextContents();
    expect(texts.map(ft)).toEqual(lines);
    sum += lines.reduce((a, b) => a + b, 0);
    cardsSeen += lines.length;
  }
  expect(sum).toBe(planGoods);
  expect(cardsSeen).toBeGreaterThan(0);
  // Arrow keys move between the retailer tabs.
  await tabs.nth(1).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  // The shops of the retailer, expandable, the planned one with its place in the route; the route in visiting order.
  await page.getByRole('tabpanel').locator('summary').click();
  await expect(page.getByText(/· stop \d of your route$/)).toBeVisible();
  await expect(page.locator('.sh-map .sh-route-marker')).toHaveCount(storeCount);
  await expect(page.locator('.sh-stops li')).toHaveCount(storeCount + 2);
  // A plan to follow: each store's subtotal, every item against every store, and the checklist in visiting order.
  await expect(page.getByTestId('store-subtotal')).toContainText('Subtotal at');
  await expect(page.getByRole('heading', { name: "Prices at the plan's shops" })).toBeVisible();
  await expect(page.getByTestId('chosen-price')).toHaveCount(cardsSeen);
  // Each store's ticked cells cost the list's quantities and add up to its subtotal under them; the price of one is
  // beside a cell bought more than once.
  const table = page.locator('.sh-price-table table');
  const subtotals = await table.getByTestId('table-subtotal').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  expect(subtotals).toHaveLength(storeCount);
  for (let i = 0; i < storeCount; i++) {
    const column = table.locator(`tbody tr td:nth-of-type(${i + 1})[data-testid="chosen-price"]`);
    const cells = await column.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
    expect(cells.reduce((a, b) => a + b, 0)).toBeCloseTo(subtotals[i]!, 2);
    // The cell shows that cost (before the price of one, when there is one).
    const shown = (await column.allTextContents()).map((text) => ft(text.replace(/\d+\s×\s.*/, '')));
    expect(shown).toEqual(cells.map((c) => Math.round(c)));
    // What a shopper adds up by eye: the shown figures, each rounded to the forint, make the subtotal.
    expect(Math.abs(shown.reduce((a, b) => a + b, 0) - subtotals[i]!)).toBeLessThanOrEqual(shown.length / 2 + 1);
  }
  await expect(table.getByTestId('each-price').first()).toHaveText(/^[23]\s×\s[\d,]+\sFt$/);
  const checklist = page.getByTestId('checklist');
  await expect(checklist.getByRole('checkbox')).toHaveCount(cardsSeen);
  const firstItem = checklist.getByRole('checkbox').first();
  await firstItem.check();
  await expect(checklist).toContainText(`1 of ${cardsSeen} items ticked off`);
  await checkInBothLanguages(page, 'plan-detail');
  await page.reload();
  await expect(page.getByTestId('checklist').getByRole('checkbox').first()).toBeChecked();

  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page).toHaveURL(/#\/shopping\/management$/);
  const saved = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Weekly shop/ }) });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`${storeCount} shops`);
  // The saved plan shows the total its card and detail showed, and says it includes the trip.
  expect(ft(await saved.getByTestId('saved-plan-total').locator('.num').textContent())).toBe(planTotal);
  await expect(saved.getByTestId('saved-plan-total')).toContainText('with trip');
  await shot(page, 'shopping-management-saved-en');

  // Opened again, a saved plan has no Save button.
  await saved.getByRole('link').click();
  await expect(page.getByText('This plan is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save plan' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/#\/shopping\/management$/);

  // Delete it after confirmation.
  await page.getByRole('button', { name: 'Delete the plan for Weekly shop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this plan?' });
  await expectNoSeriousViolations(page, 'delete plan');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have not yet created a purchase plan!')).toBeVisible();
});
