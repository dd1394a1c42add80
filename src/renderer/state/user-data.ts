import type { ShoppingList } from '../../shared/api/lists';
import type { RouteInput } from '../../shared/api/routes';
import type { ErrorCode } from '../../shared/errors';
import { errorCode, kosar, unwrap } from '../lib/bridge';
import { errorMessage, message } from '../i18n/message';
import { atom, type Getter, type Setter } from './jotai';
import { fetchResourceAtom, invalidateAtom, resource, resourceAtom } from './resource';
import { sessionAtom } from './session';
import { pushToastAtom } from './toasts';

/**
 * The user's own data, one store for every screen that shows or changes it: the shopping lists, the favourites
 * and the zone. Reads are resources (state/resource.ts); every write here refreshes the routes it changes.
 */

/** SPEC §3/§4 shopping loading flag: pending while any shopping request runs, then succeeded or failed. */
export type ShoppingLoading = 'idle' | 'pending' | 'succeeded' | 'failed';
export const shoppingLoadingAtom = atom<ShoppingLoading>('idle');
const inFlightAtom = atom(0);

/** Every shopping request: pending while any runs, then succeeded or failed by how the last one ended. */
export async function track<T>(get: Getter, set: Setter, run: () => Promise<T>): Promise<T> {
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

// ---- Shopping lists ----

export const LISTS = resource('lists');
/** The routes a list write changes. */
const LIST_ROUTES = ['lists', 'list'] as const;
const listsResourceAtom = resourceAtom(LISTS);

/** The user's lists; null until the first answer. */
export const listsAtom = atom<ShoppingList[] | null>((get) => get(listsResourceAtom).data?.items ?? null);
/** Why the last load of the lists failed; null once one succeeds. */
export const listsErrorAtom = atom<ErrorCode | null>((get) => get(listsResourceAtom).code ?? null);
export const selectedListIdAtom = atom<number | null>(null);
export const selectedListAtom = atom((get) => {
  const id = get(selectedListIdAtom);
  return get(listsAtom)?.find((l) => l.id === id) ?? null;
});

async function refetchLists(get: Getter, set: Setter): Promise<void> {
  await track(get, set, () => set(fetchResourceAtom, LISTS)).catch(() => {});
}

export const fetchListsAtom = atom(null, (get, set) => refetchLists(get, set));

/**
 * A list write, then the lists again whatever happened (SPEC §4: every list operation replaces the lists with
 * the re-fetched items), so a refused write (CONFLICT) shows what the server now has. Rethrows.
 */
async function listWrite<T>(get: Getter, set: Setter, write: () => Promise<T>): Promise<T> {
  const refresh = () => Promise.all([refetchLists(get, set), set(invalidateAtom, LIST_ROUTES.filter((r) => r !== 'lists'))]);
  try {
    const out = await track(get, set, write);
    await refresh();
    return out;
  } catch (err) {
    await refresh();
    // The operation was rejected: the refetch succeeding does not make it a success.
    set(shoppingLoadingAtom, 'failed');
    throw err;
  }
}

const versionOf = (get: Getter, id: number) => get(listsAtom)?.find((l) => l.id === id)?.version;

/** Creates a list and resolves its id. */
export const createListAtom = atom(null, async (get, set, name: string) => {
  const { id } = await listWrite(get, set, () => unwrap(kosar().api('createList', { body: { name } })));
  return id;
});

export const renameListAtom = atom(null, (get, set, input: { id: number; name: string }) =>
  listWrite(get, set, () =>
    unwrap(kosar().api('updateList', { params: { id: input.id }, body: { name: input.name, version: versionOf(get, input.id) } })),
  ),
);

export const removeListAtom = atom(null, async (get, set, id: number) => {
  await listWrite(get, set, () => unwrap(kosar().api('deleteList', { params: { id } })));
  if (get(selectedListIdAtom) === id) set(selectedListIdAtom, null);
});

/** `anyBrand` makes the line "any brand of this kind" (true) or this product (false); left out, the line keeps what it was. */
export const setQuantityAtom = atom(null, (get, set, input: { listId: number; productId: number; quantity: number; anyBrand?: boolean }) =>
  listWrite(get, set, () =>
    unwrap(
      kosar().api('setQuantity', {
        params: { list_id: input.listId },
        body: {
          product_id: input.productId,
          quantity: input.quantity,
          version: versionOf(get, input.listId),
          ...(input.anyBrand === undefined ? {} : { any_brand: input.anyBrand }),
        },
      }),
    ),
  ),
);

// ---- Favourites ----

export const FAVOURITES = resource('favorites');

/**
 * SPEC §4: a favourite is removed when it is one, added otherwise. Resolves whether the server took it; a
 * failure is told in a toast, and each screen decides what its own flag does next. The favourites shown
 * anywhere are fetched again afterwards, whatever the result.
 */
export const toggleFavouriteAtom = atom(null, async (_get, set, { productId, isFavorite }: { productId: number; isFavorite: boolean }) => {
  try {
    await unwrap(
      isFavorite
        ? kosar().api('removeFavorite', { params: { product_id: productId } })
        : kosar().api('addFavorite', { body: { product_id: productId } }),
    );
    return true;
  } catch (err) {
    set(pushToastAtom, { kind: 'error', text: message('browse.favourite.failed', { reason: errorMessage(errorCode(err)) }) });
    return false;
  } finally {
    void set(invalidateAtom, ['favorites']);
  }
});

// ---- Zone ----

export const ZONE = resource('getZone');
export const SHOPS = resource('shops');
export const RETAILERS = resource('retailers');

/** Saves the zone; the session then has one, and the zone shown anywhere is fetched again. Throws a refusal. */
export const saveZoneAtom = atom(null, async (get, set, body: RouteInput<'saveZone'>['body']) => {
  await unwrap(kosar().api('saveZone', { body }));
  const session = get(sessionAtom);
  if (session) set(sessionAtom, { ...session, hasZone: true });
  void set(invalidateAtom, ['getZone']);
});
