/** News posts written from the data: KSH price history since 2018 and the generated catalogue. */
import type { KshData } from './sources';
import type { Offer } from './products';
import { RETAILERS, type RetailerDef } from './retailers';
import { CATEGORIES, type CategorySlug } from './taxonomy';
import { barChart, lineChart } from './media';
import type { SeedBlog } from './seed-format';

// "in <month>" and "in <month> of <year>" take different Hungarian endings.
const MONTH_HU_IN = ['januárban', 'februárban', 'márciusban', 'áprilisban', 'májusban', 'júniusban', 'júliusban', 'augusztusban', 'szeptemberben', 'októberben', 'novemberben', 'decemberben'];
const MONTH_HU_OF_YEAR = ['januárjában', 'februárjában', 'márciusában', 'áprilisában', 'májusában', 'júniusában', 'júliusában', 'augusztusában', 'szeptemberében', 'októberében', 'novemberében', 'decemberében'];
const MONTH_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ftHu = (n: number) => `${Math.round(n).toLocaleString('hu-HU').replace(/\s/g, ' ')} forint`;
const ftEn = (n: number) => `${Math.round(n).toLocaleString('en-GB')} Ft`;
const pctHu = (n: number) => `${(Math.round(n * 10) / 10).toLocaleString('hu-HU')}%`;
const pctEn = (n: number) => `${(Math.round(n * 10) / 10).toLocaleString('en-GB')}%`;
const monthHu = (m: string) => `${m.slice(0, 4)} ${MONTH_HU_OF_YEAR[Number(m.slice(5)) - 1]}`;
const monthEn = (m: string) => `${MONTH_EN[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}`;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const numHu = (n: number) => Math.round(n).toLocaleString('hu-HU').replace(/\s/g, ' ');
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

/** Offers' price against the average of their canonical product, averaged (geometrically) per retailer. */
function relativeLevels(offers: Offer[], filter: (o: Offer) => boolean): Map<string, { pct: number; n: number }> {
  const byCanon = new Map<number, Offer[]>();
  for (const o of offers) if (filter(o)) byCanon.set(o.canonical.id, [...(byCanon.get(o.canonical.id) ?? []), o]);
  const acc = new Map<string, number[]>();
  for (const group of byCanon.values()) {
    if (group.length < 2) continue;
    const avg = group.reduce((a, o) => a + o.price, 0) / group.length;
    for (const o of group) acc.set(o.retailer.slug, [...(acc.get(o.retailer.slug) ?? []), Math.log(o.price / avg)]);
  }
  const out = new Map<string, { pct: number; n: number }>();
  for (const [slug, logs] of acc) out.set(slug, { pct: (Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length) - 1) * 100, n: logs.length });
  return out;
}

