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
  /** Entries with one number here have the same texts, canonical product and chains, and so the same scores. */
  doc: number;
  /** Entries with one number here have the same product type names (both languages). */
  type: number;
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

/** Distinct words (joined) and, per word, the entries whose text has it, ascending. */
interface Vocabulary {
  joined: Joined;
  postings: Int32Array[];
}
const NO_WORDS: Vocabulary = { joined: NO_TEXTS, postings: [] };
/** Trigram postings: trigram t's docs are `docs[start[t]]` to `docs[start[t + 1] - 1]`. */
interface Postings {
  docs: Int32Array;
  start: Int32Array;
}
const NO_DOCS = new Int32Array(0);
const NO_POSTINGS: Postings = { docs: NO_DOCS, start: new Int32Array(1) };
const NOT_FOUND = -1;

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

/**
 * Found offers on their way to a ranking that rank alike (Entry.doc, found the same way): one entry for their texts,
 * their tier, an upper bound of their score, and their score once computed (NaN until then).
 */
interface Group<O> {
  entry: Entry<O>;
  offers: O[];
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
/** Bounds are ordered rounded up to a sixteenth: each key is the rounded bound and the candidate's number in one. */
const roundUp = (bound: number) => Math.ceil(bound * 16) / 16;
const KEY_SPAN = 2 ** 20;

/** The candidates' numbers, the highest bound first (rounded up: see roundUp), with one numeric sort. */
function byBoundDown(found: ReadonlyArray<{ bound: number }>): Int32Array {
  const n = found.length;
  if (n >= KEY_SPAN) return Int32Array.from(found.keys()).sort((a, b) => found[b].bound - found[a].bound);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = -Math.ceil(found[i].bound * 16) * KEY_SPAN + i;
  keys.sort();
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = ((keys[i] % KEY_SPAN) + KEY_SPAN) % KEY_SPAN;
  return out;
}

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
  /** Shared with the index this one was built beside (see build's `donor`): numbers never change meaning. */
  private dict = new TrigramDictionary();
  /** Entries that rank alike, by Entry.doc: the same product at several chains. Matching reads these, not entries. */
  private readonly docs: number[][] = [];
  /**
   * Per language, trigram number -> docs whose search text has it (each doc once): trigram t's docs are
   * `docs[start[t]]` to `docs[start[t + 1] - 1]`, in two typed arrays rather than an array per trigram.
   */
  private readonly postings: Record<Lang, Postings> = { hu: NO_POSTINGS, en: NO_POSTINGS };
  private readonly categories: SearchCategory[];
  /** Per product type name (either language), the docs of its offers: the plain-kind matches. */
  private readonly byType = new Map<string, number[]>();
  /**
   * Per language, the words of the search texts (split at spaces) in one string, and per word the docs whose text has
   * it: a term is looked for in the few thousand words, not in every text.
   */
  private readonly words: Record<Lang, Vocabulary> = { hu: NO_WORDS, en: NO_WORDS };
  /** How many of a query's trigrams each doc shares (typoMatches), zeroed after each use. */
  private shared = new Uint16Array(0);
  /** Each doc's tier in the current query's matches (NOT_FOUND when none), reset after each use. */
  private tierOf = new Int8Array(0);
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
    /**
     * The index of the catalogue this one replaces: an offer whose texts did not change keeps that index's normalised
     * texts and trigram arrays (one trigram dictionary for both, which only ever gains numbers), so a daily update,
     * which changes prices and few names, does not make a second copy of them. Answers are the same as without it.
     */
    donor?: SearchIndex<O>,
  ): Promise<SearchIndex<O>> {
    const index = new SearchIndex<O>([], [], [], categories);
    if (donor) index.dict = donor.dict;
    for (const _ of index.fill(offers, texts, canonicals, donor)) await pause();
    return index;
  }

  /** Builds the index, yielding after every slice of entries. */
  private *fill(offers: Iterable<O>, texts: Iterable<OfferText>, canonicals: Iterable<CanonicalText>, donor?: SearchIndex<O>): Generator<void> {
    const SLICE = 250;
    const textOf = new Map([...texts].map((t) => [t.id, t]));
    yield;
    const canonicalOf = new Map([...canonicals].map((c) => [c.id, c]));
    yield;
    const before = new Map((donor?.entries ?? []).map((e) => [e.offer.id, e]));
    yield;
    const typeTri = new Map<number, Record<Lang, Int32Array>>();
    const typeTriOf = (c: CanonicalText, prior: Entry<O> | undefined) => {
      let tri = typeTri.get(c.id);
      if (tri) return tri;
      tri = prior?.canonical && prior.canonical.type_hu === c.type_hu && prior.canonical.type_en === c.type_en
        ? prior.typeTri
        : { hu: distinctIds(this.dict.ids(c.type_hu)), en: distinctIds(this.dict.ids(c.type_en)) };
      typeTri.set(c.id, tri);
      return tri;
    };
    const none = { hu: new Int32Array(0), en: new Int32Array(0) };
    const all = [...offers];
    const chains = new Map<number, number>();
    for (const o of all) chains.set(o.canonical_id, (chains.get(o.canonical_id) ?? 0) + 1);
    yield;
    let n = 0;
    const docs = new Map<string, number>();
    const types = new Map<string, number>();
    for (const offer of all) {
      if (++n % SLICE === 0) yield;
      const t = textOf.get(offer.id);
      if (!t) continue;
      const prior = before.get(offer.id);
      const texts = prior && prior.name.hu === t.norm_name_hu && prior.name.en === t.norm_name_en && prior.search.hu === t.search_hu && prior.search.en === t.search_en
        ? { name: prior.name, compactName: prior.compactName, search: prior.search, compactSearch: prior.compactSearch, searchTri: prior.searchTri, nameTri: prior.nameTri }
        : this.texts(t);
      const canonical = canonicalOf.get(offer.canonical_id);
      const entry: Entry<O> = {
        offer,
        ...texts,
        canonical,
        typeTri: canonical ? typeTriOf(canonical, prior) : none,
        chains: chains.get(offer.canonical_id) ?? 1,
        doc: 0,
        type: 0,
      };
      const typeKey = `${entry.canonical?.type_hu ?? ''}\n${entry.canonical?.type_en ?? ''}`;
      entry.type = types.get(typeKey) ?? types.size;
      types.set(typeKey, entry.type);
      const docKey = `${offer.canonical_id}\n${entry.name.hu}\n${entry.name.en}\n${entry.search.hu}\n${entry.search.en}`;
      entry.doc = docs.get(docKey) ?? docs.size;
      docs.set(docKey, entry.doc);
      const newDoc = entry.doc === this.docs.length;
      if (newDoc) this.docs.push([]);
      this.docs[entry.doc].push(this.entries.length);
      if (entry.canonical && newDoc) {
        for (const type of new Set([entry.canonical.type_hu, entry.canonical.type_en])) {
          const group = this.byType.get(type) ?? [];
          group.push(entry.doc);
          this.byType.set(type, group);
        }
      }
      this.entries.push(entry);
    }
    this.shared = new Uint16Array(this.docs.length);
    this.tierOf = new Int8Array(this.docs.length).fill(NOT_FOUND);
    const lead = (d: number) => this.entries[this.docs[d][0]];
    for (const l of LANGS) {
      yield;
      const ids = new Map<string, number>();
      const lists: number[][] = [];
      for (let i = 0; i < this.docs.length; i++) {
        if (i % (SLICE * 8) === SLICE * 8 - 1) yield;
        for (const w of lead(i).search[l].split(' ')) {
          let id = ids.get(w);
          if (id === undefined) {
            ids.set(w, (id = lists.length));
            lists.push([]);
          }
          const list = lists[id];
          if (list[list.length - 1] !== i) list.push(i);
        }
      }
      yield;
      this.words[l] = { joined: joinTexts([...ids.keys()]), postings: lists.map((list) => Int32Array.from(list)) };
    }
    // Postings once every trigram has its number: each trigram's docs counted, then placed (a mark per trigram keeps
    // each doc once).
    for (const l of LANGS) {
      yield;
      const size = this.dict.size;
      const start = new Int32Array(size + 1);
      const last = new Int32Array(size);
      for (let pass = 0; pass < 2; pass++) {
        const docs = pass === 0 ? undefined : new Int32Array(start[size]!);
        const at = pass === 0 ? undefined : start.slice(0, size);
        last.fill(-1);
        for (let i = 0; i < this.docs.length; i++) {
          if (i % (SLICE * 8) === SLICE * 8 - 1) yield;
          for (const id of lead(i).searchTri[l]) {
            if (last[id] === i) continue;
            last[id] = i;
            if (docs) docs[at![id]!++] = i;
            else start[id + 1]!++;
          }
        }
        if (docs) this.postings[l] = { docs, start };
        else for (let id = 0; id < size; id++) start[id + 1]! += start[id]!;
      }
    }
  }

  /** An entry's texts and their trigrams. */
  private texts(t: OfferText): Pick<Entry<O>, 'name' | 'compactName' | 'search' | 'compactSearch' | 'searchTri' | 'nameTri'> {
    const name = { hu: t.norm_name_hu, en: t.norm_name_en };
    const search = { hu: t.search_hu, en: t.search_en };
    const searchTri = perLang((l) => this.dict.ids(search[l]));
    return {
      name,
      compactName: perLang((l) => name[l].replace(/ /g, '')),
      search,
      compactSearch: perLang((l) => search[l].replace(/ /g, '')),
      searchTri,
      // The search text starts with the name, so the name's trigrams are usually a prefix of the text's.
      nameTri: perLang((l) => (search[l].startsWith(`${name[l]} `) ? searchTri[l].subarray(0, this.dict.count(name[l])) : this.dict.ids(name[l]))),
    };
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
    // A ranking goes as deep as the pages asked so far (ranking deeper costs more than the first page needs); a page
    // beyond it is ranked again, to its end, and the deeper ranking remembered (up to RECENT_DEPTH).
    let hit = this.recent.get(key);
    let page: O[] | null = null;
    if (!hit || (hit.cut && to > hit.offers.length)) {
      const ranked = this.rank(q, p, to);
      const depth = Math.min(RECENT_DEPTH, ranked.offers.length);
      if (!hit || depth > hit.offers.length) hit = { offers: ranked.offers.slice(0, depth), cut: ranked.total > depth };
      page = ranked.offers.slice(from, to);
    }
    this.recent.delete(key); // Most recently used last.
    this.recent.set(key, hit);
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    return page ?? hit.offers.slice(from, to);
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
    // Each found doc once, with how it was found (tierOf), listed in `matched`; tierOf is reset below.
    const tierOf = this.tierOf;
    const matched: number[] = [];
    const mark = (i: number, tier: Tier) => {
      if (tierOf[i] === NOT_FOUND) matched.push(i);
      if (tierOf[i] < tier) tierOf[i] = tier;
    };
    for (const t of terms) this.substringMatches(t, mark);
    // The plain kinds the query names, by their product type (whatever their names say).
    if (kinds.length) {
      for (const [type, docs] of this.byType) if (isPlainKind(type, kinds)) for (const d of docs) mark(d, Tier.Kind);
    }
    let offersMatched = 0;
    for (const d of matched) offersMatched += this.docs[d].length;
    if (offersMatched < TYPO_FALLBACK_BELOW) for (const i of this.typoMatches(q, terms[0].tri)) mark(i, Tier.Typo);
    // Found entries in groups that rank alike: the same product at several chains has one text, canonical product and
    // way it was found, so one tier, bound and score. Each group is assessed once and scored at most once.
    // What a product type gives the terms (canonicalParts), the same for each of its offers.
    const ofType: Array<Float64Array | undefined> = [];
    let groups: Group<O>[] = [];
    let total = 0;
    for (const d of matched) {
      const how = tierOf[d] as Tier;
      tierOf[d] = NOT_FOUND;
      let g: Group<O> | undefined;
      for (const i of this.docs[d]) {
        const e = this.entries[i];
        if (!keep(e)) continue;
        total++;
        if (!g) {
          const parts = this.canonicalParts(e, terms, (ofType[e.type] ??= this.typeParts(e, terms, kinds)));
          const a = this.assess(e, how, terms, parts);
          // A typo match keeps its tier; its score is its texts' (bounded as any match's) and its closeness: at most
          // 100, as it is at least one edit away (a name holding the query's words would have been found as it is).
          const typo = how === Tier.Typo;
          g = { entry: e, offers: [], tier: typo ? Tier.Typo : a.tier, bound: typo ? a.bound - (a.tier === Tier.Kind ? 1000 : 0) + 100 : a.bound, score: NaN };
          groups.push(g);
        }
        g.offers.push(e.offer);
      }
    }
    const score = (g: Group<O>) => (Number.isNaN(g.score) ? (g.score = this.scoreOf(g.entry, g.tier, q, terms)) : g.score);
    if (sort !== 'relevance') {
      // The relevance cut: a sort other than relevance orders what the query means (milks for "tej", not milk rolls
      // or eggs of the dairy-and-eggs shelf): the best tier found, or everything found when that is only substrings.
      const best = groups.reduce<number>((m, g) => Math.max(m, g.tier), Tier.Typo);
      // A query of one or two letters means nothing yet: it is not cut.
      if (best >= Tier.Word && q.length >= 3) groups = groups.filter((g) => g.tier === best);
      const key = SORT_KEY[sort];
      const found = groups.flatMap((g) => g.offers.map((offer) => ({ offer, g })));
      found.sort((a, b) => key(a.offer) - key(b.offer) || score(b.g) - score(a.g) || a.offer.id - b.offer.id);
      return { offers: found.slice(0, need).map((c) => c.offer), total: found.length };
    }
    // In order: the highest score, then the lower price, then the lower id.
    const ranked = (gs: readonly Group<O>[]) =>
      gs
        .flatMap((g) => g.offers.map((offer) => ({ offer, score: score(g) })))
        .sort((a, b) => b.score - a.score || a.offer.price - b.offer.price || a.offer.id - b.offer.id)
        .slice(0, need)
        .map((c) => c.offer);
    if (total <= need) return { offers: ranked(groups), total };
    // The groups likeliest to lead are scored first, a batch at a time, until no unscored one can reach the top.
    const likeliest = byBoundDown(groups);
    const scored: Group<O>[] = [];
    let scoredOffers = 0;
    let next = 0;
    while (next < likeliest.length) {
      for (const end = Math.min(likeliest.length, next + SCORE_BATCH); next < end; next++) {
        const g = groups[likeliest[next]];
        score(g);
        scored.push(g);
        scoredOffers += g.offers.length;
      }
      if (scoredOffers < need || next === likeliest.length) continue;
      // Enough are scored when the need-th best offer's score beats every unscored one's bound (a tie might lead by
      // price); the order is by bounds rounded up, so the next one's rounded bound is the most any unscored one has.
      const byScore = [...scored].sort((a, b) => b.score - a.score);
      let nth = NaN;
      for (let k = 0, count = 0; k < byScore.length && count < need; k++) {
        count += byScore[k].offers.length;
        nth = byScore[k].score;
      }
      if (nth > roundUp(groups[likeliest[next]].bound) + 1e-6) break;
    }
    return { offers: ranked(scored), total };
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
   * What an entry's product type gives each term in each language, the same for all offers of the type: per term and
   * language, the tier the type gives (tierIn), the most it adds to the score (scoreIn), and 0 (see canonicalParts).
   */
  private typeParts(e: Entry<O>, terms: readonly Term[], kinds: readonly string[]): Float64Array {
    const parts = new Float64Array(terms.length * LANGS.length * 3);
    for (let ti = 0; ti < terms.length; ti++) {
      const t = terms[ti];
      for (let li = 0; li < LANGS.length; li++) {
        const l = LANGS[li];
        const type = (l === 'hu' ? e.canonical?.type_hu : e.canonical?.type_en) ?? '';
        const at = (ti * LANGS.length + li) * 3;
        parts[at] = type === t.q || isPlainKind(type, kinds) ? Tier.Kind : containsWord(type, t.q) ? Tier.Word : Tier.Substring;
        parts[at + 1] = (type === t.q ? 400 : type.includes(t.q) ? 250 : 0) + t.tri.similarity(e.typeTri[l]) * 80;
      }
    }
    return parts;
  }

  /**
   * What an entry's canonical product gives each term in each language: its type's parts (typeParts), and where its
   * name is the term, the Kind tier and a 1 in the third place of each.
   */
  private canonicalParts(e: Entry<O>, terms: readonly Term[], ofType: Float64Array): Float64Array {
    let parts = ofType;
    for (let ti = 0; ti < terms.length; ti++) {
      for (let li = 0; li < LANGS.length; li++) {
        const canonicalName = (LANGS[li] === 'hu' ? e.canonical?.norm_hu : e.canonical?.norm_en) ?? '';
        if (canonicalName !== terms[ti].q) continue;
        if (parts === ofType) parts = Float64Array.from(ofType);
        const at = (ti * LANGS.length + li) * 3;
        parts[at] = Tier.Kind;
        parts[at + 2] = 1;
      }
    }
    return parts;
  }

  /**
   * A found entry's tier (tierIn, over every term and language) and an upper bound of its score (scoreOf) from cheap
   * tests: each part of scoreIn at its most.
   */
  private assess(e: Entry<O>, how: Tier, terms: readonly Term[], parts: Float64Array): { tier: Tier; bound: number } {
    let tier: Tier = how;
    let bound = 0;
    for (let ti = 0; ti < terms.length; ti++) {
      const t = terms[ti];
      for (let li = 0; li < LANGS.length; li++) {
        const l = LANGS[li];
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
        // The name's trigrams: counted where the name holds the term (a likely leader), else taken at their most
        // (most found only by their shelf's name, which never lead: not worth counting).
        b += 40 + (has ? t.tri.shareOf(e.nameTri[l]) : 1) * 100 + 20;
        if (b > bound) bound = b;
      }
    }
    return { tier, bound: bound + 6 * e.chains + (tier === Tier.Kind ? 1000 : 0) };
  }

  /**
   * Marks the entries whose search text contains a term (or, for a term with spaces, contains it without them). A text
   * holding the term holds its longest word within one of its words, so only the entries of the words holding that are
   * read. (A text holding the term only without spaces is found when it holds that word whole too: "csirkemell" for
   * "csirke mell", not "csir kemell".)
   */
  private substringMatches(t: Term, mark: (i: number, tier: Tier) => void): void {
    const longest = t.q.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    for (const l of LANGS) {
      const { joined, postings } = this.words[l];
      eachContaining(joined, longest, (w) => {
        for (const i of postings[w]) {
          const e = this.entries[this.docs[i][0]];
          if (!t.spaced || e.search[l].includes(t.q) || e.compactSearch[l].includes(t.compact)) mark(i, Tier.Substring);
        }
      });
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
      // A text sharing `need` of the k known trigrams has one of any k - need + 1 of them: the rarest are read.
      const { docs, start } = this.postings[l];
      const lists = [...qTri.known].map((id) => (id + 1 < start.length ? docs.subarray(start[id], start[id + 1]) : NO_DOCS)).sort((a, b) => a.length - b.length);
      if (lists.length < need) continue;
      const touched: number[] = [];
      for (const list of lists.slice(0, lists.length - need + 1)) for (const i of list) if (shared[i]++ === 0) touched.push(i);
      // The same product at several chains has one text: each text is measured once.
      const verdict = new Map<string, boolean>();
      for (const i of touched) {
        shared[i] = 0;
        const e = this.entries[this.docs[i][0]];
        let typo = verdict.get(e.search[l]);
        if (typo === undefined) {
          // word similarity = shared / (|query| + |run| - shared) <= shared / |query|: too few shared cannot reach it.
          typo =
            qTri.shareOf(e.searchTri[l]) * qTri.size >= need - 1e-9 &&
            qTri.wordSimilarity(e.searchTri[l]) >= TYPO_THRESHOLD &&
            keepsInner(e.search[l]);
          verdict.set(e.search[l], typo);
        }
        if (typo) out.push(i);
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
