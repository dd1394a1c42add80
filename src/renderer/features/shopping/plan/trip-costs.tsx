import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TRIP_PREFS, TRAVEL_MAX, type TripPrefs } from '../../../../shared/api/plans';
import { TextField } from '../../../components/TextField';
import { kosar, unwrap } from '../../../lib/bridge';
import { useFormat } from '../../../lib/use-format';
import type { Loaded } from '../../../state/resource';

/**
 * The trip's costs as the plan form and Settings show them: the remembered choice (useTripPrefs), the form over it
 * (useTripForm) and its fields (TripCostFields).
 */

/** The trip choice as typed: text while typing. */
export interface TripForm {
  include: boolean;
  perKm: string;
  perStop: string;
}

/** The trip's two costs as the form shows them: the field, its label and its upper limit. */
const COSTS = [
  { field: 'perKm', label: 'shopping.plan.perKm', max: TRAVEL_MAX.perKm },
  { field: 'perStop', label: 'shopping.plan.perStop', max: TRAVEL_MAX.perStop },
] as const;

/** The remembered trip choice (a preference, not a route); if it cannot be read, the defaults. */
export function useTripPrefs(): Loaded<TripPrefs> {
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
function tripOf(f: TripForm): TripPrefs | null {
  const perKm = costOf(f.perKm, TRAVEL_MAX.perKm);
  const perStop = costOf(f.perStop, TRAVEL_MAX.perStop);
  return perKm !== null && perStop !== null ? { include: f.include, per_km: perKm, per_stop: perStop } : null;
}

/**
 * The trip form from the remembered choice: every valid change is remembered at once (prefs survive a restart), an
 * invalid one waits to be corrected. `typed` is the choice, null while a cost is not a number in range.
 */
export function useTripForm(trip: TripPrefs) {
  const [form, setForm] = useState<TripForm>(() => ({ include: trip.include, perKm: String(trip.per_km), perStop: String(trip.per_stop) }));
  const set = (next: TripForm) => {
    setForm(next);
    const valid = tripOf(next);
    if (valid) void unwrap(kosar().prefs.setTravel(valid)).catch(() => {});
  };
  return { form, set, typed: tripOf(form) };
}

/** Whether the trip counts, and its two costs while it does, each with its range error. */
export function TripCostFields({ form, onChange, checkClassName }: { form: TripForm; onChange(next: TripForm): void; checkClassName: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <>
      <label className={checkClassName}>
        <input type="checkbox" checked={form.include} onChange={(e) => onChange({ ...form, include: e.target.checked })} />
        {t('shopping.plan.travelInclude')}
      </label>
      {form.include ? (
        <div className="sh-travel-fields">
          {COSTS.map(({ field, label, max }) => (
            <TextField
              key={field}
              label={t(label)}
              type="number"
              inputMode="decimal"
              min={0}
              max={max}
              value={form[field]}
              onChange={(e) => onChange({ ...form, [field]: e.target.value })}
              error={costOf(form[field], max) === null ? t('shopping.plan.travelRange', { max: number(max, 0) }) : undefined}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
