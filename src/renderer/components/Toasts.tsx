import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../state/jotai';
import { dismissToastAtom, toastsAtom, type Toast } from '../state/toasts';
import { CloseIcon } from './icons';
import { translate } from '../i18n/message';

const MAX_SHOWN = 2;

function ToastItem({ toast, hidden }: { toast: Toast; hidden: boolean }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} hidden={hidden}>
      <span>{translate(t, toast.text)}</span>
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => dismiss(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** Toasts at the bottom centre above the navigation, where they cover no title; each closes by itself after its duration. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toasts" aria-live="polite">
      {/* The newest few only: a stack of them would cover the screen; older ones still close on their timers. */}
      {toasts.map((toast, i) => (
        <ToastItem key={toast.id} toast={toast} hidden={i < toasts.length - MAX_SHOWN} />
      ))}
    </div>
  );
}
