/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { cspViolations, expectNoSeriousViolations, open, shot, signUp } from './helpers';
import { search } from './browse-helpers';
import { checkInBothLanguages } from './shopping-helpers';

test('create, rename, sort and delete shopping lists, and change quantities in the drawer', async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();

  // No lists yet: the create button makes 'Bevásárlólista 1'; the next one is numbered after it.
  await open(page, '/shopping/management');
  await expect(page.getByText('You have no shopping list yet. Create one to get started!')).toBeVisible();
  await checkInBothLanguages(page, 'management-empty');
  await page.getByRole('button', { name: 'Create new list' }).click();
  await expect(page.getByRole('button', { name: /^Bevásárlólista 1/ })).toContainText('0 products');
  await page.getByRole('button', { name: 'New list' }).click();
  await expect(page.getByRole('button', { name: /^Bevásárlólista 2/ })).toBeVisible();

  // Rename through the row menu, by keyboard: arrow opens the menu, Enter picks Rename, the modal saves.
  await page.getByRole('button', { name: 'Options for Bevásárlólista 1' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Options for Bevásárlólista 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const renameDialog = page.getByRole('dialog', { name: 'Rename list' });
  await expect(renameDialog.getByLabel('List name')).toHaveValue('Bevásárlólista 1');
  await renameDialog.getByLabel('List name').fill('   ');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog.getByText('Give the list a name')).toBeVisible();
  // The page behind the dialog does not scroll: the dialog's scroll lock is allowed by the page's style nonce, and
  // nothing the app does is refused by its content security policy.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(cspViolations(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'rename modal');
  await shot(page, 'shopping-rename-en');
  await renameDialog.getByLabel('List name').fill('Weekly shop');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog).toBeHidden();
  const weekly = page.getByRole('button', { name: /^Weekly shop \d/ });
  await expect(weekly).toBeVisible();

  // Three products through the bridge (the add-to-list dialog belongs to the browse screens), added in this order.
  const { listId, ids } = await page.evaluate(async () => {
    const lists = await window.kosar.api('lists');
    if (!lists.ok) throw new Error('lists');
    const listId = lists.data.items.find((l) => l.name === 'Weekly shop')!.id;
    const ids: number[] = [];
    for (const query of ['zsemle', 'alma', 'kávé']) {
      const found = await window.kosar.api('search', { body: { query } });
      if (!found.ok || !found.data.products.length) throw new Error(query);
      ids.push(found.data.products[0].id);
      await window.kosar.api('setQuantity', { params: { list_id: listId }, body: { product_id: found.data.products[0].id, quantity: 1 } });
      await new Promise((r) => setTimeout(r, 20));
    }
    return { listId, ids };
  });
  await page.reload();
  await expect(weekly).toContainText('3 products');

  // The drawer: alphabetical by default, newest first on request.
  await weekly.click();
  const drawer = page.getByRole('dialog', { name: 'Weekly shop' });
  const names = page.locator('.sh-drawer .sh-drawer-product-name');
  await expect(names).toHaveCount(3);
  const alphabetical = await names.allTextContents();
  expect(alphabetical).toEqual([...alphabetical].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await drawer.getByRole('button', { name: 'List options' }).click();
  await expect(drawer.getByRole('menuitemradio', { name: 'Sort alphabetically' })).toHaveAttribute('aria-checked', 'true');
  await drawer.getByRole('menuitemradio', { name: 'Sort by latest' }).click();
  // Names keep a number with its unit on screen (a no-break space); the API has plain spaces.
  const latest = (await names.allTextContents()).map((n) => n.replace(/\u00a0/g, ' '));
  const byId = await page.evaluate(async (listId) => {
    const d = await window.kosar.api('list', { params: { id: listId } });
    return d.ok ? Object.fromEntries(d.data.products.map((p) => [p.id, p.name])) : {};
  }, listId);
  expect(latest).toEqual([...ids].reverse().map((id) => byId[id]));
  await expectNoSeriousViolations(page, 'drawer');
  await shot(page, 'shopping-drawer-products-en');
  // The page behind a modal drawer is inert: switch language with it closed, then look again.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hu', exact: true }).click();
  await weekly.click();
  await expect(drawer.getByRole('menuitemradio')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'A lista beállításai' })).toBeVisible();
  // Product names come in the chosen language, still newest first.
  const huById = await page.evaluate(async (listId) => {
    const d = await window.kosar.api('list', { params: { id: listId } });
    return d.ok ? Object.fromEntries(d.data.products.map((p) => [p.id, p.name])) : {};
  }, listId);
  expect(huById[ids[0]]).not.toBe(byId[ids[0]]);
  await expect(names).toHaveText([...ids].reverse().map((id) => huById[id]));
  await expectNoSeriousViolations(page, 'drawer hu');
  await shot(page, 'shopping-drawer-products-hu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'En', exact: true }).click();
  await weekly.click();

  // Inline rename: Escape keeps the old name (and the drawer), confirm saves the new one.
  await drawer.getByRole('button', { name: 'Rename Weekly shop' }).click();
  await drawer.getByLabel('List name').fill('Saturday market');
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('heading', { name: 'Weekly shop' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Rename Weekly shop' }).click();
  await drawer.getByLabel('List name').fill('Saturday market');
  await drawer.getByRole('button', { name: 'Save the name' }).click();
  const market = page.getByRole('dialog', { name: 'Saturday market' });
  await expect(market.getByRole('heading', { name: 'Saturday market' })).toBeVisible();

  // Quantity: plus adds one; minus to 0 asks first, and Cancel keeps the product.
  const first = byId[ids[0]];
  await market.getByRole('button', { name: `One more ${first}` }).click();
  await expect(market.getByRole('group', { name: `Quantity of ${first}` }).locator('output')).toHaveText('2');
  await market.getByRole('button', { name: `One less ${first}` }).click();
  await expect(market.getByRole('group', { name: `Quantity of ${first}` }).locator('output')).toHaveText('1');
  await market.getByRole('button', { name: `One less ${first}` }).click();
  const ask = page.getByRole('dialog', { name: 'Remove this product?' });
  await expect(ask).toContainText(`Do you really want to remove “${first}” from “Saturday market”?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(names).toHaveCount(3);
  await market.getByRole('button', { name: `One less ${first}` }).click();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(names).toHaveCount(2);

  // The same line changed elsewhere meanwhile: the stale write is refused, the user is told, and the drawer shows the new state.
  const second = byId[ids[1]];
  await page.evaluate(
    async ({ listId, productId }) => {
      await window.kosar.api('updateList', { params: { id: listId }, body: { name: 'Renamed on the laptop' } });
      await window.kosar.api('setQuantity', { params: { list_id: listId }, body: { product_id: productId, quantity: 4 } });
    },
    { listId, productId: ids[1] },
  );
  await market.getByRole('button', { name: `One more ${second}` }).click();
  await expect(page.getByText('This list was changed somewhere else in the meantime.', { exact: false })).toBeVisible();
  const laptop = page.getByRole('dialog', { name: 'Renamed on the laptop' });
  await expect(laptop.getByRole('group', { name: `Quantity of ${second}` }).locator('output')).toHaveText('4');
  await shot(page, 'shopping-conflict-en');

  // The mock-up of a list row, with that row's values.
  await page.keyboard.press('Escape');
  await open(page, `/shopping/management/product/${ids[1]}?list=${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(page.getByText('Renamed on the laptop')).toBeVisible();
  await checkInBothLanguages(page, 'product-in-list');

  // Planning without a zone says what to do; /shopping/solutions without a request says there is nothing.
  await open(page, `/shopping/plan?list=${listId}`);
  await expect(page.getByRole('link', { name: 'Set my shopping zone' })).toHaveAttribute('href', '#/zone');
  await checkInBothLanguages(page, 'plan-no-zone');
  await open(page, '/shopping/solutions');
  await expect(page.getByText('There are no available solutions')).toBeVisible();
  await checkInBothLanguages(page, 'solutions-empty');

  // An empty list's drawer offers the way home instead of planning.
  await open(page, '/shopping/management');
  await page.getByRole('button', { name: /^Bevásárlólista 2/ }).click();
  const empty = page.getByRole('dialog', { name: 'Bevásárlólista 2' });
  await expect(empty.getByText('There are no products')).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Back to home' })).toBeVisible();
  await shot(page, 'shopping-drawer-empty-en');

  // Delete from the drawer menu, after confirmation.
  await empty.getByRole('button', { name: 'List options' }).click();
  await empty.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmList = page.getByRole('dialog', { name: 'Delete this list?' });
  await expectNoSeriousViolations(page, 'delete list');
  await confirmList.getByRole('button', { name: 'Delete' }).click();
  await expect(empty).toBeHidden();
  await expect(page.getByRole('button', { name: /^Bevásárlólista 2/ })).toHaveCount(0);

  // And from the row menu: the last list gone, the create button is back.
  await page.getByRole('button', { name: 'Options for Renamed on the laptop' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this list?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Create new list' })).toBeVisible();
});

test('a product added through the header search counts on the lists screen at once, without leaving it', async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await open(page, '/shopping/management');
  await page.getByRole('button', { name: 'Create new list' }).click();
  const row = page.getByRole('button', { name: /^Bevásárlólista 1/ });
  await expect(row).toContainText('0 products');

  // Still on /shopping/management: the header's search, the first hit, + in the add-to-list dialog.
  await search(page, 'tej');
  const drawer = page.getByRole('dialog', { name: 'Search products' });
  const first = drawer.getByTestId('product-row').first();
  // Read as the buttons name it: the heading keeps a number and its unit together with a no-break space.
  const name = ((await first.getByRole('heading').textContent()) ?? '').replace(/\s/g, ' ').trim();
  await first.getByRole('button', { name: new RegExp(`^Add ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* to a shopping list$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('button', { name: `One more ${name} (Bevásárlólista 1)` }).click();
  await expect(dialog.getByRole('status', { name: `Quantity of ${name} (Bevásárlólista 1)` })).toHaveText('1');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(drawer).toBeHidden();

  await expect(page).toHaveURL(/#\/shopping\/management$/);
  await expect(row).toContainText('1 product');
  await expect(row).not.toContainText('1 products');
});
