import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof matchMedia === 'function';

/** Whether a media query matches now, updated when it changes (false where there is no matchMedia, as in tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const mq = matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => hasMatchMedia() && matchMedia(query).matches);
}
