/**
 * Calibration of the modelled fallback on the observed Árfigyelő basket of 2026-09-25 (shared/data/arfigyelo-samples).
 *
 * Checked by hand, the KSH-based model ran about 40% above that basket (ESL milk 1.5% modelled at 359–449 Ft
 * against 279–280 Ft observed). The correction keeps the model's shape and moves only its levels:
 * - each product variant the basket prices gets a level anchor: its national target path (KSH) is scaled so that,
 *   in the week of the basket, it equals the median of the chains' observed unit prices (a type's other variants
 *   move with the median of its priced ones);
 * - at a chain that priced the variant, the chain's observed level for it holds (all pack sizes, no random spread
 *   drawn around an observation), so the model continues the observation instead of contradicting it;
 * - every other type moves by the median anchor of its category where the basket priced at least three types of it,
 *   by the median anchor of the whole basket elsewhere in food, drink and household goods, and not at all in
 *   drugstore and pet goods, which the basket does not reach; the model's relative prices within a category stay;
 * - the types of a basket item's kind the basket did not price (UHT and fresh milk beside ESL milk) move by the kind's
 *   anchor, and at each chain that priced the kind follow the chain's observed level for it (with the random spread);
 * - no product of a basket kind is modelled below the kind's cheapest observed unit price (a dearer variant, such as L
 *   eggs or vine tomatoes, below that times its price factor; the basket's S eggs count as M eggs a size class dearer),
 *   nor promoted more than 15% below it; and no product of a kind the news quotes a KSH average for more than
 *   KSH_SHORTFALL below that average (kindFloors);
 * - for every other product, each of the six chains the basket covers gets its level from the basket: the median, over the items it
 *   priced, of its observed unit price against the item's median across the chains (per category where the chain
 *   priced at least MIN_ROWS_PER_CATEGORY items of it, overall elsewhere, times the hand-set tilts of the
 *   categories the basket does not reach). DM, Rossmann and EcoFamily, which the basket does not cover, keep their
 *   hand-set levels against that same median.
 */
import type { BasketRow, KshData } from './sources';
import type { Canonical } from './products';
import { PRICE_MODEL } from './retailers';
import { PRODUCT_TYPES } from '../../src/server/catalogue/product-types';
import type { RetailerSlug } from '../../src/server/repo/retailers';
import type { CategorySlug } from '../../src/server/catalogue/taxonomy';

import { START_WEEK, STEP_DAYS } from './prices';
import { chainByName } from '../../src/server/feed/chains';
import { KSH_LATEST_MONTH, NEWS_KSH } from './news';

/** The week of the basket (2026-09-25) in the modelled histories. */
export const CALIBRATION_DATE = '2026-09-25';
export const calibrationWeek = (): number => Math.floor((Date.parse(CALIBRATION_DATE) - Date.parse(START_WEEK)) / 86_400_000 / STEP_DAYS);

/** A chain's level in a category comes from the basket when the chain priced at least this many of its items. */
export const MIN_ROWS_PER_CATEGORY = 3;

interface BasketMatch {
  /** The product type's key (product-types.ts). */
  type: string;
  /** The variant (index into the type's variants) the chains' products are. */
  variant: number;
  /**
   * Chains whose product is another variant, another type of the same kind ({ type, variant }), or (null) no product
   * of the catalogue: with the reason.
   */
  byChain?: Partial<Record<RetailerSlug, number | { type: string; variant: number } | null>>;
  /**
   * Where the basket's product is of a class the catalogue does not have: its price against the matched variant's
   * (the basket's eggs are size S, the catalogue's cheapest are M: one size class dearer). Unset: the same product (1).
   */
  observedAt?: number;
}

/**
 * One egg size class costs this much more than the one below: the catalogue's own step from M to L eggs
 * (product-types.ts; by weight the step is larger, 58 g against 48 g for M against S, the middles of the EU classes).
 */
export const EGG_CLASS_STEP = Number(PRODUCT_TYPES.find((t) => t.key === 'eggs')!.variants.split(';')[1].split('|')[2]);

/**
 * Reviewed by hand, row by row, against the product names in basket-2026-09-25.csv: which catalogue product type
 * and variant each basket item is. The pack size is the catalogue's size nearest the observed pack; prices are
 * compared per unit (Ft per kg, l or piece).
 */
