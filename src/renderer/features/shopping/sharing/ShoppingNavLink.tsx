import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/icons';
import { useResource } from '../../../state/resource';
import { CountNavLink } from '../../layout/CountNavLink';
import { LIST_VERSIONS } from './sync';

/** The navigation's way to the lists, with the count of invitations waiting (from the poll, ListSync). */
export function ShoppingNavLink() {
  const { t } = useTranslation();
  const waiting = useResource(LIST_VERSIONS, { byLanguage: false, pick: (d) => d.invitations }).data ?? 0;
  return (
    <CountNavLink
      to="/shopping/management"
      icon={<CartIcon />}
      label={t('nav.shopping')}
      count={waiting}
      countLabel={t('nav.shoppingInvitations', { count: waiting })}
      testId="invitations-badge"
    />
  );
}
