import type { ResetLink } from '../shared/bridge';
import { routeDeepLink } from './deep-link';

/** Where a routed kosar:// link goes: the renderer, through main's events and the pending-link slot. */
export interface DeepLinkTarget {
  isSignedIn(): boolean;
  openReset(link: ResetLink): void;
  refuse(reason: 'invalid' | 'signed-in'): void;
}

export interface DeepLinkQueue {
  /** A link from the command line, `open-url` or `second-instance`, at any time. */
  receive(raw: string): void;
  /** The renderer is running and listening; anything held is delivered now. Idempotent. */
  ready(): void;
  /** The renderer is (re)loading: hold links until it is ready again. */
  notReady(): void;
  /** The link waiting for the renderer, if any. */
  readonly pending: string | null;
}

/**
 * Links can arrive before the window exists (macOS sends `open-url` before `ready`; Windows and Linux pass
 * the first one on the command line). Hold the latest until the renderer listens, and route it only then,
 * so the signed-in check sees the state the user will see.
 */
export function createDeepLinkQueue(target: DeepLinkTarget): DeepLinkQueue {
  let isReady = false;
  let held: string | null = null;
  const deliver = (raw: string) => {
    const action = routeDeepLink(raw, target.isSignedIn());
    if (action.kind === 'open-reset') target.openReset(action.link);
    else target.refuse(action.reason);
  };
  return {
    receive(raw) {
      if (isReady) deliver(raw);
      else held = raw;
    },
    ready() {
      isReady = true;
      const raw = held;
      held = null;
      if (raw !== null) deliver(raw);
    },
    notReady() {
      isReady = false;
    },
    get pending() {
      return held;
    },
  };
}
