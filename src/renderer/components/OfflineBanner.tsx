import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kosar, unwrap } from '../lib/bridge';
import { useAtomValue } from '../state/jotai';
import { offlineAtom } from '../state/connection';

/** Shown on every main screen while the server cannot be reached; Try again probes it. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useAtomValue(offlineAtom);
  const [busy, setBusy] = useState(false);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert">
      <span>{t('offline.banner')}</span>
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // Any cheap call will do: a success clears the banner, screens then retry their own loads.
          void unwrap(kosar().api('retailers'))
            .catch(() => {})
            .finally(() => setBusy(false));
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
