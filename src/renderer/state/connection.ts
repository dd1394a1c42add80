import { atom, appStore } from './jotai';

/** True after a call found the server unreachable, until a call gets through again. */
export const offlineAtom = atom(false);

export function noteReachable(reachable: boolean): void {
  if (appStore.get(offlineAtom) === reachable) appStore.set(offlineAtom, !reachable);
}
