import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build';
import { defaultDataDir, readArfigyeloBasket } from './sources';
import { newsNarrow, newsPhoto, newsThumb, type SeedBlog } from '../../src/server/catalogue/seed-format';
import { RETAILERS } from './retailers';

const files = buildCatalogue(defaultDataDir()).files;
const posts = JSON.parse(files.get('blogs.json')!) as SeedBlog[];
const basket = readArfigyeloBasket(defaultDataDir());
const hu = (p: SeedBlog) => [p.title_hu, p.intro_hu, p.body_hu].join('\n');
const en = (p: SeedBlog) => [p.title_en, p.intro_en, p.body_en].join('\n');
const CHAIN = /\b(Aldi|ALDI|Auchan|Lidl|Penny|Spar|SPAR|Tesco|DM|Rossmann|EcoFamily|Müller)/;
const fmtHu = (n: number, d = 1) => (Math.round(n * 10 ** d) / 10 ** d).toLocaleString('hu-HU').replace(/\s/g, '\u00a0');
const fmtEn = (n: number, d = 1) => (Math.round(n * 10 ** d) / 10 ** d).toLocaleString('en-GB');
const idxHu = (n: number) => n.toLocaleString('hu-HU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const idxEn = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The basket recomputed here, apart from the builder: unit prices per item and chain, items every chain priced. */
function recompute() {
  const chains = [...new Set(basket.map((r) => r.chain))];
  const items = [...new Set(basket.map((r) => r.item))];
  const price = (item: string, chain: string) => basket.find((r) => r.item === item && r.chain === chain)?.unitPrice;
  const common = items.filter((i) => chains.every((c) => price(i, c) !== undefined));
  const med = (a: number[]) => {
    const s = [...a].sort((x, y) => x - y);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const index = chains.map((c) => {
    const logs = common.map((i) => Math.log(price(i, c)! / med(chains.map((x) => price(i, x)!))));
    const wins = common.filter((i) => price(i, c) === Math.min(...chains.map((x) => price(i, x)!))).length;
    return { chain: c, index: 100 * Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length), wins };
  }).sort((a, b) => a.index - b.index);
  const range = (item: string) => {
    const v = chains.map((c) => price(item, c)!);
    return [Math.min(...v), Math.max(...v)];
  };
  return { chains, common, index, range };
}

/** The words a chart shows (its <text> elements and its title for screen readers), without numbers, dates and chain names. */
function chartWords(svg: string): string[] {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>|aria-label="([^"]*)"/g)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&'));
  const chains = new Set(RETAILERS.map((r) => r.name));
  return texts.filter((t) => /\p{L}{3}/u.test(t) && !chains.has(t) && !/^(Ft|index|ESL|UHT)\b/.test(t));
}

