import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/open';
import type { Db } from '../../server/db/db';
import { MemoryMailer } from '../../../tests/support/server/test-helper';
import { FIX, loadFixtureCatalogue } from '../../../tests/support/server/test-fixtures';
import { createCore } from '../core';
import { jsonFilePrefs } from '../prefs';
import { memoryVault, type TokenVault } from '../vault';
import { dispatch } from './index';
import type { BridgeEvents, EventName } from '../../shared/bridge';

/** vi.waitFor's own limit is 1 s; what it waits for may take longer on a loaded machine. */
const WAIT = { timeout: 30_000 };

let db: Db;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  db = await openDb({});
  await loadFixtureCatalogue(db);
  app = await buildApp({ db, mailer: new MemoryMailer() });
  baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function makeCore(opts: { vault?: TokenVault; prefsFile?: string; url?: string; fetch?: typeof fetch } = {}) {
  const prefsFile = opts.prefsFile ?? join(await mkdtemp(join(tmpdir(), 'kosar-prefs-')), 'prefs.json');
  const prefs = await jsonFilePrefs(prefsFile);
  const vault = opts.vault ?? memoryVault();
  const events: Array<{ event: EventName; payload: unknown }> = [];
  const fetchSpy = vi.fn(opts.fetch ?? fetch);
  const core = createCore({
    vault,
    prefs,
    apiBaseUrl: () => opts.url ?? baseUrl,
    emit: <E extends EventName>(event: E, payload: BridgeEvents[E]) => void events.push({ event, payload }),
    info: () => ({ version: 't', apiBaseUrl: baseUrl, mediaBaseUrl: `${baseUrl}/`, embeddedServer: true }),
    openExternal: async () => {},
    fetch: fetchSpy as unknown as typeof fetch,
  });
  return { ...core, vault, prefs, prefsFile, events, fetchSpy };
}

