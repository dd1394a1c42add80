import { useState } from 'react';
import { errorMessage, message } from '../../i18n/message';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { Drawer } from '../../components/Drawer';
import {
  AboutIcon,
  HelpIcon,
  KeyIcon,
  LogoutIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  ShieldIcon,
  UserIcon,
  TrashIcon,
  ToolsIcon,
} from '../../components/icons';
import { errorCode } from '../../lib/bridge';
import { useTypeAhead } from '../../lib/type-ahead';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { useMutate } from '../../state/resource';
import { logoutAtom, sessionAtom } from '../../state/session';
import { pushToastAtom } from '../../state/toasts';

const ITEMS = [
  { to: '/profile', key: 'menu.profile', Icon: UserIcon },
  { to: '/settings', key: 'menu.settings', Icon: ToolsIcon },
  { to: null, key: 'menu.passwordReset', Icon: KeyIcon },
  { to: '/zone', key: 'menu.zone', Icon: MapPinIcon },
  { to: '/faqs', key: 'menu.faq', Icon: HelpIcon },
  { to: '/contact', key: 'menu.contact', Icon: MailIcon },
  { to: '/cookie', key: 'menu.cookie', Icon: ShieldIcon },
  { to: '/delete-account', key: 'menu.deleteAccount', Icon: TrashIcon },
  { to: '/about', key: 'menu.about', Icon: AboutIcon },
] as const;

/** The menu drawer of SPEC §2; Log out calls the server, then forgets the session. */
export function MenuDrawer() {
  const { t } = useTranslation();
  const [open, onOpenChange] = useState(false);
  const logout = useSetAtom(logoutAtom);
  const session = useAtomValue(sessionAtom);
  const toast = useSetAtom(pushToastAtom);
  const navigate = useNavigate();
  const onKeyDown = useTypeAhead('.drawer-list a, .drawer-list button');
  const [confirmReset, setConfirmReset] = useState(false);
  const [sending, setSending] = useState(false);
  const mutate = useMutate();

  const sendReset = async () => {
    if (!session) return;
    setSending(true);
    try {
      await mutate('requestPasswordReset', { query: { email: session.email } });
      toast({ kind: 'success', text: message('forgot.sent') });
    } catch (err) {
      toast({ kind: 'error', text: errorMessage(errorCode(err)) });
    } finally {
      setSending(false);
      setConfirmReset(false);
    }
  };

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        trigger={{ label: t('nav.menu'), icon: <MenuIcon /> }}
        title={t('menu.title')}
        description={t('menu.title')}
        onKeyDown={onKeyDown}
      >
        <nav className="drawer-list" aria-label={t('menu.title')}>
          {ITEMS.map((item) =>
            item.to ? (
              <Link key={item.key} to={item.to} onClick={() => onOpenChange(false)}>
                <item.Icon />
                <span>{t(item.key)}</span>
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                onClick={() => {
                  onOpenChange(false);
                  setConfirmReset(true);
                }}
              >
                <item.Icon />
                <span>{t(item.key)}</span>
              </button>
            ),
          )}
          {/* Set apart: it ends the session rather than opening a page. */}
          <button
            type="button"
            className="drawer-logout"
            onClick={async () => {
              onOpenChange(false);
              await logout().catch(() => {});
              navigate('/welcome', { replace: true });
            }}
          >
            <LogoutIcon />
            <span>{t('menu.logout')}</span>
          </button>
        </nav>
      </Drawer>
      <Dialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('menu.passwordReset')}
        description={t('menu.passwordResetText', { email: session?.email ?? '' })}
      >
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={() => setConfirmReset(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={sending} aria-busy={sending} onClick={() => void sendReset()}>
            {t('forgot.submit')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
