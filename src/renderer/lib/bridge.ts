import { AppError, type ErrorCode } from '../../shared/errors';
import type { KosarApi, Result } from '../../shared/bridge';
import { noteReachable } from '../state/connection';

export function kosar(): KosarApi {
  return window.kosar;
}

/** Unwraps a bridge result: data, or an AppError carrying the code the screens translate. */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const res = await pending;
  noteReachable(res.ok || res.error.code !== 'OFFLINE');
  if (res.ok) return res.data;
  throw new AppError(res.error.code as ErrorCode, res.error.message, res.error.details);
}

export function errorCode(err: unknown): ErrorCode {
  return err instanceof AppError ? err.code : 'UNKNOWN';
}
