import { PriceSourceNote, UnavailableNote } from '../../../components/PriceSourceNote';
import { PlanPricesNote, priceSourcesOf } from './PlanPricesNote';
import { ShopAddress } from '../../../components/ShopAddress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Retailer, Shop } from '../../../../shared/api/catalogue';
import type { PlanChanges, PlanProduct, PlanVersion } from '../../../../shared/api/plans';
import type { ZoneResponse } from '../../../../shared/api/zone';
import { ProductImage } from '../../../components/ProductImage';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { CloseIcon } from '../../../components/icons';
import { kosar } from '../../../lib/bridge';
import { allOf, orElse, resource, useResource } from '../../../state/resource';
import { RETAILERS, SHOPS, ZONE } from '../../../state/user-data';
import { useFormat } from '../../../lib/use-format';
import { useSetAtom } from '../../../state/jotai';
import { savePlanAtom } from '../atoms';
import { useUnit, useWriteFeedback } from '../components/feedback';
import { lineTotal, retailerShopsInZone, totalAmount, type ZonePoint } from '../logic';
import { MissingItems } from './Advice';
import { RouteMap } from './RouteMap';
import { ShoplessNote } from '../../zone/components/ShoplessNote';
import { keepUnits } from '../../../i18n/format';
import { parseId } from '../../browse/listing/parse-id';
import { OfferTerms } from '../../browse/product/OfferTerms';
import { PlanTermsNote } from './PlanTermsNote';

interface Loaded {
  version: PlanVersion;
  zone: ZonePoint | null;
  shops: Shop[];
  retailers: Retailer[];
}

function zonePoint(zone: ZoneResponse): ZonePoint | null {
  return zone.latitude !== null && zone.longitude !== null ? { latitude: zone.latitude, longitude: zone.longitude, radiusM: zone.diameter ?? 0 } : null;
}

