/**
 * Migration 011 on existing data: a database an earlier version updated holds observed offers whose daily series
 * repeat the last price over the days the monitor was not read, and trends computed from those repeated days. After
 * the migration the repeated days are gaps, the observed ones (and the series' first and last day) keep their prices,
 * modelled weekly series are untouched, and an observed offer's trend is gone until the next update computes one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPglite } from './pglite';
import { migrate } from './migrate';
import { migrations } from './migrations';

const BEFORE_011 = migrations.findIndex((m) => m.id === '011_observed_days');

describe('011_observed_days on a database an earlier version filled', () => {
  let db: Db;
  // 25 September to 27 November 2026: 64 days, observed on the first, on 10 October and on the last; the earlier
  // version repeated the last price on every day between.
  const days = 64;
  const seen = [0, 15, 63];
  const filled = Array.from({ length: days }, (_, i) => (i < 15 ? 500 : i < 63 ? 480 : 450));
  const weekly = [410, 420, 415, 430];
  const [OBSERVED, MODELLED] = [1, 2];

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, migrations.slice(0, BEFORE_011));
    await db.exec(`
      INSERT INTO search_groups (key, name_en, name_hu, position) VALUES ('food', 'Food', 'Élelmiszer', 1);
      INSERT INTO categories (id, slug, name_en, name_hu, search_group) VALUES (12, 'diary', 'Dairy and eggs', 'Tejtermék és tojás', 'food');
      INSERT INTO retailers (id, slug, name, color) VALUES (8, 'tesco', 'Tesco', '#1B365D');
      INSERT INTO canonical_products (id, key, category_id, name_hu, name_en, package, unit) VALUES
        (1, 'arfigyelo:tesco:42', 12, 'Tojás 10 db', 'Eggs 10 pc', 10, 'db'), (2, 'eggs/0/10', 12, 'Tojás 10 db', 'Eggs 10 pc', 10, 'db');
      INSERT INTO products (id, canonical_id, retailer_id, category_id, name_hu, name_en, package, unit, price, regular_price,
                            unit_price, unit_price_unit, trending, external_id, observed_on, price_origin, kind_id) VALUES
        (1, 1, 8, 12, 'Tojás 10 db', 'Eggs 10 pc', 10, 'db', 450, 450, 45, 'db', -6.3, '42', '2026-11-27', 'arfigyelo', 14),
        (2, 2, 8, 12, 'Tojás 10 db', 'Eggs 10 pc', 10, 'db', 430, 430, 43, 'db', 2.5, NULL, NULL, NULL, NULL);
    `);
    await db.query(`INSERT INTO price_history (product_id, start_date, step_days, prices) VALUES ($1, '2026-09-25', 1, $2::int[])`, [OBSERVED, filled]);
    await db.query(`INSERT INTO price_history (product_id, start_date, step_days, prices) VALUES ($1, '2026-10-30', 7, $2::int[])`, [MODELLED, weekly]);
    for (const i of seen) {
      await db.query(
        `INSERT INTO price_observations (product_id, observed_on, source, price, min_price, max_price, unit_price)
         VALUES ($1, '2026-09-25'::date + $2::int, 'arfigyelo', $3::int, $3::int, $3::int, $3::float8)`,
        [OBSERVED, i, filled[i]],
      );
    }
    expect(await migrate(db)).toContain('011_observed_days');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('turns the repeated days into gaps and keeps the observed days, first and last included', async () => {
    const [h] = await db.query<{ start: string; prices: (number | null)[] }>(
      `SELECT start_date::text AS start, prices FROM price_history WHERE product_id = $1`, [OBSERVED]);
    expect(h!.start).toBe('2026-09-25');
    expect(h!.prices).toHaveLength(days);
    const kept = h!.prices.flatMap((p, i) => (p === null ? [] : [[i, p]]));
    expect(kept).toEqual(seen.map((i) => [i, filled[i]]));
  });

  it('drops the trend the filled days gave, so screens say there is none yet', async () => {
    const [p] = await db.query<{ trending: number | null }>('SELECT trending FROM products WHERE id = $1', [OBSERVED]);
    expect(p!.trending).toBeNull();
  });

  it('leaves a modelled weekly series and its trend as they were', async () => {
    const [after] = await db.query<{ prices: number[]; trending: number }>(
      `SELECT h.prices, p.trending FROM products p JOIN price_history h ON h.product_id = p.id WHERE p.id = $1`, [MODELLED]);
    expect(after).toEqual({ prices: weekly, trending: 2.5 });
  });
});
