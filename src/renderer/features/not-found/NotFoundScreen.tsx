import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../layout/AuthLayout';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <div className="status-page">
        <div className="big" aria-hidden="true">
          404
        </div>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.text')}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.goHome')}
        </Link>
      </div>
    </AuthLayout>
  );
}
