import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { LanguageToggle } from '../../components/LanguageToggle';
import { Logo } from '../../components/Logo';
import { HeartIcon, HomeIcon, NewsIcon } from '../../components/icons';
import { MenuDrawer } from './MenuDrawer';
import { OfflineBanner } from '../../components/OfflineBanner';
import { SearchDrawer } from '../browse/SearchDrawer';
import { AlertsNavLink } from '../alerts/AlertsNavLink';
import { AlertNotifier } from '../alerts/AlertNotifier';
import { ListSync } from '../shopping/sharing/ListSync';
import { ShoppingNavLink } from '../shopping/sharing/ShoppingNavLink';

const NAV = [
  { to: '/', key: 'nav.home', Icon: HomeIcon, end: true },
  { to: '/news', key: 'nav.news', Icon: NewsIcon, end: false },
  { to: '/favour', key: 'nav.favourite', Icon: () => <HeartIcon />, end: false },
] as const;

/**
 * Header (logo, language, menu), the screen, and the bottom navigation of SPEC §2, without Cashback: there is no
 * cashback in this app, so it is not offered (its route still answers, with the placeholder). Its place is taken by
 * the price alerts, with the count of unread ones. Shopping counts the invitations waiting; ListSync keeps the
 * lists current while others change them.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const link = ({ to, key, Icon, end }: (typeof NAV)[number]) => (
    <NavLink key={to} to={to} end={end}>
      <Icon />
      <span>{t(key)}</span>
    </NavLink>
  );
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
        {NAV.slice(0, 2).map(link)}
        <ShoppingNavLink />
        {NAV.slice(2).map(link)}
        <AlertsNavLink />
      </nav>
      <AlertNotifier />
      <ListSync />
    </div>
  );
}
