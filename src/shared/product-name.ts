/**
 * Product names as a shopper reads them. The price monitor gives each chain's own shelf-label text ("14. FRISS
 * CSIRKEMELL FILE PULTOS QQ", "Alma piros lédig", "Wippy hárs 3rtg 4tek.toalettp."): displayName cleans it for
 * display (sentence case for names in capitals, the chains' label codes and item numbers dropped, known abbreviations
 * written out, a space between a number and its unit, and the unit in the reader's language: "pc", not "db", in
 * English). The raw name is kept as it came: search matches it, and the product page shows it.
 * One module for the server and the renderer; displayName of a clean name is that name.
 */
import type { Language } from './rules';

/** A unit as the language writes it: 'db' (darab) is "pc" in English; kg, g, l, ml are the same in both. */
export function unitLabel(unit: string, lang: Language): string {
  const u = unit.toLowerCase();
  return lang === 'en' && u === 'db' ? 'pc' : unit;
}

/** A pattern matched as whole words: JavaScript's \\b does not know accented letters ("ásv."). */
const word = (src: string) => new RegExp(`(?<![\\p{L}\\d])${src}(?![\\p{L}\\d])`, 'giu');

/**
 * Shelf-label abbreviations and misspellings the chains print, written out (matched as whole words, any case). Only
 * ones seen in real names (shared/data/arfigyelo-samples) and whose meaning is certain.
 */
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [word('file'), 'filé'],
  [word('sertes'), 'sertés'],
  [word('pulyakmellfilé'), 'pulykamellfilé'],
  [word('duru m'), 'durum'],
  [word('teszt'), 'tészta'],
  [/(?<![\p{L}\d])nat\. jog\./giu, 'natúr joghurt'],
  [/(?<![\p{L}\d])élő\./giu, 'élőflórás'],
  [/(?<![\p{L}\d])nélk\./giu, 'nélkül'],
  [/(?<![\p{L}\d])zsírt(?:art)?\./giu, 'zsírtartalmú'],
  [/(\d)\s*(?:r\.|rtg\.?|rét\.)(?=\s|$)/giu, '$1 rétegű'],
  [/(\d)\s*tek\.\s*/giu, '$1 tekercs '],
  [/(?<![\p{L}\d])toalettp\./giu, 'toalettpapír'],
  [/(?<![\p{L}\d])ásv\.mentes(?![\p{L}\d])/giu, 'ásványvíz, szénsavmentes'],
];

/** Units a number may carry in a name, as written there, and how they are written clean. */
const UNIT_OF: Readonly<Record<string, string>> = { kg: 'kg', g: 'g', gr: 'g', dkg: 'dkg', l: 'l', dl: 'dl', cl: 'cl', ml: 'ml', db: 'db' };
const NUMBER_UNIT = /(\d(?:[.,]\d+)?)\s*(kg|gr|g|dkg|l|dl|cl|ml|db)(?![\p{L}\d])/giu;

/** Whether a name is written in capitals (most of its letters are upper case). */
function shouted(name: string): boolean {
  const letters = name.match(/\p{L}/gu) ?? [];
  const upper = name.match(/\p{Lu}/gu) ?? [];
  return letters.length >= 4 && upper.length / letters.length > 0.6;
}

/** The name cleaned for display in a language (see the module comment). */
export function displayName(raw: string, lang: Language): string {
  let s = raw.replace(/\\"/g, '"').replace(/¨/g, '"').replace(/\s+/g, ' ').trim();
  // An item number in front ("14. ") and the chains' label codes ("QQ") and price markers ("Ft/kg") carry no meaning.
  s = s.replace(/^\d{1,3}\.\s+/, '').replace(/\s+QQ\b/g, '').replace(/\s+Ft\/(kg|db|l)\b/gi, '');
  // Tesco's own-label prefix, read before the case is changed.
  s = s.replace(/^TS (?=\p{Lu})/u, 'Tesco ');
  const capitals = shouted(s);
  // Sizes of eggs and clothes stay capitals ("S méret"); a unit after a number ("1 L") does not.
  if (capitals) s = s.toLocaleLowerCase('hu').replace(/(?<![\p{L}\d]|\d\s)(s|m|l|xl|xxl)(?![\p{L}\d])/gu, (c) => c.toUpperCase());
  for (const [pattern, out] of ABBREVIATIONS) s = s.replace(pattern, out);
  if (capitals) s = s.replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('hu'));
  s = s.replace(NUMBER_UNIT, (_, n: string, u: string) => {
    const unit = UNIT_OF[u.toLowerCase()]!;
    return `${lang === 'en' ? n.replace(',', '.') : n} ${unitLabel(unit, lang)}`;
  });
  if (lang === 'en') s = s.replace(/\bFt\/db\b/g, 'Ft/pc');
  // Punctuation the labels leave hanging: a comma with a space before it, a trailing comma.
  return s.replace(/\s+,/g, ',').replace(/,(?=\S)(?!\d)/g, ', ').replace(/[\s,]+$/, '').replace(/\s+/g, ' ');
}
