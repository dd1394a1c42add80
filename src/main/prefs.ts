import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { RULES, type Language } from '../shared/rules';
import { DEFAULT_TRIP_PREFS, TripPrefs } from '../shared/api/plans';

export const WindowState = z.object({
  width: z.number().int().min(400).max(10_000),
  height: z.number().int().min(300).max(10_000),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  maximized: z.boolean().optional(),
});
export type WindowState = z.infer<typeof WindowState>;

export const PrefsData = z.object({
  language: z.enum(RULES.languages).catch(RULES.defaultLanguage),
  email: z.string().nullable().catch(null),
  /** A remote /api/v1 server; the embedded one when absent. */
  apiUrl: z.url().nullable().catch(null),
  window: WindowState.nullable().catch(null),
  /** The planner's trip choice; anything unreadable falls back to the default. */
  travel: TripPrefs.catch(DEFAULT_TRIP_PREFS),
});
export type PrefsData = z.infer<typeof PrefsData>;

export const DEFAULT_PREFS: PrefsData = { language: RULES.defaultLanguage, email: null, apiUrl: null, window: null, travel: DEFAULT_TRIP_PREFS };

/** Settings that are not secret (electron-store in the app, a JSON file under the web host). Never the token. */
export interface PrefsStore {
  get<K extends keyof PrefsData>(key: K): PrefsData[K];
  set<K extends keyof PrefsData>(key: K, value: PrefsData[K]): void;
}

export function languageOf(prefs: PrefsStore): Language {
  return prefs.get('language');
}

/** A JSON-file store with atomic writes, for the web host and tests. */
export async function jsonFilePrefs(file: string): Promise<PrefsStore & { flush(): Promise<void> }> {
  let data: PrefsData = { ...DEFAULT_PREFS };
  try {
    data = PrefsData.parse({ ...DEFAULT_PREFS, ...JSON.parse(await readFile(file, 'utf8')) });
  } catch {
    /* first start or unreadable: defaults */
  }
  let pending: Promise<void> = Promise.resolve();
  const persist = () => {
    const snapshot = JSON.stringify(data, null, 2);
    pending = pending.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, snapshot);
      await rename(`${file}.tmp`, file);
    });
  };
  return {
    get: (key) => data[key],
    set: (key, value) => {
      data = { ...data, [key]: value };
      persist();
    },
    flush: () => pending,
  };
}
