import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_UPDATES, type PriceUpdates } from '../../../shared/api/account';
import type { TripPrefs } from '../../../shared/api/plans';
import { RULES, type Language } from '../../../shared/rules';
import { BackHeader } from '../../components/BackHeader';
import { TextField } from '../../components/TextField';
import { kosar, unwrap } from '../../lib/bridge';
import { appInfoAtom } from '../../state/app-info';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { resource, useMutate, useResource } from '../../state/resource';
import { languageAtom, setLanguageAtom } from '../../state/session';
import { AccountCard } from './ProfileScreen';
import { useAction } from './use-action';
import { TripCostFields, useTripForm, useTripPrefs } from '../shopping/plan/trip-costs';

function LanguageSetting() {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(setLanguageAtom);
  const mutate = useMutate();
  const choose = (l: Language) => {
    void setLanguage(l);
    // Kept with the account too, so the download and another computer know it.
    void mutate('updateAccount', { body: { language: l } }).catch(() => {});
  };
  return (
    <AccountCard title={t('settings.language')} id="settings-language">
      <fieldset className="settings-choices">
        <legend className="visually-hidden">{t('settings.language')}</legend>
        {RULES.languages.map((l) => (
          <label key={l} className="settings-choice" lang={l}>
            <input type="radio" name="language" checked={lang === l} onChange={() => choose(l)} />
            {l === 'en' ? 'English' : 'Magyar'}
          </label>
        ))}
      </fieldset>
    </AccountCard>
  );
}

function PriceUpdatesSetting() {
  const { t } = useTranslation();
  const account = useResource(resource('account'), { byLanguage: false });
  const mutate = useMutate();
  const action = useAction((price_updates: PriceUpdates) => mutate('updateAccount', { body: { price_updates } }));
  const current = account.data?.price_updates;
  return (
    <AccountCard title={t('settings.updates')} id="settings-updates">
      {action.error ? (
        <div className="alert" role="alert">
          {t(`errors.${action.error}`)}
        </div>
      ) : null}
      <fieldset className="settings-choices" disabled={!current || action.busy}>
        <legend className="visually-hidden">{t('settings.updates')}</legend>
        {PRICE_UPDATES.map((v) => (
          <label key={v} className="settings-choice">
            <input type="radio" name="price-updates" checked={current === v} onChange={() => void action.submit(v)} />
            <span>
              <strong>{t(`settings.updatesChoice.${v}`)}</strong>
              <span className="muted settings-hint">{t(`settings.updatesHint.${v}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </AccountCard>
  );
}

/** The planner's trip defaults: the plan form's trip fields, remembered the same way. */
function TripDefaults({ trip }: { trip: TripPrefs }) {
  const { t } = useTranslation();
  const { form, set } = useTripForm(trip);
  return (
    <AccountCard title={t('settings.trip')} id="settings-trip">
      <p className="muted">{t('settings.tripText')}</p>
      <TripCostFields form={form} onChange={set} checkClassName="settings-choice" />
    </AccountCard>
  );
}

/** The loyalty programmes the user uses: the planner takes loyalty prices only at these chains. */
function LoyaltySetting() {
  const { t } = useTranslation();
  const loyalty = useResource(resource('getLoyalty'), { byLanguage: false });
  const mutate = useMutate();
  const action = useAction((retailer_ids: number[]) => mutate('saveLoyalty', { body: { retailer_ids } }));
  const retailers = loyalty.data?.retailers ?? [];
  const failure = action.error ?? loyalty.code ?? null;
  const toggle = (id: number, on: boolean) => {
    const ids = retailers.filter((r) => (r.retailer_id === id ? on : r.on)).map((r) => r.retailer_id);
    void action.submit(ids);
  };
  return (
    <AccountCard title={t('settings.loyalty')} id="settings-loyalty">
      <p className="muted">{t('settings.loyaltyText')}</p>
      {failure ? (
        <div className="alert" role="alert">
          {t(`errors.${failure}`)}
        </div>
      ) : null}
      <fieldset className="settings-choices" disabled={!loyalty.data || action.busy}>
        <legend className="visually-hidden">{t('settings.loyalty')}</legend>
        {retailers.map((r) => (
          <label key={r.retailer_id} className="settings-choice">
            <input type="checkbox" checked={r.on} onChange={(e) => toggle(r.retailer_id, e.target.checked)} />
            {r.programme ? t('settings.loyaltyNamed', { chain: r.name, programme: r.programme }) : t('settings.loyaltyChain', { chain: r.name })}
          </label>
        ))}
      </fieldset>
    </AccountCard>
  );
}

function DataLocation() {
  const { t } = useTranslation();
  const info = useAtomValue(appInfoAtom);
  const [stored, setStored] = useState<string | null | undefined>(undefined);
  const [remote, setRemote] = useState(false);
  const [url, setUrl] = useState('');
  useEffect(() => {
    void unwrap(kosar().prefs.apiUrl())
      .catch(() => ({ url: null }))
      .then(({ url: u }) => {
        setStored(u);
        setRemote(u !== null);
        setUrl(u ?? '');
      });
  }, []);
  const action = useAction(async (next: string | null) => {
    await unwrap(kosar().prefs.setApiUrl({ url: next }));
    setStored(next === null ? null : next.trim().replace(/\/$/, ''));
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (remote && url.trim() === '') return action.setError('VALIDATION');
    void action.submit(remote ? url.trim() : null);
  };
  const running = info?.embeddedServer !== false ? null : info.apiBaseUrl.replace(/\/api\/v1\/?$/, '');
  return (
    <AccountCard title={t('settings.where')} id="settings-where">
      <p data-testid="data-location">
        {running === null ? t('settings.whereHere') : t('settings.whereServer', { url: running })}
      </p>
      {stored !== undefined ? (
        <form className="form" onSubmit={submit} noValidate>
          {action.error ? (
            <div className="alert" role="alert">
              {t('settings.urlRule')}
            </div>
          ) : null}
          {action.done ? (
            <p className="alert alert-info" role="status">
              {t('settings.whereSaved')}
            </p>
          ) : null}
          <fieldset className="settings-choices">
            <legend className="visually-hidden">{t('settings.where')}</legend>
            <label className="settings-choice">
              <input type="radio" name="where" checked={!remote} onChange={() => setRemote(false)} />
              {t('settings.whereChoiceHere')}
            </label>
            <label className="settings-choice">
              <input type="radio" name="where" checked={remote} onChange={() => setRemote(true)} />
              {t('settings.whereChoiceServer')}
            </label>
          </fieldset>
          {remote ? (
            <TextField
              label={t('settings.serverAddress')}
              type="url"
              name="api-url"
              placeholder="https://kosar.example.hu"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          ) : null}
          <p className="muted">{t('settings.whereHow')}</p>
          <button type="submit" className="btn btn-primary" disabled={action.busy} aria-busy={action.busy}>
            {t('settings.whereSave')}
          </button>
        </form>
      ) : null}
    </AccountCard>
  );
}

/**
 * Settings: language, price updates, the planner's trip defaults, the loyalty programmes the planner may use and
 * where the data lives.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const trip = useTripPrefs().data;
  return (
    <section className="account">
      <BackHeader title={t('menu.settings')} />
      <LanguageSetting />
      <PriceUpdatesSetting />
      {trip ? <TripDefaults trip={trip} /> : null}
      <LoyaltySetting />
      <DataLocation />
    </section>
  );
}
