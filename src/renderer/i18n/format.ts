import type { Language } from '../../shared/rules';
import { formatDateTime, formatNumber, LOCALES } from '../../shared/format';

export { formatDate, formatDateTime, formatFt, formatKm, formatNumber } from '../../shared/format';

/** Names as one list in running text: "Aldi, Lidl and Tesco" / "Aldi, Lidl és Tesco". */
export function formatList(names: readonly string[], lang: Language): string {
  return new Intl.ListFormat(lang === 'hu' ? 'hu-HU' : 'en-GB', { type: 'conjunction' }).format(names);
}

/** Percentages have one precision everywhere: always one decimal ("9.0%" beside "10.1%"). */
export function formatPercent(value: number, lang: Language): string {
  const n = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return `${n}%`;
}


/**
 * When something may happen again: the time of day alone when it is today ("12:42"), else the date and time; one
 * unbreakable piece either way, so "25" and "November" never part at a line's end.
 */
export function formatWhen(iso: string | Date, lang: Language, now: Date = new Date()): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const today = d.toDateString() === now.toDateString();
  const text = today
    ? new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit' }).format(d)
    : formatDateTime(d, lang);
  return text.replace(/ /g, '\u00a0');
}

/** A package size in the unit people read it in: under a kilogram, in grams ("400 g", not "0,4 kg"). */
export function readableAmount(value: number, unit: string): { value: number; unit: string } {
  if (unit === 'kg' && value > 0 && value < 1) return { value: Math.round(value * 1e6) / 1e3, unit: 'g' };
  return { value, unit };
}

/** An amount and its unit (readableAmount), one unbreakable piece: "400 g", "1,5 l", "10 db". */
export function formatAmount(value: number, unit: string, lang: Language, label: (unit: string) => string = (u) => u): string {
  const r = readableAmount(value, unit);
  return `${formatNumber(r.value, lang, 3)}\u00a0${label(r.unit)}`;
}

/** Units that follow an amount in product names and texts: the amount and its unit never part at a line's end. */
const UNIT_AFTER_NUMBER = /(\d)[ \t]+(kg|dkg|g|l|dl|cl|ml|db|pcs|pc|Ft|km|%|forint\p{L}*)(?![\p{L}\d])/gu;
const HU_MONTHS = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december';
const EN_MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** A date written out in a text ("2026. szeptember 25-én", "25 September 2026"). */
const HU_DATE = new RegExp(`(\\d{4}\\.) (${HU_MONTHS}) (\\d{1,2})`, 'gu');
const EN_DATE = new RegExp(`(\\d{1,2}) (${EN_MONTHS}) (\\d{4})`, 'gu');

/**
 * For display only (never for storing or searching): a number and the unit after it ("1 kg", "150 g", "1,510 Ft",
 * "288 forint") joined by a no-break space, so a wrapped name does not end a line with "1" and start the next with
 * "kg"; a date written out in a text stays in one piece.
 */
export function keepUnits(text: string): string {
  return text
    .replace(UNIT_AFTER_NUMBER, '$1\u00a0$2')
    .replace(HU_DATE, '$1\u00a0$2\u00a0$3')
    .replace(EN_DATE, '$1\u00a0$2\u00a0$3')
    .replace(SUFFIX_AFTER_CAPITALS, '$1\u2011');
}

/**
 * A Hungarian suffix joined by a hyphen to a size or a name in capitals ("M-es tojás", "W-os izzó", "DM-nél"): a
 * non-breaking hyphen (U+2011) keeps "M-" from ending a line with "es" on the next.
 */
const SUFFIX_AFTER_CAPITALS = /(?<![\p{L}\d])(\p{Lu}{1,3})-(?=\p{Ll})/gu;

/** A Hungarian suffix joined to a number with a hyphen ("25-i", "2018-ban", "11,3%-kal"): it starts lower-case. */
const SUFFIX_AFTER_NUMBER = /([\d%])-(?=\p{Ll})/gu;

/**
 * For display only, in running text (product descriptions, news): what keepUnits keeps together, and a number with
 * its hyphenated suffix joined by a non-breaking hyphen (U+2011), so "25-" never ends a line with "i adata" on the
 * next. Product names are left to keepUnits: they are matched by what was stored.
 */
export function keepProse(text: string): string {
  return keepUnits(text).replace(SUFFIX_AFTER_NUMBER, '$1\u2011');
}

/**
 * For display only: a shop's address that breaks only between its words, never inside a part a reader takes as one:
 * the postcode stays with its town ("1158 Budapest") and the house number with its street ("Vértanúk tere 1",
 * "Minta utca 67.", "Fő út 12/A").
 */
export function keepAddress(address: string): string {
  return address.replace(/(^|[\s,])(\d{4}) (?=\p{L})/gu, '$1$2\u00a0').replace(/ (\d+[\p{L}\d/.-]*)(?=,|$)/gu, '\u00a0$1');
}
