import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/api/catalogue';
import { appendPage, emptyPaged, flatten, pageOf, replacePage } from './paging';

const p = (id: number, isFavorite = false) => ({ id, isFavorite }) as Product;
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => p(from + i));

describe('paging', () => {
  it('a full page leaves the list open, a short page ends it', () => {
    const one = appendPage(emptyPaged, page(1, 20), 20);
    expect(one.done).toBe(false);
    const two = appendPage(one, page(21, 7), 20);
    expect(two.done).toBe(true);
    expect(flatten(two).map((x) => x.id)).toEqual([...Array(27)].map((_, i) => i + 1));
  });

  it('an empty first page ends the list at once', () => {
    expect(appendPage(emptyPaged, [], 20)).toEqual({ pages: [[]], done: true });
  });

  it('a refetched page replaces only itself, keeping what was scrolled', () => {
    const two = appendPage(appendPage(emptyPaged, page(1, 20), 20), page(21, 20), 20);
    expect(pageOf(two, 25)).toBe(1);
    expect(pageOf(two, 99)).toBe(-1);
    const fresh = page(21, 20).map((x) => (x.id === 25 ? p(25, true) : x));
    const next = replacePage(two, 1, fresh, 20);
    expect(flatten(next).find((x) => x.id === 25)?.isFavorite).toBe(true);
    expect(next.pages[0]).toBe(two.pages[0]);
    expect(next.done).toBe(false);
    // The last page came back short: the list now ends there.
    expect(replacePage(two, 1, page(21, 3), 20).done).toBe(true);
    expect(replacePage(two, 5, [], 20)).toBe(two);
  });
});
