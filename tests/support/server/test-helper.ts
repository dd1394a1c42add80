import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../../src/server/app';
import { openDb } from '../../../src/server/db/open';
import type { Db } from '../../../src/server/db/db';
import type { AppDeps, Clock, Mailer, OutgoingMail } from '../../../src/server/context';
import type { ScryptCost } from '../../../src/server/security';
import { buildPath, routes, type RouteArgs, type RouteDef, type RouteName, type RouteOutput } from '../../../src/shared/api/routes';
import { expect } from 'vitest';

/**
 * A lower scrypt cost for test servers, which create many users; passed explicitly to buildApp, never the default.
 * The scrypt tests in routes/auth.test.ts and the reset flow run at the real cost.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

export const PG_ADMIN_URL = process.env.KOSAR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgAnswers: Promise<boolean> | undefined;
/** Whether the PostgreSQL server of this machine answers; server tests also run there when it does. */
export function postgresAvailable(): Promise<boolean> {
  pgAnswers ??= (async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => {});
    }
  })();
  return pgAnswers;
}

export type DbKind = 'pglite' | 'postgres';

/** The database kinds this run tests against: PGlite always, PostgreSQL when it answers. */
export async function dbKinds(): Promise<DbKind[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database: PGlite in memory, or a new database on the server (dropped by dispose). */
export async function freshDb(kind: DbKind): Promise<{ db: Db; url?: string; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDb({});
    return { db, dispose: () => db.close() };
  }
  const name = `kosar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = await openDb({ databaseUrl: url });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
}

export class TestClock implements Clock {
  constructor(private t = new Date('2026-11-20T10:00:00Z').getTime()) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  mailer: MemoryMailer;
  clock: TestClock;
  call(method: string, url: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string>; query?: Record<string, string> }): Promise<LightMyRequestResponse>;
  signUp(email?: string, password?: string): Promise<{ token: string; email: string; id: number }>;
  close(): Promise<void>;
}

let seq = 0;

/** buildApp on a given database, with a memory mailer, a controllable clock and (unless given) the test scrypt cost. */
export async function testServer(
  db: Db,
  opts: { rateLimits?: { auth: { max: number; windowMs: number } }; passwordCost?: ScryptCost; feed?: AppDeps['feed'] } = {},
): Promise<TestServer> {
  const mailer = new MemoryMailer();
  const clock = new TestClock();
  const app = await buildApp({
    db,
    mailer,
    clock,
    rateLimits: opts.rateLimits ?? { auth: { max: 10_000, windowMs: 60_000 } },
    publicUrl: 'http://127.0.0.1:9',
    passwordCost: opts.passwordCost ?? TEST_PASSWORD_COST,
    feed: opts.feed,
  });
  const call: TestServer['call'] = (method, url, o = {}) =>
    app.inject({
      method: method as 'GET',
      url: url.startsWith('/api') || url.startsWith('/media') || url.startsWith('/reset') ? url : `/api/v1${url}`,
      query: o.query,
      payload: o.body as object | undefined,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
    });
  return {
    app,
    db,
    mailer,
    clock,
    call,
    async signUp(email = `user${++seq}-${randomBytes(3).toString('hex')}@example.com`, password = 'secret123') {
      const res = await call('POST', '/register', { body: { email, password, firstname: 'Anna' } });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
      const json = res.json();
      return { token: json.token, email, id: json.user.id };
    },
    close: () => app.close(),
  };
}

/** One /api/v1 call over real HTTP to a server in another process: its status and JSON body. */
export async function httpApi(url: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A signed-in user's calls by route name, typed by the route table; each must answer 200. */
export type SignedInCaller = (<N extends RouteName>(name: N, ...input: RouteArgs<N>) => Promise<RouteOutput<N>>) & {
  token: string;
  /** The same user's calls with answers in `language`. */
  in(language: 'en' | 'hu'): SignedInCaller;
};

/** Signs up a new user on `server` (or uses `token`) and returns its typed caller. */
export async function signedInCaller(server: TestServer, opts: { token?: string; language?: 'en' | 'hu' } = {}): Promise<SignedInCaller> {
  const token = opts.token ?? (await server.signUp()).token;
  const make = (language: 'en' | 'hu' | undefined): SignedInCaller => {
    const api = async <N extends RouteName>(name: N, ...args: RouteArgs<N>): Promise<RouteOutput<N>> => {
      const def: RouteDef = routes[name];
      const input = (args[0] ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
      const url = buildPath(def.path, input.params);
      const query = input.query && Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)]));
      const res = await server.call(def.method, url, { token, body: input.body, query, headers: language ? { 'accept-language': language } : {} });
      expect(res.statusCode, `${name} ${def.method} ${url}: ${res.body}`).toBe(200);
      return res.json() as RouteOutput<N>;
    };
    return Object.assign(api, { token, in: make });
  };
  return make(opts.language);
}
