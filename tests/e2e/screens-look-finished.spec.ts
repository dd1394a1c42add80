/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, open, shot, signUp } from './helpers';
import { setLanguage } from './browse-helpers';

const transformOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => getComputedStyle(el).transform);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 800 },
]) {
  test(`placeholders, FAQ, menu, zone prompt and a missing category look finished (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const w = viewport.width;
    await signUp(page);

    // The zone prompt: what to do, in three numbered steps, under a map pin.
    const prompt = page.getByRole('region', { name: 'Select your shopping zone' });
    await expect(prompt.getByRole('listitem')).toHaveCount(3);
    await expect(prompt.getByText('Click the map where your shopping starts.')).toBeVisible();
    await expect(prompt.locator('.placeholder-badge svg')).toBeVisible();
    await shot(page, `finished-zone-prompt-en-${w}`);
    await setLanguage(page, 'Hu');
    await expect(page.getByText('Kattints a térképen arra a pontra, ahonnan vásárolni indulsz.')).toBeVisible();
    await shot(page, `finished-zone-prompt-hu-${w}`);
    await setLanguage(page, 'En');
    await page.getByRole('button', { name: 'OK' }).click();

    // FAQ: each question has a chevron that turns when it opens.
    await open(page, '/faqs');
    const first = page.locator('.faq details').first();
    await expect(page.locator('.faq summary svg')).toHaveCount(2);
    expect(await transformOf(page, '.faq details:nth-of-type(1) summary svg')).toBe('none');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect.poll(() => transformOf(page, '.faq details:nth-of-type(1) summary svg')).not.toBe('none');
    await expectNoSeriousViolations(page, `faq ${w}`);
    await shot(page, `finished-faq-en-${w}`);
    await setLanguage(page, 'Hu');
    await shot(page, `finished-faq-hu-${w}`);
    await setLanguage(page, 'En');

    // The menu: an icon for every item, Log out set apart at the end.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const items = menu.getByRole('navigation').locator(':scope > a, :scope > button');
    await expect(items).toHaveCount(10);
    for (const item of await items.all()) await expect(item.locator('svg')).toHaveCount(1);
    const logout = menu.getByRole('button', { name: 'Log out' });
    await expect(items.last()).toHaveText('Log out');
    expect(await logout.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await shot(page, `finished-menu-en-${w}`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await setLanguage(page, 'Hu');
    await page.getByRole('banner').getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Kijelentkezés' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Menü' }).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await shot(page, `finished-menu-hu-${w}`);
    await page.keyboard.press('Escape');
    await setLanguage(page, 'En');

    // A placeholder: a card with an icon, what it is, and the way home.
    await open(page, '/cashback');
    await setLanguage(page, 'En');
    await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
    await expect(page.getByText('This part is not developed in the test version.')).toBeVisible();
    await expect(page.locator('.placeholder-badge svg')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    await expectNoSeriousViolations(page, `placeholder ${w}`);
    await shot(page, `finished-placeholder-en-${w}`);
    await setLanguage(page, 'Hu');
    await shot(page, `finished-placeholder-hu-${w}`);
    await setLanguage(page, 'En');

    // An unknown category: titled for what is missing, said once, with Back and Home instead of Try again.
    await open(page, '/products/category/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toContainText('There is no such product category.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await shot(page, `finished-category-missing-en-${w}`);
    // Searching is the step that helps: it opens the search with the field ready for typing.
    await page.getByRole('button', { name: 'Search the products' }).click();
    await expect(page.getByRole('dialog', { name: 'Search products' }).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await setLanguage(page, 'Hu');
    await expect(page.getByRole('heading', { level: 1, name: 'Nincs ilyen kategória' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keresés a termékek között' })).toBeVisible();
    // Every navigation label shows whole in Hungarian too: a long word breaks at its hyphen instead of being cut.
    const cut = await page.locator('.bottom-nav a span').evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await shot(page, `finished-category-missing-hu-${w}`);
    await setLanguage(page, 'En');
  });
}
