import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../state/jotai';
import { dismissToastAtom, toastsAtom, zoneToastAnchorAtom, type Toast } from '../state/toasts';
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

/** The custom property that tells dialogs how much of the screen's foot the toasts take (see app.css). */
export const TOASTS_RESERVE = '--toasts-reserve';
/** Space kept between the toasts and what they would otherwise touch. */
const GAP_PX = 8;

/**
 * Toasts at the bottom centre above the navigation, where they cover no title; each closes by itself after its
 * duration. While any shows, the screen's foot they take is published, so a tall dialog on a narrow screen moves
 * up and shrinks (scrolling inside) instead of having its buttons covered.
 */
export function Toasts() {
  const all = useAtomValue(toastsAtom);
  const zoneAnchor = useAtomValue(zoneToastAnchorAtom);
  const onZone = (t: Toast) => t.place === 'zone' && zoneAnchor !== null;
  const toasts = all.filter((t) => !onZone(t));
  const zoneToasts = all.filter(onZone);
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => {
      const shown = el.querySelector('.toast:not([hidden])');
      const reserve = shown ? Math.max(0, window.innerHeight - el.getBoundingClientRect().top + GAP_PX) : 0;
      root.style.setProperty(TOASTS_RESERVE, `${Math.round(reserve)}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
    };
  }, [all]);
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty(TOASTS_RESERVE);
    },
    [],
  );
  // The newest few only: a stack of them would cover the screen; older ones still close on their timers.
  const items = (list: Toast[]) =>
    list.map((toast, i) => <ToastItem key={toast.id} toast={toast} hidden={i < list.length - MAX_SHOWN} />);
  return (
    <>
      <div className="toasts" aria-live="polite" ref={region}>
        {items(toasts)}
      </div>
      {zoneAnchor && zoneToasts.length > 0 ? createPortal(items(zoneToasts), zoneAnchor) : null}
    </>
  );
}
