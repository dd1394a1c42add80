/**
 * One product is one product (issue #30): observed and modelled products share one vocabulary of kinds, a product a
 * chain does not sell is stood in for by a named similar product of its kind, and a plan's price table names the
 * product priced at each store. Over the bundled catalogue, then after an update from the stand-in monitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { freshDb, testServer } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { CatalogueCache } from '../repo/catalogue-cache';
import { displayName } from '../../shared/product-name';
import { FeedClient } from './client';
import { runFeedUpdate } from './update';
import { ean13, exportWorkbook, generateExport, generateShops, startFixtureMonitor, type ExportRow, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';

const MONITOR_CHAINS = ['Tesco', 'Auchan', 'Aldi', 'Lidl', 'Penny', 'Spar', 'dm', 'Rossmann', 'Müller'];

/** A row of the export: one product at one chain. */
function row(id: string, name: string, leaf: [number, string], chain: string, unit: string, pack: number, price: number): ExportRow {
  const hu = (x: number) => String(x).replace('.', ',');
  return {
    'Termék azonosító': id, 'Termék név': name, 'Kategória azonosító': String(leaf[0]), 'Kategória név': leaf[1], 'Üzletlánc név': chain,
    'Egység': unit, 'Kiszerelés': hu(pack), 'Minimum ár': hu(price), 'Maximum ár': hu(price), 'Minimum egységár': hu(price / pack),
    'Maximum egységár': hu(price / pack), 'Hány üzletláncban elérhető': '1', 'Hány boltban elérhető': '150', 'Üzletlánc összes boltja': '200',
  };
}

// Every chain of the monitor sells its own eggs (10 pieces) and loose apples, under the names chains print.
const EGGS = MONITOR_CHAINS.map((c, i) => row(`${c.slice(0, 2).toUpperCase()}-egg`, `${c.toUpperCase()} FRISS TOJÁS 10DB M QQ`, [14, 'Tojás'], c, 'db', 10, 690 + i * 10));
const APPLES = MONITOR_CHAINS.map((c, i) => row(`${c.slice(0, 2).toUpperCase()}-apple`, 'Alma piros lédig', [28, 'Alma'], c, 'kg', 1, 399 + i * 10));