/** /shopping/solutions/{id}: what to buy where, the shops and the route; Save while not saved (SPEC §2). */
export function PlanDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const planId = parseId(id);
  const navigate = useNavigate();
  const loaded = allOf({
    version: useResource(planId !== null ? resource('planVersion', { params: { id: planId } }) : null, { pick: (d) => d.version }),
    // The map and the shop lists are extras: the plan shows even when they cannot be loaded.
    zone: orElse(useResource(ZONE, { pick: zonePoint }), null),
    shops: orElse(useResource(SHOPS, { pick: (d) => d.shops }), [] as Shop[]),
    retailers: orElse(useResource(RETAILERS, { pick: (d) => d.retailers }), [] as Retailer[]),
  });
  const remote: typeof loaded = planId !== null ? loaded : { status: 'error', code: 'NOT_FOUND', reload: loaded.reload };

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
      {version.changes ? <PlanChangesPanel changes={version.changes} listId={version.list_id} /> : null}
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
          <p className="sh-subtotal" data-testid="store-subtotal">
            {t('shopping.follow.subtotal', { retailer: current.name, total: ft(subtotalOf(current.products)) })}
          </p>
          {current.products.length ? (
            <ul className="sh-products">
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

      <Checklist version={version} order={stops.map((st) => st.shop_id)} />

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

/** A plan line's terms as OfferTerms reads them: its price carries the deposit, which is said as included. */
function planLineTerms(p: PlanProduct, retailer: string) {
  return { ...p, price: p.price - (p.deposit ?? 0), retailer_name: retailer, return_fee: p.deposit ?? 0 };
}

function PlanProductCard({ product: p, retailer }: { product: PlanProduct; retailer: string }) {
  const { t } = useTranslation();
  const { ft, number } = useFormat();
  const unit = useUnit();
  const amount = totalAmount(p.package, p.quantity);
  return (
    <li className="sh-card sh-product" data-testid="plan-product">
      <ProductImage photo={p.photo} alt="" className="sh-product-photo" />
      <div className="sh-product-body">
        <h3 className="sh-product-name">{keepUnits(p.name)}</h3>
        {p.kind_name ? (
          <p className="sh-small sh-any-brand">{t('shopping.detail.kindChoice', { kind: p.kind_name, name: p.name, quantity: p.quantity })}</p>
        ) : null}
        <p className="num">
          {ft(p.price)}
          {p.current_price != null ? (
            <span className="sh-price-now"> · {t('shopping.detail.nowPrice', { price: ft(p.current_price) })}</span>
          ) : null}
        </p>
        <OfferTerms product={planLineTerms(p, retailer)} compact depositIncluded />
        <p className="sh-small">
          <PriceSourceNote source={p.price_source} />
          {p.available === false ? ' ' : null}
          <UnavailableNote available={p.available} source={p.price_source} />
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

function RetailerShops({
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

/**
 * What changed since the plan was made: the items now cheaper or dearer, the items gone, what the plan costs today,
 * and what planning the same items again would save (with the way to do it).
 */
function PlanChangesPanel({ changes: c, listId }: { changes: PlanChanges; listId: number }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const navigate = useNavigate();
  const row = (key: 'shopping.changes.cheaper' | 'shopping.changes.dearer' | 'shopping.changes.gone', items: PlanChanges['cheaper']) =>
    items.length ? (
      <li>
        {t(key, { count: items.length })}{' '}
        {items
          .map((i) => (i.now === null ? i.name : t('shopping.changes.item', { name: i.name, was: ft(i.was), now: ft(i.now) })))
          .join('; ')}
      </li>
    ) : null;
  const replan = c.replan;
  return (
    <section className="sh-card sh-changes" aria-labelledby="sh-changes-title" data-testid="plan-changes">
      <h2 id="sh-changes-title">{t('shopping.changes.title')}</h2>
      <ul>
        {row('shopping.changes.cheaper', c.cheaper)}
        {row('shopping.changes.dearer', c.dearer)}
        {row('shopping.changes.gone', c.gone)}
      </ul>
      <p>{t('shopping.changes.today', { total: ft(c.today_total), count: c.items })}</p>
      {replan && replan.items >= c.items && replan.saving > 0 ? (
        <p data-testid="replan-saving">
          <strong>{t('shopping.changes.replanSaves', { saving: ft(replan.saving), count: replan.store_count })}</strong>
        </p>
      ) : replan && replan.items > c.items ? (
        <p data-testid="replan-saving">{t('shopping.changes.replanBuysMore', { count: replan.items - c.items })}</p>
      ) : (
        <p data-testid="replan-saving">{t('shopping.changes.replanNoBetter')}</p>
      )}
      <button type="button" className="btn btn-ghost" onClick={() => navigate(`/shopping/plan?list=${listId}`)}>
        {t('shopping.changes.replan')}
      </button>
    </section>
  );
}

/** What a store's share of the plan costs, at the plan's prices. */
function subtotalOf(products: readonly PlanProduct[]): number {
  return products.reduce((sum, p) => sum + lineTotal(p.price, p.quantity), 0);
}

/** Every item against every store of the plan: the chosen price marked, what it costs at the others today. */
function PriceTable({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  const { ft } = useFormat();
  const stores = version.retailers;
  return (
    <section className="sh-card sh-price-table" aria-labelledby="sh-price-table-title">
      <h2 id="sh-price-table-title">{t('shopping.follow.tableTitle')}</h2>
      {/* Where the plan's prices come from, as on its card: every price in the app says so. */}
      <p className="muted sh-small" data-testid="price-table-sources">
        <PlanPricesNote sources={priceSourcesOf(stores.flatMap((r) => r.products))} />
      </p>
      <div className="sh-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('shopping.follow.item')}</th>
              {stores.map((r) => (
                <th key={r.id} scope="col" className="num">
                  {r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stores.flatMap((r) =>
              r.products.map((p, i) => (
                <tr key={`${r.id}-${p.id ?? i}`}>
                  <th scope="row">
                    {keepUnits(p.name)}
                    <OfferTerms product={planLineTerms(p, r.name)} compact depositIncluded />
                  </th>
                  {stores.map((col) => {
                    if (col.id === r.id) {
                      return (
                        <td key={col.id} className="num sh-chosen" data-testid="chosen-price">
                          <span aria-hidden="true">✓ </span>
                          {ft(p.price)}
                          <span className="visually-hidden"> {t('shopping.follow.chosen')}</span>
                        </td>
                      );
                    }
                    const other = p.others?.find((o) => o.retailer_id === col.id);
                    return (
                      <td key={col.id} className="num muted">
                        {other?.price != null ? ft(other.price) : <span aria-label={t('shopping.follow.notSold')}>–</span>}
                        {/* Another product priced in this item's place is named, and marked as a similar product. */}
                        {other?.price != null && other.similar && other.name ? (
                          <span className="sh-standin" data-testid="similar-product">
                            <span className="sh-standin-label">{t('shopping.follow.similar')}</span> {keepUnits(other.name)}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              )),
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('shopping.follow.subtotalShort')}</th>
              {stores.map((r) => (
                <td key={r.id} className="num">
                  {ft(subtotalOf(r.products))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * The shopping checklist in visiting order: each stop's items to tick off in the shop. Ticks are kept on this
 * computer per plan, so nothing is lost when the app closes; the list prints (or saves as a PDF) on its own.
 */
function Checklist({ version, order }: { version: PlanVersion; order: number[] }) {
  const { t } = useTranslation();
  const key = `kosar.checklist.${version.id}`;
  const [ticked, setTicked] = useState<Set<string>>(() => {
    try {
      return new Set(JSON.parse(localStorage.getItem(key) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  });
  const toggle = (id: string) => {
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      localStorage.setItem(key, JSON.stringify([...next]));
      return next;
    });
  };
  const rank = (r: PlanVersion['retailers'][number]) => {
    const at = order.indexOf(r.shop[0]?.id ?? -1);
    return at < 0 ? order.length : at;
  };
  const stores = [...version.retailers].sort((a, b) => rank(a) - rank(b));
  const total = stores.reduce((n, r) => n + r.products.length, 0);
  const onPrint = async () => {
    const saved = await kosar()
      .app.savePdf({ name: t('shopping.follow.fileName', { id: version.id }) })
      .catch(() => null);
    // Where the host cannot make a PDF (a browser), its print dialog can print or save one.
    if (!saved || !saved.ok || !saved.data.available) window.print();
  };
  return (
    <section className="sh-card sh-checklist" aria-labelledby="sh-checklist-title" data-testid="checklist">
      <div className="sh-checklist-head">
        <h2 id="sh-checklist-title">{t('shopping.follow.checklistTitle')}</h2>
        <p className="muted sh-small" aria-live="polite">
          {t('shopping.follow.progress', { done: ticked.size, count: total })}
        </p>
      </div>
      <ol className="sh-checklist-stops">
        {stores.map((r, i) => (
          <li key={r.id}>
            <h3>
              {t('shopping.follow.stop', { n: i + 1, retailer: r.name })}
              {r.shop[0] ? (
                <>
                  {' '}
                  <ShopAddress address={r.shop[0].address} source={r.shop[0].source} className="muted sh-small" />
                </>
              ) : null}
            </h3>
            <ul>
              {r.products.map((p, j) => {
                const id = `${r.id}:${p.id ?? j}`;
                return (
                  <li key={id}>
                    <label className={ticked.has(id) ? 'sh-ticked' : undefined}>
                      <input type="checkbox" checked={ticked.has(id)} onChange={() => toggle(id)} />
                      <span>{t('shopping.follow.line', { name: p.name, quantity: p.quantity })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      <div className="sh-actions sh-no-print">
        <button type="button" className="btn" onClick={() => void onPrint()}>
          {t('shopping.follow.print')}
        </button>
        {ticked.size ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              localStorage.removeItem(key);
              setTicked(new Set());
            }}
          >
            {t('shopping.follow.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
