import { PriceSourceNote } from '../../../components/PriceSourceNote';
import { ShopSourceNote } from '../../../components/ShopSourceNote';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Retailer, Shop } from '../../../../shared/api/catalogue';
import type { PlanProduct, PlanVersion } from '../../../../shared/api/plans';
import { AppError } from '../../../../shared/errors';
import { ProductImage } from '../../../components/ProductImage';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { CloseIcon } from '../../../components/icons';
import { kosar, unwrap } from '../../../lib/bridge';
import { useRemote } from '../../../lib/remote';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { useSetAtom } from '../../../state/jotai';
import { savePlanAtom } from '../atoms';
import { useUnit, useWriteFeedback } from '../components/feedback';
import { lineTotal, retailerShopsInZone, totalAmount, type ZonePoint } from '../logic';
import { MissingItems } from './Advice';
import { RouteMap } from './RouteMap';

interface Loaded {
  version: PlanVersion;
  zone: ZonePoint | null;
  shops: Shop[];
  retailers: Retailer[];
}

/** /shopping/solutions/{id}: what to buy where, the shops and the route; Save while not saved (SPEC §2). */
export function PlanDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const planId = Number(id);
  const navigate = useNavigate();
  const lang = useLanguage();
  const remote = useRemote<Loaded>(async () => {
    if (!Number.isInteger(planId) || planId <= 0) throw new AppError('NOT_FOUND');
    // The map and the shop lists are extras: the plan shows even when they cannot be loaded.
    const [{ version }, zone, shops, retailers] = await Promise.all([
      unwrap(kosar().lists.planVersion({ id: planId })),
      unwrap(kosar().zone.get()).catch(() => null),
      unwrap(kosar().catalogue.shops()).then((r) => r.shops, () => [] as Shop[]),
      unwrap(kosar().catalogue.retailers()).then((r) => r.retailers, () => [] as Retailer[]),
    ]);
    const z = zone && zone.latitude !== null && zone.longitude !== null ? { latitude: zone.latitude, longitude: zone.longitude, radiusM: zone.diameter ?? 0 } : null;
    return { version, zone: z, shops, retailers };
  }, [planId, lang]);

  const head = (
    <div className="back-header sh-detail-head">
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => navigate(-1)}>
        <CloseIcon />
      </button>
      <h1>{t('shopping.detail.title')}</h1>
    </div>
  );
  if (remote.status === 'loading') {
    return (
      <section>
        {head}
        <Spinner center />
      </section>
    );
  }
  if (remote.status === 'error') {
    return (
      <section>
        {head}
        <ErrorState code={remote.code} onRetry={remote.reload} notFound={t('shopping.detail.notFound')} />
      </section>
    );
  }
  return (
    <section className="sh-detail">
      {head}
      <PlanDetail {...remote.data} />
    </section>
  );
}

