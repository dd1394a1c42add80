import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Retailer, Shop } from '../../../../shared/api/catalogue';
import type { ShoppingList } from '../../../../shared/api/lists';
import type { TravelSettings, TripPrefs } from '../../../../shared/api/plans';
import type { ErrorCode } from '../../../../shared/errors';
import { BackHeader } from '../../../components/BackHeader';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { errorCode } from '../../../lib/bridge';
import { allOf, orElse, useResource } from '../../../state/resource';
import { useSetAtom } from '../../../state/jotai';
import { RetailerLogo } from '../components/RetailerLogo';
import { RETAILERS, SHOPS, ZONE } from '../../../state/user-data';
import { shopsInZone } from '../../zone/zone-logic';
import { requestPlanAtom } from '../atoms';
import { pickList } from '../logic';
import { useScreenLists } from '../use-lists';
import { ChainTotals } from '../management/ListTotals';
import { TripCostFields, useTripForm, useTripPrefs } from './trip-costs';

/** /shopping/plan: which retailers to consider (SPEC §2), the trip settings, then the plan request. */
export function PlanScreen() {
  const { t } = useTranslation();
  const { lists, listsState, preferredId } = useScreenLists();
  const setup = allOf({
    zone: useResource(ZONE, { byLanguage: false }),
    retailers: useResource(RETAILERS, { byLanguage: false, pick: (d) => d.retailers }),
    // Which chains have a shop in the zone: an extra, the form works without it (then nothing is marked).
    shops: orElse(useResource(SHOPS, { byLanguage: false, pick: (d) => d.shops }), null as Shop[] | null),
    trip: useTripPrefs(),
  });

  const header = <BackHeader title={t('shopping.plan.title')} />;
  if ((!lists && listsState.status === 'loading') || setup.status === 'loading') {
    return (
      <section>
        {header}
        <Spinner center />
      </section>
    );
  }
  if (!lists && listsState.status === 'error') {
    return (
      <section>
        {header}
        <ErrorState code={listsState.code} onRetry={listsState.reload} />
      </section>
    );
  }
  if (setup.status === 'error') {
    return (
      <section>
        {header}
        <ErrorState code={setup.code} onRetry={setup.reload} />
      </section>
    );
  }
  const list = pickList(lists, preferredId);
  const toLists = (
    <Link className="btn" to="/shopping/management">
      {t('shopping.plan.toLists')}
    </Link>
  );
  if (!list) {
    return (
      <section>
        {header}
        <EmptyState text={t('shopping.plan.noList')}>{toLists}</EmptyState>
      </section>
    );
  }
  if (list.products.length === 0) {
    return (
      <section>
        {header}
        <EmptyState text={t('shopping.plan.nothingToPlan', { name: list.name })}>{toLists}</EmptyState>
      </section>
    );
  }
  const { zone, retailers, shops, trip } = setup.data;
  if (zone.latitude === null || zone.longitude === null || !zone.diameter) {
    return (
      <section>
        {header}
        <div className="state">
          <p>{t('shopping.plan.noZone')}</p>
          <Link className="btn btn-primary" to="/zone">
            {t('shopping.plan.setZone')}
          </Link>
        </div>
      </section>
    );
  }
  // A zone that names no retailers leaves every retailer in play.
  const zoneRetailers = zone.retailers.length ? retailers.filter((r) => zone.retailers.includes(r.id)) : retailers;
  // The chains with at least one shop inside the zone: the plan can only buy at those.
  const withShop = shops
    ? new Set(shopsInZone(shops, { latitude: zone.latitude, longitude: zone.longitude }, zone.diameter).map((s) => s.retailer_id))
    : null;
  return (
    <section>
      {header}
      <PlanForm key={list.id} list={list} retailers={zoneRetailers} withShop={withShop} trip={trip} />
    </section>
  );
}

