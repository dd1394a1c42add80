import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bridgeChannels, lookupMethod } from '../../shared/bridge';
import { createCore } from '../core';
import { jsonFilePrefs } from '../prefs';
import { memoryVault } from '../vault';
import { dispatch } from './index';

const RUNS = Number(process.env.KOSAR_FUZZ_RUNS ?? 200);

const nasty = fc.constantFrom("'; DROP TABLE users; --", '<img src=x onerror=alert(1)>', '__proto__', 'constructor', '\u0000', 'ő'.repeat(1000), -1, 0, 1e308, NaN, Infinity);
const field = fc.dictionary(
  fc.constantFrom('id', 'list_id', 'product_id', 'email', 'password', 'name', 'quantity', 'retailers', 'latitude', 'longitude', 'diameter', 'page', 'limit', 'sub', 'kind', 'query', 'language', 'url', 'key', 'version', '__proto__'),
  fc.oneof(fc.jsonValue(), nasty),
);
const input = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue(),
  nasty,
  field,
  // A route call's shape, { params, query, body }, with fuzzed parts (and now and then an unknown one).
  fc.record({ params: fc.oneof(field, nasty), query: fc.oneof(field, nasty), body: fc.oneof(field, nasty, fc.jsonValue()), extra: fc.jsonValue() }, { requiredKeys: [] }),
);

describe('every IPC method and route call under fuzzed input', async () => {
  const prefs = await jsonFilePrefs(join(await mkdtemp(join(tmpdir(), 'kosar-fuzz-')), 'prefs.json'));
  // The server is never reachable here: a refused input must not even try to reach it.
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ success: false, code: 'SERVER_ERROR', message: 'x' }), { status: 500 }));
  const { ctx } = createCore({
    vault: memoryVault(),
    prefs,
    apiBaseUrl: () => 'http://127.0.0.1:9',
    emit: () => {},
    info: () => ({ version: 't', apiBaseUrl: 'http://127.0.0.1:9', mediaBaseUrl: 'http://127.0.0.1:9/media/', embeddedServer: true }),
    openExternal: async () => {},
    fetch: fetchSpy as unknown as typeof fetch,
  });

  for (const { channel } of bridgeChannels()) {
    it(`${channel} refuses what its contract refuses, with an AppError and no server call`, async () => {
      const schema = lookupMethod(channel)!.input;
      await fc.assert(
        fc.asyncProperty(input, async (raw) => {
          fetchSpy.mockClear();
          const res = await dispatch(ctx, channel, raw);
          expect(typeof res.ok).toBe('boolean');
          if (!schema.safeParse(raw).success) {
            expect(res).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
            expect(fetchSpy).not.toHaveBeenCalled();
          } else if (!res.ok) {
            expect(typeof res.error.code).toBe('string');
            expect(typeof res.error.message).toBe('string');
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});
