import { useRef, useState } from 'react';
import type { ErrorCode } from '../../../shared/errors';
import { errorCode } from '../../lib/bridge';

/**
 * One form of the account screens: busy while its call runs, then the refusal's code (shown translated above the
 * form) or done. `run` is a call of the resource layer (useMutate) or of the bridge.
 */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [done, setDone] = useState(false);
  // The submit button stays focusable while busy (see SubmitButton): a second submit meanwhile is ignored.
  const running = useRef(false);
  const submit = async (...args: A): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await run(...args);
      setDone(true);
      return true;
    } catch (err) {
      setError(errorCode(err));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, done, submit, setError };
}
