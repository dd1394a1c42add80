import { PlanPricesNote, priceSourcesOf } from './PlanPricesNote';
import { useTranslation } from 'react-i18next';
import type { PlanProduct, PlanVersion } from '../../../../shared/api/plans';
import { useFormat } from '../../../lib/use-format';
import { lineTotal } from '../logic';
import { keepUnits } from '../../../i18n/format';
import { OfferTerms } from '../../browse/product/OfferTerms';
import { planLineTerms } from './PlanProductCard';

/** What a store's share of the plan costs, at the plan's prices. */
export function subtotalOf(products: readonly PlanProduct[]): number {
  return products.reduce((sum, p) => sum + lineTotal(p.price, p.quantity), 0);
}

/** Every item against every store of the plan: the chosen price marked, what it costs at the others today. */
export function PriceTable({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const stores = version.retailers;
  return (
    <section className="sh-card sh-price-table" aria-labelledby="sh-price-table-title">
      <h2 id="sh-price-table-title">{t('shopping.follow.tableTitle')}</h2>
      {/* Where the plan's prices come from, as on its card: every price in the app says so. */}
      <p className="muted sh-small" data-testid="price-table-sources">
        <PlanPricesNote sources={priceSourcesOf(stores.flatMap((r) => r.products))} />
      </p>
      <p className="muted sh-small">{t('shopping.follow.tableHint')}</p>
      {/* Wider than a phone: the region scrolls sideways, and takes the focus so arrow keys can scroll it. */}
      <div className="sh-table-scroll" role="region" aria-labelledby="sh-price-table-title" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('shopping.follow.item')}</th>
              {stores.map((r) => (
                <th key={r.id} scope="col" className="num">
                  {r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stores.flatMap((r) =>
              r.products.map((p, i) => (
                <tr key={`${r.id}-${p.id ?? i}`}>
                  <th scope="row">
                    {keepUnits(p.name)}
                    <OfferTerms product={planLineTerms(p, r.name)} compact depositIncluded />
                  </th>
                  {stores.map((col) => {
                    // What the item's quantity costs, so that a column's ticked cells add up to its subtotal; the
                    // price of one beside it when more than one is bought.
                    const cost = (price: number) => (
                      <>
                        {ft(lineTotal(price, p.quantity))}
                        {p.quantity !== 1 ? (
                          <span className="sh-each" data-testid="each-price">
                            {t('shopping.follow.each', { quantity: p.quantity, price: ft(price) })}
                          </span>
                        ) : null}
                      </>
                    );
                    if (col.id === r.id) {
                      return (
                        <td key={col.id} className="num sh-chosen" data-testid="chosen-price" data-value={lineTotal(p.price, p.quantity)}>
                          <span aria-hidden="true">✓ </span>
                          {cost(p.price)}
                          <span className="visually-hidden"> {t('shopping.follow.chosen')}</span>
                        </td>
                      );
                    }
                    const other = p.others?.find((o) => o.retailer_id === col.id);
                    return (
                      <td key={col.id} className="num muted">
                        {other?.price != null ? cost(other.price) : <span aria-label={t('shopping.follow.notSold')}>–</span>}
                        {/* Another product priced in this item's place is named, and marked as a similar product. */}
                        {other?.price != null && other.similar && other.name ? (
                          <span className="sh-standin" data-testid="similar-product">
                            <span className="sh-standin-label">{t('shopping.follow.similar')}</span> {keepUnits(other.name)}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              )),
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('shopping.follow.subtotalShort')}</th>
              {stores.map((r) => (
                <td key={r.id} className="num" data-testid="table-subtotal" data-value={subtotalOf(r.products)}>
                  {ft(subtotalOf(r.products))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
