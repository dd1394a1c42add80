/**
 * A stand-in for the price monitor on 127.0.0.1, for tests, the feed bench and screenshots: it answers the documented
 * JSON API and daily export (shared/data/arfigyelo-format.md) with generated values, and can fail the ways the real
 * one can (time-outs, 500s, error pages, truncated bodies, renamed columns, a wrong sheet name).
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { EXPORT_HEADERS } from '../../../src/server/feed/export';
import { flattenTree, type MonitorCategory } from '../../../src/server/feed/categories';
import { rng } from '../planner/random-instance';
import type { Queryable } from '../../../src/server/db/db';

export const REAL_CATEGORIES = JSON.parse(
  readFileSync(new URL('./fixtures/arfigyelo-categories-2026-06-15.json', import.meta.url), 'utf8'),
) as { categories: unknown[] };

/** §3: the monitor's chain UUIDs, matched by name. */
export const CHAIN_UUIDS: Readonly<Record<string, string>> = {
  Tesco: '792ea257-0af9-4588-ada7-81bd96c96400',
  Rossmann: '41e81400-3e3d-47b4-84f7-7dce01cc9b43',
  Spar: '3ccc9f35-604c-4ccf-8376-64822ce4bc70',
  Müller: 'e313905a-b57e-4016-b4d2-1d1f45e53157',
  Lidl: 'f95031d8-84a5-4edf-b4fa-18b2cbae2ea1',
  dm: '555f7e7c-8229-4f4f-ba60-450925a5b308',
  Auchan: 'e9cc63fd-52e0-4c1e-ba8d-d135d7285c63',
  Penny: '53b66cb6-a24f-420d-9861-d38757467d07',
  Aldi: '55b678e0-4e02-49d7-86da-ba6fba862a7e',
};

export type ExportRow = Record<(typeof EXPORT_HEADERS)[number], string>;

export interface FixtureShop {
  uuid: string;
  chainStoreUuid: string;
  postalCode: string;
  city: string;
  address: string;
  location: { latitude: number; longitude: number };
  openingTime: string;
}

/** A valid EAN-13 from 12 digits. */
export function ean13(body12: string): string {
  const d = body12.split('').map(Number);
  const sum = d.reduce((s, x, i) => s + x * (i % 2 === 0 ? 1 : 3), 0);
  return body12 + ((10 - (sum % 10)) % 10);
}

const huNumber = (n: number) => n.toFixed(4).replace('.', ',');

/**
 * Export rows of our own: `products` products spread over the real leaf categories, each at a few chains, prices
 * mostly the same across a chain's shops (min = max) as the monitor reports in most rows.
 */
export function generateExport(opts: { products: number; seed?: number; chains?: string[]; date?: string }): ExportRow[] {
  const r = rng(opts.seed ?? 1);
  const leaves = [...flattenTree(REAL_CATEGORIES.categories as never).values()].filter((c: MonitorCategory) => c.id < 1000);
  const chains = opts.chains ?? ['Tesco', 'Auchan', 'Aldi', 'Lidl', 'Penny', 'Spar', 'dm', 'Rossmann', 'Müller'];
  const rows: ExportRow[] = [];
  for (let p = 0; p < opts.products; p++) {
    const leaf = leaves[p % leaves.length]!;
    const own = r() < 0.3;
    const base = 150 + Math.floor(r() * 3000);
    const unit = ['db', 'kg', 'l', 'g', 'ml'][Math.floor(r() * 5)]!;
    const pack = unit === 'g' || unit === 'ml' ? 100 + Math.floor(r() * 9) * 100 : unit === 'db' ? 1 : 0.5 + Math.floor(r() * 4) * 0.5;
    const at = own ? [chains[Math.floor(r() * chains.length)]!] : chains.filter(() => r() < 0.45);
    if (!at.length) at.push(chains[p % chains.length]!);
    const id = own ? `${String(p).padStart(7, '0')}` : ean13(`599${String(100000000 + p).slice(0, 9)}`);
    for (const chain of at) {
      const max = Math.round(base * (0.9 + r() * 0.25));
      const min = r() < 0.94 ? max : Math.round(max * (0.75 + r() * 0.2));
      // Unit prices are per `Egység` (format notes §1.1).
      const perUnit = max / pack;
      rows.push({
        'Termék azonosító': own ? `${chain.slice(0, 1)}${id}` : id,
        'Termék név': `Minta ${leaf.name.toLowerCase()} ${p}`,
        'Kategória azonosító': String(leaf.id),
        'Kategória név': leaf.name,
        'Üzletlánc név': chain,
        'Egység': unit,
        'Kiszerelés': huNumber(pack),
        'Minimum ár': huNumber(min),
        'Maximum ár': huNumber(max),
        'Minimum egységár': huNumber(min / pack),
        'Maximum egységár': huNumber(perUnit),
        'Hány üzletláncban elérhető': String(at.length),
        'Hány boltban elérhető': String(100 + Math.floor(r() * 100)),
        'Üzletlánc összes boltja': '200',
      });
    }
  }
  return rows;
}

