/**
 * The reviewed word tables search reads (docs/search.md): everyday synonyms, and the plain kind an everyday word
 * names. Keys and values are written normalised (normalizeText: lower case, no accents). Keep them small and
 * checked by the relevance set (relevance-set.ts): a wrong entry reorders every search for that word.
 */

/** Words a shopper uses for the same thing, in either language; a query for one also finds the others. */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['wc papir', 'wc-papir', 'wcpapir', 'toalettpapir'],
  ['toilet paper', 'toilet roll', 'loo roll', 'bog roll', 'wc paper'],
  ['pelenka', 'pelus'],
  ['nappies', 'nappy', 'diapers', 'diaper'],
  ['krumpli', 'burgonya'],
  ['potatoes', 'potato'],
  ['mosopor', 'mososzer'],
  ['washing powder', 'laundry detergent'],
  ['udito', 'uditoital'],
  ['soft drink', 'soda'],
  ['tomatoes', 'tomato'],
  ['eggs', 'egg'],
  ['apples', 'apple'],
  ['bananas', 'banana'],
];

/**
 * The plain kind an everyday word names, plainest first (normalised product type names): "cukor" is granulated
 * sugar before vanilla or icing sugar, "tej" is milk before cocoa milk or milk bread. A type counts when it is one
 * of these or starts with one followed by a space or comma ("uht tej 2,8%"). An English word lists the Hungarian kinds
 * too: observed products carry only their chain's Hungarian names, so "milk" finds "Tesco UHT tej" by its kind.
 */
export const PLAIN_KINDS: Readonly<Record<string, readonly string[]>> = {
  cukor: ['kristalycukor'],
  sugar: ['granulated sugar', 'kristalycukor'],
  tej: ['uht tej', 'esl tej', 'friss tej', 'tej'],
  milk: ['uht milk', 'esl milk', 'fresh milk', 'milk', 'uht tej', 'esl tej', 'friss tej', 'tej'],
  kenyer: ['feher kenyer', 'felbarna kenyer', 'kenyer'],
  bread: ['white bread', 'half-brown bread', 'bread', 'feher kenyer', 'felbarna kenyer', 'kenyer'],
  liszt: ['finomliszt', 'liszt'],
  flour: ['plain flour', 'flour', 'finomliszt', 'liszt'],
  sajt: ['trappista sajt', 'gouda sajt', 'edami sajt', 'sajt'],
  cheese: ['trappist cheese', 'gouda cheese', 'edam cheese', 'cheese', 'trappista sajt', 'gouda sajt', 'edami sajt', 'sajt'],
  kave: ['orolt kave', 'szemes kave', 'kave'],
  coffee: ['ground coffee', 'coffee beans', 'coffee', 'orolt kave', 'szemes kave', 'kave'],
  sor: ['vilagos sor', 'sor'],
  beer: ['lager', 'beer', 'vilagos sor', 'sor'],
  tojas: ['tojas'],
  eggs: ['eggs', 'tojas'],
  vaj: ['vaj'],
  butter: ['butter', 'vaj'],
  rizs: ['rizs'],
  rice: ['rice', 'rizs'],
  alma: ['alma'],
  apples: ['apples', 'alma'],
  toalettpapir: ['toalettpapir'],
  'toilet paper': ['toilet paper', 'toalettpapir'],
  nappies: ['nappies', 'pelenka'],
  shampoo: ['shampoo', 'sampon'],
  toothpaste: ['toothpaste', 'fogkrem'],
};

/** The query with its synonyms, the query first. */
export function withSynonyms(q: string): string[] {
  const out = [q];
  for (const group of SYNONYMS) if (group.includes(q)) for (const w of group) if (!out.includes(w)) out.push(w);
  return out;
}

/** The plain kinds a query (or one of its synonyms) names. */
export function plainKinds(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((t) => PLAIN_KINDS[t] ?? []))];
}

/** True when a normalised product type is one of the kinds or starts with one ("uht tej 2,8%" is an "uht tej"). */
export function isPlainKind(type: string, kinds: readonly string[]): boolean {
  return kinds.some((k) => type === k || ((type[k.length] === ' ' || type[k.length] === ',') && type.startsWith(k)));
}
