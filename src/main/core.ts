import type { AppInfo, BridgeEvents, EventName, ResetLink } from '../shared/bridge';
import { createApiClient } from './api-client';
import type { BridgeContext } from './bridge/context';
import type { PrefsStore } from './prefs';
import { SessionKeeper } from './session';
import type { TokenVault } from './vault';

export interface CoreOptions {
  vault: TokenVault;
  prefs: PrefsStore;
  apiBaseUrl: () => string;
  emit<E extends EventName>(event: E, payload: BridgeEvents[E]): void;
  info: () => Omit<AppInfo, 'vault'>;
  openExternal(url: string): Promise<void>;
  /** The window as a PDF where the host can make one (Electron); without it, `available: false`. */
  savePdf?(name: string): Promise<{ available: boolean; path: string | null }>;
  /** A desktop notification where the host can show one (Electron); without it, `available: false`. */
  notify?(title: string, body: string): Promise<{ available: boolean }>;
  fetch?: typeof fetch;
}

/** Main's logic without Electron: API client, session and the context the bridge handlers get. */
export function createCore(opts: CoreOptions): {
  ctx: BridgeContext;
  session: SessionKeeper;
  queueResetLink(link: ResetLink): void;
} {
  const session = new SessionKeeper(opts.vault, opts.prefs);
  let pendingReset: ResetLink | null = null;
  const { call, checked } = createApiClient({
    baseUrl: opts.apiBaseUrl,
    token: () => session.getToken(),
    language: () => opts.prefs.get('language'),
    fetch: opts.fetch,
    onUnauthorized: () => {
      void session.clear().finally(() => opts.emit('session:expired', {}));
    },
  });
  const ctx: BridgeContext = {
    api: call,
    route: checked,
    session,
    prefs: opts.prefs,
    emit: opts.emit,
    info: () => ({ ...opts.info(), vault: opts.vault.kind }),
    openExternal: opts.openExternal,
    savePdf: opts.savePdf ?? (async () => ({ available: false, path: null })),
    notify: opts.notify ?? (async () => ({ available: false })),
    takePendingResetLink: () => {
      const link = pendingReset;
      pendingReset = null;
      // The renderer asks after restoring the session: a user who turned out to be signed in is told, not reset.
      if (link && session.session) {
        opts.emit('deeplink:refused', { reason: 'signed-in' });
        return null;
      }
      return link;
    },
  };
  return {
    ctx,
    session,
    queueResetLink: (link) => {
      pendingReset = link;
    },
  };
}
