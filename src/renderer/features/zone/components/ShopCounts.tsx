import { useTranslation } from 'react-i18next';
import { ShopAddress } from '../../../components/ShopAddress';
import { useFormat } from '../../../lib/use-format';
import type { RetailerCount, ShopInZone } from '../zone-logic';

interface Props {
  hasMarker: boolean;
  counts: RetailerCount[];
  shops: ShopInZone[];
}

/** The side list of SPEC §2: the total in the zone and a count per chosen retailer; each opens to its shops' addresses. */
export function ShopCounts({ hasMarker, counts, shops }: Props) {
  const { t } = useTranslation();
  const { km } = useFormat();
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <section className="zone-counts" aria-labelledby="zone-counts-title">
      <h2 id="zone-counts-title">{t('zone.shopsTitle')}</h2>
      {hasMarker ? (
        <p className="zone-total" data-testid="zone-total" data-count={total} aria-live="polite">
          {t('zone.total', { count: total })}
        </p>
      ) : (
        <p className="muted">{t('zone.placeFirst')}</p>
      )}
      <ul className="zone-count-list">
        {counts.map(({ retailer, count }) => {
          const own = shops.filter((s) => s.retailer_id === retailer.id);
          return (
            <li
              key={retailer.id}
              data-testid="zone-retailer-count"
              data-retailer={retailer.name}
              data-count={hasMarker ? count : 0}
            >
              <details>
                <summary>
                  <span className="zone-chip" style={{ background: retailer.color }} aria-hidden="true" />
                  <span className="zone-count-name">{retailer.name}</span>
                  <span className="zone-count-value num">{hasMarker ? count : '–'}</span>
                </summary>
                {own.length ? (
                  <ul className="zone-shop-list">
                    {own.map((s) => (
                      <li key={s.id}>
                        <ShopAddress address={s.address} source={s.source} />
                        <span className="muted num">{km(s.distance_m)}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted zone-shop-none">{t('zone.noShopsOfRetailer')}</p>
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
