import { AppError, isAppError } from '../../shared/errors';
import { lookupMethod, type Result } from '../../shared/bridge';
import type { BridgeContext } from './context';
import type { AllHandlers } from './types';
import { sessionHandlers } from './session';
import { catalogueHandlers } from './catalogue';
import { zoneHandlers } from './zone';
import { listsHandlers } from './lists';
import { appHandlers, blogsHandlers, favoritesHandlers, feedHandlers, prefsHandlers } from './misc';

export const handlers: AllHandlers = {
  session: sessionHandlers,
  prefs: prefsHandlers,
  app: appHandlers,
  catalogue: catalogueHandlers,
  zone: zoneHandlers,
  lists: listsHandlers,
  favorites: favoritesHandlers,
  blogs: blogsHandlers,
  feed: feedHandlers,
};

/**
 * One entry for every IPC message (Electron and web host alike): the channel must exist, the input must
 * parse with the contract, and every failure comes back as data, since Electron keeps only an error's message.
 */
export async function dispatch(ctx: BridgeContext, channel: string, rawInput: unknown): Promise<Result<unknown>> {
  const def = lookupMethod(channel);
  if (!def) return { ok: false, error: { code: 'VALIDATION', message: `unknown method ${channel}` } };
  const parsed = def.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: { code: 'VALIDATION', message: `${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}` } };
  }
  const [feature, method] = channel.split(':') as [keyof AllHandlers, string];
  const fn = (handlers[feature] as unknown as Record<string, (i: unknown, c: BridgeContext) => Promise<unknown>>)[method];
  try {
    return { ok: true, data: await fn(parsed.data, ctx) };
  } catch (err) {
    if (isAppError(err)) return { ok: false, error: err.toInfo() };
    return { ok: false, error: new AppError('UNKNOWN', (err as Error)?.message ?? 'unknown error').toInfo() };
  }
}
