import { useTranslation } from 'react-i18next';
import type { ShoppingList } from '../../../../shared/api/lists';
import { useFormat } from '../../../lib/use-format';
import { PlanPricesNote } from '../solutions/PlanPricesNote';

/** The list's cost at the cheapest prices in the zone, with its deposit, what no chain sells, and the prices' source. */
export function ListTotalNote({ list, className = '' }: { list: ShoppingList; className?: string }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const totals = list.totals;
  if (totals === undefined || !list.products.length) return null;
  if (totals === null) return <span className={`muted sh-small sh-list-total ${className}`}>{t('shopping.totals.noZone')}</span>;
  // Nothing on the list has a price in the zone: no total of 0 Ft, only that.
  if (totals.missing >= list.products.length)
    return (
      <span className={`sh-small sh-list-total sh-list-missing ${className}`} data-testid="list-total">
        {t('shopping.totals.noneSold')}
      </span>
    );
  return (
    <span className={`sh-list-total ${className}`} data-testid="list-total" data-value={totals.cheapest}>
      <strong className="num">{t('shopping.totals.cheapest', { total: ft(totals.cheapest) })}</strong>
      {totals.deposit ? <span className="muted sh-small num"> · {t('shopping.totals.deposit', { fee: ft(totals.deposit) })}</span> : null}
      {totals.missing ? <span className="sh-small sh-list-missing"> · {t('shopping.totals.missing', { count: totals.missing })}</span> : null}
      {totals.sources.observed + totals.sources.estimate ? (
        <span className="muted sh-small sh-list-sources">
          {' '}
          {t('shopping.totals.prices')} <PlanPricesNote sources={totals.sources} />
        </span>
      ) : null}
    </span>
  );
}

/** Before planning: what the whole list costs at each chain of the zone alone, cheapest first. */
export function ChainTotals({ list }: { list: ShoppingList }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const totals = list.totals;
  if (!totals || !totals.chains.length) return null;
  return (
    <section className="sh-card sh-chain-totals" aria-labelledby="sh-chain-totals-title" data-testid="chain-totals">
      <h2 id="sh-chain-totals-title">{t('shopping.totals.chainsTitle')}</h2>
      <ListTotalNote list={list} />
      <p className="muted sh-small">{t('shopping.totals.chainsHint')}</p>
      <ul>
        {totals.chains.map((c) => (
          <li key={c.retailer_id}>
            <span>{c.retailer_name}</span>
            <span className="num">
              {ft(c.total)}
              {c.missing ? <span className="muted sh-small"> · {t('shopping.totals.chainMissing', { count: c.missing })}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
