import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InboxEntry } from '../../../shared/api/watches';
import { BackHeader } from '../../components/BackHeader';
import { ProductImage } from '../../components/ProductImage';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { refocusWhenGone } from '../../components/focus';
import { useFormat } from '../../lib/use-format';
import { useSetAtom } from '../../state/jotai';
import { useResource } from '../../state/resource';
import { INBOX, entryKey, markInboxAtom } from '../../state/alerts';
import { useEntryText } from './entry-text';
import { browserNotifications } from './notify';

/** /inbox: what got cheaper or went on promotion among the watched products, newest first. */
export function InboxScreen() {
  const { t } = useTranslation();
  const inbox = useResource(INBOX);
  const mark = useSetAtom(markInboxAtom);
  const entries = inbox.data?.entries;
  const unread = entries?.filter((e) => e.state === 'unread') ?? [];

  const dismiss = async (e: InboxEntry, at: number) => {
    await mark({ entries: [e], state: 'dismissed' });
    // The dismissed entry took the focus with it: the entry now in its place takes it, else the heading.
    refocusWhenGone(document.querySelector(`[data-entry="${entryKey(e)}"]`), () => {
      const rows = [...document.querySelectorAll<HTMLElement>('[data-entry] .al-entry-link')];
      return rows[Math.min(at, rows.length - 1)] ?? document.querySelector<HTMLElement>('.al-inbox h1');
    });
  };

  return (
    <section className="al-inbox">
      <BackHeader title={t('alerts.inbox.title')} to="/" />
      <p className="muted">{t('alerts.inbox.intro')}</p>
      <div className="al-inbox-actions">
        {unread.length ? (
          <button type="button" className="btn" onClick={() => void mark({ entries: unread, state: 'read' })}>
            {t('alerts.inbox.markAllRead')}
          </button>
        ) : null}
        <NotificationPermission />
      </div>
      {!entries ? (
        inbox.status === 'error' ? (
          <ErrorState code={inbox.code ?? 'UNKNOWN'} onRetry={inbox.reload} />
        ) : (
          <Spinner center />
        )
      ) : entries.length === 0 ? (
        <EmptyState text={t('alerts.inbox.empty')} />
      ) : (
        <ul className="al-entries" aria-label={t('alerts.inbox.title')} aria-busy={inbox.status === 'loading'}>
          {entries.map((e, i) => (
            <Entry key={entryKey(e)} entry={e} onRead={() => void mark({ entries: [e], state: 'read' })} onDismiss={() => void dismiss(e, i)} />
          ))}
        </ul>
      )}
      {entries && inbox.status === 'error' ? <ErrorState code={inbox.code ?? 'UNKNOWN'} onRetry={inbox.reload} /> : null}
    </section>
  );
}

function Entry({ entry: e, onRead, onDismiss }: { entry: InboxEntry; onRead(): void; onDismiss(): void }) {
  const { t } = useTranslation();
  const { ft, date } = useFormat();
  const text = useEntryText();
  const unread = e.state === 'unread';
  const who = t('alerts.inbox.who', { name: e.product.name, chain: e.product.retailer_name });
  return (
    <li className={`al-entry${unread ? ' is-unread' : ''}`} data-entry={entryKey(e)} data-testid="inbox-entry">
      <ProductImage photo={e.product.photo} alt="" className="al-thumb" />
      <div className="al-entry-text">
        {unread ? <span className="al-new">{t('alerts.inbox.new')}</span> : null}
        <Link to={`/product/${e.product.id}`} className="al-entry-link">
          {text(e)}
        </Link>
        <span className="muted al-small">
          {t('alerts.inbox.compared', { date: date(e.was_day) })}
          {e.promotion_regular !== null && e.kind !== 'promotion' ? ` ${t('alerts.inbox.onPromotion', { regular: ft(e.promotion_regular) })}` : ''}
          {e.target_price !== null ? ` ${t('alerts.inbox.target', { price: ft(e.target_price) })}` : ''}
        </span>
      </div>
      <div className="al-entry-actions">
        {unread ? (
          <button type="button" className="btn al-btn-small" aria-label={t('alerts.inbox.markReadOf', { who })} onClick={onRead}>
            {t('alerts.inbox.markRead')}
          </button>
        ) : null}
        <button type="button" className="btn al-btn-small" aria-label={t('alerts.inbox.dismissOf', { who })} onClick={onDismiss}>
          {t('alerts.inbox.dismiss')}
        </button>
      </div>
    </li>
  );
}

/**
 * In the web host the browser shows the notifications, once allowed: the permission is asked only when the user
 * presses this. The desktop app needs none (its notifications are the system's), so this shows only in a browser.
 */
function NotificationPermission() {
  const { t } = useTranslation();
  const [state, setState] = useState(browserNotifications);
  if (state === 'unsupported' || state === 'granted' || isDesktopApp()) return null;
  if (state === 'denied') return <p className="muted al-small">{t('alerts.inbox.notificationsBlocked')}</p>;
  return (
    <button type="button" className="btn" onClick={() => void Notification.requestPermission().then(setState, () => {})}>
      {t('alerts.inbox.notificationsOn')}
    </button>
  );
}

/** The Electron app's page runs on app:// (docs/desktop.md); the web host's on http(s). */
const isDesktopApp = () => location.protocol === 'app:';
