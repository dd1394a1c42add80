import { resolve } from 'node:path';
import { IssuedResetLink, type ResetLink } from '../shared/bridge';

export const PROTOCOL = 'kosar';
/** Far longer than any real reset link; anything bigger is not parsed at all. */
const MAX_LINK_LENGTH = 2048;

/** kosar://reset-password?key=…&email=… → a validated reset link (the key in the server's form), or null for anything else. */
export function parseDeepLink(raw: string): ResetLink | null {
  if (raw.length > MAX_LINK_LENGTH) return null;
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
  const parsed = IssuedResetLink.safeParse({ key: url.searchParams.get('key'), email: url.searchParams.get('email') });
  return parsed.success ? parsed.data : null;
}

/** Ends Chromium's switches: whatever follows is an argument, never a switch such as --gpu-launcher or --inspect. */
export const SWITCH_TERMINATOR = '--';

const isLink = (arg: string | undefined): arg is string => !!arg && arg.toLowerCase().startsWith(`${PROTOCOL}:`);

/**
 * The kosar:// argument of a process's command line (Windows and Linux pass links as arguments).
 * The scheme is registered as `app -- "%1"`, so the link is the one argument after `--`: on Windows nothing
 * else is read (a link that broke out of its quotes arrives as several arguments and is refused whole).
 * Elsewhere, a command line without `--` (a Linux desktop entry, `electron . <link>`) is searched as before.
 */
export function findDeepLinkArg(argv: readonly string[], platform: NodeJS.Platform): string | null {
  const end = argv.indexOf(SWITCH_TERMINATOR);
  if (end >= 0) {
    const after = argv.slice(end + 1);
    return after.length === 1 && isLink(after[0]) ? after[0] : null;
  }
  if (platform === 'win32') return null;
  return argv.slice(1).find(isLink) ?? null;
}

export type DeepLinkAction = { kind: 'open-reset'; link: ResetLink } | { kind: 'refuse'; reason: 'invalid' | 'signed-in' };

/** What the app does with a link: reset for a visitor; a signed-in user is told to sign out first. */
export function routeDeepLink(raw: string, signedIn: boolean): DeepLinkAction {
  const link = parseDeepLink(raw);
  if (!link) return { kind: 'refuse', reason: 'invalid' };
  if (signedIn) return { kind: 'refuse', reason: 'signed-in' };
  return { kind: 'open-reset', link };
}

/**
 * The arguments for app.setAsDefaultProtocolClient, or null when the app must not claim the scheme
 * (under test it would take kosar:// over from an installed copy on the developer's machine).
 * Run from source (`electron .`), the OS must start Electron with the app's folder, resolved. The arguments
 * end with `--`, so that on Windows (where Electron writes `"path" args… "%1"` to the registry) the link can
 * never be read as a command-line switch; macOS and Linux ignore path and args.
 */
export function protocolClientArgs(p: {
  defaultApp: boolean;
  argv: readonly string[];
  execPath: string;
  env: Record<string, string | undefined>;
}): { protocol: string; path?: string; args?: string[] } | null {
  if (p.env.NODE_ENV === 'test') return null;
  if (p.defaultApp)
    return p.argv[1] ? { protocol: PROTOCOL, path: p.execPath, args: [resolve(p.argv[1]), SWITCH_TERMINATOR] } : null;
  return { protocol: PROTOCOL, path: p.execPath, args: [SWITCH_TERMINATOR] };
}
