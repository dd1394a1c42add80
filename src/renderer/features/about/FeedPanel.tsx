import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedStatus } from '../../../shared/api/feed';
import { useAtomValue, useStore } from '../../state/jotai';
import { inFlightCountAtom, loadResourceAtom, resource, useMutate, useResource } from '../../state/resource';
import { INBOX } from '../../state/alerts';
import { useFormat } from '../../lib/use-format';

/** Update requests under way (the resource layer counts them). */
const startsInFlight = inFlightCountAtom(['updateFeed']);

/** How often the status is read while an update runs. */
const POLL_MS = 1_000;

/** How fresh the prices are, the last check, and "Update prices now" with its progress. */
export function FeedPanel() {
  const { t } = useTranslation();
  const { date, dateTime, number, percent, when } = useFormat();
  const status = useResource(resource('feedStatus'), { byLanguage: false });
  const mutate = useMutate();
  const starting = useAtomValue(startsInFlight) > 0;
  const s = status.data ?? null;
  const reload = status.reload;

  // While an update runs, its progress is read again and again; when it ends, once more for the result.
  useEffect(() => {
    if (!s?.running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [s, reload]);
  // An update that ended may have made price alerts: the inbox (and the navigation's count) is read again.
  const store = useStore();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && s && !s.running) void store.set(loadResourceAtom, INBOX);
    wasRunning.current = !!s?.running;
  }, [s, store]);

  /** What the update is doing, with the rows checked or written where it says. */
  const progressText = (p: FeedStatus['progress']): string => {
    const rows = (n: number | undefined) => number(n ?? 0, 0);
    if (p?.step === 'write' && p.rowsTotal) return t('feed.step.write', { done: rows(p.rows), total: rows(p.rowsTotal) });
    if (p?.step === 'check') return p.rows ? t('feed.step.checked', { rows: rows(p.rows) }) : t('feed.step.check');
    if (p?.step === 'download') return t('feed.step.download');
    return t(`feed.phase.${p?.phase ?? 'chains'}`);
  };

  const update = async () => {
    try {
      // Started or refused, the status is read again (the route table says so) and shows which.
      await mutate('updateFeed');
    } catch {
      // The status shown says what happened.
    }
  };

  // Just after a successful check the button rests (the monitor's data is daily), and says until when; the server
  // sends next_check_at only while it lies ahead, and the status is read again once it has passed.
  const resting = !!s?.next_check_at && !s.running;
  useEffect(() => {
    if (!resting || !s?.next_check_at) return;
    const timer = setTimeout(reload, Math.min(Date.parse(s.next_check_at) - Date.now() + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [resting, s?.next_check_at, reload]);

  if (!s) return <p className="muted">{status.status === 'error' ? t(`errors.${status.code}`) : t('feed.loading')}</p>;
  return (
    <section className="feed-panel" aria-labelledby="feed-title">
      <h2 id="feed-title">{t('feed.title')}</h2>
      <p>
        {s.data_date
          ? t('feed.observed', { date: date(s.data_date) })
          : s.observed.count
            ? t('feed.installedBasket', { count: s.observed.count, observed: s.observed.latest ? date(s.observed.latest) : '', date: s.modelled_on ? date(s.modelled_on) : '' })
            : t('feed.onlyEstimates', { date: s.modelled_on ? date(s.modelled_on) : '' })}
      </p>
      <dl>
        <dt>{t('feed.dataDate')}</dt>
        <dd data-testid="feed-data-date">
          {s.data_date
            ? date(s.data_date)
            : s.observed.count && s.observed.latest
              ? t('feed.basketOnly', { date: date(s.observed.latest) })
              : t('feed.noData')}
        </dd>
        <dt>{t('feed.lastCheck')}</dt>
        <dd data-testid="feed-checked">{s.checked_at ? dateTime(s.checked_at) : t('feed.never')}</dd>
      </dl>
      {s.status === 'failed' && !s.running ? (
        <p className="feed-error" role="alert">
          {t(`feed.error.${s.error_kind ?? 'format'}`)}
        </p>
      ) : null}
      {s.running ? (
        <div>
          <label htmlFor="feed-progress">{progressText(s.progress)}</label>
          <progress id="feed-progress" max={1} value={s.progress?.fraction ?? 0} aria-valuetext={percent((s.progress?.fraction ?? 0) * 100)} />
        </div>
      ) : null}
      {s.enabled ? (
        <>
          <button
            type="button"
            className="btn btn-primary"
            // Not `disabled` while it runs: that would drop the focus to <body> the moment it is pressed.
            aria-disabled={s.running || starting || resting}
            aria-busy={s.running || starting}
            aria-describedby={resting ? 'feed-recent' : undefined}
            onClick={() => {
              if (!s.running && !starting && !resting) void update();
            }}
          >
            {s.running ? t('feed.updating') : t('feed.updateNow')}
          </button>
          {resting ? (
            <p id="feed-recent" className="muted" data-testid="feed-recent">
              {t('feed.recent', { time: when(s.next_check_at!) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">{t('feed.disabled')}</p>
      )}
    </section>
  );
}
