import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../shared/errors';
import { errorCode } from './bridge';

export type Remote<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; code: ErrorCode; data?: T };

/**
 * Loads data for a screen and keeps its loading, ready and error states; reload() retries.
 * A newer load wins over an older one that answers late.
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> & { reload(): void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const seq = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the dependencies
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ status: 'loading', data: s.data }));
    run().then(
      (data) => mine === seq.current && setState({ status: 'ready', data }),
      (err) => mine === seq.current && setState((s) => ({ status: 'error', code: errorCode(err), data: s.data })),
    );
  }, [run]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { ...state, reload };
}
