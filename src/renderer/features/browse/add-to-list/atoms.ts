import { atom, type Setter } from '../../../state/jotai';
import type { ShoppingList } from '../../../../shared/api/lists';
import type { ErrorCode } from '../../../../shared/errors';
import { errorCode, kosar, unwrap } from '../../../lib/bridge';
import { pushToastAtom } from '../../../state/toasts';
import { errorMessage, message } from '../../../i18n/message';

export type ListsState =
  { status: 'idle' | 'loading' } | { status: 'ready'; items: ShoppingList[] } | { status: 'error'; code: ErrorCode };

/** The user's shopping lists as the add-to-list dialog last saw them. */
export const listsStateAtom = atom<ListsState>({ status: 'idle' });
/** The list whose quantity is being saved, so only its stepper waits. */
export const busyListAtom = atom<number | 'new' | null>(null);

/** SPEC §4: every list operation replaces the lists with the refetched ones. */
export const loadListsAtom = atom(null, async (get, set, { quiet = false }: { quiet?: boolean } = {}) => {
  if (!quiet || get(listsStateAtom).status !== 'ready') set(listsStateAtom, { status: 'loading' });
  try {
    const { items } = await unwrap(kosar().api('lists'));
    set(listsStateAtom, { status: 'ready', items });
  } catch (err) {
    set(listsStateAtom, { status: 'error', code: errorCode(err) });
  }
});

function notSaved(set: Setter, err: unknown) {
  set(pushToastAtom, { kind: 'error', text: message('browse.addToList.notSaved', { reason: errorMessage(errorCode(err)) }) });
}

export const setQuantityAtom = atom(
  null,
  async (
    _get,
    set,
    { list, productId, quantity, anyBrand }: { list: ShoppingList; productId: number; quantity: number; anyBrand?: boolean },
  ) => {
    set(busyListAtom, list.id);
    try {
      const body = { product_id: productId, quantity, version: list.version, ...(anyBrand === undefined ? {} : { any_brand: anyBrand }) };
      await unwrap(kosar().api('setQuantity', { params: { list_id: list.id }, body }));
      return true;
    } catch (err) {
      notSaved(set, err);
      return false;
    } finally {
      await set(loadListsAtom, { quiet: true });
      set(busyListAtom, null);
    }
  },
);

/** Creates a list and resolves its id (null when it was not saved). */
export const createListAtom = atom(null, async (_get, set, name: string) => {
  set(busyListAtom, 'new');
  try {
    const { id } = await unwrap(kosar().api('createList', { body: { name } }));
    return id;
  } catch (err) {
    notSaved(set, err);
    return null;
  } finally {
    await set(loadListsAtom, { quiet: true });
    set(busyListAtom, null);
  }
});

/** How many of a product a list holds (0 when none). */
export function quantityIn(list: ShoppingList, productId: number): number {
  return list.products.find((p) => p.id === productId)?.quantity ?? 0;
}
