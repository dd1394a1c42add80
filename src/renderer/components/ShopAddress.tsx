import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { keepAddress } from '../i18n/format';

/** A modelled shop's address as the catalogue builder writes it: "1172 Budapest, Naplás út környéke". */
const AROUND = /^(\d{4}\s+[^,]+),\s*(.+?)\s+környéke$/u;

/**
 * A shop's address as the screens show it. A shop a model placed (source 'synthetic': a chain without an open shop
 * list) has no address of its own, only a street it lies near: it reads "Estimated location near Naplás út, 1172
 * Budapest", never as if it were an address. Pure, for the map's popups that are built as DOM.
 */
export function shopAddressText(address: string, source: string | null | undefined, t: TFunction): string {
  if (source !== 'synthetic') return keepAddress(address);
  const m = AROUND.exec(address.trim());
  return keepAddress(m ? t('shop.near', { street: m[2], place: m[1] }) : t('shop.nearUnknown', { address }));
}

/** A shop's address; a modelled shop's says it is an estimated location near a street (with why in its title). */
export function ShopAddress({ address, source, className }: { address: string; source: string | null | undefined; className?: string }) {
  const { t } = useTranslation();
  const text = shopAddressText(address, source, t);
  if (source !== 'synthetic') return <span className={`shop-address ${className ?? ''}`.trim()}>{text}</span>;
  return (
    <span className={`shop-address is-estimate ${className ?? ''}`.trim()} data-testid="shop-source" data-kind="estimate" title={t('shop.estimatedExplained')}>
      {text}
    </span>
  );
}
