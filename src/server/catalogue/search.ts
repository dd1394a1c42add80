/**
 * Product search over the in-memory catalogue: accent- and case-insensitive, typo-tolerant, in English and
 * Hungarian. Nothing here touches the database, so a search never queues behind writes or plans.
 */
import { isPlainKind, plainKinds, withSynonyms } from './search-words';
import { containsWord, distinctIds, normalizeText, TrigramDictionary, type TrigramQuery } from './trigrams';

export type SearchSort = 'relevance' | 'price' | 'unit_price' | 'saving';

export interface SearchParams {
  query: string;
  /** Only offers on promotion that save and are not rising (isDiscountDeal). */
  discounted?: boolean;
  /** A category slug; matches the category and its children. */
  category?: string;
  /** Only offers of these retailers (the user's zone); every retailer when absent. */
  retailers?: ReadonlySet<number>;
  sort?: SearchSort;
  lang: 'en' | 'hu';
  limit: number;
  offset?: number;
}

/** What search needs of an offer besides its texts. */
export interface SearchableOffer {
  id: number;
  canonical_id: number;
  retailer_id: number;
  category_id: number;
  price: number;
  unit_price: number;
  saving: number;
  discount: boolean;
  /** Percent against the average of the previous weeks (TREND_DEFINITION). */
  /** null: no trend yet. */
  trending: number | null;
}

/**
 * What the "only discount products" tab lists: offers a shopper gains by buying now. Each is on promotion (below its
 * own regular price), saves against the same product elsewhere (so every row shows a saving), and costs no more than
 * it did in the previous weeks (its trend is not above 0). A promotion after a deeper one, or one taken off a regular
 * price that has just gone up, is below its regular price yet dearer than the product was of late: a rising price is
 * not a discount to a shopper, and the tab does not list it.
 */
export const isDiscountDeal = (o: SearchableOffer): boolean => o.discount && o.saving > 0 && (o.trending ?? 0) <= 0;

/** An offer's normalised texts (normalizeText). */
export interface OfferText {
  id: number;
  norm_name_hu: string;
  norm_name_en: string;
  /** Name, canonical name, category and parent category. */
  search_hu: string;
  search_en: string;
}

/** A canonical product's normalised name and product type ("uht tej 2,8%" is a "tej"). */
export interface CanonicalText {
  id: number;
  norm_hu: string;
  norm_en: string;
  type_hu: string;
  type_en: string;
}

export interface SearchCategory {
  id: number;
  slug: string;
  parent_id: number | null;
}

/** Fewer substring matches than this and typo (trigram) matches are added. */
export const TYPO_FALLBACK_BELOW = 10;
/** Word similarity from which a word counts as a typo of the query ("chiken" ~ "chicken" is 0.5). */
export const TYPO_THRESHOLD = 0.45;

/** How many rankings the index remembers, and how deep each. */
const RECENT_QUERIES = 200;
const RECENT_DEPTH = 400;

type Lang = 'hu' | 'en';

interface Entry<O> {
  offer: O;
  name: Record<Lang, string>;
  /** The name with its spaces removed ("csirke mell" finds "csirkemell"). */
  compactName: Record<Lang, string>;
  search: Record<Lang, string>;
  compactSearch: Record<Lang, string>;
  nameTri: Record<Lang, Int32Array>;
  searchTri: Record<Lang, Int32Array>;
  canonical: CanonicalText | undefined;
  /** Distinct trigrams of the product type's name. */
  typeTri: Record<Lang, Int32Array>;
  /** How many chains sell the product: common products first among equals. */
  chains: number;
}

const ORDER: Record<SearchSort, (a: Scored<SearchableOffer>, b: Scored<SearchableOffer>) => number> = {
  relevance: (a, b) => b.score - a.score || a.offer.price - b.offer.price || a.offer.id - b.offer.id,
  price: (a, b) => a.offer.price - b.offer.price || b.score - a.score || a.offer.id - b.offer.id,
  unit_price: (a, b) => a.offer.unit_price - b.offer.unit_price || b.score - a.score || a.offer.id - b.offer.id,
  saving: (a, b) => b.offer.saving - a.offer.saving || b.score - a.score || a.offer.id - b.offer.id,
};

interface Scored<O> {
  offer: O;
  score: number;
  tier: Tier;
}

/**
 * How surely a found offer is what the query means, surest last: a typo of it; the query inside a word or only in
 * its category; a whole word of its name or product type (a brand such as "Milsani", "tej" in "kakaós tej"); the
 * plain kind the query names (its name or type is the query, or its type is in PLAIN_KINDS for it: "cukor" is
 * granulated sugar).
 */