/** An export row with its shelf prices (and unit prices) times `by`: a product's price moving between two days. */
export function scaledRow(r: ExportRow, by: number): ExportRow {
  const out = { ...r };
  for (const col of ['Minimum ár', 'Maximum ár', 'Minimum egységár', 'Maximum egységár'] as const) {
    out[col] = huNumber(Number(r[col].replace(',', '.')) * by);
  }
  return out;
}

/** `count` shops spread over the chains, around Budapest and a few other towns. */
export function generateShops(opts: { count: number; seed?: number; chains?: string[] }): FixtureShop[] {
  const r = rng(opts.seed ?? 2);
  const chains = opts.chains ?? Object.keys(CHAIN_UUIDS);
  const towns: Array<[string, string, number, number, number]> = [
    ['Budapest', '1', 47.4979, 19.0402, 0.12], ['Debrecen', '4025', 47.5316, 21.6273, 0.05], ['Szeged', '6720', 46.253, 20.1414, 0.05],
    ['Győr', '9021', 47.6875, 17.6504, 0.05], ['Pécs', '7621', 46.0727, 18.2323, 0.05],
  ];
  return Array.from({ length: opts.count }, (_, i) => {
    const chain = chains[i % chains.length]!;
    const [city, pc, lat, lon, spread] = towns[r() < 0.5 ? 0 : Math.floor(r() * towns.length)]!;
    const postalCode = pc === '1' ? `1${String(1 + Math.floor(r() * 23)).padStart(2, '0')}${Math.floor(r() * 10)}` : pc;
    return {
      uuid: `${chain.toLowerCase().replace('ü', 'ue')}-${String(i + 1).padStart(3, '0')}`,
      chainStoreUuid: CHAIN_UUIDS[chain]!,
      postalCode,
      city,
      address: `Minta utca ${1 + Math.floor(r() * 120)}.`,
      location: { latitude: lat + (r() - 0.5) * spread, longitude: lon + (r() - 0.5) * spread * 1.5 },
      openingTime: '',
    };
  });
}

