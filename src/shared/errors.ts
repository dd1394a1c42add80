import { z } from 'zod';

/** Every error the user can meet, by code; the renderer shows t(`errors.${code}`). */
export const ERROR_CODES = [
  'VALIDATION',
  'NOT_AUTHORIZED',
  'NOT_FOUND',
  'USED',
  'SHORTPASS',
  'INVALID',
  'INVALID_CREDENTIALS',
  'RESET_KEY_INVALID',
  'WRONG_PASSWORD',
  'EMAIL_KEY_INVALID',
  'UPDATES_OFF',
  'RATE_LIMITED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'ZONE_NO_MARK',
  'ZONE_NO_RADIUS',
  'ZONE_NO_SHOPS',
  'PLAN_NOT_OFFERED',
  'WATCHES_FULL',
  'NOT_OWNER',
  'NO_ACCOUNT',
  'ALREADY_MEMBER',
  'DB_UNAVAILABLE',
  'SERVER_ERROR',
  'OFFLINE',
  'BAD_RESPONSE',
  'KEYCHAIN_UNAVAILABLE',
  'UNKNOWN',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorInfo = z.object({
  code: ErrorCode,
  message: z.string(),
  /** Optional details a screen can show, e.g. the retailers that do have shops in a zone. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorInfo = z.infer<typeof ErrorInfo>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string = code, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  toInfo(): ErrorInfo {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** HTTP status the server answers for each code. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  NOT_AUTHORIZED: 401,
  NOT_FOUND: 404,
  USED: 409,
  SHORTPASS: 400,
  INVALID: 400,
  INVALID_CREDENTIALS: 400,
  RESET_KEY_INVALID: 400,
  WRONG_PASSWORD: 400,
  EMAIL_KEY_INVALID: 400,
  UPDATES_OFF: 409,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  ZONE_NO_MARK: 400,
  ZONE_NO_RADIUS: 400,
  ZONE_NO_SHOPS: 400,
  PLAN_NOT_OFFERED: 409,
  WATCHES_FULL: 409,
  NOT_OWNER: 403,
  NO_ACCOUNT: 404,
  ALREADY_MEMBER: 409,
  DB_UNAVAILABLE: 503,
  SERVER_ERROR: 500,
  OFFLINE: 503,
  BAD_RESPONSE: 502,
  KEYCHAIN_UNAVAILABLE: 500,
  UNKNOWN: 500,
};
