import type { Language } from '../../shared/rules';

const LOCALES: Record<Language, string> = { en: 'en-GB', hu: 'hu-HU' };

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

/** Percentages have one precision everywhere: always one decimal ("9.0%" beside "10.1%"). */
export function formatPercent(value: number, lang: Language): string {
  const n = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return `${n}%`;
}

export function formatDate(iso: string | Date, lang: Language): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}

/** A moment with its date and time of day, in the language's own form. */
export function formatDateTime(iso: string | Date, lang: Language): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);
}

export function formatKm(metres: number, lang: Language): string {
  return `${formatNumber(metres / 1000, lang, 2)}\u00a0km`;
}
