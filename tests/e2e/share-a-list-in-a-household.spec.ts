/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { latestMailTo, shot, signUp } from './helpers';
import { buildList, setBudapestZone } from './shopping-helpers';
import { search } from './browse-helpers';
import { closeDialogs, loose, shotAll } from './household-helpers';

test('Anna shares a list with Béla; Béla accepts and adds an item; Anna sees it without reloading', async ({ browser, baseURL }) => {
  // Two people on one web host: two browser contexts, each its own session.
  const annaContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const belaContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const anna = await annaContext.newPage();
  const bela = await belaContext.newPage();

  const belaAccount = await signUp(bela, { firstname: 'Béla' });
  await bela.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(bela);
  const annaAccount = await signUp(anna, { firstname: 'Anna' });
  await anna.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(anna);
  await buildList(anna, 'Weekend', 2);

  // Anna opens her list and shares it from the drawer.
  await anna.goto('/#/shopping/management');
  await anna.getByRole('button', { name: /^Weekend \d/ }).click();
  const annasDrawer = anna.getByRole('dialog', { name: 'Weekend' });
  await annasDrawer.getByRole('button', { name: 'Share Weekend' }).click();
  const share = anna.getByRole('dialog', { name: 'Share “Weekend”' });
  await expect(share.getByText('Invite someone who has a Kosár account on this server.', { exact: false })).toBeVisible();
  // An address no account uses is refused at the field, and nothing is sent.
  await share.getByLabel('Their e-mail address').fill('nobody-here@example.com');
  await share.getByRole('button', { name: 'Send invitation' }).click();
  await expect(share.getByText('No Kosár account on this server uses this e-mail address.', { exact: false })).toBeVisible();
  await share.getByLabel('Their e-mail address').fill(belaAccount.email);
  await share.getByRole('button', { name: 'Send invitation' }).click();
  await expect(anna.getByText(`Invitation sent to ${belaAccount.email}`)).toBeVisible();
  await expect(share.getByText(`Béla (${belaAccount.email}) · waiting for an answer`)).toBeVisible();
  const openShare = async (lang: 'en' | 'hu') => {
    await anna.getByRole('button', { name: /^Weekend \d/ }).click();
    await anna.getByRole('dialog', { name: 'Weekend' }).getByRole('button', { name: lang === 'en' ? 'Share Weekend' : 'Weekend megosztása' }).click();
    const dialog = anna.getByRole('dialog', { name: lang === 'en' ? 'Share “Weekend”' : '„Weekend” megosztása' });
    await expect(dialog.getByText(lang === 'en' ? 'waiting for an answer' : 'még nem válaszolt', { exact: false })).toBeVisible();
  };
  await shotAll(anna, 'share-dialog', { open: openShare, close: () => closeDialogs(anna) });
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(share).toBeHidden();

  // Béla is mailed, and the app shows him the invitation.
  const mail = await latestMailTo(belaAccount.email);
  // Quoted-printable soft line breaks undone, the text part reads as written.
  expect(mail.replace(/=\r?\n/g, '')).toContain(`Anna (${annaAccount.email}) invites you to share the shopping list "Weekend"`);
  await bela.goto('/#/shopping/management');
  const invitation = bela.getByRole('region', { name: 'Invitations' });
  await expect(invitation.getByText('invites you to share the list “Weekend”.', { exact: false })).toBeVisible();
  await expect(bela.getByRole('link', { name: 'Shopping, 1 invitation' })).toBeVisible();
  await shotAll(bela, 'invitations', {
    open: async (lang) => {
      await expect(bela.getByRole('button', { name: lang === 'en' ? 'Accept the invitation to “Weekend”' : 'Meghívás elfogadása ehhez a listához: „Weekend”' })).toBeVisible();
    },
    close: async () => {},
  });
  await bela.getByRole('button', { name: 'Accept the invitation to “Weekend”' }).click();
  await expect(bela.getByText('You now share “Weekend” with Anna')).toBeVisible();
  await expect(invitation).toBeHidden();
  await expect(bela.getByRole('button', { name: /^Weekend \d/ })).toContainText("Anna's list, shared with you");

  // Anna's screen, not reloaded, learns that Béla joined.
  await expect(annasDrawer.getByText('Shared with Béla')).toBeVisible();
  await expect(annasDrawer.getByTestId('list-activity')).toContainText('Béla joined the list');

  // From here on Anna's page is not loaded again: the mark stays until the end.
  await anna.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
  // Béla adds a product from search to the shared list.
  await search(bela, 'kávé');
  const results = bela.getByRole('dialog', { name: 'Search products' });
  const row = results.getByTestId('product-row').first();
  await expect(row).toBeVisible();
  const product = ((await row.getByRole('heading').textContent()) ?? '').trim();
  await row.getByRole('button', { name: /to a shopping list$/ }).click();
  const add = bela.getByRole('dialog', { name: 'Add to shopping list' });
  await add.getByRole('button', { name: /^One more .*\(Weekend\)$/ }).click();
  await expect(add.getByRole('status', { name: /^Quantity of .*\(Weekend\)$/ })).toHaveText('1');
  await add.getByRole('button', { name: 'Done' }).click();

  // Anna sees it on her open drawer without reloading: the line, who added it, and the list's last change.
  const line = annasDrawer.getByRole('listitem').filter({ hasText: loose(product) });
  await expect(line).toBeVisible();
  await expect(line.getByText('added by Béla')).toBeVisible();
  await expect(annasDrawer.getByTestId('list-activity')).toContainText(loose(`Béla added ${product}`));
  expect(await anna.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await shotAll(anna, 'shared-list', {
    open: async (lang) => {
      await anna.getByRole('button', { name: /^Weekend \d/ }).click();
      await expect(annasDrawer.or(anna.getByRole('dialog')).getByText(lang === 'en' ? 'added by Béla' : 'Béla tette fel')).toBeVisible();
    },
    close: () => closeDialogs(anna),
  });

  // Béla's own view of the list says whose lines are whose too.
  await bela.keyboard.press('Escape');
  await bela.goto('/#/shopping/management');
  await bela.getByRole('button', { name: /^Weekend \d/ }).click();
  const belasDrawer = bela.getByRole('dialog', { name: 'Weekend' });
  await expect(belasDrawer.getByText('added by you')).toBeVisible();
  await expect(belasDrawer.getByText('added by Anna').first()).toBeVisible();
  await shot(bela, 'household-shared-list-member-en-1280');

  // Béla leaves the list: it goes from his lists, and Anna's open list says so, still without a reload.
  await belasDrawer.getByRole('button', { name: 'Share Weekend' }).click();
  await bela.getByRole('dialog', { name: 'Share “Weekend”' }).getByRole('button', { name: 'Leave this list' }).click();
  const ask = bela.getByRole('dialog', { name: 'Leave this list?' });
  await expect(ask).toContainText("“Weekend” is Anna's list.");
  await ask.getByRole('button', { name: 'Leave this list' }).click();
  await expect(bela.getByText('You left “Weekend”')).toBeVisible();
  await expect(bela.getByRole('button', { name: /^Weekend \d/ })).toHaveCount(0);
  // Left by himself, the list is not told as gone.
  await expect(bela.getByText('is no longer shared with you', { exact: false })).toHaveCount(0);
  await expect(annasDrawer.getByTestId('list-activity')).toContainText('Béla left the list');
  await expect(annasDrawer.getByText('Shared with Béla')).toBeHidden();
  await anna.keyboard.press('Escape');
  await expect(anna.getByRole('button', { name: /^Weekend \d/ })).not.toContainText('Shared with');
  expect(await anna.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await annaContext.close();
  await belaContext.close();
});
