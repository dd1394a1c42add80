import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../shared/errors';
import { errorCode } from './bridge';

export type Remote<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; code: ErrorCode; data?: T };

/**
 * Loads data for a screen and keeps its loading, ready and error states; reload() retries. The load runs again
 * when a dependency changes (they are compared by value), and an answer that arrives for an older request is dropped.
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${JSON.stringify(deps)}`;
  const [result, setResult] = useState<{ key: string; value: Remote<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (data) => live && setResult({ key, value: { status: 'ready', data } }),
      (err) => live && setResult((prev) => ({ key, value: { status: 'error', code: errorCode(err), data: prev?.value.data } })),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const value: Remote<T> = result && result.key === key ? result.value : { status: 'loading', data: result?.value.data };
  return { ...value, reload };
}
