import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A dialog opened from state (no Radix Trigger) has nowhere to send the focus when it closes, so it falls to
 * <body>. This remembers what had the focus when `open` became true and gives it back on close, as long as it
 * is still on the page. Pass the result as Radix's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves the focus into the dialog (its focus scope does so in a plain effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return useCallback((event: Event) => {
    const el = opener.current;
    opener.current = null;
    if (!el?.isConnected) return;
    event.preventDefault();
    el.focus();
  }, []);
}
