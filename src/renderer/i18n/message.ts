import type { TFunction } from 'i18next';

/**
 * A text kept as its key and values, translated when shown: a message that outlives a language switch
 * (a server error on a form, a toast) then reads in the new language. Values may be messages themselves.
 */
export interface Message {
  key: string;
  values?: Record<string, string | number | Message>;
}

/** Already-translated strings are still accepted where old callers pass them. */
export type Text = string | Message;

export const message = (key: string, values?: Message['values']): Message => (values ? { key, values } : { key });

/** The message for an error code: `errors.${code}`. */
export const errorMessage = (code: string): Message => ({ key: `errors.${code}` });

export function translate(t: TFunction, text: Text): string {
  if (typeof text === 'string') return text;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.values ?? {})) values[k] = typeof v === 'object' ? translate(t, v) : v;
  return String(t(text.key as never, values as never));
}
