import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './start';
import { MemoryMailer } from '../../tests/support/server/test-helper';
import { loadFixtureCatalogue } from '../../tests/support/server/test-fixtures';

async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- loosely read; contract tests check shapes
}

describe('a restart on the same PGlite data folder', () => {
  it('keeps users, sessions, zone, lists, favourites and saved plans', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-restart-'));
    const first = await startServer({ dataDir, mailer: new MemoryMailer(), log: () => {} });
    let token: string;
    let listId: number;
    let planId: number;
    try {
      await loadFixtureCatalogue(first.db);
      token = (await api(first.url, 'POST', '/register', { email: 'keep@example.com', password: 'secret123', firstname: 'K' })).json.token;
      expect((await api(first.url, 'PUT', '/zone', { latitude: 47.49, longitude: 19.04, diameter: 2000, retailers: [1, 2, 3] }, token)).status).toBe(200);
      listId = (await api(first.url, 'POST', '/lists', { name: 'Megmarad' }, token)).json.id;
      await api(first.url, 'PUT', `/lists/${listId}/products`, { product_id: 101, quantity: 2 }, token);
      await api(first.url, 'PUT', '/favorites', { product_id: 203 }, token);
      const plan = await api(first.url, 'PUT', `/lists/${listId}`, { retailers: [1, 2, 3] }, token);
      planId = plan.json.versions[0].id;
      expect((await api(first.url, 'POST', '/lists/saved', { id: planId }, token)).status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startServer({ dataDir, mailer: new MemoryMailer(), log: () => {} });
    try {
      expect((await api(second.url, 'GET', '/zone', undefined, token)).json).toMatchObject({ diameter: 2000, retailers: [1, 2, 3] });
      const lists = (await api(second.url, 'GET', '/lists', undefined, token)).json.items;
      expect(lists.map((l: { name: string }) => l.name)).toEqual(['Megmarad']);
      expect(lists[0].products.map((p: { id: number; quantity: number }) => [p.id, p.quantity])).toEqual([[101, 2]]);
      expect((await api(second.url, 'GET', '/favorites', undefined, token)).json.favorites.map((f: { id: number }) => f.id)).toEqual([203]);
      expect((await api(second.url, 'GET', '/lists/saved', undefined, token)).json.versions.map((v: { id: number }) => v.id)).toEqual([planId]);
      expect((await api(second.url, 'POST', '/login', { email: 'keep@example.com', password: 'secret123' })).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('answers an internal error with 500 and no internals', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-500-'));
    const server = await startServer({ dataDir, mailer: new MemoryMailer(), log: () => {} });
    try {
      const token = (await api(server.url, 'POST', '/register', { email: 'err@example.com', password: 'secret123', firstname: 'E' })).json.token;
      await server.db.exec('DROP TABLE blogs');
      const res = await api(server.url, 'GET', '/blogs', undefined, token);
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ success: false, code: 'SERVER_ERROR', message: 'Internal server error' });
    } finally {
      await server.close();
    }
  });
});
