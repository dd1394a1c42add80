import { useTranslation } from 'react-i18next';
import type { PlanPriceSources, PlanProduct } from '../../../../shared/api/plans';
import { useFormat } from '../../../lib/use-format';

/** Where a plan's prices come from: all observed on a date, all estimates, or how many of each. */
export function PlanPricesNote({ sources: p }: { sources: PlanPriceSources }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const on = p.observed_on ? date(p.observed_on) : '';
  if (p.estimate === 0) return <>{t('shopping.solutions.pricesObserved', { date: on })}</>;
  if (p.observed === 0) return <span className="price-source is-estimate">{t('shopping.solutions.pricesEstimated')}</span>;
  return <>{t('shopping.solutions.pricesMixed', { count: p.estimate, observed: p.observed, date: on })}</>;
}

/** The same count for a plan's products as they are shown (a saved plan keeps the source of its day). */
export function priceSourcesOf(products: readonly PlanProduct[]): PlanPriceSources {
  let observed = 0;
  let estimate = 0;
  let observedOn: string | null = null;
  for (const p of products) {
    if (p.price_source?.kind === 'observed') {
      observed++;
      if (p.price_source.date && (observedOn === null || p.price_source.date > observedOn)) observedOn = p.price_source.date;
    } else estimate++;
  }
  return { observed, estimate, observed_on: observedOn };
}
