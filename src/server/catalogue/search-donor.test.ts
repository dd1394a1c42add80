import { describe, expect, it } from 'vitest';
import { SearchIndex, type CanonicalText, type OfferText, type SearchableOffer, type SearchCategory } from './search';
import { normalizeText } from './trigrams';

/**
 * An index built beside the one it replaces (SearchIndex.build's donor) borrows the texts that did not change and
 * shares its trigram dictionary: its answers must be those of an index built from nothing, and the index still
 * being served while it is built must go on giving its own.
 */
type Offer = SearchableOffer & { name_hu: string; name_en: string };

const HU = ['tej', 'kenyér', 'vaj', 'sajt', 'alma', 'csirkemell', 'kristálycukor', 'vaníliás cukor', 'liszt', 'tojás', 'joghurt', 'paradicsom'];
const EN = ['milk', 'bread', 'butter', 'cheese', 'apple', 'chicken breast', 'granulated sugar', 'vanilla sugar', 'flour', 'eggs', 'yogurt', 'tomato'];
const BRANDS = ['Mizo', 'Pilos', 'Tolle', 'Magyar', 'Boni', 'Spar', 'Penny', 'Gazdag'];
const categories: SearchCategory[] = [
  { id: 1, slug: 'dairy', parent_id: null },
  { id: 2, slug: 'bakery', parent_id: null },
  { id: 3, slug: 'pantry', parent_id: null },
];

function catalogue(change: (o: Offer, i: number) => Offer | null, extra: Offer[] = []) {
  const offers: Offer[] = [];
  let id = 1;
  for (let k = 0; k < HU.length; k++) {
    for (let b = 0; b < BRANDS.length; b++) {
      for (let r = 1; r <= 3; r++, id++) {
        const o: Offer = {
          id, canonical_id: k * 100 + b, retailer_id: r, category_id: (k % 3) + 1, price: 200 + ((id * 37) % 900), unit_price: 300 + ((id * 53) % 700),
          saving: (id * 7) % 50, discount: id % 5 === 0, trending: id % 4 === 0 ? -3 : null,
          name_hu: `${BRANDS[b]} ${HU[k]} ${b + 1}00 g`, name_en: `${BRANDS[b]} ${EN[k]} ${b + 1}00 g`,
        };
        const changed = change(o, id);
        if (changed) offers.push(changed);
      }
    }
  }
  offers.push(...extra);
  const texts: OfferText[] = offers.map((o) => ({
    id: o.id, norm_name_hu: normalizeText(o.name_hu), norm_name_en: normalizeText(o.name_en),
    search_hu: normalizeText(`${o.name_hu} ${HU[Math.floor(o.canonical_id / 100)] ?? ''}`), search_en: normalizeText(`${o.name_en} ${EN[Math.floor(o.canonical_id / 100)] ?? ''}`),
  }));
  const canonicals: CanonicalText[] = [...new Set(offers.map((o) => o.canonical_id))].map((c) => ({
    id: c, norm_hu: normalizeText(HU[Math.floor(c / 100)] ?? 'xilofon'), norm_en: normalizeText(EN[Math.floor(c / 100)] ?? 'xylophone'),
    type_hu: normalizeText(HU[Math.floor(c / 100)] ?? 'xilofon'), type_en: normalizeText(EN[Math.floor(c / 100)] ?? 'xylophone'),
  }));
  return { offers, texts, canonicals };
}

const build = (c: ReturnType<typeof catalogue>, donor?: SearchIndex<Offer>) =>
  SearchIndex.build(c.offers, c.texts, c.canonicals, categories, async () => {}, donor);

const QUERIES = ['tej', 'cukor', 'vaníliás', 'mizo', 'csirke mell', 'chiken', 'tolle vaj', 'kenyer', 'xilofon', 'xylophon', 'sugar', 'gazdag alma 300', 'paradicsm', 'akcios', 'on offer', 'zzz'];
const answers = (index: SearchIndex<Offer>) =>
  QUERIES.flatMap((query) =>
    (['relevance', 'price', 'unit_price', 'saving'] as const).flatMap((sort) =>
      (['hu', 'en'] as const).map((lang) => `${query}/${sort}/${lang}: ${index.search({ query, sort, lang, limit: 25 }).map((o) => `${o.id}@${o.price}`).join(' ')}`),
    ),
  );

describe('a search index built beside the one it replaces', () => {
  // The next day: a tenth of the prices move, a few names change, some products leave and new ones, with words no
  // text had before, arrive.
  const today = catalogue((o) => o);
  const tomorrow = catalogue(
    (o, i) => {
      if (i % 17 === 0) return null;
      if (i % 10 === 0) return { ...o, price: o.price + 15, unit_price: o.unit_price + 20 };
      if (i % 23 === 0) return { ...o, name_hu: `${o.name_hu} akciós`, name_en: `${o.name_en} on offer` };
      return o;
    },
    [1, 2].map((r) => ({ id: 5_000 + r, canonical_id: 9_900, retailer_id: r, category_id: 3, price: 999, unit_price: 999, saving: 0, discount: false, trending: null, name_hu: 'Gyerek xilofon', name_en: 'Toy xylophone' })),
  );

  it('answers every query, sort and language as an index built from nothing', async () => {
    const served = await build(today);
    const fresh = await build(tomorrow);
    const lent = await build(tomorrow, served);
    expect(answers(lent)).toEqual(answers(fresh));
    // The new products, whose trigrams the served index never had, are found.
    expect(lent.search({ query: 'xilofon', lang: 'hu', limit: 5 }).map((o) => o.id)).toEqual([5_001, 5_002]);
  });

  it('leaves the index being served answering as before while the new one adds to their dictionary', async () => {
    const served = await build(today);
    const before = answers(served);
    await build(tomorrow, served);
    expect(answers(served)).toEqual(before);
    expect(served.search({ query: 'xilofon', lang: 'hu', limit: 5 })).toEqual([]);
  });

  it('keeps the unchanged texts of the index it replaces instead of a second copy', async () => {
    const served = await build(today);
    const lent = await build(tomorrow, served);
    type Inner = { entries: Array<{ offer: Offer; searchTri: { hu: Int32Array }; name: { hu: string } }> };
    const entryOf = (index: SearchIndex<Offer>, id: number) => (index as unknown as Inner).entries.find((e) => e.offer.id === id)!;
    // Offer 10's price moved, its name did not: the new entry carries the new offer and the old texts.
    expect(entryOf(lent, 10).offer.price).toBe(entryOf(served, 10).offer.price + 15);
    expect(entryOf(lent, 10).searchTri.hu).toBe(entryOf(served, 10).searchTri.hu);
    // Offer 23 was renamed: its texts are its own.
    expect(entryOf(lent, 23).searchTri.hu).not.toBe(entryOf(served, 23).searchTri.hu);
    expect(entryOf(lent, 23).name.hu).toContain('akcios');
  });
});
