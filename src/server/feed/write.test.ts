/**
 * How an update is read and written without holding the server: the export refused by its zip directory before it
 * is unzipped, parsed in a worker thread, written in batches with reads answered between them, and an update
 * interrupted part-way finished from its stage rather than left half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadId } from 'node:worker_threads';
import { createDeflateRaw, crc32 } from 'node:zlib';
import type { Db } from '../db/db';
import { freshDb, testServer } from '../../../tests/support/server/test-helper';
import { loadSeed } from '../catalogue/load-seed';
import { DEFAULT_CATALOGUE_DIR } from '../paths';
import { CatalogueCache } from '../repo/catalogue-cache';
import { FEED_BATCH } from './apply';
import { flattenTree } from './categories';
import { FeedClient } from './client';
import { EXPORT_HEADERS, parseExport } from './export';
import { REAL_CATEGORIES, exportWorkbook, generateExport, generateShops, startFixtureMonitor, type FixtureMonitor } from '../../../tests/support/feed/fixture-server';
import { parseExportInWorker } from './parse-in-worker';
import { FeedError } from './problems';
import { feedApplied, readFeedState, resumePendingFeed, runFeedUpdate, type FeedProgress } from './update';
import { MAX_UNZIPPED_BYTES, zipDirectory } from './xlsx';
import { RELS, WORKBOOK, col, exportZip, inlineSheet, zip } from '../../../tests/support/feed/xlsx-fixture';

const tree = flattenTree(REAL_CATEGORIES.categories as never);

describe('reading the export', () => {
  const rows = generateExport({ products: 40, seed: 3 });

  it('reads inline strings, entities and numeric cells as ExcelJS\'s shared strings give them', async () => {
    const odd = rows.map((r, i) => (i === 0 ? { ...r, 'Termék név': 'Tej & kakaó <1 l>' } : r));
    const fromExcelJs = await parseExport(await exportWorkbook(odd, { date: '2026-11-24' }), tree);
    const fromInline = await parseExport(exportZip(inlineSheet(odd, ['Kiszerelés', 'Hány boltban elérhető'])), tree);
    expect(fromInline.offers.length).toBeGreaterThan(30);
    expect(fromInline).toEqual(fromExcelJs);
    expect(fromInline.offers[0]!.name).toBe('Tej & kakaó <1 l>');
  });

  it('refuses a file whose directory declares 400 MB unzipped before inflating a byte of it', async () => {
    // The sheet's bytes are not even deflate data: any attempt to unzip them would fail with another message.
    const file = exportZip(Buffer.from('x'), 400 * 1024 * 1024);
    const err = await parseExport(file, tree).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(FeedError);
    expect((err as FeedError).message).toMatch(/would unzip to more than 128 MB .*refused unopened/);
    expect(() => zipDirectory(file)).toThrow(/refused unopened/);
  });

  it('refuses a 500,000-row export by its directory (over the unzipped limit), unopened', async () => {
    // A real zip of a real 500,000-row sheet, written in pieces: every row as short as the format allows.
    const deflate = createDeflateRaw();
    const parts: Buffer[] = [];
    deflate.on('data', (b: Buffer) => parts.push(b));
    let size = 0;
    let crc = 0;
    const put = (s: string) => {
      const b = Buffer.from(s);
      size += b.length;
      crc = crc32(b, crc);
      deflate.write(b);
    };
    put('<worksheet><sheetData>');
    const cells = EXPORT_HEADERS.map((_, i) => `<c r="${col(i)}0" t="s"><v>0</v></c>`).join('');
    for (let r = 2; r <= 500_001; r += 1_000) {
      let chunk = '';
      for (let k = r; k < r + 1_000; k++) chunk += `<row r="${k}">${cells}</row>`;
      put(chunk);
    }
    put('</sheetData></worksheet>');
    await new Promise<void>((resolve) => deflate.end(resolve));
    expect(size).toBeGreaterThan(MAX_UNZIPPED_BYTES);
    const packed = Buffer.concat(parts);
    expect(packed.length).toBeLessThan(64 * 1024 * 1024); // it would pass the download's cap
    const withSheet = zip([{ name: 'xl/workbook.xml', data: WORKBOOK }, { name: 'xl/_rels/workbook.xml.rels', data: RELS }, { name: 'xl/worksheets/sheet1.xml', packed: { bytes: packed, size, crc } }]);
    await expect(parseExport(withSheet, tree)).rejects.toThrow(/would unzip to more than 128 MB .*refused unopened/);
  }, 120_000);

  it('refuses more rows than the limit, and a sheet that unzips to more than its directory says', async () => {
    const small = exportZip(inlineSheet(rows));
    await expect(parseExport(small, tree, { maxRows: 10 })).rejects.toThrow(/more than 10 rows: refused/);
    const sheet = inlineSheet(rows);
    const lying = exportZip(sheet, sheet.length - 100);
    await expect(parseExport(lying, tree)).rejects.toThrow(/unzips to more than it declares/);
  });

  it('is parsed in a worker thread, with the same result as in this thread', async () => {
    const file = await exportWorkbook(rows, { date: '2026-11-24' });
    const inWorker = await parseExportInWorker(file, tree);
    expect(inWorker).toEqual(await parseExport(file, tree));
    const { Worker } = await import('node:worker_threads');
    // The worker's thread is not this one: the parse it does cannot hold this thread's event loop.
    const seen: number[] = [];
    const w = new Worker('const { parentPort, threadId } = require("node:worker_threads"); parentPort.postMessage(threadId);', { eval: true });
    seen.push(await new Promise<number>((r) => w.once('message', r)));
    await w.terminate();
    expect(seen[0]).not.toBe(threadId);
    // A refusal in the worker comes back as the same FeedError.
    await expect(parseExportInWorker(exportZip(Buffer.from('x'), 400 * 1024 * 1024), tree)).rejects.toMatchObject({ kind: 'format', message: expect.stringMatching(/refused unopened/) });
  });
});

describe('writing an update (PGlite)', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let monitor: FixtureMonitor;
  let client: FeedClient;
  // Enough offers for several batches.
  const ROWS = generateExport({ products: 700, seed: 21 }).slice(0, FEED_BATCH * 4 + 37);
  const SHOPS = generateShops({ count: 72 });

  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    db = fresh.db;
    dispose = fresh.dispose;
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    monitor = await startFixtureMonitor({ exportFile: await exportWorkbook(ROWS, { date: '2026-11-23' }), shops: SHOPS });
    client = new FeedClient({ baseUrl: monitor.apiUrl, exportUrl: monitor.exportUrl, minExportBytes: 1_000, pauseMs: 0 });
  });
  afterAll(async () => {
    await monitor?.close();
    await dispose?.();
  });

  it('answers every read asked while it writes before the update ends: reads go between the batches', async () => {
    expect(ROWS.length).toBeGreaterThan(FEED_BATCH * 4);
    const events: string[] = [];
    const reads: Promise<void>[] = [];
    let asked = 0;
    let lastRows = -1;
    const onProgress = (p: FeedProgress) => {
      if (p.step !== 'write' || p.rows === lastRows) return;
      lastRows = p.rows ?? 0;
      // A read as a screen makes one: on the database, while the update is writing.
      const n = ++asked;
      events.push(`batch ${n}`);
      reads.push(db.lookups.query('SELECT count(*)::int AS n FROM users').then(() => void events.push(`read ${n}`)));
    };
    await runFeedUpdate(db, client, { onProgress }).then(() => events.push('update ended'));
    await Promise.all(reads);
    // One read per batch of offers, and the first one asked before any offer was written.
    expect(asked).toBeGreaterThanOrEqual(5);
    // Each read is answered before the batch after next has been written: no read waits for the whole update.
    for (let n = 1; n + 2 <= asked; n++) expect(events.indexOf(`read ${n}`), `read ${n} in ${events.join(', ')}`).toBeLessThan(events.indexOf(`batch ${n + 2}`));
    expect((await readFeedState(db)).data_date).toBe('2026-11-23');
  });

  it('a database failure in a later batch leaves the served catalogue as it was, and the update is finished from its stage', async () => {
    const cache = new CatalogueCache(db, 0);
    const before = await cache.get();
    const next = ROWS.map((r) => ({ ...r, 'Minimum ár': '222,0000', 'Maximum ár': '222,0000' }));
    monitor.state.exportFile = await exportWorkbook(next, { date: '2026-11-24' });
    // The database fails at the (2 × FEED_BATCH + 10)th price history row: two batches are in, the third is not.
    await db.query('CREATE SEQUENCE test_fail_rows');
    await db.query(`CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('test_fail_rows') >= ${FEED_BATCH * 2 + 10} THEN RAISE EXCEPTION 'could not extend file: No space left on device'; END IF; RETURN NEW; END $$`);
    await db.query('CREATE TRIGGER test_fail BEFORE INSERT ON price_history FOR EACH ROW EXECUTE FUNCTION test_fail()');
    try {
      const err = await runFeedUpdate(db, client).then(() => null, (e: unknown) => e);
      expect(err).toMatchObject({ kind: 'saving', message: expect.stringMatching(/No space left on device/) });
    } finally {
      await db.query('DROP TRIGGER test_fail ON price_history');
      await db.query('DROP FUNCTION test_fail()');
      await db.query('DROP SEQUENCE test_fail_rows');
    }
    // Part of it is in the database, but the catalogue served is still the previous one, whole.
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE observed_on = '2026-11-24'`);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(ROWS.length);
    const during = await cache.get();
    expect(during).toBe(before);
    expect([...during.offers.values()].some((o) => o.observed_on === '2026-11-24')).toBe(false);
    expect((await readFeedState(db)).data_date).toBe('2026-11-23');

    // Finished from the stage (as at the next start-up or update), without asking the monitor again.
    const asked = monitor.requests.length;
    expect(await resumePendingFeed(db)).toBe(true);
    expect(await resumePendingFeed(db)).toBe(false);
    const [{ left }] = await db.query<{ left: number }>('SELECT count(*)::int AS left FROM feed_stage');
    expect(left).toBe(0);
    expect((await readFeedState(db)).data_date).toBe('2026-11-24');
    const after = await new CatalogueCache(db).get();
    const observed = [...after.offers.values()].filter((o) => o.observed_on !== null && o.available);
    expect(observed.length).toBeGreaterThan(0);
    expect(observed.every((o) => o.observed_on === '2026-11-24' && o.price === 222)).toBe(true);
    expect(monitor.requests.length).toBe(asked);
  });

  it('a list read while the batches are written shows all its old prices, never a mix, the new ones after; a plan waits for the close', async () => {
    const s = await testServer(db);
    let token: string | undefined;
    let listId = 0;
    try {
      const anna = await s.signUp();
      token = anna.token;
      // One observed product from every stretch of the export: their new prices land in different batches.
      const observed = await db.query<{ id: number }>(`SELECT id FROM products WHERE observed_on IS NOT NULL AND available ORDER BY id`);
      const stretch = Math.max(1, Math.floor(observed.length / 9));
      const ids = observed.filter((_, i) => i % stretch === 0).map((o) => o.id);
      expect(ids.length).toBeGreaterThanOrEqual(8);
      const created = await s.call('POST', '/lists', { token: anna.token, body: { name: 'Heti', products: [] } });
      listId = created.json().id as number;
      for (const id of ids) {
        const put = await s.call('PUT', `/lists/${listId}/products`, { token: anna.token, body: { product_id: id, quantity: 1 } });
        expect(put.statusCode).toBe(200);
      }
      const before = (await s.call('GET', `/lists/${listId}`, { token: anna.token })).json().products.map((p: { price: number }) => p.price);
      expect(new Set(before)).toEqual(new Set([222]));

      monitor.state.exportFile = await exportWorkbook(ROWS.map((r) => ({ ...r, 'Minimum ár': '444,0000', 'Maximum ár': '444,0000' })), { date: '2026-11-25' });
      const listReads: Promise<number[]>[] = [];
      const dbReads: Promise<number[]>[] = [];
      const planReads: Promise<{ pending: boolean; data_date: string }[]>[] = [];
      let lastRows = -1;
      const onProgress = (p: FeedProgress) => {
        if (p.step !== 'write' || p.rows === lastRows) return;
        lastRows = p.rows ?? 0;
        // What the database holds between two batches, and what the list screen is shown at the same moment.
        dbReads.push(db.query<{ price: number }>('SELECT price FROM products WHERE id = ANY($1::int[])', [ids]).then((r) => r.map((x) => x.price)));
        // Once offers are being written, a plan (per-shop and current prices from the database) waits for the close.
        if (lastRows > 0) planReads.push(feedApplied(db).then(() => db.query('SELECT pending IS NOT NULL AS pending, data_date::text AS data_date FROM feed_state')));
        listReads.push(s.call('GET', `/lists/${listId}`, { token: anna.token }).then((r) => r.json().products.map((x: { price: number }) => x.price)));
      };
      await runFeedUpdate(db, client, { onProgress });
      // The database did hold a mix part-way (the batches commit one by one) ...
      expect((await Promise.all(dbReads)).some((prices) => new Set(prices).size > 1)).toBe(true);
      // ... but every list read answered one catalogue: all old prices or all new.
      expect(planReads.length).toBeGreaterThanOrEqual(4);
      expect((await Promise.all(planReads)).flat()).toEqual(Array(planReads.length).fill({ pending: false, data_date: '2026-11-25' }));
      const shown = await Promise.all(listReads);
      expect(shown.length).toBeGreaterThanOrEqual(5);
      for (const prices of shown) {
        expect(prices).toHaveLength(ids.length);
        expect([[222], [444]]).toContainEqual([...new Set(prices)]);
      }
    } finally {
      await s.close();
    }
    // A server reading the catalogue after the close shows the new prices.
    const after = await testServer(db);
    try {
      const list = (await after.call('GET', `/lists/${listId}`, { token })).json();
      expect(new Set(list.products.map((p: { price: number }) => p.price))).toEqual(new Set([444]));
    } finally {
      await after.close();
    }
  });
});
