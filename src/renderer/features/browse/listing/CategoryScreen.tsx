import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { RULES } from '../../../../shared/rules';
import { BackHeader } from '../../../components/BackHeader';
import { ErrorState, Skeleton } from '../../../components/States';
import { SearchAction } from '../search/SearchAction';
import { kosar, unwrap } from '../../../lib/bridge';
import { useLanguage } from '../../../lib/use-format';
import { CloseIcon } from '../../../components/icons';
import { InfiniteProductList } from './InfiniteProductList';
import { resource, useResource } from '../../../state/resource';
import { usePagedProducts } from './use-paged';
import { parseId } from './parse-id';

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
  const selectId = useId();
  // The sub-category lives in the URL, so Back from a product returns to the same narrowing.
  const [params, setParams] = useSearchParams();
  const sub = parseId(params.get('sub'));
  const category = useResource(resource('category', { params: { id } }));
  const list = usePagedProducts(
    `category:${id}:${sub ?? ''}:${lang}`,
    async (page) => (await unwrap(kosar().api('categoryProducts', { params: { id }, query: { page, sub: sub ?? undefined } }))).items,
    RULES.categoryPageSize,
  );
  const setSub = (value: number | null) => setParams(value === null ? {} : { sub: String(value) }, { replace: true });
  const subs = category.data?.categories ?? [];
  const failed = category.status === 'error' && !category.data;
  const missing = failed && category.code === 'NOT_FOUND';

  return (
    <section className="br-listing">
      <BackHeader
        title={category.data?.category.name ?? (missing ? t('browse.category.notFoundTitle') : t('browse.category.title'))}
      />
      {failed ? (
        <ErrorState code={category.code ?? 'UNKNOWN'} onRetry={category.reload} notFound={t('browse.category.notFound')} notFoundAction={<SearchAction />} />
      ) : null}
      {category.status === 'loading' && !category.data ? <Skeleton rows={1} height={40} /> : null}
      {subs.length > 0 ? (
        <div className="br-filters">
          <div className="br-select-field">
            <label htmlFor={selectId}>{t('browse.category.sub')}</label>
            <div className="br-select-row">
              <select id={selectId} value={sub ?? ''} onChange={(e) => setSub(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{t('browse.category.all')}</option>
                {subs.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              {sub !== null ? (
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('browse.category.clearSub')}
                  onClick={() => setSub(null)}
                >
                  <CloseIcon />
                </button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      {/* A category that failed to load says so once: its product list would only repeat the error. */}
      {failed ? null : <InfiniteProductList list={list} label={category.data?.category.name ?? t('browse.list.results')} rowHeading="h2" />}
    </section>
  );
}
