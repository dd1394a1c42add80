/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoSeriousViolations, open, shot, signUp } from './helpers';
import { setLanguage } from './browse-helpers';
import { buildList, setBudapestZone } from './shopping-helpers';

/**
 * Every route of the renderer (and the drawers that stand in for screens: search, a list, the menu), filled with real
 * content, at a desktop and a phone width in both languages: axe finds no serious or critical violation, and nothing
 * makes the page wider than the window (#34).
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const LANGS = ['En', 'Hu'] as const;
type Lang = (typeof LANGS)[number];

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen holds its content (beyond a level-1 heading and no spinner). */
  ready?: (page: Page, lang: Lang) => Promise<void>;
  /** Opens a drawer or dialog over the route, once it is ready. */
  then?: (page: Page, lang: Lang) => Promise<void>;
  /** Visitor screens outside the layout may carry their title differently; default: a level-1 heading. */
  noHeading?: boolean;
}

const LABELS = {
  En: { search: 'Search', menu: 'Menu', addToList: 'Add to shopping list', filter: 'Filter retailers', exclude: 'Exclude some' },
  Hu: {
    search: 'Keresés',
    menu: 'Menü',
    addToList: 'Hozzáadás bevásárlólistához',
    filter: 'Üzletláncok szűrése',
    exclude: 'Néhányat kihagyok',
  },
} as const;

/** Navigates the hash router in place (no reload: the computed solutions live in the page's memory). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

async function settled(page: Page, screen: Screen, lang: Lang): Promise<void> {
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await expect(page.locator('main .spinner, section .spinner')).toHaveCount(0);
  if (!screen.noHeading) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await screen.ready?.(page, lang);
}

/** The document's width, and the elements that stick out past the window where their parent does not (where an
 *  overflow starts), to name in a failure. */
async function width(page: Page): Promise<{ scroll: number; out: string[] }> {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const sticksOut = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > w + 1;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!sticksOut(el) || sticksOut(el.parentElement)) continue;
      const name = el.getAttribute('data-testid') ?? String(el.className).slice(0, 40);
      const text = (el.textContent ?? '').trim().slice(0, 30);
      out.push(`${el.tagName.toLowerCase()}.${name} right ${Math.round(el.getBoundingClientRect().right)} "${text}"`);
    }
    return { scroll: document.documentElement.scrollWidth, out: out.slice(0, 12) };
  });
}

async function check(page: Page, screen: Screen, lang: Lang): Promise<void> {
  await go(page, screen.path);
  await settled(page, screen, lang);
  await screen.then?.(page, lang);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page, { ...screen, noHeading: true }, lang);
    const label = `${screen.name} ${lang} ${size.width}`;
    // From the top: a full-page shot draws the fixed header where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `route-${screen.name}-${lang.toLowerCase()}-${size.width}`);
    const wide = await width(page);
    expect(wide.scroll, `${label} is ${wide.scroll} px wide: ${wide.out.join(' | ')}`).toBeLessThanOrEqual(size.width);
    await expectNoSeriousViolations(page, label);
  }
  // A drawer or dialog opened over the route closes before the next screen.
  if (screen.then) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

async function checkAll(page: Page, screens: Screen[], langs: readonly Lang[] = LANGS): Promise<void> {
  for (const lang of langs) {
    await setLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
    for (const screen of screens) await check(page, screen, lang);
    await page.setViewportSize(SIZES[0]);
  }
}

test('every visitor screen fits a phone and has no serious axe violation, in both languages', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await open(page, '/welcome');
  const form = (page: Page) => expect(page.locator('form input').first()).toBeVisible();
  await checkAll(page, [
    { name: 'welcome', path: '/welcome', ready: (p) => expect(p.getByTestId('welcome-chains')).toBeVisible() },
    { name: 'sign-in', path: '/sign-in', ready: form },
    { name: 'sign-up', path: '/sign-up', ready: form },
    { name: 'forgot-password', path: '/forgot-password', ready: form },
    { name: 'reset-password', path: '/reset-password?key=abcdefghijklmnop0123&email=a%40b.hu', ready: form },
    { name: 'coming-soon', path: '/coming-soon' },
    { name: 'not-found', path: '/no-such-page', ready: (p) => expect(p.getByRole('link').first()).toBeVisible() },
  ]);
});

