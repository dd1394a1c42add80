import type { ApiRouteName } from '../../shared/bridge';
import { errorCode } from '../lib/bridge';
import { errorMessage, message } from '../i18n/message';
import { atom, useAtomValue, type Getter } from './jotai';
import { callStateAtom, mutate, resource, resourceAtom, useResource } from './resource';
import { pushToastAtom } from './toasts';

/**
 * The user's own data, one store for every screen that shows or changes it: the shopping lists, the favourites
 * and the zone. Reads are resources and writes go through mutate (state/resource.ts), which fetches again what
 * the route table says a write changes.
 */

/** The shopping calls of SPEC §3/§4: the lists, their writes, plan requests and the saved plans. */
const SHOPPING_ROUTES = [
  'lists',
  'createList',
  'updateList',
  'deleteList',
  'setQuantity',
  'requestPlan',
  'savePlan',
  'savedPlans',
  'deleteSavedPlan',
  'copyList',
  'copyPlan',
] as const satisfies readonly ApiRouteName[];
/** SPEC §3/§4 shopping loading flag: pending while any shopping call runs, then succeeded or failed by the last. */
export const shoppingLoadingAtom = callStateAtom(SHOPPING_ROUTES);
export type { CallState as ShoppingLoading } from './resource';

// ---- Shopping lists ----

export const LISTS = resource('lists');
const listsResourceAtom = resourceAtom(LISTS);

export const selectedListIdAtom = atom<number | null>(null);
export const selectedListAtom = atom((get) => {
  const id = get(selectedListIdAtom);
  return get(listsResourceAtom).data?.items.find((l) => l.id === id) ?? null;
});

/** The version of a list as last read, sent with a write so that a stale one is refused (CONFLICT). */
const versionOf = (get: Getter, id: number) => get(listsResourceAtom).data?.items.find((l) => l.id === id)?.version;

/** Creates a list and resolves its id. */
export const createListAtom = atom(
  null,
  async (_get, set, name: string) => (await mutate(set, 'createList', { body: { name } })).id,
);

/** "Shop again": a new list named `name` with the items of a list or of a plan; resolves the new list's id and what was left out. */
export const copyToNewListAtom = atom(null, (_get, set, input: { from: 'list' | 'plan'; id: number; name: string }) =>
  mutate(set, input.from === 'list' ? 'copyList' : 'copyPlan', { params: { id: input.id }, body: { name: input.name } }),
);

export const renameListAtom = atom(null, (get, set, input: { id: number; name: string }) =>
  mutate(set, 'updateList', { params: { id: input.id }, body: { name: input.name, version: versionOf(get, input.id) } }),
);

export const removeListAtom = atom(null, async (get, set, id: number) => {
  await mutate(set, 'deleteList', { params: { id } });
  if (get(selectedListIdAtom) === id) set(selectedListIdAtom, null);
});

/** `anyBrand` makes the line "any brand of this kind" (true) or this product (false); left out, the line keeps what it was. */
export const setQuantityAtom = atom(
  null,
  (get, set, input: { listId: number; productId: number; quantity: number; anyBrand?: boolean }) =>
    mutate(set, 'setQuantity', {
      params: { list_id: input.listId },
      body: {
        product_id: input.productId,
        quantity: input.quantity,
        version: versionOf(get, input.listId),
        ...(input.anyBrand === undefined ? {} : { any_brand: input.anyBrand }),
      },
    }),
);

// ---- Favourites ----

export const FAVOURITES = resource('favorites');

/**
 * SPEC §4 has a card flip its heart whatever the call's result: the cards' flips the server refused, by product
 * id, shown on every card until a favourite call for that product succeeds. Pages and rows show the server's word.
 */
const refusedFlipsAtom = atom<Record<number, true>>({});

/**
 * SPEC §4: a favourite is removed when it is one, added otherwise. Resolves whether the server took it; a
 * failure is told in a toast (and, from a card, flips the card's heart anyway). The favourites and product pages
 * shown anywhere are fetched again afterwards.
 */
export const toggleFavouriteAtom = atom(
  null,
  async (get, set, { productId, isFavorite, card = false }: { productId: number; isFavorite: boolean; card?: boolean }) => {
    const { [productId]: flipped, ...others } = get(refusedFlipsAtom);
    try {
      await (isFavorite
        ? mutate(set, 'removeFavorite', { params: { product_id: productId } })
        : mutate(set, 'addFavorite', { body: { product_id: productId } }));
      if (flipped) set(refusedFlipsAtom, others);
      return true;
    } catch (err) {
      if (card) set(refusedFlipsAtom, flipped ? others : { ...others, [productId]: true });
      set(pushToastAtom, { kind: 'error', text: message('browse.favourite.failed', { reason: errorMessage(errorCode(err)) }) });
      return false;
    }
  },
);

/**
 * Whether a product is a favourite, the same on every screen: the favourites as the server last answered (every
 * favourite write fetches them again), or the product's own flag until they are in. `card` adds a card's refused
 * flips (SPEC §4).
 */
export function useIsFavourite(product: { id: number; isFavorite: boolean }, { card = false } = {}): boolean {
  const favourites = useResource(FAVOURITES, { byLanguage: false });
  const refused = useAtomValue(refusedFlipsAtom);
  const saved = favourites.data ? favourites.data.favorites.some((p) => p.id === product.id) : product.isFavorite;
  return card && refused[product.id] ? !saved : saved;
}

// ---- Zone ----

export const ZONE = resource('getZone');
export const SHOPS = resource('shops');
export const RETAILERS = resource('retailers');
