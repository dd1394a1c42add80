import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingList } from '../../../shared/api/lists';
import { createStore } from '../../state/jotai';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { loadResourceAtom, resourceAtom } from '../../state/resource';
import {
  createListAtom,
  LISTS,
  removeListAtom,
  renameListAtom,
  selectedListIdAtom,
  setQuantityAtom,
  shoppingLoadingAtom,
} from '../../state/user-data';
import { deleteSavedPlanAtom, requestPlanAtom, SAVED_PLANS, solutionListAtom } from './atoms';

const listsAtom = resourceAtom(LISTS);
const fetchLists = (store: ReturnType<typeof createStore>) => store.set(loadResourceAtom, LISTS);

const list = (id: number, version: number, name = `L${id}`): ShoppingList => ({
  id,
  name,
  version,
  product_count: 0,
  created: '2025-01-01T00:00:00.000Z',
  products: [],
});

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

let server: ShoppingList[];
let api: Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  server = [list(1, 3)];
  api = {
    lists: vi.fn(() => ok({ items: server })),
    createList: vi.fn(() => {
      server = [...server, list(2, 0)];
      return ok({ success: true, id: 2 });
    }),
    updateList: vi.fn(() => ok({ success: true })),
    deleteList: vi.fn(() => {
      server = [];
      return ok({ success: true });
    }),
    setQuantity: vi.fn(() => ok({ success: true })),
    requestPlan: vi.fn(() => ok({ versions: [{ id: 7, title: '', store_count: 1, retailers: [], savings: 0, save_percent: 0, total: 1 }] })),
    savedPlans: vi.fn(() => ok({ versions: [] })),
    deleteSavedPlan: vi.fn(() => ok({ success: true })),
  };
  fakeKosar(api);
});

describe('shopping state', () => {
  it('every list operation refetches the lists', async () => {
    const store = createStore();
    await fetchLists(store);
    await store.set(createListAtom, 'Bevásárlólista 2');
    expect(store.get(listsAtom).data?.items.map((l) => l.id)).toEqual([1, 2]);
    await store.set(renameListAtom, { id: 1, name: 'Heti' });
    await store.set(setQuantityAtom, { listId: 1, productId: 9, quantity: 2 });
    store.set(selectedListIdAtom, 1);
    await store.set(removeListAtom, 1);
    expect(api.lists).toHaveBeenCalledTimes(5);
    expect(store.get(listsAtom).data?.items).toEqual([]);
    expect(store.get(selectedListIdAtom)).toBeNull();
  });

  it('sends the version it knows, and on CONFLICT still shows what the server has now', async () => {
    const store = createStore();
    await fetchLists(store);
    server = [list(1, 4, 'changed elsewhere')];
    api.updateList.mockImplementationOnce(() => fail('CONFLICT'));
    await expect(store.set(renameListAtom, { id: 1, name: 'Mine' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(api.updateList).toHaveBeenCalledWith({ params: { id: 1 }, body: { name: 'Mine', version: 3 } });
    expect(store.get(listsAtom).data?.items[0].name).toBe('changed elsewhere');
    expect(store.get(shoppingLoadingAtom)).toBe('failed');
  });

  it('goes pending while a request runs and failed when it is refused', async () => {
    const store = createStore();
    let release!: () => void;
    api.lists.mockImplementationOnce(() => new Promise((r) => (release = () => r({ ok: true, data: { items: [] } }))));
    const pending = fetchLists(store);
    expect(store.get(shoppingLoadingAtom)).toBe('pending');
    release();
    await pending;
    expect(store.get(shoppingLoadingAtom)).toBe('succeeded');
    api.requestPlan.mockImplementationOnce(() => fail('ZONE_NO_MARK'));
    await expect(store.set(requestPlanAtom, { list: { id: 1, name: 'L1' }, retailers: [1] })).rejects.toMatchObject({ code: 'ZONE_NO_MARK' });
    expect(store.get(shoppingLoadingAtom)).toBe('failed');
    expect(store.get(solutionListAtom)).toBeNull();
  });

  it('a plan request sets the solution list from the answer', async () => {
    const store = createStore();
    await store.set(requestPlanAtom, { list: { id: 1, name: 'L1' }, retailers: [1, 2], travel: { per_km: 60, per_stop: 0 } });
    expect(api.requestPlan).toHaveBeenCalledWith({ params: { id: 1 }, body: { retailers: [1, 2], travel: { per_km: 60, per_stop: 0 } } });
    expect(store.get(solutionListAtom)).toMatchObject({ listId: 1, listName: 'L1', solutions: [{ id: 7 }] });
  });

  it('deleting a saved plan refetches the saved plans even when the delete fails', async () => {
    const store = createStore();
    await store.set(loadResourceAtom, SAVED_PLANS);
    api.deleteSavedPlan.mockImplementationOnce(() => fail('NOT_FOUND'));
    await expect(store.set(deleteSavedPlanAtom, 5)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(api.savedPlans).toHaveBeenCalledTimes(2);
    expect(store.get(resourceAtom(SAVED_PLANS)).data?.versions).toEqual([]);
  });
});
