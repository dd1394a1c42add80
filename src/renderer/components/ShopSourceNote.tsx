import { useTranslation } from 'react-i18next';

/**
 * Marks a shop whose location is modelled (placed by the catalogue builder for a chain without open location data)
 * rather than taken from the price monitor's shop list or OpenStreetMap. Nothing for a real shop.
 */
export function ShopSourceNote({ source }: { source: string | undefined | null }) {
  const { t } = useTranslation();
  if (source !== 'synthetic') return null;
  return (
    <span className="price-source is-estimate" data-testid="shop-source" data-kind="estimate" title={t('shop.estimatedExplained')}>
      {t('shop.estimated')}
    </span>
  );
}
