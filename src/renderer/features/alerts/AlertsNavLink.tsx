import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BellIcon } from '../../components/icons';
import { INBOX } from '../../state/alerts';
import { useResource } from '../../state/resource';

/** The navigation's way to the price alerts, with the count of unread ones (in the link's name, for readers). */
export function AlertsNavLink() {
  const { t } = useTranslation();
  const unread = useResource(INBOX, { pick: (d) => d.unread }).data ?? 0;
  return (
    <NavLink to="/inbox" className="al-nav" aria-label={unread ? t('nav.alertsUnread', { count: unread }) : undefined}>
      <span className="al-nav-icon">
        <BellIcon />
        {unread ? (
          <span className="al-badge" data-testid="alerts-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
      <span>{t('nav.alerts')}</span>
    </NavLink>
  );
}
