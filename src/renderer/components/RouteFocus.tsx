import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its data loading) before the focus is left where it is. */
const WAIT_FOR_HEADING_MS = 10_000;

/** Text a user is typing into keeps the focus. */
const typing = (el: Element) => el.matches('input, textarea, select, [contenteditable="true"]');

/** The new page's main heading: the first h1 of the page, outside any dialog. */
function pageHeading(): HTMLElement | null {
  for (const h1 of document.querySelectorAll<HTMLElement>('main h1, h1')) if (!h1.closest('[role="dialog"]')) return h1;
  return null;
}

/**
 * After a move to another page the control that led there is usually gone, and the focus falls to <body>: a
 * keyboard user starts again from the top and a screen reader says nothing. The focus goes to the new page's h1
 * instead (WCAG 2.4.3), once it shows. It is left alone where something else took it on purpose (a field or
 * button the page focuses, an open dialog), at the app's start, and when only the query changes.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const first = shown.current === null;
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (first) return;
    const trigger = document.activeElement;
    // A move made from a dialog (the menu): the dialog gives the focus back to its opener as it closes.
    const fromDialog = !!trigger?.closest('[role="dialog"]');
    // Where the focus is left over from the move, not put by the new page: nowhere, the control that led here, or
    // the header or navigation (a closing menu gives the focus back to its button).
    const free = (active: Element | null) =>
      !active ||
      active === document.body ||
      (!active.closest('main') && !active.closest('[role="dialog"]') && !typing(active)) ||
      (active === trigger && !typing(active) && !active.closest('[role="dialog"]'));
    let timer = 0;
    let focused: HTMLElement | null = null;
    const observer = new MutationObserver(() => attempt());
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
      document.removeEventListener('focusin', attempt);
    };
    const focusHeading = () => {
      const heading = pageHeading();
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // Set first: focusing runs the focusin listener below at once.
      focused = heading;
      heading.focus({ preventScroll: true });
    };
    function attempt() {
      const active = document.activeElement;
      // A page that shows its heading while loading may draw it anew once loaded: the focus follows it.
      if (focused) {
        if (active === focused) return;
        // Taken again only from what the move itself did: a heading drawn anew (the focus fell to <body>), or the
        // closing dialog's opener. Anything else focused since is the user's (or their assistive technology's).
        const lost = !active || active === document.body;
        if ((lost && !focused.isConnected) || (fromDialog && free(active) && !active?.closest('main'))) focusHeading();
        return;
      }
      // A dialog closing after the move (the menu) still holds the focus, and gives it back as it goes: wait for it.
      if (active?.closest('[role="dialog"][data-state="closed"]')) return;
      if (!free(active)) return stop();
      focusHeading();
    }
    observer.observe(document.body, { childList: true, subtree: true });
    // A dialog closed by the move gives the focus back to its opener a moment later: the heading keeps it.
    document.addEventListener('focusin', attempt);
    // Until the user acts: then the focus is theirs.
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    timer = window.setTimeout(stop, WAIT_FOR_HEADING_MS);
    // After the page's own effects (a field it focuses, a dialog's focus given back) have run.
    window.setTimeout(attempt, 0);
    return stop;
  }, [pathname]);

  return null;
}
