import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../state/resource';
import { INBOX } from '../../state/alerts';
import { useEntryText } from './entry-text';
import { raiseNotification, takeUntold } from './notify';

/** How often the inbox is read again while the app is open (an automatic update may have run meanwhile). */
export const INBOX_POLL_MS = 5 * 60_000;

/**
 * Keeps the inbox fresh while the app is open and raises one desktop notification for unread entries not told
 * before, also those of an update that ran while the app was closed (the inbox comes from the stored history).
 */
export function AlertNotifier() {
  const { t } = useTranslation();
  const text = useEntryText();
  const inbox = useResource(INBOX);
  const { reload } = inbox;
  useEffect(() => {
    const timer = setInterval(reload, INBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const entries = inbox.data?.entries;
  useEffect(() => {
    if (!entries) return;
    const fresh = takeUntold(entries);
    if (!fresh.length) return;
    const body = fresh.length === 1 ? text(fresh[0]!) : t('alerts.notify.more', { first: text(fresh[0]!), count: fresh.length - 1 });
    void raiseNotification(t('alerts.notify.title', { count: fresh.length }), body).catch(() => {});
    // Told once per entry: the texts' language at that moment is the one used.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on new entries only, not when the language changes
  }, [entries]);
  return null;
}