const Tier = { Typo: 0, Substring: 1, Word: 2, Kind: 3 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

const LANGS: Lang[] = ['hu', 'en'];

/** The table `edits` fills, reused: one row of (b.length + 1) cells per letter of a, plus one. */
let editTable = new Int32Array(1024);

/** Levenshtein distance of two words, with a swap of neighbours as one edit. */
function edits(a: string, b: string): number {
  const w = b.length + 1;
  if (editTable.length < (a.length + 1) * w) editTable = new Int32Array((a.length + 1) * w * 2);
  const rows = editTable;
  for (let j = 0; j < w; j++) rows[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = i * w;
    rows[row] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[row - w + j] + 1, rows[row + j - 1] + 1, rows[row - w + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[row - 2 * w + j - 2] + 1);
      rows[row + j] = d;
    }
  }
  return rows[a.length * w + b.length];
}

/** How many edits make each word of a query a word of a name, summed ("millk" is one from "milk", two from "millet"). */
function typoEdits(q: string, name: string): number {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // A plural counts as its word ("bananna" is one from "bananas" as from "banana").
  const forms = words.flatMap((n) => (n.endsWith('s') ? [n, n.slice(0, -1)] : [n]));
  return q.split(' ').reduce((sum, w) => sum + Math.min(w.length, ...forms.map((n) => edits(w, n))), 0);
}
const perLang = <T>(f: (l: Lang) => T): Record<Lang, T> => ({ hu: f('hu'), en: f('en') });

/** Texts joined by a line break (normalised texts have none), and where each starts. */
interface Joined {
  all: string;
  starts: Int32Array;
}
const NO_TEXTS: Joined = { all: '', starts: new Int32Array(1) };

function joinTexts(texts: readonly string[]): Joined {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((t, i) => {
    starts[i] = at;
    at += t.length + 1;
  });
  starts[texts.length] = at;
  return { all: texts.join('\n'), starts };
}

