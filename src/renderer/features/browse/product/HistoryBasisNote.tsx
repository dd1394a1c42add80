import { useTranslation } from 'react-i18next';
import type { HistoryBasis } from '../../../../shared/api/catalogue';
import { TREND_WINDOW_WEEKS } from '../../../../shared/definitions';
import { useFormat } from '../../../lib/use-format';

/** Observed days a trend needs at the least: one in the current week and one in each of the TREND_WINDOW_WEEKS before. */
const TREND_DAYS = TREND_WINDOW_WEEKS + 1;

/**
 * An observed history with too few observed days for a trend (the server's trend is then null too): the trend is not
 * shown rather than shown as a flat 0%.
 */
export function trendPending(basis: HistoryBasis | null | undefined): boolean {
  return !!basis && basis.kind === 'observed' && basis.days < TREND_DAYS;
}

/** What the trend and the 12-month low rest on: the monitor's observations (and their days) or modelled prices. */
export function HistoryBasisNote({ basis }: { basis: HistoryBasis | null | undefined }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!basis) return null;
  return (
    <span className="muted br-history-basis" data-testid="history-basis" data-kind={basis.kind}>
      {basis.kind === 'observed'
        ? t('history.observed', { count: basis.days, since: date(basis.since), until: date(basis.until) })
        : t('history.modelled')}
    </span>
  );
}
