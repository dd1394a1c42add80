import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS, type Category, type SearchSort } from '../../../shared/api/catalogue';
import { RULES } from '../../../shared/rules';
import { Drawer } from '../../components/Drawer';
import { EmptyState } from '../../components/States';
import { SearchIcon } from '../../components/icons';
import { kosar, unwrap } from '../../lib/bridge';
import { useLanguage } from '../../lib/use-format';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { CategorySelect } from './components/CategorySelect';
import { InfiniteProductList } from './listing/InfiniteProductList';
import { resource, useResource } from '../../state/resource';
import { usePagedProducts } from './listing/use-paged';
import { chooseMainAtom, searchMainAtom, searchOpenAtom, searchSortAtom, searchSubAtom, searchTabAtom, searchTextAtom } from './search/atoms';
import { useDebounced } from './search/use-debounced';

const SORT_KEY: Record<SearchSort, 'sortRelevance' | 'sortPrice' | 'sortUnitPrice' | 'sortSaving'> = {
  relevance: 'sortRelevance',
  price: 'sortPrice',
  unit_price: 'sortUnitPrice',
  saving: 'sortSaving',
};

/** The header's search button and the search drawer of SPEC §2. */
export function SearchDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(searchOpenAtom);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: t('nav.search'), icon: <SearchIcon /> }}
      title={t('browse.search.title')}
      className="br-search-drawer"
      // What the user types first goes into the search field, not onto the Close button.
      onOpenAutoFocus={(e) => {
        const field = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[type="search"]');
        if (!field) return;
        e.preventDefault();
        field.focus();
      }}
    >
      <SearchBody onOpenRow={() => setOpen(false)} />
    </Drawer>
  );
}

function SearchBody({ onOpenRow }: { onOpenRow(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ids = {
    field: useId(),
    sort: useId(),
    panel: useId(),
    tabAll: useId(),
    tabDiscount: useId(),
  };
  const [text, setText] = useAtom(searchTextAtom);
  const [tab, setTab] = useAtom(searchTabAtom);
  const main = useAtomValue(searchMainAtom);
  const chooseMain = useSetAtom(chooseMainAtom);
  const [sub, setSub] = useAtom(searchSubAtom);
  const [sort, setSort] = useAtom(searchSortAtom);
  const query = useDebounced(text.trim(), RULES.searchDebounceMs);
  const categories = useResource(resource('categories'), { pick: (d) => d.categories });
  const all: Category[] = categories.data ?? [];
  const mains = all.filter((c) => c.parent_id === null);
  const subs = main === null ? [] : all.filter((c) => c.parent_id === main);
  const slug = all.find((c) => c.id === (sub ?? main))?.slug ?? null;

  const list = usePagedProducts(
    JSON.stringify([query, tab, slug, sort, lang]),
    async (page) => {
      // SPEC §4: an empty query clears the results without a call.
      if (!query) return [];
      const body = { query, discounted: tab === 'discount', category: slug, sort, page, limit: RULES.categoryPageSize };
      return (await unwrap(kosar().api('search', { body }))).products;
    },
    RULES.categoryPageSize,
  );

  const tabs = [
    { key: 'all', id: ids.tabAll, label: t('browse.search.all') },
    { key: 'discount', id: ids.tabDiscount, label: t('browse.search.discount') },
  ] as const;

  return (
    <div className="br-search-body">
      <div className="br-search-controls">
        <div className="field">
          <label htmlFor={ids.field}>{t('browse.search.field')}</label>
          <input
            id={ids.field}
            type="search"
            value={text}
            placeholder={t('browse.search.placeholder')}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div
          className="br-tabs"
          role="tablist"
          aria-label={t('browse.search.tabs')}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
            const next = tab === 'all' ? 'discount' : 'all';
            setTab(next);
            document.getElementById(next === 'all' ? ids.tabAll : ids.tabDiscount)?.focus();
          }}
        >
          {tabs.map((tb) => (
            <button
              key={tb.key}
              id={tb.id}
              type="button"
              role="tab"
              aria-selected={tab === tb.key}
              aria-controls={ids.panel}
              tabIndex={tab === tb.key ? 0 : -1}
              onClick={() => setTab(tb.key)}
            >
              {tb.label}
            </button>
          ))}
        </div>
        {query ? (
          <div className="br-filters">
            {categories.status === 'error' && !categories.data ? (
              <p className="alert" role="alert">
                {t('browse.search.categoriesFailed')}{' '}
                <button type="button" className="btn" onClick={categories.reload}>
                  {t('common.retry')}
                </button>
              </p>
            ) : (
              <>
                <CategorySelect
                  label={t('browse.search.main')}
                  allText={t('browse.search.all_categories')}
                  clearLabel={t('browse.search.clearMain')}
                  options={mains}
                  value={main}
                  onChange={chooseMain}
                />
                {main !== null && subs.length ? (
                  <CategorySelect
                    label={t('browse.search.sub')}
                    allText={t('browse.search.all_categories')}
                    clearLabel={t('browse.search.clearSub')}
                    options={subs}
                    value={sub}
                    onChange={setSub}
                  />
                ) : null}
              </>
            )}
            <div className="br-select-field">
              <label htmlFor={ids.sort}>{t('browse.search.sort')}</label>
              <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as SearchSort)}>
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`browse.search.${SORT_KEY[s]}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
      </div>
      <div
        className="br-search-results"
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={tab === 'all' ? ids.tabAll : ids.tabDiscount}
        tabIndex={-1}
      >
        {query && slug && list.status === 'ready' && list.items.length === 0 ? (
          // A category chosen for an earlier search stays on: say so, and offer to search everywhere.
          <EmptyState text={t('browse.search.noResultsFiltered', { query, category: all.find((c) => c.slug === slug)?.name ?? slug })}>
            <button type="button" className="btn" onClick={() => chooseMain(null)}>
              {t('browse.search.clearFilter')}
            </button>
          </EmptyState>
        ) : query ? (
          <InfiniteProductList
            list={list}
            label={t('browse.list.results')}
            emptyText={t('browse.search.noResults', { query })}
            onOpenRow={onOpenRow}
          />
        ) : (
          <p className="muted br-search-hint">{t('browse.search.hint')}</p>
        )}
      </div>
    </div>
  );
}
