import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a Back waits for its page's data to grow tall enough to scroll back to where the user was. */
const RESTORE_FOR_MS = 10_000;
const KEEP = 200;
/** On the root while a Back restores its offset (see browse.css). */
export const RESTORING = 'restoring-scroll';

/**
 * The hash router has no scroll restoration of its own: a new page would open at the old page's offset.
 * A push or replace starts at the top; Back and Forward return to the offset the entry was left at.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => {
      const map = positions.current;
      map.delete(current.current);
      map.set(current.current, window.scrollY);
      if (map.size > KEEP) map.delete(map.keys().next().value as string);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (current.current === location.key) return;
    current.current = location.key;
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (!saved) {
      window.scrollTo(0, 0);
      return;
    }
    // The page may still be loading: keep trying until it is tall enough, unless the user scrolls first.
    // Off-screen rows normally skip layout (an estimated height); while restoring, every row is laid out, so the page
    // has the height it had when the user left it and the offset lands on the same row. Rows keep that height after.
    let frame = 0;
    const until = Date.now() + RESTORE_FOR_MS;
    const root = document.documentElement;
    root.classList.add(RESTORING);
    const stop = () => {
      root.classList.remove(RESTORING);
      cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.removeEventListener(type, stop);
    };
    const attempt = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) <= 1 || Date.now() > until) stop();
      else frame = requestAnimationFrame(attempt);
    };
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.addEventListener(type, stop, { passive: true });
    attempt();
    return stop;
  }, [location.key, navigationType]);

  return null;
}
