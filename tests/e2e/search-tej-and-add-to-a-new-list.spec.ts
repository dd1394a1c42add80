import { expect, test } from './fixtures';
import { shot } from './helpers';
import { enterSignedIn, search } from './browse-helpers';

test('find tejföl typed without accents and add it to a new list with quantity 3', async ({ page }) => {
  await enterSignedIn(page, 'Hu');
  await search(page, 'tejfol', 'Keresés');
  const drawer = page.getByRole('dialog', { name: 'Termékkeresés' });
  const rows = drawer.getByTestId('product-row');
  // Debounced: nothing is asked before the typing stops, then the accented products come back.
  await expect(rows.first()).toContainText('Tejföl');
  await expect(drawer.getByRole('combobox', { name: 'Főkategória' })).toBeVisible();

  // The main category narrows the results; choosing it resets the sub-category to All.
  await drawer.getByRole('combobox', { name: 'Főkategória' }).selectOption({ label: 'Élelmiszer' });
  await drawer.getByRole('combobox', { name: 'Alkategória' }).selectOption({ label: 'Tejtermék és tojás' });
  await expect(rows.first()).toContainText('Tejföl');
  await drawer.getByRole('combobox', { name: 'Főkategória' }).selectOption({ label: 'Drogéria' });
  await expect(drawer.getByRole('combobox', { name: 'Alkategória' })).toHaveValue('');
  await expect(drawer.getByText(/^Nincs találat erre: „tejfol” a kiválasztott kategóriában \(Drogéria\)\.$/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Keresés minden kategóriában' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Főkategória-szűrés törlése' }).click();
  await expect(rows.first()).toContainText('Tejföl');

  const name = ((await rows.first().getByRole('heading').textContent()) ?? '').trim();
  // The row's buttons name the retailer too, so the same product at two retailers reads apart.
  const retailer = ((await rows.first().locator('.br-product-row-facts .muted').first().textContent()) ?? '').trim();
  await rows
    .first()
    .getByRole('button', { name: `Hozzáadás bevásárlólistához: ${name}, ${retailer}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Hozzáadás bevásárlólistához' });
  await expect(dialog.getByText('Még nincs bevásárlólistád. Hozz létre egyet alább.')).toBeVisible();
  await expect(dialog.getByText(/^Ár: \d/)).toBeVisible();
  await expect(dialog.getByText(/^Kiszerelés: [\d,]+\s(g|kg|ml|l)$/)).toBeVisible();
  await expect(dialog.getByLabel('Az új lista neve')).toHaveValue('Bevásárlólista 1');
  await dialog.getByRole('button', { name: 'Lista létrehozása' }).click();

  const plus = dialog.getByRole('button', { name: `Eggyel több: ${name} (Bevásárlólista 1)` });
  await expect(plus).toBeFocused();
  const qty = dialog.getByRole('status', { name: `Mennyiség: ${name} (Bevásárlólista 1)` });
  await expect(qty).toHaveText('0');
  for (const n of [1, 2, 3]) {
    await plus.click();
    await expect(qty).toHaveText(String(n));
  }
  // The next default name counts the lists there are now.
  await expect(dialog.getByLabel('Az új lista neve')).toHaveValue('Bevásárlólista 2');
  await shot(page, 'journey-add-to-new-list-hu');
  await dialog.getByRole('button', { name: 'Kész' }).click();
  await expect(dialog).toBeHidden();

  // Opened again, the dialog reads the lists afresh and shows the saved quantity.
  await rows
    .first()
    .getByRole('button', { name: `Hozzáadás bevásárlólistához: ${name}, ${retailer}` })
    .click();
  await expect(dialog.getByRole('status', { name: `Mennyiség: ${name} (Bevásárlólista 1)` })).toHaveText('3');
});
