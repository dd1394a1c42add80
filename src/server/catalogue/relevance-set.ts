/**
 * The judged relevance set: everyday queries in both languages (with accentless and one-typo forms) and what each of
 * the first three results must be, read on the product's normalised names (Hungarian and English, lower case, no
 * accents). search.test.ts checks it on the bundled catalogue and after an update; bench/search times it.
 */
export interface Judged {
  query: string;
  lang: 'hu' | 'en';
  /** Each of the first three results' names (hu or en, normalised) must match. */
  top3: RegExp;
  /** What a shopper means, for the failure message. */
  means: string;
}

const MILK = /\b(uht|esl|friss|fresh) (tej|milk)\b/;
const SUGAR = /kristalycukor|granulated sugar/;
const TOILET = /toalettpapir|toilet paper/;

export const RELEVANCE_SET: readonly Judged[] = [
  { query: 'cukor', lang: 'hu', top3: SUGAR, means: 'granulated sugar, not vanilla sugar 8 g' },
  { query: 'sugar', lang: 'en', top3: SUGAR, means: 'granulated sugar, not icing sugar' },
  { query: 'kristálycukr', lang: 'hu', top3: SUGAR, means: 'granulated sugar (typo)' },
  { query: 'tej', lang: 'hu', top3: MILK, means: 'milk, not milk rolls' },
  { query: 'tej', lang: 'en', top3: MILK, means: 'milk with the interface in English' },
  { query: 'milk', lang: 'en', top3: MILK, means: 'milk' },
  { query: 'millk', lang: 'en', top3: /\bmilk\b|\btej\b/, means: 'milk (typo)' },
  { query: 'wc papír', lang: 'hu', top3: TOILET, means: 'toilet paper, not paper tissues' },
  { query: 'wc papir', lang: 'hu', top3: TOILET, means: 'toilet paper (accentless)' },
  { query: 'toalettpapír', lang: 'hu', top3: TOILET, means: 'toilet paper' },
  { query: 'toilet paper', lang: 'en', top3: TOILET, means: 'toilet paper' },
  { query: 'loo roll', lang: 'en', top3: TOILET, means: 'toilet paper (synonym)' },
  { query: 'kenyér', lang: 'hu', top3: /kenyer|bread/, means: 'bread' },
  { query: 'kenyer', lang: 'hu', top3: /kenyer|bread/, means: 'bread (accentless)' },
  { query: 'bread', lang: 'en', top3: /\bbread\b|kenyer/, means: 'bread' },
  { query: 'tojás', lang: 'hu', top3: /tojas|\beggs?\b/, means: 'eggs' },
  { query: 'tojas', lang: 'hu', top3: /tojas|\beggs?\b/, means: 'eggs (accentless)' },
  { query: 'eggs', lang: 'en', top3: /\beggs?\b|tojas/, means: 'eggs' },
  { query: 'egg', lang: 'en', top3: /\beggs?\b|tojas/, means: 'eggs (singular)' },
  { query: 'vaj', lang: 'hu', top3: /\bvaj\b|\bbutter\b/, means: 'butter, not peanut butter' },
  { query: 'butter', lang: 'en', top3: /\bbutter\b|\bvaj\b/, means: 'butter' },
  { query: 'sajt', lang: 'hu', top3: /sajt|cheese/, means: 'cheese' },
  { query: 'cheese', lang: 'en', top3: /cheese|sajt/, means: 'cheese' },
  { query: 'trapista', lang: 'hu', top3: /trappista|trappist/, means: 'Trappist cheese (typo)' },
  { query: 'liszt', lang: 'hu', top3: /liszt|flour/, means: 'flour' },
  { query: 'flour', lang: 'en', top3: /flour|liszt/, means: 'flour' },
  { query: 'rizs', lang: 'hu', top3: /\brizs\b|\brice\b/, means: 'rice, not rice cakes' },
  { query: 'rice', lang: 'en', top3: /\brice\b|\brizs\b/, means: 'rice' },
  { query: 'alma', lang: 'hu', top3: /\balma\b|\bapples?\b/, means: 'apples, not apple juice' },
  { query: 'apples', lang: 'en', top3: /\bapples?\b|\balma\b/, means: 'apples' },
  { query: 'banán', lang: 'hu', top3: /banan/, means: 'bananas' },
  { query: 'bananna', lang: 'en', top3: /banana|banan/, means: 'bananas (typo)' },
  { query: 'burgonya', lang: 'hu', top3: /burgonya|potato/, means: 'potatoes' },
  { query: 'krumpli', lang: 'hu', top3: /burgonya|potato|krumpli/, means: 'potatoes (everyday word)' },
  { query: 'potatoes', lang: 'en', top3: /potato|burgonya/, means: 'potatoes' },
  { query: 'paradicsm', lang: 'hu', top3: /paradicsom|tomato/, means: 'tomatoes (typo)' },
  { query: 'tomatos', lang: 'en', top3: /tomato|paradicsom/, means: 'tomatoes (typo)' },
  { query: 'kávé', lang: 'hu', top3: /kave|coffee/, means: 'coffee' },
  { query: 'kave', lang: 'hu', top3: /kave|coffee/, means: 'coffee (accentless)' },
  { query: 'coffee', lang: 'en', top3: /coffee|kave/, means: 'coffee' },
  { query: 'sör', lang: 'hu', top3: /\bsor\b|beer|lager/, means: 'beer' },
  { query: 'beer', lang: 'en', top3: /beer|lager|\bsor\b/, means: 'beer' },
  { query: 'pelenka', lang: 'hu', top3: /pelenka|napp/, means: 'nappies' },
  { query: 'nappies', lang: 'en', top3: /napp|pelenka/, means: 'nappies' },
  { query: 'sampon', lang: 'hu', top3: /sampon|shampoo/, means: 'shampoo' },
  { query: 'shampoo', lang: 'en', top3: /shampoo|sampon/, means: 'shampoo' },
  { query: 'fogkrém', lang: 'hu', top3: /fogkrem|toothpaste/, means: 'toothpaste' },
  { query: 'toothpaste', lang: 'en', top3: /toothpaste|fogkrem/, means: 'toothpaste' },
  { query: 'mosópor', lang: 'hu', top3: /mosopor|washing powder/, means: 'washing powder' },
  { query: 'csirke mell', lang: 'hu', top3: /csirkemell|chicken breast/, means: 'chicken breast (spaced)' },
  { query: 'chiken breast', lang: 'en', top3: /chicken breast|csirkemell/, means: 'chicken breast (typo)' },
  { query: 'joghurt', lang: 'hu', top3: /joghurt|yogh?urt/, means: 'yoghurt' },
  { query: 'yogurt', lang: 'en', top3: /joghurt|yogh?urt/, means: 'yoghurt (US spelling)' },
  { query: 'milsani', lang: 'hu', top3: /milsani/, means: 'the brand Milsani' },
  { query: 'Pilos', lang: 'en', top3: /pilos/, means: 'the brand Pilos' },
];
