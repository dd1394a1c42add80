import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/api/catalogue';
import { loyaltyProgramme } from '../../../../shared/api/loyalty';
import { useFormat } from '../../../lib/use-format';

/** What OfferTerms reads of an offer: product answers, list lines and plan lines all carry it. */
export type OfferTermsOf = Pick<Product, 'price' | 'retailer_name' | 'regular_price' | 'loyalty_price' | 'return_fee' | 'shops_carrying' | 'chain_shops'>;

interface Props {
  product: OfferTermsOf;
  /** One short line for cards, list lines and plan lines; the product page lists the terms in full. */
  compact?: boolean;
  /** The deposit is already inside the price shown (a plan's prices): say "incl." rather than "+". */
  depositIncluded?: boolean;
}

/**
 * What the shelf price alone does not say, as the price monitor reports it: a promotion's regular price ("was"), the
 * chain's loyalty price with its programme, the drink-container deposit on top, and how few of the chain's shops
 * carry the product.
 */
export function OfferTerms({ product: p, compact = false, depositIncluded = false }: Props) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const promoted = p.regular_price != null && p.regular_price > p.price;
  const programme = loyaltyProgramme(p.retailer_name);
  const partial = p.shops_carrying != null && p.chain_shops != null && p.shops_carrying < p.chain_shops;
  if (!promoted && p.loyalty_price == null && !p.return_fee && !partial) return null;
  const loyalty =
    p.loyalty_price == null
      ? null
      : programme
        ? t('browse.product.loyaltyNamed', { programme, price: ft(p.loyalty_price) })
        : t(compact ? 'browse.product.loyaltyChainShort' : 'browse.product.loyaltyChain', { chain: p.retailer_name, price: ft(p.loyalty_price) });
  const deposit = p.return_fee ? t(depositIncluded ? 'browse.product.depositIncluded' : 'browse.product.deposit', { fee: ft(p.return_fee) }) : null;
  const shops = partial
    ? t(compact ? 'browse.product.shopsCarryingShort' : 'browse.product.shopsCarrying', { carrying: p.shops_carrying!, count: p.chain_shops! })
    : null;
  // The product page lists the terms; a card or a line says them in one short run of text, not a list inside its list.
  const Box = compact ? 'p' : 'ul';
  const Item = compact ? 'span' : 'li';
  return (
    <Box className={compact ? 'br-offer-terms br-offer-terms-compact' : 'br-offer-terms'} data-testid="offer-terms">
      {promoted ? (
        <Item className="br-offer-promo">
          <strong>{t('browse.product.promotion')}</strong> <s className="num">{t('browse.product.was', { price: ft(p.regular_price!) })}</s>
        </Item>
      ) : null}
      {loyalty ? <Item className="num br-offer-loyalty">{loyalty}</Item> : null}
      {deposit ? <Item className="num">{deposit}</Item> : null}
      {shops ? <Item className="num br-offer-few">{shops}</Item> : null}
    </Box>
  );
}
