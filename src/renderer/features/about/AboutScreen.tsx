import { useTranslation } from 'react-i18next';
import { INSTALLED_BASKET, SOURCES, sourceText } from '../../../shared/attribution';
import { AVERAGE_STORE_BASELINE, SAVING_DEFINITION, SAVINGS_BASELINE, TREND_DEFINITION } from '../../../shared/definitions';
import { RULES } from '../../../shared/rules';
import { FeedPanel } from './FeedPanel';
import { BackHeader } from '../../components/BackHeader';
import { kosar } from '../../lib/bridge';
import { resource, useResource } from '../../state/resource';
import { useFormat, useLanguage } from '../../lib/use-format';
import { formatList } from '../../i18n/format';
import { useAtomValue } from '../../state/jotai';
import { appInfoAtom } from '../../state/app-info';

const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** One line on the server the app is using: it answers, on which database, and the date of its catalogue. */
function ServerHealth() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const health = useResource(resource('health'), { byLanguage: false });
  if (health.status === 'loading') return null;
  if (health.status === 'error') {
    return (
      <p className="muted" data-testid="server-health">
        {t('about.serverError', { reason: t(`errors.${health.code}`) })}
      </p>
    );
  }
  const { database, catalogue_date } = health.data;
  // Said plainly; the database's technical name is in the tooltip.
  const plain = t(`about.database.${database}`);
  return (
    <p className="muted" data-testid="server-health" title={DATABASE_NAMES[database]}>
      {catalogue_date
        ? t('about.serverOk', { database: plain, date: date(catalogue_date) })
        : t('about.serverOkNoDate', { database: plain })}
    </p>
  );
}

/** The chains the server has prices for now, and which of them are observed: from the data, never a fixed count. */
function ChainsNow() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const health = useResource(resource('health'), { byLanguage: false });
  const chains = health.data?.chains;
  if (!chains?.length) return null;
  const observed = chains.filter((c) => c.observed).map((c) => c.name);
  const estimated = chains.filter((c) => !c.observed).map((c) => c.name);
  return (
    <p data-testid="chains-now">
      {t('about.chainsNow', { count: chains.length })}{' '}
      {observed.length ? t('about.chainsObserved', { chains: formatList(observed, lang) }) : null}{' '}
      {estimated.length ? t('about.chainsEstimated', { chains: formatList(estimated, lang) }) : null}
    </p>
  );
}

/** Where the data comes from (the notices the licences require) and how the figures are defined. */
export function AboutScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const info = useAtomValue(appInfoAtom);
  const { number, date } = useFormat();
  const open = (url: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    void kosar().app.openExternal({ url });
  };
  return (
    <section className="about">
      <BackHeader title={t('about.title')} />
      <p className="muted">{t('about.intro')}</p>
      {info?.version ? <p className="muted">{t('about.version', { version: info.version })}</p> : null}
      <ServerHealth />
      <FeedPanel />
      <h2>{t('about.whatIsObserved')}</h2>
      <ChainsNow />
      <ul className="about-defs">
        <li>{t('about.observed', { items: INSTALLED_BASKET.items, offers: number(INSTALLED_BASKET.offers), date: date(INSTALLED_BASKET.date) })}</li>
        <li>{t('about.modelled')}</li>
        <li>{t('about.shops')}</li>
      </ul>
      <h2>{t('about.definitions')}</h2>
      <ul className="about-defs">
        <li>{TREND_DEFINITION[lang]}</li>
        <li>{SAVING_DEFINITION[lang]}</li>
      </ul>
      <h3>{t('about.planDefinitions')}</h3>
      <ul className="about-defs">
        <li>{SAVINGS_BASELINE[lang]}</li>
        <li>{AVERAGE_STORE_BASELINE[lang]}</li>
        <li>{t('about.tripCost', { detour: number(RULES.travel.detourFactor) })}</li>
        <li>{t('about.planOrder')}</li>
      </ul>
      <h2>{t('about.sources')}</h2>
      <ul className="about-sources">
        {SOURCES.map((s) => {
          const text = sourceText(s, lang);
          return (
            <li key={s.key}>
              <h3>
                <a href={s.url} onClick={open(s.url)}>
                  {text.name}
                </a>
              </h3>
              <p className="muted">{text.publisher}</p>
              <p className="about-notice">{text.notice}</p>
              <p>
                {t('about.licence')}:{' '}
                <a href={s.licenceUrl} onClick={open(s.licenceUrl)}>
                  {text.licence}
                </a>
              </p>
              <p className="muted">{text.usedFor}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
