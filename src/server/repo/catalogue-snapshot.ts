/** The catalogue as served: one loaded version of it in memory (CatalogueSnapshot), and the rules its answers use. */
import { SearchIndex, type CanonicalText, type OfferText } from '../catalogue/search';
import { normalizeText } from '../catalogue/trigrams';
import { seriesWeek, type Category, type HistoryBasis, type PriceSource, type OtherOffer, type PricePoint, type PriceSeries, type Product, type Retailer, type SearchSort } from '../../shared/api/catalogue';
import { RULES, type Language } from '../../shared/rules';
import { distanceM, MAP_CENTRE, type Point } from '../../shared/geo';
import type { ShopRow } from './shops';
import type { Zone } from './zones';
import { priceSourceOf, rawNameOf, shownName } from './products';
import { kindOfMonitorLeaf, kindOfType } from '../catalogue/kinds';
import type { CategorySlug } from '../catalogue/taxonomy';
import { MONITORED_CATEGORIES } from '../feed/categories';

export interface OfferRow {
  id: number;
  canonical_id: number;
  retailer_id: number;
  category_id: number;
  name_en: string;
  name_hu: string;
  description_en: string;
  description_hu: string;
  photo: string | null;
  package: number;
  unit: string;
  price: number;
  unit_price: number;
  unit_price_unit: string;
  discount: boolean;
  vegetarian: boolean;
  vegan: boolean;
  lactose_free: boolean;
  nutrition_score: number | null;
  /** null: no trend yet (an observed offer with too few observed days). */
  trending: number | null;
  saving: number;
  /** The data date of an observed price; null when the price is modelled. */
  observed_on: string | null;
  price_origin: string | null;
  available: boolean;
  loyalty_price: number | null;
  /** The price before a promotion (the monitor's NORMAL price); equal to price when there is none. */
  regular_price?: number | null;
  /** The drink-container deposit charged on top (Ft; 0 when none). */
  return_fee?: number;
  /** How many of the chain's shops carry the product, of how many (the export's columns 13–14); null when not said. */
  shops_carrying?: number | null;
  chain_shops?: number | null;
  /** The price monitor's leaf category of an observed product; null for a modelled one. */
  kind_id?: number | null;
}

/** What an "any brand" list line asks for: a kind key and its name in both languages. */
export interface OfferKind {
  /** 'type:<product type key>', or 'monitor:<leaf category id>' for an observed product whose leaf is no product type. */
  key: string;
  name_hu: string;
  name_en: string;
}

/**
 * An offer's kind, one vocabulary for both (catalogue/kinds.ts). An observed (monitor) product's kind is the product
 * type its monitor leaf category is (or the leaf itself where no type is); a modelled product's is its canonical product's type, the part of the canonical key before the first '/' ('potatoes/0/1' → 'potatoes'), whose
 * variants (1 kg, 2.5 kg, bio) are products of one kind. A canonical without a type is a kind of its own.
 */
export function offerKind(
  offer: Pick<OfferRow, 'kind_id' | 'canonical_id'>,
  canonical: { key?: string; name_hu: string; name_en: string; type_name_hu: string; type_name_en: string } | undefined,
  feedKind: { name: string } | undefined,
): OfferKind {
  // Before the first update the monitor's tree is not in the database: the bundled observed products carry their
  // leaf's name as their canonical's type name.
  if (offer.kind_id != null && (feedKind || canonical?.type_name_hu)) return kindOfMonitorLeaf(offer.kind_id, feedKind?.name ?? canonical!.type_name_hu);
  const typeKey = canonical?.key?.split('/')[0];
  if (canonical && typeKey && canonical.type_name_hu) return kindOfType(typeKey) ?? { key: `type:${typeKey}`, name_hu: canonical.type_name_hu, name_en: canonical.type_name_en || canonical.type_name_hu };
  return { key: `canonical:${offer.canonical_id}`, name_hu: canonical?.name_hu ?? '', name_en: canonical?.name_en ?? '' };
}

export interface CanonicalRow {
  id: number;
  key?: string;
  name_hu: string;
  name_en: string;
  /** The product type ("UHT tej"), which a query naming it ranks first. */
  type_name_hu: string;
  type_name_en: string;
}

export interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
  name_en: string;
  name_hu: string;
  search_group: string | null;
  photo: string | null;
}

/** Offers in the order every list screen shows them: promotions first, then the largest saving. */
const byOffer = (a: OfferRow, b: OfferRow) => Number(b.discount) - Number(a.discount) || b.saving - a.saving || a.id - b.id;
const bySaving = (a: OfferRow, b: OfferRow) => b.saving - a.saving || a.id - b.id;
/** The share of the price saved against the same product's average elsewhere: 0.2 = a fifth cheaper here. */
const savingShare = (o: OfferRow) => (o.saving > 0 ? o.saving / (o.price + o.saving) : 0);
/** A best offer: it saves at least RULES.bestOffer's amount and share against the same product elsewhere. */
const worthATrip = (o: OfferRow) =>
  o.saving >= RULES.bestOffer.minSavingFt && savingShare(o) * 100 >= RULES.bestOffer.minSavingPercent;
/** Observed prices first (a saving seen in the shops), then modelled estimates; each by the share saved. */
const observedFirst = (a: OfferRow, b: OfferRow) => Number(b.observed_on !== null) - Number(a.observed_on !== null);
/** A category's own order: observed prices before estimates, then promotions, then the largest saving. */
const byCategoryOrder = (a: OfferRow, b: OfferRow) => observedFirst(a, b) || byOffer(a, b);
const byBest = (a: OfferRow, b: OfferRow) =>
  observedFirst(a, b) || savingShare(b) - savingShare(a) || b.saving - a.saving || a.id - b.id;

/** The search's sorts on a category list: the cheapest or the largest saving first, ties in the list's own order. */
const CATEGORY_ORDER: Record<Exclude<SearchSort, 'relevance'>, (a: OfferRow, b: OfferRow) => number> = {
  price: (a, b) => a.price - b.price || byCategoryOrder(a, b),
  unit_price: (a, b) => a.unit_price - b.unit_price || byCategoryOrder(a, b),
  saving: (a, b) => b.saving - a.saving || byCategoryOrder(a, b),
};

/** What a snapshot is made of: the database's rows. */
export interface SnapshotParts {
  stamp: string;
  retailers: Retailer[];
  categories: CategoryRow[];
  offers: OfferRow[];
  shops: ShopRow[];
  canonicals?: CanonicalRow[];
  /** The date the modelled prices were modelled for (the bundled catalogue's date). */
  modelledOn?: string | null;
  feedKinds?: ReadonlyArray<{ id: number; name: string }>;
}

/** One consistent picture of the catalogue in memory: reads are served from it without a database round trip. */
export class CatalogueSnapshot {
  readonly retailers = new Map<number, Retailer>();
  readonly categories = new Map<number, CategoryRow>();
  readonly offers = new Map<number, OfferRow>();
  readonly byCanonical = new Map<number, OfferRow[]>();
  /** Per category id, its own and its children's offers, in list order. */
  readonly byCategory = new Map<number, OfferRow[]>();
  // Set once, while the snapshot is built (index), before anything reads it.
  discounted: OfferRow[] = [];
  veggie: OfferRow[] = [];
  lactoseFree: OfferRow[] = [];
  /** Offers worth a trip (worthATrip), the largest share saved first. */
  best: OfferRow[] = [];
  /** Offers on sale whose price is observed, and the latest data date among them (the feed status reports it). */
  readonly observed = { count: 0, latest: null as string | null };
  private readonly nearestCache = new Map<string, Map<number, ShopRow & { distance_m: number }>>();
  private searchIndex: SearchIndex<OfferRow> | null = null;
  private readonly canonicals = new Map<number, CanonicalRow>();
  private readonly feedKinds = new Map<number, { name: string }>();
  /** Available offers per kind key (see offerKind). */
  readonly byKind = new Map<string, OfferRow[]>();
  /** A category's offers in another order than the list's own, built on first use. */
  private readonly sortedCategories = new Map<string, OfferRow[]>();

  /** Offers that can be bought today: what browsing, search and plans use (`offers` also keeps the unavailable ones). */
  readonly available: OfferRow[];

