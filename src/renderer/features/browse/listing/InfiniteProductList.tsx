import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/api/catalogue';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States';
import { AddToListDialog } from '../add-to-list/AddToListDialog';
import { ProductRow } from '../components/ProductRow';
import type { PagedList } from './use-paged';
import { useRowWindow, WINDOW_CHUNK } from './use-row-window';

interface Props {
  list: PagedList;
  label: string;
  /** Text when the first page is empty. */
  emptyText?: string;
  onOpenRow?(): void;
  /** The level of each row's heading: h2 on a page under its h1, h3 (the default) in the search drawer under its h2. */
  rowHeading?: 'h2' | 'h3';
}

/**
 * An infinite list of product rows (SPEC §2, §4): the next page loads when the end comes into view, or with the
 * Load more button for keyboard users. Rows skip layout and paint while off screen, and a long list keeps only the rows
 * near the visible part in the page (useRowWindow), so a list of 1,500 stays as light as one of 100. Each row says its
 * place in the list (aria-posinset) for a screen reader.
 */
export function InfiniteProductList({ list, label, emptyText, onOpenRow, rowHeading }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLUListElement>(null);
  const [adding, setAdding] = useState<Product | null>(null);
  const { items, status, done, loadMore, refreshPageOf } = list;
  const canLoad = status === 'ready' && !done;
  const shown = useRowWindow(rowsRef, items.length, items[0]?.id);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer after every page reports at once whether the end is still in view.
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [canLoad, items.length, loadMore]);

  const onFavouriteDone = useCallback((p: Product) => refreshPageOf(p.id), [refreshPageOf]);

  if (items.length === 0) {
    if (status === 'loading') return <Skeleton rows={4} height={112} />;
    if (status === 'error') return <ErrorState code={list.code ?? 'UNKNOWN'} onRetry={list.retry} />;
    return <EmptyState text={emptyText ?? t('browse.list.empty')} />;
  }

  return (
    <div className="br-infinite">
      <ul
        ref={rowsRef}
        className="br-product-rows"
        aria-label={label}
        aria-busy={status === 'loading'}
        style={shown.before || shown.after ? { paddingTop: shown.before, paddingBottom: shown.after } : undefined}
      >
        {items.slice(shown.from, shown.to).map((p, i) => (
          <li
            key={p.id}
            data-chunk={Math.floor((shown.from + i) / WINDOW_CHUNK)}
            aria-posinset={shown.from + i + 1}
            aria-setsize={done ? items.length : -1}
          >
            <ProductRow product={p} onAddToList={setAdding} onFavouriteDone={onFavouriteDone} onOpen={onOpenRow} headingLevel={rowHeading} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {t('browse.list.count', { count: items.length })}
      </p>
      <div ref={sentinel} className="br-infinite-end">
        {status === 'loading' ? (
          <>
            <Spinner />
            <span className="visually-hidden">{t('browse.list.loadingMore')}</span>
          </>
        ) : status === 'error' ? (
          <ErrorState code={list.code ?? 'UNKNOWN'} onRetry={list.retry} />
        ) : done ? (
          <p className="muted">{t('browse.list.end', { count: items.length })}</p>
        ) : (
          <button type="button" className="btn" onClick={loadMore}>
            {t('browse.list.loadMore')}
          </button>
        )}
      </div>
      <AddToListDialog product={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
