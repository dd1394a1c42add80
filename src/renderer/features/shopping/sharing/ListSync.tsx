import { useEffect } from 'react';
import { RULES } from '../../../../shared/rules';
import { useStore } from '../../../state/jotai';
import { invalidateAtom, resourceAtom, useResource } from '../../../state/resource';
import { LISTS } from '../../../state/user-data';
import { INVITATIONS, LIST_VERSIONS, listsBehind } from './sync';

/**
 * Keeps the lists and invitations on screen current without a reload, by polling (docs/household.md): asks the
 * server for each list's version every few seconds (more often while a list is shared), when the window comes
 * back, and loads again what changed. Renders nothing.
 */
export function ListSync() {
  const store = useStore();
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
    const lists = store.get(resourceAtom(LISTS)).data?.items;
    if (lists && listsBehind(lists, data)) void store.set(invalidateAtom, ['lists', 'list']);
    const invitations = store.get(resourceAtom(INVITATIONS)).data?.items;
    if (invitations && invitations.length !== data.invitations) void store.set(invalidateAtom, ['invitations']);
  }, [data, store]);

  return null;
}
