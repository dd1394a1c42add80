import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Retailer } from '../../../../shared/api/catalogue';
import type { ShoppingList } from '../../../../shared/api/lists';
import { DEFAULT_TRIP_PREFS, TRAVEL_MAX, type TravelSettings, type TripPrefs } from '../../../../shared/api/plans';
import type { ErrorCode } from '../../../../shared/errors';
import { BackHeader } from '../../../components/BackHeader';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { TextField } from '../../../components/TextField';
import { errorCode, kosar, unwrap } from '../../../lib/bridge';
import { useFormat } from '../../../lib/use-format';
import { allOf, useResource, type Loaded } from '../../../state/resource';
import { useSetAtom } from '../../../state/jotai';
import { RetailerLogo } from '../components/RetailerLogo';
import { RETAILERS, ZONE } from '../../../state/user-data';
import { requestPlanAtom } from '../atoms';
import { pickList } from '../logic';
import { useScreenLists } from '../use-lists';
import { ChainTotals } from '../management/ListTotals';

/** The trip's two costs as the form shows them: the field, its label and its upper limit. */
const COSTS = [
  { field: 'perKm', label: 'shopping.plan.perKm', max: TRAVEL_MAX.perKm },
  { field: 'perStop', label: 'shopping.plan.perStop', max: TRAVEL_MAX.perStop },
] as const;

/** /shopping/plan: which retailers to consider (SPEC §2), the trip settings, then the plan request. */
export function PlanScreen() {
  const { t } = useTranslation();
  const { lists, listsState, preferredId } = useScreenLists();
  const setup = allOf({
    zone: useResource(ZONE, { byLanguage: false }),
    retailers: useResource(RETAILERS, { byLanguage: false, pick: (d) => d.retailers }),
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
  const { zone, retailers, trip } = setup.data;
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
  return (
    <section>
      {header}
      <PlanForm key={list.id} list={list} retailers={zoneRetailers} trip={trip} />
    </section>
  );
}

interface TravelForm {
  include: boolean;
  perKm: string;
  perStop: string;
}

/** The remembered trip choice (a preference, not a route); if it cannot be read, the form starts from the defaults. */
function useTripPrefs(): Loaded<TripPrefs> {
  const [trip, setTrip] = useState<TripPrefs | null>(null);
  useEffect(() => {
    let live = true;
    void unwrap(kosar().prefs.travel())
      .catch(() => DEFAULT_TRIP_PREFS)
      .then((prefs) => live && setTrip(prefs));
    return () => {
      live = false;
    };
  }, []);
  return trip ? { status: 'ready', data: trip, reload: () => {} } : { status: 'loading', reload: () => {} };
}

/** A cost as typed: a number from 0 to `max`, or null while it is not one. */
function costOf(typed: string, max: number): number | null {
  const n = Number(typed);
  return typed.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= max ? n : null;
}

/** The trip choice as typed, or null while a field is not a valid number in range. */
function tripOf(f: TravelForm): TripPrefs | null {
  const perKm = costOf(f.perKm, TRAVEL_MAX.perKm);
  const perStop = costOf(f.perStop, TRAVEL_MAX.perStop);
  return perKm !== null && perStop !== null ? { include: f.include, per_km: perKm, per_stop: perStop } : null;
}

function PlanForm({ list, retailers, trip }: { list: ShoppingList; retailers: Retailer[]; trip: TripPrefs }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const navigate = useNavigate();
  const requestPlan = useSetAtom(requestPlanAtom);
  const [travel, setTravelForm] = useState<TravelForm>(() => ({ include: trip.include, perKm: String(trip.per_km), perStop: String(trip.per_stop) }));
  // Every valid change is remembered at once (prefs survive a restart); an invalid one waits to be corrected.
  const setTravel = (next: TravelForm) => {
    setTravelForm(next);
    const valid = tripOf(next);
    if (valid) void unwrap(kosar().prefs.setTravel(valid)).catch(() => {});
  };
  const [step, setStep] = useState<'warning' | 'choose'>('warning');
  const [chosen, setChosen] = useState<number[]>(() => retailers.map((r) => r.id));
  const [planning, setPlanning] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const typed = tripOf(travel);
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
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <div className="sh-plan">
      <p className="alert alert-info sh-plan-warning">
        {t('shopping.plan.warning', { count: list.products.length, name: list.name, retailers: retailers.length })}
      </p>
      <ChainTotals list={list} />

      <fieldset className="sh-card sh-travel" disabled={planning}>
        <legend>{t('shopping.plan.travelHeading')}</legend>
        <label className="sh-check">
          <input type="checkbox" checked={travel.include} onChange={(e) => setTravel({ ...travel, include: e.target.checked })} />
          {t('shopping.plan.travelInclude')}
        </label>
        {travel.include ? (
          <div className="sh-travel-fields">
            {COSTS.map(({ field, label, max }) => (
              <TextField
                key={field}
                label={t(label)}
                type="number"
                inputMode="decimal"
                min={0}
                max={max}
                value={travel[field]}
                onChange={(e) => setTravel({ ...travel, [field]: e.target.value })}
                error={costOf(travel[field], max) === null ? t('shopping.plan.travelRange', { max: number(max, 0) }) : undefined}
              />
            ))}
          </div>
        ) : null}
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
                  {r.name}
                </label>
              </li>
            ))}
          </ul>
          {chosen.length === 0 ? (
            <p className="muted sh-small" role="status">
              {t('shopping.plan.noneChosen')}
            </p>
          ) : null}
          <div className="sh-actions">
            <button type="button" className="btn" onClick={() => setStep('warning')}>
              {t('common.back')}
            </button>
            <button type="button" className="btn btn-primary" disabled={chosen.length === 0 || travelBad} onClick={() => void plan(chosen)}>
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
