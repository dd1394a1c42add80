import { PriceSourceNote } from '../../../components/PriceSourceNote';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/api/catalogue';
import { ProductImage } from '../../../components/ProductImage';
import { TrendIndicator } from '../../../components/TrendIndicator';
import { useFormat } from '../../../lib/use-format';
import { AddToListButton } from '../add-to-list/AddToListButton';
import { FavouriteToggle } from './FavouriteToggle';
import { Saving } from './Saving';
import { keepProse, keepUnits } from '../../../i18n/format';
import { OfferTerms } from '../product/OfferTerms';

interface Props {
  product: Product;
  onAddToList(p: Product): void;
  /** After a favourite call: the list refetches what it shows (SPEC §4). */
  onFavouriteDone(p: Product, ok: boolean): void;
  onOpen?(): void;
  /** h2 on a page whose only heading above is its h1 (a category), h3 under a dialog's h2 (search). */
  headingLevel?: 'h2' | 'h3';
}

/** The search row of SPEC §2: photo, name, price, saving, trend, description, favourite and add-to-list. */
export const ProductRow = memo(function ProductRow({ product, onAddToList, onFavouriteDone, onOpen, headingLevel: H = 'h3' }: Props) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  // The same product at several retailers would otherwise read as one name over and over.
  const who = product.retailer_name ? t('browse.row.who', { name: product.name, retailer: product.retailer_name }) : product.name;
  return (
    <article className="br-product-row" data-testid="product-row">
      <ProductImage photo={product.photo} alt="" className="br-product-row-photo" />
      <div className="br-product-row-main">
        <H className="br-product-row-name">
          <Link
            to={`/product/${product.id}`}
            className="br-stretched"
            onClick={onOpen}
            aria-label={t('browse.row.label', { name: product.name, retailer: product.retailer_name, price: ft(product.price) })}
          >
            {keepUnits(product.name)}
          </Link>
        </H>
        <div className="br-product-row-facts">
          <span className="br-price num">{ft(product.price)}</span>
          <span className="muted">{product.retailer_name}</span>
          <PriceSourceNote source={product.price_source} />
          <Saving amount={product.saving} />
          <TrendIndicator percent={product.trending} />
        </div>
        <OfferTerms product={product} compact />
        {product.description ? <p className="br-product-row-desc muted">{keepProse(product.description)}</p> : null}
      </div>
      <div className="br-product-row-actions">
        <FavouriteToggle
          product={product}
          name={who}
          onDone={(ok) => onFavouriteDone(product, ok)}
        />
        <AddToListButton product={product} onOpen={onAddToList} />
      </div>
    </article>
  );
});
