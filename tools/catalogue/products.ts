/** Expands product types into canonical products and the retailers' offers, with weekly price histories. */
import { dietClaims, PRODUCT_TYPES, type ProductType } from '../../src/server/catalogue/product-types';
import { CATEGORY_ID, categoryBySlug, topLevelOf, type CategorySlug } from '../../src/server/catalogue/taxonomy';
import {
  ECOFAMILY_ORGANIC_COVERAGE, ECOFAMILY_VEGAN_COVERAGE, ORGANIC_COVERAGE_FACTOR, PRICE_MODEL, RETAILERS, type RetailerDef, type Top,
} from './retailers';
import { RETAILER_ID, type RetailerSlug } from '../../src/server/repo/retailers';
import { offerHistory, shelfPriceAtLeast, templateFor, weekCount, weeklyFromMonthly, type PriceIndex, type ShapeTemplate } from './prices';
import { computeTrend, savingsOf } from '../../src/shared/definitions';
import { unit as rand } from './random';
import { keepTogether } from './text';
import { chainLevelOf, kindFloors, kindOfType, type Calibration } from './calibration';

export interface Flags {
  vegetarian: boolean;
  vegan: boolean;
  lactoseFree: boolean;
}

export interface Canonical {
  id: number;
  key: string;
  type: ProductType;
  sub: CategorySlug;
  nameHu: string;
  nameEn: string;
  /** Name without the organic prefix, for own organic brands that already say so. */
  plainHu: string;
  plainEn: string;
  size: number;
  unit: string;
  flags: Flags;
  bio: boolean;
  /** Weekly national-average package price (Ft). */
  target: number[];
}

export interface Offer {
  id: number;
  canonical: Canonical;
  retailer: RetailerDef;
  nameHu: string;
  nameEn: string;
  descriptionHu: string;
  descriptionEn: string;
  /** Priced at its chain's observed basket level for this variant (calibration.ts chainLevelOf). */
  observedLevel: boolean;
  ownBrand: string | null;
  prices: number[];
  /** The regular (non-promotion) shelf price of each week. */
  regulars: number[];
  regular: number;
  price: number;
  discount: boolean;
  trending: number;
  saving: number;
  unitPrice: number;
}

/** Price per unit falls with pack size: doubling the pack makes each kg, litre or piece about 10% cheaper. */
const SIZE_ELASTICITY = -0.15;
/** Drugstores sell a small food range: dry goods, snacks, drinks and plant-based dairy. */
const DRUGSTORE_FOOD: ReadonlySet<CategorySlug> = new Set(['staple-food', 'special', 'non-alcoholic', 'baby-care']);
const STAPLE_COVERAGE = 0.97;