  private constructor(
    readonly stamp: string,
    readonly shops: ShopRow[],
    /** The date the modelled prices were modelled for (the bundled catalogue's date). */
    readonly modelledOn: string | null,
    all: OfferRow[],
  ) {
    this.available = all.filter((o) => o.available !== false);
  }

  /**
   * A snapshot of what the database holds, its indexes built a slice at a time with `pause` between slices (a
   * catalogue of 40,000 offers is a tenth of a second of work, which a read should not wait behind in one piece).
   */
  static async build(parts: SnapshotParts, pause: () => Promise<void>): Promise<CatalogueSnapshot> {
    const snapshot = new CatalogueSnapshot(parts.stamp, parts.shops, parts.modelledOn ?? null, parts.offers);
    for (const _ of snapshot.index(parts)) await pause();
    return snapshot;
  }

  /** Fills the maps and lists; yields after every slice of the work. */
  private *index(parts: SnapshotParts): Generator<void> {
    const SLICE = 500;
    for (const c of parts.canonicals ?? []) this.canonicals.set(c.id, c);
    for (const k of parts.feedKinds ?? []) this.feedKinds.set(k.id, { name: k.name });
    for (const r of parts.retailers) this.retailers.set(r.id, r);
    for (const c of parts.categories) this.categories.set(c.id, c);
    yield;
    for (const o of parts.offers) this.offers.set(o.id, o);
    yield;
    let n = 0;
    for (const o of this.available) {
      if (++n % SLICE === 0) yield;
      if (o.observed_on) {
        this.observed.count++;
        if (!this.observed.latest || o.observed_on > this.observed.latest) this.observed.latest = o.observed_on;
      }
      const list = this.byCanonical.get(o.canonical_id) ?? [];
      list.push(o);
      this.byCanonical.set(o.canonical_id, list);
      const kind = this.kindOf(o).key;
      const ofKind = this.byKind.get(kind) ?? [];
      ofKind.push(o);
      this.byKind.set(kind, ofKind);
      const cat = this.categories.get(o.category_id);
      for (const id of [o.category_id, cat?.parent_id]) {
        if (id == null) continue;
        const inCat = this.byCategory.get(id) ?? [];
        inCat.push(o);
        this.byCategory.set(id, inCat);
      }
    }
    yield;
    let sorted = 0;
    for (const list of this.byCategory.values()) {
      list.sort(byCategoryOrder);
      if ((sorted += list.length) >= SLICE) {
        sorted = 0;
        yield;
      }
    }
    yield;
    this.discounted = this.available.filter((o) => o.discount).sort(bySaving);
    yield;
    // "Best offers of this week": where buying here saves most against the same product at the other retailers.
    this.best = this.available.filter(worthATrip).sort(byBest);
    yield;
    // "Offers": promotions first, then the largest saving.
    this.veggie = this.available.filter((o) => o.vegan || o.vegetarian).sort(byOffer);
    yield;
    this.lactoseFree = this.available.filter((o) => o.lactose_free).sort(byOffer);
  }

  /**
   * The chains with something on sale today, by name, each saying whether its prices are observed (an update's) or
   * modelled: what every screen that names or counts the chains shows (Müller joins after an update; no fixed "nine").
   */
  get chains(): Array<{ id: number; name: string; observed: boolean }> {
    const seen = new Map<number, boolean>();
    for (const o of this.available) seen.set(o.retailer_id, (seen.get(o.retailer_id) ?? false) || !!o.observed_on);
    return [...this.retailers.values()]
      .filter((r) => seen.has(r.id))
      .map((r) => ({ id: r.id, name: r.name, observed: seen.get(r.id)! }))
      .sort((a, b) => a.name.localeCompare(b.name, 'hu'));
  }

  /**
   * The search index, built on first use (a few tenths of a second for the full catalogue). Its texts are normalised
   * here, by the same function as the queries, so a query and a name always agree on every character.
   */
  get search(): SearchIndex<OfferRow> {
    if (this.searchIndex) return this.searchIndex;
    const inputs = { texts: [] as OfferText[], canonicals: [] as CanonicalText[] };
    for (const _ of this.searchInputs(inputs));
    this.searchIndex = new SearchIndex(this.available, inputs.texts, inputs.canonicals, this.categories.values());
    return this.searchIndex;
  }