function PlanForm({
  list,
  retailers,
  withShop,
  trip,
}: {
  list: ShoppingList;
  retailers: Retailer[];
  /** The chains with a shop in the zone; null when the shops could not be read. */
  withShop: ReadonlySet<number> | null;
  trip: TripPrefs;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestPlan = useSetAtom(requestPlanAtom);
  const { form: travel, set: setTravel, typed } = useTripForm(trip);
  const [step, setStep] = useState<'warning' | 'choose'>('warning');
  const [chosen, setChosen] = useState<number[]>(() => retailers.map((r) => r.id));
  const [planning, setPlanning] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const travelBad = travel.include && !typed;

  const plan = async (ids: number[]) => {
    if (travelBad || ids.length === 0) return;
    const settings: TravelSettings | undefined =
      travel.include && typed ? { per_km: typed.per_km, per_stop: typed.per_stop } : undefined;
    setPlanning(true);
    setFailure(null);
    try {
      await requestPlan({ list, retailers: ids, travel: settings });
      navigate('/shopping/solutions');
    } catch (err) {
      setFailure(errorCode(err));
      setPlanning(false);
    }
  };

  const allChosen = chosen.length === retailers.length;
  const hasShop = (id: number) => !withShop || withShop.has(id);
  // Chosen chains of which none has a shop in the zone: there is nowhere to buy, said before asking.
  const nowhere = chosen.length > 0 && !chosen.some(hasShop);
  const inZone = withShop ? retailers.filter((r) => withShop.has(r.id)).length : retailers.length;
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <div className="sh-plan">
      <p className="alert alert-info sh-plan-warning">
        {t('shopping.plan.warning', { count: list.products.length, name: list.name, retailers: inZone })}
      </p>
      <ChainTotals list={list} />

      <fieldset className="sh-card sh-travel" disabled={planning}>
        <legend>{t('shopping.plan.travelHeading')}</legend>
        <TripCostFields form={travel} onChange={setTravel} checkClassName="sh-check" />
        <p className="muted sh-small">{t('shopping.plan.travelHint')}</p>
      </fieldset>

      {step === 'warning' ? (
        <div className="sh-actions">
          <button type="button" className="btn" disabled={planning} onClick={() => setStep('choose')}>
            {t('shopping.plan.excludeSome')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={planning || travelBad}
            onClick={() => void plan(retailers.map((r) => r.id))}
          >
            {t('shopping.plan.considerAll')}
          </button>
        </div>
      ) : (
        <fieldset className="sh-card sh-retailers" disabled={planning}>
          <legend>{t('shopping.plan.chooseRetailers')}</legend>
          <label className="sh-check sh-retailer-all">
            <input
              type="checkbox"
              checked={allChosen}
              ref={(el) => {
                if (el) el.indeterminate = chosen.length > 0 && !allChosen;
              }}
              onChange={() => setChosen(allChosen ? [] : retailers.map((r) => r.id))}
            />
            {t('shopping.plan.all')}
          </label>
          <ul className="sh-retailer-list">
            {retailers.map((r) => (
              <li key={r.id}>
                <label className="sh-check sh-retailer">
                  <input type="checkbox" checked={chosen.includes(r.id)} onChange={() => toggle(r.id)} />
                  <RetailerLogo retailer={r} />
                  <span>
                    {r.name}
                    {hasShop(r.id) ? null : <span className="muted sh-small sh-no-shop">{t('shopping.plan.noShopInZone')}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {chosen.length === 0 ? (
            <p className="muted sh-small" role="status">
              {t('shopping.plan.noneChosen')}
            </p>
          ) : nowhere ? (
            <p className="muted sh-small" role="status">
              {t('shopping.plan.noneWithShop')}
            </p>
          ) : null}
          <div className="sh-actions">
            <button type="button" className="btn" onClick={() => setStep('warning')}>
              {t('common.back')}
            </button>
            <button type="button" className="btn btn-primary" disabled={chosen.length === 0 || nowhere || travelBad} onClick={() => void plan(chosen)}>
              {t('shopping.plan.next')}
            </button>
          </div>
        </fieldset>
      )}

      {planning ? (
        <div className="sh-planning" aria-live="polite">
          <Spinner />
          <span>{t('shopping.plan.planning')}</span>
        </div>
      ) : null}
      {failure ? (
        <p className="alert" role="alert">
          {t(`errors.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}