const EN_KEEP_CASE = /^(Irsai|Tokaji|Egri|Earl|Dijon|French|Mexican|Greek|Parisian|Italian|Trappist|Gouda|Edam|Camembert|Cabernet|Merlot|Prosecco|Cserszegi|Kékfrankos|Welschriesling|Debrecen|Gyulai|Csabai|Graham|Scotch|Hungarian|Prague|Russian|Chinese|Lamb's|Pink|Granny|Golden|Jonagold|Gala|Idared|Williams|Packham|Conference|Hawaiian|Christmas|ESL|UHT|AA|AAA|CR2032|LED|HB|IPA|APA|SPF|Skyr|Tokaji|Linzer|Swiss)\b/;
const HU_KEEP_CASE = /^(Irsai|ESL|UHT|AA|AAA|CR2032|LED|IPA|APA|FF|D3|BL|Jonagold|Golden|Idared|Gála|Granny|Pink|Vilmos|Packham|Conference|Earl|[ML]-es)\b/;

function lowerFirst(s: string, lang: 'hu' | 'en'): string {
  if (!s) return s;
  if ((lang === 'hu' ? HU_KEEP_CASE : EN_KEEP_CASE).test(s)) return s;
  if (s.length > 1 && s[1] === s[1].toUpperCase() && /[A-ZÁÉÍÓÖŐÚÜŰ]/.test(s[1])) return s;
  return s[0].toLowerCase() + s.slice(1);
}

function upperFirst(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function compose(typeName: string, variant: string, lang: 'hu' | 'en'): string {
  if (!variant) return typeName;
  if (variant.startsWith('=')) return variant.slice(1);
  if (variant.startsWith('^')) {
    // "Fagyasztott" / "Frozen" leads: "Fagyasztott csirkés tavaszi tekercs", not "Csirkés fagyasztott tavaszi tekercs".
    const lead = /^(Gyorsfagyasztott|Fagyasztott|Frozen) /.exec(typeName);
    if (lead) return `${lead[1]} ${lowerFirst(variant.slice(1), lang)} ${typeName.slice(lead[0].length)}`;
    return `${upperFirst(variant.slice(1))} ${lowerFirst(typeName, lang)}`;
  }
  return `${typeName} ${variant}`;
}

function num(n: number, lang: 'hu' | 'en'): string {
  const s = String(Math.round(n * 1000) / 1000);
  return lang === 'hu' ? s.replace('.', ',') : s;
}

const LITRE_SUBS: ReadonlySet<CategorySlug> = new Set(['non-alcoholic', 'alcohol', 'diary']);

export function sizeLabel(size: number, unit: string, sub: CategorySlug, lang: 'hu' | 'en'): string {
  if (unit === 'kg') return size < 1 ? `${Math.round(size * 1000)} g` : `${num(size, lang)} kg`;
  if (unit === 'l') {
    if (size >= 1 || (LITRE_SUBS.has(sub) && size >= 0.2)) return `${num(size, lang)} l`;
    return `${Math.round(size * 1000)} ml`;
  }
  if (size === 1) return '';
  return lang === 'hu' ? `${size} db` : `${size} pcs`;
}

/**
 * The name and its pack: a comma keeps a number at the end of the name apart from the pack's ("Naptej FF 50, 200 ml",
 * not "FF 50 200 ml", which reads as 50,200 ml).
 */
export function withSize(name: string, size: string): string {
  if (!size) return name;
  return /\d$/.test(name) && /^\d/.test(size) ? `${name}, ${size}` : `${name} ${size}`;
}

interface Variant {
  hu: string;
  en: string;
  factor: number;
  flags: string;
}

function parseVariants(spec: string): Variant[] {
  if (!spec) return [{ hu: '', en: '', factor: 1, flags: '' }];
  return spec.split(';').map((v) => {
    const [hu, en, factor, flags] = v.split('|');
    return { hu, en, factor: factor ? Number(factor) : 1, flags: flags ?? '' };
  });
}

function flagsOf(base: string, change: string): Flags {
  const set = new Set(base.split(''));
  if (set.has('n')) set.add('v');
  for (const m of change.matchAll(/([+-])([vnl])/g)) {
    if (m[1] === '+') set.add(m[2]);
    else set.delete(m[2]);
  }
  if (set.has('n')) set.add('v');
  if (!set.has('v')) set.delete('n');
  return { vegetarian: set.has('v'), vegan: set.has('n'), lactoseFree: set.has('l') };
}

export interface ProductBuildInput {
  index: PriceIndex;
  templates: ShapeTemplate[];
  organicPremium: number;
  /** Type keys the CZ basket marks as staples. */
  basketStaples: ReadonlySet<string>;
  /** The chains' levels from the observed basket (calibration.ts); null: the hand-set table alone. */
  calibration?: Calibration | null;
}

export function buildCanonicals(inp: ProductBuildInput): Canonical[] {
  const weeks = weekCount();
  const out: Canonical[] = [];
  const seenNames = new Set<string>();
  for (const type of PRODUCT_TYPES) {
    const weekly = type.ksh
      ? weeklyFromMonthly(inp.index.code(type.ksh), weeks).map((v) => v / (type.kshPer ?? 1))
      : weeklyFromMonthly(inp.index.category(type.sub), weeks).map((v) => v * type.price);
    const ref = type.ksh ? (type.kshPer ?? 1) : type.sizes[0];
    parseVariants(type.variants).forEach((variant, vi) => {
      for (const size of type.sizes) {
        for (const bio of type.bio ? [false, true] : [false]) {
          const key = `${type.key}/${vi}/${size}${bio ? '/bio' : ''}`;
          const baseHu = compose(type.hu, variant.hu, 'hu');
          const baseEn = compose(type.en, variant.en, 'en');
          const sizeHu = sizeLabel(size, type.unit, type.sub, 'hu');
          const sizeEn = sizeLabel(size, type.unit, type.sub, 'en');
          const plainHu = withSize(baseHu, sizeHu);
          const plainEn = withSize(baseEn, sizeEn);
          const nameHu = bio ? `Bio ${lowerFirst(plainHu, 'hu')}` : plainHu;
          const nameEn = bio ? `Organic ${lowerFirst(plainEn, 'en')}` : plainEn;
          if (seenNames.has(nameHu)) throw new Error(`duplicate canonical name ${nameHu}`);
          seenNames.add(nameHu);
          const factor = variant.factor * (size / ref) ** SIZE_ELASTICITY * size * (bio ? inp.organicPremium : 1);
          out.push({
            id: out.length + 1,
            key,
            type,
            sub: type.sub,
            nameHu,
            nameEn,
            plainHu,
            plainEn,
            size,
            unit: type.unit,
            flags: dietClaims(type, flagsOf(type.flags, variant.flags)),
            bio,
            target: weekly.map((w) => w * factor),
          });
        }
      }
    });
  }
  return out;
}

function carryChance(c: Canonical, r: RetailerDef, staple: boolean): number {
  const model = PRICE_MODEL[r.slug];
  const top = topLevelOf(c.sub) as Top;
  if (r.slug === 'ecofamily') {
    if (c.bio) return ECOFAMILY_ORGANIC_COVERAGE;
    if (c.flags.vegan && ['staple-food', 'special', 'diary'].includes(c.sub)) return ECOFAMILY_VEGAN_COVERAGE;
    return model.coverage[top];
  }
  if (r.kind === 'drugstore' && (top === 'food' || top === 'drink' || c.sub === 'baby-care')) {
    if (c.sub === 'baby-care') return model.coverage.drogerie;
    if (c.sub === 'diary') return c.flags.vegan ? 0.5 : 0;
    if (!DRUGSTORE_FOOD.has(c.sub)) return 0;
    return c.bio ? 0.6 : model.coverage[top];
  }
  let p = c.sub === 'baby-care' ? model.coverage.drogerie : model.coverage[top];
  if (c.bio) p *= ORGANIC_COVERAGE_FACTOR;
  else if (staple && r.kind !== 'drugstore') p = Math.max(p, STAPLE_COVERAGE);
  return p;
}

function ownBrandFor(c: Canonical, r: RetailerDef): string | null {
  if (c.bio) return r.brands.bio ?? null;
  const line = c.type.line;
  if (!line || !r.brands[line]) return null;
  if (rand(`${c.key}/${r.slug}/own`) >= PRICE_MODEL[r.slug].ownBrand) return null;
  if (r.brands.budget && (c.type.staple || c.type.ksh) && rand(`${c.key}/${r.slug}/budget`) < 0.5) return r.brands.budget;
  return r.brands[line]!;
}

function describe(c: Canonical, r: RetailerDef, brand: string | null): { hu: string; en: string } {
  const cat = categoryBySlug(c.sub)!;
  const pack = keepTogether(sizeLabel(c.size, c.unit, c.sub, 'hu') || '1 db');
  const packEn = keepTogether(sizeLabel(c.size, c.unit, c.sub, 'en') || '1 pc');
  // The pack comes first: a list row shows two lines of this, and the estimate is already on the badge beside it.
  const hu: string[] = [`Kiszerelés: ${pack}. Kategória: ${cat.hu.toLowerCase()}.`];
  const en: string[] = [`Pack size: ${packEn}. Category: ${cat.en.toLowerCase()}.`];
  if (brand) {
    hu.push(`Saját márka: ${brand}.`);
    en.push(`Own brand: ${brand}.`);
  }
  if (c.bio) {
    hu.push('Ellenőrzött ökológiai gazdálkodásból származik.');
    en.push('Certified organic.');
  }
  const fh: string[] = [];
  const fe: string[] = [];
  if (c.flags.vegan) {
    fh.push('vegán');
    fe.push('vegan');
  } else if (c.flags.vegetarian) {
    fh.push('vegetáriánus');
    fe.push('vegetarian');
  }
  if (c.flags.lactoseFree) {
    fh.push('laktózmentes');
    fe.push('lactose-free');
  }
  if (fh.length && c.type.nutri !== null) {
    hu.push(`${upperFirst(fh.join(', '))}.`);
    en.push(`${upperFirst(fe.join(', '))}.`);
  }
  // Modelled offers: the text says it is an estimate for the chain, not that the chain was seen selling it; last, as the
  // product page shows the whole text.
  hu.push(`Becsült ár ${r.hu.article} ${r.hu.at} (nem a boltban rögzített ár).`);
  en.push(`Estimated price at ${r.name} (modelled, not observed).`);
  return { hu: hu.join(' '), en: en.join(' ') };
}

function offerName(c: Canonical, brand: string | null, lang: 'hu' | 'en'): string {
  const name = lang === 'hu' ? c.nameHu : c.nameEn;
  if (!brand) return name;
  // Own organic brands already say organic ("dmBio", "Tesco Organic"): drop the generic prefix.
  const saysOrganic = /bio|organic/i.test(brand);
  const base = c.bio && saysOrganic ? (lang === 'hu' ? c.plainHu : c.plainEn) : name;
  // Sentence case after the brand in both languages ("Spar pork stewing meat"); proper names keep their capitals.
  return `${brand} ${lowerFirst(base, lang)}`;
}

export function buildOffers(canonicals: Canonical[], inp: ProductBuildInput): Offer[] {
  const bySub = new Map<string, ShapeTemplate[]>();
  for (const t of inp.templates) {
    const sub = t.appSubcategory === 'dairy' ? 'diary' : t.appSubcategory;
    bySub.set(sub, [...(bySub.get(sub) ?? []), t]);
  }
  const offers: Offer[] = [];
  const groups: Offer[][] = [];
  for (const c of canonicals) {
    const staple = Boolean(c.type.staple || inp.basketStaples.has(c.type.key));
    const chances = RETAILERS.map((r) => ({ r, p: carryChance(c, r, staple), u: rand(`${c.key}/${r.slug}/carry`) }));
    let chosen = chances.filter((x) => x.u < x.p);
    if (chosen.length < 2) {
      // Every product is comparable: top up with the chains most likely to carry it.
      const rest = chances.filter((x) => !chosen.includes(x) && x.p > 0).sort((a, b) => b.p - a.p || a.u - b.u);
      chosen = [...chosen, ...rest.slice(0, 2 - chosen.length)];
    }
    chosen.sort((a, b) => RETAILER_ID[a.r.slug] - RETAILER_ID[b.r.slug]);
    const group: Offer[] = [];
    for (const { r } of chosen) {
      const key = `${c.key}@${r.slug}`;
      const model = PRICE_MODEL[r.slug];
      const level = chainLevelOf(inp.calibration ?? null, r.slug, c);
      const { prices, regular, regulars } = offerHistory({
        key,
        target: c.target,
        level: level.level,
        noise: level.observed ? 0 : model.noise,
        promoKeep: model.promoKeep,
        promoDepth: model.promoDepth,
        template: templateFor(key, c.sub, inp.templates, bySub),
        floors: kindFloors(inp.calibration ?? null, c),
      });
      const brand = ownBrandFor(c, r);
      const d = describe(c, r, brand);
      const price = prices[prices.length - 1];
      group.push({
        id: 0,
        canonical: c,
        retailer: r,
        nameHu: offerName(c, brand, 'hu'),
        nameEn: offerName(c, brand, 'en'),
        descriptionHu: d.hu,
        descriptionEn: d.en,
        ownBrand: brand,
        observedLevel: level.observed,
        prices,
        regulars,
        regular,
        price,
        discount: price < regular,
        trending: computeTrend(prices),
        saving: 0,
        unitPrice: Math.round((price / c.size) * 100) / 100,
      });
    }
    groups.push(group);
  }
  noBrandUnderOwnBrand(groups.flat());
  for (const group of groups) {
    const savings = savingsOf(group);
    for (const [i, o] of group.entries()) {
      o.saving = savings[i]!;
      o.id = offers.length + 1;
      offers.push(o);
    }
  }
  return offers;
}

/**
 * A branded product (no own brand) is never cheaper per unit than its kind's cheapest own-brand product, as on real
 * shelves: a branded offer below it has its whole history raised by the same factor (its shape and promotions stay).
 */
export function noBrandUnderOwnBrand(offers: Offer[]): void {
  const cheapestOwn = new Map<string, number>();
  for (const o of offers) {
    if (!o.ownBrand || o.canonical.bio) continue;
    const k = kindOfType(o.canonical.type.key);
    cheapestOwn.set(k, Math.min(cheapestOwn.get(k) ?? Infinity, o.price / o.canonical.size));
  }
  for (const o of offers) {
    const floor = cheapestOwn.get(kindOfType(o.canonical.type.key));
    // A product continuing its chain's observed basket price keeps it: the observation, not the rule, says what it costs.
    if (o.observedLevel || o.ownBrand || floor === undefined || o.price / o.canonical.size >= floor) continue;
    const f = (floor * o.canonical.size) / o.price;
    const up = (v: number) => shelfPriceAtLeast(v * f);
    o.prices = o.prices.map(up);
    o.regulars = o.regulars.map(up);
    o.regular = up(o.regular);
    o.price = o.prices[o.prices.length - 1]!;
    o.discount = o.price < o.regular;
    o.trending = computeTrend(o.prices);
    o.unitPrice = Math.round((o.price / o.canonical.size) * 100) / 100;
  }
}

export { CATEGORY_ID, RETAILER_ID };
export type { RetailerSlug };
