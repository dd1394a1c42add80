import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routes } from '../shared/api/routes';
import { ErrorBody } from '../shared/api/common';
import { freshDb, testServer, type TestServer } from './test-helper';
import { loadFixtureCatalogue } from './test-fixtures';

const RUNS = Number(process.env.KOSAR_FUZZ_RUNS ?? 60);
const USER_TABLES = ['users', 'sessions', 'password_resets', 'zones', 'lists', 'list_items', 'favorites', 'plans'];

/** Text that tends to break servers: SQL, HTML, unicode, huge numbers, path tricks. */
const nasty = fc.constantFrom(
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'ő'.repeat(300),
  '1e309',
  '-1',
  '0',
  '2147483648',
  'NaN',
  '{"$gt":""}',
);
const value = fc.oneof(fc.jsonValue(), nasty, fc.integer(), fc.double(), fc.constant(null));
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('email', 'password', 'token', 'firstname', 'name', 'products', 'retailers', 'latitude', 'longitude', 'diameter', 'product_id', 'quantity', 'query', 'discounted', 'category', 'sort', 'page', 'limit', 'id', 'key', 'version', 'travel', '__proto__', 'constructor'), value),
);
const pathPart = fc.oneof(nasty, fc.string(), fc.integer().map(String), fc.constant('1'));

describe('bad input on every call', () => {
  let s: TestServer;
  let dispose: () => Promise<void>;

  const snapshot = async () => {
    const parts: string[] = [];
    for (const t of USER_TABLES) {
      const [row] = await s.db.query<{ n: number; h: string | null }>(`SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`);
      parts.push(`${t}:${row.n}:${row.h}`);
    }
    return parts.join(' ');
  };

  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    dispose = fresh.dispose;
    await loadFixtureCatalogue(fresh.db);
    s = await testServer(fresh.db);
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  for (const [name, def] of Object.entries(routes)) {
    it(`${def.method} ${def.path} (${name}) never answers 5xx, and a refusal changes nothing`, async () => {
      // A fresh session per call: fuzzing logout must not leave the other calls answering only 401.
      const token = (await s.signUp()).token;
      await s.call('POST', '/lists', { token, body: { name: 'Fuzz' } });
      await fc.assert(
        fc.asyncProperty(body, pathPart, fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), nasty)), async (b, part, query) => {
          const url = def.path.replace(/:[a-z_]+/g, () => encodeURIComponent(part) || 'x');
          const before = await snapshot();
          const res = await s.call(def.method, url, {
            token,
            body: def.method === 'GET' || def.method === 'DELETE' ? undefined : b,
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          });
          expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(ErrorBody.safeParse(res.json()).success, res.body).toBe(true);
            expect(await snapshot()).toBe(before);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('stores SQL and HTML in text fields literally', async () => {
    const token = (await s.signUp()).token;
    const name = "'); DELETE FROM lists; -- <img src=x onerror=alert(1)>";
    const res = await s.call('POST', '/lists', { token, body: { name } });
    expect(res.statusCode).toBe(200);
    const lists = (await s.call('GET', '/lists', { token })).json().items as Array<{ name: string }>;
    expect(lists.map((l) => l.name)).toContain(name);
    // PostgreSQL cannot store NUL: such text is refused up front rather than failing in the database.
    for (const [url, body] of [
      ['/lists', { name: 'a\u0000b' }],
      ['/register', { email: 'nul@example.com', password: 'secret123', firstname: '\u0000' }],
      ['/products', { query: '\u0000', discounted: false }],
      ['/products', { query: 'tej', discounted: false, category: '\u0000' }],
    ] as const) {
      const res = await s.call('POST', url, { token, body });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const search = await s.call('POST', '/products', { token, body: { query: "x' OR '1'='1", discounted: false } });
    expect(search.statusCode).toBe(200);
    expect(search.json().products).toEqual([]);
  });
});
