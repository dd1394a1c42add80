import { useTranslation } from 'react-i18next';
import type { Retailer, Shop } from '../../../../shared/api/catalogue';
import { LIST_LOCALES, shoplessRetailers } from '../zone-logic';

/**
 * Says which chains have no real shop location (the built-in catalogue has none for chains OpenStreetMap's extract
 * lacks): their prices are shown, but they are on no map and in no route until a price update brings their shops.
 */
export function ShoplessNote({ retailers, shops, className }: { retailers: readonly Retailer[]; shops: readonly Shop[]; className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const missing = shoplessRetailers(retailers, shops);
  if (!missing.length) return null;
  const list = new Intl.ListFormat(LIST_LOCALES[lang] ?? lang, { type: 'conjunction' }).format(missing.map((r) => r.name));
  return (
    <p className={`muted shopless-note ${className ?? ''}`.trim()} data-testid="shopless-note" data-retailers={missing.map((r) => r.slug).join(' ')}>
      {t('zone.shopless', { count: missing.length, retailers: list })}
    </p>
  );
}
