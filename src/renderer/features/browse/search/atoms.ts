import { atom } from '../../../state/jotai';
import type { SearchSort } from '../../../../shared/api/catalogue';

/** Whether the header's search drawer is open (a "Search products" step elsewhere opens it). */
export const searchOpenAtom = atom(false);
/** The search drawer keeps what was asked between openings. */
export const searchTextAtom = atom('');
/** 'discount' is the "only discount products" tab. */
export const searchTabAtom = atom<'all' | 'discount'>('all');
export const searchMainAtom = atom<number | null>(null);
export const searchSubAtom = atom<number | null>(null);
export const searchSortAtom = atom<SearchSort>('relevance');

/** SPEC §4: changing the main category resets the sub-category to All. */
export const chooseMainAtom = atom(null, (_get, set, id: number | null) => {
  set(searchMainAtom, id);
  set(searchSubAtom, null);
});

/** Opens the search drawer on a query (all products, every category): "find this" from another screen. */
export const searchForAtom = atom(null, (_get, set, text: string) => {
  set(searchTextAtom, text);
  set(searchTabAtom, 'all');
  set(chooseMainAtom, null);
  set(searchOpenAtom, true);
});
