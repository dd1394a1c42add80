import { ShopAddress } from '../../../components/ShopAddress';
import { useTranslation } from 'react-i18next';
import type { Shop } from '../../../../shared/api/catalogue';
import { useFormat } from '../../../lib/use-format';

export function RetailerShops({
  retailerName,
  planned,
  stopOf,
  shops,
}: {
  retailerName: string;
  planned: number[];
  /** The shop's place in the route's visiting order (1 for the first stop), or null when the route does not reach it. */
  stopOf(shopId: number): number | null;
  shops: Array<Shop & { distance_m: number }>;
}) {
  const { t } = useTranslation();
  const { km } = useFormat();
  return (
    <details className="sh-shops sh-card">
      <summary>{t('shopping.detail.shops', { count: shops.length, retailer: retailerName })}</summary>
      <ul>
        {shops.map((s) => {
          const stop = stopOf(s.id);
          return (
            <li key={s.id} className={planned.includes(s.id) ? 'sh-shop-planned' : undefined}>
              <span>
                <ShopAddress address={s.address} source={s.source} />
              </span>
              <span className="muted sh-small num">
                {km(s.distance_m)}
                {planned.includes(s.id)
                  ? ` · ${stop === null ? t('shopping.detail.plannedShop') : t('shopping.detail.plannedStop', { n: stop })}`
                  : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
