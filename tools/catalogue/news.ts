/**
 * News posts written from the data at build time: KSH price history since 2018, the observed Árfigyelő basket of
 * 2026-09-25 (the only source that names a chain's prices: every comparison of chains rests on it and cites it) and,
 * worded as estimates, the modelled catalogue.
 */
import type { BasketRow, KshData } from './sources';
import type { Offer } from './products';
import { RETAILERS, type RetailerDef } from './retailers';
import { compareBasket, itemRange, type ChainStanding, type ItemPrices } from './basket-stats';
import { dateEn, dateHu, dateHuOf, dateHuOn } from './text';
import { chainByName } from '../../src/server/feed/chains';
import { CATEGORIES, type CategorySlug } from '../../src/server/catalogue/taxonomy';
import { barChart, lineChart, newsThumbnail, chartNumber, type ChartOptions, type NewsIcon } from './media';
import { newsNarrow, newsPhoto, newsThumb, type SeedBlog } from '../../src/server/catalogue/seed-format';
import { RULES, type Language } from '../../src/shared/rules';

const LANGUAGES = RULES.languages;

/**
 * The KSH series the posts quote. calibration.ts holds the modelled products of these kinds within a set share of the
 * latest average (a reader who reads that ten eggs cost 954 Ft on average should not find six for 219 Ft beside it).
 */
export const NEWS_KSH = { eggs: 11001, eslMilk: 11101, uhtMilk: 11104, bread: 13201, flour: 13002, oil: 12301, sugar: 13501, tomatoes: 14107, coffee: 17011 } as const;
/** The latest month of the KSH series, the one the posts quote as now. */
export const KSH_LATEST_MONTH = '2025-12';

// "in <month>" and "in <month> of <year>" take different Hungarian endings.
const MONTH_HU_IN = ['januárban', 'februárban', 'márciusban', 'áprilisban', 'májusban', 'júniusban', 'júliusban', 'augusztusban', 'szeptemberben', 'októberben', 'novemberben', 'decemberben'];
const MONTH_HU_OF_YEAR = ['januárjában', 'februárjában', 'márciusában', 'áprilisában', 'májusában', 'júniusában', 'júliusában', 'augusztusában', 'szeptemberében', 'októberében', 'novemberében', 'decemberében'];
const MONTH_HU_SHORT = ['jan.', 'febr.', 'márc.', 'ápr.', 'máj.', 'jún.', 'júl.', 'aug.', 'szept.', 'okt.', 'nov.', 'dec.'];
const MONTH_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A Hungarian number with its thousands grouped from four digits on ("1 510"), as the posts' reviewer asked. */
const groupedHu = (n: number) => chartNumber(n, 'hu');
// An amount and its currency never part at a line's end ("1 510 forint", "1,510 Ft"), nor do the digits of an amount.
const ftHu = (n: number) => `${groupedHu(Math.round(n))}\u00a0forint`;
const ftEn = (n: number) => `${Math.round(n).toLocaleString('en-GB')}\u00a0Ft`;
const pctHu = (n: number) => `${(Math.round(n * 10) / 10).toLocaleString('hu-HU')}%`;
const pctEn = (n: number) => `${(Math.round(n * 10) / 10).toLocaleString('en-GB')}%`;
const monthHu = (m: string) => `${m.slice(0, 4)} ${MONTH_HU_OF_YEAR[Number(m.slice(5)) - 1]}`;
const monthEn = (m: string) => `${MONTH_EN[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}`;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const numHu = (n: number) => groupedHu(Math.round(n));
// Hungarian "in <year>": the ending follows how the number is read out.
const YEAR_IN: Record<number, string> = { 2018: '2018-ban', 2019: '2019-ben', 2020: '2020-ban', 2021: '2021-ben', 2022: '2022-ben', 2023: '2023-ban', 2024: '2024-ben', 2025: '2025-ben', 2026: '2026-ban' };

/** The calendar year with the largest January-to-December rise. */
function steepestYear(s: { m: string; v: number }[]): { year: number; from: number; to: number } {
  let best = { year: 0, from: 0, to: 0, r: -Infinity };
  for (let y = 2018; y <= 2025; y++) {
    const a = s.find((x) => x.m === `${y}-01`);
    const b = s.find((x) => x.m === `${y}-12`);
    if (a && b && b.v / a.v > best.r) best = { year: y, from: a.v, to: b.v, r: b.v / a.v };
  }
  return best;
}
const nom = (r: RetailerDef) => `${r.hu.article} ${r.name}`;
/** A unit price with at most one decimal ("47,6"; "1 699"). */
const num1Hu = (n: number) => groupedHu(Math.round(n * 10) / 10);
const num1En = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-GB');
const UNIT_HU = { kg: 'kg', l: 'l', db: 'db' } as const;
const UNIT_EN = { kg: 'kg', l: 'l', db: 'piece' } as const;
/** The basket's items (named in Hungarian by the capture) in English. */
const ITEM_EN: Readonly<Record<string, string>> = {
  'ESL tej 1,5%': 'ESL milk 1.5%', 'ESL tej 2,8%': 'ESL milk 2.8%', 'Natúr joghurt': 'Plain yoghurt', 'Trappista sajt': 'Trappist cheese',
  'Vaj': 'Butter', 'Tojás': 'Eggs', 'Sertéscomb': 'Pork leg', 'Darált sertéshús': 'Minced pork', 'Csirkemellfilé': 'Chicken breast fillet',
  'Pulykamellfilé': 'Turkey breast fillet', 'Alma': 'Apples', 'Banán': 'Bananas', 'Citrom': 'Lemons', 'Paradicsom': 'Tomatoes',
  'Zöldpaprika': 'Green peppers', 'Vöröshagyma': 'Onions', 'Étkezési burgonya': 'Potatoes', 'Száraztészta': 'Dried pasta',
  'Étolaj': 'Sunflower oil', 'Finomliszt': 'Plain flour', 'Kristálycukor': 'Granulated sugar', 'Ásványvíz': 'Mineral water',
  'Rizs': 'Rice', 'Toalettpapír': 'Toilet paper', 'Folyékony mosószer': 'Liquid detergent',
};
/** A basket item inside a Hungarian sentence: lower case, except where the name starts with an abbreviation (ESL). */
const itemHu = (item: string) => (/^[A-ZÁÉÍÓÖŐÚÜŰ]{2}/.test(item) ? item : item[0].toLowerCase() + item.slice(1));
/** A basket item inside an English sentence: lower case, except an abbreviation (ESL). */
const itemEn = (item: string) => (/^[A-Z]{2}/.test(ITEM_EN[item]) ? ITEM_EN[item] : ITEM_EN[item][0].toLowerCase() + ITEM_EN[item].slice(1));
/** The basket's price index, always with one decimal ("107,0"). */
const idx1Hu = (n: number) => n.toLocaleString('hu-HU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const idx1En = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface NewsResult {
  posts: SeedBlog[];
  media: Map<string, string>;
}

