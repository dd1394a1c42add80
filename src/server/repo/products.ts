import type { Language } from '../../shared/rules';

/** Language columns are chosen from a closed set, never from input text. */
export const col = (lang: Language) => (lang === 'hu' ? 'hu' : 'en');
