import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../../../shared/api/catalogue';
import type { ErrorCode } from '../../../../shared/errors';
import { errorCode } from '../../../lib/bridge';
import { appendPage, emptyPaged, flatten, pageOf, replacePage, type Paged } from './paging';

export interface PagedList {
  items: Product[];
  /** 'loading' covers the first page and every next page; `items` tells which. */
  status: 'loading' | 'ready' | 'error';
  code?: ErrorCode;
  done: boolean;
  loadMore(): void;
  retry(): void;
  /** Refetches the page that holds a product (after a favourite toggle), keeping the rest. */
  refreshPageOf(productId: number): void;
}

interface State extends Paged {
  key: string;
  status: PagedList['status'];
  code?: ErrorCode;
}

/**
 * Infinite list state over a paged call: the first page loads whenever `key` changes; loadMore appends.
 * Answers that belong to an older key are dropped.
 */
export function usePagedProducts(key: string, fetchPage: (page: number) => Promise<Product[]>, pageSize: number): PagedList {
  const [state, setState] = useState<State>({ key: '', ...emptyPaged, status: 'loading' });
  const fetchRef = useRef(fetchPage);
  const stateRef = useRef(state);
  const keyRef = useRef(key);
  useEffect(() => {
    fetchRef.current = fetchPage;
    stateRef.current = state;
    keyRef.current = key;
  });

  const fetchInto = useCallback(
    (forKey: string, page: number, merge: (s: Paged, items: Product[]) => Paged) =>
      fetchRef.current(page).then(
        (items) => {
          if (forKey !== keyRef.current) return;
          setState((s) => ({
            ...s,
            ...merge(s.key === forKey ? s : emptyPaged, items),
            key: forKey,
            status: 'ready',
            code: undefined,
          }));
        },
        (err) => {
          if (forKey !== keyRef.current) return;
          setState((s) => ({
            ...(s.key === forKey ? s : { ...emptyPaged }),
            key: forKey,
            status: 'error',
            code: errorCode(err),
          }));
        },
      ),
    [],
  );

  useEffect(() => {
    void fetchInto(key, 1, (_s, items) => appendPage(emptyPaged, items, pageSize));
  }, [key, pageSize, fetchInto]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    const forKey = keyRef.current;
    if (s.key !== forKey || s.status === 'loading' || s.done) return;
    setState({ ...s, status: 'loading' });
    void fetchInto(forKey, s.pages.length + 1, (cur, items) => appendPage(cur, items, pageSize));
  }, [fetchInto, pageSize]);

  const retry = useCallback(() => {
    const s = stateRef.current;
    const forKey = keyRef.current;
    if (s.key !== forKey) return;
    setState({ ...s, status: 'loading' });
    void fetchInto(forKey, s.pages.length + 1, (cur, items) => appendPage(cur, items, pageSize));
  }, [fetchInto, pageSize]);

  const refreshPageOf = useCallback(
    (productId: number) => {
      const s = stateRef.current;
      const index = pageOf(s, productId);
      if (index < 0) return;
      const forKey = keyRef.current;
      fetchRef.current(index + 1).then(
        (items) => forKey === keyRef.current && setState((cur) => ({ ...cur, ...replacePage(cur, index, items, pageSize) })),
        () => {},
      );
    },
    [pageSize],
  );

  const current = state.key === key ? state : { ...emptyPaged, status: 'loading' as const, code: undefined };
  return {
    items: flatten(current),
    status: current.status,
    code: current.code,
    done: current.done,
    loadMore,
    retry,
    refreshPageOf,
  };
}
