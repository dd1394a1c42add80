import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { SEARCH_SORTS, type SearchSort } from '../../../../shared/api/catalogue';
import { RULES } from '../../../../shared/rules';
import { BackHeader } from '../../../components/BackHeader';
import { ErrorState, Skeleton } from '../../../components/States';
import { SearchAction } from '../search/SearchAction';
import { kosar, unwrap } from '../../../lib/bridge';
import { useLanguage } from '../../../lib/use-format';
import { CategorySelect } from '../components/CategorySelect';
import { InfiniteProductList } from './InfiniteProductList';
import { CategoryPricesNote, categoryEmptyKey, shownCategory } from './CategoryPricesNote';
import { resource, useResource } from '../../../state/resource';
import { usePagedProducts } from './use-paged';
import { parseId } from './parse-id';

/** A category list's sorts: the search's, its own order (promotions first) standing for relevance. */
const SORT_KEY: Record<SearchSort, 'sortOwn' | 'sortPrice' | 'sortUnitPrice' | 'sortSaving'> = {
  relevance: 'sortOwn',
  price: 'sortPrice',
  unit_price: 'sortUnitPrice',
  saving: 'sortSaving',
};
const sortOf = (raw: string | null): SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(raw ?? '') ? (raw as SearchSort) : 'relevance';

/** /products/category/{id}: a sub-category dropdown and the infinite list of SPEC §2 and §4. */
export function CategoryScreen() {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  return id === null ? (
    <section className="br-listing">
      <BackHeader title={t('browse.category.notFoundTitle')} />
      <ErrorState code="NOT_FOUND" notFound={t('browse.category.notFound')} notFoundAction={<SearchAction />} />
    </section>
  ) : (
    <Category id={id} />
  );
}

function Category({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sortId = useId();
  // The sub-category and the sort live in the URL, so Back from a product returns to the same list.
  const [params, setParams] = useSearchParams();
  const sub = parseId(params.get('sub'));
  const sort = sortOf(params.get('sort'));
  const category = useResource(resource('category', { params: { id } }));
  const list = usePagedProducts(
    `category:${id}:${sub ?? ''}:${sort}:${lang}`,
    async (page) =>
      (await unwrap(kosar().api('categoryProducts', { params: { id }, query: { page, sub: sub ?? undefined, sort } }))).items,
    RULES.categoryPageSize,
  );
  const setList = (next: { sub: number | null; sort: SearchSort }) =>
    setParams(
      { ...(next.sub === null ? {} : { sub: String(next.sub) }), ...(next.sort === 'relevance' ? {} : { sort: next.sort }) },
      { replace: true },
    );
  const setSub = (value: number | null) => setList({ sub: value, sort });
  const subs = category.data?.categories ?? [];
  const failed = category.status === 'error' && !category.data;
  const missing = failed && category.code === 'NOT_FOUND';
  const shown = shownCategory(category.data?.category, subs, sub);
  const emptyKey = categoryEmptyKey(shown);

  return (
    <section className="br-listing">
      <BackHeader
        title={category.data?.category.name ?? (missing ? t('browse.category.notFoundTitle') : t('browse.category.title'))}
      />
      {failed ? (
        <ErrorState code={category.code ?? 'UNKNOWN'} onRetry={category.reload} notFound={t('browse.category.notFound')} notFoundAction={<SearchAction />} />
      ) : null}
      {category.status === 'loading' && !category.data ? <Skeleton rows={1} height={40} /> : null}
      {failed ? null : (
        <div className="br-filters">
          {subs.length > 0 ? (
            <CategorySelect
              label={t('browse.category.sub')}
              allText={t('browse.category.all')}
              clearLabel={t('browse.category.clearSub')}
              options={subs}
              value={sub}
              onChange={setSub}
            />
          ) : null}
          <div className="br-select-field">
            <label htmlFor={sortId}>{t('browse.search.sort')}</label>
            <select id={sortId} value={sort} onChange={(e) => setList({ sub, sort: sortOf(e.target.value) })}>
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`browse.category.${SORT_KEY[s]}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {failed ? null : <CategoryPricesNote category={shown} />}
      {/* A category that failed to load says so once: its product list would only repeat the error. */}
      {failed ? null : (
        <InfiniteProductList
          list={list}
          label={category.data?.category.name ?? t('browse.list.results')}
          rowHeading="h2"
          emptyText={emptyKey && shown ? t(emptyKey, { name: shown.name }) : undefined}
        />
      )}
    </section>
  );
}
