import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/api/catalogue';
import { BackHeader } from '../../../components/BackHeader';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { AddToListDialog } from '../add-to-list/AddToListDialog';
import { ProductCard } from '../components/ProductCard';
import { useResource } from '../../../state/resource';
import { FAVOURITES } from '../../../state/user-data';

/** /favour of SPEC §2: the grid of favourite product cards; a toggle refreshes the grid afterwards (the store invalidates the favourites). */
export function FavouritesScreen() {
  const { t } = useTranslation();
  const favourites = useResource(FAVOURITES, { pick: (d) => d.favorites });
  const [adding, setAdding] = useState<Product | null>(null);
  const items = favourites.data;

  return (
    <section className="br-favourites">
      <BackHeader title={t('browse.favourites.title')} to="/" />
      {!items ? (
        favourites.status === 'error' ? (
          <ErrorState code={favourites.code ?? 'UNKNOWN'} onRetry={favourites.reload} />
        ) : (
          <Spinner center />
        )
      ) : items.length === 0 ? (
        <EmptyState text={t('browse.favourites.empty')} />
      ) : (
        <ul className="card-grid br-card-grid" aria-label={t('browse.favourites.title')} aria-busy={favourites.status === 'loading'}>
          {items.map((p) => (
            <li key={`${p.id}:${p.isFavorite}`}>
              <ProductCard product={p} headingLevel="h2" onAddToList={setAdding} watchable />
            </li>
          ))}
        </ul>
      )}
      {items && favourites.status === 'error' ? (
        <ErrorState code={favourites.code ?? 'UNKNOWN'} onRetry={favourites.reload} />
      ) : null}
      <AddToListDialog product={adding} onClose={() => setAdding(null)} />
    </section>
  );
}
