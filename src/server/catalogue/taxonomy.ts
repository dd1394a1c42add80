/** The app's category tree (SPEC §3): 22 slugs, their parents and the top-level search groups. */

export type SearchGroupKey = 'food' | 'beverages' | 'drugs-cosmetics' | 'household' | 'pet' | 'others';

export const SEARCH_GROUPS: ReadonlyArray<{ key: SearchGroupKey; en: string; hu: string }> = [
  { key: 'food', en: 'Food', hu: 'Élelmiszer' },
  { key: 'beverages', en: 'Beverages', hu: 'Italok' },
  { key: 'drugs-cosmetics', en: 'Drugs and cosmetics', hu: 'Drogéria és kozmetikum' },
  { key: 'household', en: 'Household products', hu: 'Háztartási termékek' },
  { key: 'pet', en: 'Pet food and accessories', hu: 'Állateledel és felszerelés' },
  { key: 'others', en: 'Others', hu: 'Egyéb' },
];

export type CategorySlug =
  | 'food' | 'drink' | 'drogerie' | 'household' | 'pet'
  | 'vegetables' | 'bakery' | 'staple-food' | 'special' | 'frozen-food' | 'meat-fish' | 'diary'
  | 'non-alcoholic' | 'alcohol'
  | 'beauty' | 'baby-care'
  | 'cleaning' | 'detergents-rinses' | 'detergents-spray' | 'stationary-packaging'
  | 'pet-food' | 'supplies';

export interface CategoryDef {
  slug: CategorySlug;
  parent: CategorySlug | null;
  en: string;
  hu: string;
  group: SearchGroupKey;
}

// Order fixes the ids (1-based), so it must only ever be appended to.
export const CATEGORIES: readonly CategoryDef[] = [
  { slug: 'food', parent: null, en: 'Food', hu: 'Élelmiszer', group: 'food' },
  { slug: 'drink', parent: null, en: 'Drinks', hu: 'Italok', group: 'beverages' },
  { slug: 'drogerie', parent: null, en: 'Drugstore', hu: 'Drogéria', group: 'drugs-cosmetics' },
  { slug: 'household', parent: null, en: 'Household', hu: 'Háztartás', group: 'household' },
  { slug: 'pet', parent: null, en: 'Pets', hu: 'Kisállat', group: 'pet' },
  { slug: 'vegetables', parent: 'food', en: 'Fruit and vegetables', hu: 'Zöldség és gyümölcs', group: 'food' },
  { slug: 'bakery', parent: 'food', en: 'Bakery', hu: 'Pékáru', group: 'food' },
  { slug: 'staple-food', parent: 'food', en: 'Pantry staples', hu: 'Tartós élelmiszer', group: 'food' },
  { slug: 'special', parent: 'food', en: 'Sweets, snacks and deli', hu: 'Édesség, snack és csemege', group: 'food' },
  { slug: 'frozen-food', parent: 'food', en: 'Frozen food', hu: 'Fagyasztott termékek', group: 'food' },
  { slug: 'meat-fish', parent: 'food', en: 'Meat and fish', hu: 'Hús és hal', group: 'food' },
  { slug: 'diary', parent: 'food', en: 'Dairy and eggs', hu: 'Tejtermék és tojás', group: 'food' },
  { slug: 'non-alcoholic', parent: 'drink', en: 'Soft drinks, coffee and tea', hu: 'Üdítő, kávé és tea', group: 'beverages' },
  { slug: 'alcohol', parent: 'drink', en: 'Alcoholic drinks', hu: 'Szeszes italok', group: 'beverages' },
  { slug: 'beauty', parent: 'drogerie', en: 'Beauty and personal care', hu: 'Szépség- és testápolás', group: 'drugs-cosmetics' },
  { slug: 'baby-care', parent: 'drogerie', en: 'Baby care', hu: 'Babaápolás', group: 'drugs-cosmetics' },
  { slug: 'cleaning', parent: 'household', en: 'Cleaning', hu: 'Tisztítószerek', group: 'household' },
  { slug: 'detergents-rinses', parent: 'household', en: 'Laundry detergents and softeners', hu: 'Mosószerek és öblítők', group: 'household' },
  { slug: 'detergents-spray', parent: 'household', en: 'Sprays and air fresheners', hu: 'Sprayk és légfrissítők', group: 'household' },
  { slug: 'stationary-packaging', parent: 'household', en: 'Paper, stationery and packaging', hu: 'Papíráru, írószer és csomagolás', group: 'household' },
  { slug: 'pet-food', parent: 'pet', en: 'Pet food', hu: 'Állateledel', group: 'pet' },
  { slug: 'supplies', parent: 'pet', en: 'Pet supplies', hu: 'Kisállatfelszerelés', group: 'pet' },
];

export const CATEGORY_ID: Readonly<Record<CategorySlug, number>> = Object.fromEntries(
  CATEGORIES.map((c, i) => [c.slug, i + 1]),
) as Record<CategorySlug, number>;

export function categoryBySlug(slug: string): CategoryDef | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

export function topLevelOf(slug: CategorySlug): CategorySlug {
  return categoryBySlug(slug)?.parent ?? slug;
}
