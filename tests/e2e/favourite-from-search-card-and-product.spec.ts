import { expect, test } from './fixtures';
import { open, shot } from './helpers';
import { enterSignedIn, search } from './browse-helpers';

test('favourite and unfavourite from search, from a card and from the product page', async ({ page }) => {
  await enterSignedIn(page);

  // Search: the heart shows a spinner, then the list refetches and shows what the server holds.
  await search(page, 'trappista');
  const row = page.getByRole('dialog', { name: 'Search products' }).getByTestId('product-row').first();
  const name = ((await row.getByRole('heading').textContent()) ?? '').trim();
  const rowHeart = row.getByRole('button', { name: `Favourite: ${name}` });
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'false');
  await rowHeart.click();
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'true');
  await rowHeart.click();
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'false');
  await rowHeart.click();
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  // Card on the home screen.
  const best = page.getByRole('region', { name: 'Best offers of this week' });
  const card = best.getByTestId('product-card').first();
  const cardName = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Favourite: ${cardName}` }).click();
  await expect(card.getByRole('button', { name: `Favourite: ${cardName}` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Favourite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite products' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  await shot(page, 'journey-favourites-en');

  // Unfavourite from a card: the grid refreshes and the card is gone.
  await cards
    .filter({ hasText: cardName })
    .getByRole('button', { name: `Favourite: ${cardName}` })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);

  // Product page: it flips its own flag.
  await cards.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const heart = page.getByRole('button', { name: `Favourite: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await open(page, '/favour');
  await expect(page.getByText('There are no favourite products')).toBeVisible();
});

test('a favourite that fails to save says so; the card flips anyway, the product page does not', async ({ page }) => {
  await enterSignedIn(page);
  await page.route('**/__kosar/call/api:addFavorite', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, error: { code: 'OFFLINE', message: 'down' } }),
    }),
  );
  const card = page.getByRole('region', { name: 'Best offers of this week' }).getByTestId('product-card').first();
  const cardName = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Favourite: ${cardName}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The favourite was not saved.' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Favourite: ${cardName}` })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('link', { name: cardName }).click();
  const heart = page.getByRole('button', { name: `Favourite: ${cardName}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The favourite was not saved.' }).last()).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
