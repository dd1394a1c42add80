import type { ParseKeys, TFunction } from 'i18next';
import { resources } from './index';

/** A translation key, checked by TypeScript against the English texts. */
export type TextKey = ParseKeys;

/**
 * A text kept as its key and values, translated when shown: a message that outlives a language switch
 * (a server error on a form, a toast) then reads in the new language. Values may be messages themselves.
 */
export interface Message {
  key: TextKey;
  values?: Record<string, string | number | Message>;
}

/** Already-translated strings are still accepted where old callers pass them. */
export type Text = string | Message;

export const message = (key: TextKey, values?: Message['values']): Message => (values ? { key, values } : { key });

const errorTexts: Record<string, string> = resources.en.translation.errors;
const isErrorKey = (key: string): key is `errors.${keyof typeof resources.en.translation.errors}` =>
  Object.hasOwn(errorTexts, key.slice('errors.'.length));

/** The message for an error code: `errors.${code}` (a code with no text reads as UNKNOWN). */
export const errorMessage = (code: string): Message => {
  const key = `errors.${code}`;
  return { key: isErrorKey(key) ? key : 'errors.UNKNOWN' };
};

export function translate(t: TFunction, text: Text): string {
  if (typeof text === 'string') return text;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.values ?? {})) values[k] = typeof v === 'object' ? translate(t, v) : v;
  return String(t(text.key, values));
}
