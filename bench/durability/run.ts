/**
 * `npm run bench:durability`: what flushing each commit to disk costs on the embedded database. Writes per second
 * on PGlite in a data folder as the app opens it (fsync of the write-ahead log at every commit) against PGlite as
 * it ships (no flush at all), measured in one run, in alternating rounds on the same disk. Also reads, which must
 * cost the same on both.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { openPglite } from '../../src/server/db/pglite';
import type { Queryable } from '../../src/server/db/db';

const WRITES = 400;
const READS = 400;
const ROUNDS = 5;

interface Target {
  name: string;
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };
  close(): Promise<void>;
}

async function shipped(dir: string): Promise<Target> {
  // The same extensions as the app, so that only the flushes differ.
  const pg = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, unaccent, fuzzystrmatch } });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({ query: async (sql, params) => (await q.query(sql, params as unknown[])).rows as never });
  return {
    name: 'PGlite as shipped (no flush)',
    db: { ...wrap(pg), transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))) },
    close: () => pg.close(),
  };
}

async function durable(dir: string): Promise<Target> {
  const db = await openPglite(dir);
  return { name: 'PGlite as the app opens it (fsync per commit)', db, close: () => db.close() };
}

const SCHEMA = [
  'CREATE TABLE lists (id serial PRIMARY KEY, name text NOT NULL, version int NOT NULL DEFAULT 1)',
  'CREATE TABLE items (list_id int NOT NULL, product_id int NOT NULL, quantity int NOT NULL, PRIMARY KEY (list_id, product_id))',
];

/** Writes per second: alternately a one-statement insert and a small transaction like a list edit. */
async function writes(t: Target): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < WRITES; i++) {
    if (i % 2 === 0) {
      await t.db.query('INSERT INTO lists (name) VALUES ($1)', [`list ${i}`]);
    } else {
      await t.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>('UPDATE lists SET version = version + 1 WHERE id = (SELECT max(id) FROM lists) RETURNING id');
        await tx.query('INSERT INTO items VALUES ($1, $2, 1) ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = items.quantity + 1', [row.id, i]);
      });
    }
  }
  return WRITES / ((performance.now() - start) / 1000);
}

async function reads(t: Target): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < READS; i++) await t.db.query('SELECT l.name, count(i.*) FROM lists l LEFT JOIN items i ON i.list_id = l.id WHERE l.id = $1 GROUP BY l.name', [1 + (i % 50)]);
  return READS / ((performance.now() - start) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const root = await mkdtemp(join(tmpdir(), 'kosar-bench-durability-'));
const targets = [await shipped(join(root, 'shipped')), await durable(join(root, 'durable'))];
for (const t of targets) for (const sql of SCHEMA) await t.db.query(sql);
const results = new Map(targets.map((t) => [t.name, { writes: [] as number[], reads: [] as number[] }]));
for (let round = 0; round < ROUNDS; round++) {
  for (const t of round % 2 === 0 ? targets : [...targets].reverse()) {
    results.get(t.name)!.writes.push(await writes(t));
    results.get(t.name)!.reads.push(await reads(t));
  }
}
for (const t of targets) await t.close();
await rm(root, { recursive: true, force: true });

console.log(`${WRITES} writes and ${READS} reads per round, ${ROUNDS} rounds, median; data folders in ${tmpdir()}`);
for (const t of targets) {
  const r = results.get(t.name)!;
  console.log(`${t.name.padEnd(48)} ${median(r.writes).toFixed(0).padStart(6)} writes/s ${median(r.reads).toFixed(0).padStart(7)} reads/s`);
}
const [s, d] = targets.map((t) => results.get(t.name)!);
const writeRatio = median(d.writes) / median(s.writes);
console.log(`durable / shipped: writes ${writeRatio.toFixed(2)}x (${((1 / median(d.writes) - 1 / median(s.writes)) * 1000).toFixed(2)} ms added per write), reads ${(median(d.reads) / median(s.reads)).toFixed(2)}x`);
