import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName, type RouteOutput } from '../../shared/api/routes';
import { ErrorBody } from '../../shared/api/common';
import { dbKinds, freshDb, testServer, type TestServer } from '../../../tests/support/server/test-helper';
import { FIX, fixtureServer, loadFixtureCatalogue } from '../../../tests/support/server/test-fixtures';

const kinds = await dbKinds();

/** Calls a route of the shared table and parses the answer with its response schema (the contract). */
async function ok<N extends RouteName>(
  s: TestServer,
  name: N,
  token: string,
  opts: { url?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RouteOutput<N>> {
  const def = routes[name];
  const res = await s.call(def.method, opts.url ?? def.path, { token, body: opts.body, headers: opts.headers });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return def.response.parse(res.json()) as RouteOutput<N>;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(ErrorBody.parse(res.json()).code).toBe(code);
}

describe.each(kinds)('the /api/v1 calls on %s', (kind) => {
  let s: TestServer;
  let dispose: () => Promise<void>;
  let anna: { token: string; id: number };
  let bela: { token: string; id: number };

  beforeAll(async () => {
    const f = await fixtureServer(kind, 2);
    ({ s, dispose } = f);
    [anna, bela] = [f.users[0]!, f.users[1]!];
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  it('every authenticated call answers 401 Not authorized without a token', async () => {
    for (const [name, def] of Object.entries(routes)) {
      if (!def.auth) continue;
      const url = def.path.replace(/:[a-z_]+/g, name === 'collection' ? 'best' : '1');
      const res = await s.call(def.method, url, { body: def.method === 'GET' || def.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${name}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_AUTHORIZED', message: 'Not authorized' });
    }
  });

  it('health: answers without a token, naming the database and the date of the catalogue', async () => {
    const res = await s.call('GET', routes.health.path);
    expect(res.statusCode, res.body).toBe(200);
    const health = routes.health.response.parse(res.json());
    expect(health).toMatchObject({ status: 'ok', database: kind, catalogue_date: '2026-11-16' });
    expect(health.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('zone: refuses a zero radius, names other retailers when the chosen ones have no shop inside, then saves', async () => {
    expect(await ok(s, 'getZone', anna.token)).toEqual({ latitude: null, longitude: null, diameter: null, retailers: [] });
    expectError(await s.call('PUT', '/zone', { token: anna.token, body: { ...FIX.centre, diameter: 0, retailers: [1] } }), 400, 'ZONE_NO_RADIUS');
    const none = await s.call('PUT', '/zone', { token: anna.token, body: { ...FIX.centre, diameter: 1000, retailers: [FIX.retailers.far] } });
    expectError(none, 400, 'ZONE_NO_SHOPS');
    expect(ErrorBody.parse(none.json()).details).toEqual({ other_retailers: ['Aldi', 'Lidl', 'Spar'] });
    // FarMart's only shop is a modelled ('synthetic') point: no place to go, so no zone around it holds a shop.
    const modelled = await s.call('PUT', '/zone', { token: anna.token, body: { latitude: 47.3, longitude: 19.3, diameter: 5000, retailers: [FIX.retailers.far] } });
    expectError(modelled, 400, 'ZONE_NO_SHOPS');
    expectError(await s.call('PUT', '/zone', { token: anna.token, body: { ...FIX.centre, diameter: 30000, retailers: [1] } }), 400, 'VALIDATION');
    expectError(await s.call('PUT', '/zone', { token: anna.token, body: { ...FIX.centre, diameter: 1000, retailers: [999] } }), 400, 'VALIDATION');
    expect(await ok(s, 'getZone', anna.token)).toMatchObject({ diameter: null });

    await ok(s, 'saveZone', anna.token, { body: { ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] } });
    expect(await ok(s, 'getZone', anna.token)).toEqual({ ...FIX.centre, diameter: 2000, retailers: [1, 2, 3] });
    expect(await ok(s, 'getZone', bela.token)).toMatchObject({ diameter: null });
    const login = await s.call('POST', '/login', { body: { email: (await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [anna.id]))[0].email, password: 'secret123' } });
    expect(login.json().has_zone).toBe(true);
  });

  it('home, categories, collections and retailers answer in the shape of the contract and the language asked', async () => {
    const home = await ok(s, 'home', anna.token);
    // Best offers are worth a trip (RULES.bestOffer): the fixture's savings (21 Ft of 350, 25 Ft of 624) are not.
    expect(home.best).toEqual([]);
    // Each row leads with what the rows above it do not show: the vegetarian row shows milk, bread and beer, so the
    // lactose-free row has nothing new left and still fills its place.
    expect(home.vegan.map((p) => p.id)).toEqual([FIX.offers.milkAldi, FIX.offers.breadSpar, FIX.offers.beerLidl]);
    expect(home.lactose.length).toBeGreaterThan(0);
    expect(home.category.map((c) => c.slug)).toEqual(['food', 'drink']);
    // Anna's zone chose Aldi, Lidl and Spar: FarMart, not chosen, is not in her retailer row.
    expect(home.popular.map((r) => r.name).sort()).toEqual(['Aldi', 'Lidl', 'Spar']);
    const hu = await ok(s, 'homeFor', anna.token, { url: `/home/${FIX.retailers.aldi}`, headers: { 'accept-language': 'hu' } });
    expect(hu.vegan.map((p) => p.name)).toEqual(['Milsani UHT tej 2,8% 1 l', 'Fehér kenyér 1 kg']);
    expectError(await s.call('GET', '/home/999', { token: anna.token }), 404, 'NOT_FOUND');

    const cats = await ok(s, 'categories', anna.token);
    expect(cats.categories).toHaveLength(5);
    const food = await ok(s, 'category', anna.token, { url: '/categories/1' });
    expect(food.categories.map((c) => c.slug)).toEqual(['diary', 'bakery']);
    expectError(await s.call('GET', '/categories/abc', { token: anna.token }), 400, 'VALIDATION');

    const page1 = await ok(s, 'categoryProducts', anna.token, { url: '/categories/1/products?page=1&limit=2' });
    const page2 = await ok(s, 'categoryProducts', anna.token, { url: '/categories/1/products?page=2&limit=2' });
    const page3 = await ok(s, 'categoryProducts', anna.token, { url: '/categories/1/products?page=3&limit=2' });
    expect([...page1.items, ...page2.items, ...page3.items].map((p) => p.id).sort()).toEqual([101, 102, 103, 201, 203]);
    expect(page3.items).toHaveLength(1);
    // The spec's client puts an ampersand where the '?' belongs.
    const defective = await ok(s, 'categoryProducts', anna.token, { url: '/categories/1/products&page=2&limit=2' });
    expect(defective.items.map((p) => p.id)).toEqual(page2.items.map((p) => p.id));
    const sub = await ok(s, 'categoryProducts', anna.token, { url: '/categories/1/products?sub=4' });
    expect(sub.items.map((p) => p.id).sort()).toEqual([201, 203]);

    const lactose = await ok(s, 'collection', anna.token, { url: '/collections/lactose' });
    expect(lactose.items.map((p) => p.id).sort()).toEqual([201, 203, 302]);
    const popular = await ok(s, 'collection', anna.token, { url: `/collections/popular?retailer_id=${FIX.retailers.spar}` });
    expect(popular.items.map((p) => p.id)).toEqual([203]);
    expectError(await s.call('GET', '/collections/popular', { token: anna.token }), 400, 'VALIDATION');
    expectError(await s.call('GET', '/collections/cheap', { token: anna.token }), 400, 'VALIDATION');

    expect((await ok(s, 'retailers', anna.token)).retailers.map((r) => r.name)).toEqual(['Aldi', 'FarMart', 'Lidl', 'Spar']);
    expect((await ok(s, 'retailer', anna.token, { url: '/retailers/2' })).retailers[0].slug).toBe('lidl');
    const shops = await ok(s, 'shops', anna.token);
    // The fixture's shop 15 is a modelled ('synthetic') point: no route returns it.
    expect(shops.shops.map((x) => x.id)).toEqual([11, 12, 13, 14]);
    expect(shops.shops.every((x) => x.source !== 'synthetic')).toBe(true);
    expectError(await s.call('GET', `/shops/${FIX.shops.farAway}`, { token: anna.token }), 404, 'NOT_FOUND');
    expect((await ok(s, 'shop', anna.token, { url: '/shops/13' })).shops[0].address).toContain('Spar');
    expectError(await s.call('GET', '/shops/999', { token: anna.token }), 404, 'NOT_FOUND');
  });

  it('search is accent-insensitive, honours the discount flag and the category', async () => {
    const all = await ok(s, 'search', anna.token, { body: { query: 'kenyer', discounted: false }, headers: { 'accept-language': 'hu' } });
    expect(all.products.map((p) => p.id).sort()).toEqual([201, 203]);
    // Only discount products: promotions that save. Spar's bread is on promotion but no cheaper than elsewhere.
    const disc = await ok(s, 'search', anna.token, { body: { query: 'kenyér', discounted: true }, headers: { 'accept-language': 'hu' } });
    expect(disc.products.map((p) => p.id)).toEqual([]);
    const discMilk = await ok(s, 'search', anna.token, { body: { query: 'milk', discounted: true } });
    expect(discMilk.products.map((p) => [p.id, p.saving])).toEqual([[FIX.offers.milkAldi, 21]]);
    const milk = await ok(s, 'search', anna.token, { body: { query: 'milk', discounted: false, sort: 'price' } });
    expect(milk.products.map((p) => p.id)).toEqual([101, 102, 103]);
    const drinks = await ok(s, 'search', anna.token, { body: { query: 'l', discounted: false, category: 'drink' } });
    expect(drinks.products.every((p) => p.category?.slug === 'alcohol')).toBe(true);
    expect((await ok(s, 'search', anna.token, { body: { query: '   ', discounted: false } })).products).toEqual([]);
    // The spec's "All" category is the empty string: no filter, the same answer as no category at all.
    for (const category of ['', null]) {
      const every = await ok(s, 'search', anna.token, { body: { query: 'milk', discounted: false, sort: 'price', category } });
      expect(every.products.map((p) => p.id), JSON.stringify(category)).toEqual([101, 102, 103]);
    }
    expectError(await s.call('POST', '/products', { token: anna.token, body: { query: 5 } }), 400, 'VALIDATION');
    expectError(await s.call('POST', '/products', { token: anna.token, body: { query: 'x', sort: 'random' } }), 400, 'VALIDATION');
  });

  it('"only discount products" leaves out a promotion whose price is rising against its last weeks', async () => {
    // Aldi's milk on promotion at 329 Ft off 349, but 309 Ft for the four weeks before: 6.5% dearer than of late, which
    // is no discount to a shopper. A plain search still finds it. (Its own catalogue: the shared one is cached.)
    const fresh = await freshDb(kind);
    try {
      await loadFixtureCatalogue(fresh.db);
      await fresh.db.query("UPDATE price_history SET prices = '{309,309,309,309,329}' WHERE product_id = $1", [FIX.offers.milkAldi]);
      await fresh.db.query('UPDATE products SET trending = 6.5 WHERE id = $1', [FIX.offers.milkAldi]);
      const rising = await testServer(fresh.db);
      try {
        const carla = await rising.signUp();
        expect((await ok(rising, 'search', carla.token, { body: { query: 'milk', discounted: true } })).products).toEqual([]);
        const all = await ok(rising, 'search', carla.token, { body: { query: 'milk', discounted: false } });
        expect(all.products.find((p) => p.id === FIX.offers.milkAldi)).toMatchObject({ discount: true, saving: 21, trending: 6.5 });
      } finally {
        await rising.close();
      }
    } finally {
      await fresh.dispose();
    }
  });

  it('best offers are worth a trip: at least 100 Ft and 10% saved, the largest share first', async () => {
    // Its own catalogue, with savings set around the limits (the shared one is cached).
    const fresh = await freshDb(kind);
    try {
      await loadFixtureCatalogue(fresh.db);
      // Lidl's milk saves 120 Ft of 459 (26%), Aldi's bread 150 of 749 (20%); Aldi's milk 99 Ft of 428 (23%) is short
      // of the amount, Spar's bread 120 Ft of 1,620 (7%) short of the share.
      for (const [id, price, saving] of [[FIX.offers.milkLidl, 339, 120], [FIX.offers.breadAldi, 599, 150], [FIX.offers.milkAldi, 329, 99], [FIX.offers.breadSpar, 1500, 120]]) {
        await fresh.db.query('UPDATE products SET price = $2, saving = $3 WHERE id = $1', [id, price, saving]);
      }
      const server = await testServer(fresh.db);
      try {
        const eva = await server.signUp();
        const best = await ok(server, 'collection', eva.token, { url: '/collections/best?limit=50' });
        expect(best.items.map((p) => p.id)).toEqual([FIX.offers.milkLidl, FIX.offers.breadAldi]);
        expect((await ok(server, 'home', eva.token)).best.map((p) => p.id)).toEqual([FIX.offers.milkLidl, FIX.offers.breadAldi]);
      } finally {
        await server.close();
      }
    } finally {
      await fresh.dispose();
    }
  });

  it("home, collections and other offers keep to the zone's chosen retailers", async () => {
    const cecil = await s.signUp();
    await ok(s, 'saveZone', cecil.token, { body: { ...FIX.centre, diameter: 2000, retailers: [FIX.retailers.lidl, FIX.retailers.spar] } });
    const home = await ok(s, 'home', cecil.token);
    for (const row of [home.best, home.vegan, home.lactose]) for (const p of row) expect(['Lidl', 'Spar']).toContain(p.retailer_name);
    expect(home.vegan.map((p) => p.id)).toEqual([FIX.offers.breadSpar, FIX.offers.milkLidl, FIX.offers.beerLidl]);
    const vegan = await ok(s, 'collection', cecil.token, { url: '/collections/vegan' });
    expect(vegan.items.every((p) => ['Lidl', 'Spar'].includes(p.retailer_name))).toBe(true);
    const milk = await ok(s, 'product', cecil.token, { url: `/products/${FIX.offers.milkLidl}` });
    expect(milk.other_offers.map((o) => o.retailer_name)).toEqual(['Spar']);
  });

  it('home, collections and category lists leave out chosen retailers with no shop inside the zone', async () => {
    const dora = await s.signUp();
    const everyone = [FIX.retailers.aldi, FIX.retailers.lidl, FIX.retailers.spar, FIX.retailers.far];
    // 200 m across around the near Aldi: Lidl (370 m) and Spar (560 m) are chosen but outside, FarMart has no shop.
    await ok(s, 'saveZone', dora.token, { body: { latitude: 47.491, longitude: 19.04, diameter: 200, retailers: everyone } });
    const home = await ok(s, 'home', dora.token);
    expect(home.popular.map((r) => r.name)).toEqual(['Aldi']);
    for (const row of [home.best, home.vegan, home.lactose]) for (const p of row) expect(p.retailer_name).toBe('Aldi');
    const food = await ok(s, 'categoryProducts', dora.token, { url: '/categories/1/products?limit=50' });
    expect(food.items.map((p) => p.id).sort()).toEqual([FIX.offers.milkAldi, FIX.offers.breadAldi]);
    const drinks = await ok(s, 'categoryProducts', dora.token, { url: '/categories/2/products' });
    expect(drinks.items).toEqual([]);
    for (const kind of ['best', 'vegan', 'lactose']) {
      const list = await ok(s, 'collection', dora.token, { url: `/collections/${kind}?limit=50` });
      expect(list.items.every((p) => p.retailer_name === 'Aldi'), kind).toBe(true);
    }
    // Search keeps to the zone as well: chains with no shop inside it fill no result, in any sort or tab.
    for (const body of [{ query: 'milk' }, { query: 'kenyér', sort: 'price' }, { query: 'l', discounted: true }]) {
      const found = await ok(s, 'search', dora.token, { body });
      expect(found.products.map((p) => p.retailer_name).filter((n) => n !== 'Aldi'), JSON.stringify(body)).toEqual([]);
    }
    expect((await ok(s, 'search', dora.token, { body: { query: 'milk' } })).products.length).toBeGreaterThan(0);
    // Without a zone every retailer's offers are listed and found.
    const all = await ok(s, 'categoryProducts', bela.token, { url: '/categories/1/products?limit=50' });
    expect(all.items).toHaveLength(5);
    const milks = await ok(s, 'search', bela.token, { body: { query: 'milk' } });
    expect(new Set(milks.products.map((p) => p.retailer_name)).size).toBeGreaterThan(1);
  });

  it("a category lists in the search's sorts: its own order, price, unit price, saving", async () => {
    const ids = async (sort: string) => (await ok(s, 'categoryProducts', bela.token, { url: `/categories/1/products?limit=50&sort=${sort}` })).items.map((p) => p.id);
    const own = await ids('relevance');
    expect(own).toEqual((await ok(s, 'categoryProducts', bela.token, { url: '/categories/1/products?limit=50' })).items.map((p) => p.id));
    expect(await ids('price')).toEqual([101, 102, 103, 201, 203]);
    expect(await ids('unit_price')).toEqual([101, 102, 103, 201, 203]);
    // The largest saving first; the ones saving nothing keep the list's order (the promotion first).
    expect(await ids('saving')).toEqual([201, 101, 102, 203, 103]);
    const dairy = await ok(s, 'categoryProducts', bela.token, { url: '/categories/1/products?sub=3&sort=price' });
    expect(dairy.items.map((p) => p.price)).toEqual([329, 339, 382]);
    expectError(await s.call('GET', '/categories/1/products?sort=random', { token: bela.token }), 400, 'VALIDATION');
  });

  it("a product lists its other offers in the user's zone, cheapest first, with its price history", async () => {
    const p = await ok(s, 'product', anna.token, { url: `/products/${FIX.offers.milkLidl}` });
    expect(p.address).toBe('1052 Budapest, Lidl utca 2.');
    // The answer says where the shop's location comes from, so a modelled one can be marked.
    expect(p.address_source).toBe('osm');
    expect(p.other_offers.map((o) => o.retailer_name)).toEqual(['Aldi', 'Spar']);
    expect(p.other_offers[0]).toMatchObject({ price: 329, address: '1051 Budapest, Aldi utca 1.' });
    // Each names the product sold there: the chains' own brands of this milk are similar products, not this one.
    expect(p.other_offers.map((o) => [o.name, o.similar])).toEqual([['Milsani UHT milk 2.8% 1 l', true], ['S-Budget UHT milk 2.8% 1 l', true]]);
    // The price history is this product's only: another brand's prices are not drawn as this product's.
    expect(p.history?.[0].product_id).toBe(FIX.offers.milkLidl);
    expect(p.history?.map((h) => h.retailer_name).sort()).toEqual(['Lidl']);
    expect(p.lowest_12m).toEqual({ price: 339, week: '2026-10-19' });
    expectError(await s.call('GET', '/products/99999', { token: anna.token }), 404, 'NOT_FOUND');
  });

  it('takes ids, pages and limits only as plain decimal integers: 0x65 is not product 101', async () => {
    const token = anna.token;
    for (const url of ['/products/0x65', '/products/%20%20101', '/products/101.0', '/products/1.01e2', '/products/0101', '/lists/plan/0x1', '/blogs/0x1']) {
      expectError(await s.call('GET', url, { token }), 400, 'VALIDATION');
    }
    for (const query of ['page=0x1', 'page=1e0', 'limit=%202', 'limit=true', 'sub=0x4', 'page=1&page=2']) {
      expectError(await s.call('GET', `/categories/1/products?${query}`, { token }), 400, 'VALIDATION');
    }
    for (const page of ['0x1', true, [1], '1e0']) {
      expectError(await s.call('POST', '/products', { token, body: { query: 'tej', page } }), 400, 'VALIDATION');
    }
    await ok(s, 'product', token, { url: `/products/${FIX.offers.milkLidl}` });
    await ok(s, 'search', token, { body: { query: 'tej', page: '1', limit: 5 } });
  });

  it('favourites: add, list with the flag, remove; each user sees only their own', async () => {
    await ok(s, 'addFavorite', anna.token, { body: { product_id: FIX.offers.breadAldi } });
    await ok(s, 'addFavorite', anna.token, { body: { product_id: FIX.offers.breadAldi } });
    expectError(await s.call('PUT', '/favorites', { token: anna.token, body: { product_id: 424242 } }), 404, 'NOT_FOUND');
    expectError(await s.call('PUT', '/favorites', { token: anna.token, body: { product_id: 'x' } }), 400, 'VALIDATION');
    const favs = await ok(s, 'favorites', anna.token);
    expect(favs.favorites.map((f) => [f.id, f.isFavorite])).toEqual([[FIX.offers.breadAldi, true]]);
    expect((await ok(s, 'favorites', bela.token)).favorites).toEqual([]);
    expect((await ok(s, 'product', bela.token, { url: `/products/${FIX.offers.breadAldi}` })).isFavorite).toBe(false);
    await ok(s, 'removeFavorite', bela.token, { url: `/favorites/${FIX.offers.breadAldi}` });
    expect((await ok(s, 'favorites', anna.token)).favorites).toHaveLength(1);
    await ok(s, 'removeFavorite', anna.token, { url: `/favorites/${FIX.offers.breadAldi}` });
    expect((await ok(s, 'favorites', anna.token)).favorites).toEqual([]);
  });

  it('PUT /lists/{id}: one body schema; a bad body is a 400 about the call it meant and changes nothing', async () => {
    const { id } = await ok(s, 'createList', anna.token, { body: { name: 'Egy' } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.milkAldi, quantity: 2 } });
    const before = await ok(s, 'list', anna.token, { url: `/lists/${id}` });
    const bad: Array<[unknown, string]> = [
      // A plan request (it names retailers) is told what is wrong with it, not that a list needs a name.
      [{ retailers: [] }, 'body.retailers'],
      [{ retailers: [1], travel: { per_km: -1 } }, 'body.travel.per_km'],
      [{ retailers: 'all', name: 'Kettő' }, 'body.retailers'],
      // An update likewise.
      [{}, 'body.name'],
      [{ name: '' }, 'body.name'],
      [{ name: 'Kettő', products: [{ product_id: FIX.offers.breadSpar, quantity: -1 }] }, 'body.products.0.quantity'],
      [[{ name: 'Kettő' }], 'body'],
    ];
    for (const [body, where] of bad) {
      const res = await s.call('PUT', `/lists/${id}`, { token: anna.token, body });
      expectError(res, 400, 'VALIDATION');
      expect(ErrorBody.parse(res.json()).message, JSON.stringify(body)).toMatch(new RegExp(`^${where.replace(/\./g, '\\.')}(:|\\.)`));
    }
    expect(await ok(s, 'list', anna.token, { url: `/lists/${id}` })).toEqual(before);
    await ok(s, 'deleteList', anna.token, { url: `/lists/${id}` });
  });

  it('lists: create, set quantities (0 removes), rename, detail; foreign lists answer 404', async () => {
    const { id } = await ok(s, 'createList', anna.token, { body: { name: '<b>Heti</b> bevásárlás', products: [] } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.milkAldi, quantity: 3 } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.breadSpar, quantity: 1 } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.breadSpar, quantity: 0 } });
    for (const quantity of [-1, 1000, 1.5]) {
      expectError(await s.call('PUT', `/lists/${id}/products`, { token: anna.token, body: { product_id: 101, quantity } }), 400, 'VALIDATION');
    }
    expectError(await s.call('PUT', `/lists/${id}/products`, { token: anna.token, body: { product_id: 999999, quantity: 1 } }), 404, 'NOT_FOUND');
    const list = await ok(s, 'list', anna.token, { url: `/lists/${id}` });
    expect(list.name).toBe('<b>Heti</b> bevásárlás');
    expect(list.products.map((p) => [p.id, p.quantity])).toEqual([[FIX.offers.milkAldi, 3]]);
    expect(list.product_count).toBe(1);

    await ok(s, 'updateList', anna.token, { url: `/lists/${id}`, body: { name: 'Hétvége' } });
    expect((await ok(s, 'lists', anna.token)).items.map((l) => l.name)).toEqual(['Hétvége']);

    // Bela can neither see nor change Anna's list.
    expect((await ok(s, 'lists', bela.token)).items).toEqual([]);
    expectError(await s.call('GET', `/lists/${id}`, { token: bela.token }), 404, 'NOT_FOUND');
    expectError(await s.call('PUT', `/lists/${id}`, { token: bela.token, body: { name: 'x' } }), 404, 'NOT_FOUND');
    expectError(await s.call('PUT', `/lists/${id}/products`, { token: bela.token, body: { product_id: 101, quantity: 1 } }), 404, 'NOT_FOUND');
    expectError(await s.call('DELETE', `/lists/${id}`, { token: bela.token }), 404, 'NOT_FOUND');
    expectError(await s.call('PUT', `/lists/${id}`, { token: bela.token, body: { retailers: [1] } }), 404, 'NOT_FOUND');
    expect((await ok(s, 'list', anna.token, { url: `/lists/${id}` })).products).toHaveLength(1);
    expectError(await s.call('POST', '/lists', { token: anna.token, body: { name: '' } }), 400, 'VALIDATION');
    expectError(await s.call('POST', '/lists', { token: anna.token, body: { name: 'x'.repeat(201) } }), 400, 'VALIDATION');
  });

  it('a write to a line changed after the copy it was made from is refused, never lost silently; other lines merge', async () => {
    const { id } = await ok(s, 'createList', anna.token, { body: { name: 'Verziók' } });
    const v1 = (await ok(s, 'list', anna.token, { url: `/lists/${id}` })).version;
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: 101, quantity: 1, version: v1 } });
    // The same line from the old copy: refused, and the line keeps what was written first.
    const stale = await s.call('PUT', `/lists/${id}/products`, { token: anna.token, body: { product_id: 101, quantity: 2, version: v1 } });
    expectError(stale, 409, 'CONFLICT');
    expect(ErrorBody.parse(stale.json()).details).toMatchObject({ version: v1 + 1, product_id: 101 });
    // Another line from the old copy: nothing of it changed since, so it is written.
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: 102, quantity: 2, version: v1 } });
    const list = await ok(s, 'list', anna.token, { url: `/lists/${id}` });
    expect(list.products.map((p) => [p.id, p.quantity])).toEqual([
      [101, 1],
      [102, 2],
    ]);
    expect(list.version).toBe(v1 + 2);
    // A rename from a copy older than the last rename is refused; one older only than line changes is not.
    await ok(s, 'updateList', anna.token, { url: `/lists/${id}`, body: { name: 'Hétfő', version: v1 } });
    expectError(await s.call('PUT', `/lists/${id}`, { token: anna.token, body: { name: 'Kedd', version: v1 } }), 409, 'CONFLICT');
    // A version the list never had is refused too.
    expectError(await s.call('PUT', `/lists/${id}/products`, { token: anna.token, body: { product_id: 103, quantity: 1, version: v1 + 99 } }), 409, 'CONFLICT');
    expect((await ok(s, 'list', anna.token, { url: `/lists/${id}` })).name).toBe('Hétfő');
  });

  it('plans: computes solutions, shows one in detail, saves it, lists and deletes saved plans', async () => {
    const { id } = await ok(s, 'createList', anna.token, { body: { name: 'Terv' } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.milkSpar, quantity: 2 } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.breadAldi, quantity: 1 } });
    // With the trip counted, the one-store baseline is the store's basket plus its trip.
    const withTrip = await ok(s, 'requestPlan', anna.token, { url: `/lists/${id}`, body: { retailers: [1, 2, 3], travel: { per_km: 60, per_stop: 100 } } });
    expect(withTrip.versions).toHaveLength(1);
    expect(withTrip.versions[0]).toMatchObject({ savings: 0, save_percent: 0, travel_included: true, baseline: withTrip.versions[0]!.net_total });
    expect(withTrip.versions[0]!.route!.travel_cost).toBeGreaterThanOrEqual(100);
    // Its detail gives the card's totals: the goods, and with the trip counted, goods and trip.
    const tripDetail = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${withTrip.versions[0]!.id}` });
    expect(tripDetail.version).toMatchObject({ total: withTrip.versions[0]!.total, travel_included: true, net_total: withTrip.versions[0]!.net_total });
    expect(tripDetail.version.net_total).toBe(withTrip.versions[0]!.total + withTrip.versions[0]!.route!.travel_cost);

    const plan = await ok(s, 'requestPlan', anna.token, { url: `/lists/${id}`, body: { retailers: [1, 2, 3] } });
    // Aldi alone carries both at the lowest prices (2 x 329 + 599): a second or third store would buy nothing,
    // so only the one-store plan is offered, and it says more stores would not save more.
    expect(plan.versions.map((v) => v.store_count)).toEqual([1]);
    const one = plan.versions[0]!;
    expect(one.retailers.map((r) => r.retailer_name)).toEqual(['Aldi']);
    expect(one.total).toBe(2 * 329 + 599);
    expect(one.missing).toEqual([]);
    // The headline saving is against the cheapest single store: 0 for a one-store plan. The zone average
    // (milk 350, bread 624 on average) is a separate figure, goods only.
    expect(one).toMatchObject({ savings: 0, save_percent: 0, baseline: 1257, travel_included: false });
    expect(one.average).toEqual({ baseline: 2 * 350 + 624, savings: 2 * 350 + 624 - 1257, save_percent: 5.1 });
    expect(one.advice).toEqual([
      { kind: 'no-extra-saving', store_count: 2 },
      { kind: 'no-extra-saving', store_count: 3 },
    ]);

    // A plan with a store where nothing is bought (as an older version could offer) cannot be saved.
    const [row] = await s.db.query<{ data: unknown }>('SELECT data FROM plans WHERE id = $1', [one.id]);
    const data = typeof row!.data === 'string' ? JSON.parse(row!.data) : (row!.data as { stores: Array<{ lines: unknown[] }> });
    const padded = { ...data, stores: [...data.stores, { ...data.stores[0], retailer_id: 3, retailer_name: 'Spar', lines: [] }] };
    const [pad] = await s.db.query<{ id: number }>(
      `INSERT INTO plans (user_id, list_id, list_name, product_count, store_count, total, save_percent, created_at, data)
       VALUES ($1, $2, 'Terv', 2, 2, 1257, 0, now(), $3) RETURNING id`,
      [anna.id, id, JSON.stringify(padded)],
    );
    expectError(await s.call('POST', '/lists/saved', { token: anna.token, body: { id: pad!.id } }), 409, 'PLAN_NOT_OFFERED');
    expect((await s.db.query<{ saved: boolean }>('SELECT saved FROM plans WHERE id = $1', [pad!.id]))[0]!.saved).toBe(false);

    const detail = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${one.id}` });
    expect(detail.version.saved).toBe(0);
    expect(detail.version.retailers[0].products.map((p) => [p.id, p.quantity, p.price])).toEqual(
      expect.arrayContaining([
        [FIX.offers.milkAldi, 2, 329],
        [FIX.offers.breadAldi, 1, 599],
      ]),
    );
    expectError(await s.call('GET', `/lists/plan/${one.id}`, { token: bela.token }), 404, 'NOT_FOUND');
    expectError(await s.call('POST', '/lists/saved', { token: bela.token, body: { id: one.id } }), 404, 'NOT_FOUND');

    const saved = await ok(s, 'savePlan', anna.token, { body: { id: one.id } });
    expect(saved.versions).toEqual([
      expect.objectContaining({ id: one.id, list_id: id, name: 'Terv', product_count: 2, shop_count: 1, total: 1257, travel_included: false, net_total: null }),
    ]);
    expect(detail.version).toMatchObject({ total: 1257, travel_included: false });
    expect(detail.version.net_total).toBeUndefined();
    expect((await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${one.id}` })).version.saved).toBe(1);

    // Prices change: the saved plan keeps its prices and says which changed.
    await s.db.query('UPDATE products SET price = 345, updated_at = now() WHERE id = $1', [FIX.offers.milkAldi]);
    const after = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${one.id}` });
    expect(after.version.total).toBe(1257);
    expect(after.version.prices_changed).toBe(true);
    expect(after.version.retailers[0].products.find((p) => p.id === FIX.offers.milkAldi)).toMatchObject({ price: 329, current_price: 345 });
    // It says which item is dearer, what the plan costs today (2 x 345 + 599), and that planning the same items again
    // today (same retailers, trip not counted) buys the milk at Lidl (2 x 339) and the bread at Aldi: 12 Ft less.
    expect(after.version.changes).toEqual({
      cheaper: [],
      dearer: [{ id: FIX.offers.milkAldi, name: expect.any(String), was: 329, now: 345 }],
      gone: [],
      today_total: 2 * 345 + 599,
      items: 2,
      travel_included: false,
      replan: { total: 2 * 339 + 599, net_total: expect.any(Number), store_count: 2, items: 2, saving: 2 * 345 + 599 - (2 * 339 + 599) },
    });
    // An item the catalogue no longer sells is named as gone.
    await s.db.query('UPDATE products SET available = false, updated_at = now() WHERE id = $1', [FIX.offers.breadAldi]);
    const gone = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${one.id}` });
    expect(gone.version.changes?.gone.map((g) => [g.id, g.was, g.now])).toEqual([[FIX.offers.breadAldi, 599, null]]);
    expect(gone.version.changes?.today_total).toBe(2 * 345);
    await s.db.query('UPDATE products SET available = true, updated_at = now() WHERE id = $1', [FIX.offers.breadAldi]);
    await s.db.query('UPDATE products SET price = 329, updated_at = now() WHERE id = $1', [FIX.offers.milkAldi]);

    // A new plan request replaces the unsaved plans but keeps the saved one.
    await ok(s, 'requestPlan', anna.token, { url: `/lists/${id}`, body: { retailers: [2, 3] } });
    expect((await ok(s, 'savedPlans', anna.token)).versions.map((v) => v.id)).toEqual([one.id]);
    expect((await ok(s, 'savedPlans', bela.token)).versions).toEqual([]);
    expectError(await s.call('DELETE', `/lists/saved/${one.id}`, { token: bela.token }), 404, 'NOT_FOUND');
    await ok(s, 'deleteSavedPlan', anna.token, { url: `/lists/saved/${one.id}` });
    expect((await ok(s, 'savedPlans', anna.token)).versions).toEqual([]);
    expectError(await s.call('PUT', `/lists/${id}`, { token: anna.token, body: { retailers: [] } }), 400, 'VALIDATION');
  });

  it('an "any brand" line buys, at each store, the kind\'s cheapest way to the amount by unit price, and says which', async () => {
    // UHT milk 1.5%: 1 l packs at all three, 1.5 l packs at Aldi and Lidl. The line wants 3 × the 1 l example = 3 l.
    await s.db.exec(`
      INSERT INTO canonical_products (id, key, category_id, name_hu, name_en, package, unit, type_name_hu, type_name_en) VALUES
        (10, 'uht-milk-15/1', 3, 'UHT tej 1,5% 1 l', 'UHT milk 1.5% 1 l', 1, 'l', 'UHT tej 1,5%', 'UHT milk 1.5%'),
        (11, 'uht-milk-15/2', 3, 'UHT tej 1,5% 1,5 l', 'UHT milk 1.5% 1.5 l', 1.5, 'l', 'UHT tej 1,5%', 'UHT milk 1.5%');
      INSERT INTO products (id, canonical_id, retailer_id, category_id, name_hu, name_en, package, unit, price, regular_price, unit_price, unit_price_unit) VALUES
        (1001, 10, 1, 3, 'Milsani UHT tej 1,5% 1 l', 'Milsani UHT milk 1.5% 1 l', 1, 'l', 300, 300, 300, 'l'),
        (1002, 10, 2, 3, 'Pilos UHT tej 1,5% 1 l', 'Pilos UHT milk 1.5% 1 l', 1, 'l', 290, 290, 290, 'l'),
        (1003, 10, 3, 3, 'S-Budget UHT tej 1,5% 1 l', 'S-Budget UHT milk 1.5% 1 l', 1, 'l', 330, 330, 330, 'l'),
        (1011, 11, 1, 3, 'Milsani UHT tej 1,5% 1,5 l', 'Milsani UHT milk 1.5% 1.5 l', 1.5, 'l', 420, 420, 280, 'l'),
        (1012, 11, 2, 3, 'Pilos UHT tej 1,5% 1,5 l', 'Pilos UHT milk 1.5% 1.5 l', 1.5, 'l', 450, 450, 300, 'l');
    `);
    const { id } = await ok(s, 'createList', anna.token, { body: { name: 'Bármelyik' } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: 1003, quantity: 3, any_brand: true } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: FIX.offers.beerLidl, quantity: 1 } });
    for (const any_brand of ['yes', 1, null]) {
      expectError(await s.call('PUT', `/lists/${id}/products`, { token: anna.token, body: { product_id: 1003, quantity: 3, any_brand } }), 400, 'VALIDATION');
    }
    const list = await ok(s, 'list', anna.token, { url: `/lists/${id}` });
    expect(list.products.map((p) => [p.id, p.quantity, p.any_brand, p.kind_name])).toEqual(
      expect.arrayContaining([
        [1003, 3, true, 'UHT milk 1.5%'],
        [FIX.offers.beerLidl, 1, false, 'Lager 0.5 l'],
      ]),
    );
    const hu = await s.call('GET', `/lists/${id}`, { token: anna.token, headers: { 'accept-language': 'hu' } });
    expect(hu.json().products.find((p: { id: number }) => p.id === 1003).kind_name).toBe('UHT tej 1,5%');
    // A quantity change alone keeps the line's choice.
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: 1003, quantity: 3 } });
    expect((await ok(s, 'list', anna.token, { url: `/lists/${id}` })).products.find((p) => p.id === 1003)!.any_brand).toBe(true);

    const plan = await ok(s, 'requestPlan', anna.token, { url: `/lists/${id}`, body: { retailers: [1, 2, 3] } });
    // Only Lidl sells the lager, so the one-store plan is Lidl: 3 l as 3 × 1 l at 290 (870) beats 2 × 1.5 l at 450 (900).
    // With Aldi too, the milk is 2 × 1.5 l at 420 (840: dearer per pack, cheaper per litre than 3 × 1 l at 300).
    const byStores = new Map(plan.versions.map((v) => [v.store_count, v]));
    expect(byStores.get(1)).toMatchObject({ total: 870 + 249, missing: [] });
    expect(byStores.get(2)).toMatchObject({ total: 840 + 249, missing: [] });
    expect(byStores.get(2)!.retailers.map((r) => r.retailer_name).sort()).toEqual(['Aldi', 'Lidl']);
    const one = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${byStores.get(1)!.id}` });
    expect(one.version.retailers[0]!.products.map((p) => [p.id, p.quantity, p.price, p.kind_name])).toEqual(
      expect.arrayContaining([
        [1002, 3, 290, 'UHT milk 1.5%'],
        [FIX.offers.beerLidl, 1, 249, null],
      ]),
    );
    const two = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${byStores.get(2)!.id}` });
    const aldi = two.version.retailers.find((r) => r.name === 'Aldi')!;
    expect(aldi.products).toEqual([expect.objectContaining({ id: 1011, quantity: 2, price: 420, kind_name: 'UHT milk 1.5%' })]);
    // At the plan's other store the kind's best is Lidl's 3 × 1 l (870), shown per pack bought here (2).
    expect(aldi.products[0]!.others).toEqual([{ retailer_id: 2, retailer_name: 'Lidl', price: 435, name: 'Pilos UHT milk 1.5% 1 l', similar: true }]);
    const twoHu = await s.call('GET', `/lists/plan/${byStores.get(2)!.id}`, { token: anna.token, headers: { 'accept-language': 'hu' } });
    expect(twoHu.json().version.retailers.find((r: { name: string }) => r.name === 'Aldi').products[0].kind_name).toBe('UHT tej 1,5%');

    // Saved, then Aldi's 1.5 l pack goes up: the plan flags it, and planning again buys the kind anew (3 × 1 l at Lidl).
    await ok(s, 'savePlan', anna.token, { body: { id: byStores.get(2)!.id } });
    await s.db.query('UPDATE products SET price = 500, updated_at = now() WHERE id = 1011');
    const changed = await ok(s, 'planVersion', anna.token, { url: `/lists/plan/${byStores.get(2)!.id}` });
    expect(changed.version.changes).toMatchObject({
      dearer: [{ id: 1011, was: 420, now: 500 }],
      today_total: 2 * 500 + 249,
      replan: { total: 870 + 249, store_count: 1, items: 2, saving: 2 * 500 + 249 - (870 + 249) },
    });
    await s.db.query('UPDATE products SET price = 420, updated_at = now() WHERE id = 1011');

    // The same list with the milk as a fixed product (the 1 l pack) cannot switch to 1.5 l packs: Lidl alone is best.
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: 1003, quantity: 3, any_brand: false } });
    const fixed = await ok(s, 'requestPlan', anna.token, { url: `/lists/${id}`, body: { retailers: [1, 2, 3] } });
    expect(fixed.versions.map((v) => [v.store_count, v.total])).toEqual([[1, 870 + 249]]);
  });

  it('a plan needs a zone', async () => {
    const { id } = await ok(s, 'createList', bela.token, { body: { name: 'Nincs zóna' } });
    await ok(s, 'setQuantity', bela.token, { url: `/lists/${id}/products`, body: { product_id: 101, quantity: 1 } });
    expectError(await s.call('PUT', `/lists/${id}`, { token: bela.token, body: { retailers: [1] } }), 400, 'ZONE_NO_MARK');
  });

  it('deleting a list removes it and its items', async () => {
    const { id } = await ok(s, 'createList', anna.token, { body: { name: 'Törlendő' } });
    await ok(s, 'setQuantity', anna.token, { url: `/lists/${id}/products`, body: { product_id: 101, quantity: 1 } });
    await ok(s, 'deleteList', anna.token, { url: `/lists/${id}` });
    expectError(await s.call('GET', `/lists/${id}`, { token: anna.token }), 404, 'NOT_FOUND');
    expect((await s.db.query('SELECT 1 FROM list_items WHERE list_id = $1', [id])).length).toBe(0);
  });

  it('news in both languages, newest first', async () => {
    const en = await ok(s, 'blogs', anna.token);
    expect(en.blogs.map((b) => b.title)).toEqual(['Cheapest bakery', 'Milk prices']);
    const hu = await ok(s, 'blog', anna.token, { url: '/blogs/1', headers: { 'accept-language': 'hu-HU,hu;q=0.9' } });
    expect(hu).toMatchObject({ title: 'Tejárak', body: 'Törzs', created: '2026-11-01T10:00:00.000Z' });
    // The post's chart has its words in the reader's language: the Hungarian drawing beside the English one.
    expect(hu.photo).toBe('news/milk.hu.svg');
    expect(en.blogs.map((b) => b.photo)).toEqual([null, 'news/milk.svg']);
    const huList = await ok(s, 'blogs', anna.token, { headers: { 'accept-language': 'hu' } });
    expect(huList.blogs.map((b) => b.photo)).toEqual([null, 'news/milk.hu.svg']);
    // Only a chart the catalogue build drew has a phone's drawing beside it; a bundled one names it in the language.
    expect(huList.blogs.map((b) => b.photo_narrow)).toEqual([null, null]);
    await s.db.query(`UPDATE blogs SET photo = 'media/news/milk-prices.svg' WHERE photo = 'news/milk.svg'`);
    const bundled = await ok(s, 'blogs', anna.token, { headers: { 'accept-language': 'hu' } });
    expect(bundled.blogs.map((b) => [b.photo, b.photo_narrow])).toEqual([[null, null], ['media/news/milk-prices.hu.svg', 'media/news/milk-prices.narrow.hu.svg']]);
    await s.db.query(`UPDATE blogs SET photo = 'news/milk.svg' WHERE photo = 'media/news/milk-prices.svg'`);
    expectError(await s.call('GET', '/blogs/77', { token: anna.token }), 404, 'NOT_FOUND');
  });
});