export const BASKET_TO_CATALOGUE: Readonly<Record<string, BasketMatch>> = {
  'ESL tej 1,5%': { type: 'esl-milk-1-5', variant: 0 },
  'ESL tej 2,8%': { type: 'esl-milk-2-8', variant: 0 },
  'Natúr joghurt': { type: 'plain-yoghurt', variant: 0 },
  'Trappista sajt': { type: 'trappist-cheese', variant: 0 }, // a whole block, sold by the kg
  'Vaj': { type: 'butter', variant: 0 }, // 82% butter (Tesco's is a 200 g pack: compared per kg with the 250 g one)
  // The basket's eggs are size S (the cheapest class the chains list); the catalogue's cheapest variant is size M, which
  // costs a size class more: an observed S egg stands for an M egg at EGG_CLASS_STEP times its price.
  'Tojás': { type: 'eggs', variant: 0, observedAt: 1 / EGG_CLASS_STEP },
  'Sertéscomb': { type: 'pork-leg', variant: 0 },
  'Darált sertéshús': { type: 'minced-pork', variant: 0 },
  'Csirkemellfilé': { type: 'chicken-breast-fillet', variant: 0 },
  'Pulykamellfilé': { type: 'turkey-breast-fillet', variant: 0 },
  // Red apples of the Idared kind at four chains; Aldi's "piros" and Lidl's Shampion are compared with Idared too.
  'Alma': { type: 'apples', variant: 2 },
  'Banán': { type: 'bananas', variant: 0 },
  'Citrom': { type: 'lemons', variant: 0 },
  // Lidl and Auchan priced round tomatoes ("Paradicsom 1 kg"), the others vine tomatoes ("fürtös").
  'Paradicsom': { type: 'tomatoes', variant: 1, byChain: { lidl: 0, auchan: 0 } },
  'Zöldpaprika': { type: 'peppers', variant: 0 }, // lecsó / TV paprika (pale sweet peppers)
  'Vöröshagyma': { type: 'onions', variant: 0 },
  'Étkezési burgonya': { type: 'potatoes', variant: 0 },
  // Durum spaghetti; Penny's is durum fusilli, Auchan's a four-egg spaghetti (the same kind, dry pasta).
  'Száraztészta': { type: 'durum', variant: 0, byChain: { penny: 2, auchan: { type: '4-egg', variant: 0 } } },
  'Étolaj': { type: 'sunflower-oil', variant: 0 },
  'Finomliszt': { type: 'plain-flour-bl-55', variant: 0 },
  'Kristálycukor': { type: 'granulated-sugar', variant: 0 },
  // Still water; Auchan's is carbonated (Pannon-Aqua "szén-dioxiddal dúsított"), Lidl's lightly sparkling ("Enyhe"),
  // Tesco's "1,5 l sava" is cut off and cannot be told apart.
  'Ásványvíz': { type: 'mineral-water', variant: 1, byChain: { auchan: 0, lidl: 2, tesco: null } },
  'Rizs': { type: 'rice', variant: 0 }, // long grain, quality "B"
  // 3-ply rolls; Tesco's Springforce is 2-ply, which the catalogue does not have.
  'Toalettpapír': { type: 'toilet-paper-3-ply', variant: 0, byChain: { tesco: null } },
  // Universal gels at Spar and Penny; colour at Aldi, Auchan and Tesco ("WASHING GEL COL"); Lidl's Formil Black for darks.
  'Folyékony mosószer': { type: 'liquid-laundry-detergent', variant: 1, byChain: { spar: 0, penny: 0, lidl: 2 } },
};

/**
 * The kinds the basket's items stand for: a shopper comparing a basket item at a chain compares it with every product of
 * the same kind, not only with the variant the basket priced. A type not listed here is a kind of its own. Milk is one
 * kind whatever its treatment (ESL, UHT, fresh: KSH prices ESL and UHT milk within 3% of each other); dry pasta is one
 * kind whether durum or four-egg (Auchan's basket pasta is a four-egg spaghetti).
 */
const KIND_OF_TYPE: Readonly<Record<string, string>> = {
  'esl-milk-1-5': 'milk', 'esl-milk-2-8': 'milk', 'uht-milk-1-5': 'milk', 'uht-milk-2-8': 'milk', 'fresh-milk-3-5': 'milk',
  durum: 'dry-pasta', '4-egg': 'dry-pasta',
};
export const kindOfType = (type: string): string => KIND_OF_TYPE[type] ?? type;

/** The price factor of a canonical product's variant against its type's first variant (product-types.ts). */
export function variantPriceFactor(c: Canonical): number {
  if (!c.type.variants) return 1;
  const f = c.type.variants.split(';')[Number(c.key.split('/')[1])]?.split('|')[2];
  return f ? Number(f) : 1;
}

