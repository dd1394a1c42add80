import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import hu from './hu.json';
import { RULES, type Language } from '../../shared/rules';

export const resources = { en: { translation: en }, hu: { translation: hu } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
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
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
