import { ResetLink } from '../shared/bridge';

export const PROTOCOL = 'kosar';

/** kosar://reset-password?key=…&email=… → a validated reset link, or null for anything else. */
export function parseDeepLink(raw: string): ResetLink | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${PROTOCOL}:`) return null;
  // kosar://reset-password parses with host 'reset-password'; kosar:reset-password or kosar:///reset-password by path.
  const target = (url.host || url.pathname.replace(/^\/+/, '')).replace(/\/+$/, '').toLowerCase();
  if (target !== 'reset-password') return null;
  const parsed = ResetLink.safeParse({ key: url.searchParams.get('key'), email: url.searchParams.get('email') });
  return parsed.success ? parsed.data : null;
}

/** The kosar:// argument among a process's command line (Windows and Linux pass links as arguments). */
export function findDeepLinkArg(argv: readonly string[]): string | null {
  return argv.find((a) => a.toLowerCase().startsWith(`${PROTOCOL}:`)) ?? null;
}

export type DeepLinkAction =
  | { kind: 'open-reset'; link: ResetLink }
  | { kind: 'refuse'; reason: 'invalid' | 'signed-in' };

/** What the app does with a link: reset for a visitor; a signed-in user is told to sign out first. */
export function routeDeepLink(raw: string, signedIn: boolean): DeepLinkAction {
  const link = parseDeepLink(raw);
  if (!link) return { kind: 'refuse', reason: 'invalid' };
  if (signedIn) return { kind: 'refuse', reason: 'signed-in' };
  return { kind: 'open-reset', link };
}