export interface MatchedRow {
  row: BasketRow;
  chain: RetailerSlug;
  canonical: Canonical;
  /** The observed unit price as a price of the matched variant (the row's, over its item's observedAt). */
  unitPrice: number;
}

/** The catalogue product each basket row is, by the reviewed table; rows it leaves out are not returned. */
export function matchBasket(rows: readonly BasketRow[], canonicals: readonly Canonical[]): MatchedRow[] {
  const out: MatchedRow[] = [];
  for (const row of rows) {
    const m = BASKET_TO_CATALOGUE[row.item];
    if (!m) throw new Error(`basket item ${row.item} is not in the reviewed table`);
    const chain = chainByName(row.chain)?.slug as RetailerSlug | undefined;
    if (!chain) throw new Error(`basket: unknown chain ${row.chain}`);
    const own = m.byChain && chain in m.byChain ? m.byChain[chain] : m.variant;
    if (own === null || own === undefined) continue;
    const { type, variant } = typeof own === 'number' ? { type: m.type, variant: own } : own;
    const candidates = canonicals.filter((c) => c.type.key === type && !c.bio && c.key.split('/')[1] === String(variant));
    if (!candidates.length) throw new Error(`basket item ${row.item}: no catalogue product ${type}/${variant}`);
    if (candidates[0].type.unit !== row.unit) throw new Error(`basket item ${row.item}: unit ${row.unit} against ${candidates[0].type.unit}`);
    const canonical = candidates.reduce((a, b) => (Math.abs(Math.log(b.size / row.packaging)) < Math.abs(Math.log(a.size / row.packaging)) ? b : a));
    out.push({ row, chain, canonical, unitPrice: row.unitPrice / (m.observedAt ?? 1) });
  }
  return out;
}

