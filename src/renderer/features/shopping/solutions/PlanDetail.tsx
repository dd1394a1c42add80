import { ShopAddress } from '../../../components/ShopAddress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Retailer, Shop } from '../../../../shared/api/catalogue';
import type { PlanVersion } from '../../../../shared/api/plans';
import { EmptyState } from '../../../components/States';
import { useFormat } from '../../../lib/use-format';
import { useSetAtom } from '../../../state/jotai';
import { savePlanAtom } from '../atoms';
import { useWriteFeedback } from '../components/feedback';
import { retailerShopsInZone, type ZonePoint } from '../logic';
import { MissingItems } from './Advice';
import { RouteMap } from './RouteMap';
import { ShoplessNote } from '../../zone/components/ShoplessNote';
import { PlanProductCard } from './PlanProductCard';
import { RetailerShops } from './RetailerShops';
import { PlanChangesPanel } from './PlanChangesPanel';
import { PriceTable, subtotalOf } from './PriceTable';
import { Checklist } from './Checklist';
import { PlanTermsNote } from './PlanTermsNote';
import { useShopAgain } from '../management/use-shop-again';
import { RepeatIcon } from '../../../components/icons';
import { TakeAlong } from './TakeAlong';

export interface Loaded {
  version: PlanVersion;
  zone: ZonePoint | null;
  shops: Shop[];
  retailers: Retailer[];
}

