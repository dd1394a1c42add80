/**
 * The price monitor's category tree mapped onto the app's 22 categories by a reviewed table: each of the
 * monitor's mid-level categories (and the leaves that belong elsewhere) is placed by hand, never by a keyword guess.
 * The monitor's leaf category becomes the product's kind ("UHT tej dobozban, 1,5% zsírtart.").
 */
import type { CategorySlug } from '../catalogue/taxonomy';

/** Mid-level categories (ids ≥ 2000) of the tree as captured on 2026-06-15 (shared/data/arfigyelo-samples). */
export const MID_CATEGORY: Readonly<Record<number, CategorySlug>> = {
  2001: 'diary', // Tej
  2005: 'diary', // Tejföl
  2007: 'diary', // Joghurt, túró, kefír
  2010: 'diary', // Sajt
  2011: 'diary', // Vajak, vajkrém, margarin
  2014: 'diary', // Tojás
  2081: 'diary', // Tejszín
  2116: 'diary', // Tejdesszert
  2015: 'meat-fish', // Sertés
  2017: 'meat-fish', // Szárnyasok
  2064: 'meat-fish', // Marha
  2022: 'meat-fish', // Egyéb húskészítmények
  2024: 'meat-fish', // Felvágottak
  2088: 'meat-fish', // Kolbász
  2089: 'meat-fish', // Szalonna
  2091: 'meat-fish', // Halak
  2028: 'vegetables', // Gyümölcs
  2034: 'vegetables', // Zöldség
  2059: 'frozen-food', // Fagyasztott zöldségek
  2046: 'bakery', // Kenyérfélék
  2094: 'bakery', // Zsemle
  2050: 'staple-food', // Tészta, háztartási keksz
  2051: 'staple-food', // Liszt, cukor, olaj
  2056: 'staple-food', // Konzervek, savanyúságok
  2061: 'non-alcoholic', // Víz, gyümölcslé
  2095: 'staple-food', // Rizs
  2096: 'staple-food', // Hüvelyesek, magvak
  2101: 'non-alcoholic', // Tea és kávé
  2103: 'non-alcoholic', // Kakaó
  2068: 'diary', // Növényi termékek: plant drinks and creams, shelved with milk and cream
  2069: 'diary', // Laktózmentes termékek
  2079: 'staple-food', // Gluténmentes termékek (bread below is bakery)
  2117: 'diary', // Laktózmentes tejdesszert
  2123: 'baby-care', // Bébiétel, tápszer
  2142: 'baby-care', // Babaápolás
  2161: 'baby-care', // Eldobható pelenka
  2126: 'stationary-packaging', // Háztartási papíráru és csomagoló
  2130: 'detergents-rinses', // Ruhatisztítás
  2134: 'cleaning', // Tisztítószer
  2138: 'beauty', // Tisztálkodás
  2149: 'beauty', // Szépségápolás
  2158: 'beauty', // Intim higiénia
};

/** Leaves that belong somewhere other than their mid-level category. */
export const LEAF_EXCEPTIONS: Readonly<Record<number, CategorySlug>> = {
  22: 'staple-food', // Sertészsír: a cooking fat, beside the oils
  58: 'special', // Háztartási keksz: biscuits are sweets
  79: 'bakery', // Gluténmentes kenyér, cipó és vekni
};

export interface MonitorCategory {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
}

/**
 * Roots whose every mid-level category above goes to one category: a mid the table does not know yet, under one of
 * these, can only be that. The mixed roots (Zöldség, gyümölcs; Tartós élelmiszerek, italok; Speciális étrend;
 * Háztartás) are left out, so a new mid under them is reported and its products skipped rather than guessed.
 */
export const ROOT_CATEGORY: Readonly<Record<number, CategorySlug>> = {
  1001: 'diary', // Tejtermék, sajt, tojás
  1015: 'meat-fish', // Hús, hal, felvágott
  1046: 'bakery', // Pékáru
  1123: 'baby-care', // Baba
  1138: 'beauty', // Szépség és higiénia
};

