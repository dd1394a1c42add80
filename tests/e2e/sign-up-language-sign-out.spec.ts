import { expect, test } from './fixtures';
import { open, shot, signUp } from './helpers';

test('a new user signs up, sees the zone prompt, keeps Hungarian across a reload, signs out and is kept out', async ({ page }) => {
  await open(page, '/');
  // A visitor is sent to /welcome.
  await expect(page).toHaveURL(/#\/welcome$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await shot(page, 'welcome-en');

  await signUp(page, { firstname: 'Réka' });
  await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
  await shot(page, 'zone-prompt-en');

  await page.getByRole('button', { name: 'Hu' }).click();
  await expect(page.getByRole('heading', { name: 'Válaszd ki a bevásárlási zónádat' })).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByTestId('app-ready')).toBeAttached();
  // Reloaded: still signed in (silent login) and still in Hungarian.
  await expect(page.getByRole('heading', { name: 'Szia, Réka!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Főoldal' })).toHaveAttribute('aria-current', 'page');
  await shot(page, 'home-hu');

  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(page).toHaveURL(/#\/welcome$/);
  await expect(page.getByRole('link', { name: 'Bejelentkezés' })).toBeVisible();

  await page.goto('/#/');
  await expect(page.getByTestId('app-ready')).toBeAttached();
  await expect(page).toHaveURL(/#\/welcome$/);
  await page.getByRole('button', { name: 'En' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('sign-up shows every validation message before sending anything', async ({ page }) => {
  await open(page, '/sign-up');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter your first name!')).toBeVisible();
  await expect(page.getByText('Enter your email', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();
  await expect(page.getByText('Please confirm the chosen password!')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('1234');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Email format mismatch!')).toBeVisible();
  await expect(page.getByText('Your password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await shot(page, 'sign-up-errors-en');
  await page.getByRole('button', { name: 'Hu' }).click();
  await expect(page.getByText('Ez nem érvényes e-mail-cím.')).toBeVisible();
  await shot(page, 'sign-up-errors-hu');
  await page.getByRole('button', { name: 'En' }).click();
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/#\/welcome$/);
});
