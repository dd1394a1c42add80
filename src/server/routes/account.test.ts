import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName, type RouteOutput } from '../../shared/api/routes';
import { AccountData } from '../../shared/api/account';
import { ErrorBody } from '../../shared/api/common';
import { dbKinds, freshDb, testServer, type TestServer } from '../../../tests/support/server/test-helper';
import { FIX, loadFixtureCatalogue } from '../../../tests/support/server/test-fixtures';
import { foreignKeys } from '../repo/account';
import type { Queryable } from '../db/db';

const kinds = await dbKinds();

async function call<N extends RouteName>(s: TestServer, name: N, token: string | undefined, body?: unknown, url?: string) {
  const def = routes[name];
  return s.call(def.method, url ?? def.path, { token, body });
}
async function ok<N extends RouteName>(
  s: TestServer,
  name: N,
  token: string,
  body?: unknown,
  url?: string,
): Promise<RouteOutput<N>> {
  const res = await call(s, name, token, body, url);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return routes[name].response.parse(res.json()) as RouteOutput<N>;
}
function refused(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(ErrorBody.parse(res.json()).code).toBe(code);
}

/**
 * The rows of a user in every table that references users, and in every table that references one of those, read
 * from the catalogue of the schema: a table added later is checked without a change here.
 */
async function rowsLeft(db: Queryable, userId: number, parentIds: Map<string, unknown[]>): Promise<Record<string, number>> {
  const fks = await foreignKeys(db);
  const left: Record<string, number> = {};
  for (const fk of fks.filter((f) => f.parent === 'users')) {
    left[fk.child] = (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${fk.child} WHERE ${fk.child_col} = $1`, [userId])
    )[0]!.n;
    for (const nested of fks.filter((f) => f.parent === fk.child && f.child !== fk.child)) {
      const ids = parentIds.get(`${fk.child}.${nested.parent_col}`) ?? [];
      const n = ids.length
        ? (
            await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${nested.child} WHERE ${nested.child_col} = ANY($1)`, [
              ids,
            ])
          )[0]!.n
        : 0;
      left[`${nested.child} (of ${fk.child})`] = n;
    }
  }
  left.users = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id = $1', [userId]))[0]!.n;
  return left;
}

/** The ids of the user's rows that other tables reference (a list's id for its items), taken before erasure. */
async function referencedIds(db: Queryable, userId: number): Promise<Map<string, unknown[]>> {
  const fks = await foreignKeys(db);
  const out = new Map<string, unknown[]>();
  for (const fk of fks.filter((f) => f.parent === 'users')) {
    for (const nested of fks.filter((f) => f.parent === fk.child && f.child !== fk.child)) {
      const rows = await db.query<{ v: unknown }>(
        `SELECT ${nested.parent_col} AS v FROM ${fk.child} WHERE ${fk.child_col} = $1`,
        [userId],
      );
      out.set(
        `${fk.child}.${nested.parent_col}`,
        rows.map((r) => r.v),
      );
    }
  }
  return out;
}

