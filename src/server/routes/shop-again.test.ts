import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName, type RouteOutput } from '../../shared/api/routes';
import { ErrorBody } from '../../shared/api/common';
import { formatFt } from '../../shared/format';
import { dbKinds, type TestServer } from '../../../tests/support/server/test-helper';
import { FIX, fixtureServer } from '../../../tests/support/server/test-fixtures';

const kinds = await dbKinds();

describe.each(kinds)('shop again and take it along: a list or a plan copied into a new list, a plan mailed, on %s', (kind) => {
  let s: TestServer;
  let dispose: () => Promise<void>;
  let anna: { token: string; id: number; email: string };
  let bela: { token: string; id: number; email: string };

  const ok = async <N extends RouteName>(name: N, token: string, url: string = routes[name].path, body?: unknown): Promise<RouteOutput<N>> => {
    const res = await s.call(routes[name].method, url, { token, body });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    return routes[name].response.parse(res.json()) as RouteOutput<N>;
  };
  const refused = async (method: string, url: string, token: string, body: unknown, status: number, code: string) => {
    const res = await s.call(method, url, { token, body });
    expect(res.statusCode, res.body).toBe(status);
    expect(ErrorBody.parse(res.json()).code).toBe(code);
  };
  const lines = (list: RouteOutput<'list'>) => list.products.map((p) => [p.id, p.quantity, p.any_brand]).sort((a, b) => Number(a[0]) - Number(b[0]));
  const listCount = async (userId: number) =>
    (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lists WHERE user_id = $1', [userId]))[0]!.n;

  beforeAll(async () => {
    const f = await fixtureServer(kind, 2);
    ({ s, dispose } = f);
    [anna, bela] = [f.users[0]!, f.users[1]!];
    await ok('saveZone', anna.token, '/zone', { ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] });
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  it('a list: a new list of the same items under the new name, which changes apart from the old one', async () => {
    const { id } = await ok('createList', anna.token, '/lists', { name: 'Heti bevásárlás' });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.milkAldi, quantity: 3, any_brand: true });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.breadSpar, quantity: 1 });

    const copy = await ok('copyList', anna.token, `/lists/${id}/copy`, { name: 'Heti bevásárlás (másolat)' });
    expect(copy.id).not.toBe(id);
    expect(copy.left_out).toBe(0);
    const original = await ok('list', anna.token, `/lists/${id}`);
    const copied = await ok('list', anna.token, `/lists/${copy.id}`);
    expect(copied.name).toBe('Heti bevásárlás (másolat)');
    expect(lines(copied)).toEqual([
      [FIX.offers.milkAldi, 3, true],
      [FIX.offers.breadSpar, 1, false],
    ]);

    await ok('setQuantity', anna.token, `/lists/${copy.id}/products`, { product_id: FIX.offers.milkAldi, quantity: 0 });
    expect(lines(await ok('list', anna.token, `/lists/${id}`))).toEqual(lines(original));
    expect((await ok('lists', anna.token)).items.map((l) => l.name)).toEqual(['Heti bevásárlás (másolat)', 'Heti bevásárlás']);
  });

  it("a list: another user's, a missing one or a bad name is refused and makes no list", async () => {
    const { id } = await ok('createList', anna.token, '/lists', { name: 'Anna listája' });
    const before = [await listCount(anna.id), await listCount(bela.id)];
    await refused('POST', `/lists/${id}/copy`, bela.token, { name: 'Lopott' }, 404, 'NOT_FOUND');
    await refused('POST', '/lists/999999/copy', anna.token, { name: 'Semmi' }, 404, 'NOT_FOUND');
    for (const name of ['', '   ', 'x'.repeat(201), 'a\u0000b']) await refused('POST', `/lists/${id}/copy`, anna.token, { name }, 400, 'VALIDATION');
    await refused('POST', `/lists/${id}/copy`, anna.token, {}, 400, 'VALIDATION');
    await refused('POST', '/lists/0x1/copy', anna.token, { name: 'Hex' }, 400, 'VALIDATION');
    expect([await listCount(anna.id), await listCount(bela.id)]).toEqual(before);
  });

  it('a plan: what it buys at each store, and what it could not buy as its cheapest offer today', async () => {
    const { id } = await ok('createList', anna.token, '/lists', { name: 'Terv' });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.milkSpar, quantity: 2 });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.breadSpar, quantity: 1 });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.beerLidl, quantity: 4 });
    // Aldi and Spar only: the beer (Lidl's alone) cannot be bought; the plan buys the milk and the bread at Aldi.
    const plan = (await ok('requestPlan', anna.token, `/lists/${id}`, { retailers: [FIX.retailers.aldi, FIX.retailers.spar] })).versions[0]!;
    expect(plan.missing?.map((m) => m.quantity)).toEqual([4]);
    await ok('savePlan', anna.token, '/lists/saved', { id: plan.id });
    const bought = (await ok('planVersion', anna.token, `/lists/plan/${plan.id}`)).version.retailers.flatMap((r) => r.products.map((p) => [p.id, p.quantity, false]));

    const copy = await ok('copyPlan', anna.token, `/lists/plan/${plan.id}/copy`, { name: 'Terv (copy)' });
    expect(copy.left_out).toBe(0);
    const copied = await ok('list', anna.token, `/lists/${copy.id}`);
    expect(copied.name).toBe('Terv (copy)');
    expect(lines(copied)).toEqual([...bought, [FIX.offers.beerLidl, 4, false]].sort((a, b) => Number(a[0]) - Number(b[0])));

    // Once nothing of the beer is sold, a copy leaves it out and says so.
    await s.db.query('UPDATE products SET available = false, updated_at = now() WHERE id = $1', [FIX.offers.beerLidl]);
    try {
      const again = await ok('copyPlan', anna.token, `/lists/plan/${plan.id}/copy`, { name: 'Terv (copy 2)' });
      expect(again.left_out).toBe(1);
      expect(lines(await ok('list', anna.token, `/lists/${again.id}`))).toEqual(bought.sort((a, b) => Number(a[0]) - Number(b[0])));
    } finally {
      await s.db.query('UPDATE products SET available = true, updated_at = now() WHERE id = $1', [FIX.offers.beerLidl]);
    }

    const before = await listCount(bela.id);
    await refused('POST', `/lists/plan/${plan.id}/copy`, bela.token, { name: 'Lopott' }, 404, 'NOT_FOUND');
    await refused('POST', `/lists/plan/${plan.id}/copy`, anna.token, { name: '' }, 400, 'VALIDATION');
    expect(await listCount(bela.id)).toBe(before);
  });

  it("take it along: a plan's checklist mailed to the account's own address, in its language, at most so many an hour", async () => {
    const { id } = await ok('createList', anna.token, '/lists', { name: 'Hétvége' });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.milkLidl, quantity: 2 });
    await ok('setQuantity', anna.token, `/lists/${id}/products`, { product_id: FIX.offers.breadAldi, quantity: 1 });
    const plan = (await ok('requestPlan', anna.token, `/lists/${id}`, { retailers: [1, 2, 3], travel: { per_km: 60, per_stop: 0 } })).versions[0]!;
    const hu = await s.call('GET', `/lists/plan/${plan.id}`, { token: anna.token, headers: { 'accept-language': 'hu' } });
    const version = routes.planVersion.response.parse(hu.json()).version;
    const mails = () => s.mailer.sent.filter((m) => m.to === anna.email);
    const before = mails().length;

    const res = await s.call('POST', `/lists/plan/${plan.id}/mail`, { token: anna.token, headers: { 'accept-language': 'hu' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(routes.mailPlan.response.parse(res.json())).toEqual({ success: true, to: anna.email });
    await s.app.mailQueue.idle();
    expect(mails()).toHaveLength(before + 1);
    const mail = mails().at(-1)!;
    expect(mail.subject).toBe('Kosár bevásárlási terved: Hétvége');
    // Stores in visiting order, each with its address, items, quantities, prices and subtotal; the totals and the trip.
    const order = version.route!.stops.map((st) => st.retailer_name);
    const heads = mail.text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(heads.map((l) => l.split(',')[0])).toEqual(order.map((name, i) => `${i + 1}. ${name}`));
    for (const r of version.retailers) {
      for (const p of r.products) expect(mail.text).toContain(`[ ] ${p.name} × ${p.quantity}: ${formatFt(p.price, 'hu')}`);
    }
    expect(mail.text).toContain(`Áruk összesen: ${formatFt(version.total, 'hu')}`);
    expect(mail.text).toMatch(/Út: [\d,]+\u00a0km, \d+\u00a0Ft/);
    expect(mail.text).toContain('Becsült árak');
    expect(mail.html).toContain('Hétvége');

    // Nobody else's plan; no bad id; nothing mailed for either.
    const sent = s.mailer.sent.length;
    await refused('POST', `/lists/plan/${plan.id}/mail`, bela.token, undefined, 404, 'NOT_FOUND');
    await refused('POST', '/lists/plan/0x1/mail', anna.token, undefined, 400, 'VALIDATION');
    await s.app.mailQueue.idle();
    expect(s.mailer.sent.length).toBe(sent);

    // At most RULES.planMailsPerHour an hour: the next is refused and sends nothing, until the hour has passed.
    for (let i = 1; i < 10; i++) await ok('mailPlan', anna.token, `/lists/plan/${plan.id}/mail`);
    await refused('POST', `/lists/plan/${plan.id}/mail`, anna.token, undefined, 429, 'RATE_LIMITED');
    await s.app.mailQueue.idle();
    expect(mails()).toHaveLength(before + 10);
    s.clock.advance(3_600_000);
    await ok('mailPlan', anna.token, `/lists/plan/${plan.id}/mail`);
    await s.app.mailQueue.idle();
    expect(mails()).toHaveLength(before + 11);
    expect(mails().at(-1)!.subject).toBe('Your Kosár shopping plan: Hétvége');
  });
});