describe('bridge handlers against a real server', () => {
  it('signs up, keeps the token only in the vault, and restores the session after a restart', async () => {
    const first = await makeCore();
    const res = await dispatch(first.ctx, 'session:register', { firstname: 'Zsófi', email: 'Zsofi@Example.com', password: 'secret123' });
    expect(res).toEqual({ ok: true, data: { email: 'zsofi@example.com', firstname: 'Zsófi', hasZone: false } });
    expect(JSON.stringify(res)).not.toMatch(/token/i);
    const token = await first.vault.get('zsofi@example.com');
    expect(token).toBeTruthy();
    expect(first.prefs.get('email')).toBe('zsofi@example.com');

    // A restart: a new main process with the same vault and prefs file.
    await (first.prefs as { flush(): Promise<void> }).flush();
    const second = await makeCore({ vault: first.vault, prefsFile: first.prefsFile });
    const restored = await dispatch(second.ctx, 'session:restore', undefined);
    expect(restored).toEqual({ ok: true, data: { email: 'zsofi@example.com', firstname: 'Zsófi', hasZone: false } });
    // The silent login retired the old token.
    expect(await second.vault.get('zsofi@example.com')).not.toBe(token);
  });

  it('maps a refused sign-in to INVALID_CREDENTIALS and stores nothing', async () => {
    const c = await makeCore();
    const res = await dispatch(c.ctx, 'session:login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(res).toMatchObject({ ok: false, error: { code: 'INVALID_CREDENTIALS' } });
    expect(c.prefs.get('email')).toBeNull();
  });

  it('maps the server messages of sign-up (USED, SHORTPASS, INVALID)', async () => {
    const c = await makeCore();
    await dispatch(c.ctx, 'session:register', { firstname: 'A', email: 'taken@example.com', password: 'secret123' });
    const d = await makeCore();
    expect(await dispatch(d.ctx, 'session:register', { firstname: 'A', email: 'taken@example.com', password: 'secret123' })).toMatchObject({
      ok: false,
      error: { code: 'USED' },
    });
    expect(await dispatch(d.ctx, 'session:register', { firstname: 'A', email: 'x@example.com', password: '123' })).toMatchObject({
      ok: false,
      error: { code: 'SHORTPASS' },
    });
    expect(await dispatch(d.ctx, 'session:register', { firstname: 'A', email: 'nope', password: '123456' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID' },
    });
  });

  it('refuses bad input and unknown methods before anything reaches the server', async () => {
    const c = await makeCore();
    for (const [channel, input] of [
      ['session:login', { email: 42 }],
      ['session:login', null],
      ['api:saveZone', { body: { latitude: 'x' } }],
      ['api:setQuantity', { params: { list_id: 1 }, body: { product_id: 2, quantity: -1 } }],
      ['api:setQuantity', { body: { product_id: 2, quantity: 1 } }],
      ['api:createList', { body: { name: '' } }],
      ['api:createList', undefined],
      ['api:product', { params: { id: 'DROP TABLE users' } }],
      ['api:list', {}],
      ['api:home', { params: { id: 1 } }],
      ['api:lists', { parms: {} }],
      ['api:login', { body: { email: 'a@b.hu', password: 'secret1' } }],
      ['api:logout', undefined],
      ['api:nothing', {}],
      ['api:__proto__', {}],
      ['nope:nothing', {}],
      ['__proto__:constructor', {}],
      ['session', {}],
    ] as const) {
      const res = await dispatch(c.ctx, channel, input);
      expect(res, channel).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    }
    expect(c.fetchSpy).not.toHaveBeenCalled();
  });

  it("clears the session and tells the renderer when the server answers 'Not authorized'", async () => {
    const c = await makeCore();
    await dispatch(c.ctx, 'session:register', { firstname: 'B', email: 'expire@example.com', password: 'secret123' });
    await db.query('DELETE FROM sessions');
    await expect(c.ctx.api('logout')).rejects.toMatchObject({ code: 'NOT_AUTHORIZED' });
    await vi.waitFor(() => expect(c.events).toContainEqual({ event: 'session:expired', payload: {} }), WAIT);
    expect(await c.vault.get('expire@example.com')).toBeNull();
    expect(c.prefs.get('email')).toBeNull();
  });

  it('reports an unreachable server as OFFLINE, and logout still works locally', async () => {
    const c = await makeCore({ url: 'http://127.0.0.1:9' });
    expect(await dispatch(c.ctx, 'session:login', { email: 'a@b.hu', password: 'secret1' })).toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
    expect(await dispatch(c.ctx, 'session:logout', undefined)).toEqual({ ok: true, data: { ok: true } });
  });

  it('calls a route with the session token: the parsed input goes, the answer comes back as the route says', async () => {
    const c = await makeCore();
    await dispatch(c.ctx, 'session:register', { firstname: 'C', email: 'routes@example.com', password: 'secret123' });
    const created = await dispatch(c.ctx, 'api:createList', { body: { name: '  Heti  ' } });
    expect(created).toMatchObject({ ok: true, data: { success: true, id: expect.any(Number) } });
    const lists = await dispatch(c.ctx, 'api:lists', undefined);
    expect(lists).toMatchObject({ ok: true, data: { items: [{ name: 'Heti', product_count: 0 }] } });
    // Path ids arrive as the schema reads them.
    const id = (created as { data: { id: number } }).data.id;
    expect(await dispatch(c.ctx, 'api:list', { params: { id: String(id) } })).toMatchObject({ ok: true, data: { id, name: 'Heti' } });
    // Errors of the server come back as data, mapped as before.
    expect(await dispatch(c.ctx, 'api:list', { params: { id: id + 1000 } })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // Saving the zone tells the session main keeps.
    expect(c.session.session?.hasZone).toBe(false);
    const refused = await dispatch(c.ctx, 'api:saveZone', { body: { ...FIX.centre, diameter: 1000, retailers: [FIX.retailers.far] } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ZONE_NO_SHOPS' } });
    expect(c.session.session?.hasZone).toBe(false);
    const saved = await dispatch(c.ctx, 'api:saveZone', { body: { ...FIX.centre, diameter: 5000, retailers: [FIX.retailers.aldi] } });
    expect(saved).toEqual({ ok: true, data: { success: true } });
    expect(c.session.session?.hasZone).toBe(true);
  });

  it('calls a route without a session too, when the route needs none', async () => {
    const c = await makeCore();
    expect(await dispatch(c.ctx, 'api:health', undefined)).toMatchObject({ ok: true, data: { status: 'ok', database: 'pglite' } });
    expect(await dispatch(c.ctx, 'api:lists', undefined)).toMatchObject({ ok: false, error: { code: 'NOT_AUTHORIZED' } });
  });

  it('refuses an answer that does not match the contract', async () => {
    const c = await makeCore({ fetch: async () => new Response(JSON.stringify({ success: true, token: 5 }), { headers: { 'content-type': 'application/json' } }) });
    expect(await dispatch(c.ctx, 'session:login', { email: 'a@b.hu', password: 'secret1' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_RESPONSE' },
    });
  });

  it('remembers the trip choice across a restart and refuses values out of range', async () => {
    const first = await makeCore();
    expect(await dispatch(first.ctx, 'prefs:travel', undefined)).toEqual({ ok: true, data: { include: true, per_km: 60, per_stop: 0 } });
    expect(await dispatch(first.ctx, 'prefs:setTravel', { include: false, per_km: 85, per_stop: 150 })).toEqual({ ok: true, data: { ok: true } });
    expect(await dispatch(first.ctx, 'prefs:setTravel', { include: true, per_km: -1, per_stop: 0 })).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    await (first.prefs as { flush(): Promise<void> }).flush();
    const second = await makeCore({ prefsFile: first.prefsFile });
    expect(await dispatch(second.ctx, 'prefs:travel', undefined)).toEqual({ ok: true, data: { include: false, per_km: 85, per_stop: 150 } });
  });

  it('Settings: the server address is kept for the next start, https only beyond this machine, null for this computer', async () => {
    const first = await makeCore();
    expect(await dispatch(first.ctx, 'prefs:apiUrl', undefined)).toEqual({ ok: true, data: { url: null } });
    for (const bad of ['http://192.168.1.20:8080', 'ftp://kosar.example.hu', 'not a url', 'javascript:alert(1)']) {
      expect(await dispatch(first.ctx, 'prefs:setApiUrl', { url: bad }), bad).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    }
    expect(await dispatch(first.ctx, 'prefs:apiUrl', undefined)).toEqual({ ok: true, data: { url: null } });
    expect(await dispatch(first.ctx, 'prefs:setApiUrl', { url: 'https://kosar.example.hu/' })).toEqual({ ok: true, data: { ok: true } });
    await (first.prefs as { flush(): Promise<void> }).flush();
    const second = await makeCore({ prefsFile: first.prefsFile });
    expect(await dispatch(second.ctx, 'prefs:apiUrl', undefined)).toEqual({ ok: true, data: { url: 'https://kosar.example.hu' } });
    expect(await dispatch(second.ctx, 'prefs:setApiUrl', { url: 'http://127.0.0.1:3000' })).toEqual({ ok: true, data: { ok: true } });
    expect(await dispatch(second.ctx, 'prefs:setApiUrl', { url: null })).toEqual({ ok: true, data: { ok: true } });
    expect(await dispatch(second.ctx, 'prefs:apiUrl', undefined)).toEqual({ ok: true, data: { url: null } });
  });

  it('persists the language choice', async () => {
    const c = await makeCore();
    expect(await dispatch(c.ctx, 'prefs:setLanguage', { language: 'hu' })).toEqual({ ok: true, data: { ok: true } });
    expect(await dispatch(c.ctx, 'prefs:get', undefined)).toEqual({ ok: true, data: { language: 'hu', email: null } });
    expect(await dispatch(c.ctx, 'prefs:setLanguage', { language: 'de' })).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });
});
