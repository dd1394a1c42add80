import type { Language } from './rules';

/** Numbers, prices and dates as each language writes them: one place for the app's screens and the server's mails. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', hu: 'hu-HU' };

/** Prices as the language writes them: `1 299 Ft` in Hungarian, `1,299 Ft` in English. */
export function formatFt(value: number, lang: Language, fractionDigits = 0): string {
  const n = new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: 'always',
  } as Intl.NumberFormatOptions).format(value);
  return `${n}\u00a0Ft`;
}

export function formatNumber(value: number, lang: Language, maxFractionDigits = 1): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: maxFractionDigits }).format(value);
}

export function formatDate(iso: string | Date, lang: Language): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  // One unbreakable piece: a line never ends after "2026." with "november 25." on the next.
  return new Intl.DateTimeFormat(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric' }).format(d).replace(/ /g, '\u00a0');
}

/** A moment with its date and time of day, in the language's own form; one unbreakable piece, like a date. */
export function formatDateTime(iso: string | Date, lang: Language): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(/ /g, '\u00a0');
}

export function formatKm(metres: number, lang: Language): string {
  return `${formatNumber(metres / 1000, lang, 2)}\u00a0km`;
}
