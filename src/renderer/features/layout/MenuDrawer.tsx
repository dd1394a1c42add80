import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../components/icons';
import { useSetAtom } from '../../state/jotai';
import { logoutAtom } from '../../state/session';

const ITEMS = [
  { to: '/profile', key: 'menu.profile' },
  { to: '/zone', key: 'menu.zone' },
  { to: '/faqs', key: 'menu.faq' },
  { to: '/contact', key: 'menu.contact' },
  { to: '/cookie', key: 'menu.cookie' },
  { to: '/delete-account', key: 'menu.deleteAccount' },
] as const;

/** The menu drawer of SPEC §2; Logout calls the server, then forgets the session. */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="drawer">
          <div className="drawer-head">
            <RadixDialog.Title asChild>
              <h2>{t('menu.title')}</h2>
            </RadixDialog.Title>
            <RadixDialog.Description className="visually-hidden">{t('menu.title')}</RadixDialog.Description>
            <RadixDialog.Close className="icon-btn" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <nav className="drawer-list">
            {ITEMS.map((item) => (
              <Link key={item.to} to={item.to} onClick={() => onOpenChange(false)}>
                {t(item.key)}
              </Link>
            ))}
            <button
              type="button"
              onClick={async () => {
                onOpenChange(false);
                await logout().catch(() => {});
                navigate('/welcome', { replace: true });
              }}
            >
              {t('menu.logout')}
            </button>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