describe.each(kinds)('your account and your data on %s', (kind) => {
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

  /** A user with something in every kind of data: zone, a list with items, a computed and a saved plan, a favourite, a watch. */
  async function busyUser() {
    const u = await s.signUp();
    await ok(s, 'saveZone', u.token, { ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] });
    const { id } = await ok(s, 'createList', u.token, { name: 'Hétvége' });
    await ok(s, 'setQuantity', u.token, { product_id: FIX.offers.milkAldi, quantity: 3 }, `/lists/${id}/products`);
    await ok(s, 'setQuantity', u.token, { product_id: FIX.offers.breadSpar, quantity: 1 }, `/lists/${id}/products`);
    const plan = await ok(s, 'requestPlan', u.token, { retailers: [1, 2, 3] }, `/lists/${id}`);
    await ok(s, 'savePlan', u.token, { id: plan.versions[0]!.id });
    await ok(s, 'addFavorite', u.token, { product_id: FIX.offers.beerLidl });
    await ok(s, 'watchProduct', u.token, { product_id: FIX.offers.beerLidl, target_price: 350 });
    // A dismissed inbox entry is the user's too (the fixture has no observed day: the mark stands alone).
    await ok(s, 'markInbox', u.token, { entries: [{ product_id: FIX.offers.beerLidl, day: '2026-11-16' }], state: 'dismissed' });
    await s.call('GET', '/password', { query: { email: u.email } });
    await s.app.afterAnswer.idle?.();
    return { ...u, listId: id };
  }

  it('every table that references users erases its rows with the account (ON DELETE CASCADE), or only its name', async () => {
    const fks = await s.db.query<{ child: string; col: string; on_delete: string }>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confdeltype::text AS on_delete
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );
    expect(fks.map((f) => f.child)).toEqual(
      expect.arrayContaining(['sessions', 'lists', 'plans', 'favorites', 'zones', 'email_changes', 'watches', 'watch_marks', 'list_members', 'list_invitations']),
    );
    // Only the columns that say who did something on a shared list keep their row (another account's) and lose the id.
    const setNull = fks.filter((f) => f.on_delete === 'n').map((f) => `${f.child}.${f.col}`);
    expect(setNull.sort()).toEqual(['list_item_removals.removed_by', 'list_items.added_by', 'list_items.changed_by', 'lists.changed_by']);
    for (const fk of fks) expect(fk.on_delete === 'c' || setNull.includes(`${fk.child}.${fk.col}`), `${fk.child}.${fk.col}`).toBe(true);
  });

  it('deleting an account asks for the password, then leaves no row of it in any table, and says what it erased', async () => {
    const anna = await busyUser();
    const bela = await busyUser();
    const second = await ok(s, 'login', '', { email: anna.email, password: 'secret123' });
    const before = await referencedIds(s.db, anna.id);
    const belaBefore = await rowsLeft(s.db, bela.id, await referencedIds(s.db, bela.id));

    refused(await call(s, 'deleteAccount', anna.token, { password: 'wrong-one' }), 400, 'WRONG_PASSWORD');
    refused(await call(s, 'deleteAccount', anna.token, {}), 400, 'VALIDATION');
    expect(Object.values(await rowsLeft(s.db, anna.id, before)).every((n) => n === 0)).toBe(false);

    const answer = await ok(s, 'deleteAccount', anna.token, { password: 'secret123' });
    expect(answer.erased).toMatchObject({
      users: 1,
      lists: 1,
      list_items: 2,
      plans: expect.any(Number),
      favorites: 1,
      watches: 1,
      watch_marks: 1,
      zones: 1,
      sessions: 2,
      password_resets: 1,
    });
    expect(answer.erased.plans).toBeGreaterThanOrEqual(1);

    const left = await rowsLeft(s.db, anna.id, before);
    expect(Object.keys(left)).toEqual(expect.arrayContaining(['sessions', 'lists', 'list_items (of lists)', 'watches', 'watch_marks', 'users']));
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    // Every session ended: this one and the other sign-in.
    refused(await call(s, 'lists', anna.token), 401, 'NOT_AUTHORIZED');
    refused(await call(s, 'lists', second.token), 401, 'NOT_AUTHORIZED');
    refused(await call(s, 'login', undefined, { email: anna.email, password: 'secret123' }), 400, 'INVALID_CREDENTIALS');
    // The other account is untouched.
    expect(await rowsLeft(s.db, bela.id, await referencedIds(s.db, bela.id))).toEqual(belaBefore);
  });

  it('the data download round-trips: its JSON parses with the shared schema and holds what was created', async () => {
    const anna = await busyUser();
    await ok(s, 'updateAccount', anna.token, { firstname: 'Anna Kovács', language: 'hu' });
    const res = await call(s, 'accountData', anna.token);
    expect(res.statusCode).toBe(200);
    const data = AccountData.parse(JSON.parse(res.body));
    expect(data.account).toMatchObject({
      email: anna.email,
      firstname: 'Anna Kovács',
      language: 'hu',
      price_updates: 'automatic',
    });
    expect(data.zone).toMatchObject({ ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] });
    expect(data.lists).toHaveLength(1);
    expect(data.lists[0]).toMatchObject({ id: anna.listId, name: 'Hétvége' });
    expect(data.lists[0]!.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [FIX.offers.milkAldi, 3],
      [FIX.offers.breadSpar, 1],
    ]);
    expect(data.favorites.map((f) => f.product_id)).toEqual([FIX.offers.beerLidl]);
    expect(data.watches).toEqual([
      expect.objectContaining({ product_id: FIX.offers.beerLidl, target_price: 350, marks: [{ day: '2026-11-16', state: 'dismissed' }] }),
    ]);
    expect(data.plans.filter((p) => p.saved)).toHaveLength(1);
    expect(data.plans.every((p) => p.list_id === anna.listId && p.list_name === 'Hétvége')).toBe(true);
    // Another account's data never shows.
    const bela = await busyUser();
    const belas = routes.accountData.response.parse((await call(s, 'accountData', bela.token)).json());
    expect(belas.lists.map((l) => l.id)).not.toContain(anna.listId);
  });

  /** Anna's list shared with Béla, who added a line; Cili invited to it; Béla invited to a list of Cili's. */
  async function household() {
    const named = async (firstname: string) => {
      const u = await s.signUp();
      await ok(s, 'updateAccount', u.token, { firstname });
      return u;
    };
    const [anna, bela, cili] = [await named('Anna'), await named('Béla'), await named('Cili')];
    const { id } = await ok(s, 'createList', anna.token, { name: 'Közös' });
    await ok(s, 'setQuantity', anna.token, { product_id: FIX.offers.milkAldi, quantity: 1 }, `/lists/${id}/products`);
    const inv = await ok(s, 'invite', anna.token, { email: bela.email }, `/lists/${id}/invitations`);
    await ok(s, 'answerInvitation', bela.token, { accept: true }, `/invitations/${inv.invitation_id}`);
    await ok(s, 'setQuantity', bela.token, { product_id: FIX.offers.breadSpar, quantity: 2 }, `/lists/${id}/products`);
    await ok(s, 'setQuantity', bela.token, { product_id: FIX.offers.beerLidl, quantity: 1 }, `/lists/${id}/products`);
    await ok(s, 'setQuantity', bela.token, { product_id: FIX.offers.beerLidl, quantity: 0 }, `/lists/${id}/products`);
    await ok(s, 'invite', anna.token, { email: cili.email }, `/lists/${id}/invitations`);
    const cilis = await ok(s, 'createList', cili.token, { name: 'Cilié' });
    await ok(s, 'invite', cili.token, { email: bela.email }, `/lists/${cilis.id}/invitations`);
    return { anna, bela, cili, listId: id, cilisList: cilis.id };
  }

  it('a member\'s erasure takes their memberships and invitations, and their name from the lines they added', async () => {
    const { anna, bela, cili, listId, cilisList } = await household();
    const before = await referencedIds(s.db, bela.id);
    const answer = await ok(s, 'deleteAccount', bela.token, { password: 'secret123' });
    expect(answer.erased).toMatchObject({ users: 1, list_members: 1, list_invitations: 1 });
    // Nothing of Béla's is counted as erased that was Anna's: her list and its lines stay.
    expect(answer.erased.lists ?? 0).toBe(0);
    expect(answer.erased.list_items ?? 0).toBe(0);
    expect(Object.entries(await rowsLeft(s.db, bela.id, before)).filter(([, n]) => n > 0)).toEqual([]);
    const annas = await ok(s, 'list', anna.token, undefined, `/lists/${listId}`);
    expect(annas.products.map((p) => [p.id, p.added_by?.name ?? null])).toEqual([
      [FIX.offers.milkAldi, 'Anna'],
      [FIX.offers.breadSpar, null],
    ]);
    expect(annas.sharing!.members).toEqual([]);
    expect(annas.activity!.by).toBeNull();
    expect((await ok(s, 'list', cili.token, undefined, `/lists/${cilisList}`)).sharing!.invitations).toEqual([]);
  });

  it('an owner\'s erasure takes the shared list with it: its members and invitees no longer have it', async () => {
    const { anna, bela, cili, listId } = await household();
    const before = await referencedIds(s.db, anna.id);
    const answer = await ok(s, 'deleteAccount', anna.token, { password: 'secret123' });
    expect(answer.erased).toMatchObject({ users: 1, lists: 1, list_items: 2, list_members: 1, list_invitations: 1, list_item_removals: 1 });
    expect(Object.entries(await rowsLeft(s.db, anna.id, before)).filter(([, n]) => n > 0)).toEqual([]);
    refused(await call(s, 'list', bela.token, undefined, `/lists/${listId}`), 404, 'NOT_FOUND');
    expect((await ok(s, 'invitations', cili.token)).items).toEqual([]);
    expect((await ok(s, 'listVersions', bela.token)).shared).toBe(false);
  });

  it('the data download holds a household: the members of my lists, the lists shared with me, my invitations', async () => {
    const { anna, bela, cili, listId, cilisList } = await household();
    const annas = AccountData.parse((await call(s, 'accountData', anna.token)).json());
    expect(annas.lists.find((l) => l.id === listId)).toMatchObject({
      members: [{ name: 'Béla' }],
      invitations: [{ name: 'Cili', email: cili.email, state: 'pending' }],
      items: [
        { product_id: FIX.offers.milkAldi, added_by: 'Anna' },
        { product_id: FIX.offers.breadSpar, quantity: 2, added_by: 'Béla' },
      ],
    });
    expect(annas.shared_with_me).toEqual([]);
    const belas = AccountData.parse((await call(s, 'accountData', bela.token)).json());
    expect(belas.lists).toEqual([]);
    expect(belas.shared_with_me).toEqual([
      expect.objectContaining({ id: listId, name: 'Közös', owner: 'Anna', items: [expect.objectContaining({ added_by: 'Anna' }), expect.objectContaining({ added_by: 'Béla' })] }),
    ]);
    expect(belas.invitations).toEqual([expect.objectContaining({ list_name: 'Cilié', from: 'Cili', state: 'pending' })]);
    const cilis = AccountData.parse((await call(s, 'accountData', cili.token)).json());
    expect(cilis.invitations).toEqual([expect.objectContaining({ list_name: 'Közös', from: 'Anna' })]);
    expect(cilis.lists.map((l) => l.id)).toEqual([cilisList]);
    expect(cilis.shared_with_me).toEqual([]);
  });

  it('an e-mail change needs the mailed link: the address stays until the link is opened', async () => {
    const anna = await s.signUp();
    const newEmail = `new-${anna.email}`;
    refused(await call(s, 'changeEmail', anna.token, { email: newEmail, password: 'nope-nope' }), 400, 'WRONG_PASSWORD');
    refused(await call(s, 'changeEmail', anna.token, { email: 'not an address', password: 'secret123' }), 400, 'VALIDATION');
    const taken = await s.signUp();
    refused(await call(s, 'changeEmail', anna.token, { email: taken.email, password: 'secret123' }), 409, 'USED');
    s.mailer.sent.length = 0;

    expect(await ok(s, 'changeEmail', anna.token, { email: newEmail, password: 'secret123' })).toEqual({
      success: true,
      pending_email: newEmail,
    });
    expect((await ok(s, 'account', anna.token)).email).toBe(anna.email);
    expect((await ok(s, 'account', anna.token)).pending_email).toBe(newEmail);
    refused(await call(s, 'login', undefined, { email: newEmail, password: 'secret123' }), 400, 'INVALID_CREDENTIALS');
    refused(await call(s, 'confirmEmail', undefined, { key: 'x'.repeat(43) }), 400, 'EMAIL_KEY_INVALID');

    await s.app.mailQueue.idle();
    const mail = s.mailer.sent.find((m) => m.to === newEmail);
    expect(mail?.text).toContain('/confirm-email?key=');
    const link = new URL(/(http\S+confirm-email\S+)/.exec(mail!.text)![1]!);
    // Opening the link only shows a button; the address changes when it is pressed.
    const page = await s.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect((await ok(s, 'account', anna.token)).email).toBe(anna.email);
    const pressed = await s.app.inject({
      method: 'POST',
      url: '/confirm-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ key: link.searchParams.get('key')! }).toString(),
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.body).toContain(newEmail);
    expect(await ok(s, 'account', anna.token)).toMatchObject({ email: newEmail, pending_email: null });
    await ok(s, 'login', '', { email: newEmail, password: 'secret123' });
    // The link works once.
    refused(await call(s, 'confirmEmail', undefined, { key: link.searchParams.get('key') }), 400, 'EMAIL_KEY_INVALID');
  });

  it('a password change asks for the current one and ends the other sessions, not this one', async () => {
    const anna = await s.signUp();
    const other = await ok(s, 'login', '', { email: anna.email, password: 'secret123' });
    refused(await call(s, 'changePassword', anna.token, { current: 'wrong-one', password: 'newsecret1' }), 400, 'WRONG_PASSWORD');
    refused(await call(s, 'changePassword', anna.token, { current: 'secret123', password: 'abc' }), 400, 'SHORTPASS');
    await ok(s, 'lists', other.token);

    expect(await ok(s, 'changePassword', anna.token, { current: 'secret123', password: 'newsecret1' })).toEqual({
      success: true,
      ended_sessions: 1,
    });
    refused(await call(s, 'lists', other.token), 401, 'NOT_AUTHORIZED');
    await ok(s, 'lists', anna.token);
    refused(await call(s, 'login', undefined, { email: anna.email, password: 'secret123' }), 400, 'INVALID_CREDENTIALS');
    await ok(s, 'login', '', { email: anna.email, password: 'newsecret1' });
  });

  it('name and settings: bounded to their columns; bad input changes nothing', async () => {
    const anna = await s.signUp();
    const before = await ok(s, 'account', anna.token);
    for (const body of [
      {},
      { firstname: '' },
      { firstname: 'x'.repeat(101) },
      { language: 'de' },
      { price_updates: 'hourly' },
      { firstname: 'a\u0000b' },
    ]) {
      refused(await call(s, 'updateAccount', anna.token, body), 400, 'VALIDATION');
    }
    expect(await ok(s, 'account', anna.token)).toEqual(before);
    expect(await ok(s, 'updateAccount', anna.token, { firstname: '  Béla ', price_updates: 'off' })).toMatchObject({
      firstname: 'Béla',
      price_updates: 'off',
    });
    // "Off" means no update on demand either, for this account.
    refused(await call(s, 'updateFeed', anna.token), 409, 'UPDATES_OFF');
  });
});
