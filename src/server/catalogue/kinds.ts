/**
 * One vocabulary of product kinds for observed and modelled products. A kind is what an "any brand" list line asks
 * for and what stands in for a product a chain does not sell: a modelled product's kind is its product type
 * (product-types.ts, 'type:eggs'); an observed product's kind is the price monitor's leaf category,
 * which this reviewed table names as the same product type where there is one ("Tojás" is 'eggs', "Alma" is 'apples').
 * A leaf the table does not list stays a kind of its own ('monitor:<leaf id>'), named as the monitor names it.
 *
 * Reviewed by hand against the monitor's tree (shared/data/arfigyelo-samples/categories.tsv): a leaf is listed only
 * where the type holds the same products, in the same unit, as the leaf (no leaf is matched by a keyword).
 */
import { PRODUCT_TYPES } from './product-types';

export const MONITOR_LEAF_TYPE: Readonly<Record<number, string>> = {
  1: 'esl-milk-2-8', 2: 'esl-milk-1-5', 3: 'uht-milk-2-8', 4: 'uht-milk-1-5',
  5: 'sour-cream-20', 6: 'sour-cream-12',
  7: 'plain-yoghurt', 8: 'kefir', 9: 'curd-cheese-turo', 84: 'fruit-yoghurt',
  // Trappist cheese is one kind whether sold as a block, a piece or sliced.
  10: 'trappist-cheese', 105: 'trappist-cheese', 106: 'trappist-cheese',
  109: 'gouda-cheese', 110: 'edam-cheese', 111: 'camembert', 113: 'feta-cheese', 114: 'mozzarella', 115: 'processed-cheese',
  11: 'margarine', 12: 'butter',
  14: 'eggs',
  81: 'cooking-cream-20', 82: 'whipping-cream-30',
  116: 'vanilla-curd-dessert',
  15: 'pork-leg', 16: 'pork-loin', 85: 'minced-pork', 118: 'pork-ribs', 119: 'pork-neck',
  17: 'whole-chicken', 18: 'chicken-breast-fillet', 19: 'chicken-leg', 20: 'chicken-wings', 21: 'turkey-breast-fillet',
  64: 'beef-shin', 86: 'minced-beef',
  22: 'lard', 23: 'frankfurters',
  24: 'parisian-bologna', 25: 'winter-salami', 26: 'turkey-breast-ham', 27: 'pork-ham',
  88: 'dry-sausage', 89: 'smoked-bacon',
  91: 'carp',
  28: 'apples', 29: 'pears', 30: 'strawberries', 31: 'bananas', 32: 'lemons', 33: 'oranges',
  34: 'tomatoes', 35: 'peppers', 36: 'carrots', 37: 'parsley-root', 38: 'cucumbers', 39: 'garlic', 40: 'onions',
  41: 'potatoes', 42: 'new-potatoes', 43: 'white-cabbage', 44: 'savoy-cabbage', 45: 'cauliflower', 97: 'broccoli',
  59: 'frozen-peas', 60: 'frozen-chips', 98: 'frozen-broccoli',
  46: 'white-bread', 47: 'half-brown-bread', 48: 'wholemeal-bread', 49: 'rye-bread', 94: 'bread-roll',
  50: 'dry-pasta', 58: 'household-biscuits',
  51: 'sunflower-oil', 52: 'plain-flour-bl-55', 53: 'strudel-flour', 54: 'granulated-sugar', 55: 'icing-sugar',
  120: 'extra-virgin-olive-oil',
  56: 'canned-sweetcorn', 57: 'pickled-gherkins',
  62: 'apple-juice-100', 61: 'orange-juice-100', 67: 'mineral-water',
  95: 'rice', 96: 'lentils', 100: 'peanuts',
  101: 'ground-coffee', 122: 'coffee-beans',
  74: 'lactose-free-trappist-cheese', 76: 'lactose-free-butter', 70: 'lactose-free-sour-cream', 71: 'lactose-free-yoghurt',
  79: 'gluten-free-bread',
  126: 'toilet-paper-3-ply', 127: 'kitchen-roll', 128: 'paper-tissues-3-ply', 129: 'aluminium-foil',
  130: 'washing-powder', 131: 'liquid-laundry-detergent', 132: 'laundry-capsules', 133: 'fabric-softener',
  134: 'washing-up-liquid', 135: 'dishwasher-tablets', 137: 'all-purpose-cleaner',
  138: 'liquid-hand-soap', 139: 'bar-soap', 140: 'hand-sanitiser-gel', 141: 'shampoo', 143: 'shower-gel',
  145: 'toothpaste', 147: 'toothbrush', 148: 'kids-toothbrush',
  149: 'body-lotion', 151: 'roll-on-deodorant', 154: 'disposable-razors', 156: 'shaving-foam',
  158: 'sanitary-pads', 159: 'panty-liners', 160: 'tampons',
  142: 'baby-shampoo', 144: 'baby-bath', 150: 'baby-lotion', 161: 'nappy-pants', 162: 'nappy-pants',
  123: 'fruit-puree-baby-food',
};

