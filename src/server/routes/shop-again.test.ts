import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName, type RouteOutput } from '../../shared/api/routes';
import { ErrorBody } from '../../shared/api/common';
import { dbKinds, type TestServer } from '../../../tests/support/server/test-helper';
import { FIX, fixtureServer } from '../../../tests/support/server/test-fixtures';

const kinds = await dbKinds();

describe.each(kinds)('shop again: a list or a plan copied into a new list, on %s', (kind) => {
  let s: TestServer;
  let dispose: () => Promise<void>;
  let anna: { token: string; id: number };
  let bela: { token: string; id: number };

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
});
