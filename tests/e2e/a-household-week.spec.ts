/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { AccountData } from '../../src/shared/api/account';
import { expect } from './fixtures';
import { search, setLanguage } from './browse-helpers';
import { expectNoSeriousViolations, latestMailTo, shot, signUp } from './helpers';
import { closeDialogs, loose, shotAll } from './household-helpers';
import { DAY_ONE, DAY_TWO, offerOf, price, serveDayTwo, test, updatePrices, WATCHED } from './monitor-helpers';
import { buildList, ft, setBudapestZone } from './shopping-helpers';

/** Shots of the screen as it is, at 1280 and 390 px wide, in the language on screen. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shot(page, `household-week-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the server counts for a list: the screen is held to it (each line at its cheapest in-zone price). */
async function totalsOf(page: Page, id: number) {
  return page.evaluate(async (listId) => {
    const r = await window.kosar.api('list', { params: { id: listId } });
    if (!r.ok) throw new Error(r.error.message);
    return r.data.totals!;
  }, id);
}

/**
 * A household's week on one server (#32), by what Anna and Béla see: two accounts, two browser contexts on one web host
 * whose prices come from a stand-in monitor. Each part has its own journey in more detail (share-a-list-in-a-household,
 * price-alert-after-an-update, list-total-before-planning, shop-again-from-a-list-or-a-plan, account-download-and-delete);
 * this one holds them together, one after the other, on the same data.
 */