/** Calls `visit` once with the number of each text that contains `needle`, in order. */
function eachContaining(j: Joined, needle: string, visit: (i: number) => void): void {
  const n = j.starts.length - 1;
  if (!needle) {
    for (let i = 0; i < n; i++) visit(i);
    return;
  }
  let i = 0;
  for (let at = j.all.indexOf(needle); at >= 0 && i < n; at = j.all.indexOf(needle, j.starts[i + 1])) {
    // The text holding `at`: the last one starting at or before it.
    let lo = i;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (j.starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    i = lo;
    visit(i);
    if (i + 1 >= n) break;
  }
}

interface Term {
  q: string;
  compact: string;
  spaced: boolean;
  tri: TrigramQuery;
}

/** A found entry on its way to a ranking: its tier, and its score once computed (NaN until then). */
interface Candidate<O> {
  offer: O;
  entry: Entry<O>;
  tier: Tier;
  score: number;
  bound: number;
}

/** What a sort other than relevance orders by, lowest first (ties by score, then id). */
const SORT_KEY: Record<Exclude<SearchSort, 'relevance'>, (o: SearchableOffer) => number> = {
  price: (o) => o.price,
  unit_price: (o) => o.unit_price,
  saving: (o) => -o.saving,
};
/** Candidates scored at a time while looking for a ranking's top. */
const SCORE_BATCH = 128;

/**
 * Candidates: the search text contains the query, or (a query with spaces) contains it with the spaces removed;
 * when that finds fewer than TYPO_FALLBACK_BELOW offers, also texts with a word close enough to be a typo of it
 * (word similarity >= TYPO_THRESHOLD). Ranking, highest first: the name (or its canonical product's name) equals
 * the query; the product type is named by it ("tej" -> milks, not milk rolls) or resembles it; the name starts
 * with it, contains it as a word, contains it; then trigram similarity and how many chains sell the product. Both
 * languages count alike, the better one for each product: the language of the interface does not reorder a query
 * ("tej" ranks milk first with the interface in English too, where observed products keep their Hungarian shelf names
 * in both languages and modelled ones are named "milk"), so a query gives the same products in the same order in both.
 */
export class SearchIndex<O extends SearchableOffer> {
  private readonly entries: Entry<O>[] = [];
  private readonly dict = new TrigramDictionary();
  /** Per language, trigram number -> entries whose search text has it (each entry once). */
  private readonly postings: Record<Lang, number[][]> = { hu: [], en: [] };
  private readonly categories: SearchCategory[];
  /** Per canonical product with offers, its type names and the entries of its offers (the plain-kind matches). */
  private readonly byCanonical = new Map<number, { canonical: CanonicalText; entries: number[] }>();
  /** Per language, every entry's search text in one string (and with its spaces removed): one scan finds a term. */
  private readonly texts: Record<Lang, Joined> = { hu: NO_TEXTS, en: NO_TEXTS };
  private readonly compactTexts: Record<Lang, Joined> = { hu: NO_TEXTS, en: NO_TEXTS };
  /** How many of a query's trigrams each entry shares (typoMatches), zeroed after each use. */
  private shared = new Uint16Array(0);
  /** Rankings of recent queries, least recently used first. */
  private readonly recent = new Map<string, { offers: O[]; cut: boolean }>();

  constructor(offers: Iterable<O>, texts: Iterable<OfferText>, canonicals: Iterable<CanonicalText>, categories: Iterable<SearchCategory>) {
    this.categories = [...categories];
    for (const _ of this.fill(offers, texts, canonicals));
  }

  /**
   * The same index, built a slice at a time with `pause` between slices, so that a server building one for a new
   * catalogue goes on answering meanwhile.
   */
  static async build<O extends SearchableOffer>(
    offers: Iterable<O>, texts: Iterable<OfferText>, canonicals: Iterable<CanonicalText>, categories: Iterable<SearchCategory>, pause: () => Promise<void>,
  ): Promise<SearchIndex<O>> {
    const index = new SearchIndex<O>([], [], [], categories);
    for (const _ of index.fill(offers, texts, canonicals)) await pause();
    return index;
  }

  /** Builds the index, yielding after every slice of entries. */
  private *fill(offers: Iterable<O>, texts: Iterable<OfferText>, canonicals: Iterable<CanonicalText>): Generator<void> {
    const SLICE = 500;
    const textOf = new Map([...texts].map((t) => [t.id, t]));
    const canonicalOf = new Map([...canonicals].map((c) => [c.id, c]));
    const typeTri = new Map<number, Record<Lang, Int32Array>>();
    for (const c of canonicalOf.values()) {
      if (typeTri.size % SLICE === 0) yield;
      typeTri.set(c.id, { hu: distinctIds(this.dict.ids(c.type_hu)), en: distinctIds(this.dict.ids(c.type_en)) });
    }
    const none = { hu: new Int32Array(0), en: new Int32Array(0) };
    const all = [...offers];
    const chains = new Map<number, number>();
    for (const o of all) chains.set(o.canonical_id, (chains.get(o.canonical_id) ?? 0) + 1);
    yield;
    let n = 0;
    for (const offer of all) {
      if (++n % SLICE === 0) yield;
      const t = textOf.get(offer.id);
      if (!t) continue;
      const name = { hu: t.norm_name_hu, en: t.norm_name_en };
      const search = { hu: t.search_hu, en: t.search_en };
      const searchTri = perLang((l) => this.dict.ids(search[l]));
      const entry: Entry<O> = {
        offer,
        name,
        compactName: perLang((l) => name[l].replace(/ /g, '')),
        search,
        compactSearch: perLang((l) => search[l].replace(/ /g, '')),
        searchTri,
        // The search text starts with the name, so the name's trigrams are usually a prefix of the text's.
        nameTri: perLang((l) => (search[l].startsWith(`${name[l]} `) ? searchTri[l].subarray(0, this.dict.count(name[l])) : this.dict.ids(name[l]))),
        canonical: canonicalOf.get(offer.canonical_id),
        typeTri: typeTri.get(offer.canonical_id) ?? none,
        chains: chains.get(offer.canonical_id) ?? 1,
      };
      if (entry.canonical) {
        const group = this.byCanonical.get(offer.canonical_id) ?? { canonical: entry.canonical, entries: [] };
        group.entries.push(this.entries.length);
        this.byCanonical.set(offer.canonical_id, group);
      }
      this.entries.push(entry);
    }
    this.shared = new Uint16Array(this.entries.length);
    for (const l of LANGS) {
      this.texts[l] = joinTexts(this.entries.map((e) => e.search[l]));
      this.compactTexts[l] = joinTexts(this.entries.map((e) => e.compactSearch[l]));
    }
    // Postings in a second pass, once every trigram has its number: a mark per trigram keeps each entry once.
    for (const l of LANGS) {
      yield;
      const lists: number[][] = Array.from({ length: this.dict.size }, () => []);
      const last = new Int32Array(this.dict.size).fill(-1);
      this.entries.forEach((e, i) => {
        for (const id of e.searchTri[l]) {
          if (last[id] === i) continue;
          last[id] = i;
          lists[id].push(i);
        }
      });
      this.postings[l] = lists;
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** One page of offers for a query, best first by the chosen sort. */
  search(p: SearchParams): O[] {
    const q = normalizeText(p.query);
    // Pages of one query (infinite scroll, the same query from many users, in either language) reuse one ranking.
    const retailers = p.retailers ? [...p.retailers].sort((a, b) => a - b) : null;
    const key = JSON.stringify([q, p.category ?? null, !!p.discounted, p.sort ?? 'relevance', retailers]);
    const from = p.offset ?? 0;
    const to = from + p.limit;
    // Only the top of a ranking is remembered; a page beyond it is ranked again.
    let hit = this.recent.get(key);
    let page: O[] | null = null;
    if (!hit) {
      const ranked = this.rank(q, p, Math.max(RECENT_DEPTH, to));
      hit = { offers: ranked.offers.slice(0, RECENT_DEPTH), cut: ranked.total > RECENT_DEPTH };
      page = ranked.offers.slice(from, to);
    } else if (hit.cut && to > hit.offers.length) {
      page = this.rank(q, p, to).offers.slice(from, to);
    }
    this.recent.delete(key); // Most recently used last.
    this.recent.set(key, hit);
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    if (page) return page;
    return hit.offers.slice(from, to);
  }

  /**
   * The first `need` offers of a query's ranking, in order, and how many it ranks in all. Every match gets its tier;
   * only as many get their full score as the order needs: the relevance order scores the matches likeliest to lead
   * first (by a cheap upper bound of their score) and stops once no unscored one can reach the top; the other sorts
   * score only offers that tie on price (or unit price, or saving).
   */
  private rank(q: string, p: SearchParams, need: number): { offers: O[]; total: number } {
    const sort = p.sort ?? 'relevance';
    const inCategory = this.categoryFilter(p.category);
    const keep = (e: Entry<O>) =>
      inCategory(e.offer.category_id) && (!p.retailers || p.retailers.has(e.offer.retailer_id)) && (!p.discounted || isDiscountDeal(e.offer));
    if (!q) {
      const scored = this.entries.filter(keep).map((e) => ({ offer: e.offer, score: 6 * e.chains, tier: Tier.Word }));
      scored.sort(ORDER[sort]);
      return { offers: scored.slice(0, need).map((s) => s.offer), total: scored.length };
    }
    const terms: Term[] = withSynonyms(q).map((t) => ({ q: t, compact: t.replace(/ /g, ''), spaced: t.includes(' '), tri: this.dict.query(t) }));
    const kinds = plainKinds(terms.map((t) => t.q));
    const matches = new Map<number, Tier>();
    for (const t of terms) this.substringMatches(t, matches);
    // The plain kinds the query names, by their product type (whatever their names say).
    if (kinds.length) {
      for (const { canonical, entries } of this.byCanonical.values()) {
        if (isPlainKind(canonical.type_hu, kinds) || isPlainKind(canonical.type_en, kinds)) for (const i of entries) matches.set(i, Tier.Kind);
      }
    }
    if (matches.size < TYPO_FALLBACK_BELOW) for (const i of this.typoMatches(q, terms[0].tri)) if (!matches.has(i)) matches.set(i, Tier.Typo);
    let found: Candidate<O>[] = [];
    const ofCanonical = new Map<CanonicalText | undefined, Float64Array>();
    for (const [i, how] of matches) {
      const e = this.entries[i];
      if (!keep(e)) continue;
      let parts = ofCanonical.get(e.canonical);
      if (!parts) ofCanonical.set(e.canonical, (parts = this.canonicalParts(e, terms, kinds)));
      found.push(how === Tier.Typo ? { offer: e.offer, entry: e, tier: how, score: NaN, bound: Infinity } : this.assess(e, how, terms, parts));
    }
    const score = (c: Candidate<O>) => (Number.isNaN(c.score) ? (c.score = this.scoreOf(c.entry, c.tier, q, terms)) : c.score);
    if (sort !== 'relevance') {
      // The relevance cut: a sort other than relevance orders what the query means (milks for "tej", not milk rolls
      // or eggs of the dairy-and-eggs shelf): the best tier found, or everything found when that is only substrings.
      const best = found.reduce<number>((m, c) => Math.max(m, c.tier), Tier.Typo);
      // A query of one or two letters means nothing yet: it is not cut.
      if (best >= Tier.Word && q.length >= 3) found = found.filter((c) => c.tier === best);
      const key = SORT_KEY[sort];
      found.sort((a, b) => key(a.offer) - key(b.offer) || score(b) - score(a) || a.offer.id - b.offer.id);
      return { offers: found.slice(0, need).map((c) => c.offer), total: found.length };
    }
    const byRelevance = (a: Candidate<O>, b: Candidate<O>) => score(b) - score(a) || a.offer.price - b.offer.price || a.offer.id - b.offer.id;
    if (found.length <= need) return { offers: found.sort(byRelevance).map((c) => c.offer), total: found.length };
    const likeliest = [...found].sort((a, b) => b.bound - a.bound);
    const scored: Candidate<O>[] = [];
    let next = 0;
    while (next < likeliest.length) {
      for (const end = Math.min(likeliest.length, next + SCORE_BATCH); next < end; next++) {
        score(likeliest[next]);
        scored.push(likeliest[next]);
      }
      if (scored.length < need || next === likeliest.length) continue;
      // Enough are scored when the need-th best score beats every unscored one's bound (a tie might lead by price).
      const nth = scored.map((c) => c.score).sort((a, b) => b - a)[need - 1];
      if (nth > likeliest[next].bound + 1e-6) break;
    }
    return { offers: scored.sort(byRelevance).slice(0, need).map((c) => c.offer), total: found.length };
  }

  /** An entry's relevance score for a query: its best term in its better language, and what every match adds. */
  private scoreOf(e: Entry<O>, tier: Tier, q: string, terms: readonly Term[]): number {
    let score = 0;
    for (const t of terms) for (const l of LANGS) score = Math.max(score, this.scoreIn(e, l, t.q, t.compact, t.tri));
    // A typo match ranks by how close its name is ("millk": milk before millet), more than by how common it is.
    const closeness = tier === Tier.Typo ? 200 / (1 + Math.min(...LANGS.map((l) => typoEdits(q, e.name[l])))) : 0;
    return score + closeness + 6 * e.chains + (tier === Tier.Kind ? 1000 : 0);
  }

  /**
   * What an entry's canonical product gives each term in each language, the same for all its offers: per term and
   * language, the tier its name and type give (tierIn), the most its type adds to the score (scoreIn), and whether its
   * name is the term.
   */
  private canonicalParts(e: Entry<O>, terms: readonly Term[], kinds: readonly string[]): Float64Array {
    const parts = new Float64Array(terms.length * LANGS.length * 3);
    terms.forEach((t, ti) => {
      LANGS.forEach((l, li) => {
        const type = (l === 'hu' ? e.canonical?.type_hu : e.canonical?.type_en) ?? '';
        const canonicalName = (l === 'hu' ? e.canonical?.norm_hu : e.canonical?.norm_en) ?? '';
        const at = (ti * LANGS.length + li) * 3;
        parts[at] = canonicalName === t.q || type === t.q || isPlainKind(type, kinds) ? Tier.Kind : containsWord(type, t.q) ? Tier.Word : Tier.Substring;
        parts[at + 1] = (type === t.q ? 400 : type.includes(t.q) ? 250 : 0) + t.tri.similarity(e.typeTri[l]) * 80;
        parts[at + 2] = canonicalName === t.q ? 1 : 0;
      });
    });
    return parts;
  }

  /**
   * A found entry's tier (tierIn, over every term and language) and an upper bound of its score (scoreOf) from cheap
   * tests: each part of scoreIn at its most.
   */
  private assess(e: Entry<O>, how: Tier, terms: readonly Term[], parts: Float64Array): Candidate<O> {
    let tier: Tier = how;
    let bound = 0;
    terms.forEach((t, ti) => {
      LANGS.forEach((l, li) => {
        const at = (ti * LANGS.length + li) * 3;
        const name = e.name[l];
        const has = name.includes(t.q);
        const own = name === t.q ? Tier.Kind : has && containsWord(name, t.q) ? Tier.Word : Tier.Substring;
        tier = Math.max(tier, own, parts[at]) as Tier;
        let b = name === t.q || parts[at + 2] === 1 ? 1000 : 0;
        b += parts[at + 1];
        // Starts with it, has it as a word, contains it: each needs the name to contain it.
        if (has) b += 120 + 150 + 100 + 60;
        else if (e.compactName[l].includes(t.compact)) b += 60;
        b += 40 + t.tri.shareOf(e.nameTri[l]) * 100 + 20;
        if (b > bound) bound = b;
      });
    });
    return { offer: e.offer, entry: e, tier, score: NaN, bound: bound + 6 * e.chains + (tier === Tier.Kind ? 1000 : 0) };
  }

  /** Marks the entries whose search text contains a term (or, for a term with spaces, contains it without them). */
  private substringMatches(t: Term, matches: Map<number, Tier>): void {
    const mark = (i: number) => {
      if (!matches.has(i)) matches.set(i, Tier.Substring);
    };
    for (const l of LANGS) {
      eachContaining(this.texts[l], t.q, mark);
      if (t.spaced) eachContaining(this.compactTexts[l], t.compact, mark);
    }
  }

  /** How surely an entry is what a query term means in one language (see Tier). */
  private tierIn(e: Entry<O>, l: Lang, q: string, kinds: readonly string[]): Tier {
    const type = (l === 'hu' ? e.canonical?.type_hu : e.canonical?.type_en) ?? '';
    const canonicalName = (l === 'hu' ? e.canonical?.norm_hu : e.canonical?.norm_en) ?? '';
    if (e.name[l] === q || canonicalName === q || type === q || isPlainKind(type, kinds)) return Tier.Kind;
    if (containsWord(e.name[l], q) || containsWord(type, q)) return Tier.Word;
    return Tier.Substring;
  }

  private scoreIn(e: Entry<O>, l: Lang, q: string, compact: string, qTri: TrigramQuery): number {
    const name = e.name[l];
    const type = (l === 'hu' ? e.canonical?.type_hu : e.canonical?.type_en) ?? '';
    const canonicalName = (l === 'hu' ? e.canonical?.norm_hu : e.canonical?.norm_en) ?? '';
    let s = 0;
    if (name === q || canonicalName === q) s += 1000;
    if (type === q) s += 400;
    else if (containsWord(type, q)) s += 250;
    if (name.startsWith(q)) s += 120;
    if (containsWord(name, q)) s += 150;
    if (name.includes(q)) s += 100;
    if (e.compactName[l].includes(compact)) s += 60;
    if (containsWord(e.search[l], q)) s += 40;
    s += qTri.similarity(e.typeTri[l]) * 80;
    s += qTri.wordSimilarity(e.nameTri[l]) * 100;
    s += qTri.wordSimilarity(e.searchTri[l]) * 20;
    return s;
  }

  /** Entries with a word that is a typo of the query: enough shared trigrams first, then the exact measure. */
  private typoMatches(q: string, qTri: TrigramQuery): number[] {
    const out: number[] = [];
    // Trigrams inside the query's words (no padding): a typo keeps at least a third of them (and one), so "nivea" is not a typo of
    // "balea night" (which shares only the padded "  n", " ni" and "ea ").
    const inner = [...new Set(q.split(/[^\p{L}\p{N}]+/u).flatMap((w) => [...w].map((_, i) => w.slice(i, i + 3)).filter((t) => t.length === 3)))];
    const needInner = Math.max(1, Math.floor(inner.length / 3));
    const keepsInner = (text: string) => inner.filter((t) => text.includes(t)).length >= needInner;
    // word similarity = shared / (|query| + |run| - shared) <= shared / |query|, so fewer shared cannot reach it.
    const need = Math.ceil(TYPO_THRESHOLD * qTri.size - 1e-9);
    const shared = this.shared;
    for (const l of LANGS) {
      const touched: number[] = [];
      for (const id of qTri.known) for (const i of this.postings[l][id] ?? []) if (shared[i]++ === 0) touched.push(i);
      for (const i of touched) {
        const n = shared[i];
        shared[i] = 0;
        if (n >= need && qTri.wordSimilarity(this.entries[i].searchTri[l]) >= TYPO_THRESHOLD && keepsInner(this.entries[i].search[l])) out.push(i);
      }
    }
    return out;
  }

  private categoryFilter(slug: string | undefined): (categoryId: number) => boolean {
    if (slug === undefined) return () => true;
    const root = this.categories.find((c) => c.slug === slug);
    if (!root) return () => false;
    const ids = new Set(this.categories.filter((c) => c.id === root.id || c.parent_id === root.id).map((c) => c.id));
    return (id) => ids.has(id);
  }
}
