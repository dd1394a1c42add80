import { describe, expect, it } from 'vitest';
import { createStore } from './jotai';
import { farewellAtom, sessionAtom, sessionEndedAtom, sessionExpiredAtom } from './session';

describe("a session that ends with 'Not authorized'", () => {
  const signedIn = () => {
    const store = createStore();
    store.set(sessionAtom, { email: 'anna@example.com', firstname: 'Anna', hasZone: true });
    return store;
  };

  it('is said to have expired', () => {
    const store = signedIn();
    store.set(sessionExpiredAtom);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(sessionEndedAtom)).toBe(true);
  });

  it('is not said to have expired when the user has just deleted the account: the erasure ended it', () => {
    const store = signedIn();
    store.set(farewellAtom, { lists: 2, sessions: 1 });
    store.set(sessionExpiredAtom);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(sessionEndedAtom)).toBe(false);
  });
});
