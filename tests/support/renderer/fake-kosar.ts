import type { vi } from 'vitest';

type Fake = ReturnType<typeof vi.fn>;

/**
 * A window.kosar for renderer tests: route calls go to `routes[name](input)`, so a test fakes and inspects
 * each route by its name in the route table; `methods` are the hand-declared groups (session, prefs, app).
 * A route the test did not fake throws, as a missing method would.
 */
export function fakeKosar(routes: Record<string, Fake>, methods: Record<string, Record<string, Fake>> = {}): void {
  const api = (name: string, input?: unknown) => {
    const fake = routes[name];
    if (!fake) throw new Error(`no fake for route ${name}`);
    return (fake as (input?: unknown) => unknown)(input);
  };
  (window as unknown as { kosar: unknown }).kosar = { ...methods, api };
}