const median = (a: readonly number[]) => {
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export interface Calibration {
  week: number;
  /** Multiplier on an anchored type's national target path, per variant the basket priced ("tomatoes/1"). */
  variantFactor: Map<string, number>;
  /** Multiplier for a type's other variants: the median of its priced variants. */
  typeFactor: Map<string, number>;
  /** Multiplier for a basket kind's types the basket did not price (UHT milk): the median of its priced types. */
  kindFactor: Map<string, number>;
  /** A chain's observed level for a basket kind ("milk@spar"): the median of its priced variants' levels there. */
  kindLevel: Map<string, number>;
  /**
   * The cheapest observed unit price of each basket kind across the chains (the basket's picks are each chain's
   * cheapest), per unit of variant price factor: a product's floor is this times its own variant's factor.
   */
  kindCheapest: Map<string, number>;
  /** The lowest regular unit price of the kinds the news quotes a KSH average for, in the week of that average. */
  kshFloor: Map<string, number>;
  /** The week of the latest KSH average (December 2025). */
  kshWeek: number;
  /** Multiplier for the types of a category without an anchor of their own. */
  categoryFactor: Map<CategorySlug, number>;
  overallFactor: number;
  /** The level the basket observed for one chain and one priced variant ("tomatoes/1@spar"), against the variant's median. */
  pairLevel: Map<string, number>;
  /** The basket chains' levels: overall and per category (against the item's median across the chains). */
  chainLevel: Map<RetailerSlug, { overall: number; bySub: Map<CategorySlug, number> }>;
}

/** Modelled national unit price of a canonical product in the basket's week, before calibration. */
const modelledUnit = (c: Canonical, week: number) => c.target[week] / c.size;
const variantOf = (c: Canonical) => `${c.type.key}/${c.key.split('/')[1]}`;

export function calibrate(matches: readonly MatchedRow[], ksh: KshData): Calibration {
  const week = calibrationWeek();
  const ratio = (m: MatchedRow) => m.unitPrice / modelledUnit(m.canonical, week);
  const byVariant = new Map<string, MatchedRow[]>();
  for (const m of matches) byVariant.set(variantOf(m.canonical), [...(byVariant.get(variantOf(m.canonical)) ?? []), m]);
  // The level anchor of each priced variant: observed against modelled, per row (its own size), the median over the chains.
  const variantFactor = new Map([...byVariant].map(([v, ms]) => [v, median(ms.map(ratio))]));
  const perType = new Map<string, number[]>();
  for (const [v, f] of variantFactor) perType.set(v.split('/')[0], [...(perType.get(v.split('/')[0]) ?? []), f]);
  const typeFactor = new Map([...perType].map(([t, fs]) => [t, median(fs)]));
  const bySubFactors = new Map<CategorySlug, number[]>();
  for (const [t, f] of typeFactor) {
    const sub = matches.find((m) => m.canonical.type.key === t)!.canonical.sub;
    bySubFactors.set(sub, [...(bySubFactors.get(sub) ?? []), f]);
  }
  // A category's median anchor stands for its other types only where the basket priced at least three of its types.
  const categoryFactor = new Map([...bySubFactors].filter(([, fs]) => fs.length >= MIN_ROWS_PER_CATEGORY).map(([s, fs]) => [s, median(fs)]));
  const overallFactor = median([...typeFactor.values()]);
  const perKind = new Map<string, number[]>();
  for (const [t, f] of typeFactor) perKind.set(kindOfType(t), [...(perKind.get(kindOfType(t)) ?? []), f]);
  const kindFactor = new Map([...perKind].map(([k, fs]) => [k, median(fs)]));
  const kindCheapest = new Map<string, number>();
  for (const m of matches) {
    const k = kindOfType(m.canonical.type.key);
    kindCheapest.set(k, Math.min(kindCheapest.get(k) ?? Infinity, m.unitPrice / variantPriceFactor(m.canonical)));
  }
  const kshFloor = new Map<string, number>();
  const floorAt = (code: number, shortfall: number, only?: (t: (typeof PRODUCT_TYPES)[number]) => boolean) => {
    for (const t of PRODUCT_TYPES.filter((x) => x.ksh === code && (!only || only(x)))) {
      const v = ksh.monthly.get(code)?.get(KSH_LATEST_MONTH);
      if (v === undefined) {
        if (only) continue; // A series that ended before the latest month bounds nothing.
        throw new Error(`KSH ${code} has no value for ${KSH_LATEST_MONTH}`);
      }
      const k = kindOfType(t.key);
      kshFloor.set(k, Math.min(kshFloor.get(k) ?? Infinity, (1 - shortfall) * (v / (t.kshPer ?? 1))));
    }
  };
  for (const [name, code] of Object.entries(NEWS_KSH)) {
    if (name === 'tomatoes') continue; // Seasonal: the post quotes a profile over the months, not one average.
    floorAt(code, KSH_SHORTFALL);
  }
  // Kinds the basket never priced: no product a fraction of the all-brands average, whatever a promotion draws.
  const basketKinds = new Set(matches.map((m) => kindOfType(m.canonical.type.key)));
  for (const code of new Set(PRODUCT_TYPES.map((t) => t.ksh).filter((c): c is number => c !== undefined))) {
    floorAt(code, OUTSIDE_BASKET_SHORTFALL, (t) => !basketKinds.has(kindOfType(t.key)) && !kshFloor.has(kindOfType(t.key)));
  }
  const kshWeek = Math.floor((Date.parse(`${KSH_LATEST_MONTH}-15`) - Date.parse(START_WEEK)) / 86_400_000 / STEP_DAYS);

  // Each chain's observed level for each priced variant, against the variant's median; then per category and overall.
  const pairLevel = new Map<string, number>();
  const residuals = new Map<RetailerSlug, { all: number[]; bySub: Map<CategorySlug, number[]> }>();
  const perKindChain = new Map<string, number[]>();
  for (const m of matches) {
    const rel = ratio(m) / variantFactor.get(variantOf(m.canonical))!;
    pairLevel.set(`${variantOf(m.canonical)}@${m.chain}`, rel);
    const kc = `${kindOfType(m.canonical.type.key)}@${m.chain}`;
    perKindChain.set(kc, [...(perKindChain.get(kc) ?? []), rel]);
    const r = residuals.get(m.chain) ?? { all: [] as number[], bySub: new Map<CategorySlug, number[]>() };
    residuals.set(m.chain, r);
    r.all.push(rel);
    r.bySub.set(m.canonical.sub, [...(r.bySub.get(m.canonical.sub) ?? []), rel]);
  }
  const chainLevel = new Map<RetailerSlug, { overall: number; bySub: Map<CategorySlug, number> }>();
  for (const [slug, r] of residuals) {
    chainLevel.set(slug, {
      overall: median(r.all),
      bySub: new Map([...r.bySub].filter(([, v]) => v.length >= MIN_ROWS_PER_CATEGORY).map(([s, v]) => [s, median(v)])),
    });
  }
  const kindLevel = new Map([...perKindChain].map(([kc, v]) => [kc, median(v)]));
  return { week, variantFactor, typeFactor, kindFactor, kindLevel, kindCheapest, kshFloor, kshWeek, categoryFactor, overallFactor, pairLevel, chainLevel };
}

/** Scales every canonical's target path by its variant's anchor (or its type's, its category's, the basket's). */
export function applyTypeFactors(canonicals: Canonical[], cal: Calibration): void {
  for (const c of canonicals) {
    // The basket's picks are each chain's cheapest (mostly own-brand) product of a staple: what they teach holds for
    // their kinds only. Every other kind keeps its KSH (all-brands average) or hand-set level.
    const f = cal.variantFactor.get(variantOf(c)) ?? cal.typeFactor.get(c.type.key) ?? cal.kindFactor.get(kindOfType(c.type.key)) ?? 1;
    c.target = c.target.map((v) => v * f);
  }
}

/**
 * A chain's price level for a product, and whether it was observed. Where the basket priced the product's variant
 * at the chain, that observed level holds for it (all sizes) and no random spread is drawn around it; elsewhere the
 * chain's level in the category (from the basket for the six chains it covers, the hand-set table otherwise).
 */
export function chainLevelOf(cal: Calibration | null, slug: RetailerSlug, c: Canonical): { level: number; observed: boolean } {
  const model = PRICE_MODEL[slug];
  const pair = cal?.pairLevel.get(`${variantOf(c)}@${slug}`);
  if (pair !== undefined) return { level: pair, observed: true };
  // The other products of a kind the basket priced at the chain (UHT milk, L eggs) follow the chain's level for the kind.
  const kind = cal?.kindLevel.get(`${kindOfType(c.type.key)}@${slug}`);
  if (kind !== undefined) return { level: kind, observed: false };
  const basket = cal?.chainLevel.get(slug);
  if (!basket) return { level: model.level * (model.tilt[c.sub] ?? 1), observed: false };
  return { level: basket.bySub.get(c.sub) ?? basket.overall * (model.tilt[c.sub] ?? 1), observed: false };
}

/**
 * No regular price of a basket kind's product falls below the kind's cheapest observed unit price (times the product's
 * variant factor against the observed variant's: L eggs, vine tomatoes and basmati rice cost more, not less)...
 */
export const REGULAR_FLOOR = 1;
/**
 * ...and no promotion takes it more than 15% below that: the real promotions the model's shapes come from take a median
 * 11.8% off (heissepreise, dairy 11.2%), so a usual promotion of the kind's cheapest product stays above it.
 */
export const PROMOTION_FLOOR = 0.85;
/**
 * No regular price of a kind the news quotes a KSH average for (NEWS_KSH, tomatoes aside) lies more than this share
 * below that average (December 2025, moved along the product's own path), nor a promotion more than PROMOTION_FLOOR
 * further. The basket's cheapest regular prices of those kinds sit 10-34% below KSH, S eggs taken as M eggs 44%.
 */
export const KSH_SHORTFALL = 0.45;
/**
 * Kinds the basket never priced keep KSH's all-brands average as their level; a product's regular price lies at most
 * this share below it (the basket's own-brand picks ran 18-34% below KSH), a promotion PROMOTION_FLOOR further.
 */
export const OUTSIDE_BASKET_SHORTFALL = 0.35;

/**
 * The lowest regular and promotional prices (Ft per pack, weekly) a product may have where the observed basket or a KSH
 * average the news quotes bounds its kind: the kind's cheapest observed unit price (times the product's variant factor)
 * moved along the product's own path from the basket's week, and (1 - KSH_SHORTFALL) of the KSH average moved along it
 * from that average's month, whichever is higher; promotions PROMOTION_FLOOR of that. The basket holds each chain's
 * cheapest product of the item, so another product of the kind (another variant, pack, brand or treatment) is not
 * modelled below it, whatever the random spread or a promotion would draw. Null for the kinds neither reaches.
 */
export function kindFloors(cal: Calibration | null, c: Canonical): { regular: number[]; promotion: number[] } | null {
  if (!cal) return null;
  const kind = kindOfType(c.type.key);
  const cheapest = cal.kindCheapest.get(kind);
  const ksh = cal.kshFloor.get(kind);
  if (cheapest === undefined && ksh === undefined) return null;
  const observed = cheapest === undefined ? 0 : cheapest * variantPriceFactor(c) * REGULAR_FLOOR * c.size;
  const national = ksh === undefined ? 0 : ksh * c.size;
  const regular = c.target.map((v) => Math.max((observed * v) / c.target[cal.week], (national * v) / c.target[cal.kshWeek]));
  return { regular, promotion: regular.map((v) => v * PROMOTION_FLOOR) };
}
