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

/** This machine: localhost, 127.0.0.0/8 or [::1] (the URL parser has already normalised other spellings of them). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Where the app may send the token: https anywhere, plain http only to this machine. */
export function isAllowedApiUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const u = new URL(url);
  return u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackHost(u.hostname));
}

const API_URL_RULE = 'must be https (plain http only on this machine: 127.0.0.1, localhost, [::1])';

/**
 * The remote /api/v1 server to use: the preference `apiUrl` as stored (unchecked, as the prefs file holds it), else
 * KOSAR_API_URL; null for the embedded server. One that breaks isAllowedApiUrl's rule is not used (the embedded
 * server is), and `warn` says so.
 */
export function remoteApiUrl(storedPref: unknown, envUrl: string | undefined, warn: (msg: string) => void = console.warn): string | null {
  const given = storedPref !== null && storedPref !== undefined;
  const [name, url] = given ? ['the preference apiUrl', storedPref] : ['KOSAR_API_URL', envUrl || null];
  if (url === null) return null;
  if (typeof url === 'string' && isAllowedApiUrl(url)) return url;
  warn(`${name} ${API_URL_RULE}; using the embedded server instead of ${JSON.stringify(String(url).slice(0, 200))}`);
  return null;
}

export const PrefsData = z.object({
  language: z.enum(RULES.languages).catch(RULES.defaultLanguage),
  email: z.string().nullable().catch(null),
  /** A remote /api/v1 server; the embedded one when absent. */
  apiUrl: z.url().refine(isAllowedApiUrl, API_URL_RULE).nullable().catch(null),
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
export async function jsonFilePrefs(
  file: string,
  warn: (msg: string) => void = console.warn,
): Promise<PrefsStore & { flush(): Promise<void> }> {
  let data: PrefsData = { ...DEFAULT_PREFS };
  try {
    data = PrefsData.parse({ ...DEFAULT_PREFS, ...JSON.parse(await readFile(file, 'utf8')) });
  } catch {
    /* first start or unreadable: defaults */
  }
  let pending: Promise<void> = Promise.resolve();
  const persist = () => {
    const snapshot = JSON.stringify(data, null, 2);
    // Each write runs after the one before, whether or not that one failed: one failed write (a full disk, a folder
    // removed) is said in the log and does not stop every later setting from being saved.
    pending = pending.then(async () => {
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, snapshot);
        await rename(`${file}.tmp`, file);
      } catch (err) {
        warn(`settings not saved to ${file}: ${(err as Error).message}`);
      }
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
