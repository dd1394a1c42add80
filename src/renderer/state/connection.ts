import { atom } from './jotai';

/**
 * Whether the server was unreachable at the last call. Every call's result passes through lib/bridge.ts, outside
 * any store, so the value lives here and offlineAtom follows it in whichever store reads it (Jotai's onMount).
 */
let offline = false;
const listeners = new Set<(offline: boolean) => void>();

export function noteReachable(reachable: boolean): void {
  if (offline !== reachable) return;
  offline = !reachable;
  listeners.forEach((l) => l(offline));
}

const followed = atom(false);
followed.onMount = (set) => {
  set(offline);
  listeners.add(set);
  return () => void listeners.delete(set);
};

/** True after a call found the server unreachable, until a call gets through again. */
export const offlineAtom = atom((get) => get(followed));
