import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { LanguageToggle } from '../../components/LanguageToggle';
import { Logo } from '../../components/Logo';
import { CartIcon, HeartIcon, HomeIcon, NewsIcon } from '../../components/icons';
import { MenuDrawer } from './MenuDrawer';
import { OfflineBanner } from '../../components/OfflineBanner';
import { SearchDrawer } from '../browse/SearchDrawer';
import { AlertsNavLink } from '../alerts/AlertsNavLink';
import { AlertNotifier } from '../alerts/AlertNotifier';

const NAV = [
  { to: '/', key: 'nav.home', Icon: HomeIcon, end: true },
  { to: '/news', key: 'nav.news', Icon: NewsIcon, end: false },
  { to: '/shopping/management', key: 'nav.shopping', Icon: CartIcon, end: false },
  { to: '/favour', key: 'nav.favourite', Icon: () => <HeartIcon />, end: false },
] as const;

/**
 * Header (logo, language, menu), the screen, and the bottom navigation of SPEC §2, without Cashback: there is no
 * cashback in this app, so it is not offered (its route still answers, with the placeholder). Its place is taken by
 * the price alerts, with the count of unread ones.
 */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <header className="shell-header">
        <Logo to="/" />
        <span className="spacer" />
        <LanguageToggle />
        <SearchDrawer />
        <MenuDrawer />
      </header>
      <main className="shell-main" id="main">
        <OfflineBanner />
        <Outlet />
      </main>
      <nav className="bottom-nav" aria-label={t('nav.main')}>
        {NAV.map(({ to, key, Icon, end }) => (
          <NavLink key={to} to={to} end={end}>
            <Icon />
            <span>{t(key)}</span>
          </NavLink>
        ))}
        <AlertsNavLink />
      </nav>
      <AlertNotifier />
    </div>
  );
}
