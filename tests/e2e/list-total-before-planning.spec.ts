/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { shot, signUp } from './helpers';
import { buildList, ft, setBudapestZone } from './shopping-helpers';

/** The list's cost in the zone on its row, in its drawer and per chain before planning; the plan says what it counted. */
test('a list shows its total at the cheapest prices in the zone, and what each chain would cost before planning', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(page);
  const { id } = await buildList(page, 'Weekly shop', 4);
  // What the server answers, to hold the screen to: each line at its cheapest in-zone price.
  const { totals, products } = await page.evaluate(async (listId) => {
    const r = await window.kosar.api('list', { params: { id: listId } });
    if (!r.ok) throw new Error(r.error.message);
    return { totals: r.data.totals!, products: r.data.products };
  }, id);
  expect(totals.missing).toBe(0);
  // The lines the total counts at another chain than their own, each said on its line in the drawer.
  const elsewhere = totals.lines!.filter((l) => l.retailer_name !== products.find((p) => p.id === l.product_id)!.retailer_name);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/shopping/management');
    const row = page.getByRole('button', { name: /^Weekly shop \d/ });
    await expect(row.getByTestId('list-total')).toContainText('At the cheapest prices in your zone:');
    expect(ft(await row.getByTestId('list-total').locator('strong').textContent())).toBe(Math.round(totals.cheapest));
    await shot(page, `list-total-management-en-${width}`);
    await row.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('list-total')).toContainText(/At the cheapest prices in your zone: [\d,]+\sFt/);
    expect(ft(await drawer.getByTestId('list-total').locator('strong').textContent())).toBe(Math.round(totals.cheapest));
    await expect(drawer.getByTestId('counted-elsewhere')).toHaveCount(elsewhere.length);
    for (const l of elsewhere) {
      const note = drawer.locator(`[data-drawer-line="${l.product_id}"]`).getByTestId('counted-elsewhere');
      await expect(note).toContainText(`at ${l.retailer_name}, the cheapest in your zone`);
      expect(ft((await note.textContent())!.split(' at ')[0]!)).toBe(Math.round(l.cost!));
    }
    await shot(page, `list-total-drawer-en-${width}`);
    await page.keyboard.press('Escape');

    await page.goto(`/#/shopping/plan?list=${id}`);
    const chains = page.getByTestId('chain-totals');
    await expect(chains.getByRole('heading', { name: 'The whole list at one chain' })).toBeVisible();
    await expect(chains.getByRole('listitem')).toHaveCount(totals.chains.length);
    await expect(chains.getByRole('listitem').first()).toContainText(totals.chains[0]!.retailer_name);
    await shot(page, `list-total-plan-en-${width}`);

    await page.getByRole('button', { name: 'Hu', exact: true }).click();
    await expect(page.getByTestId('chain-totals').getByRole('heading', { name: 'Az egész lista egy láncnál' })).toBeVisible();
    await expect(page.getByTestId('chain-totals').getByTestId('list-total')).toContainText('A zónád legolcsóbb áraival:');
    await shot(page, `list-total-plan-hu-${width}`);
    await page.goto('/#/shopping/management');
    await page.getByRole('button', { name: /^Weekly shop \d/ }).click();
    await expect(page.getByRole('dialog').getByTestId('list-total')).toContainText('A zónád legolcsóbb áraival:');
    await shot(page, `list-total-drawer-hu-${width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'En', exact: true }).click();
  }

  // A plan of the same list: its detail, with what its prices include where it took any.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/shopping/plan?list=${id}`);
  await page.getByRole('button', { name: 'Consider all' }).click();
  await page.getByRole('button', { name: 'View detail' }).first().click();
  await expect(page.getByTestId('plan-total')).toBeVisible();
  await shot(page, 'list-total-plan-detail-en-1280');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: 'Hu', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await shot(page, 'list-total-plan-detail-hu-390');
  await page.goto('/#/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await shot(page, 'list-total-home-hu-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'En', exact: true }).click();
  await shot(page, 'list-total-home-en-1280');
});
