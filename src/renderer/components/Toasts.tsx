import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * WCAG 2.4.11: the control with the focus is never hidden under the toasts. When it would be, the page scrolls it up
 * above them (the page keeps room at its foot for that, see --toasts-reserve in app.css).
 */
function keepClear(region: HTMLElement, focused: Element | null): void {
  if (!focused || focused === document.body || region.contains(focused) || focused.closest('[role="dialog"]')) return;
  const shown = [...region.querySelectorAll('.toast:not([hidden])')].map((t) => t.getBoundingClientRect());
  if (!shown.length) return;
  const box = focused.getBoundingClientRect();
  const top = Math.min(...shown.map((r) => r.top));
  const covered = shown.some((r) => box.left < r.right && box.right > r.left && box.bottom > r.top && box.top < r.bottom);
  if (covered) window.scrollBy({ top: box.bottom - top + GAP_PX, behavior: 'instant' });
}

/** Room a toast needs below the top of its place for its first line to be read. */
const TOAST_LINE_PX = 64;

/** Whether the element's top is on screen (below the sticky header, above the foot), followed as the page scrolls. */
function useInView(el: HTMLElement | null): boolean {
  const [inView, setInView] = useState(true);
  useLayoutEffect(() => {
    if (!el) return;
    const check = () => {
      const top = el.getBoundingClientRect().top;
      const header = document.querySelector('.shell-header')?.getBoundingClientRect().bottom ?? 0;
      setInView(top >= header && top + TOAST_LINE_PX <= window.innerHeight);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [el]);
  return inView;
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
  const anchor = useAtomValue(zoneToastAnchorAtom);
  const anchorInView = useInView(anchor);
  // The zone's toasts show over its map while the map's top is on screen; on a phone, where the map is scrolled away
  // to reach Save below it, they show where every other toast does, above the navigation.
  const zoneAnchor = anchorInView ? anchor : null;
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
      keepClear(el, document.activeElement);
    };
    const onFocus = (e: FocusEvent) => keepClear(el, e.target as Element | null);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    window.addEventListener('resize', publish);
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      document.removeEventListener('focusin', onFocus);
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
