import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../state/jotai';
import { dismissToastAtom, toastsAtom, type Toast } from '../state/toasts';
import { CloseIcon } from './icons';
import { translate } from '../i18n/message';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span>{translate(t, toast.text)}</span>
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => dismiss(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** Toasts at the top centre (SPEC §2), each closing by itself after its duration. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
