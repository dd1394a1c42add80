import type { Product } from '../../../../shared/api/catalogue';

/** Pages of products as they arrive; a page shorter than the page size is the last one (SPEC §4). */
export interface Paged {
  pages: Product[][];
  done: boolean;
}

export const emptyPaged: Paged = { pages: [], done: false };

export function appendPage(state: Paged, items: Product[], pageSize: number): Paged {
  return { pages: [...state.pages, items], done: items.length < pageSize };
}

/** A refetched page replaces its old self; the end is where the newest short page says it is. */
export function replacePage(state: Paged, index: number, items: Product[], pageSize: number): Paged {
  if (index < 0 || index >= state.pages.length) return state;
  const pages = state.pages.slice();
  pages[index] = items;
  const isLast = index === pages.length - 1;
  return { pages, done: isLast ? items.length < pageSize : state.done };
}

/** Which loaded page holds a product; -1 when none does. */
export function pageOf(state: Paged, productId: number): number {
  return state.pages.findIndex((page) => page.some((p) => p.id === productId));
}

export function flatten(state: Paged): Product[] {
  return state.pages.flat();
}