function series(ksh: KshData, code: number): { m: string; v: number }[] {
  return [...(ksh.monthly.get(code) ?? new Map<string, number>())].map(([m, v]) => ({ m, v })).sort((a, b) => a.m.localeCompare(b.m));
}

function peak(s: { m: string; v: number }[]) {
  return s.reduce((a, b) => (b.v > a.v ? b : a));
}

function at(s: { m: string; v: number }[], m: string): number {
  const hit = s.find((x) => x.m === m);
  if (!hit) throw new Error(`no KSH value for ${m}`);
  return hit.v;
}

function yearly(s: { m: string; v: number }[], month = '01') {
  return s.filter((x) => x.m.endsWith(`-${month}`) || x.m === s[s.length - 1].m).map((x) => ({ x: x.m.slice(0, 4) === s[s.length - 1].m.slice(0, 4) && !x.m.endsWith(`-${month}`) ? x.m : x.m.slice(0, 4), y: x.v }));
}

export function buildNews(ksh: KshData, offers: Offer[], today: string, basket: readonly BasketRow[]): NewsResult {
  for (const item of new Set(basket.map((r) => r.item))) if (!ITEM_EN[item]) throw new Error(`news: no English name for the basket item ${item}`);
  const cmp = compareBasket(basket);
  const milkObs = itemRange(cmp, 'ESL tej 1,5%');
  const oilObs = itemRange(cmp, 'Étolaj');
  const sugarObs = itemRange(cmp, 'Kristálycukor');
  const eggObs = itemRange(cmp, 'Tojás');
  const inBasketEn = `at the six chains of the Árfigyelő basket of ${dateEn(cmp.date)}`;
  const inBasketHu = `az Árfigyelő ${dateHuOf(cmp.date)} kosarában szereplő hat üzletláncnál`;
  // A KSH average beside a basket price: say which is which, so the lower one does not read as a contradiction.
  const TWO_FIGURES_EN = " KSH's figures are national averages over all brands and shops; the basket holds the cheapest product each chain offered, so its prices sit below those averages without contradicting them.";
  const TWO_FIGURES_HU = ' A KSH számai országos átlagárak, minden márkát és boltot beleszámítva; a kosárban viszont az egyes láncok legolcsóbb terméke szerepel, ezért ezek az árak az átlag alatt vannak, és ez nem ellentmondás.';
  const posts: SeedBlog[] = [];
  const media = new Map<string, string>();
  // A post's chart is drawn once per language: its words follow the app's language (newsPhoto picks the file).
  // And once more at a phone's width (newsNarrow), where the column's chart would shrink its words out of reading.
  const add = (slug: string, created: string, p: Omit<SeedBlog, 'id' | 'photo' | 'created'>, chart: (l: Language, o: ChartOptions) => string) => {
    const photo = `media/news/${slug}.svg`;
    for (const l of LANGUAGES) {
      media.set(newsPhoto(photo, l), chart(l, {}));
      media.set(newsNarrow(photo, l)!, chart(l, { narrow: true }));
    }
    posts.push({ id: 0, photo, created: `${created}T08:00:00.000Z`, ...p });
  };
  const say = (l: Language, en: string, hu: string) => (l === 'hu' ? hu : en);
  /**
   * The thumbnail of the post just added, for the news list: its topic's pictogram, its key figure and two short lines
   * (a shrunken chart cannot be read at card size), drawn per language like the chart.
   */
  const thumb = (icon: NewsIcon, figure: (l: Language) => string, lines: (l: Language) => [string, string]) => {
    const post = posts.at(-1)!;
    for (const l of LANGUAGES) media.set(newsThumb(post.photo, l), newsThumbnail(icon, figure(l), lines(l), say(l, post.title_en, post.title_hu)));
  };
  const pct = (l: Language, n: number, sign: '+' | '−') => `${sign}${l === 'hu' ? pctHu(n) : pctEn(n)}`;
  const last = KSH_LATEST_MONTH;

  // 1. Eggs
  {
    const s = series(ksh, NEWS_KSH.eggs);
    const a = at(s, '2018-01');
    const b = at(s, last);
    const change = (b / a - 1) * 100;
    const pk = peak(s);
    const st = steepestYear(s);
    add('eggs-since-2018', '2026-01-27', {
      title_en: `Eggs cost ${pctEn(change)} more than in 2018`,
      title_hu: `${pctHu(change)}-kal drágább a tojás, mint 2018-ban`,
      intro_en: `Ten eggs cost ${ftEn(a)} on average in January 2018 and ${ftEn(b)} in December 2025, according to the Hungarian Central Statistical Office (KSH).`,
      intro_hu: `A KSH adatai szerint 2018 januárjában átlagosan ${ftHu(a)} volt tíz tojás, 2025 decemberében már ${ftHu(b)}.`,
      body_en: `The steepest rise came in ${st.year}: from ${ftEn(st.from)} in January to ${ftEn(st.to)} in December, as feed and energy costs soared. The monthly average peaked in ${monthEn(pk.m)} at ${ftEn(pk.v)} for ten eggs.\n\nThe cheapest eggs (size S, in packs of 10 or 30) cost ${num1En(eggObs.min)}–${num1En(eggObs.max)}\u00a0Ft each ${inBasketEn}.${TWO_FIGURES_EN} Check the price per piece and the size class before you buy: packs of different sizes are easiest to compare that way.`,
      body_hu: `A legnagyobb drágulás ${YEAR_IN[st.year]} volt, amikor elszállt a takarmány és az energia ára: januárban még ${ftHu(st.from)}, decemberben már ${ftHu(st.to)} volt tíz tojás. A havi átlagár ${monthHu(pk.m)} tetőzött: ekkor tíz tojás átlagosan ${ftHu(pk.v)}ba került.\n\nA legolcsóbb (S méretű, tízes vagy harmincas csomagban árult) tojás darabja ${num1Hu(eggObs.min)}–${num1Hu(eggObs.max)}\u00a0forint volt ${inBasketHu}.${TWO_FIGURES_HU} Vásárlás előtt érdemes a darabárat és a méretet is megnézni: így a különböző kiszerelések is összevethetők.`,
    }, (l, o) => lineChart(say(l, 'Eggs, 10 pcs (KSH monthly average)', 'Tojás, 10 db (KSH havi átlagár)'), [{ label: say(l, 'Eggs, 10 pcs', 'Tojás, 10 db'), color: '#E09F3E', points: s.filter((_, i) => i % 3 === 0 || i === s.length - 1).map((x) => ({ x: x.m, y: x.v })) }], 'Ft', l, o));
    thumb('egg', (l) => pct(l, change, '+'), (l) => (l === 'hu' ? ['drágább a tojás', '2018 óta'] : ['eggs cost more', 'than in 2018']));
  }

  // 2. Milk after the margin cap
  {
    const esl = series(ksh, NEWS_KSH.eslMilk);
    const uht = series(ksh, NEWS_KSH.uhtMilk);
    const e24 = at(esl, '2024-12');
    const e25 = at(esl, last);
    const u24 = at(uht, '2024-12');
    const u25 = at(uht, last);
    const pk = peak(esl);
    add('milk-margin-cap', '2026-02-17', {
      title_en: `Milk is cheaper than a year ago`,
      title_hu: `Olcsóbb a tej, mint egy éve`,
      intro_en: `A litre of 2.8% ESL milk cost ${ftEn(e25)} on average in December 2025, ${pctEn((1 - e25 / e24) * 100)} less than a year earlier (KSH).`,
      intro_hu: `Egy liter 2,8%-os ESL-tej 2025 decemberében átlagosan ${ftHu(e25)} volt, ${pctHu((1 - e25 / e24) * 100)}-kal kevesebb, mint egy évvel korábban (KSH).`,
      body_en: `The fall followed the cap on retail margins for basic foods introduced in 2025. UHT milk moved the same way: ${ftEn(u24)} in December 2024 against ${ftEn(u25)} a year later.\n\nThe highest monthly average for ESL milk was ${ftEn(pk.v)} in ${monthEn(pk.m)}. Prices are still well above 2018 levels. The cheapest litre of ESL milk 1.5% cost ${num1En(milkObs.min)}–${num1En(milkObs.max)}\u00a0Ft ${inBasketEn}: for this item the chains hardly differed.${TWO_FIGURES_EN}`,
      body_hu: `A csökkenés a 2025-ben bevezetett árrésstop nyomán indult el. Az UHT-tej ára is hasonlóan alakult: literenként 2024 decemberében ${ftHu(u24)}, egy évvel később ${ftHu(u25)} volt.\n\nAz ESL-tej havi átlagára ${monthHu(pk.m)} volt a legmagasabb, ${ftHu(pk.v)}. Az árak így is jóval a 2018-as szint fölött vannak. A legolcsóbb 1,5%-os ESL-tej literje ${num1Hu(milkObs.min)}–${num1Hu(milkObs.max)}\u00a0forint volt ${inBasketHu}: ennél a terméknél alig volt különbség a láncok között.${TWO_FIGURES_HU}`,
    }, (l, o) => lineChart(say(l, 'Milk, 1 l (KSH monthly average)', 'Tej, 1 l (KSH havi átlagár)'), [
      { label: say(l, 'ESL 2.8%', 'ESL 2,8%'), color: '#3D7DD9', points: esl.filter((x) => x.m >= '2021-01').map((x) => ({ x: x.m, y: x.v })) },
      { label: say(l, 'UHT 2.8%', 'UHT 2,8%'), color: '#F18F01', points: uht.filter((x) => x.m >= '2021-01').map((x) => ({ x: x.m, y: x.v })) },
    ], 'Ft / l', l, o));
    thumb('milk', (l) => pct(l, (1 - e25 / e24) * 100, '−'), (l) => (l === 'hu' ? ['olcsóbb a tej,', 'mint egy éve'] : ['milk costs less', 'than a year ago']));
  }

  // 3. Bread and flour
  {
    const bread = series(ksh, NEWS_KSH.bread);
    const flour = series(ksh, NEWS_KSH.flour);
    const b18 = at(bread, '2018-01');
    const b25 = at(bread, last);
    const st = steepestYear(bread);
    const fa = at(flour, `${st.year}-01`);
    const fb = at(flour, `${st.year}-12`);
    const times = Math.floor(b25 / b18);
    const timesHu = ['', '', 'kétszeresére', 'háromszorosára', 'négyszeresére'][Math.min(times, 4)];
    const timesEn = ['', '', 'doubled', 'tripled', 'quadrupled'][Math.min(times, 4)];
    add('bread-and-flour', '2026-03-10', {
      title_en: times >= 2 ? `Bread has more than ${timesEn} in price since 2018` : `Bread is ${pctEn((b25 / b18 - 1) * 100)} dearer than in 2018`,
      title_hu: times >= 2 ? `Több mint ${timesHu} nőtt a kenyér ára 2018 óta` : `${pctHu((b25 / b18 - 1) * 100)}-kal drágult a kenyér 2018 óta`,
      intro_en: `A kilo of white bread cost ${ftEn(b18)} in January 2018 and ${ftEn(b25)} in December 2025 (KSH).`,
      intro_hu: `Egy kiló fehér kenyér 2018 januárjában ${ftHu(b18)}, 2025 decemberében ${ftHu(b25)} volt (KSH).`,
      body_en: `Most of the rise came in a single year, ${st.year}, when the price went from ${ftEn(st.from)} to ${ftEn(st.to)} a kilo. Flour was not the reason: a kilo of plain flour cost ${ftEn(fa)} in January ${st.year} and ${ftEn(fb)} in December. Energy and wages, the biggest costs of baking, drove bread up, and its price has not come back down since.\n\nTip: loaves and sliced packs come in different weights, so compare the price per kilo. Bread was not in the price monitor's basket, so we cannot yet say which chain sells it cheapest.`,
      body_hu: `A drágulás nagy része egyetlen évben, ${YEAR_IN[st.year]} történt: a kenyér kilója ${numHu(st.from)}\u00a0forintról ${numHu(st.to)}\u00a0forintra emelkedett. Ennek nem a liszt volt az oka, hiszen egy kiló finomliszt ${st.year} januárjában ${ftHu(fa)}, decemberében ${ftHu(fb)} volt. A kenyér árát az energia és a bérek – a sütés két legnagyobb költsége – hajtották fel, és azóta sem csökkent.\n\nTipp: a veknik és a szeletelt kenyerek súlya eltér, ezért a kilóárat érdemes összehasonlítani. A kenyér nem szerepelt az Árfigyelő kosarában, így azt még nem tudjuk megmondani, melyik üzletláncnál a legolcsóbb.`,
    }, (l, o) => lineChart(say(l, 'White bread and flour (KSH, Ft/kg)', 'Fehér kenyér és finomliszt (KSH, Ft/kg)'), [
      { label: say(l, 'White bread', 'Fehér kenyér'), color: '#B97A3A', points: yearly(bread) },
      { label: say(l, 'Flour', 'Finomliszt'), color: '#6C757D', points: yearly(flour) },
    ], 'Ft / kg', l, o));
    thumb('bread', (l) => pct(l, (b25 / b18 - 1) * 100, '+'), (l) => (l === 'hu' ? ['a kenyér ára', '2018 óta'] : ['bread prices', 'since 2018']));
  }

  // 4. Oil and sugar
  {
    const oil = series(ksh, NEWS_KSH.oil);
    const sugar = series(ksh, NEWS_KSH.sugar);
    const opk = peak(oil);
    const spk = peak(sugar);
    const o25 = at(oil, last);
    const s25 = at(sugar, last);
    const o18 = at(oil, '2018-01');
    const s18 = at(sugar, '2018-01');
    const sugarOff = (1 - s25 / spk.v) * 100;
    const oilOff = (1 - o25 / opk.v) * 100;
    add('oil-and-sugar', '2026-04-14', {
      title_en: `Cooking oil and sugar: where prices stand now`,
      title_hu: `Étolaj és cukor: hol tartanak most az árak?`,
      intro_en: `A litre of sunflower oil cost ${ftEn(o18)} in January 2018 and ${ftEn(o25)} in December 2025; a kilo of sugar went from ${ftEn(s18)} to ${ftEn(s25)} (KSH).`,
      intro_hu: `Egy liter napraforgó-étolaj 2018 januárjában ${ftHu(o18)}, 2025 decemberében ${ftHu(o25)} volt, a cukor kilója pedig ${numHu(s18)}\u00a0forintról ${numHu(s25)}\u00a0forintra drágult (KSH).`,
      body_en: `Sugar peaked at ${ftEn(spk.v)} a kilo in ${monthEn(spk.m)} and has since fallen ${pctEn(sugarOff)}. Oil reached its highest monthly average, ${ftEn(opk.v)}, in ${monthEn(opk.m)}, and in December 2025 it was ${pctEn(oilOff)} below that.\n\nThe cheapest litre of sunflower oil cost ${num1En(oilObs.min)}–${num1En(oilObs.max)}\u00a0Ft and the cheapest kilo of granulated sugar ${num1En(sugarObs.min)}–${num1En(sugarObs.max)}\u00a0Ft ${inBasketEn}.${TWO_FIGURES_EN} Both keep for months, so they are good candidates for stocking up when they are on promotion.`,
      body_hu: `A cukor ${monthHu(spk.m)} volt a legdrágább, kilónként ${ftHu(spk.v)}, azóta ${pctHu(sugarOff)}-kal olcsóbb lett. Az étolaj havi átlagára ${monthHu(opk.m)} érte el a csúcsot (literenként ${ftHu(opk.v)}), 2025 decemberében pedig ${pctHu(oilOff)}-kal maradt el ettől.\n\nA legolcsóbb napraforgó-étolaj literje ${num1Hu(oilObs.min)}–${num1Hu(oilObs.max)}\u00a0forint, a legolcsóbb kristálycukor kilója ${num1Hu(sugarObs.min)}–${num1Hu(sugarObs.max)}\u00a0forint volt ${inBasketHu}.${TWO_FIGURES_HU} Mindkettő hónapokig eláll, ezért érdemes akkor többet venni belőlük, amikor akciósak.`,
    }, (l, o) => lineChart(say(l, 'Sunflower oil (Ft/l) and sugar (Ft/kg), KSH', 'Napraforgó-étolaj (Ft/l) és cukor (Ft/kg), KSH'), [
      { label: say(l, 'Sunflower oil', 'Étolaj'), color: '#F4B400', points: oil.filter((_, i) => i % 3 === 0 || i === oil.length - 1).map((x) => ({ x: x.m, y: x.v })) },
      { label: say(l, 'Sugar', 'Cukor'), color: '#8E8E8E', points: sugar.filter((_, i) => i % 3 === 0 || i === sugar.length - 1).map((x) => ({ x: x.m, y: x.v })) },
    ], 'Ft', l, o));
    thumb('oil', (l) => pct(l, oilOff, '−'), (l) => (l === 'hu' ? ['az étolaj ára', 'a csúcs óta'] : ['sunflower oil', 'since its peak']));
  }

  // 5. Tomato season
  {
    const s = series(ksh, NEWS_KSH.tomatoes);
    const profile = Array.from({ length: 12 }, (_, i) => {
      const vals = s.filter((x) => Number(x.m.slice(5)) === i + 1 && x.m >= '2022-01').map((x) => x.v);
      return vals.reduce((a, b) => a + b, 0) / vals.length;
    });
    const lo = profile.indexOf(Math.min(...profile));
    const hi = profile.indexOf(Math.max(...profile));
    const gap = (profile[hi] / profile[lo] - 1) * 100;
    add('tomato-season', '2026-05-19', {
      title_en: `When are tomatoes cheapest?`,
      title_hu: `Mikor a legolcsóbb a paradicsom?`,
      intro_en: `Between 2022 and 2025 tomatoes were cheapest in ${MONTH_EN[lo]} (${ftEn(profile[lo])} a kilo on average) and dearest in ${MONTH_EN[hi]} (${ftEn(profile[hi])}), according to KSH.`,
      intro_hu: `A KSH 2022 és 2025 közötti adatai szerint a paradicsom ${MONTH_HU_IN[lo]} volt a legolcsóbb (átlagosan ${ftHu(profile[lo])} kilónként), ${MONTH_HU_IN[hi]} pedig a legdrágább (${ftHu(profile[hi])}).`,
      body_en: `That is a difference of ${pctEn(gap)} between the best and the worst month. Outdoor-grown Hungarian tomatoes arrive in summer; in winter most of the supply is imported or grown in heated greenhouses.\n\nThe same pattern holds for peppers and cucumbers. In the off-season, canned peeled tomatoes and passata are an alternative for cooking.`,
      body_hu: `A legolcsóbb és a legdrágább hónap között így ${pctHu(gap)} a különbség. A szabadföldi hazai paradicsom nyáron kerül a boltokba, télen a kínálat nagy része importból vagy fűtött üvegházból származik.\n\nUgyanez a minta figyelhető meg a paprikánál és az uborkánál is. Szezonon kívül főzéshez jó megoldás lehet a hámozott paradicsomkonzerv vagy a passata.`,
    }, (l, o) => barChart(say(l, 'Tomatoes: average price by month, 2022-2025 (KSH)', 'Paradicsom: havi átlagár, 2022–2025 (KSH)'), profile.map((v, i) => ({ label: say(l, MONTH_EN[i].slice(0, 3), MONTH_HU_SHORT[i]), value: Math.round(v), color: i === lo ? '#2A9D8F' : i === hi ? '#E4572E' : '#E9A6A6' })), 'Ft / kg', l, o));
    thumb('tomato', (l) => (l === 'hu' ? MONTH_HU_IN[lo] : MONTH_EN[lo]), (l) => (l === 'hu' ? ['a paradicsom', 'a legolcsóbb'] : ['tomatoes are', 'cheapest in']));
  }

  // 6. Coffee
  {
    const s = series(ksh, NEWS_KSH.coffee);
    const a = at(s, '2018-01');
    const b = at(s, last);
    const y24 = at(s, '2024-12');
    add('coffee-prices', '2026-06-23', {
      title_en: `Ground coffee: ${pctEn((b / y24 - 1) * 100)} dearer in a year`,
      title_hu: `Őrölt kávé: egy év alatt ${pctHu((b / y24 - 1) * 100)}-kal drágult`,
      intro_en: `A 200-250 g pack of ground coffee cost ${ftEn(y24)} on average in December 2024 and ${ftEn(b)} a year later (KSH).`,
      intro_hu: `Egy 200–250 grammos csomag őrölt kávé átlagára 2024 decemberében ${ftHu(y24)}, egy évvel később ${ftHu(b)} volt (KSH).`,
      body_en: `World coffee bean prices hit record highs in 2024 and 2025, and shelf prices followed. In January 2018 the same pack cost ${ftEn(a)}.\n\nTip: compare the price per kilo, not per pack: packs range from 100 g to 1 kg, and ground coffee and whole beans are priced differently.`,
      body_hu: `A nyers kávé világpiaci ára 2024-ben és 2025-ben is rekordot döntött, és ezt a bolti árak is követték. 2018 januárjában ugyanez a csomag még ${ftHu(a)} volt.\n\nTipp: ne a csomagok árát, hanem a kilóárat hasonlítsd össze, hiszen a kiszerelés 100 grammtól 1 kilóig terjed, és az őrölt meg a szemes kávé ára is eltér.`,
    }, (l, o) => lineChart(say(l, 'Ground coffee, 200-250 g (KSH)', 'Őrölt kávé, 200–250 g (KSH)'), [{ label: say(l, 'Ground coffee', 'Őrölt kávé'), color: '#6F4E37', points: yearly(s) }], 'Ft', l, o));
    thumb('coffee', (l) => pct(l, (b / y24 - 1) * 100, '+'), (l) => (l === 'hu' ? ['őrölt kávé,', 'egy év alatt'] : ['ground coffee,', 'in a year']));
  }

  // 7. The chains compared on the observed basket (Árfigyelő, 2026-09-25)
  const chainDef = (slug: string) => RETAILERS.find((r) => r.slug === slug)!;
  const row = (item: string, slug: string) => basket.find((r) => r.item === item && chainByName(r.chain)?.slug === slug)!;
  const pricesHu = (it: ItemPrices) => `${num1Hu(it.min)}–${num1Hu(it.max)}\u00a0forint/${UNIT_HU[it.unit]}`;
  const pricesEn = (it: ItemPrices) => `${num1En(it.min)}–${num1En(it.max)}\u00a0Ft/${UNIT_EN[it.unit]}`;
  {
    const { ranking, common, partial } = cmp;
    const first = ranking[0];
    const last = ranking[ranking.length - 1];
    const idxHu = (s: ChainStanding) => idx1Hu(s.index * 100);
    const idxEn = (s: ChainStanding) => idx1En(s.index * 100);
    const gaps = [...common].sort((a, b) => b.max / b.min - a.max / a.min);
    const widest = gaps.slice(0, 3);
    const level = gaps.filter((g) => g.max / g.min <= 1.02).reverse();
    const ends = (it: ItemPrices) => {
      const by = [...it.byChain].sort((a, b) => a[1] - b[1]);
      return { lo: by[0][0], hi: by[by.length - 1][0] };
    };
    const gapHu = (it: ItemPrices) => {
      const { lo, hi } = ends(it);
      return `${itemHu(it.item)}: ${num1Hu(it.min)}\u00a0forint/${UNIT_HU[it.unit]} (${chainDef(lo).name}, „${row(it.item, lo).name}”), illetve ${num1Hu(it.max)}\u00a0forint/${UNIT_HU[it.unit]} (${chainDef(hi).name}, „${row(it.item, hi).name}”)`;
    };
    const gapEn = (it: ItemPrices) => {
      const { lo, hi } = ends(it);
      return `${ITEM_EN[it.item]}: ${num1En(it.min)}\u00a0Ft/${UNIT_EN[it.unit]} (${chainDef(lo).name}, “${row(it.item, lo).name}”) against ${num1En(it.max)}\u00a0Ft/${UNIT_EN[it.unit]} (${chainDef(hi).name}, “${row(it.item, hi).name}”)`;
    };
    const winsHu = (n: number) => (n === 0 ? 'egy tételnél sem volt a legolcsóbb' : `${n} tételnél a legolcsóbb`);
    const winsEn = (n: number) => `cheapest on ${n} of ${common.length} items`;
    add('chains-in-the-basket', addDays(cmp.date, 3), {
      title_en: `Which chain was cheapest in the Árfigyelő basket?`,
      title_hu: `Melyik üzletlánc volt a legolcsóbb az Árfigyelő kosarában?`,
      intro_en: `On ${dateEn(cmp.date)} a public project queried the national price monitor, GVH Árfigyelő, for a basket of ${cmp.itemCount} everyday items at six chains: for each item, the cheapest product each chain offered. Per kilo, litre or piece, on the ${common.length} items all six priced, ${first.chain.name} was cheapest overall, ${num1En(100 - first.index * 100)}% below the median of the six, and ${last.chain.name} dearest, ${num1En(last.index * 100 - 100)}% above it (Árfigyelő, ${dateEn(cmp.date)}).`,
      intro_hu: `Egy nyilvános projekt ${dateHuOn(cmp.date)} lekérdezte a GVH Árfigyelőjéből, mennyibe került hat üzletláncnál egy ${cmp.itemCount} tételes kosár: minden tételből az adott lánc legolcsóbb terméke. Azon a ${common.length} tételen, amelyet mind a hat lánc árazott, kilóra, literre vagy darabra vetítve összességében ${nom(chainDef(first.chain.slug))} volt a legolcsóbb, ${num1Hu(100 - first.index * 100)}%-kal a medián alatt, ${nom(chainDef(last.chain.slug))} pedig a legdrágább, ${num1Hu(last.index * 100 - 100)}%-kal fölötte (Árfigyelő, ${dateHu(cmp.date)}).`,
      body_en: `How we compared: for each item (ESL milk 1.5%, eggs, chicken breast fillet, bananas and so on) we took the price per unit of the cheapest product each chain offered, measured it against the median of the six chains, and averaged over the items (geometrically). The products are not identical: brand and pack size differ from chain to chain.\n\nPrice level (median of the six chains = 100):\n${ranking.map((s, i) => `${i + 1}. ${s.chain.name}: ${idxEn(s)} (${winsEn(s.cheapestOn)})`).join('\n')}\n\nThe widest gaps (where the products themselves often differ, as their names show):\n${widest.map((g) => `• ${gapEn(g)}`).join('\n')}\n\nThe narrowest: ${level.map((g) => `${itemEn(g.item)} (${pricesEn(g)})`).join(', ')}.\n\nThis is a snapshot of one day and ${common.length} items, not of the chains' whole ranges. ${partial.map((p, i) => (i === 0 ? ITEM_EN[p] : itemEn(p))).join(' and ')} ${partial.length === 1 ? 'was missing at one chain' : 'were missing at one chain each'} and ${partial.length === 1 ? 'is' : 'are'} left out; DM, Rossmann and EcoFamily were not in the basket. Source: Árfigyelő, ${dateEn(cmp.date)} (Forrás: GVH Árfigyelő). The other prices in the app are estimates modelled from KSH averages; the shopping plan works out where your own list is cheapest.`,
      body_hu: `Így számoltunk: minden tételnél (ESL tej 1,5%, tojás, csirkemellfilé, banán stb.) az egyes láncok legolcsóbb termékének egységárát a hat lánc mediánjához mértük, majd a tételekre átlagoltuk (mértani átlaggal). A termékek nem azonosak: a márka és a kiszerelés láncról láncra eltér.\n\nÁrszint (a hat lánc mediánja = 100):\n${ranking.map((s, i) => `${i + 1}. ${s.chain.name}: ${idxHu(s)} (${winsHu(s.cheapestOn)})`).join('\n')}\n\nA legnagyobb különbségek (ahol gyakran maguk a termékek is eltérnek, ahogy a nevük mutatja):\n${widest.map((g) => `• ${gapHu(g)}`).join('\n')}\n\nA legkisebbek: ${level.map((g) => `${itemHu(g.item)} (${pricesHu(g)})`).join(', ')}.\n\nEz egyetlen nap pillanatképe ${common.length} tételről, nem a láncok teljes kínálatáé. A ${partial.map(itemHu).join(' és a ')} egy-egy láncnál hiányzott, ezért kimaradt; a DM, a Rossmann és az EcoFamily nem szerepelt a kosárban. Forrás: Árfigyelő, ${dateHu(cmp.date)} (GVH Árfigyelő). Az alkalmazás többi ára a KSH átlagáraiból modellezett becslés; hogy a saját listádat hol veheted meg a legolcsóbban, azt a bevásárlási terv számolja ki.`,
    }, (l, o) => barChart(say(l, `Árfigyelő basket, ${dateEn(cmp.date)}: price level (median = 100)`, `Árfigyelő-kosár, ${dateHu(cmp.date)}: árszint (medián = 100)`), ranking.map((s) => ({ label: s.chain.name, value: Math.round(s.index * 1000) / 10, color: s.chain.color })), 'index', l, { ...o, decimals: 1 }));
    thumb('basket', () => first.chain.name, (l) => (l === 'hu' ? ['legolcsóbb a', 'kosárban'] : ['cheapest in', 'the basket']));
  }

  // 8. Household goods in the basket; drugstores are not in it
  {
    const rowsOf = (item: string) => basket.filter((r) => r.item === item).sort((a, b) => a.unitPrice - b.unitPrice);
    const detergent = rowsOf('Folyékony mosószer');
    const paper = rowsOf('Toalettpapír');
    const listHu = (rs: BasketRow[]) => rs.map((r) => `• ${chainByName(r.chain)!.name}: ${num1Hu(r.unitPrice)}\u00a0forint/${UNIT_HU[r.unit]} („${r.name}”)`).join('\n');
    const listEn = (rs: BasketRow[]) => rs.map((r) => `• ${chainByName(r.chain)!.name}: ${num1En(r.unitPrice)}\u00a0Ft/${UNIT_EN[r.unit]} (“${r.name}”)`).join('\n');
    const missing = cmp.chains.filter((c) => !paper.some((r) => chainByName(r.chain)!.slug === c.slug));
    add('drugstore-vs-supermarket', '2026-11-09', {
      title_en: `Detergent and toilet paper: what the price monitor shows`,
      title_hu: `Mosószer és toalettpapír: mit mutat az Árfigyelő?`,
      intro_en: `Drugstore goods were not in the Árfigyelő basket of ${dateEn(cmp.date)}, so DM and Rossmann cannot yet be compared with the supermarkets on observed prices. Two household items were: liquid detergent and toilet paper.`,
      intro_hu: `Drogériai termékek nem szerepeltek az Árfigyelő ${dateHuOf(cmp.date)} kosarában, így a DM-et és a Rossmannt megfigyelt árak alapján még nem tudjuk összevetni a szupermarketekkel. Két háztartási termék viszont benne volt: a folyékony mosószer és a toalettpapír.`,
      body_en: `Liquid detergent, the cheapest product each chain offered, per litre:\n${listEn(detergent)}\n\nToilet paper, per roll:\n${listEn(paper)}${missing.length ? `\n(${missing.map((c) => c.name).join(', ')}: not priced)` : ''}\n\nThe products differ (colour or universal gel, 2 or 3 plies, roll sizes), so these are the chains' cheapest picks, not like-for-like prices. Source: Árfigyelő, ${dateEn(cmp.date)} (Forrás: GVH Árfigyelő). Drugstore prices in the app are estimates (modelled, not observed) until the app updates from the monitor, which lists DM and Rossmann too.`,
      body_hu: `Folyékony mosószer, minden láncnál a legolcsóbb termék, literenként:\n${listHu(detergent)}\n\nToalettpapír, tekercsenként:\n${listHu(paper)}${missing.length ? `\n(${missing.map((c) => c.name).join(', ')}: nincs adat)` : ''}\n\nA termékek eltérnek (színes vagy univerzális gél, két- vagy háromrétegű papír, különböző tekercsméret), ezért ezek a láncok legolcsóbb termékei, nem azonos termékek árai. Forrás: Árfigyelő, ${dateHu(cmp.date)} (GVH Árfigyelő). A drogériai árak az alkalmazásban becsült árak (nem a boltban rögzítettek), amíg az alkalmazás nem frissít az Árfigyelőből, amely a DM és a Rossmann árait is közli.`,
    }, (l, o) => barChart(say(l, `Liquid detergent, Ft per litre (Árfigyelő, ${dateEn(cmp.date)})`, `Folyékony mosószer, Ft/liter (Árfigyelő, ${dateHu(cmp.date)})`), detergent.map((r) => ({ label: chainByName(r.chain)!.name, value: Math.round(r.unitPrice), color: chainByName(r.chain)!.color })), 'Ft / l', l, o));
    thumb('detergent', (l) => `${l === 'hu' ? num1Hu(Math.round(detergent[0].unitPrice)) : num1En(Math.round(detergent[0].unitPrice))}\u00a0Ft/l`, (l) => (l === 'hu' ? ['legolcsóbb', 'mosószer'] : ['cheapest', 'detergent']));
  }

  // 9. Saving tips, on the basket's real prices
  {
    const gaps = [...cmp.common].sort((a, b) => b.max / b.min - a.max / a.min);
    const wide = gaps.filter((g) => g.max / g.min >= 1.3);
    const level = gaps.filter((g) => g.max / g.min <= 1.02);
    const eggs = itemRange(cmp, 'Tojás');
    add('saving-tips', '2026-10-06', {
      title_en: `Three habits that cut the grocery bill`,
      title_hu: `Három szokás, amellyel kevesebbet fizetsz a kasszánál`,
      intro_en: `Compare the chains, read the unit price, plan around promotions: what the real prices of the Árfigyelő basket of ${dateEn(cmp.date)} say about each.`,
      intro_hu: `Hasonlítsd össze a láncokat, figyeld az egységárat, tervezz az akciókkal! Mit mutatnak erről az Árfigyelő ${dateHuOf(cmp.date)} kosarának valódi árai?`,
      body_en: `1. Compare the chains item by item. In the basket, the cheapest product of ${wide.length} of the ${cmp.common.length} items cost at least 30% more per unit at the dearest chain than at the cheapest, most of all ${wide.slice(0, 3).map((g) => `${itemEn(g.item)} (${pricesEn(g)})`).join(', ')}. For others the chains hardly differed: ${level.map((g) => `${itemEn(g.item)} (${pricesEn(g)})`).join(', ')}.\n\n2. Read the unit price. Packs differ: the cheapest eggs were sold in 10s at some chains and in 30s at others, at ${pricesEn(eggs)}. The unit price is on the shelf label and next to every price in the app.\n\n3. Plan around promotions. The basket holds normal shelf prices; the promotions shown on estimated prices in the app are estimates too. The trend arrow next to a price shows whether it has just gone up or down against the previous four weeks.\n\nSource of the figures: Árfigyelő, ${dateEn(cmp.date)} (Forrás: GVH Árfigyelő).`,
      body_hu: `1. Hasonlítsd össze a láncokat tételenként! A kosár ${cmp.common.length} tételéből ${wide.length} tételnél a legdrágább lánc legolcsóbb terméke egységáron legalább 30%-kal többe került, mint a legolcsóbb láncé; a legnagyobb különbség ezeknél volt: ${wide.slice(0, 3).map((g) => `${itemHu(g.item)} (${pricesHu(g)})`).join(', ')}. Más tételeknél alig volt eltérés: ${level.map((g) => `${itemHu(g.item)} (${pricesHu(g)})`).join(', ')}.\n\n2. Figyeld az egységárat! A kiszerelések eltérnek: a legolcsóbb tojást egyes láncok tízes, mások harmincas csomagban árulták, darabonként ${pricesHu(eggs).replace('forint/db', 'forintért')}. Az egységár a polccímkén és az alkalmazásban minden ár mellett ott van.\n\n3. Tervezz az akciókkal! A kosár rendes polci árakat tartalmaz; az alkalmazásban a becsült árakon látható akciók szintén becslések. Az ár melletti trendnyíl megmutatja, hogy az előző négy héthez képest drágult-e vagy olcsóbb lett a termék.\n\nA számok forrása: Árfigyelő, ${dateHu(cmp.date)} (GVH Árfigyelő).`,
    }, (l, o) => barChart(say(l, `Dearest against cheapest chain, % (Árfigyelő, ${dateEn(cmp.date)})`, `A legdrágább lánc a legolcsóbbhoz képest, % (Árfigyelő, ${dateHu(cmp.date)})`), gaps.slice(0, 8).map((g) => ({ label: say(l, ITEM_EN[g.item], g.item), value: Math.round((g.max / g.min - 1) * 100), color: '#2A9D8F' })), say(l, '% more', '% többlet'), l, o));
    thumb('piggy', (l) => pct(l, Math.round((gaps[0].max / gaps[0].min - 1) * 100), '+'), (l) => (l === 'hu' ? ['legnagyobb', 'árkülönbség'] : ['widest', 'price gap']));
  }

  // 10. Promotions: the modelled ones are estimates, by category (no chain is ranked on them)
  {
    const disc = offers.filter((o) => o.discount);
    const byTop = CATEGORIES.filter((c) => c.parent === null).map((top) => {
      const inTop = disc.filter((o) => CATEGORIES.find((c) => c.slug === o.canonical.sub)!.parent === top.slug);
      const depth = inTop.length ? inTop.reduce((a, o) => a + (1 - o.price / o.regular), 0) / inTop.length : 0;
      return { top, n: inTop.length, depth: depth * 100 };
    }).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
    add('promotions-this-week', today, {
      title_en: `Promotions this week: an estimate`,
      title_hu: `E heti akciók – becslés`,
      intro_en: `In this week's estimated prices ${disc.length} products are below their regular price. These discounts are estimates, modelled on the patterns of real promotions, not offers the chains announced.`,
      intro_hu: `Az e heti becsült árak között ${disc.length} termék olcsóbb a rendes áránál. Ezek a kedvezmények becslések: valódi akciók mintázatából modellezett árak, nem az üzletláncok meghirdetett ajánlatai.`,
      body_en: `Estimated promotions by category (products, average estimated discount):\n\n${byTop.map((s) => `• ${s.top.en}: ${s.n} (${pctEn(s.depth)})`).join('\n')}\n\nReal promotions arrive with the updates from Árfigyelő, the national price monitor. Árfigyelő lists normal, discounted and loyalty-card prices separately; the app shows them with their source and date. Use the "only discount products" tab in search to see the current ones.`,
      body_hu: `Becsült akciók kategóriák szerint (termékek száma, átlagos becsült kedvezmény):\n\n${byTop.map((s) => `• ${s.top.hu}: ${s.n} (${pctHu(s.depth)})`).join('\n')}\n\nA valódi akciók az Árfigyelő frissítéseivel érkeznek. Az Árfigyelő külön közli a rendes, az akciós és a hűségkártyás árakat; az alkalmazás ezeket a forrásukkal és a dátumukkal együtt mutatja. A mostaniakat a keresőben, a „Csak akciós termékek” fülön találod.`,
    }, (l, o) => barChart(say(l, 'Estimated promotions this week, by category', 'Az e heti becsült akciók kategóriánként'), byTop.map((s) => ({ label: say(l, s.top.en, s.top.hu), value: s.n, color: '#E09F3E' })), say(l, 'products (estimate)', 'termék (becslés)'), l, o));
    thumb('tag', (l) => (l === 'hu' ? num1Hu(disc.length) : num1En(disc.length)), (l) => (l === 'hu' ? ['becsült', 'akciós termék'] : ['estimated', 'offers']));
  }

  posts.sort((a, b) => a.created.localeCompare(b.created) || a.title_en.localeCompare(b.title_en));
  posts.forEach((p, i) => (p.id = i + 1));
  return { posts, media };
}

export type { CategorySlug };
export { cap };
