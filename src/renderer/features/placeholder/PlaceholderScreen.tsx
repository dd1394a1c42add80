import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '../../components/BackHeader';
import { AuthLayout } from '../layout/AuthLayout';

const TITLES = {
  cashback: 'nav.cashback',
  profile: 'menu.profile',
  contact: 'menu.contact',
  cookie: 'menu.cookie',
  'delete-account': 'menu.deleteAccount',
} as const;

/** One shared screen for the parts not built in this version (SPEC §1). */
export function PlaceholderScreen({ page }: { page: keyof typeof TITLES }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder">
      <BackHeader title={t(TITLES[page])} />
      <p>{t('placeholder.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('common.goHome')}
      </Link>
    </section>
  );
}

export function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <section className="status-page">
        <h1>{t('placeholder.comingSoon')}</h1>
        <p className="muted">{t('placeholder.comingSoonText')}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.goHome')}
        </Link>
      </section>
    </AuthLayout>
  );
}
