import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SOURCES, sourceText } from '../../../shared/attribution';
import { RULES } from '../../../shared/rules';
import { BackHeader } from '../../components/BackHeader';
import { useLanguage } from '../../lib/use-format';

const KEPT = ['account', 'lists', 'plans', 'favorites', 'zone', 'sessions', 'links', 'mail'] as const;

/** Terms, GDPR and cookies: what the app keeps, where and how long; the rights it implements; the sources' terms. */
export function PrivacyScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="about account-info">
      <BackHeader title={t('menu.cookie')} />
      <p>{t('privacy.intro')}</p>
      <h2>{t('privacy.termsTitle')}</h2>
      <p>{t('privacy.terms')}</p>
      <h2>{t('privacy.whereTitle')}</h2>
      <p>{t('privacy.where')}</p>
      <h2>{t('privacy.keptTitle')}</h2>
      <ul className="about-defs">
        {KEPT.map((k) => (
          <li key={k}>
            {t(`privacy.kept.${k}`, {
              days: RULES.session.ttlDays,
              maxDays: RULES.session.absoluteTtlDays,
              minutes: RULES.resetKeyTtlMinutes,
            })}
          </li>
        ))}
      </ul>
      <h2>{t('privacy.rightsTitle')}</h2>
      <ul className="about-defs">
        <li>
          {t('privacy.rights.access')} <Link to="/profile">{t('menu.profile')}</Link>
        </li>
        <li>{t('privacy.rights.rectify')}</li>
        <li>
          {t('privacy.rights.erase')} <Link to="/delete-account">{t('menu.deleteAccount')}</Link>
        </li>
      </ul>
      <h2>{t('privacy.cookiesTitle')}</h2>
      <p>{t('privacy.cookies')}</p>
      <h2>{t('privacy.thirdTitle')}</h2>
      <p>{t('privacy.third')}</p>
      <h2>{t('privacy.sourcesTitle')}</h2>
      <ul className="about-defs">
        {SOURCES.map((s) => {
          const x = sourceText(s, lang);
          return (
            <li key={s.key}>
              <strong>{x.name}</strong> ({x.publisher}): {x.licence}. {x.notice}
            </li>
          );
        })}
      </ul>
      <p className="muted">
        {t('privacy.moreSources')} <Link to="/about">{t('menu.about')}</Link>
      </p>
    </section>
  );
}

/** Contact: who is behind the app and whom to ask, said as it is. */
export function ContactScreen() {
  const { t } = useTranslation();
  return (
    <section className="about account-info">
      <BackHeader title={t('menu.contact')} />
      <p>{t('contact.who')}</p>
      <p>{t('contact.server')}</p>
      <p>{t('contact.data')}</p>
      <p className="muted">
        {t('contact.more')} <Link to="/faqs">{t('menu.faq')}</Link> · <Link to="/about">{t('menu.about')}</Link> ·{' '}
        <Link to="/cookie">{t('menu.cookie')}</Link>
      </p>
    </section>
  );
}
