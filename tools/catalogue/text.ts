/**
 * Wording shared by the generated catalogue texts (product descriptions, news posts): dates with their Hungarian
 * endings, and amounts, units and dates held together by no-break spaces so a line never ends in "25" or "1 510"
 * and starts the next with "September" or "forint".
 */

export const NBSP = '\u00a0';

const MONTH_HU = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
const MONTH_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const day = (d: string) => Number(d.slice(8, 10));
const month = (d: string) => Number(d.slice(5, 7)) - 1;
const dayMonthHu = (d: string) => `${d.slice(0, 4)}.${NBSP}${MONTH_HU[month(d)]}${NBSP}${day(d)}`;

/** "2026. szeptember 25." as one unbreakable piece. */
export const dateHu = (d: string) => `${dayMonthHu(d)}.`;
/** "25 September 2026" as one unbreakable piece. */
export const dateEn = (d: string) => `${day(d)}${NBSP}${MONTH_EN[month(d)]}${NBSP}${d.slice(0, 4)}`;

/** "2026. szeptember 25-i" (of that day): the adjectival -i joins the number directly, except after 1 (elsejei → "1-jei"). */
export function dateHuOf(d: string): string {
  return `${dayMonthHu(d)}-${day(d) === 1 ? 'jei' : 'i'}`;
}

/** "2026. szeptember 25-én" (on that day): the ending follows the spoken ordinal (elsején, másodikán, tizedikén…). */
export function dateHuOn(d: string): string {
  const n = day(d);
  const ones = ['', 'jén', 'án', 'án', 'én', 'én', 'án', 'én', 'án', 'én'];
  const tens: Record<number, string> = { 10: 'én', 20: 'án', 30: 'án' };
  return `${dayMonthHu(d)}-${n % 10 === 0 ? tens[n] : ones[n % 10]}`;
}

/** A whole or decimal number in Hungarian ("1 510", "42,5"), its thousands held together. */
export const numberHu = (n: number) => n.toLocaleString('hu-HU').replace(/\s/g, NBSP);
/** A pack size or other amount with its unit ("1 kg", "500 ml", "10 db") as one piece. */
export const keepTogether = (s: string) => s.replace(/ /g, NBSP);
