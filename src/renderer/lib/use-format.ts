import { useCallback } from 'react';
import { useAtomValue } from '../state/jotai';
import { languageAtom } from '../state/session';
import { formatAmount, formatDate, formatDateTime, formatFt, formatKm, formatNumber, formatPercent, formatWhen } from '../i18n/format';
import type { Language } from '../../shared/rules';

export function useLanguage(): Language {
  return useAtomValue(languageAtom);
}

/** Formatters bound to the current language: prices, numbers, percents, dates, distances. */
export function useFormat() {
  const lang = useLanguage();
  return {
    lang,
    ft: useCallback((v: number, digits = 0) => formatFt(v, lang, digits), [lang]),
    number: useCallback((v: number, digits = 1) => formatNumber(v, lang, digits), [lang]),
    percent: useCallback((v: number) => formatPercent(v, lang), [lang]),
    date: useCallback((v: string | Date) => formatDate(v, lang), [lang]),
    dateTime: useCallback((v: string | Date) => formatDateTime(v, lang), [lang]),
    when: useCallback((v: string | Date) => formatWhen(v, lang), [lang]),
    km: useCallback((m: number) => formatKm(m, lang), [lang]),
    /** A package size or amount with its unit (formatAmount): "400 g", not "0,4 kg"; `label` writes the unit. */
    amount: useCallback((v: number, unit: string, label?: (u: string) => string) => formatAmount(v, unit, lang, label), [lang]),
  };
}
