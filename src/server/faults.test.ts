import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/open';
import { pgliteDir } from './paths';
import { dbKinds, freshDb, httpApi as api, MemoryMailer } from '../../tests/support/server/test-helper';
import { FIX, loadFixtureCatalogue } from '../../tests/support/server/test-fixtures';
import { exited, startChild } from '../../tests/support/server/npm-run-server';

const kinds = await dbKinds();

/**
 * What the server acknowledged about one thing (a list's name, an item's quantity, the zone's radius...): the value
 * of the last write it answered, and of a write sent after that and never answered (cut off by the kill), which
 * may or may not have been stored. After the restart the thing must hold one of the two.
 */
class Acked<T> {
  acked: T;
  pending: T | undefined;
  constructor(initial: T) {
    this.acked = initial;
  }
  allowed(): T[] {
    return this.pending === undefined ? [this.acked] : [this.acked, this.pending];
  }
}

describe.each(kinds)('a server killed with SIGKILL mid-stream of writes (%s)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  it('keeps every insert, update and delete of lists, plans and the zone it acknowledged, and opens again', { timeout: 600_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-kill-'));
    let env: Record<string, string> = { KOSAR_DATA_DIR: dataDir };
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const fresh = await freshDb('postgres');
      await fresh.db.close();
      databaseUrl = fresh.url!;
      env = { ...env, DATABASE_URL: databaseUrl };
      cleanups.push(async () => {
        const again = await freshDb('postgres');
        await again.dispose();
        await fresh.dispose().catch(() => {});
      });
    }
    // The small fixture catalogue (retailers, shops around the centre, a few products), so plans and zones work.
    const seed = await openDb(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir(dataDir) });
    await loadFixtureCatalogue(seed);
    await seed.close();

    const first = await startChild(env);
    cleanups.push(async () => void first.child.kill('SIGKILL'));
    const call = (method: string, path: string, body?: unknown) => api(first.url, method, path, body, token);
    const reg = await api(first.url, 'POST', '/register', { email: 'stream@example.com', password: 'secret123', firstname: 'S' });
    const token = reg.json.token as string;
    const { centre, retailers: R, offers: O } = FIX;
    const zoneBody = (diameter: number) => ({ ...centre, diameter, retailers: [R.aldi, R.lidl, R.spar] });
    const newList = async (name: string, products: Array<[number, number]> = []) => {
      const id = (await call('POST', '/lists', { name })).json.id as number;
      for (const [product_id, quantity] of products) expect((await call('PUT', `/lists/${id}/products`, { product_id, quantity })).status).toBe(200);
      return id;
    };

    // Before the stream: the zone, lists to rename, to fill and empty, to delete, and one to plan.
    expect((await call('PUT', '/zone', zoneBody(2000))).status).toBe(200);
    const renamed = [await newList('rename-a'), await newList('rename-b'), await newList('rename-c')];
    const filled = await newList('fill', [[O.milkAldi, 1]]);
    const doomed: number[] = [];
    for (let i = 0; i < 30; i++) doomed.push(await newList(`doomed-${i}`));
    const planned = await newList('plan', [[O.milkAldi, 2], [O.breadSpar, 1], [O.beerLidl, 3]]);

    // What was acknowledged, per writer.
    const created: string[] = [];
    const createdPending = new Set<string>();
    const names = new Map(renamed.map((id) => [id, new Acked<string>(id === renamed[0] ? 'rename-a' : id === renamed[1] ? 'rename-b' : 'rename-c')]));
    const quantities = new Map<number, Acked<number>>([[O.milkAldi, new Acked(1)], [O.breadAldi, new Acked(0)], [O.beerLidl, new Acked(0)]]);
    const deleted = new Map(doomed.map((id) => [id, new Acked(false)]));
    const radius = new Acked(2000);
    /** Each plan request of the planned list, in order: the versions it answered, and what became of the first. */
    const cycles: Array<{ versions: number[]; saved: Acked<boolean>; gone: Acked<boolean> }> = [];
    let requestPending = false;

    const acks = new Map<string, number>();
    let stop = false;
    let reachedKill!: () => void;
    const killPoint = new Promise<void>((r) => (reachedKill = r));
    // The kill comes once every writer has had writes acknowledged and 60 in all, however long that takes here.
    const ack = (writer: string) => {
      acks.set(writer, (acks.get(writer) ?? 0) + 1);
      const all = [...acks.values()];
      if (all.length === 6 && Math.min(...all) >= 4 && all.reduce((a, b) => a + b) >= 60) reachedKill();
    };
    /** One write: true when acknowledged; false when refused; throws when the connection died. */
    const write = async (writer: string, method: string, path: string, body?: unknown) => {
      const r = await call(method, path, body);
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.json)}`).toBe(200);
      ack(writer);
      return r.json;
    };
    const writers: Record<string, () => Promise<void>> = {
      async create() {
        for (let i = 0; !stop; i++) {
          const name = `w-${i}`;
          createdPending.add(name);
          await write('create', 'POST', '/lists', { name });
          createdPending.delete(name);
          created.push(name);
        }
      },
      async rename() {
        for (let i = 0; !stop; i++) {
          const id = renamed[i % renamed.length];
          const name = `renamed-${i}`;
          const reg = names.get(id)!;
          reg.pending = name;
          await write('rename', 'PUT', `/lists/${id}`, { name });
          reg.acked = name;
          reg.pending = undefined;
        }
      },
      async quantity() {
        const products = [...quantities.keys()];
        for (let i = 0; !stop; i++) {
          const product_id = products[i % products.length];
          // Every fourth change removes the item (quantity 0).
          const quantity = i % 4 === 3 ? 0 : 1 + (i % 7);
          const reg = quantities.get(product_id)!;
          reg.pending = quantity;
          await write('quantity', 'PUT', `/lists/${filled}/products`, { product_id, quantity });
          reg.acked = quantity;
          reg.pending = undefined;
        }
      },
      async delete() {
        for (const id of doomed) {
          if (stop) return;
          const reg = deleted.get(id)!;
          reg.pending = true;
          await write('delete', 'DELETE', `/lists/${id}`);
          reg.acked = true;
          reg.pending = undefined;
        }
      },
      async zone() {
        for (let i = 1; !stop; i++) {
          radius.pending = 2000 + i;
          await write('zone', 'PUT', '/zone', zoneBody(2000 + i));
          radius.acked = 2000 + i;
          radius.pending = undefined;
        }
      },
      // A plan is requested (unsaved versions replace the list's earlier unsaved ones), its first version saved,
      // then deleted; and again.
      async plan() {
        while (!stop) {
          requestPending = true;
          const res = await write('plan', 'PUT', `/lists/${planned}`, { retailers: [R.aldi, R.lidl, R.spar] });
          requestPending = false;
          const cycle = { versions: (res.versions as Array<{ id: number }>).map((v) => v.id), saved: new Acked(false), gone: new Acked(false) };
          expect(cycle.versions.length).toBeGreaterThan(0);
          cycles.push(cycle);
          if (stop) return;
          cycle.saved.pending = true;
          await write('plan', 'POST', '/lists/saved', { id: cycle.versions[0] });
          cycle.saved.acked = true;
          cycle.saved.pending = undefined;
          if (stop) return;
          cycle.gone.pending = true;
          await write('plan', 'DELETE', `/lists/saved/${cycle.versions[0]}`);
          cycle.gone.acked = true;
          cycle.gone.pending = undefined;
        }
      },
    };
    const running = Object.values(writers).map((w) =>
      w().catch((err: unknown) => {
        // A request cut off by the kill; anything else is a real failure.
        if (!(err instanceof TypeError)) throw err;
      }),
    );
    await Promise.race([killPoint, Promise.all(running)]);
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(running);
    await exited(first.child);
    expect(Math.min(...acks.values())).toBeGreaterThanOrEqual(4);
    expect([...acks.values()].reduce((a, b) => a + b)).toBeGreaterThanOrEqual(60);

    const second = await startChild(env);
    cleanups.push(async () => void second.child.kill('SIGKILL'));
    const again = (method: string, path: string, body?: unknown) => api(second.url, method, path, body, token);
    // The session survived too: the same token still works.
    const lists = await again('GET', '/lists');
    expect(lists.status).toBe(200);
    type StoredList = { id: number; name: string; products: Array<{ id: number; quantity: number }> };
    const byId = new Map((lists.json.items as StoredList[]).map((l) => [l.id, l]));
    const storedNames = new Set([...byId.values()].map((l) => l.name));

    // Inserts: every acknowledged list is there, and nothing else but lists the test wrote.
    for (const name of created) expect(storedNames.has(name), name).toBe(true);
    for (const name of storedNames) expect(/^(w-\d+|renamed-\d+|rename-[abc]|fill|plan|doomed-\d+)$/.test(name), name).toBe(true);
    const unexpected = [...storedNames].filter((n) => n.startsWith('w-') && !created.includes(n) && !createdPending.has(n));
    expect(unexpected).toEqual([]);
    // Updates: each renamed list has its last acknowledged name (or the one in flight at the kill).
    for (const [id, reg] of names) expect(reg.allowed(), `list ${id}`).toContain(byId.get(id)?.name);
    // Updates and deletes of items: each quantity is the last acknowledged one; 0 means the item is gone.
    const items = new Map(byId.get(filled)!.products.map((p) => [p.id, p.quantity]));
    for (const [product, reg] of quantities) expect(reg.allowed(), `product ${product}`).toContain(items.get(product) ?? 0);
    // Deletes: every acknowledged delete stayed deleted, every list not sent for deletion is still there.
    for (const [id, reg] of deleted) expect(reg.allowed(), `list ${id}`).toContain(!byId.has(id));
    expect([...deleted.values()].some((r) => r.acked)).toBe(true);
    // The zone: the last acknowledged radius.
    const zone = await again('GET', '/zone');
    expect(radius.allowed()).toContain(zone.json.diameter);
    expect(radius.acked).toBeGreaterThan(2000);
    // Plans: saved ones are kept, deleted ones gone, and unsaved versions replaced by a later request gone.
    const saved = new Set(((await again('GET', '/lists/saved')).json.versions as Array<{ id: number }>).map((v) => v.id));
    const exists = async (id: number) => {
      const r = await again('GET', `/lists/plan/${id}`);
      expect([200, 404]).toContain(r.status);
      return r.status === 200;
    };
    expect(cycles.length).toBeGreaterThan(0);
    for (const [k, cycle] of cycles.entries()) {
      const [first, ...rest] = cycle.versions;
      const isGone = !(await exists(first));
      expect(cycle.gone.allowed(), `plan ${first} deleted`).toContain(isGone);
      if (!isGone) {
        expect(cycle.saved.allowed(), `plan ${first} saved`).toContain(saved.has(first));
      }
      // The next request replaced the unsaved versions of this one when it was acknowledged.
      const replaced = k < cycles.length - 1 ? new Acked(true) : Object.assign(new Acked(false), { pending: requestPending ? true : undefined });
      for (const id of rest) expect(replaced.allowed(), `plan ${id} replaced`).toContain(!(await exists(id)));
    }
    second.child.kill('SIGTERM');
    await exited(second.child);
  });
});

/** A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, cut };
}

describe.runIf(kinds.includes('postgres'))('the PostgreSQL connection drops and comes back', () => {
  it('answers 503 with a code during the outage and recovers without a restart', async () => {
    const fresh = await freshDb('postgres');
    const url = new URL(fresh.url!);
    const proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.start();
    url.host = `127.0.0.1:${port}`;
    const db = await openDb({ databaseUrl: url.toString() });
    const app = await buildApp({ db, mailer: new MemoryMailer() });
    try {
      const reg = await app.inject({ method: 'POST', url: '/api/v1/register', payload: { email: 'o@example.com', password: 'secret123', firstname: 'O' } });
      const token = reg.json().token as string;
      const call = () => app.inject({ method: 'GET', url: '/api/v1/lists', headers: { authorization: `Bearer ${token}` } });
      expect((await call()).statusCode).toBe(200);

      await proxy.cut();
      for (let i = 0; i < 3; i++) {
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, code: 'DB_UNAVAILABLE' });
      }
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);

      await proxy.start();
      await expect.poll(async () => (await call()).statusCode, { timeout: 120_000, interval: 200 }).toBe(200);
      const write = await app.inject({ method: 'POST', url: '/api/v1/lists', payload: { name: 'after' }, headers: { authorization: `Bearer ${token}` } });
      expect(write.statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close().catch(() => {});
      await proxy.cut();
      await fresh.dispose();
    }
  });
});