describe('one product is one product', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let client: FeedClient;

  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    db = fresh.db;
    dispose = fresh.dispose;
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    const rows = [...generateExport({ products: 120, seed: 5 }), ...EGGS, ...APPLES, row(ean13('599888000001'), 'Pilos vaj 250g', [12, 'Vaj'], 'Lidl', 'g', 250, 899)];
    monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(rows, { date: '2026-11-23' }), shops: generateShops({ count: 120 }) });
    client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, timeoutMs: 20_000, exportTimeoutMs: 20_000, pauseMs: 0 });
  });
  afterAll(async () => {
    await monitor?.close();
    await dispose?.();
  });

  const signedIn = async () => {
    const server = await testServer(db);
    const user = await server.signUp();
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await server.call(method, url, { token: user.token, body, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    return { server, call };
  };

  it('bundled: every observed product is of a kind the modelled catalogue has, in the same unit', async () => {
    const snap = await new CatalogueCache(db).fresh();
    const observed = snap.available.filter((o) => o.observed_on && o.kind_id != null);
    expect(observed.length).toBeGreaterThan(100);
    for (const o of observed) {
      const kind = snap.kindOf(o);
      // "Alma" observed at Aldi and "Apples" modelled at DM are one kind, 'type:apples'.
      const modelled = (snap.byKind.get(kind.key) ?? []).filter((x) => !x.observed_on && x.unit === o.unit);
      expect(modelled.length, `${o.name_hu}: kind ${kind.key}`).toBeGreaterThan(0);
    }
    const alma = observed.find((o) => o.kind_id === 28)!;
    expect(snap.kindOf(alma)).toEqual({ key: 'type:apples', name_hu: 'Alma', name_en: 'Apples' });
  });

  it("bundled: a plan's price table names the product priced at each store and marks the ones standing in", async () => {
    const { server, call } = await signedIn();
    try {
      const snap = await new CatalogueCache(db).fresh();
      await call('PUT', '/zone', { latitude: 47.4979, longitude: 19.0402, diameter: 20_000, retailers: [...snap.retailers.keys()] });
      // Own-brand bread, milk, butter and sugar of four chains: the plan buys each item where it is cheapest.
      const own = (re: RegExp) => snap.available.filter((o) => !o.observed_on && re.test(o.name_en) && /^(Tesco|S-Budget|Pilos|Milbona|Penny)\b/.test(o.name_en));
      const picks = [/white bread/i, /butter/i, /sugar/i, /sunflower/i, /toilet paper/i, /shampoo/i].flatMap((re) => own(re).slice(0, 1));
      expect(picks.length).toBeGreaterThanOrEqual(4);
      const { id: listId } = await call('POST', '/lists', { name: 'One product' });
      await call('PUT', `/lists/${listId}`, { name: 'One product', products: picks.map((o) => ({ product_id: o.id, quantity: 1 })) });
      const { versions } = await call('PUT', `/lists/${listId}`, { retailers: [...snap.retailers.keys()] });
      let cells = 0;
      let similar = 0;
      for (const v of versions as Array<{ id: number; store_count: number }>) {
        const { version } = await call('GET', `/lists/plan/${v.id}`);
        for (const r of version.retailers as Array<{ id: number; products: Array<{ id: number; name: string; others: Array<{ retailer_id: number; price: number | null; name?: string | null; similar?: boolean }> }> }>) {
          for (const ln of r.products) {
            const bought = snap.offers.get(ln.id)!;
            for (const o of ln.others) {
              if (o.price === null) continue;
              cells++;
              // The cell names the product priced there; it is this product only where it has this product's name.
              const priced = snap.available.find((x) => x.retailer_id === o.retailer_id && snap.displayName(x, 'en') === o.name);
              expect(priced, `${ln.name} at ${o.retailer_id}: ${o.name}`).toBeDefined();
              expect(o.similar).toBe(!snap.sameProduct(bought, priced!));
              if (o.similar) {
                similar++;
                expect(o.name).not.toBe(ln.name);
              }
            }
          }
        }
      }
      expect(cells).toBeGreaterThan(0);
      expect(similar).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('after an update: eggs of every chain are one kind with the modelled eggs, and EcoFamily eggs show every chain', async () => {
    await runFeedUpdate(db, client);
    const snap = await new CatalogueCache(db).fresh();
    const eggs = snap.byKind.get('type:eggs') ?? [];
    const chainsWithEggs = new Set(eggs.map((o) => snap.retailers.get(o.retailer_id)!.name));
    // The nine chains the monitor covers, observed, and EcoFamily, modelled.
    expect([...chainsWithEggs].sort()).toEqual(['Aldi', 'Auchan', 'DM', 'EcoFamily', 'Lidl', 'Müller', 'Penny', 'Rossmann', 'Spar', 'Tesco']);
    const ecoEggs = eggs.find((o) => snap.retailers.get(o.retailer_id)!.name === 'EcoFamily' && o.unit === 'db' && o.package === 10) ?? eggs.find((o) => snap.retailers.get(o.retailer_id)!.name === 'EcoFamily')!;
    const { server, call } = await signedIn();
    try {
      const page = await call('GET', `/products/${ecoEggs.id}`);
      const others = page.other_offers as Array<{ retailer_name: string; name: string; similar: boolean; price: number }>;
      expect(others.map((o) => o.retailer_name).sort()).toEqual(['Aldi', 'Auchan', 'DM', 'Lidl', 'Müller', 'Penny', 'Rossmann', 'Spar', 'Tesco']);
      for (const o of others) {
        // Each is another product, named as the chain's product is (cleaned: "Tesco friss tojás 10 pc M (Eggs)").
        expect(o.similar).toBe(true);
        expect(o.name).toMatch(/^[A-ZÁÉ][a-zäüöőúéáí]+ friss tojás 10 pc M \(Eggs\)$/u);
      }
      // An observed product's page keeps the chain's own text.
      const tescoEggs = eggs.find((o) => o.name_hu === 'TESCO FRISS TOJÁS 10DB M QQ')!;
      const tesco = await call('GET', `/products/${tescoEggs.id}`);
      expect(tesco).toMatchObject({ name: 'Tesco friss tojás 10 pc M (Eggs)', raw_name: 'TESCO FRISS TOJÁS 10DB M QQ', kind_name: 'Eggs' });
      // Also where the chain's text needs no cleaning: in English the kind goes beside it, and the chain's text stays.
      const clean = snap.available.find((o) => o.observed_on && o.name_en === o.name_hu && displayName(o.name_hu, 'en') === o.name_hu && snap.kindOf(o).name_en !== snap.kindOf(o).name_hu)!;
      const cleanPage = await call('GET', `/products/${clean.id}`);
      expect(cleanPage).toMatchObject({ name: `${clean.name_hu} (${snap.kindOf(clean).name_en})`, raw_name: clean.name_hu });
    } finally {
      await server.close();
    }
  });

  it('after an update: an any-brand line from an observed apple and one from modelled eggs are planned at one shop', async () => {
    const snap = await new CatalogueCache(db).fresh();
    const { server, call } = await signedIn();
    try {
      await call('PUT', '/zone', { latitude: 47.4979, longitude: 19.0402, diameter: 25_000, retailers: [...snap.retailers.keys()] });
      const apple = snap.available.find((o) => o.observed_on && o.kind_id === 28 && o.unit === 'kg')!;
      const ecoEggs = (snap.byKind.get('type:eggs') ?? []).find((o) => !o.observed_on)!;
      expect(apple && ecoEggs).toBeTruthy();
      const { id: listId } = await call('POST', '/lists', { name: 'Any brand' });
      await call('PUT', `/lists/${listId}`, {
        name: 'Any brand',
        products: [
          { product_id: apple.id, quantity: 1, any_brand: true },
          { product_id: ecoEggs.id, quantity: 1, any_brand: true },
        ],
      });
      const { versions } = await call('PUT', `/lists/${listId}`, { retailers: [...snap.retailers.keys()] });
      // Some shop sells apples and eggs: the plans measure a saving against it, and one plan buys both at one shop.
      expect(versions.length).toBeGreaterThan(0);
      const one = (versions as Array<{ store_count: number; missing: unknown[]; savings: number | null }>).find((v) => v.store_count === 1);
      expect(one).toMatchObject({ missing: [] });
      for (const v of versions as Array<{ savings: number | null }>) expect(v.savings).not.toBeNull();
    } finally {
      await server.close();
    }
  });
});