test('a household week: a shared list, a price alert, a plan, shop again, the data download and the account erasure', async ({ browser, baseURL, monitor }) => {
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
  // The household's server has this week's prices from the monitor.
  await updatePrices(anna, '24 November 2026');

  // Anna makes her list: a few staples, and from its page a product she will watch later.
  const { id: listId } = await buildList(anna, 'Weekend', 2);
  const watched = await offerOf(anna, WATCHED);
  await anna.goto(`/#/product/${watched.id}`);
  await expect(anna.getByRole('button', { name: /^Watch the price: / })).toBeVisible();
  const watchedName = ((await anna.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await anna.getByRole('button', { name: 'Add to shopping list', exact: true }).click();
  const addDialog = anna.getByRole('dialog', { name: 'Add to shopping list' });
  await addDialog.getByRole('button', { name: /^One more .*\(Weekend\)$/ }).click();
  await expect(addDialog.getByRole('status', { name: /^Quantity of .*\(Weekend\)$/ })).toHaveText('1');
  await addDialog.getByRole('button', { name: 'Done' }).click();

  // Its total, at the cheapest prices in her zone, on the list's row and in its drawer.
  const totals = await totalsOf(anna, listId);
  expect(totals.missing).toBe(0);
  await anna.goto('/#/shopping/management');
  const annasRow = anna.getByRole('button', { name: /^Weekend \d/ });
  await expect(annasRow.getByTestId('list-total')).toContainText('At the cheapest prices in your zone:');
  expect(ft(await annasRow.getByTestId('list-total').locator('strong').textContent())).toBe(Math.round(totals.cheapest));
  await annasRow.click();
  const annasDrawer = anna.getByRole('dialog', { name: 'Weekend' });
  await expect(annasDrawer.getByRole('list', { name: 'Products on the list' }).getByRole('listitem')).toHaveCount(3);
  expect(ft(await annasDrawer.getByTestId('list-total').locator('strong').textContent())).toBe(Math.round(totals.cheapest));
  await shots(anna, 'list-total-en');

  // She shares it with Béla from the drawer.
  await annasDrawer.getByRole('button', { name: 'Share Weekend' }).click();
  const share = anna.getByRole('dialog', { name: 'Share “Weekend”' });
  await share.getByLabel('Their e-mail address').fill(belaAccount.email);
  await share.getByRole('button', { name: 'Send invitation' }).click();
  await expect(anna.getByText(`Invitation sent to ${belaAccount.email}`)).toBeVisible();
  await expect(share.getByText(`Béla (${belaAccount.email}) · waiting for an answer`)).toBeVisible();
  await shotAll(anna, 'week-share', {
    open: async (lang) => {
      await anna.getByRole('button', { name: /^Weekend \d/ }).click();
      await anna.getByRole('dialog', { name: 'Weekend' }).getByRole('button', { name: lang === 'en' ? 'Share Weekend' : 'Weekend megosztása' }).click();
      await expect(anna.getByRole('dialog').getByText(lang === 'en' ? 'waiting for an answer' : 'még nem válaszolt', { exact: false })).toBeVisible();
    },
    close: () => closeDialogs(anna),
  });
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(share).toBeHidden();

  // Béla is mailed, sees the invitation in the app and accepts it.
  const mail = await latestMailTo(belaAccount.email);
  expect(mail.replace(/=\r?\n/g, '')).toContain(`Anna (${annaAccount.email}) invites you to share the shopping list "Weekend"`);
  await bela.goto('/#/shopping/management');
  await expect(bela.getByRole('region', { name: 'Invitations' }).getByText('invites you to share the list “Weekend”.', { exact: false })).toBeVisible();
  await shotAll(bela, 'week-invitation', {
    open: async (lang) => {
      await expect(bela.getByRole('button', { name: lang === 'en' ? 'Accept the invitation to “Weekend”' : 'Meghívás elfogadása ehhez a listához: „Weekend”' })).toBeVisible();
    },
    close: async () => {},
  });
  await bela.getByRole('button', { name: 'Accept the invitation to “Weekend”' }).click();
  await expect(bela.getByText('You now share “Weekend” with Anna')).toBeVisible();
  await expect(bela.getByRole('button', { name: /^Weekend \d/ })).toContainText("Anna's list, shared with you");
  await expect(annasDrawer.getByText('Shared with Béla')).toBeVisible();

  // Béla adds coffee from search; Anna's open drawer shows it, by the app's poll, with no reload of her page.
  await anna.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
  await search(bela, 'kávé');
  const row = bela.getByRole('dialog', { name: 'Search products' }).getByTestId('product-row').first();
  await expect(row).toBeVisible();
  const belasProduct = ((await row.getByRole('heading').textContent()) ?? '').trim();
  // As the shop names it: in English an observed product's name on screen has its kind beside it ("(Coffee beans)").
  const belasShopName = belasProduct.replace(/ \([^)]*\)$/, '');
  await row.getByRole('button', { name: /to a shopping list$/ }).click();
  const belasAdd = bela.getByRole('dialog', { name: 'Add to shopping list' });
  await belasAdd.getByRole('button', { name: /^One more .*\(Weekend\)$/ }).click();
  await expect(belasAdd.getByRole('status', { name: /^Quantity of .*\(Weekend\)$/ })).toHaveText('1');
  await belasAdd.getByRole('button', { name: 'Done' }).click();
  const belasLine = annasDrawer.getByRole('listitem').filter({ hasText: loose(belasProduct) });
  await expect(belasLine.getByText('added by Béla')).toBeVisible();
  // The last change names the product as the shop does.
  await expect(annasDrawer.getByTestId('list-activity')).toContainText(loose(`Béla added ${belasShopName}`));
  expect(await anna.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await shotAll(anna, 'week-shared-list', {
    open: async (lang) => {
      await anna.getByRole('button', { name: /^Weekend \d/ }).click();
      await expect(anna.getByRole('dialog').getByText(lang === 'en' ? 'added by Béla' : 'Béla tette fel')).toBeVisible();
    },
    close: () => closeDialogs(anna),
  });

  // Anna watches the product on her list from its line's bell.
  await annasDrawer.getByRole('button', { name: `Watch the price: ${watchedName} (${watched.chain})` }).click();
  const watch = anna.getByRole('dialog', { name: `Watch the price of ${watchedName}` });
  await watch.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(anna.getByText(`Watching the price of ${watchedName} (${watched.chain}).`)).toBeVisible();
  await expect(annasDrawer.getByRole('button', { name: `Watch the price: ${watchedName} (${watched.chain})` })).toHaveAttribute('aria-pressed', 'true');
  await shots(anna, 'watched-en');
  await closeDialogs(anna);
  await anna.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(anna.getByText('Nothing you watch has got cheaper yet.', { exact: false })).toBeVisible();

  // The next day's prices: the monitor has it a third cheaper, and Anna's inbox says so, once.
  await serveDayTwo(monitor);
  await updatePrices(anna, '25 November 2026');
  const nav = anna.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Alerts, 1 unread' }).click();
  const entries = anna.getByTestId('inbox-entry');
  await expect(entries).toHaveCount(1);
  const was = price(WATCHED).toLocaleString('en-GB');
  const now = price(DAY_TWO[DAY_ONE.indexOf(WATCHED)]!).toLocaleString('en-GB');
  await expect(entries.getByRole('link')).toHaveText(loose(`${watchedName} got cheaper at ${watched.chain}: was ${was} Ft, now ${now} Ft (25 November 2026, Árfigyelő)`));
  await expectNoSeriousViolations(anna, 'inbox en');
  await shots(anna, 'inbox-en');
  await setLanguage(anna, 'Hu');
  await expect(anna.getByRole('heading', { name: 'Árértesítések' })).toBeVisible();
  await expect(entries.getByRole('link')).toContainText('olcsóbb lett');
  await expectNoSeriousViolations(anna, 'inbox hu');
  await shots(anna, 'inbox-hu');
  await setLanguage(anna, 'En');

  // Anna plans the list, saves the plan, and shops again from it: a new list with every line, Béla's too.
  await anna.goto('/#/shopping/management');
  await anna.getByRole('button', { name: /^Weekend \d/ }).click();
  await annasDrawer.getByRole('button', { name: 'Plan shopping' }).click();
  await anna.getByRole('button', { name: 'Consider all' }).click();
  await anna.getByRole('button', { name: 'View detail' }).first().click();
  await expect(anna.getByTestId('plan-total')).toBeVisible();
  await shots(anna, 'plan-en');
  await anna.getByRole('button', { name: 'Save plan' }).click();
  await expect(anna).toHaveURL(/#\/shopping\/management$/);
  await anna.getByRole('button', { name: /^Shop again: copy the plan for Weekend/ }).click();
  const copy = anna.getByRole('dialog', { name: 'Weekend (copy)' });
  await expect(copy.getByRole('heading', { name: 'Weekend (copy)' })).toBeFocused();
  const copyLines = copy.getByRole('list', { name: 'Products on the list' }).getByRole('listitem');
  await expect(copyLines).toHaveCount(4);
  await expect(copyLines.filter({ hasText: loose(belasProduct) })).toBeVisible();
  await shots(anna, 'shop-again-en');
  await closeDialogs(anna);

  // Anna downloads her data: her list, with Béla's item and who added it, and the copy.
  await anna.getByRole('button', { name: 'Menu' }).click();
  await anna.getByRole('link', { name: 'Profile' }).click();
  const downloading = anna.waitForEvent('download');
  await anna.getByRole('button', { name: 'Download my data' }).click();
  const data = AccountData.parse(JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')));
  expect(data.account).toMatchObject({ email: annaAccount.email, firstname: 'Anna' });
  expect(data.lists.map((l) => l.name).sort()).toEqual(['Weekend', 'Weekend (copy)']);
  const weekend = data.lists.find((l) => l.name === 'Weekend')!;
  expect(weekend.members.map((m) => m.name)).toEqual(['Béla']);
  expect(weekend.items.find((i) => i.name === belasShopName), JSON.stringify(weekend.items)).toMatchObject({ added_by: 'Béla', quantity: 1 });
  expect(data.watches.map((w) => w.product_id)).toEqual([watched.id]);
  await shots(anna, 'profile-en');

  // Béla has his lists open, the shared one among them, when Anna deletes her account.
  await closeDialogs(bela);
  await bela.goto('/#/shopping/management');
  await expect(bela.getByRole('button', { name: /^Weekend \d/ })).toContainText("Anna's list, shared with you");
  await anna.getByRole('link', { name: 'Delete my account' }).click();
  await expect(anna.getByText('It cannot be undone.')).toBeVisible();
  await shots(anna, 'delete-en');
  await anna.getByLabel('Current password').fill(annaAccount.password);
  await anna.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(anna.getByText('Your account is deleted.')).toBeVisible();
  await expect(anna.getByText(/Erased: 2 lists, /)).toBeVisible();

  // Her lists go with her account, the shared one from Béla's lists too (docs/account.md), and his app, not reloaded,
  // says so (docs/household.md#when-a-shared-list-goes).
  await bela.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
  await expect(bela.getByText('“Weekend” is no longer shared with you: Anna deleted it, stopped sharing it with you or closed their account.')).toBeVisible();
  await expect(bela.getByRole('button', { name: /^Weekend \d/ })).toHaveCount(0);
  expect(await bela.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await shots(bela, 'gone-en');
  await setLanguage(bela, 'Hu');
  await expect(bela.getByText('„Weekend” már nincs megosztva veled: Anna törölte, kivett belőle, vagy megszüntette a fiókját.')).toBeVisible();
  await shots(bela, 'gone-hu');
  // Told once: a later start of his app does not say it again.
  await bela.reload();
  await expect(bela.getByText('Még nincs bevásárlólistád.', { exact: false })).toBeVisible();
  await expect(bela.getByText('már nincs megosztva veled', { exact: false })).toHaveCount(0);
  // Anna's welcome says her account is deleted, not that her session expired: the erasure ended it.
  await expect(anna.getByText('Your account is deleted.')).toBeVisible();
  await expect(anna.getByTestId('session-ended')).toHaveCount(0);
  await shots(anna, 'deleted-en');

  await annaContext.close();
  await belaContext.close();
});