  /**
   * Builds the search index a slice at a time (pause between slices), unless a search already built it. `replacing`:
   * the catalogue this one replaces, whose index lends the texts that did not change (SearchIndex.build's donor).
   */
  async prepareSearch(pause: () => Promise<void>, replacing?: CatalogueSnapshot): Promise<void> {
    if (this.searchIndex) return;
    const inputs = { texts: [] as OfferText[], canonicals: [] as CanonicalText[] };
    for (const _ of this.searchInputs(inputs)) await pause();
    const donor = replacing?.searchIndex ?? undefined;
    const built = await SearchIndex.build(this.available, inputs.texts, inputs.canonicals, this.categories.values(), pause, donor);
    this.searchIndex ??= built;
  }

  /** The texts the index is built from, normalised here; yields after every slice of them. */
  private *searchInputs(out: { texts: OfferText[]; canonicals: CanonicalText[] }): Generator<void> {
    const SLICE = 500;
    let n = 0;
    for (const o of this.available) {
      if (++n % SLICE === 0) yield;
      const c = this.canonicals.get(o.canonical_id);
      const cat = this.categories.get(o.category_id);
      const parent = cat?.parent_id == null ? undefined : this.categories.get(cat.parent_id);
      const join = (...parts: Array<string | undefined>) => normalizeText(parts.filter(Boolean).join(' '));
      out.texts.push({
        id: o.id,
        norm_name_hu: normalizeText(o.name_hu),
        norm_name_en: normalizeText(o.name_en),
        search_hu: join(o.name_hu, c?.name_hu, cat?.name_hu, parent?.name_hu),
        search_en: join(o.name_en, c?.name_en, cat?.name_en, parent?.name_en),
      });
    }
    for (const c of this.canonicals.values()) {
      if (++n % SLICE === 0) yield;
      out.canonicals.push({
        id: c.id,
        norm_hu: normalizeText(c.name_hu),
        norm_en: normalizeText(c.name_en),
        type_hu: normalizeText(c.type_name_hu),
        type_en: normalizeText(c.type_name_en),
      });
    }
  }

  /** The canonical products' rows by id, as read from the database. */
  get canonicalRows(): ReadonlyMap<number, CanonicalRow> {
    return this.canonicals;
  }

  /** The name of a canonical product (what a list item is, whichever retailer's offer was added). */
  canonicalName(id: number, lang: Language): string {
    const c = this.canonicals.get(id);
    return (lang === 'hu' ? c?.name_hu : c?.name_en) ?? '';
  }

  /** An offer's kind (see offerKind). */
  kindOf(o: OfferRow): OfferKind {
    return offerKind(o, this.canonicals.get(o.canonical_id), o.kind_id == null ? undefined : this.feedKinds.get(o.kind_id));
  }

  /** The name an offer is shown by (see shownName): cleaned, and in English an observed one's kind beside it. */
  displayName(o: OfferRow, lang: Language): string {
    return shownName(o, lang, this.kindOf(o));
  }

  /**
   * Whether two offers are the very same product: one canonical product, and either one barcode (an observed
   * product matched across chains) or the same name (a modelled chain's own brand is another product of its kind).
   */
  sameProduct(a: OfferRow, b: OfferRow): boolean {
    if (a.canonical_id !== b.canonical_id) return false;
    return !!this.canonicals.get(a.canonical_id)?.key?.startsWith('gtin:') || a.name_hu === b.name_hu;
  }

  /**
   * The cheapest way to buy `amount` (in the offer's unit) of the offer's kind at a retailer: the product and how many
   * packs, or null when the retailer sells nothing of the kind in that unit.
   */
  kindAt(o: OfferRow, retailerId: number, amount: number): { offer: OfferRow; packs: number; cost: number } | null {
    let best: { offer: OfferRow; packs: number; cost: number } | null = null;
    for (const x of this.byKind.get(this.kindOf(o).key) ?? []) {
      if (x.retailer_id !== retailerId || x.unit !== o.unit || !(x.package > 0)) continue;
      const packs = Math.max(1, Math.ceil(amount / x.package - 1e-9));
      const cost = packs * x.price;
      if (!best || cost < best.cost) best = { offer: x, packs, cost };
    }
    return best;
  }

