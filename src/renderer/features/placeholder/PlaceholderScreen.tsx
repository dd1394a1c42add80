import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '../../components/BackHeader';
import { WalletIcon, ToolsIcon } from '../../components/icons';
import { AuthLayout } from '../layout/AuthLayout';

const PAGES = {
  cashback: { title: 'nav.cashback', Icon: WalletIcon },
} as const;

/** One shared screen for the parts not built in this version (SPEC §1). */
export function PlaceholderScreen({ page }: { page: keyof typeof PAGES }) {
  const { t } = useTranslation();
  const { title, Icon } = PAGES[page];
  return (
    <section className="placeholder">
      <BackHeader title={t(title)} />
      <div className="placeholder-card">
        <span className="placeholder-badge">
          <Icon />
        </span>
        <p className="placeholder-text">{t('placeholder.text')}</p>
        <p className="muted">{t('placeholder.hint')}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}

export function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <section className="status-page">
        <span className="placeholder-badge">
          <ToolsIcon />
        </span>
        <h1>{t('placeholder.comingSoon')}</h1>
        <p className="muted">{t('placeholder.comingSoonText')}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.goHome')}
        </Link>
      </section>
    </AuthLayout>
  );
}
