import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * What a dialog opened now should give the focus back to: what has the focus, or, when that is in a dialog that is
 * closing as this one opens (a menu item that closes the menu and opens a confirmation), the control that opened
 * that dialog (named by its data-opener, as Drawer does), since the item itself is about to leave the page.
 */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const closing = active.closest<HTMLElement>('[role="dialog"][data-state="closed"]');
  const id = closing?.getAttribute('data-opener');
  return (id ? document.getElementById(id) : null) ?? active;
}

/**
 * A dialog opened from state (no Radix Trigger) has nowhere to send the focus when it closes, so it falls to
 * <body>. This remembers what had the focus when `open` became true (see openerOf) and gives it back on close, as
 * long as it is still on the page. Pass the result as Radix's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves the focus into the dialog (its focus scope does so in a plain effect).
  useLayoutEffect(() => {
    const el = open ? openerOf(document.activeElement) : null;
    if (el) opener.current = el;
  }, [open]);
  return useCallback((event: Event) => {
    const el = opener.current;
    opener.current = null;
    if (!el?.isConnected) return;
    event.preventDefault();
    el.focus();
  }, []);
}
