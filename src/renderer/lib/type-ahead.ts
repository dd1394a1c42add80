import { useCallback, useRef } from 'react';
import { RULES } from '../../shared/rules';

/**
 * Menu type-ahead: letters typed in quick succession move focus to the first item whose text starts with
 * them; the typed prefix resets after 350 ms of quiet (SPEC §9).
 */
export function useTypeAhead(itemSelector = 'a, button', resetMs: number = RULES.menuTypeAheadResetMs) {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return useCallback(
    (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
      buffer.current += event.key.toLocaleLowerCase();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, resetMs);
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)];
      const match = items.find((el) => (el.textContent ?? '').trim().toLocaleLowerCase().startsWith(buffer.current));
      if (match) {
        match.focus();
        event.preventDefault();
      }
    },
    [itemSelector, resetMs],
  );
}
