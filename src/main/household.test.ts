import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BridgeEvents, EventName } from '../shared/bridge';
import { createCore } from './core';
import { jsonFilePrefs, remoteApiUrl } from './prefs';
import { memoryVault } from './vault';
import { freshDb, postgresAvailable } from '../../tests/support/server/test-helper';
import { FIX, loadFixtureCatalogue } from '../../tests/support/server/test-fixtures';
import { exited, startChild } from '../../tests/support/server/npm-run-server';

const pg = await postgresAvailable();

/**
 * The household server path of docs/household.md, as far as a test can take it: one `npm run server` on PostgreSQL,
 * and two desktop apps' main processes (createCore: the API client, the session, the route checks of the bridge)
 * each pointed at it by the API address preference, with two accounts sharing a list.
 */
describe.skipIf(!pg)('one `npm run server` on PostgreSQL, two desktop apps pointed at it', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  /** A desktop app's main, its API address preference set to `url` (checked by the rule main applies at start). */
  async function desktopApp(url: string) {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-household-app-'));
    const prefs = await jsonFilePrefs(join(dir, 'prefs.json'));
    cleanups.push(async () => {
      await prefs.flush();
      await rm(dir, { recursive: true, force: true });
    });
    prefs.set('apiUrl', url);
    const base = remoteApiUrl(prefs.get('apiUrl'), undefined, () => {});
    expect(base).toBe(url);
    const core = createCore({
      vault: memoryVault(),
      prefs,
      apiBaseUrl: () => base!,
      emit: <E extends EventName>(_event: E, _payload: BridgeEvents[E]) => {},
      info: () => ({ version: 't', apiBaseUrl: base!, mediaBaseUrl: `${base}/media/`, embeddedServer: false }),
      openExternal: async () => {},
    });
    const signUp = async (firstname: string) => {
      const email = `${firstname.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}-${Date.now()}@example.com`;
      const auth = await core.ctx.api('register', { body: { email, password: 'secret123', firstname } });
      await core.session.signIn(auth);
      return { email, id: auth.user.id };
    };
    return { api: core.ctx.api, signUp };
  }

  it('the preference takes https anywhere, plain http only on this machine', () => {
    const quiet = () => {};
    expect(remoteApiUrl('https://kosar.home.example:8443', undefined, quiet)).toBe('https://kosar.home.example:8443');
    expect(remoteApiUrl('http://127.0.0.1:8080', undefined, quiet)).toBe('http://127.0.0.1:8080');
    // A plain-http address on the home network would send the session key in the clear: refused.
    expect(remoteApiUrl('http://192.168.1.20:8080', undefined, quiet)).toBeNull();
  });

  it('two accounts on two apps share a list: invited by mail, accepted, both edit, each sees the other\'s change', { timeout: 600_000 }, async () => {
    const fresh = await freshDb('postgres');
    await loadFixtureCatalogue(fresh.db);
    // Dropped (WITH FORCE) once the server has stopped.
    cleanups.push(() => fresh.dispose());
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-household-server-'));
    const server = await startChild({ DATABASE_URL: fresh.url!, KOSAR_DATA_DIR: dataDir, HOST: '127.0.0.1' });
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await exited(server.child);
    });

    const annasPc = await desktopApp(server.url);
    const belasPc = await desktopApp(server.url);
    const anna = await annasPc.signUp('Anna');
    const bela = await belasPc.signUp('Béla');
    await annasPc.api('saveZone', { body: { ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] } });
    await belasPc.api('saveZone', { body: { ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] } });

    const { id } = await annasPc.api('createList', { body: { name: 'Közös' } });
    await annasPc.api('setQuantity', { params: { list_id: id }, body: { product_id: FIX.offers.milkAldi, quantity: 2 } });
    await annasPc.api('invite', { params: { id }, body: { email: bela.email } });
    // Without SMTP the server writes its mail to its outbox.
    const outbox = join(dataDir, 'outbox');
    const mails = async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
    await expect.poll(async () => (await mails()).length, { timeout: 180_000 }).toBeGreaterThan(0);
    const mail = await readFile(join(outbox, (await mails())[0]!), 'utf8');
    expect(mail).toContain(`To: ${bela.email}`);

    expect((await belasPc.api('listVersions')).invitations).toBe(1);
    const [invitation] = (await belasPc.api('invitations')).items;
    await belasPc.api('answerInvitation', { params: { id: invitation!.id }, body: { accept: true } });

    // Both edit from the copies they read; Anna's poll sees Béla's change, and the list says who made it.
    const [a, b] = [await annasPc.api('list', { params: { id } }), await belasPc.api('list', { params: { id } })];
    const polledBefore = (await annasPc.api('listVersions')).lists.find((l) => l.id === id)!.version;
    await Promise.all([
      belasPc.api('setQuantity', { params: { list_id: id }, body: { product_id: FIX.offers.breadSpar, quantity: 1, version: b.version } }),
      annasPc.api('setQuantity', { params: { list_id: id }, body: { product_id: FIX.offers.milkAldi, quantity: 3, version: a.version } }),
    ]);
    // The same line from both: one is refused, and after reading again it goes in.
    const [a2, b2] = [await annasPc.api('list', { params: { id } }), await belasPc.api('list', { params: { id } })];
    const outcomes = await Promise.allSettled([
      annasPc.api('setQuantity', { params: { list_id: id }, body: { product_id: FIX.offers.beerLidl, quantity: 4, version: a2.version } }),
      belasPc.api('setQuantity', { params: { list_id: id }, body: { product_id: FIX.offers.beerLidl, quantity: 5, version: b2.version } }),
    ]);
    const refusedOne = outcomes.findIndex((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect((outcomes[refusedOne] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    const again = refusedOne === 0 ? annasPc : belasPc;
    const fresher = await again.api('list', { params: { id } });
    await again.api('setQuantity', { params: { list_id: id }, body: { product_id: FIX.offers.beerLidl, quantity: 6, version: fresher.version } });

    expect((await annasPc.api('listVersions')).lists.find((l) => l.id === id)!.version).toBeGreaterThan(polledBefore);
    const [annas, belas] = [await annasPc.api('list', { params: { id } }), await belasPc.api('list', { params: { id } })];
    const lines = (l: typeof annas) => l.products.map((p) => [p.id, p.quantity, p.changed_by?.id]);
    expect(lines(annas)).toEqual(lines(belas));
    expect(lines(annas)).toEqual([
      [FIX.offers.milkAldi, 3, anna.id],
      [FIX.offers.breadSpar, 1, bela.id],
      [FIX.offers.beerLidl, 6, (refusedOne === 0 ? anna : bela).id],
    ]);
    expect(annas.sharing).toMatchObject({ role: 'owner', members: [{ name: 'Béla' }] });
    expect(belas.sharing).toMatchObject({ role: 'member', owner: { name: 'Anna' } });
    // Béla plans the shared list on his own PC, in his own zone.
    const plan = await belasPc.api('requestPlan', { params: { id }, body: { retailers: [1, 2, 3] } });
    expect(plan.versions.length).toBeGreaterThan(0);
  });
});
