import { useTranslation } from 'react-i18next';
import type { PriceSource } from '../../shared/api/catalogue';
import { useFormat } from '../lib/use-format';

/**
 * Where a price comes from, next to the price: "Árfigyelő, 24 November 2026" for an observed price, "Estimated price" for a
 * modelled one (with what it is in its title). Every price the app shows carries one.
 */
export function PriceSourceNote({ source, long = false }: { source: PriceSource | undefined; long?: boolean }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!source) return null;
  if (source.kind === 'observed') {
    const text = t('price.observed', { date: source.date ? date(source.date) : '' });
    return (
      <span className="price-source is-observed" data-testid="price-source" data-kind="observed">
        {long ? t('price.observedLong', { date: source.date ? date(source.date) : '' }) : text}
      </span>
    );
  }
  return (
    <span className="price-source is-estimate" data-testid="price-source" data-kind="estimate" title={t('price.estimateExplained')}>
      {long ? t('price.estimateLong', { date: source.date ? date(source.date) : '' }) : t('price.estimate')}
    </span>
  );
}

/**
 * Why an offer kept on a list, a plan or its page can no longer be bought here. An estimate the first update retired
 * (its chain is now priced by Árfigyelő, which never reported this modelled product) says so; an observed offer says
 * the monitor no longer reports it. Nothing for an offer on sale.
 */
export function UnavailableNote({ available, source, className }: { available: boolean | undefined; source: PriceSource | undefined; className?: string }) {
  const { t } = useTranslation();
  if (available !== false) return null;
  const withdrawn = source?.kind === 'estimate';
  return (
    <span className={`sh-unavailable ${className ?? ''}`.trim()} data-testid="unavailable" data-reason={withdrawn ? 'estimate-withdrawn' : 'not-reported'}>
      {withdrawn ? t('price.estimateWithdrawn') : t('price.unavailable')}
    </span>
  );
}
