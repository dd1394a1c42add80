import { PriceSourceNote, UnavailableNote } from '../../../components/PriceSourceNote';
import { useTranslation } from 'react-i18next';
import type { PlanProduct } from '../../../../shared/api/plans';
import { ProductImage } from '../../../components/ProductImage';
import { useFormat } from '../../../lib/use-format';
import { useUnit } from '../components/feedback';
import { lineTotal, totalAmount } from '../logic';
import { keepUnits } from '../../../i18n/format';
import { OfferTerms } from '../../browse/product/OfferTerms';

/** A plan line's terms as OfferTerms reads them: its price carries the deposit, which is said as included. */
export function planLineTerms(p: PlanProduct, retailer: string) {
  return { ...p, price: p.price - (p.deposit ?? 0), retailer_name: retailer, return_fee: p.deposit ?? 0 };
}

export function PlanProductCard({ product: p, retailer }: { product: PlanProduct; retailer: string }) {
  const { t } = useTranslation();
  const { ft, amount: amountOf } = useFormat();
  const unit = useUnit();
  const amount = totalAmount(p.package, p.quantity);
  return (
    <li className="sh-card sh-product" data-testid="plan-product">
      <ProductImage photo={p.photo} alt="" className="sh-product-photo" />
      <div className="sh-product-body">
        <h3 className="sh-product-name">{keepUnits(p.name)}</h3>
        {p.kind_name ? (
          <p className="sh-small sh-any-brand">{t('shopping.detail.kindChoice', { kind: p.kind_name, name: keepUnits(p.name), quantity: p.quantity })}</p>
        ) : null}
        <p className="num">
          {ft(p.price)}
          {p.current_price != null ? (
            <span className="sh-price-now"> · {t('shopping.detail.nowPrice', { price: ft(p.current_price) })}</span>
          ) : null}
        </p>
        <OfferTerms product={planLineTerms(p, retailer)} compact depositIncluded />
        <p className="sh-small">
          <PriceSourceNote source={p.price_source} />
          {p.available === false ? ' ' : null}
          <UnavailableNote available={p.available} source={p.price_source} />
        </p>
        {p.package !== null ? (
          <p className="muted sh-small">{t('shopping.detail.package', { package: amountOf(p.package, p.unit ?? '', unit) })}</p>
        ) : null}
        <p className="sh-small">
          {amount !== null
            ? t('shopping.detail.quantityTotal', { quantity: p.quantity, amount: amountOf(amount, p.unit ?? '', unit) })
            : t('shopping.detail.quantity', { quantity: p.quantity })}
        </p>
        <p className="sh-line-total">
          <span className="muted sh-small">{t('shopping.detail.lineTotal')}</span>{' '}
          <strong className="num" data-testid="line-total" data-value={lineTotal(p.price, p.quantity)}>
            {ft(lineTotal(p.price, p.quantity))}
          </strong>
        </p>
      </div>
    </li>
  );
}
