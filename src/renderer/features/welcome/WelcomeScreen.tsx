import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { AuthLayout } from '../layout/AuthLayout';
import { useAtomValue } from '../../state/jotai';
import { farewellAtom, sessionEndedAtom } from '../../state/session';
import { FarewellNote } from '../account/DeleteAccountScreen';
import { resource, useResource } from '../../state/resource';
import { formatList } from '../../i18n/format';
import { useLanguage } from '../../lib/use-format';

export function WelcomeScreen() {
  const { t } = useTranslation();
  const farewell = useAtomValue(farewellAtom);
  const ended = useAtomValue(sessionEndedAtom);
  const lang = useLanguage();
  // The chains the server has prices for today (Müller joins after an update): never a fixed list or count.
  const health = useResource(resource('health'), { byLanguage: false });
  const chains = health.data?.chains?.map((c) => c.name) ?? [];
  return (
    <AuthLayout>
      <div className="welcome-hero">
        {farewell ? <FarewellNote erased={farewell} /> : null}
        {ended ? <SessionEndedNote /> : null}
        <Logo large />
        <h1>{t('welcome.title')}</h1>
        <p data-testid="welcome-chains">
          {chains.length ? t('welcome.text', { chains: formatList(chains, lang) }) : t('welcome.textNoChains')}
        </p>
        <div className="welcome-actions">
          <Link className="btn btn-primary btn-block" to="/sign-in">
            {t('welcome.login')}
          </Link>
          <Link className="btn btn-block" to="/sign-up">
            {t('welcome.register')}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}

/** Said on welcome and sign-in after the session ended by itself, so that being sent here is not a mystery. */
export function SessionEndedNote() {
  const { t } = useTranslation();
  return (
    <p className="alert alert-info" role="status" data-testid="session-ended">
      {t('welcome.sessionExpired')}
    </p>
  );
}