  category(id: number, lang: Language): Category | null {
    const c = this.categories.get(id);
    if (!c) return null;
    const offers = this.byCategory.get(id) ?? [];
    const observed = offers.filter((o) => o.observed_on).length;
    const monitored = [...this.categories.values()].some((x) => (x.id === id || x.parent_id === id) && MONITORED_CATEGORIES.has(x.slug as CategorySlug));
    return {
      id: c.id, name: lang === 'hu' ? c.name_hu : c.name_en, slug: c.slug, parent_id: c.parent_id, search_group: c.search_group, photo: c.photo,
      prices: { observed, estimated: offers.length - observed, monitored },
    };
  }

  categoryList(lang: Language, filter: (c: CategoryRow) => boolean): Category[] {
    return [...this.categories.values()].filter(filter).sort((a, b) => a.id - b.id).map((c) => this.category(c.id, lang)!);
  }

  /** The nearest shop of each retailer to a point (within maxM), remembered per point. */
  nearestByRetailer(origin: Point, maxM = Infinity): Map<number, ShopRow & { distance_m: number }> {
    const key = `${origin.latitude},${origin.longitude},${maxM}`;
    let out = this.nearestCache.get(key);
    if (out) return out;
    out = new Map();
    for (const s of this.shops) {
      const d = distanceM(origin, s);
      if (d > maxM) continue;
      const cur = out.get(s.retailer_id);
      if (!cur || d < cur.distance_m) out.set(s.retailer_id, { ...s, distance_m: d });
    }
    if (this.nearestCache.size > 5000) this.nearestCache.clear();
    this.nearestCache.set(key, out);
    return out;
  }

  /** Where an offer's price comes from, as every answer carries it. */
  priceSource(o: OfferRow): PriceSource {
    return priceSourceOf(o.observed_on, o.price_origin, this.modelledOn);
  }

  product(o: OfferRow, lang: Language, favourite: boolean, shop: { address: string; source: string } | null): Product {
    const cat = this.categories.get(o.category_id);
    const kind = this.kindOf(o);
    const shown = shownName(o, lang, kind);
    const raw = rawNameOf(o, shown);
    return {
      kind_name: lang === 'hu' ? kind.name_hu : kind.name_en,
      price_source: this.priceSource(o),
      available: o.available !== false,
      loyalty_price: o.loyalty_price ?? null,
      regular_price: o.regular_price ?? o.price,
      return_fee: o.return_fee ?? 0,
      shops_carrying: o.shops_carrying ?? null,
      chain_shops: o.chain_shops ?? null,
      id: o.id,
      canonical_id: o.canonical_id,
      name: shown,
      ...(raw === undefined ? {} : { raw_name: raw }),
      price: o.price,
      photo: o.photo,
      description: (lang === 'hu' ? o.description_hu : o.description_en) || null,
      saving: o.saving,
      trending: o.trending,
      isFavorite: favourite,
      package: o.package,
      unit: o.unit,
      unit_price: o.unit_price,
      unit_price_unit: o.unit_price_unit,
      retailer_id: o.retailer_id,
      retailer_name: this.retailers.get(o.retailer_id)?.name ?? '',
      address: shop?.address ?? null,
      address_source: shop?.source ?? null,
      category: cat ? { id: cat.id, slug: cat.slug, name: lang === 'hu' ? cat.name_hu : cat.name_en } : null,
      discount: o.discount,
      nutritional_value: o.nutrition_score,
      vegetarian: o.vegetarian,
      vegan: o.vegan,
      lactose: o.lactose_free,
    };
  }

  /** A category's (and its children's) offers in a sort of the search: 'relevance' is the list's own order. */
  categoryOffers(id: number, sort: SearchSort): OfferRow[] {
    const rows = this.byCategory.get(id) ?? [];
    if (sort === 'relevance') return rows;
    const key = `${id}:${sort}`;
    let sorted = this.sortedCategories.get(key);
    if (!sorted) this.sortedCategories.set(key, (sorted = [...rows].sort(CATEGORY_ORDER[sort])));
    return sorted;
  }