/**
 * The app's categories the monitor's tree places products in (by the tables above): the others (alcoholic drinks, pet
 * food and supplies, sprays) are never observed, so their prices are estimates whatever an update brings.
 */
export const MONITORED_CATEGORIES: ReadonlySet<CategorySlug> = new Set([
  ...Object.values(MID_CATEGORY), ...Object.values(LEAF_EXCEPTIONS), ...Object.values(ROOT_CATEGORY),
]);

export type CategoryPlacement =
  | { slug: CategorySlug; by: 'leaf' | 'mid' }
  /**
   * A leaf under a mid-level category the table does not know, placed through the nearest ancestor it does know
   * (`via`): kept, and reported so that a maintainer can add the new category to the table.
   */
  | { slug: CategorySlug; by: 'ancestor'; via: number }
  /** A leaf none of whose ancestors the table knows: its rows are reported and skipped. */
  | { slug: null; by: 'unknown' };

/** Where a leaf of the monitor goes, given the tree it came with. */
export function placeCategory(leafId: number, tree: ReadonlyMap<number, MonitorCategory>): CategoryPlacement {
  const exception = LEAF_EXCEPTIONS[leafId];
  if (exception) return { slug: exception, by: 'leaf' };
  const mid = tree.get(leafId)?.parentId;
  const slug = mid == null ? undefined : MID_CATEGORY[mid];
  if (slug) return { slug, by: 'mid' };
  // Up the tree (a cycle in a bad tree ends at the depth limit), nearest ancestor first.
  let at = mid;
  for (let depth = 0; at != null && depth < 8; depth++) {
    const known = MID_CATEGORY[at] ?? ROOT_CATEGORY[at];
    if (known) return { slug: known, by: 'ancestor', via: at };
    at = tree.get(at)?.parentId;
  }
  return { slug: null, by: 'unknown' };
}

export interface Diet {
  vegan: boolean;
  vegetarian: boolean;
  lactoseFree: boolean;
}

/**
 * The monitor's special-diet branches (reviewed by hand against the real tree, `specialis_etrend/...`): what a
 * product under them is, for the app's vegetarian/vegan and lactose-free collections. Nothing is guessed from names.
 */
export const DIET_OF_MID: Readonly<Record<number, Diet>> = {
  // Növényi termékek: plant drinks and plant-based cream substitutes.
  2068: { vegan: true, vegetarian: true, lactoseFree: true },
  // Laktózmentes termékek, Laktózmentes tejdesszert.
  2069: { vegan: false, vegetarian: true, lactoseFree: true },
  2117: { vegan: false, vegetarian: true, lactoseFree: true },
};

const NO_DIET: Diet = { vegan: false, vegetarian: false, lactoseFree: false };

/** What the monitor's tree says of a leaf's diet (nothing unless it sits in a special-diet branch). */
export function dietOf(leafId: number, tree: ReadonlyMap<number, MonitorCategory>): Diet {
  const mid = tree.get(leafId)?.parentId;
  return (mid != null && DIET_OF_MID[mid]) || NO_DIET;
}

interface CategoryNode {
  id: number;
  name: string;
  path: string;
  categoryNodes?: CategoryNode[];
}

/** Flattens GET /api/categories (§2.1) into id → node with its parent. */
export function flattenTree(roots: readonly CategoryNode[]): Map<number, MonitorCategory> {
  const out = new Map<number, MonitorCategory>();
  const walk = (n: CategoryNode, parentId: number | null) => {
    out.set(n.id, { id: n.id, parentId, name: n.name.replace(/\s+/g, ' ').trim(), path: n.path });
    for (const c of n.categoryNodes ?? []) walk(c, n.id);
  };
  for (const r of roots) walk(r, null);
  return out;
}
