import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/api/catalogue';
import { loyaltyProgramme } from '../../../../shared/api/loyalty';
import { useFormat } from '../../../lib/use-format';

/**
 * What the shelf price alone does not say, as the price monitor reports it: a promotion's regular price ("was"), the
 * chain's loyalty price with its programme, the drink-container deposit on top, and how few of the chain's shops
 * carry the product.
 */
export function OfferTerms({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const promoted = p.regular_price != null && p.regular_price > p.price;
  const programme = loyaltyProgramme(p.retailer_name);
  const partial = p.shops_carrying != null && p.chain_shops != null && p.shops_carrying < p.chain_shops;
  if (!promoted && p.loyalty_price == null && !p.return_fee && !partial) return null;
  return (
    <ul className="br-offer-terms" data-testid="offer-terms">
      {promoted ? (
        <li>
          <strong>{t('browse.product.promotion')}</strong> <s className="num">{t('browse.product.was', { price: ft(p.regular_price!) })}</s>
        </li>
      ) : null}
      {p.loyalty_price != null ? (
        <li className="num">
          {programme
            ? t('browse.product.loyaltyNamed', { programme, price: ft(p.loyalty_price) })
            : t('browse.product.loyaltyChain', { chain: p.retailer_name, price: ft(p.loyalty_price) })}
        </li>
      ) : null}
      {p.return_fee ? <li className="num">{t('browse.product.deposit', { fee: ft(p.return_fee) })}</li> : null}
      {partial ? <li className="num">{t('browse.product.shopsCarrying', { carrying: p.shops_carrying!, count: p.chain_shops! })}</li> : null}
    </ul>
  );
}