export function buildNews(ksh: KshData, offers: Offer[], today: string): NewsResult {
  const posts: SeedBlog[] = [];
  const media = new Map<string, string>();
  const add = (slug: string, created: string, p: Omit<SeedBlog, 'id' | 'photo' | 'created'>, svg: string) => {
    const photo = `media/news/${slug}.svg`;
    media.set(photo, svg);
    posts.push({ id: 0, photo, created: `${created}T08:00:00.000Z`, ...p });
  };
  const last = '2025-12';

  // 1. Eggs
  {
    const s = series(ksh, 11001);
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
      body_en: `The steepest rise came in ${st.year}: from ${ftEn(st.from)} in January to ${ftEn(st.to)} in December, as feed and energy costs soared. The monthly average peaked in ${monthEn(pk.m)} at ${ftEn(pk.v)} for ten eggs.\n\nEggs are one of the products where the chains' own brands are easiest to compare: a 10-pack of size M or L is the same everywhere. Check the unit price per piece and the size class before you buy, since a pack of 6 often costs more per egg than a pack of 10.`,
      body_hu: `A legnagyobb drágulás ${YEAR_IN[st.year]} volt, amikor elszállt a takarmány és az energia ára: januárban még ${ftHu(st.from)}, decemberben már ${ftHu(st.to)} volt tíz tojás. A havi átlagár ${monthHu(pk.m)} tetőzött: ekkor tíz tojás átlagosan ${ftHu(pk.v)}ba került.\n\nA tojás azon termékek közé tartozik, amelyeknél a legkönnyebb összehasonlítani az üzletláncok saját márkás termékeit: egy tízes csomag M-es vagy L-es tojás mindenhol ugyanaz. Vásárlás előtt érdemes a darabárat és a méretet is megnézni, mert a hatos csomagban gyakran drágább egy tojás, mint a tízesben.`,
    }, lineChart('Eggs, 10 pcs (KSH monthly average)', [{ label: 'Tojás, 10 db / Eggs, 10 pcs', color: '#E09F3E', points: s.filter((_, i) => i % 3 === 0 || i === s.length - 1).map((x) => ({ x: x.m, y: x.v })) }], 'Ft'));
  }

  // 2. Milk after the margin cap
  {
    const esl = series(ksh, 11101);
    const uht = series(ksh, 11104);
    const e24 = at(esl, '2024-12');
    const e25 = at(esl, last);
    const u24 = at(uht, '2024-12');
    const u25 = at(uht, last);
    const pk = peak(esl);
    const milk = offers.filter((o) => o.canonical.key === 'uht-milk-2-8/0/1').map((o) => o.price);
    const spread = milk.length > 1 ? (Math.max(...milk) / Math.min(...milk) - 1) * 100 : 0;
    add('milk-margin-cap', '2026-02-17', {
      title_en: `Milk is cheaper than a year ago`,
      title_hu: `Olcsóbb a tej, mint egy éve`,
      intro_en: `A litre of 2.8% ESL milk cost ${ftEn(e25)} on average in December 2025, ${pctEn((1 - e25 / e24) * 100)} less than a year earlier (KSH).`,
      intro_hu: `Egy liter 2,8%-os ESL-tej 2025 decemberében átlagosan ${ftHu(e25)} volt, ${pctHu((1 - e25 / e24) * 100)}-kal kevesebb, mint egy évvel korábban (KSH).`,
      body_en: `The fall followed the cap on retail margins for basic foods introduced in 2025. UHT milk moved the same way: ${ftEn(u24)} in December 2024 against ${ftEn(u25)} a year later.\n\nThe highest monthly average for ESL milk was ${ftEn(pk.v)} in ${monthEn(pk.m)}. Prices are still well above 2018 levels, so it is worth comparing: in this week's catalogue the same litre of UHT milk costs up to ${pctEn(spread)} more at the dearest chain than at the cheapest.`,
      body_hu: `A csökkenés a 2025-ben bevezetett árrésstop nyomán indult el. Az UHT-tej ára is hasonlóan alakult: literenként 2024 decemberében ${ftHu(u24)}, egy évvel később ${ftHu(u25)} volt.\n\nAz ESL-tej havi átlagára ${monthHu(pk.m)} volt a legmagasabb, ${ftHu(pk.v)}. Az árak így is jóval a 2018-as szint fölött vannak, ezért továbbra is érdemes összehasonlítani őket: az e heti katalógusban ugyanaz a liter UHT-tej a legdrágább üzletláncnál akár ${pctHu(spread)}-kal többe kerül, mint a legolcsóbbnál.`,
    }, lineChart('Milk, 1 l (KSH monthly average)', [
      { label: 'ESL 2,8%', color: '#3D7DD9', points: esl.filter((x) => x.m >= '2021-01').map((x) => ({ x: x.m, y: x.v })) },
      { label: 'UHT 2,8%', color: '#F18F01', points: uht.filter((x) => x.m >= '2021-01').map((x) => ({ x: x.m, y: x.v })) },
    ], 'Ft / l'));
  }

  // 3. Bread and flour
  {
    const bread = series(ksh, 13201);
    const flour = series(ksh, 13002);
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
      body_en: `Most of the rise came in a single year, ${st.year}, when the price went from ${ftEn(st.from)} to ${ftEn(st.to)} a kilo. Flour was not the reason: a kilo of plain flour cost ${ftEn(fa)} in January ${st.year} and ${ftEn(fb)} in December. Energy and wages, the biggest costs of baking, drove bread up, and its price has not come back down since.\n\nTip: chains bake their own white and half-brown bread, and the same 1 kg loaf can differ by a few hundred forints between them. Pre-packed sliced bread is usually dearer per kilo than a whole loaf.`,
      body_hu: `A drágulás nagy része egyetlen évben, ${YEAR_IN[st.year]} történt: a kenyér kilója ${numHu(st.from)} forintról ${numHu(st.to)} forintra emelkedett. Ennek nem a liszt volt az oka, hiszen egy kiló finomliszt ${st.year} januárjában ${ftHu(fa)}, decemberében ${ftHu(fb)} volt. A kenyér árát az energia és a bérek – a sütés két legnagyobb költsége – hajtották fel, és azóta sem csökkent.\n\nTipp: a fehér és a félbarna kenyeret az üzletláncok maguk sütik, így egy egykilós vekni ára akár néhány száz forinttal is eltérhet közöttük. Az előre csomagolt, szeletelt kenyér kilóra vetítve általában drágább, mint az egész vekni.`,
    }, lineChart('White bread and flour (KSH, Ft/kg)', [
      { label: 'Fehér kenyér / White bread', color: '#B97A3A', points: yearly(bread) },
      { label: 'Finomliszt / Flour', color: '#6C757D', points: yearly(flour) },
    ], 'Ft / kg'));
  }

  // 4. Oil and sugar
  {
    const oil = series(ksh, 12301);
    const sugar = series(ksh, 13501);
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
      intro_hu: `Egy liter napraforgó-étolaj 2018 januárjában ${ftHu(o18)}, 2025 decemberében ${ftHu(o25)} volt, a cukor kilója pedig ${numHu(s18)} forintról ${numHu(s25)} forintra drágult (KSH).`,
      body_en: `Sugar peaked at ${ftEn(spk.v)} a kilo in ${monthEn(spk.m)} and has since fallen ${pctEn(sugarOff)}. Oil reached its highest monthly average, ${ftEn(opk.v)}, in ${monthEn(opk.m)}, and in December 2025 it was ${pctEn(oilOff)} below that.\n\nBoth keep for months, so they are good candidates for stocking up when a chain runs a promotion. In our catalogue the bigger bottle of oil is usually cheaper per litre.`,
      body_hu: `A cukor ${monthHu(spk.m)} volt a legdrágább, kilónként ${ftHu(spk.v)}, azóta ${pctHu(sugarOff)}-kal olcsóbb lett. Az étolaj havi átlagára ${monthHu(opk.m)} érte el a csúcsot (literenként ${ftHu(opk.v)}), 2025 decemberében pedig ${pctHu(oilOff)}-kal maradt el ettől.\n\nMindkettő hónapokig eláll, ezért érdemes akkor többet venni belőlük, amikor valamelyik üzletláncnál akciósak. A katalógusunkban a nagyobb kiszerelésű étolaj literára vetítve általában olcsóbb.`,
    }, lineChart('Sunflower oil (Ft/l) and sugar (Ft/kg), KSH', [
      { label: 'Étolaj / Sunflower oil', color: '#F4B400', points: oil.filter((_, i) => i % 3 === 0 || i === oil.length - 1).map((x) => ({ x: x.m, y: x.v })) },
      { label: 'Cukor / Sugar', color: '#8E8E8E', points: sugar.filter((_, i) => i % 3 === 0 || i === sugar.length - 1).map((x) => ({ x: x.m, y: x.v })) },
    ], 'Ft'));
  }

  // 5. Tomato season
  {
    const s = series(ksh, 14107);
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
      body_en: `That is a difference of ${pctEn(gap)} between the best and the worst month. Outdoor-grown Hungarian tomatoes arrive in summer; in winter most of the supply is imported or grown in heated greenhouses.\n\nThe same pattern holds for peppers and cucumbers. In the off-season, canned peeled tomatoes and passata are a cheaper way to cook.`,
      body_hu: `A legolcsóbb és a legdrágább hónap között így ${pctHu(gap)} a különbség. A szabadföldi hazai paradicsom nyáron kerül a boltokba, télen a kínálat nagy része importból vagy fűtött üvegházból származik.\n\nUgyanez a minta figyelhető meg a paprikánál és az uborkánál is. Szezonon kívül főzéshez olcsóbb a hámozott paradicsomkonzerv vagy a passata.`,
    }, barChart('Tomatoes: average price by month, 2022-2025 (KSH)', profile.map((v, i) => ({ label: MONTH_EN[i].slice(0, 3), value: Math.round(v), color: i === lo ? '#2A9D8F' : i === hi ? '#E4572E' : '#E9A6A6' })), 'Ft / kg'));
  }

  // 6. Coffee
  {
    const s = series(ksh, 17011);
    const a = at(s, '2018-01');
    const b = at(s, last);
    const y24 = at(s, '2024-12');
    add('coffee-prices', '2026-06-23', {
      title_en: `Ground coffee: ${pctEn((b / y24 - 1) * 100)} dearer in a year`,
      title_hu: `Őrölt kávé: egy év alatt ${pctHu((b / y24 - 1) * 100)}-kal drágult`,
      intro_en: `A 200-250 g pack of ground coffee cost ${ftEn(y24)} on average in December 2024 and ${ftEn(b)} a year later (KSH).`,
      intro_hu: `Egy 200–250 grammos csomag őrölt kávé átlagára 2024 decemberében ${ftHu(y24)}, egy évvel később ${ftHu(b)} volt (KSH).`,
      body_en: `World coffee bean prices hit record highs in 2024 and 2025, and shelf prices followed. In January 2018 the same pack cost ${ftEn(a)}.\n\nTip: compare the price per kilo, not per pack. Larger packs and whole beans are usually cheaper per kilo, and every chain runs regular coffee promotions.`,
      body_hu: `A nyers kávé világpiaci ára 2024-ben és 2025-ben is rekordot döntött, és ezt a bolti árak is követték. 2018 januárjában ugyanez a csomag még ${ftHu(a)} volt.\n\nTipp: ne a csomagok árát, hanem a kilóárat hasonlítsd össze. A nagyobb kiszerelés és a szemes kávé kilóra vetítve általában olcsóbb, és minden üzletlánc rendszeresen tart kávéakciót.`,
    }, lineChart('Ground coffee, 200-250 g (KSH)', [{ label: 'Őrölt kávé / Ground coffee', color: '#6F4E37', points: yearly(s) }], 'Ft'));
  }

  // 7. Cheapest chain per category (catalogue)
  const grocery = RETAILERS.filter((r) => r.kind !== 'drugstore' && r.kind !== 'organic');
  {
    const subs = CATEGORIES.filter((c) => c.parent === 'food' || c.parent === 'drink');
    const lines: { cat: (typeof CATEGORIES)[number]; r: RetailerDef; pct: number }[] = [];
    for (const cat of subs) {
      const levels = relativeLevels(offers, (o) => o.canonical.sub === cat.slug && !o.canonical.bio && grocery.includes(o.retailer));
      const best = [...levels].filter(([, v]) => v.n >= 15).sort((a, b) => a[1].pct - b[1].pct)[0];
      if (best) lines.push({ cat, r: RETAILERS.find((r) => r.slug === best[0])!, pct: best[1].pct });
    }
    const overall = relativeLevels(offers, (o) => !o.canonical.bio && grocery.includes(o.retailer) && (o.canonical.sub === 'vegetables' || ['food', 'drink'].includes(CATEGORIES.find((c) => c.slug === o.canonical.sub)!.parent ?? '')));
    const ranked = [...overall].sort((a, b) => a[1].pct - b[1].pct);
    const cheapest = RETAILERS.find((r) => r.slug === ranked[0][0])!;
    const dearest = RETAILERS.find((r) => r.slug === ranked[ranked.length - 1][0])!;
    add('cheapest-chain-by-category', today, {
      title_en: `Which chain is cheapest for what?`,
      title_hu: `Melyik láncnál mi a legolcsóbb?`,
      intro_en: `We compared the same products across the grocery chains in this week's catalogue. Overall ${cheapest.name} came out cheapest and ${dearest.name} dearest for food and drinks.`,
      intro_hu: `Az e heti katalógusban megnéztük, mennyibe kerülnek ugyanazok a termékek az egyes élelmiszer-üzletláncoknál. Élelmiszerből és italból összességében ${nom(cheapest)} lett a legolcsóbb, ${nom(dearest)} a legdrágább.`,
      body_en: `The cheapest chain by category, compared with the average price of the same product across the chains that sell it:\n\n${lines.map((l) => `• ${l.cat.en}: ${l.r.name} (${pctEn(-l.pct)} below average)`).join('\n')}\n\nThese are averages: the cheapest place for your own basket depends on what is in it. The shopping plan works it out for your list and your area.`,
      body_hu: `A legolcsóbb üzletlánc kategóriánként, ahhoz az átlagárhoz képest, amennyibe ugyanaz a termék az azt árusító üzletláncoknál kerül:\n\n${lines.map((l) => `• ${l.cat.hu}: ${l.r.name} (${pctHu(-l.pct)}-kal az átlag alatt)`).join('\n')}\n\nEzek átlagok: hogy a saját kosaradat hol veheted meg a legolcsóbban, az attól függ, mi van benne. A bevásárlási terv ezt kiszámolja a te bevásárlólistádra és bevásárlási zónádra.`,
    }, barChart('Food and drinks: price level vs. average (%)', ranked.map(([slug, v]) => ({ label: RETAILERS.find((r) => r.slug === slug)!.name, value: Math.round(v.pct * 10) / 10, color: RETAILERS.find((r) => r.slug === slug)!.color })).map((b) => ({ ...b, value: Math.round((100 + b.value) * 10) / 10 })), 'average = 100'));
  }

  // 8. Drugstores vs supermarkets
  {
    const levels = relativeLevels(offers, (o) => ['drogerie', 'household'].includes(CATEGORIES.find((c) => c.slug === o.canonical.sub)!.parent ?? ''));
    const ranked = [...levels].filter(([, v]) => v.n >= 30).sort((a, b) => a[1].pct - b[1].pct);
    const r = (slug: string) => RETAILERS.find((x) => x.slug === slug)!;
    const dm = levels.get('dm')!;
    const ross = levels.get('rossmann')!;
    const first = r(ranked[0][0]);
    add('drugstore-vs-supermarket', '2026-11-09', {
      title_en: `Shampoo, detergent, nappies: drugstore or supermarket?`,
      title_hu: `Sampon, mosószer, pelenka: drogéria vagy szupermarket?`,
      intro_en: `On drugstore and household goods, ${first.name} had the lowest prices in our catalogue, ${pctEn(-ranked[0][1].pct)} below the average of the chains that stock the same product.`,
      intro_hu: `Drogériai és háztartási termékekből ${nom(first)} volt a legolcsóbb a katalógusunkban: árai ${pctHu(-ranked[0][1].pct)}-kal maradtak el attól az átlagtól, amennyibe ugyanezek a termékek az őket árusító üzletláncoknál kerülnek.`,
      body_en: `DM was ${dm.pct < 0 ? pctEn(-dm.pct) + ' below' : pctEn(dm.pct) + ' above'} the average and Rossmann ${ross.pct < 0 ? pctEn(-ross.pct) + ' below' : pctEn(ross.pct) + ' above'} it. The ranking of all chains with at least 30 comparable products:\n\n${ranked.map(([s, v], i) => `${i + 1}. ${r(s).name} (${v.pct < 0 ? '' : '+'}${pctEn(v.pct)})`).join('\n')}\n\nDrugstores run frequent promotions on their own brands, so the picture can change from week to week.`,
      body_hu: `A DM árai ${dm.pct < 0 ? pctHu(-dm.pct) + '-kal az átlag alatt' : pctHu(dm.pct) + '-kal az átlag fölött'}, a Rossmann árai pedig ${ross.pct < 0 ? pctHu(-ross.pct) + '-kal az átlag alatt' : pctHu(ross.pct) + '-kal az átlag fölött'} voltak. Azoknak az üzletláncoknak a sorrendje, amelyeknél legalább 30 összehasonlítható termék van:\n\n${ranked.map(([s, v], i) => `${i + 1}. ${r(s).name} (${v.pct < 0 ? '' : '+'}${pctHu(v.pct)})`).join('\n')}\n\nA drogériák gyakran tartanak akciót a saját márkás termékeikre, így a sorrend hétről hétre változhat.`,
    }, barChart('Drugstore and household goods: price level (average = 100)', ranked.map(([s, v]) => ({ label: r(s).name, value: Math.round((100 + v.pct) * 10) / 10, color: r(s).color })), 'index'));
  }

  // 9. Own brands and pack sizes
  {
    const byCanon = new Map<number, Offer[]>();
    for (const o of offers) byCanon.set(o.canonical.id, [...(byCanon.get(o.canonical.id) ?? []), o]);
    const logs: number[] = [];
    for (const group of byCanon.values()) {
      const own = group.filter((o) => o.ownBrand && !o.canonical.bio);
      const other = group.filter((o) => !o.ownBrand && !o.canonical.bio);
      if (!own.length || !other.length) continue;
      const m = (g: Offer[]) => g.reduce((a, o) => a + Math.log(o.price), 0) / g.length;
      logs.push(m(own) - m(other));
    }
    const ownPct = (1 - Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length)) * 100;
    const bySize = new Map<string, Offer[]>();
    for (const o of offers) {
      const k = `${o.canonical.type.key}/${o.canonical.key.split('/')[1]}/${o.canonical.bio}/${o.retailer.slug}`;
      bySize.set(k, [...(bySize.get(k) ?? []), o]);
    }
    const sizeLogs: number[] = [];
    for (const g of bySize.values()) {
      if (g.length < 2) continue;
      const sorted = [...g].sort((a, b) => a.canonical.size - b.canonical.size);
      sizeLogs.push(Math.log(sorted[sorted.length - 1].unitPrice / sorted[0].unitPrice));
    }
    const sizePct = (1 - Math.exp(sizeLogs.reduce((a, b) => a + b, 0) / sizeLogs.length)) * 100;
    add('saving-tips', '2026-09-15', {
      title_en: `Three habits that cut the grocery bill`,
      title_hu: `Három szokás, amellyel kevesebbet fizetsz a kasszánál`,
      intro_en: `Own brands, bigger packs and promotions: what the numbers in our catalogue say about each.`,
      intro_hu: `Saját márka, nagyobb kiszerelés, akciók: mit mutatnak erről a katalógusunk számai?`,
      body_en: `1. Choose the chain's own brand. Where the same product is sold both as an own brand and under another label, the own brand was ${pctEn(ownPct)} cheaper on average.\n\n2. Compare the unit price. The larger pack of the same product at the same chain was ${pctEn(sizePct)} cheaper per kilo, litre or piece on average. Only buy it if you will use it up.\n\n3. Plan around promotions. Every week some products are discounted at each chain; the trend arrow next to a price shows whether it has just gone up or down compared with the previous four weeks.`,
      body_hu: `1. Válaszd az üzletlánc saját márkáját! Ahol ugyanaz a termék saját márkával és más márkanéven is kapható, ott a saját márkás változat átlagosan ${pctHu(ownPct)}-kal volt olcsóbb.\n\n2. Figyeld az egységárat! Ugyanannál az üzletláncnál ugyanannak a terméknek a nagyobb kiszerelése kilogrammra, literre vagy darabra vetítve átlagosan ${pctHu(sizePct)}-kal volt olcsóbb. Persze csak akkor éri meg, ha el is fogy.\n\n3. Tervezz az akciókkal! Minden héten van néhány leárazott termék mindegyik üzletláncnál. Az ár melletti trendnyíl megmutatja, hogy az előző négy héthez képest drágult-e vagy olcsóbb lett a termék.`,
    }, barChart('Saving tips: average difference', [
      { label: 'Own brand', value: Math.round(ownPct * 10) / 10, color: '#2A9D8F' },
      { label: 'Bigger pack', value: Math.round(sizePct * 10) / 10, color: '#E9C46A' },
    ], '% cheaper'));
  }

  // 10. This week's promotions
  {
    const stats = RETAILERS.map((r) => {
      const own = offers.filter((o) => o.retailer === r);
      const disc = own.filter((o) => o.discount);
      const depth = disc.length ? disc.reduce((a, o) => a + (1 - o.price / o.regular), 0) / disc.length : 0;
      return { r, n: disc.length, share: (disc.length / own.length) * 100, depth: depth * 100 };
    }).sort((a, b) => b.n - a.n);
    const total = stats.reduce((a, s) => a + s.n, 0);
    const deepest = [...stats].filter((s) => s.n >= 5).sort((a, b) => b.depth - a.depth)[0];
    add('promotions-this-week', today, {
      title_en: `${total} products on promotion this week`,
      title_hu: `${total} termék akciós ezen a héten`,
      intro_en: `${stats[0].r.name} has the most discounted products this week (${stats[0].n}); the deepest average discount is at ${deepest.r.name} (${pctEn(deepest.depth)}).`,
      intro_hu: `Ezen a héten ${nom(stats[0].r)} kínálja a legtöbb akciós terméket (${stats[0].n} darabot), a legnagyobb átlagos kedvezményt pedig ${deepest.r.hu.article} ${deepest.r.hu.at} kapod (${pctHu(deepest.depth)}).`,
      body_en: `Promotions by chain (number of discounted products, average discount):\n\n${stats.map((s) => `• ${s.r.name}: ${s.n} (${pctEn(s.depth)})`).join('\n')}\n\nUse the "only discount products" tab in search to see them all.`,
      body_hu: `Akciók üzletláncok szerint (akciós termékek száma, átlagos kedvezmény):\n\n${stats.map((s) => `• ${s.r.name}: ${s.n} (${pctHu(s.depth)})`).join('\n')}\n\nMindet megtalálod a keresőben, a „Csak akciós termékek” fülön.`,
    }, barChart('Discounted products this week', stats.map((s) => ({ label: s.r.name, value: s.n, color: s.r.color })), 'products'));
  }

  posts.sort((a, b) => a.created.localeCompare(b.created) || a.title_en.localeCompare(b.title_en));
  posts.forEach((p, i) => (p.id = i + 1));
  return { posts, media };
}

export type { CategorySlug };
export { cap };
