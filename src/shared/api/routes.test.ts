import { describe, expect, it } from 'vitest';
import { isRouteName, routes, type RouteDef } from './routes';

describe('the route table', () => {
  it('declares invalidations only on writes, and only of read routes that exist', () => {
    const declared = Object.entries(routes as Record<string, RouteDef>).filter(([, r]) => r.invalidates);
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, r] of declared) {
      expect(r.method, name).not.toBe('GET');
      for (const target of r.invalidates ?? []) {
        expect(isRouteName(target), `${name} invalidates ${target}`).toBe(true);
        expect((routes as Record<string, RouteDef>)[target].method, `${name} invalidates ${target}`).toBe('GET');
      }
    }
  });
});
