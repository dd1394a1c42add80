import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import hu from './hu.json';
import browseEn from './areas/browse.en.json';
import browseHu from './areas/browse.hu.json';
import zoneEn from './areas/zone.en.json';
import zoneHu from './areas/zone.hu.json';
import shoppingEn from './areas/shopping.en.json';
import shoppingHu from './areas/shopping.hu.json';
import chunkEn from './areas/chunk.en.json';
import chunkHu from './areas/chunk.hu.json';
import alertsEn from './areas/alerts.en.json';
import alertsHu from './areas/alerts.hu.json';
import sharingEn from './areas/sharing.en.json';
import sharingHu from './areas/sharing.hu.json';
import { RULES, type Language } from '../../shared/rules';

type Json = { [key: string]: string | Json };

/** Screens keep their texts in their own files (areas/*); each area owns its top-level keys. */
export function mergeTexts(...parts: Json[]): Json {
  const out: Json = {};
  for (const part of parts) {
    for (const [k, v] of Object.entries(part)) {
      const cur = out[k];
      out[k] = typeof v === 'object' && typeof cur === 'object' ? mergeTexts(cur, v) : v;
    }
  }
  return out;
}

const enAll = mergeTexts(en, browseEn, zoneEn, shoppingEn, chunkEn, alertsEn, sharingEn) as typeof en &
  typeof browseEn &
  typeof zoneEn &
  typeof shoppingEn &
  typeof chunkEn &
  typeof alertsEn &
  typeof sharingEn;
const huAll = mergeTexts(hu, browseHu, zoneHu, shoppingHu, chunkHu, alertsHu, sharingHu);

export const resources = { en: { translation: enAll }, hu: { translation: huAll } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enAll };
  }
}

/**
 * A name written mid-sentence: "Bármilyen márkájú {{kind, lowerFirst}}" makes "UHT tej" stay "UHT tej" and "Tej"
 * become "tej". An initialism (its second letter a capital too) keeps its capitals.
 */
export function lowerFirst(value: unknown): string {
  const s = String(value ?? '');
  const [first, second] = [...s];
  if (!first || (second && second !== second.toLowerCase())) return s;
  return first.toLowerCase() + s.slice(first.length);
}

/** One i18next instance; the language comes from main's prefs (persisted there). */
export async function initI18n(language: Language = RULES.defaultLanguage) {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: RULES.defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18next.services.formatter?.add('lowerFirst', lowerFirst);
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
