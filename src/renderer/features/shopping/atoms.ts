import type { ShoppingList } from '../../../shared/api/lists';
import type { SavedPlan, Solution, TravelSettings } from '../../../shared/api/plans';
import type { ErrorCode } from '../../../shared/errors';
import { errorCode, kosar, unwrap } from '../../lib/bridge';
import { atom, type Getter, type Setter } from '../../state/jotai';

/** SPEC §3/§4 shopping state: list, selectedList, solutionList, savedSolutionList and the loading flag. */
export type ShoppingLoading = 'idle' | 'pending' | 'succeeded' | 'failed';

export const shoppingLoadingAtom = atom<ShoppingLoading>('idle');
/** null until the first answer. */
export const listsAtom = atom<ShoppingList[] | null>(null);
export const listsErrorAtom = atom<ErrorCode | null>(null);
export const selectedListIdAtom = atom<number | null>(null);
export const selectedListAtom = atom((get) => {
  const id = get(selectedListIdAtom);
  return get(listsAtom)?.find((l) => l.id === id) ?? null;
});
export const solutionListAtom = atom<{ listId: number; listName: string; solutions: Solution[] } | null>(null);
export const savedPlansAtom = atom<SavedPlan[] | null>(null);
export const savedPlansErrorAtom = atom<ErrorCode | null>(null);

const inFlightAtom = atom(0);

/** Every shopping request: pending while any runs, then succeeded or failed by how the last one ended. */
async function track<T>(get: Getter, set: Setter, run: () => Promise<T>): Promise<T> {
  set(inFlightAtom, get(inFlightAtom) + 1);
  set(shoppingLoadingAtom, 'pending');
  try {
    const out = await run();
    set(shoppingLoadingAtom, get(inFlightAtom) > 1 ? 'pending' : 'succeeded');
    return out;
  } catch (err) {
    set(shoppingLoadingAtom, 'failed');
    throw err;
  } finally {
    set(inFlightAtom, get(inFlightAtom) - 1);
  }
}

async function refetchLists(get: Getter, set: Setter): Promise<void> {
  try {
    const { items } = await track(get, set, () => unwrap(kosar().api('lists')));
    set(listsAtom, items);
    set(listsErrorAtom, null);
  } catch (err) {
    set(listsErrorAtom, errorCode(err));
  }
}

export const fetchListsAtom = atom(null, (get, set) => refetchLists(get, set));

/**
 * A list write, then the lists again whatever happened (SPEC §4: every list operation replaces the list
 * with the re-fetched items), so a refused write (CONFLICT) shows what the server now has. Rethrows.
 */
async function listWrite<T>(get: Getter, set: Setter, write: () => Promise<T>): Promise<T> {
  try {
    const out = await track(get, set, write);
    await refetchLists(get, set);
    return out;
  } catch (err) {
    await refetchLists(get, set);
    // The operation was rejected: the refetch succeeding does not make it a success.
    set(shoppingLoadingAtom, 'failed');
    throw err;
  }
}

export const createListAtom = atom(null, (get, set, name: string) =>
  listWrite(get, set, () => unwrap(kosar().api('createList', { body: { name } }))),
);

export const renameListAtom = atom(null, (get, set, input: { id: number; name: string }) => {
  const version = get(listsAtom)?.find((l) => l.id === input.id)?.version;
  return listWrite(get, set, () => unwrap(kosar().api('updateList', { params: { id: input.id }, body: { name: input.name, version } })));
});

export const removeListAtom = atom(null, async (get, set, id: number) => {
  await listWrite(get, set, () => unwrap(kosar().api('deleteList', { params: { id } })));
  if (get(selectedListIdAtom) === id) set(selectedListIdAtom, null);
});

export const setQuantityAtom = atom(null, (get, set, input: { listId: number; productId: number; quantity: number }) => {
  const version = get(listsAtom)?.find((l) => l.id === input.listId)?.version;
  return listWrite(get, set, () => unwrap(
      kosar().api('setQuantity', { params: { list_id: input.listId }, body: { product_id: input.productId, quantity: input.quantity, version } }),
    ));
});

export const fetchSavedPlansAtom = atom(null, async (get, set) => {
  try {
    const { versions } = await track(get, set, () => unwrap(kosar().api('savedPlans')));
    set(savedPlansAtom, versions);
    set(savedPlansErrorAtom, null);
  } catch (err) {
    set(savedPlansErrorAtom, errorCode(err));
  }
});

export const deleteSavedPlanAtom = atom(null, async (get, set, id: number) => {
  try {
    await track(get, set, () => unwrap(kosar().api('deleteSavedPlan', { params: { id } })));
  } finally {
    const { versions } = await track(get, set, () => unwrap(kosar().api('savedPlans'))).catch(() => ({ versions: get(savedPlansAtom) ?? [] }));
    set(savedPlansAtom, versions);
  }
});

export const savePlanAtom = atom(null, async (get, set, id: number) => {
  const { versions } = await track(get, set, () => unwrap(kosar().api('savePlan', { body: { id } })));
  set(savedPlansAtom, versions);
});

export const requestPlanAtom = atom(
  null,
  async (get, set, input: { list: Pick<ShoppingList, 'id' | 'name'>; retailers: number[]; travel?: TravelSettings }) => {
    const { versions } = await track(get, set, () =>
      unwrap(kosar().api('requestPlan', { params: { id: input.list.id }, body: { retailers: input.retailers, travel: input.travel } })),
    );
    set(solutionListAtom, { listId: input.list.id, listName: input.list.name, solutions: versions });
    return versions;
  },
);
