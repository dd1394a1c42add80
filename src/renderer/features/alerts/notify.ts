import type { InboxEntry } from '../../../shared/api/watches';
import { kosar } from '../../lib/bridge';
import { entryKey } from '../../state/alerts';

/** The entries a desktop notification was raised for on this device (kept so a restart does not tell them again). */
const STORE_KEY = 'kosar.alerts.notified';
const KEEP = 500;

function told(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The unread entries no notification has told yet, and marks them told. */
export function takeUntold(entries: readonly InboxEntry[]): InboxEntry[] {
  const before = told();
  const seen = new Set(before);
  const fresh = entries.filter((e) => e.state === 'unread' && !seen.has(entryKey(e)));
  if (fresh.length) {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify([...before, ...fresh.map(entryKey)].slice(-KEEP)));
    } catch {
      // Storage full or off: a notification may be raised again, nothing worse.
    }
  }
  return fresh;
}

/** Whether this host shows notifications through the browser (the web host), and what the browser allows. */
export function browserNotifications(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * Raises one desktop notification: the app's (Electron, through the bridge) where there is one, else the browser's
 * when the user has allowed it. Permission is never asked here: only a user's press does (InboxScreen).
 */
export async function raiseNotification(title: string, body: string): Promise<void> {
  const app = await kosar().app.notify({ title: title.slice(0, 200), body: body.slice(0, 1000) });
  if (app.ok && app.data.available) return;
  if (browserNotifications() === 'granted') new Notification(title, { body });
}
