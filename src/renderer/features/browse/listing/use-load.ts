import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../../../shared/errors';
import { errorCode } from '../../../lib/bridge';

export interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  /** The newest answer, kept while a reload runs so screens can refresh without flashing a spinner. */
  data?: T;
  code?: ErrorCode;
  reload(): void;
}

/** One call per `key` (and per reload); an answer for an older key is dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [nonce, setNonce] = useState(0);
  const fullKey = `${key}#${nonce}`;
  const [state, setState] = useState<{ key: string; ok: boolean; data?: T; code?: ErrorCode } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (data) => live && setState({ key: fullKey, ok: true, data }),
      (err) =>
        live &&
        setState((s) => ({
          key: fullKey,
          ok: false,
          code: errorCode(err),
          data: s?.key.startsWith(`${key}#`) ? s.data : undefined,
        })),
    );
    return () => {
      live = false;
    };
  }, [fullKey, key]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state?.key === fullKey ? state : null;
  // A reload of the same key keeps showing the old data; a new key starts empty.
  const sameKey = state?.key.startsWith(`${key}#`);
  return {
    status: current ? (current.ok ? 'ready' : 'error') : 'loading',
    data: current ? current.data : sameKey ? state?.data : undefined,
    code: current?.code,
    reload,
  };
}