/**
 * Product types that are one kind to a shopper and to the monitor, which has one leaf for them: durum and four-egg
 * pasta are both "Száraztészta" (the calibration's kinds, calibration.ts, group them the same way).
 */
const GROUP_OF_TYPE: Readonly<Record<string, string>> = { durum: 'dry-pasta', '4-egg': 'dry-pasta' };
const GROUP_NAMES: Readonly<Record<string, { hu: string; en: string }>> = { 'dry-pasta': { hu: 'Száraztészta', en: 'Dry pasta' } };

const TYPE_NAMES = new Map<string, { hu: string; en: string }>([...PRODUCT_TYPES.map((t) => [t.key, { hu: t.hu, en: t.en }] as const), ...Object.entries(GROUP_NAMES)]);

/** A kind: its key and its name in both languages. */
export interface Kind {
  key: string;
  name_hu: string;
  name_en: string;
}

/** The kind of a product type (a modelled product's), or null for a key product-types.ts does not have. */
export function kindOfType(typeKey: string): Kind | null {
  const key = GROUP_OF_TYPE[typeKey] ?? typeKey;
  const names = TYPE_NAMES.get(key);
  return names ? { key: `type:${key}`, name_hu: names.hu, name_en: names.en } : null;
}

/**
 * The kind of an observed product from its monitor leaf: the product type the table names, else the leaf itself
 * (its name in both languages is the monitor's, which is Hungarian).
 */
export function kindOfMonitorLeaf(leafId: number, leafName: string): Kind {
  const type = MONITOR_LEAF_TYPE[leafId];
  return (type ? kindOfType(type) : null) ?? { key: `monitor:${leafId}`, name_hu: leafName, name_en: leafName };
}

/**
 * The product types whose kind the monitor observes (some leaf of MONITOR_LEAF_TYPE is that kind): for the chains the
 * monitor covers, these are priced from its observations only, and their modelled offers are withdrawn at an update.
 * Every other type (alcohol, pet food, chocolate, soft drinks, ...) keeps its modelled offers, marked Estimate.
 */
export const MONITOR_OBSERVED_TYPES: readonly string[] = (() => {
  const observed = new Set(Object.values(MONITOR_LEAF_TYPE).map((t) => kindOfType(t)?.key));
  return PRODUCT_TYPES.map((t) => t.key).filter((k) => observed.has(kindOfType(k)?.key));
})();

/**
 * SQL: whether the modelled offer aliased `p` is of a kind the monitor observes (its canonical product's type, the key
 * before the first '/', is in MONITOR_OBSERVED_TYPES). The keys are written into the text: they are code, not input.
 */
export function modelledOfObservedKindSql(p: string): string {
  if (!MONITOR_OBSERVED_TYPES.every((k) => /^[a-z0-9-]+$/.test(k))) throw new Error('a product type key outside [a-z0-9-]');
  return `EXISTS (SELECT 1 FROM canonical_products oc WHERE oc.id = ${p}.canonical_id
            AND split_part(oc.key, '/', 1) = ANY('{${MONITOR_OBSERVED_TYPES.join(',')}}'::text[]))`;
}
