import { describe, expect, it } from 'vitest';
import { createStore } from './jotai';
import { noteReachable, offlineAtom } from './connection';

describe('offline', () => {
  it('shows in the store the screens read (not only the app store), and clears when a call gets through', () => {
    const store = createStore();
    const unsub = store.sub(offlineAtom, () => {});
    expect(store.get(offlineAtom)).toBe(false);
    noteReachable(false);
    expect(store.get(offlineAtom)).toBe(true);
    // A store that starts reading now sees it too.
    const later = createStore();
    const unsubLater = later.sub(offlineAtom, () => {});
    expect(later.get(offlineAtom)).toBe(true);
    noteReachable(true);
    expect(store.get(offlineAtom)).toBe(false);
    expect(later.get(offlineAtom)).toBe(false);
    unsub();
    unsubLater();
  });
});
