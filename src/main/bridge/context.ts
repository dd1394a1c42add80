import type { AppInfo, BridgeEvents, EventName, ResetLink } from '../../shared/bridge';
import type { ApiCall, CheckedApiCall } from '../api-client';
import type { PrefsStore } from '../prefs';
import type { SessionKeeper } from '../session';

/** What every bridge handler is given: plain objects, so handlers run and are tested under plain Node. */
export interface BridgeContext {
  api: ApiCall;
  /** A route call whose input dispatch has already checked against the route's schemas. */
  route: CheckedApiCall;
  session: SessionKeeper;
  prefs: PrefsStore;
  emit<E extends EventName>(event: E, payload: BridgeEvents[E]): void;
  info(): AppInfo;
  openExternal(url: string): Promise<void>;
  /** The window as a PDF, saved where the user chooses; null where the host cannot print to PDF. */
  savePdf(name: string): Promise<{ available: boolean; path: string | null }>;
  /** Shows a desktop notification; `available: false` where the host has none (the renderer uses the browser's). */
  notify(title: string, body: string): Promise<{ available: boolean }>;
  /** A reset link that arrived before the renderer was ready. */
  takePendingResetLink(): ResetLink | null;
}
