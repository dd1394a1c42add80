import type { AppInfo, BridgeEvents, EventName, ResetLink } from '../../shared/bridge';
import type { ApiCall } from '../api-client';
import type { PrefsStore } from '../prefs';
import type { SessionKeeper } from '../session';

/** What every bridge handler is given: plain objects, so handlers run and are tested under plain Node. */
export interface BridgeContext {
  api: ApiCall;
  session: SessionKeeper;
  prefs: PrefsStore;
  emit<E extends EventName>(event: E, payload: BridgeEvents[E]): void;
  info(): AppInfo;
  openExternal(url: string): Promise<void>;
  /** A reset link that arrived before the renderer was ready. */
  takePendingResetLink(): ResetLink | null;
}