/** Builds the export workbook: the dated first sheet, the header row, text cells. */
export async function exportWorkbook(rows: ExportRow[], opts: { date?: string; sheetName?: string; headers?: string[] } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(opts.sheetName ?? `Napi feltöltések - ${opts.date ?? '2026-11-24'}`);
  const headers = opts.headers ?? [...EXPORT_HEADERS];
  ws.addRow(headers);
  for (const row of rows) ws.addRow(headers.map((h) => row[h as keyof ExportRow] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * One hash of everything an update writes to the catalogue: offers (price, availability, data date), shops, products,
 * observations, histories, per-shop prices and the monitor's kinds. Equal before and after means nothing was written.
 */
export async function catalogueFingerprint(db: Queryable): Promise<string> {
  const [{ h }] = await db.query<{ h: string }>(
    `SELECT md5(concat_ws('#',
       (SELECT string_agg(concat_ws(',', id, price, regular_price, loyalty_price, available, observed_on, canonical_id), '|' ORDER BY id) FROM products),
       (SELECT string_agg(concat_ws(',', id, external_id, address, latitude, longitude), '|' ORDER BY id) FROM shops),
       (SELECT string_agg(concat_ws(',', id, key, name_hu), '|' ORDER BY id) FROM canonical_products),
       (SELECT string_agg(concat_ws(',', product_id, observed_on, price), '|' ORDER BY product_id, observed_on, source) FROM price_observations),
       (SELECT string_agg(concat_ws(',', product_id, start_date, step_days, prices::text), '|' ORDER BY product_id) FROM price_history),
       (SELECT string_agg(concat_ws(',', shop_id, product_id, price), '|' ORDER BY shop_id, product_id) FROM shop_prices),
       (SELECT string_agg(concat_ws(',', id, name, category_id), '|' ORDER BY id) FROM feed_kinds),
       (SELECT string_agg(concat_ws(',', id, name), '|' ORDER BY id) FROM retailers))) AS h`,
  );
  return h!;
}

/** 'drop': the connection is closed without an answer, as a server does to an idle one it let go ('drop-once': the next one only). */
export type Fault = 'none' | 'timeout' | '500' | 'error-page' | 'truncated' | 'not-json' | 'drop' | 'drop-once';

export interface FixtureMonitor {
  /** The JSON API's base (KOSAR_FEED_URL) and the export's address (KOSAR_FEED_EXPORT_URL). */
  apiUrl: string;
  exportUrl: string;
  /** What the next answers contain; change between updates. */
  state: {
    chains: Array<{ uuid: string; name: string }>;
    categories: unknown;
    shops: FixtureShop[];
    exportFile: Buffer;
    products: Map<string, unknown>;
    /** Per-shop prices (§2.5) by `${productId}|${shopUuid}`: the Price list that shop reports. */
    shopPrices: Map<string, Array<{ type: string; amount: number }>>;
    /** A fault per path prefix ('/export', '/api/shops', ...). */
    faults: Map<string, Fault>;
    /** While set, the export is answered only once this resolves (to hold an update in the middle). */
    gate: Promise<void> | null;
    /** How long a product call takes to answer, as a server far away would (0: at once). */
    productLatencyMs: number;
  };
  /** Requests seen, in order (path only). */
  requests: string[];
  /** Product calls (`/api/product/…`) being answered right now, and the most there ever were at once. */
  productCalls: { now: number; max: number };
  /** Resolves when a request whose path starts with `prefix` arrives (from now on). */
  arrival(prefix: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startFixtureMonitor(init: { exportFile: Buffer; shops: FixtureShop[]; chains?: string[] }): Promise<FixtureMonitor> {
  const state: FixtureMonitor['state'] = {
    chains: (init.chains ?? Object.keys(CHAIN_UUIDS)).map((name) => ({ uuid: CHAIN_UUIDS[name] ?? `00000000-0000-0000-0000-${name.length}`, name })),
    categories: REAL_CATEGORIES,
    shops: init.shops,
    exportFile: init.exportFile,
    products: new Map(),
    shopPrices: new Map(),
    faults: new Map(),
    gate: null,
    productLatencyMs: 0,
  };
  const requests: string[] = [];
  const productCalls = { now: 0, max: 0 };
  const awaited: Array<{ prefix: string; resolve: () => void }> = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '/').replace(/\?.*$/, '');
    requests.push(path);
    for (const w of awaited.filter((x) => path.startsWith(x.prefix))) {
      awaited.splice(awaited.indexOf(w), 1);
      w.resolve();
    }
    if (path.startsWith('/api/product/')) {
      productCalls.max = Math.max(productCalls.max, ++productCalls.now);
      res.once('close', () => productCalls.now--);
      if (state.productLatencyMs > 0) await new Promise((r) => setTimeout(r, state.productLatencyMs));
    }
    if (path.startsWith('/export') && state.gate) await state.gate;
    const [prefix, fault] = [...state.faults.entries()].find(([p]) => path.startsWith(p)) ?? ['', 'none'];
    if (fault === 'drop' || fault === 'drop-once') {
      if (fault === 'drop-once') state.faults.delete(prefix);
      req.socket.destroy();
      return;
    }
    if (fault === 'timeout') {
      hanging.add(res);
      return;
    }
    if (fault === '500') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (fault === 'error-page') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Service unavailable</h1></body></html>');
      return;
    }
    let body: Buffer | null = null;
    let type = 'application/json';
    if (path === '/export/arfigyelo_napi_termekadatok.xlsx') {
      body = state.exportFile;
      type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    } else if (path === '/api/chain-stores') body = Buffer.from(JSON.stringify({ chainStores: state.chains }));
    else if (path === '/api/categories') body = Buffer.from(JSON.stringify(state.categories));
    else if (path === '/api/shops') body = Buffer.from(JSON.stringify({ shops: state.shops }));
    else if (/^\/api\/product\/[^/]+\/shop\/[^/]+$/.test(path)) {
      // §2.5: the shops asked for that report a price for the product; none at all is a 404.
      const [, , , id, , list] = path.split('/');
      const product = decodeURIComponent(id!);
      const rows = list!.split(',').map(decodeURIComponent).flatMap((shopUuid) => {
        const prices = state.shopPrices.get(`${product}|${shopUuid}`);
        return prices ? [{ uuid: product, shopUuid, prices }] : [];
      });
      if (rows.length) body = Buffer.from(JSON.stringify({ shops: rows }));
    } else if (path.startsWith('/api/product/')) {
      const found = state.products.get(decodeURIComponent(path.slice('/api/product/'.length)));
      if (found) body = Buffer.from(JSON.stringify(found));
    }
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (fault === 'not-json') body = Buffer.from('<html>maintenance</html>');
    if (fault === 'truncated') {
      // Promise the whole body, send a third of it, then drop the connection.
      res.writeHead(200, { 'content-type': type, 'content-length': String(body.length) });
      res.write(body.subarray(0, Math.floor(body.length / 3)), () => res.destroy());
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': String(body.length) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${base}/api`,
    exportUrl: `${base}/export/arfigyelo_napi_termekadatok.xlsx`,
    state,
    requests,
    productCalls,
    arrival: (prefix) => new Promise<void>((resolve) => awaited.push({ prefix, resolve })),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(() => r(null)));
    },
  };
}

/**
 * What the monitor's JSON API says beyond the export, for the offer-terms tests and the e2e journey: a Tesco product
 * on promotion (NORMAL and DISCOUNTED) with a Clubcard price (LOYALTY), a drink with the 50 Ft deposit
 * (returnFee/returnType), and a product only 2 of its chain's 200 shops carry (export columns 13–14, changed in
 * `rows`). The monitor gives no promotion label or dates (format notes §4): the type is all there is.
 */
export function offerTermsScenario(rows: ExportRow[]): {
  promoted: ExportRow; deposit: ExportRow; rare: ExportRow; products: Map<string, unknown>; normal: number; discounted: number; loyalty: number;
} {
  const tesco = rows.filter((x) => x['Üzletlánc név'] === 'Tesco' && /^599/.test(x['Termék azonosító']));
  const promoted = tesco[0]!;
  const deposit = tesco[1]!;
  const rare = rows.find((x) => x['Üzletlánc név'] === 'Lidl' && !/^599/.test(x['Termék azonosító']))!;
  rare['Hány boltban elérhető'] = '2';
  rare['Üzletlánc összes boltja'] = '200';
  const price = (r: ExportRow) => Math.round(Number(r['Maximum ár'].replace(',', '.')));
  const normal = price(promoted);
  const [discounted, loyalty] = [normal - 60, normal - 120];
  const detail = (r: ExportRow, prices: Array<{ type: string; amount: number }>, extra: object = {}) => ({
    id: r['Termék azonosító'], name: r['Termék név'], unit: 'db', packaging: '1', categoryId: r['Kategória azonosító'],
    returnFee: 0, returnType: null, ...extra,
    chainStores: [{ uuid: CHAIN_UUIDS['Tesco'], name: 'Tesco', prices, priceSameEverywhere: true, availableInShops: [] }],
  });
  const products = new Map<string, unknown>([
    [promoted['Termék azonosító'], detail(promoted, [{ type: 'NORMAL', amount: normal }, { type: 'DISCOUNTED', amount: discounted }, { type: 'LOYALTY', amount: loyalty }])],
    [deposit['Termék azonosító'], detail(deposit, [{ type: 'NORMAL', amount: price(deposit) }], { returnFee: 50, returnType: 'PET' })],
  ]);
  return { promoted, deposit, rare, products, normal, discounted, loyalty };
}
