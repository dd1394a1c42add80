import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { AuthLayout } from '../layout/AuthLayout';
import { useAtomValue } from '../../state/jotai';
import { farewellAtom } from '../../state/session';
import { FarewellNote } from '../account/DeleteAccountScreen';

export function WelcomeScreen() {
  const { t } = useTranslation();
  const farewell = useAtomValue(farewellAtom);
  return (
    <AuthLayout>
      <div className="welcome-hero">
        {farewell ? <FarewellNote erased={farewell} /> : null}
        <Logo large />
        <h1>{t('welcome.title')}</h1>
        <p>{t('welcome.text')}</p>
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