// One test per language: the signed-in screens are many (each at three widths with an axe pass), and both languages
// in one test took over its ten minutes on a loaded machine. Each has twice the usual time for the same reason.
for (const language of LANGS) {
  test(`every signed-in screen, with real content, fits a phone and has no serious axe violation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(1_200_000);
    await page.setViewportSize(SIZES[0]);
    await signUp(page);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/zone$/);
    await setBudapestZone(page);
    const list = await buildList(page, 'Weekly shop', 6);
    const ids = await page.evaluate(async (productId) => {
      const fav = await window.kosar.api('addFavorite', { body: { product_id: productId } });
      if (!fav.ok) throw new Error(fav.error.message);
      const cats = await window.kosar.api('categories');
      const retailers = await window.kosar.api('retailers');
      const blogs = await window.kosar.api('blogs');
      if (!cats.ok || !retailers.ok || !blogs.ok) throw new Error('catalogue not readable');
      return {
        category: cats.data.categories.find((c) => c.parent_id === null)!.id,
        retailer: retailers.data.retailers[0]!.id,
        posts: blogs.data.blogs.map((b) => b.id),
      };
    }, list.productIds[0]!);
    expect(ids.posts.length).toBeGreaterThan(0);

    // A computed plan: two solutions, the first saved, the second's detail left unsaved.
    await go(page, '/shopping/management');
    await page.getByRole('button', { name: /^Weekly shop \d/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Plan shopping' }).click();
    await expect(page).toHaveURL(/#\/shopping\/plan\b/);
    const plan = page.url().split('#')[1]!;
    await page.getByRole('button', { name: 'Consider all' }).click();
    await expect(page).toHaveURL(/#\/shopping\/solutions$/, { timeout: 60_000 });
    const cards = page.getByTestId('solution-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count(), 'the plan has more than one solution').toBeGreaterThan(1);
    await cards.nth(1).getByRole('button', { name: 'View detail' }).click();
    await expect(page.getByTestId('plan-total')).toBeVisible();
    const unsaved = page.url().split('#')[1]!;
    await page.goBack();
    await cards.first().getByRole('button', { name: 'View detail' }).click();
    await expect(page.getByTestId('plan-total')).toBeVisible();
    const saved = page.url().split('#')[1]!;
    expect(saved).not.toBe(unsaved);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page).toHaveURL(/#\/shopping\/management$/);
    await expect(page.getByTestId('saved-plan-total')).toHaveCount(1);

    const rows = (p: Page) => expect(p.getByTestId('product-row').first()).toBeVisible();
    const cardsShown = (p: Page) => expect(p.getByTestId('product-card').first()).toBeVisible();
    const screens: Screen[] = [
      { name: 'home', path: '/', ready: (p) => expect(p.locator('main a[href^="#/product/"]').first()).toBeVisible() },
      {
        name: 'search',
        path: '/',
        then: async (p, lang) => {
          await p.getByRole('banner').getByRole('button', { name: LABELS[lang].search, exact: true }).click();
          await p.getByRole('searchbox').fill('tej');
          await expect(p.getByRole('dialog').getByTestId('product-row').first()).toBeVisible();
        },
      },
      {
        name: 'menu',
        path: '/',
        then: async (p, lang) => {
          await p.getByRole('button', { name: LABELS[lang].menu, exact: true }).click();
          await expect(p.getByRole('dialog', { name: LABELS[lang].menu })).toBeVisible();
        },
      },
      { name: 'category', path: `/products/category/${ids.category}`, ready: rows },
      { name: 'best-offers', path: '/products/best', ready: rows },
      { name: 'vegan', path: '/products/vegan', ready: rows },
      { name: 'lactose-free', path: '/products/lactose', ready: rows },
      { name: 'popular', path: `/products/popular/${ids.retailer}`, ready: rows },
      {
        name: 'product',
        path: `/product/${list.productIds[0]}`,
        ready: (p) => expect(p.getByTestId('offer-name').first()).toBeVisible(),
      },
      {
        name: 'add-to-list',
        path: `/product/${list.productIds[0]}`,
        then: async (p, lang) => {
          await p
            .getByRole('main')
            .getByRole('button', { name: new RegExp(`^${LABELS[lang].addToList}`) })
            .first()
            .click();
          await expect(p.getByRole('dialog', { name: LABELS[lang].addToList })).toBeVisible();
          await expect(p.getByRole('dialog').getByText('Weekly shop')).toBeVisible();
        },
      },
      { name: 'favourites', path: '/favour', ready: cardsShown },
      { name: 'news', path: '/news', ready: (p) => expect(p.locator('.br-news-card').first()).toBeVisible() },
      ...ids.posts.map((id) => ({
        name: `news-${id}`,
        path: `/news/${id}`,
        ready: (p: Page) => expect(p.locator('.br-news-body')).toBeVisible(),
      })),
      { name: 'lists', path: '/shopping/management', ready: (p) => expect(p.getByTestId('saved-plan-total')).toHaveCount(1) },
      {
        name: 'list-drawer',
        path: '/shopping/management',
        then: async (p) => {
          await p.getByRole('button', { name: /^Weekly shop \d/ }).click();
          await expect(p.getByRole('dialog', { name: 'Weekly shop' })).toBeVisible();
        },
      },
      {
        name: 'product-in-list',
        path: `/shopping/management/product/${list.productIds[0]}`,
        ready: (p) => expect(p.locator('.sh-pil-facts')).toBeVisible(),
      },
      { name: 'plan', path: plan, ready: (p) => expect(p.getByTestId('chain-totals')).toBeVisible() },
      {
        name: 'plan-exclude-some',
        path: plan,
        then: async (p, lang) => {
          await p.getByRole('button', { name: LABELS[lang].exclude }).click();
          await expect(p.getByRole('checkbox').first()).toBeVisible();
        },
      },
      {
        name: 'solutions',
        path: '/shopping/solutions',
        ready: (p) => expect(p.getByTestId('solution-card').first()).toBeVisible(),
      },
      { name: 'plan-detail', path: unsaved, ready: (p) => expect(p.getByTestId('plan-total')).toBeVisible() },
      { name: 'saved-plan', path: saved, ready: (p) => expect(p.getByTestId('plan-total')).toBeVisible() },
      {
        name: 'zone',
        path: '/zone',
        ready: (p) => expect(p.getByTestId('zone-map').locator('.leaflet-container')).toBeVisible(),
      },
      {
        name: 'zone-filter',
        path: '/zone',
        then: async (p, lang) => {
          await p.getByRole('button', { name: LABELS[lang].filter }).click();
          await expect(p.getByRole('dialog', { name: LABELS[lang].filter })).toBeVisible();
        },
      },
      { name: 'inbox', path: '/inbox' },
      { name: 'about', path: '/about', ready: (p) => expect(p.getByTestId('feed-data-date')).toBeVisible() },
      { name: 'faqs', path: '/faqs' },
      { name: 'profile', path: '/profile' },
      { name: 'settings', path: '/settings' },
      { name: 'contact', path: '/contact' },
      { name: 'cookie', path: '/cookie' },
      { name: 'delete-account', path: '/delete-account' },
      { name: 'cashback', path: '/cashback' },
    ];
    await checkAll(page, screens, [language]);
  });
}
