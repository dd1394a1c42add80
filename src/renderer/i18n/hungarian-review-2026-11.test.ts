import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_MAX } from '../../shared/api/plans';
import { SOURCES } from '../../shared/attribution';
import { RULES } from '../../shared/rules';
import { newListName } from '../features/shopping/logic';
import { formatNumber, keepProse, keepUnits } from './format';
import { lowerFirst, resources } from './index';

/**
 * The native speaker's review of November 2026 (../shared/review/hu-strings-2026-11.md), row by row: each reviewed
 * text as the screen shows it (i18next with its plural form and values filled in) is exactly the proposed wording, so
 * reverting any of them fails here. Rows that are not translation keys (list names, sources, hyphens) are checked
 * where the text is made.
 */
const NBSP = '\u00a0';
const DATE = `2026.${NBSP}szeptember${NBSP}25.`;

interface Row {
  row: string;
  key: string;
  values?: Record<string, unknown>;
  text: string;
}

const ROWS: Row[] = [
  {
    row: 'history.noTrend (one day)',
    key: 'history.noTrend',
    values: { count: 1 },
    text: 'Még nincs trend: ennek az árnak csak 1 napi Árfigyelő-adata van, a trendhez 5 hétnyi kell.',
  },
  {
    row: 'history.noTrend (days)',
    key: 'history.noTrend',
    values: { count: 8 },
    text: 'Még nincs trend: ennek az árnak csak 8 napi Árfigyelő-adata van, a trendhez 5 hétnyi kell.',
  },
  { row: 'shopping.follow.checklistTitle', key: 'shopping.follow.checklistTitle', text: 'Bevásárlólista boltonként' },
  {
    row: 'shopping.solutions.pricesMixed (one)',
    key: 'shopping.solutions.pricesMixed',
    values: { observed: 9, count: 1, date: DATE },
    text: `9 ár az Árfigyelőtől (${DATE}), 1 becsült`,
  },
  {
    row: 'shopping.solutions.pricesMixed (other)',
    key: 'shopping.solutions.pricesMixed',
    values: { observed: 1, count: 9, date: DATE },
    text: `1 ár az Árfigyelőtől (${DATE}), 9 becsült`,
  },
  {
    row: 'shopping.changes.today (one)',
    key: 'shopping.changes.today',
    values: { count: 1, total: `1${NBSP}049${NBSP}Ft` },
    text: `A még kapható 1 termék ára ma ezekben a boltokban (összesen): 1${NBSP}049${NBSP}Ft.`,
  },
  {
    row: 'shopping.changes.today (other)',
    key: 'shopping.changes.today',
    values: { count: 12, total: `9${NBSP}291${NBSP}Ft` },
    text: `A még kapható 12 termék ára ma ezekben a boltokban (összesen): 9${NBSP}291${NBSP}Ft.`,
  },
  {
    row: 'shopping.plan.travelRange (per km)',
    key: 'shopping.plan.travelRange',
    values: { max: formatNumber(TRAVEL_MAX.perKm, 'hu', 0) },
    text: `Adj meg egy számot 0 és 10${NBSP}000 között.`,
  },
  {
    row: 'shopping.plan.travelRange (per shop)',
    key: 'shopping.plan.travelRange',
    values: { max: formatNumber(TRAVEL_MAX.perStop, 'hu', 0) },
    text: `Adj meg egy számot 0 és 100${NBSP}000 között.`,
  },
  {
    row: 'browse.addToList.open',
    key: 'browse.addToList.open',
    values: { name: 'Vaj 82% 100 g, Lidl' },
    text: 'Hozzáadás bevásárlólistához: Vaj 82% 100 g, Lidl',
  },
  { row: 'browse.product.definitionLabel (trend)', key: 'browse.product.trendDefinitionLabel', text: 'Mit jelent a trend?' },
  { row: 'browse.product.definitionLabel (saving)', key: 'browse.product.savingDefinitionLabel', text: 'Mit jelent a megtakarítás?' },
  {
    row: 'browse.chart.summary (one day, one chain)',
    key: 'browse.chart.summaryOneDay',
    values: { count: 1, date: DATE },
    text: `A termék ára 1 üzletláncnál egyetlen napon: ${DATE}`,
  },
  {
    row: 'browse.chart.summary (one day, chains)',
    key: 'browse.chart.summaryOneDay',
    values: { count: 6, date: DATE },
    text: `A termék árai 6 üzletláncnál egyetlen napon: ${DATE}`,
  },
  {
    row: 'price.estimateLong',
    key: 'price.estimateLong',
    values: { date: DATE },
    text: `Becsült ár (${DATE}): nem boltban megfigyelt, hanem országos átlagárakból és az Árfigyelő által felmért kosárból modellezett becslés`,
  },
  {
    row: 'shopping.toast.notSaved',
    key: 'shopping.toast.notSaved',
    values: { reason: 'A szerver nem érhető el.' },
    text: 'A módosítást nem sikerült menteni. A szerver nem érhető el.',
  },
  {
    row: 'about.serverError',
    key: 'about.serverError',
    values: { reason: 'A szerver nem érhető el. Ellenőrizd a kapcsolatot, és próbáld újra.' },
    text: 'A szerver nem érhető el. Ellenőrizd a kapcsolatot, és próbáld újra.',
  },
  { row: 'feed.title', key: 'feed.title', text: 'Az árak frissessége' },
  { row: 'feed.loading', key: 'feed.loading', text: 'Az árak adatainak betöltése…' },
  {
    row: 'about.intro',
    key: 'about.intro',
    text:
      'Az árak egy része az Árfigyelőből, a GVH árfigyelő oldaláról származik, a többi nyilvános áradatokból modellezett becslés. ' +
      'Minden ár mellett látod, melyik. Mindig a polcon látható ár az irányadó.',
  },
  // A soft hyphen lets the 390 px navigation break the word where a reader expects it, not cut it.
  { row: 'nav.cashback', key: 'nav.cashback', text: 'Vissza\u00adtérítés' },
  { row: 'browse.search.discount', key: 'browse.search.discount', text: 'Csak akciósak' },
  { row: 'browse.search.sortRelevance', key: 'browse.search.sortRelevance', text: 'Legjobb találat elöl' },
  { row: 'shopping.management.storeCount (one)', key: 'shopping.management.storeCount', values: { count: 1 }, text: `1${NBSP}bolt` },
  { row: 'shopping.management.storeCount (other)', key: 'shopping.management.storeCount', values: { count: 3 }, text: `3${NBSP}bolt` },
  { row: 'shopping.management.productCount (one)', key: 'shopping.management.productCount', values: { count: 1 }, text: `1${NBSP}termék` },
  { row: 'shopping.management.productCount (other)', key: 'shopping.management.productCount', values: { count: 10 }, text: `10${NBSP}termék` },
  { row: 'shopping.toast.listCreated', key: 'shopping.toast.listCreated', values: { name: 'Heti' }, text: 'Elkészült a lista: „Heti”' },
  { row: 'shopping.drawer.noProducts', key: 'shopping.drawer.noProducts', text: 'A lista még üres.' },
  { row: 'validation.invalid', key: 'validation.invalid', text: 'Ellenőrizd ezt az értéket.' },
  { row: 'addToList.nameRequired', key: 'browse.addToList.nameRequired', text: 'Adj nevet a listának.' },
  { row: 'rename.required', key: 'shopping.rename.required', text: 'Adj nevet a listának.' },
  { row: 'common.loading on the sign-in button', key: 'signIn.busy', text: 'Bejelentkezés…' },
  { row: 'zonePrompt.ok', key: 'zonePrompt.ok', text: 'Tovább a térképhez' },
];

