/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, shot, signUp } from './helpers';
import { buildList, setBudapestZone } from './shopping-helpers';

/** "Shop again": last week's list, or last week's saved plan, becomes this week's list in one step. */
test('a list and a saved plan are each copied into a new list in one step, which opens with the focus on it', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(page);
  const { id } = await buildList(page, 'Weekly shop', 3);
  const itemsOf = (listId: number) =>
    page.evaluate(async (i) => {
      const r = await window.kosar.api('list', { params: { id: i } });
      if (!r.ok) throw new Error(r.error.message);
      return r.data.products.map((p) => `${p.id}×${p.quantity}`).sort();
    }, listId);

  // From the list's menu on the lists screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/shopping/management');
  await page.getByRole('button', { name: 'Options for Weekly shop' }).click();
  await page.getByRole('menuitem', { name: 'Shop again: copy to a new list' }).click();
  const drawer = page.getByRole('dialog', { name: 'Weekly shop (copy)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Weekly shop (copy)' })).toBeFocused();
  await expect(page.getByText('Copied to a new list: Weekly shop (copy)')).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Products on the list' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousViolations(page, 'copied list en');
  await shot(page, 'shop-again-list-en-1280');
  // The copy is a list of its own: the same items, and changing it leaves the old one as it was.
  const lists = await page.evaluate(async () => {
    const r = await window.kosar.api('lists');
    return r.ok ? r.data.items.map((l) => ({ id: l.id, name: l.name })) : [];
  });
  const copy = lists.find((l) => l.name === 'Weekly shop (copy)')!;
  expect(await itemsOf(copy.id)).toEqual(await itemsOf(id));
  await drawer.getByRole('button', { name: 'Close' }).click();
  // Closed, the drawer gives the focus to the new list's row.
  await expect(page.locator(`[data-list-row="${copy.id}"] .sh-row-main`)).toBeFocused();

  // A second copy is numbered; in Hungarian from the drawer's own menu.
  await page.getByRole('button', { name: 'Hu', exact: true }).click();
  await page.getByRole('button', { name: /^Weekly shop \d/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'A lista beállításai' }).click();
  await page.getByRole('menuitem', { name: 'Vásárolj újra: másold új listába' }).click();
  const hu = page.getByRole('dialog', { name: 'Weekly shop (másolat)' });
  await expect(hu.getByRole('heading', { name: 'Weekly shop (másolat)' })).toBeFocused();
  await expect(page.getByText('Új listába másoltuk: „Weekly shop (másolat)”')).toBeVisible();
  await shot(page, 'shop-again-list-hu-1280');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'En', exact: true }).click();

  // From a saved plan: planned, saved, then copied from its row and from its detail.
  await page.goto(`/#/shopping/plan?list=${id}`);
  await page.getByRole('button', { name: 'Consider all' }).click();
  await page.getByRole('button', { name: 'View detail' }).first().click();
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page).toHaveURL(/#\/shopping\/management$/);
  const planCopy = page.getByRole('button', { name: /^Shop again: copy the plan for Weekly shop/ });
  await planCopy.click();
  const fromPlan = page.getByRole('dialog', { name: 'Weekly shop (copy 2)' });
  await expect(fromPlan.getByRole('heading', { name: 'Weekly shop (copy 2)' })).toBeFocused();
  await expect(fromPlan.getByRole('list', { name: 'Products on the list' }).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'saved plans en');
  await shot(page, 'shop-again-saved-plans-en-1280');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/shopping/management');
    await page.getByRole('link', { name: /^Weekly shop/ }).first().click();
    const again = page.getByRole('button', { name: 'Shop again', exact: true });
    await expect(again).toBeVisible();
    await shot(page, `shop-again-plan-detail-en-${width}`);
    await page.getByRole('button', { name: 'Hu', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Vásárolj újra', exact: true })).toBeVisible();
    await shot(page, `shop-again-plan-detail-hu-${width}`);
    await page.goto('/#/shopping/management');
    await expect(page.getByRole('button', { name: /^Vásárolj újra: „Weekly shop” tervének/ })).toBeVisible();
    await shot(page, `shop-again-management-hu-${width}`);
    await page.getByRole('button', { name: 'En', exact: true }).click();
    await expect(planCopy).toBeVisible();
    await shot(page, `shop-again-management-en-${width}`);
  }
  await page.getByRole('link', { name: /^Weekly shop/ }).first().click();
  await page.getByRole('button', { name: 'Shop again', exact: true }).click();
  await expect(page).toHaveURL(/#\/shopping\/management$/);
  await expect(page.getByRole('dialog', { name: 'Weekly shop (copy 3)' }).getByRole('heading', { name: 'Weekly shop (copy 3)' })).toBeFocused();
  await shot(page, 'shop-again-from-plan-detail-en-390');
});
