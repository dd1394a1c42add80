import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { RULES } from '../../../../shared/rules';
import { BackHeader } from '../../../components/BackHeader';
import { ErrorState, Skeleton } from '../../../components/States';
import { SearchAction } from '../search/SearchAction';
import { kosar, unwrap } from '../../../lib/bridge';
import { useLanguage } from '../../../lib/use-format';
import { CategorySelect } from '../components/CategorySelect';
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
          <CategorySelect
            label={t('browse.category.sub')}
            allText={t('browse.category.all')}
            clearLabel={t('browse.category.clearSub')}
            options={subs}
            value={sub}
            onChange={setSub}
          />
        </div>
      ) : null}
      {/* A category that failed to load says so once: its product list would only repeat the error. */}
      {failed ? null : <InfiniteProductList list={list} label={category.data?.category.name ?? t('browse.list.results')} rowHeading="h2" />}
    </section>
  );
}