export function PlanDetail({ version, zone, shops, retailers }: Loaded) {
  const { t } = useTranslation();
  const { ft, km } = useFormat();
  const navigate = useNavigate();
  const save = useSetAtom(savePlanAtom);
  const { failed, done } = useWriteFeedback();
  const [saving, setSaving] = useState(false);
  const { shopAgain, busy: copying } = useShopAgain();
  const [tab, setTab] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const colorOf = (retailerId: number) => retailers.find((r) => r.id === retailerId)?.color ?? '';

  const shopById = new Map(version.retailers.flatMap((r) => r.shop.map((s) => [s.id, { ...s, retailerId: r.id }] as const)));
  const stops = (version.route?.stops ?? []).map((s) => ({ ...s, shop: shopById.get(s.shop_id) }));

  const onSave = async () => {
    setSaving(true);
    try {
      await save(version.id);
      done(t('shopping.toast.planSaved'));
      navigate('/shopping/management');
    } catch (err) {
      failed(err);
      setSaving(false);
    }
  };

  const onTabKey = (e: React.KeyboardEvent) => {
    const n = version.retailers.length;
    // From the tab that has the focus (a click or a screen reader may have moved it), else from the selected one.
    const focused = tabs.current.findIndex((el) => el === document.activeElement);
    const from = focused >= 0 ? focused : tab;
    const to =
      e.key === 'ArrowRight' ? (from + 1) % n : e.key === 'ArrowLeft' ? (from - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : null;
    if (to === null) return;
    e.preventDefault();
    setTab(to);
    tabs.current[to]?.focus();
  };

  const current = version.retailers[tab];
  const withTrip = version.travel_included === true && version.net_total !== undefined && !!version.route;
  return (
    <>
      {version.prices_changed ? (
        <p className="alert alert-info sh-prices-changed" role="note">
          {t('shopping.detail.pricesChanged')}
        </p>
      ) : null}
      {version.changes ? <PlanChangesPanel changes={version.changes} listId={version.list_id} /> : null}
      {/* The same totals, labelled the same way, as the plan's card: goods only, or goods and the trip. */}
      <dl className="sh-figures sh-card">
        <div>
          <dt>{t(withTrip ? 'shopping.solutions.totalWithTrip' : 'shopping.solutions.totalGoods')}</dt>
          <dd className="num sh-big" data-testid="plan-total" data-goods={version.total}>
            {ft(withTrip ? version.net_total! : version.total)}
          </dd>
          {withTrip ? (
            <dd className="sh-small muted sh-breakdown" data-testid="plan-breakdown">
              {t('shopping.solutions.totalBreakdown', { goods: ft(version.total), trip: ft(version.route!.travel_cost), km: km(version.route!.km * 1000) })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt>{t('shopping.detail.stores')}</dt>
          <dd className="num">{version.retailers.length}</dd>
        </div>
        {version.route && !withTrip ? (
          <div>
            <dt>{t('shopping.solutions.route')}</dt>
            <dd className="num" data-testid="plan-route">{t('shopping.solutions.routeNotCounted', { km: km(version.route.km * 1000) })}</dd>
          </div>
        ) : null}
      </dl>
      <PlanTermsNote terms={version.terms} />
      <MissingItems items={version.missing ?? []} />
      <ShoplessNote retailers={retailers} shops={shops} className="sh-small" />

      <div role="tablist" aria-label={t('shopping.detail.tabs')} className="sh-tabs" onKeyDown={onTabKey}>
        {version.retailers.map((r, i) => (
          <button
            key={r.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`sh-tab-${r.id}`}
            aria-selected={i === tab}
            aria-controls={`sh-panel-${r.id}`}
            tabIndex={i === tab ? 0 : -1}
            className="sh-tab"
            onClick={() => setTab(i)}
          >
            <span className="sh-chip" style={{ '--chip': colorOf(r.id) } as React.CSSProperties} aria-hidden="true" />
            {r.name}
            <span className="muted sh-small">({r.products.length})</span>
          </button>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`sh-panel-${current.id}`} aria-labelledby={`sh-tab-${current.id}`} tabIndex={0} className="sh-panel">
          {/* The heading of the shop's products (their names are h3): the outline goes h1, h2, h3 without a jump. */}
          <h2 className="sh-subtotal" data-testid="store-subtotal">
            {t('shopping.follow.subtotal', { retailer: current.name, total: ft(subtotalOf(current.products)) })}
          </h2>
          {current.products.length ? (
            <ul className="card-grid sh-products">
              {current.products.map((p, i) => (
                <PlanProductCard key={p.id ?? i} product={p} retailer={current.name} />
              ))}
            </ul>
          ) : (
            <EmptyState text={t('browse.list.empty')} />
          )}
          <RetailerShops
            retailerName={current.name}
            planned={current.shop.map((s) => s.id)}
            stopOf={(shopId) => {
              const at = stops.findIndex((s) => s.shop_id === shopId);
              return at < 0 ? null : at + 1;
            }}
            shops={zone ? retailerShopsInZone(shops, current.id, zone) : current.shop.map((s) => ({ ...s, distance_m: s.distance_m ?? 0 }))}
          />
        </div>
      ) : null}

      {version.retailers.length > 1 ? <PriceTable version={version} /> : null}

      {stops.length ? (
        <section className="sh-route sh-card" aria-labelledby="sh-route-title">
          <h2 id="sh-route-title">{t('shopping.detail.route')}</h2>
          <div className="sh-route-body">
            <RouteMap
              zone={zone}
              label={t('shopping.detail.mapLabel', { stops: stops.map((s, i) => `${i + 1}. ${s.retailer_name}`).join(', ') })}
              stops={stops.flatMap((s) => (s.shop ? [{ latitude: s.shop.latitude, longitude: s.shop.longitude, color: colorOf(s.shop.retailerId) }] : []))}
            />
            <ol className="sh-stops">
              <li className="sh-stop-start">{t('shopping.detail.start')}</li>
              {stops.map((s, i) => (
                <li key={s.shop_id}>
                  <span className="sh-stop-num" aria-hidden="true" style={{ '--chip': s.shop ? colorOf(s.shop.retailerId) : undefined } as React.CSSProperties}>
                    {i + 1}
                  </span>
                  <span className="sh-stop-text">
                    <strong>{s.retailer_name}</strong>
                    <ShopAddress address={s.address} source={s.shop?.source} className="muted sh-small" />
                  </span>
                </li>
              ))}
              <li className="sh-stop-start">{t('shopping.detail.end')}</li>
            </ol>
          </div>
        </section>
      ) : null}

      <Checklist version={version} />
      <TakeAlong version={version} />

      <div className="sh-actions sh-detail-actions">
        {version.saved === 1 ? (
          <p className="muted">{t('shopping.detail.alreadySaved')}</p>
        ) : (
          <button type="button" className="btn btn-primary" disabled={saving} aria-busy={saving} onClick={() => void onSave()}>
            {t('shopping.detail.save')}
          </button>
        )}
        <button type="button" className="btn" aria-disabled={copying} aria-busy={copying} onClick={() => void shopAgain('plan', version.id, version.name)}>
          <RepeatIcon />
          {t('shopping.again.button')}
        </button>
      </div>
    </>
  );
}
