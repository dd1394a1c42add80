import { expect, test } from './fixtures';
import { latestMailTo, open, resetLinkOf, shot, signUp } from './helpers';

test('forgot password, then reset through the link from the mail, then sign in with the new password', async ({ page, browser }) => {
  const { email } = await signUp(page, { firstname: 'Csilla' });
  await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();

  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await open(p, '/forgot-password');
  await p.getByRole('button', { name: 'Send' }).click();
  await expect(p.getByText('Enter your email', { exact: true })).toBeVisible();
  await p.getByLabel('Email').fill('nope');
  await p.getByRole('button', { name: 'Send' }).click();
  await expect(p.getByText('Enter a valid email address', { exact: true })).toBeVisible();

  // An unknown address gets the same confirmation: the screen never reveals whether an account exists.
  await p.getByLabel('Email').fill('nobody-here@example.com');
  await p.getByRole('button', { name: 'Send' }).click();
  const sent = 'Email is sent. If the email exists, you will receive a link to change your password.';
  await expect(p.getByText(sent)).toBeVisible();

  await open(p, '/welcome');
  await open(p, '/forgot-password');
  await p.getByRole('button', { name: 'Hu' }).click();
  await p.getByLabel('E-mail-cím').fill(email);
  await p.getByRole('button', { name: 'Küldés' }).click();
  await expect(p.getByText(/hamarosan kapsz egy e-mailt a jelszó visszaállításához/)).toBeVisible();
  await shot(p, 'forgot-password-sent-hu');

  const mail = await latestMailTo(email);
  expect(mail).toContain('Kedves Csilla!');
  const link = resetLinkOf(mail);
  expect(link.email).toBe(email);

  // The mail client hands kosar://reset-password?… to the app, which opens this route.
  await p.getByRole('button', { name: 'En' }).click();
  await open(p, `/reset-password?key=${link.key}&email=${encodeURIComponent(email)}`);
  await p.getByRole('button', { name: 'Save password' }).click();
  await expect(p.getByText('Enter your password', { exact: true })).toBeVisible();
  await expect(p.getByText('Confirm your password', { exact: true })).toBeVisible();
  await p.getByLabel('New password', { exact: true }).fill('brand-new-pw');
  await p.getByLabel('Confirm new password').fill('brand-new-px');
  await p.getByRole('button', { name: 'Save password' }).click();
  await expect(p.getByText('Passwords must match')).toBeVisible();
  await shot(p, 'reset-password-errors-en');
  await p.getByLabel('Confirm new password').fill('brand-new-pw');
  await p.getByRole('button', { name: 'Save password' }).click();
  await expect(p.getByRole('heading', { name: 'Hello, Csilla!' })).toBeVisible();

  // The key works once.
  await p.getByRole('button', { name: 'Menu' }).click();
  await p.getByRole('button', { name: 'Log out' }).click();
  // Signed out once the app has gone to the welcome screen (opening the link before that would be sent there too).
  await expect(p).toHaveURL(/#\/welcome$/);
  await open(p, `/reset-password?key=${link.key}&email=${encodeURIComponent(email)}`);
  await p.getByLabel('New password', { exact: true }).fill('another-pw');
  await p.getByLabel('Confirm new password').fill('another-pw');
  await p.getByRole('button', { name: 'Save password' }).click();
  await expect(p.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired' })).toBeVisible();

  await open(p, '/sign-in');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill('brand-new-pw');
  await p.getByRole('button', { name: 'Sign in' }).click();
  await expect(p.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
  await ctx.close();
});
