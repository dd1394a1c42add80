import { useEffect } from 'react';
import { RULES } from '../../../../shared/rules';
import { message } from '../../../i18n/message';
import { useAtomValue, useStore } from '../../../state/jotai';
import { invalidateAtom, loadResourceAtom, resourceAtom, useResource } from '../../../state/resource';
import { sessionAtom } from '../../../state/session';
import { pushToastAtom } from '../../../state/toasts';
import { LISTS } from '../../../state/user-data';
import { INVITATIONS, LIST_VERSIONS, listsBehind, readSeenShared, sharedListsGone, sharedWithMe, writeSeenShared } from './sync';

const LISTS_STATE = resourceAtom(LISTS);

/**
 * Keeps the lists and invitations on screen current without a reload, by polling (docs/household.md): asks the
 * server for each list's version every few seconds (more often while a list is shared), when the window comes
 * back, and loads again what changed. Says so when a list shared with the user went (its owner deleted it, took the
 * user off it, or erased the account), also when that happened while the app was closed. Renders nothing.
 */
export function ListSync() {
  const store = useStore();
  const email = useAtomValue(sessionAtom)?.email;
  const lists = useAtomValue(LISTS_STATE).data?.items;
  const versions = useResource(LIST_VERSIONS, { byLanguage: false });
  const { reload, data } = versions;
  const every = data?.shared || data?.invitations ? RULES.listPollMs.shared : RULES.listPollMs.idle;

  useEffect(() => {
    const ask = () => {
      if (!document.hidden) reload();
    };
    const timer = window.setInterval(ask, every);
    document.addEventListener('visibilitychange', ask);
    window.addEventListener('focus', ask);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
      window.removeEventListener('focus', ask);
    };
  }, [every, reload]);

  useEffect(() => {
    if (!data) return;
    const loaded = store.get(LISTS_STATE).data?.items;
    if (loaded && listsBehind(loaded, data)) void store.set(invalidateAtom, ['lists', 'list']);
    // A list shared with the user is missing from the poll while no screen shows the lists: they are read, and
    // what went is told from that answer (the poll's may be older than the list the user just accepted).
    else if (!loaded && email && sharedListsGone(readSeenShared(email), data.lists.map((l) => l.id)).length) void store.set(loadResourceAtom, LISTS);
    const invitations = store.get(resourceAtom(INVITATIONS)).data?.items;
    if (invitations && invitations.length !== data.invitations) void store.set(invalidateAtom, ['invitations']);
  }, [data, store, email]);

  // The lists as read: the shared ones seen before and gone now are told, once; the ones there now are remembered.
  useEffect(() => {
    if (!email || !lists) return;
    for (const gone of sharedListsGone(readSeenShared(email), lists.map((l) => l.id))) {
      // Longer than a toast's default: it tells of something that happened elsewhere, perhaps while the app was closed.
      store.set(pushToastAtom, { kind: 'info', text: message('sharing.gone', { name: gone.name, owner: gone.owner }), durationMs: 10_000 });
    }
    writeSeenShared(email, sharedWithMe(lists));
  }, [email, lists, store]);

  return null;
}
