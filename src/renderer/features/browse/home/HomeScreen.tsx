import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Category, Product, Retailer } from '../../../../shared/api/catalogue';
import { ProductImage } from '../../../components/ProductImage';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { useAtomValue } from '../../../state/jotai';
import { sessionAtom } from '../../../state/session';
import { AddToListDialog } from '../add-to-list/AddToListDialog';
import { Carousel } from '../components/Carousel';
import { ProductCard } from '../components/ProductCard';
import { resource, useResource, type Loaded } from '../../../state/resource';
import type { HomeResponse } from '../../../../shared/api/catalogue';

/** Slides per view of each home carousel (SPEC §2). */
const PER_VIEW = { best: 3, popular: 4, vegan: 3, lactose: 3, category: 3 } as const;

/** The home screen of SPEC §2: five carousels, each with its loader, its empty text and its link. */
export function HomeScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const home = useResource(resource('home'));
  const [adding, setAdding] = useState<Product | null>(null);

  const productCarousel = (kind: 'best' | 'vegan' | 'lactose') => (
    <Section home={home} title={t(`browse.home.${kind}`)} pick={(d) => d[kind]}>
      {(items) => (
        <Carousel
          title={t(`browse.home.${kind}`)}
          to={`/products/${kind}`}
          items={items}
          perView={PER_VIEW[kind]}
          itemKey={(p) => p.id}
          renderItem={(p) => <ProductCard product={p} onAddToList={setAdding} />}
        />
      )}
    </Section>
  );

  return (
    <div className="br-home">
      <h1 className="br-home-title">{t('home.hello', { name: session?.firstname ?? '' })}</h1>
      {home.status === 'error' ? <ErrorState code={home.code ?? 'UNKNOWN'} onRetry={home.reload} /> : null}
      {productCarousel('best')}
      <Section home={home} title={t('browse.home.popular')} pick={(d) => d.popular}>
        {(items) => (
          <Carousel
            title={t('browse.home.popular')}
            items={items}
            perView={PER_VIEW.popular}
            itemKey={(r) => r.id}
            renderItem={(r) => <RetailerTile retailer={r} />}
          />
        )}
      </Section>
      {productCarousel('vegan')}
      {productCarousel('lactose')}
      <Section home={home} title={t('browse.home.category')} pick={(d) => d.category.filter((c) => c.parent_id === null)}>
        {(items) => (
          <Carousel
            title={t('browse.home.category')}
            items={items}
            perView={PER_VIEW.category}
            itemKey={(c) => c.id}
            renderItem={(c) => <CategoryTile category={c} />}
          />
        )}
      </Section>
      <AddToListDialog product={adding} onClose={() => setAdding(null)} />
    </div>
  );
}

/** A carousel's own states: loader while the home call runs, 'No Items' when its row is empty. */
function Section<T>({
  home,
  title,
  pick,
  children,
}: {
  home: Loaded<HomeResponse>;
  title: string;
  pick(d: HomeResponse): T[];
  children(items: T[]): React.ReactNode;
}) {
  const { t } = useTranslation();
  if (home.data) {
    const items = pick(home.data);
    if (items.length) return <>{children(items)}</>;
  }
  if (home.status === 'error' && !home.data) return null;
  return (
    <section className="br-carousel" aria-label={title}>
      <div className="br-carousel-head">
        <h2>{title}</h2>
      </div>
      {home.data ? <EmptyState text={t('common.noItems')} /> : <Spinner center />}
    </section>
  );
}

function RetailerTile({ retailer }: { retailer: Retailer }) {
  const { t } = useTranslation();
  return (
    <Link
      className="br-tile br-retailer-tile"
      to={`/products/popular/${retailer.id}`}
      aria-label={t('browse.home.retailerOffers', { name: retailer.name })}
      style={{ '--retailer': retailer.color } as React.CSSProperties}
    >
      {/* The chain's logo fills its frame in the chain's colour; the name stays written under it. */}
      <ProductImage photo={retailer.photo} alt={t('browse.home.retailerLogo', { name: retailer.name })} className="br-tile-photo br-retailer-logo" eager />
      <span className="br-tile-name">{retailer.name}</span>
    </Link>
  );
}

function CategoryTile({ category }: { category: Category }) {
  return (
    <Link className="br-tile br-category-tile" to={`/products/category/${category.id}`}>
      <ProductImage photo={category.photo} alt="" className="br-tile-photo" eager />
      <span className="br-tile-name">{category.name}</span>
    </Link>
  );
}
