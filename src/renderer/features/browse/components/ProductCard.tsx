import { ShopAddress } from '../../../components/ShopAddress';
import { useTranslation } from 'react-i18next';
import { PriceSourceNote } from '../../../components/PriceSourceNote';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/api/catalogue';
import { ProductImage } from '../../../components/ProductImage';
import { TrendIndicator } from '../../../components/TrendIndicator';
import { useFormat } from '../../../lib/use-format';
import { AddToListButton } from '../add-to-list/AddToListButton';
import { FavouriteToggle } from './FavouriteToggle';
import { WatchButton } from '../../alerts/WatchButton';
import { Saving } from './Saving';
import { keepUnits } from '../../../i18n/format';
import { OfferTerms } from '../product/OfferTerms';

interface Props {
  product: Product;
  onAddToList(p: Product): void;
  headingLevel?: 'h2' | 'h3';
  /** Offers the price-alert bell beside the heart (the favourites). */
  watchable?: boolean;
}

/** SPEC §2 product card; the favourite flag flips after the call whatever its result (SPEC §4). */
export function ProductCard({ product, onAddToList, headingLevel: H = 'h3', watchable = false }: Props) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const who = product.retailer_name ? t('browse.row.who', { name: product.name, retailer: product.retailer_name }) : product.name;
  return (
    <article className="br-product-card" data-testid="product-card">
      <ProductImage photo={product.photo} alt="" />
      <div className="br-product-card-body">
        <H className="br-product-card-name">
          <Link
            to={`/product/${product.id}`}
            className="br-stretched"
            aria-label={t('browse.row.label', { name: product.name, retailer: product.retailer_name, price: ft(product.price) })}
          >
            {keepUnits(product.name)}
          </Link>
        </H>
        <p className="br-product-card-where muted">
          <span className="br-retailer-name">{product.retailer_name}</span>
          {product.address ? (
            <ShopAddress address={product.address} source={product.address_source} />
          ) : null}
        </p>
        <div className="br-product-card-facts">
          <span className="br-price num">{ft(product.price)}</span>
          <TrendIndicator percent={product.trending} />
        </div>
        <OfferTerms product={product} compact />
        <PriceSourceNote source={product.price_source} />
        <Saving amount={product.saving} />
      </div>
      <div className="br-product-card-actions">
        <FavouriteToggle product={product} name={who} card />
        {watchable ? <WatchButton productId={product.id} name={who} /> : null}
        <AddToListButton product={product} onOpen={onAddToList} />
      </div>
    </article>
  );
}