  /**
   * Whether a retailer is in a user's zone: one the user chose (all when the zone names none) with a shop inside the
   * zone's circle. Without a zone every retailer is.
   */
  inZone(zone: Zone | null): (retailerId: number) => boolean {
    if (!zone) return () => true;
    const nearest = this.nearestByRetailer(zone, zone.radius_m);
    return (retailerId) => nearest.has(retailerId) && (!zone.retailers.length || zone.retailers.includes(retailerId));
  }

  /** Offers as the API answers them for one user: favourite flag and the nearest shop to the user's zone point. */
  products(offers: Iterable<OfferRow>, view: { lang: Language; zone: Zone | null; favourites: ReadonlySet<number> }): Product[] {
    const nearest = this.nearestByRetailer(view.zone ?? MAP_CENTRE);
    return [...offers].map((o) => this.product(o, view.lang, view.favourites.has(o.id), nearest.get(o.retailer_id) ?? null));
  }

  /**
   * The same product at other retailers, and where a retailer does not sell it, the product of its kind that stands in
   * for it there (the cheapest for the same amount), marked similar; a chain's own brand under the same modelled
   * product is a similar product too. Inside the zone (nearest shop first) when the user has one.
   */
  otherOffers(o: OfferRow, zone: Zone | null, lang: Language = 'en'): OtherOffer[] {
    const nearest = this.nearestByRetailer(zone ?? MAP_CENTRE, zone ? zone.radius_m : Infinity);
    const inZone = this.inZone(zone);
    const same = (this.byCanonical.get(o.canonical_id) ?? []).filter((x) => x.id !== o.id && inZone(x.retailer_id));
    const sold = new Set([o.retailer_id, ...same.map((x) => x.retailer_id)]);
    const standIns: OfferRow[] = [];
    for (const retailerId of this.retailers.keys()) {
      if (sold.has(retailerId) || !inZone(retailerId)) continue;
      const at = this.kindAt(o, retailerId, o.package);
      if (at) standIns.push(at.offer);
    }
    return [...same, ...standIns]
      .map((x) => {
        const shop = nearest.get(x.retailer_id);
        return {
          id: x.id,
          retailer_id: x.retailer_id,
          retailer_name: this.retailers.get(x.retailer_id)?.name ?? '',
          price: x.price,
          price_source: this.priceSource(x),
          address: shop?.address ?? null,
          address_source: shop?.source ?? null,
          distance_m: shop ? Math.round(shop.distance_m) : null,
          name: this.displayName(x, lang),
          similar: !this.sameProduct(o, x),
          package: x.package,
          unit: x.unit,
          unit_price: x.unit_price,
        };
      })
      .sort((a, b) => Number(a.similar) - Number(b.similar) || a.price - b.price || (a.distance_m ?? Infinity) - (b.distance_m ?? Infinity));
  }
}

/** Points of a series that fall within the 12 months (364 days) up to its last one: 52 weekly or 364 daily points. */
export function pointsInLastYear(s: Pick<PriceSeries, 'step_days'>): number {
  return Math.ceil(364 / s.step_days);
}

/** The lowest price of the last 12 months (the earliest such point on a tie), dated; weekly and daily series alike. */
export function lowestOfLastYear(s: PriceSeries): PricePoint | null {
  let at = -1;
  for (let i = Math.max(0, s.prices.length - pointsInLastYear(s)); i < s.prices.length; i++) {
    const p = s.prices[i];
    if (p != null && (at < 0 || p < s.prices[at]!)) at = i;
  }
  if (at < 0) return null;
  return { week: seriesWeek(s, at), price: s.prices[at]! };
}

/**
 * What an offer's history (and so its trend and 12-month low) rests on: the monitor's observations, or the model, and
 * the days it covers. An observed offer's history holds only observed points; a modelled one's only modelled points.
 */
export function historyBasis(s: PriceSeries, observed: boolean): HistoryBasis {
  const until = seriesWeek(s, Math.max(0, s.prices.length - 1));
  const span = Math.round((Date.parse(until) - Date.parse(s.start)) / 86_400_000) + 1;
  // A daily observed series holds a price only on the days the monitor was read (null between): those are what count.
  const days = observed ? s.prices.filter((p) => p != null).length : span;
  return { kind: observed ? 'observed' : 'modelled', since: s.start, until, days };
}
