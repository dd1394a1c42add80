import { useTranslation } from 'react-i18next';
import { trendOf } from '../../shared/rules';
import { formatPercent } from '../i18n/format';
import { useLanguage } from '../lib/use-format';

/**
 * SPEC §4: above +2 an up arrow (good), below -2 a down arrow (danger), flat between. null is no trend yet (too few
 * observed days): said in words, the same on home, favourites and the product page, never drawn as a flat 0%.
 */
export function TrendIndicator({ percent }: { percent: number | null | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (percent === null) {
    return (
      <span className="trend trend-none muted" data-testid="trend-none" title={t('trend.definition')}>
        {t('trend.none')}
      </span>
    );
  }
  const trend = trendOf(percent);
  const arrow = trend === 'up' ? '▲' : trend === 'down' ? '▼' : '▬';
  const value = percent ?? 0;
  return (
    <span className={`trend trend-${trend}`} title={t('trend.definition')}>
      <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">{t(`trend.${trend}`)}</span> <span className="num">{formatPercent(Math.abs(value), lang)}</span>
    </span>
  );
}
