import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CollectionKind } from '../../../../shared/api/catalogue';
import { RULES } from '../../../../shared/rules';
import { BackHeader } from '../../../components/BackHeader';
import { ErrorState } from '../../../components/States';
import { SearchAction } from '../search/SearchAction';
import { kosar, unwrap } from '../../../lib/bridge';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { InfiniteProductList } from './InfiniteProductList';
import { parseId } from './parse-id';
import { useResource } from '../../../state/resource';
import { RETAILERS } from '../../../state/user-data';
import { usePagedProducts } from './use-paged';

/** /products/best, /products/vegan, /products/lactose: the home carousels' "see all", built like the category list. */
export function CollectionScreen({ kind }: { kind: Exclude<CollectionKind, 'popular'> }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const title = t(`browse.collection.${kind}`);
  return (
    <section className="br-listing">
      <BackHeader title={title} />
      {kind === 'best' ? (
        <p className="muted" data-testid="best-offer-rule">
          {t('browse.collection.bestRule', { amount: ft(RULES.bestOffer.minSavingFt), percent: RULES.bestOffer.minSavingPercent })}
        </p>
      ) : null}
      <CollectionList kind={kind} label={title} />
    </section>
  );
}

/** /products/popular/{id}: one retailer's offers. */
export function PopularScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const retailers = useResource(RETAILERS);
  const retailer = retailers.data?.retailers.find((r) => r.id === id);
  const title = retailer ? t('browse.collection.popular', { name: retailer.name }) : t('browse.collection.popularUnknown');
  if (id === null || (retailers.data && !retailer)) {
    return (
      <section className="br-listing">
        <BackHeader title={t('browse.collection.popularUnknown')} />
        <ErrorState code="NOT_FOUND" notFound={t('browse.collection.notFound')} notFoundAction={<SearchAction />} />
      </section>
    );
  }
  return (
    <section className="br-listing">
      <BackHeader title={title} />
      <CollectionList kind="popular" retailerId={id} label={title} />
    </section>
  );
}

function CollectionList({ kind, retailerId, label }: { kind: CollectionKind; retailerId?: number; label: string }) {
  const lang = useLanguage();
  const list = usePagedProducts(
    `collection:${kind}:${retailerId ?? ''}:${lang}`,
    async (page) => (await unwrap(kosar().api('collection', { params: { kind }, query: { page, retailer_id: retailerId } }))).items,
    RULES.categoryPageSize,
  );
  return <InfiniteProductList list={list} label={label} rowHeading="h2" />;
}
