import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName, type RouteOutput } from '../../shared/api/routes';
import { ErrorBody } from '../../shared/api/common';
import { RULES } from '../../shared/rules';
import { dbKinds, freshDb, testServer, type TestServer } from '../../../tests/support/server/test-helper';
import { FIX, loadFixtureCatalogue } from '../../../tests/support/server/test-fixtures';

const kinds = await dbKinds();

type User = { token: string; email: string; id: number };

describe.each(kinds)('a list shared by two accounts on %s', (kind) => {
  let s: TestServer;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDb(kind);
    dispose = fresh.dispose;
    await loadFixtureCatalogue(fresh.db);
    s = await testServer(fresh.db);
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  const call = (name: RouteName, who: User, opts: { url?: string; body?: unknown } = {}) =>
    s.call(routes[name].method, opts.url ?? routes[name].path, { token: who.token, body: opts.body });
  async function ok<N extends RouteName>(name: N, who: User, opts: { url?: string; body?: unknown } = {}): Promise<RouteOutput<N>> {
    const res = await call(name, who, opts);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    return routes[name].response.parse(res.json()) as RouteOutput<N>;
  }
  function refused(res: { statusCode: number; json(): unknown }, status: number, code: string) {
    expect(res.statusCode).toBe(status);
    expect(ErrorBody.parse(res.json()).code).toBe(code);
  }
  async function person(firstname: string): Promise<User> {
    const u = await s.signUp();
    await ok('updateAccount', u, { body: { firstname } });
    return u;
  }
  const list = (who: User, id: number) => ok('list', who, { url: `/lists/${id}` });
  const put = (who: User, id: number, body: { product_id: number; quantity: number; version?: number }) =>
    call('setQuantity', who, { url: `/lists/${id}/products`, body });
  /** Anna's new list, shared with Béla (invited and accepted). */
  async function shared(anna: User, bela: User, name = 'Közös') {
    const { id } = await ok('createList', anna, { body: { name } });
    const { invitation_id } = await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } });
    await ok('answerInvitation', bela, { url: `/invitations/${invitation_id}`, body: { accept: true } });
    return id;
  }

  it('an invitation by e-mail: mailed in the invitee\'s language, waiting, then accepted: both see and change one list', async () => {
    const anna = await person('Anna');
    const bela = await person('Béla');
    await ok('updateAccount', bela, { body: { language: 'hu' } });
    const { id } = await ok('createList', anna, { body: { name: 'Hétvége' } });
    await ok('setQuantity', anna, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.milkAldi, quantity: 2 } });
    // Before an invitation, Béla cannot see it.
    refused(await call('list', bela, { url: `/lists/${id}` }), 404, 'NOT_FOUND');

    s.mailer.sent.length = 0;
    const { invitation_id } = await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: ` ${bela.email.toUpperCase()} ` } });
    await s.app.mailQueue.idle();
    expect(s.mailer.sent).toHaveLength(1);
    expect(s.mailer.sent[0]).toMatchObject({ to: bela.email, subject: 'Anna megoszt veled egy Kosár-bevásárlólistát' });
    expect(s.mailer.sent[0]!.text).toContain('„Hétvége”');
    // Asking again while it waits sends nothing more.
    expect((await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } })).invitation_id).toBe(invitation_id);
    await s.app.mailQueue.idle();
    expect(s.mailer.sent).toHaveLength(1);

    // Béla's poll counts it; his invitations list it; the list is still not his to see.
    expect((await ok('listVersions', bela)).invitations).toBe(1);
    expect((await ok('invitations', bela)).items).toEqual([
      expect.objectContaining({ id: invitation_id, list_id: id, list_name: 'Hétvége', from_name: 'Anna', from_email: anna.email }),
    ]);
    refused(await call('list', bela, { url: `/lists/${id}` }), 404, 'NOT_FOUND');
    expect((await list(anna, id)).sharing).toMatchObject({ role: 'owner', members: [], invitations: [{ id: invitation_id, name: 'Béla', state: 'pending' }] });

    await ok('answerInvitation', bela, { url: `/invitations/${invitation_id}`, body: { accept: true } });
    expect((await ok('invitations', bela)).items).toEqual([]);
    const seen = await list(bela, id);
    expect(seen.sharing).toMatchObject({ role: 'member', owner: { id: anna.id, name: 'Anna', you: false }, members: [{ id: bela.id, name: 'Béla', you: true }], invitations: [] });
    expect(seen.products.map((p) => [p.id, p.quantity, p.added_by?.name])).toEqual([[FIX.offers.milkAldi, 2, 'Anna']]);
    expect((await ok('lists', bela)).items.map((l) => l.id)).toEqual([id]);

    // Béla adds a line: Anna's poll sees a new version, and the line says who added it.
    const before = (await ok('listVersions', anna)).lists.find((l) => l.id === id)!.version;
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.breadSpar, quantity: 1, version: seen.version } });
    const polled = await ok('listVersions', anna);
    expect(polled.shared).toBe(true);
    expect(polled.lists.find((l) => l.id === id)!.version).toBeGreaterThan(before);
    const annas = await list(anna, id);
    expect(annas.products.find((p) => p.id === FIX.offers.breadSpar)!.added_by).toEqual({ id: bela.id, name: 'Béla', you: false });
    expect(annas.activity).toMatchObject({ by: { name: 'Béla' }, kind: 'add' });
    expect(annas.sharing!.members.map((m) => m.name)).toEqual(['Béla']);
    // Béla may plan it (in his own zone) and copy it into a list of his own.
    await ok('saveZone', bela, { body: { ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] } });
    await ok('requestPlan', bela, { url: `/lists/${id}`, body: { retailers: [1, 2, 3] } });
    const copy = await ok('copyList', bela, { url: `/lists/${id}/copy`, body: { name: 'Béla saját' } });
    expect((await list(bela, copy.id)).sharing!.role).toBe('owner');
    refused(await call('list', anna, { url: `/lists/${copy.id}` }), 404, 'NOT_FOUND');
  });

  it('declined: nothing is shared, the owner sees it declined, and may ask once more', async () => {
    const anna = await person('Anna');
    const bela = await person('Béla');
    const { id } = await ok('createList', anna, { body: { name: 'Nem' } });
    const { invitation_id } = await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } });
    await ok('answerInvitation', bela, { url: `/invitations/${invitation_id}`, body: { accept: false } });
    refused(await call('list', bela, { url: `/lists/${id}` }), 404, 'NOT_FOUND');
    expect((await ok('invitations', bela)).items).toEqual([]);
    expect((await list(anna, id)).sharing!.invitations).toEqual([expect.objectContaining({ name: 'Béla', state: 'declined' })]);
    // A declined invitation cannot be answered again; a new one can.
    refused(await call('answerInvitation', bela, { url: `/invitations/${invitation_id}`, body: { accept: true } }), 404, 'NOT_FOUND');
    s.mailer.sent.length = 0;
    await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } });
    await s.app.mailQueue.idle();
    expect(s.mailer.sent.map((m) => m.to)).toEqual([bela.email]);
    expect((await ok('invitations', bela)).items.map((i) => i.list_id)).toEqual([id]);
    // The owner withdraws it: gone for both.
    await ok('withdrawInvitation', anna, { url: `/lists/${id}/invitations/${invitation_id}` });
    expect((await ok('invitations', bela)).items).toEqual([]);
    expect((await list(anna, id)).sharing!.invitations).toEqual([]);
  });

  it('who may do what: owner invites and removes, a member edits and leaves, a stranger sees nothing', async () => {
    const anna = await person('Anna');
    const bela = await person('Béla');
    const cili = await person('Cili');
    const dani = await person('Dani');
    const id = await shared(anna, bela);
    const invites = (who: User, email: string) => call('invite', who, { url: `/lists/${id}/invitations`, body: { email } });

    refused(await invites(anna, 'nobody@example.com'), 404, 'NO_ACCOUNT');
    refused(await invites(anna, anna.email), 400, 'VALIDATION');
    refused(await invites(anna, bela.email), 409, 'ALREADY_MEMBER');
    refused(await invites(anna, 'not an address'), 400, 'VALIDATION');
    refused(await invites(bela, cili.email), 403, 'NOT_OWNER');
    refused(await invites(dani, cili.email), 404, 'NOT_FOUND');
    const { invitation_id } = await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: cili.email } });
    // Only the invitee answers; only the owner withdraws.
    refused(await call('answerInvitation', dani, { url: `/invitations/${invitation_id}`, body: { accept: true } }), 404, 'NOT_FOUND');
    refused(await call('withdrawInvitation', bela, { url: `/lists/${id}/invitations/${invitation_id}` }), 403, 'NOT_OWNER');
    // Béla (member) sees no invitations; a stranger gets 404 for every read and write, as for any foreign list.
    expect((await list(bela, id)).sharing!.invitations).toEqual([]);
    refused(await call('list', dani, { url: `/lists/${id}` }), 404, 'NOT_FOUND');
    refused(await put(dani, id, { product_id: FIX.offers.milkAldi, quantity: 1 }), 404, 'NOT_FOUND');
    refused(await call('updateList', dani, { url: `/lists/${id}`, body: { name: 'x' } }), 404, 'NOT_FOUND');
    refused(await call('requestPlan', dani, { url: `/lists/${id}`, body: { retailers: [1] } }), 404, 'NOT_FOUND');
    refused(await call('copyList', dani, { url: `/lists/${id}/copy`, body: { name: 'x' } }), 404, 'NOT_FOUND');
    refused(await call('removeMember', dani, { url: `/lists/${id}/members/${bela.id}` }), 404, 'NOT_FOUND');
    expect((await ok('lists', dani)).items).toEqual([]);
    // A member renames and edits, but does not delete or remove others.
    await ok('updateList', bela, { url: `/lists/${id}`, body: { name: 'Béla nevezte el' } });
    refused(await call('deleteList', bela, { url: `/lists/${id}` }), 403, 'NOT_OWNER');
    await ok('answerInvitation', cili, { url: `/invitations/${invitation_id}`, body: { accept: true } });
    refused(await call('removeMember', bela, { url: `/lists/${id}/members/${cili.id}` }), 403, 'NOT_OWNER');
    refused(await call('removeMember', anna, { url: `/lists/${id}/members/${anna.id}` }), 400, 'VALIDATION');
    expect((await list(anna, id)).sharing!.members.map((m) => m.name)).toEqual(['Béla', 'Cili']);
    // The owner removes Cili; Béla leaves: neither sees it any more.
    await ok('removeMember', anna, { url: `/lists/${id}/members/${cili.id}` });
    await ok('removeMember', bela, { url: `/lists/${id}/members/${bela.id}` });
    refused(await call('list', cili, { url: `/lists/${id}` }), 404, 'NOT_FOUND');
    refused(await call('list', bela, { url: `/lists/${id}` }), 404, 'NOT_FOUND');
    refused(await put(bela, id, { product_id: FIX.offers.milkAldi, quantity: 1 }), 404, 'NOT_FOUND');
    expect((await ok('listVersions', bela)).lists.map((l) => l.id)).not.toContain(id);
    const annas = await list(anna, id);
    expect(annas.name).toBe('Béla nevezte el');
    expect(annas.sharing!.members).toEqual([]);
  });

  it(`invitations are limited to ${RULES.invitationsPerDay} an owner in 24 hours`, async () => {
    const anna = await person('Anna');
    const bela = await person('Béla');
    s.mailer.sent.length = 0;
    for (let i = 0; i < RULES.invitationsPerDay; i++) {
      const { id } = await ok('createList', anna, { body: { name: `Lista ${i}` } });
      await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } });
    }
    const { id } = await ok('createList', anna, { body: { name: 'Egy túl sok' } });
    refused(await call('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } }), 429, 'RATE_LIMITED');
    await s.app.mailQueue.idle();
    expect(s.mailer.sent).toHaveLength(RULES.invitationsPerDay);
    expect((await ok('invitations', bela)).items).toHaveLength(RULES.invitationsPerDay);
    s.clock.advance(24 * 3600_000 + 1000);
    await ok('invite', anna, { url: `/lists/${id}/invitations`, body: { email: bela.email } });
  });

  it('conflicts on one line resolve predictably: the first write wins, the second is refused and sees it', async () => {
    const anna = await person('Anna');
    const bela = await person('Béla');
    const id = await shared(anna, bela);
    const { milkAldi: milk, breadSpar: bread, beerLidl: beer } = FIX.offers;
    await ok('setQuantity', anna, { url: `/lists/${id}/products`, body: { product_id: milk, quantity: 1 } });
    await ok('setQuantity', anna, { url: `/lists/${id}/products`, body: { product_id: bread, quantity: 1 } });

    // Both change the same line from the same copy: Anna's comes first and stays; Béla's is refused.
    let v = (await list(bela, id)).version;
    await ok('setQuantity', anna, { url: `/lists/${id}/products`, body: { product_id: milk, quantity: 3, version: v } });
    const late = await put(bela, id, { product_id: milk, quantity: 5, version: v });
    refused(late, 409, 'CONFLICT');
    expect(ErrorBody.parse(late.json()).details).toMatchObject({ product_id: milk });
    // Different lines from the same copy both go in.
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: bread, quantity: 4, version: v } });
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: beer, quantity: 6, version: v } });
    const now = await list(bela, id);
    expect(now.products.map((p) => [p.id, p.quantity, p.changed_by?.name])).toEqual([
      [milk, 3, 'Anna'],
      [bread, 4, 'Béla'],
      [beer, 6, 'Béla'],
    ]);
    // Béla, having seen Anna's 3, sets it again from the new copy: accepted.
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: milk, quantity: 5, version: now.version } });

    // Remove against change: Anna removes beer; Béla's change of beer from the older copy does not bring it back.
    v = (await list(bela, id)).version;
    await ok('setQuantity', anna, { url: `/lists/${id}/products`, body: { product_id: beer, quantity: 0, version: v } });
    refused(await put(bela, id, { product_id: beer, quantity: 7, version: v }), 409, 'CONFLICT');
    expect((await list(bela, id)).products.map((p) => p.id)).not.toContain(beer);
    expect((await list(bela, id)).activity).toMatchObject({ by: { name: 'Anna' }, kind: 'remove' });
    // Put on again from a copy that saw the removal: a new line, added by Béla.
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: beer, quantity: 7, version: (await list(bela, id)).version } });
    expect((await list(anna, id)).products.find((p) => p.id === beer)!.added_by!.name).toBe('Béla');

    // Change against remove: Béla changes bread; Anna's removal from the older copy is refused, the line stays.
    v = (await list(anna, id)).version;
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: bread, quantity: 2, version: v } });
    refused(await put(anna, id, { product_id: bread, quantity: 0, version: v }), 409, 'CONFLICT');
    expect((await list(anna, id)).products.find((p) => p.id === bread)!.quantity).toBe(2);

    // Both remove the same line: both succeed, nothing is lost.
    v = (await list(anna, id)).version;
    await ok('setQuantity', anna, { url: `/lists/${id}/products`, body: { product_id: bread, quantity: 0, version: v } });
    await ok('setQuantity', bela, { url: `/lists/${id}/products`, body: { product_id: bread, quantity: 0, version: v } });
    expect((await list(anna, id)).products.map((p) => p.id)).not.toContain(bread);
  });

  it('two accounts editing at once converge: both read the same list, and no accepted write is lost', async () => {
    const anna = await person('Anna');
    const bela = await person('Béla');
    const id = await shared(anna, bela);
    const products = [FIX.offers.milkAldi, FIX.offers.breadSpar, FIX.offers.beerLidl, FIX.offers.milkSpar, FIX.offers.breadAldi];
    /**
     * The writes accepted, each with the version of the copy it was made from: a write to a line is accepted only
     * from a copy that holds the line's last write, so by this basis the writes to one line are in the server's order.
     */
    const accepted: Array<{ who: User; product: number; quantity: number; basis: number }> = [];
    let refusals = 0;
    // One edit as the app makes it: from the copy it read; refused, it reads the list again (the app reloads it)
    // and makes the edit once more.
    const edit = async (who: User, copy: { version: number }, product: number, quantity: number) => {
      for (let attempt = 0; ; attempt++) {
        const res = await put(who, id, { product_id: product, quantity, version: copy.version });
        if (res.statusCode === 200) return void accepted.push({ who, product, quantity, basis: copy.version });
        refused(res, 409, 'CONFLICT');
        refusals++;
        expect(attempt).toBeLessThan(3);
        copy = await list(who, id);
      }
    };
    // Rounds: both read the list, then both write at once: on even rounds to the same line (one of the first three),
    // else each to one of the other two.
    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      const [ca, cb] = await Promise.all([list(anna, id), list(bela, id)]);
      const same = round % 2 === 0;
      const pa = same ? products[(round / 2) % 3]! : products[3 + (round % 4 === 1 ? 0 : 1)]!;
      const pb = same ? pa : products[3 + (round % 4 === 1 ? 1 : 0)]!;
      // Twice Anna takes a line off the list while Béla changes it.
      const qa = round === 6 || round === 8 ? 0 : 2 * round + 2;
      await Promise.all([edit(anna, ca, pa, qa), edit(bela, cb, pb, 2 * round + 3)]);
    }
    // Each round on one line: one of the two was refused, saw the other's write, and made its own again.
    expect(refusals).toBe(rounds / 2);
    const [a, b] = [await list(anna, id), await list(bela, id)];
    expect(a.version).toBe(b.version);
    expect(a.products.map((p) => [p.id, p.quantity, p.changed_by?.id])).toEqual(b.products.map((p) => [p.id, p.quantity, p.changed_by?.id]));
    // Each line holds the last accepted write to it (or is gone if that was a removal), and says whose it was.
    for (const product of products) {
      const last = accepted.filter((w) => w.product === product).sort((x, y) => y.basis - x.basis)[0];
      const line = a.products.find((p) => p.id === product);
      if (!last || last.quantity === 0) expect(line, `line ${product}`).toBeUndefined();
      else {
        expect(line?.quantity, `line ${product}`).toBe(last.quantity);
        expect(line?.changed_by?.id).toBe(last.who.id);
      }
    }
  });
});
