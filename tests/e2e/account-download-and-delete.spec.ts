import { readFileSync } from 'node:fs';
import { AccountData } from '../../src/shared/api/account';
import { expect, test } from './fixtures';
import { open, shot, signUp } from './helpers';

test('a new user renames herself, downloads her data and deletes her account', async ({ page }) => {
  const { email } = await signUp(page, { firstname: 'Anna' });
  await page.getByRole('button', { name: 'OK' }).click();

  // Something of her own in the download: a list.
  await open(page, '/shopping/management');
  await page
    .getByRole('button', { name: /new list/i })
    .first()
    .click();
  await expect(page.getByText(/Bevásárlólista 1/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your name' })).toBeVisible();
  await expect(page.getByText(`Your account uses ${email}.`)).toBeVisible();

  // Change the name.
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Please enter your first name!')).toBeVisible();
  await page.getByLabel('First name').fill('Anna Kovács');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await shot(page, 'account-profile-en');

  // Download my data: a file named for today, holding the account and the list.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kosar-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = AccountData.parse(JSON.parse(readFileSync((await download.path())!, 'utf8')));
  expect(data.account).toMatchObject({ email, firstname: 'Anna Kovács' });
  expect(data.lists.map((l) => l.name)).toEqual(['Bevásárlólista 1']);

  // Delete my account: a wrong password is refused and nothing goes.
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByText('It cannot be undone.')).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('alert').getByText('Your current password is not right.')).toBeVisible();
  await shot(page, 'account-delete-refused-en');

  await page.getByLabel('Current password').fill('secret123');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/#\/welcome$/);
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  await expect(page.getByText(/Erased: 1 list, .*1 session/)).toBeVisible();
  await shot(page, 'account-deleted-en');

  // The account is gone: signing in with it fails.
  await open(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password')).toBeVisible();
});
