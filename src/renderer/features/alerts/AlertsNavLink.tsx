import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons';
import { INBOX } from '../../state/alerts';
import { useResource } from '../../state/resource';
import { CountNavLink } from '../layout/CountNavLink';

/** The navigation's way to the price alerts, with the count of unread ones (in the link's name, for readers). */
export function AlertsNavLink() {
  const { t } = useTranslation();
  const unread = useResource(INBOX, { pick: (d) => d.unread }).data ?? 0;
  return (
    <CountNavLink to="/inbox" icon={<BellIcon />} label={t('nav.alerts')} count={unread} countLabel={t('nav.alertsUnread', { count: unread })} testId="alerts-badge" />
  );
}
