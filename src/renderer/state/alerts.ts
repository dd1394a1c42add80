import type { InboxEntry, Watch } from '../../shared/api/watches';
import { errorCode } from '../lib/bridge';
import { errorMessage, message } from '../i18n/message';
import { atom } from './jotai';
import { mutate, resource, useResource } from './resource';
import { pushToastAtom } from './toasts';

/**
 * Price alerts: the watched products and the inbox the server computes from the stored price history. Writes go
 * through mutate, which fetches the watches and the inbox again (the route table says so).
 */
export const WATCHES = resource('watches');
export const INBOX = resource('inbox');

/** The watch of a product, the same on every screen; null when it is not watched (or the watches are not in yet). */
export function useWatch(productId: number): Watch | null {
  const watches = useResource(WATCHES, { byLanguage: false });
  return watches.data?.watches.find((w) => w.product_id === productId) ?? null;
}

/** Watches a product (or sets its target price); resolves whether the server took it, a failure told in a toast. */
export const saveWatchAtom = atom(null, async (_get, set, input: { productId: number; targetPrice: number | null; name: string }) => {
  try {
    await mutate(set, 'watchProduct', { body: { product_id: input.productId, target_price: input.targetPrice } });
    set(pushToastAtom, { kind: 'success', text: message('alerts.watch.saved', { name: input.name }) });
    return true;
  } catch (err) {
    set(pushToastAtom, { kind: 'error', text: message('alerts.watch.failed', { reason: errorMessage(errorCode(err)) }) });
    return false;
  }
});

export const stopWatchAtom = atom(null, async (_get, set, input: { productId: number; name: string }) => {
  try {
    await mutate(set, 'unwatchProduct', { params: { product_id: input.productId } });
    set(pushToastAtom, { kind: 'success', text: message('alerts.watch.stopped', { name: input.name }) });
    return true;
  } catch (err) {
    set(pushToastAtom, { kind: 'error', text: message('alerts.watch.failed', { reason: errorMessage(errorCode(err)) }) });
    return false;
  }
});

/** Marks inbox entries read or dismissed; a failure is told in a toast. */
export const markInboxAtom = atom(null, async (_get, set, input: { entries: InboxEntry[]; state: 'read' | 'dismissed' }) => {
  if (!input.entries.length) return;
  try {
    await mutate(set, 'markInbox', {
      body: { entries: input.entries.map((e) => ({ product_id: e.product.id, day: e.day })), state: input.state },
    });
  } catch (err) {
    set(pushToastAtom, { kind: 'error', text: message('alerts.inbox.failed', { reason: errorMessage(errorCode(err)) }) });
  }
});

/** The key of an inbox entry: its product and day. */
export const entryKey = (e: Pick<InboxEntry, 'day'> & { product: { id: number } }) => `${e.product.id}|${e.day}`;