describe('news posts', () => {
  it('have a thumbnail in each language that reads at card size: a pictogram, one large figure and two short lines, no chart', () => {
    for (const p of posts) {
      for (const lang of ['en', 'hu'] as const) {
        const svg = files.get(newsThumb(p.photo, lang));
        expect(svg, `${p.photo} (${lang}): no thumbnail`).toBeDefined();
        expect(svg).toContain(`aria-label="${lang === 'hu' ? p.title_hu : p.title_en}"`);
        const sizes = [...svg!.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]+)<\/text>/g)].map((m) => ({ size: Number(m[1]), text: m[2] }));
        // Three texts at most, none smaller than 18 px on the 320 px card (about 12 px on a 260 px card).
        expect(sizes.length, p.photo).toBeLessThanOrEqual(3);
        expect(Math.min(...sizes.map((t) => t.size)), `${p.photo} (${lang})`).toBeGreaterThanOrEqual(18);
        expect(Math.max(...sizes.map((t) => t.size)), `${p.photo} (${lang}): a key figure in large type`).toBeGreaterThanOrEqual(40);
      }
      const [en, hu] = [files.get(newsThumb(p.photo, 'en'))!, files.get(newsThumb(p.photo, 'hu'))!];
      expect(chartWords(hu).filter((w) => chartWords(en).includes(w) && !/^\p{Lu}/u.test(w)), `${p.photo}: words left in English`).toEqual([]);
    }
    const eggs = posts.find((p) => p.photo.endsWith('eggs-since-2018.svg'))!;
    expect(files.get(newsThumb(eggs.photo, 'hu'))).toContain('>+74,7%<');
    expect(files.get(newsThumb(eggs.photo, 'en'))).toContain('>+74.7%<');
  });

  it("draw each chart in the language the post is read in: a Hungarian reader sees no English words", () => {
    for (const p of posts) {
      const en = files.get(newsPhoto(p.photo, 'en'));
      const hu = files.get(newsPhoto(p.photo, 'hu'));
      expect(en, `${p.photo} (en)`).toBeDefined();
      expect(hu, `${p.photo} (hu)`).toBeDefined();
      const [wordsEn, wordsHu] = [chartWords(en!), chartWords(hu!)];
      expect(wordsHu.length, p.photo).toBeGreaterThan(0);
      expect(wordsHu.filter((w) => wordsEn.includes(w)), `${p.photo}: the same words in both languages`).toEqual([]);
    }
    const eggs = posts.find((p) => p.photo.endsWith('eggs-since-2018.svg'))!;
    // The dates on its axis too: "2025. dec." for a Hungarian reader, "Dec 2025" in English, never "2025-12".
    const NB = '\u00a0';
    expect(chartWords(files.get(newsPhoto(eggs.photo, 'hu'))!)).toEqual([
      'Tojás, 10 db (KSH havi átlagár)', 'Tojás, 10 db (KSH havi átlagár)',
      ...['2018. jan.', '2019. júl.', '2021. jan.', '2022. júl.', '2024. jan.', '2025. dec.'].map((d) => d.replace(' ', NB)),
      'Tojás, 10 db',
    ]);
    expect(chartWords(files.get(newsPhoto(eggs.photo, 'en'))!)).toEqual([
      'Eggs, 10 pcs (KSH monthly average)', 'Eggs, 10 pcs (KSH monthly average)',
      ...['Jan 2018', 'Jul 2019', 'Jan 2021', 'Jul 2022', 'Jan 2024', 'Dec 2025'].map((d) => d.replace(' ', NB)),
      'Eggs, 10 pcs',
    ]);
    for (const p of posts) for (const lang of ['en', 'hu'] as const) expect(files.get(newsPhoto(p.photo, lang))!, p.photo).not.toMatch(/>\d{4}-\d{2}</);
  });

  it("draw each chart once more for a phone's width, its words no smaller than 12 px there", () => {
    for (const p of posts) {
      for (const lang of ['en', 'hu'] as const) {
        const svg = files.get(newsNarrow(p.photo, lang)!);
        expect(svg, `${p.photo} (${lang}): no narrow chart`).toBeDefined();
        // Drawn 360 wide: a phone's column (358 px at 390) shows it at its own size.
        expect(svg).toMatch(/viewBox="0 0 360 \d+"/);
        const sizes = [...svg!.matchAll(/<text[^>]*font-size="(\d+)"/g)].map((m) => Number(m[1]));
        expect(Math.min(...sizes), `${p.photo} (${lang})`).toBeGreaterThanOrEqual(12);
        // Every word inside the picture: no text starts left of it or runs past its right edge (about 0.6 em a character).
        for (const m of svg!.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
          const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1]!)?.[1];
          const [x, anchor, size, text] = [Number(attr('x')), attr('text-anchor') ?? 'start', Number(attr('font-size')), m[2]!];
          const width = text.length * size * 0.55;
          const left = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x;
          expect(left, `${p.photo} (${lang}): "${text}"`).toBeGreaterThanOrEqual(-1);
          expect(left + width, `${p.photo} (${lang}): "${text}"`).toBeLessThanOrEqual(361);
        }
        // Its words are the wide chart's, the title wrapped into lines.
        const wide = chartWords(files.get(newsPhoto(p.photo, lang))!);
        expect(wide.length).toBeGreaterThan(0);
      }
    }
  });

  it('write a bar\'s value as the post writes it, and group thousands in Hungarian from four digits on', () => {
    const ranking = posts.find((p) => p.photo.endsWith('chains-in-the-basket.svg'))!;
    const bars = [...files.get(newsPhoto(ranking.photo, 'hu'))!.matchAll(/font-size="13" fill="#333">([\d\u00a0,]+)</g)].map((m) => m[1]);
    expect(bars.length).toBeGreaterThan(2);
    // One decimal on every bar, as in the post's text ("107,0").
    for (const b of bars) expect(b).toMatch(/^\d+,\d$/);
    for (const b of bars) expect(ranking.body_hu).toContain(b);
    for (const p of posts) expect(`${p.intro_hu}\n${p.body_hu ?? ''}`, p.photo).not.toMatch(/(?<![\d,.])\d{4}\u00a0forint/);
    expect(posts.map((p) => p.body_hu).join('\n')).toMatch(/\d\u00a0\d{3}\u00a0forint/);
  });

  it('name a chain only next to the source and date of the observed basket', () => {
    for (const p of posts) {
      if (CHAIN.test(hu(p))) {
        expect(hu(p), `post ${p.id} (hu) names a chain`).toContain('Árfigyelő');
        expect(hu(p), `post ${p.id} (hu) names a chain`).toContain('2026.\u00a0szeptember\u00a025.');
      }
      if (CHAIN.test(en(p))) {
        expect(en(p), `post ${p.id} (en) names a chain`).toContain('Árfigyelő');
        expect(en(p), `post ${p.id} (en) names a chain`).toContain('25\u00a0September\u00a02026');
      }
    }
  });

  it('word every figure from the modelled catalogue as an estimate', () => {
    for (const p of posts) {
      if (/catalogue|this week/i.test(en(p))) expect(en(p), `post ${p.id}`).toMatch(/estimate/i);
      if (/katalógus|e heti|ezen a héten/i.test(hu(p))) expect(hu(p), `post ${p.id}`).toMatch(/becsl|becsült/i);
    }
  });

  it('rank the chains as the basket of 2026-09-25 does, with its figures', () => {
    const { chains, common, index } = recompute();
    expect(chains).toHaveLength(6);
    const post = posts.find((p) => p.photo.endsWith('/chains-in-the-basket.svg'))!;
    expect(post).toBeDefined();
    const name = (c: string) => (c === 'ALDI' ? 'Aldi' : c === 'SPAR' ? 'Spar' : c);
    index.forEach((x, i) => {
      expect(post.body_en).toContain(`${i + 1}. ${name(x.chain)}: ${idxEn(x.index)} (cheapest on ${x.wins} of ${common.length} items)`);
      expect(post.body_hu).toContain(`${i + 1}. ${name(x.chain)}: ${idxHu(x.index)} (${x.wins === 0 ? 'egy tételnél sem volt a legolcsóbb' : `${x.wins} tételnél a legolcsóbb`})`);
    });
    const first = index[0];
    const last = index[index.length - 1];
    expect(post.intro_en).toContain(`${name(first.chain)} was cheapest overall, ${fmtEn(100 - first.index)}% below the median`);
    expect(post.intro_en).toContain(`${name(last.chain)} dearest, ${fmtEn(last.index - 100)}% above it`);
    expect(post.intro_hu).toContain(`${fmtHu(100 - first.index)}%-kal a medián alatt`);
    expect(post.intro_hu).toContain(`${fmtHu(last.index - 100)}%-kal fölötte`);
    expect(post.body_en).toContain('cheapest product each chain offered');
    expect(post.body_hu).toContain('legolcsóbb');
  });

  it("quote the basket's price ranges where they compare the chains on one item", () => {
    const { range } = recompute();
    const find = (slug: string) => posts.find((p) => p.photo.endsWith(`/${slug}.svg`))!;
    for (const [slug, item] of [['milk-margin-cap', 'ESL tej 1,5%'], ['oil-and-sugar', 'Étolaj'], ['eggs-since-2018', 'Tojás']] as const) {
      const [lo, hi] = range(item);
      expect(en(find(slug)), slug).toContain(`${fmtEn(lo)}–${fmtEn(hi)}\u00a0Ft`);
      expect(hu(find(slug)), slug).toContain(`${fmtHu(lo)}–${fmtHu(hi)}\u00a0forint`);
    }
  });

  it('keep an amount with its currency and a date in one piece, so neither breaks across lines', () => {
    const MONTHS_HU = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december';
    const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December';
    let amounts = 0;
    let dates = 0;
    for (const p of posts) {
      for (const text of [hu(p), en(p)]) {
        expect(text, `post ${p.id}: an amount apart from its currency`).not.toMatch(/\d[ \t\n]+(forint|Ft)\b/);
        expect(text, `post ${p.id}: an amount split at its thousands`).not.toMatch(/\d \d{3}(?!\d)/);
        amounts += text.match(/\d\u00a0(forint|Ft)\b/g)?.length ?? 0;
        const full = text.match(new RegExp(`\\d{4}\\.\\s(?:${MONTHS_HU})\\s\\d{1,2}\\b|\\b\\d{1,2}\\s(?:${MONTHS_EN})\\s\\d{4}`, 'g')) ?? [];
        for (const d of full) expect(d, `post ${p.id}`).not.toMatch(/ /);
        dates += full.length;
      }
    }
    expect(amounts).toBeGreaterThan(20);
    expect(dates).toBeGreaterThan(10);
    const eggs = posts.find((p) => p.photo.endsWith('eggs-since-2018.svg'))!;
    expect(eggs.intro_hu).toMatch(/átlagosan \d+\u00a0forint volt tíz tojás/);
    expect(eggs.intro_en).toMatch(/cost \d+\u00a0Ft on average/);
  });

  it('word the estimated promotions post as a native reader would', () => {
    const post = posts.find((p) => p.photo.endsWith('/promotions-this-week.svg'))!;
    expect(post.body_hu).toContain('A valódi akciók az Árfigyelő frissítéseivel érkeznek. Az Árfigyelő külön közli a rendes, az akciós és a hűségkártyás árakat; az alkalmazás ezeket a forrásukkal és a dátumukkal együtt mutatja.');
    expect(post.body_hu).not.toContain('országos árfigyelő rendszer');
    expect(post.body_en).toContain('Real promotions arrive with the updates from Árfigyelő, the national price monitor. Árfigyelő lists normal, discounted and loyalty-card prices separately; the app shows them with their source and date.');
    expect(chartWords(files.get(newsPhoto(post.photo, 'hu'))!)).toContain('Az e heti becsült akciók kategóriánként');
    expect(chartWords(files.get(newsPhoto(post.photo, 'en'))!)).toContain('Estimated promotions this week, by category');
  });
});
