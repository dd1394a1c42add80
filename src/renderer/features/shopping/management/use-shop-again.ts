import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { focusWhenShown } from '../../../components/focus';
import { message } from '../../../i18n/message';
import { useSetAtom } from '../../../state/jotai';
import { fetchResourceAtom, useResource } from '../../../state/resource';
import { copyToNewListAtom, LISTS } from '../../../state/user-data';
import { useWriteFeedback } from '../components/feedback';
import { copyName } from '../logic';
import { drawerListIdAtom } from './atoms';

const MANAGEMENT = '/shopping/management';

/**
 * "Shop again": copies a list or a plan into a new list named after it ("Weekly shop (copy)"), then shows the new
 * list in its drawer on the lists screen, with the focus on its name. `busy` while the copy is made.
 */
export function useShopAgain() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const names = useResource(LISTS, { pick: (d) => d.items.map((l) => l.name) }).data;
  const copy = useSetAtom(copyToNewListAtom);
  const fetchLists = useSetAtom(fetchResourceAtom);
  const setDrawerId = useSetAtom(drawerListIdAtom);
  const { failed, done } = useWriteFeedback();
  const [busy, setBusy] = useState(false);

  const shopAgain = useCallback(
    async (from: 'list' | 'plan', id: number, source: string) => {
      if (busy) return;
      setBusy(true);
      try {
        // The names as the server has them now: a screen's copy of the lists may predate the last copy made.
        const lists = (await fetchLists(LISTS).catch(() => null)) as { items: Array<{ name: string }> } | null;
        const taken = lists ? lists.items.map((l) => l.name) : (names ?? []);
        const name = copyName(source, taken, (s, n) => (n === 1 ? t('shopping.again.name', { name: s }) : t('shopping.again.nameN', { name: s, n })));
        const made = await copy({ from, id, name });
        done(made.left_out ? message('shopping.toast.copiedLeftOut', { name, count: made.left_out }) : message('shopping.toast.copied', { name }));
        setDrawerId(made.id);
        if (pathname !== MANAGEMENT) navigate(MANAGEMENT);
        focusWhenShown(() => document.querySelector<HTMLElement>(`[data-drawer-list="${made.id}"] .sh-drawer-title h2`));
      } catch (err) {
        failed(err);
      } finally {
        setBusy(false);
      }
    },
    [busy, names, t, copy, fetchLists, done, setDrawerId, pathname, navigate, failed],
  );
  return { shopAgain, busy };
}