function PlanDetail({ version, zone, shops, retailers }: Loaded) {
  const { t } = useTranslation();
  const { ft, km } = useFormat();
  const navigate = useNavigate();
  const save = useSetAtom(savePlanAtom);
  const { failed, done } = useWriteFeedback();
  const [saving, setSaving] = useState(false);
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
  return (
    <>
      {version.prices_changed ? (
        <p className="alert alert-info sh-prices-changed" role="note">
          {t('shopping.detail.pricesChanged')}
        </p>
      ) : null}
      <dl className="sh-figures sh-card">
        <div>
          <dt>{t('shopping.solutions.total')}</dt>
          <dd className="num sh-big" data-testid="plan-total">
            {ft(version.total)}
          </dd>
        </div>
        <div>
          <dt>{t('shopping.detail.stores')}</dt>
          <dd className="num">{version.retailers.length}</dd>
        </div>
        {version.route ? (
          <div>
            <dt>{t('shopping.solutions.route')}</dt>
            <dd className="num">{t('shopping.solutions.routeValue', { km: km(version.route.km * 1000), cost: ft(version.route.travel_cost) })}</dd>
          </div>
        ) : null}
      </dl>
      <MissingItems items={version.missing ?? []} />

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
          {current.products.length ? (
            <ul className="sh-products">
              {current.products.map((p, i) => (
                <PlanProductCard key={p.id ?? i} product={p} />
              ))}
            </ul>
          ) : (
            <EmptyState text={t('shopping.drawer.noProducts')} />
          )}
          <RetailerShops
            retailerName={current.name}
            planned={current.shop.map((s) => s.id)}
            shops={zone ? retailerShopsInZone(shops, current.id, zone) : current.shop.map((s) => ({ ...s, distance_m: s.distance_m ?? 0 }))}
          />
        </div>
      ) : null}

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
                    <span className="muted sh-small">{s.address}</span>
                    <ShopSourceNote source={s.shop?.source} />
                  </span>
                </li>
              ))}
              <li className="sh-stop-start">{t('shopping.detail.end')}</li>
            </ol>
          </div>
        </section>
      ) : null}

      <div className="sh-actions sh-detail-actions">
        {version.saved === 1 ? (
          <p className="muted">{t('shopping.detail.alreadySaved')}</p>
        ) : (
          <button type="button" className="btn btn-primary" disabled={saving} aria-busy={saving} onClick={() => void onSave()}>
            {t('shopping.detail.save')}
          </button>
        )}
      </div>
    </>
  );
}

function PlanProductCard({ product: p }: { product: PlanProduct }) {
  const { t } = useTranslation();
  const { ft, number } = useFormat();
  const unit = useUnit();
  const amount = totalAmount(p.package, p.quantity);
  return (
    <li className="sh-card sh-product" data-testid="plan-product">
      <ProductImage photo={p.photo} alt="" className="sh-product-photo" />
      <div className="sh-product-body">
        <h3 className="sh-product-name">{p.name}</h3>
        <p className="num">
          {ft(p.price)}
          {p.current_price != null ? (
            <span className="sh-price-now"> · {t('shopping.detail.nowPrice', { price: ft(p.current_price) })}</span>
          ) : null}
        </p>
        <p className="sh-small">
          <PriceSourceNote source={p.price_source} />
          {p.available === false ? <span className="sh-unavailable"> {t('price.unavailable')}</span> : null}
        </p>
        {p.package !== null ? (
          <p className="muted sh-small">{t('shopping.detail.package', { package: number(p.package, 3), unit: unit(p.unit) })}</p>
        ) : null}
        <p className="sh-small">
          {amount !== null
            ? t('shopping.detail.quantityTotal', { quantity: p.quantity, amount: number(amount, 3), unit: unit(p.unit) })
            : t('shopping.detail.quantity', { quantity: p.quantity })}
        </p>
        <p className="sh-line-total">
          <span className="muted sh-small">{t('shopping.detail.lineTotal')}</span>{' '}
          <strong className="num" data-testid="line-total" data-value={lineTotal(p.price, p.quantity)}>
            {ft(lineTotal(p.price, p.quantity))}
          </strong>
        </p>
      </div>
    </li>
  );
}

function RetailerShops({ retailerName, planned, shops }: { retailerName: string; planned: number[]; shops: Array<Shop & { distance_m: number }> }) {
  const { t } = useTranslation();
  const { km } = useFormat();
  return (
    <details className="sh-shops sh-card">
      <summary>{t('shopping.detail.shops', { count: shops.length, retailer: retailerName })}</summary>
      <ul>
        {shops.map((s) => (
          <li key={s.id} className={planned.includes(s.id) ? 'sh-shop-planned' : undefined}>
            <span>
              {s.address} <ShopSourceNote source={s.source} />
            </span>
            <span className="muted sh-small num">
              {km(s.distance_m)}
              {planned.includes(s.id) ? ` · ${t('shopping.detail.plannedShop')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
