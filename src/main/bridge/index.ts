import { AppError, isAppError } from '../../shared/errors';
import { isApiRoute, lookupMethod, type Result } from '../../shared/bridge';
import type { BridgeContext } from './context';
import type { AllHandlers } from './types';
import { sessionHandlers } from './session';
import { prefsHandlers } from './prefs';
import { appHandlers } from './app';
import { callRoute } from './routes';

/** The hand-declared methods: the session, preferences and the app. Data calls are routes (see callRoute). */
export const handlers: AllHandlers = {
  session: sessionHandlers,
  prefs: prefsHandlers,
  app: appHandlers,
};

/**
 * One entry for every IPC message (Electron and web host alike): the channel must exist (a contract method, or
 * `api:<route>` for a route the renderer may call), the input must parse with its schemas, and every failure
 * comes back as data, since Electron keeps only an error's message.
 */
export async function dispatch(ctx: BridgeContext, channel: string, rawInput: unknown): Promise<Result<unknown>> {
  const def = lookupMethod(channel);
  if (!def) return { ok: false, error: { code: 'VALIDATION', message: `unknown method ${channel}` } };
  const parsed = def.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: { code: 'VALIDATION', message: `${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}` } };
  }
  const [feature, method] = channel.split(':') as [string, string];
  try {
    if (feature === 'api' && isApiRoute(method)) return { ok: true, data: await callRoute(ctx, method, parsed.data) };
    const fn = (handlers[feature as keyof AllHandlers] as unknown as Record<string, (i: unknown, c: BridgeContext) => Promise<unknown>>)[method];
    return { ok: true, data: await fn(parsed.data, ctx) };
  } catch (err) {
    if (isAppError(err)) return { ok: false, error: err.toInfo() };
    return { ok: false, error: new AppError('UNKNOWN', (err as Error)?.message ?? 'unknown error').toInfo() };
  }
}
