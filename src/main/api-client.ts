import ky, { HTTPError, type KyInstance } from 'ky';
import { z } from 'zod';
import { AppError, ErrorCode } from '../shared/errors';
import { API_PREFIX, buildPath, routes, type RouteArgs, type RouteName, type RouteOutput } from '../shared/api/routes';
import type { Language } from '../shared/rules';

export interface ApiClientOptions {
  /** The server's origin, e.g. http://127.0.0.1:43123 (may change when the embedded server restarts). */
  baseUrl: () => string;
  token: () => string | null;
  language: () => Language;
  /** Called when an authenticated call answers 'Not authorized'. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** Per-request timeout; the spec's client has none, but a desktop app must not hang forever on a dead server. */
  timeoutMs?: number;
}

/** A call of the route table, typed by the route: every required part of its input is required. */
export type ApiCall = <N extends RouteName>(name: N, ...input: RouteArgs<N>) => Promise<RouteOutput<N>>;
/** The same call for an input already checked against the route's schemas (routeInputSchema). */
export type CheckedApiCall = (name: RouteName, input: { params?: unknown; query?: unknown; body?: unknown }) => Promise<unknown>;

const ServerError = z.object({ code: ErrorCode, message: z.string(), details: z.record(z.string(), z.unknown()).optional() });

/** The ky client of main: base URL, Bearer header, answers parsed with the shared schemas, errors as AppError. */
export function createApiClient(opts: ApiClientOptions): { call: ApiCall; checked: CheckedApiCall; http: KyInstance } {
  const http = ky.create({
    retry: 0,
    timeout: opts.timeoutMs ?? 30_000,
    throwHttpErrors: true,
    fetch: opts.fetch,
  });

  const checked: CheckedApiCall = async (name, input) => {
    const def = routes[name];
    const url = `${opts.baseUrl()}${API_PREFIX}${buildPath(def.path, input.params as Record<string, unknown> | undefined)}`;
    const token = opts.token();
    const headers: Record<string, string> = { 'accept-language': opts.language() };
    if (token) headers.authorization = `Bearer ${token}`;
    const searchParams = input.query
      ? Object.fromEntries(Object.entries(input.query as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))
      : undefined;
    let json: unknown;
    try {
      json = await http(url, { method: def.method, headers, searchParams, json: input.body }).json();
    } catch (err) {
      throw await toAppError(err, def.auth, opts.onUnauthorized);
    }
    const parsed = def.response.safeParse(json);
    if (!parsed.success) throw new AppError('BAD_RESPONSE', `Unexpected answer from ${def.method} ${def.path}`);
    return parsed.data;
  };
  const call: ApiCall = (name, ...input) => checked(name, input[0] ?? {}) as Promise<RouteOutput<typeof name>>;
  return { call, checked, http };
}

async function toAppError(err: unknown, authed: boolean, onUnauthorized?: () => void): Promise<AppError> {
  if (err instanceof HTTPError) {
    let body: unknown = null;
    try {
      body = await err.response.json();
    } catch {
      /* not JSON: fall through to the status */
    }
    const parsed = ServerError.safeParse(body);
    const code: ErrorCode = parsed.success ? parsed.data.code : err.response.status === 401 ? 'NOT_AUTHORIZED' : err.response.status >= 500 ? 'SERVER_ERROR' : 'UNKNOWN';
    if (code === 'NOT_AUTHORIZED' && authed) onUnauthorized?.();
    return new AppError(code, parsed.success ? parsed.data.message : `HTTP ${err.response.status}`, parsed.success ? parsed.data.details : undefined);
  }
  if (err instanceof AppError) return err;
  // fetch failures (refused, reset, DNS, timeout) all mean the server cannot be reached now.
  return new AppError('OFFLINE', (err as Error)?.message ?? 'network error');
}
