import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routes } from '../shared/api/routes';
import { ErrorBody } from '../shared/api/common';
import { freshDb, testServer, type TestServer } from '../../tests/support/server/test-helper';
import { buildApp } from './app';
import { loadFixtureCatalogue } from '../../tests/support/server/test-fixtures';
import { foreignKeys } from './repo/account';

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
/** Integers at and beyond what PostgreSQL's integer column holds, and beyond what a double keeps exact. */
const hugeInt = fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, -(2 ** 31), 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 63, 1e308, -1, 0);
const number = fc.oneof(hugeInt, fc.integer(), fc.double());
const pathPart = fc.oneof(nasty, fc.string(), fc.integer().map(String), hugeInt.map(String), fc.constant('1'));

type Def = { type: string; shape?: Record<string, { _zod: { def: Def } }>; element?: { _zod: { def: Def } }; innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } }; options?: { _zod: { def: Def } }[]; values?: unknown[]; entries?: Record<string, unknown> };

/** Inputs of the schema's own shape with every number drawn from the boundaries: what random JSON almost never builds. */
function shaped(schema: { _zod: { def: Def } } | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const d = schema._zod.def;
  switch (d.type) {
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, shaped(v, depth + 1)])));
    case 'array':
      return fc.array(shaped(d.element, depth + 1), { minLength: 1, maxLength: 3 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return shaped(d.innerType, depth + 1);
    case 'pipe':
      return shaped(d.in, depth + 1);
    case 'union':
      return fc.oneof(...(d.options ?? []).map((o) => shaped(o, depth + 1)));
    case 'literal':
      return fc.constantFrom(...(d.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? { x: 'x' }));
    case 'number':
    case 'int':
      return number;
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(fc.constantFrom('tej', 'secret123', 'anna@example.com', '2026-11-24T10:00:00Z'), nasty);
    default:
      return value;
  }
}

/** A query value as the URL carries it; objects without a usable toString (fast-check makes them) as JSON. */
function asQueryText(v: unknown): string {
  if (typeof v !== 'object' || v === null) return String(v);
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return Object.prototype.toString.call(v);
  }
}

describe('bad input on every call', () => {
  let s: TestServer;
  let dispose: () => Promise<void>;

  /** Every user table's row count and content hash, read in one statement. */
  const snapshotSql = (tables: string[]) => `SELECT ${tables.map(
    (t) => `(SELECT '${t}:' || count(*) || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '-') FROM ${t} x)`,
  ).join(` || ' ' || `)} AS s`;
  let SNAPSHOT = snapshotSql(USER_TABLES);
  const snapshot = async () => (await s.db.query<{ s: string }>(SNAPSHOT))[0]!.s;

  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    dispose = fresh.dispose;
    await loadFixtureCatalogue(fresh.db);
    s = await testServer(fresh.db);
    // And every table that references users, read from the schema: a new one is watched without a change here.
    const fks = await foreignKeys(fresh.db);
    SNAPSHOT = snapshotSql([...new Set([...USER_TABLES, ...fks.filter((f) => f.parent === 'users').map((f) => f.child)])]);
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
      const randomQuery = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), nasty));
      const queries = 'query' in def ? fc.oneof(randomQuery, shaped(def.query as never).map((q) => Object.fromEntries(Object.entries((q ?? {}) as object).filter(([, v]) => v !== undefined)))) : randomQuery;
      const bodies = def.method === 'GET' || def.method === 'DELETE' || !('body' in def) ? body : fc.oneof(body, shaped(def.body as never));
      // The tables as the previous call left them: a refusal must leave them exactly so.
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(bodies, pathPart, queries, async (b, part, query) => {
          const url = def.path.replace(/:[a-z_]+/g, () => encodeURIComponent(part) || 'x');
          const res = await s.call(def.method, url, {
            token,
            body: def.method === 'GET' || def.method === 'DELETE' ? undefined : b,
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, asQueryText(v)])),
          });
          expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
          const after = await snapshot();
          if (res.statusCode >= 400) {
            expect(ErrorBody.safeParse(res.json()).success, res.body).toBe(true);
            expect(after).toBe(before);
          }
          before = after;
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('refuses integers an integer column cannot hold with 400 on every call that takes one', async () => {
    const token = (await s.signUp()).token;
    const listId = (await s.call('POST', '/lists', { token, body: { name: 'Bounds' } })).json().id as number;
    for (const n of [2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1]) {
      for (const [method, url, body] of [
        ['PUT', `/lists/${listId}/products`, { product_id: n, quantity: 1 }],
        ['PUT', `/lists/${listId}/products`, { product_id: 1, quantity: 1, version: n }],
        ['PUT', `/lists/${listId}`, { name: 'x', version: n }],
        ['PUT', `/lists/${listId}`, { name: 'x', products: [{ product_id: n, quantity: 1 }] }],
        ['PUT', `/lists/${listId}`, { retailers: [n] }],
        ['POST', '/lists/saved', { id: n }],
        ['PUT', '/favorites', { product_id: n }],
        ['PUT', '/zone', { latitude: 47.5, longitude: 19, diameter: 1000, retailers: [n] }],
        ['GET', `/lists/${n}`, undefined],
        ['GET', `/lists/plan/${n}`, undefined],
        ['DELETE', `/lists/saved/${n}`, undefined],
        ['DELETE', `/favorites/${n}`, undefined],
        ['GET', `/products/${n}`, undefined],
        ['GET', `/categories/1/products?sub=${n}`, undefined],
      ] as const) {
        const res = await s.call(method, url, { token, body });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
    }
  });

  it('maps a PostgreSQL data exception (class 22) that slips past the schemas to 400, not 500', async () => {
    const app = await buildApp({ db: s.db, mailer: s.mailer });
    app.get('/__probe', async () => s.db.query('SELECT $1::int AS n', ['2147483648']));
    try {
      const res = await app.inject({ method: 'GET', url: '/__probe' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.body).not.toContain('for type integer');
    } finally {
      await app.close();
    }
  });

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

  it('refuses a lone UTF-16 surrogate with 400 rather than storing U+FFFD, and keeps a surrogate pair intact', async () => {
    const token = (await s.signUp()).token;
    const listId = (await s.call('POST', '/lists', { token, body: { name: 'Surrogates' } })).json().id as number;
    const before = await snapshot();
    for (const lone of ['a\uD800b', 'tail\uDBFF', '\uDC00head', 'x\uDFFFy', '\uDE00\uD83D']) {
      for (const [method, url, body] of [
        ['POST', '/lists', { name: lone }],
        ['PUT', `/lists/${listId}`, { name: lone }],
        ['POST', '/register', { email: 'lone@example.com', password: 'secret123', firstname: lone }],
        ['POST', '/register', { email: 'lone@example.com', password: `secret${lone}`, firstname: 'Lone' }],
        ['PUT', '/password', { key: 'k'.repeat(43), email: 'lone@example.com', password: `secret${lone}` }],
        ['POST', '/products', { query: lone }],
      ] as const) {
        const res = await s.call(method, url, { token, body });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(ErrorBody.parse(res.json()).code).toBe('VALIDATION');
      }
    }
    expect(await snapshot()).toBe(before);
    // A character outside the BMP is a pair, not a lone half: stored and read back as sent.
    const cart = 'Bevásárlás 🛒';
    expect((await s.call('PUT', `/lists/${listId}`, { token, body: { name: cart } })).statusCode).toBe(200);
    expect((await s.call('GET', `/lists/${listId}`, { token })).json().name).toBe(cart);
  });
});