/** The review's English table: the spec's legacy texts, fixed as a copy editor would, meaning kept. */
const ENGLISH = [
  { key: 'validation.passwordMismatch', old: 'Entered password do not match', text: 'The passwords do not match' },
  { key: 'validation.forgotEmailFormat', old: 'Email no match', text: 'Enter a valid email address' },
  { key: 'errors.INVALID_CREDENTIALS', old: 'Invalid username or password!', text: 'Wrong email or password' },
  { key: 'signIn.submit', old: 'Entry', text: 'Sign in' },
  { key: 'menu.logout', old: 'Logout', text: 'Log out' },
  { key: 'feed.dataDate', old: 'Data of', text: 'Prices as of' },
];

describe('the Hungarian review of 2026-11 stays applied', () => {
  let hu: TFunction;
  let i18n: ReturnType<typeof i18next.createInstance>;
  beforeAll(async () => {
    i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'hu', fallbackLng: false, interpolation: { escapeValue: false } });
    i18n.services.formatter?.add('lowerFirst', lowerFirst);
    hu = i18n.getFixedT('hu');
  });

  it.each(ROWS)('$row', (row) => {
    expect(String(hu(row.key as never, (row.values ?? {}) as never))).toBe(row.text);
  });

  it.each(ENGLISH)('English $key reads "$text", not "$old"', ({ key, text }) => {
    expect(String(i18n.getFixedT('en')(key as never))).toBe(text);
  });

  it('no English text is left with a legacy wording of the review', () => {
    const all = JSON.stringify(resources.en.translation);
    for (const { old } of ENGLISH) expect(all).not.toContain(`"${old}"`);
  });

  it('about.observed / about.modelled: "toalettpapír" and "drogériai", the terms used elsewhere', () => {
    const observed = String(hu('about.observed', { items: 25, offers: '148', date: DATE }));
    expect(observed).toContain('alapélelmiszerek, toalettpapír, mosószer');
    expect(observed).not.toMatch(/WC-papír/i);
    const modelled = String(hu('about.modelled'));
    expect(modelled).toContain('A kosárban nem szereplő drogériai és állateledel-termékek árszintjét');
    expect(modelled).not.toContain('drogériás');
  });

  it('browse.product.definitionLabel: no button is left with the shared "Mit jelent ez?"', () => {
    expect(i18n.exists('browse.product.definitionLabel', { lng: 'hu' })).toBe(false);
    expect(hu('browse.product.trendDefinitionLabel')).not.toBe(hu('browse.product.savingDefinitionLabel'));
  });

  it('src/shared/attribution.ts: when prices are fetched, the licence and the map credit', () => {
    const source = (key: string) => SOURCES.find((s) => s.key === key)!;
    expect(source('arfigyelo').usedFor.hu).toContain(
      '(induláskor, ha az adatok egy napnál régebbiek, majd naponta, vagy az „Árak frissítése most” gombbal)',
    );
    expect(source('arfigyelo').hu.licence).toBe('a GVH Árfigyelő felhasználási feltételei');
    expect(source('osm').hu.notice).toBe('© OpenStreetMap-közreműködők');
  });

  it('default list name: "Bevásárlólista 2", not "bevásárlólista #2"', () => {
    expect(RULES.defaultListName(2)).toBe('Bevásárlólista 2');
    expect(newListName(['Heti'])).toBe('Bevásárlólista 2');
  });

  it('product descriptions and news titles: a number keeps its hyphenated suffix (U+2011, a non-breaking hyphen)', () => {
    expect(keepProse('Őrölt kávé: egy év alatt 11,3%-kal drágult')).toBe('Őrölt kávé: egy év alatt 11,3%\u2011kal drágult');
    expect(keepProse('74,7%-kal drágább a tojás, mint 2018-ban')).toBe('74,7%\u2011kal drágább a tojás, mint 2018\u2011ban');
    expect(keepProse('a GVH Árfigyelő 2026. szeptember 25-i adata. Kiszerelés: 1 l.')).toBe(
      `a GVH Árfigyelő 2026.${NBSP}szeptember${NBSP}25\u2011i adata. Kiszerelés: 1${NBSP}l.`,
    );
    // A range is not a suffix; product names (matched by their stored text) are left to keepUnits.
    expect(keepProse('200-250 g')).toBe(`200-250${NBSP}g`);
    expect(keepUnits('Tojás 10-es')).toBe('Tojás 10-es');
  });
});
