import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { PriceSource } from '../../shared/api/catalogue';
import { PlanTerms, type SavedPlan } from '../../shared/api/plans';
import type { Db, Queryable } from '../db/db';

/** An "any brand" line as a plan keeps it: the kind, its unit, the amount wanted and the kind's names. */
const StoredKind = z.object({ key: z.string(), unit: z.string(), amount: z.number(), quantity: z.number().optional(), name_hu: z.string(), name_en: z.string() });

/** What a plan row keeps: offer ids, quantities and the prices and shops of the day it was computed. */
export const StoredPlan = z.object({
  stores: z.array(
    z.object({
      retailer_id: z.number(),
      retailer_name: z.string(),
      shop: z.object({
        id: z.number(),
        retailer_id: z.number(),
        latitude: z.number(),
        longitude: z.number(),
        address: z.string(),
        distance_m: z.number(),
        /** 'arfigyelo', 'osm' or 'synthetic' (a modelled location); missing in plans saved before it was kept. */
        source: z.string().optional(),
      }),
      lines: z.array(
        z.object({
          offer_id: z.number(),
          quantity: z.number(),
          unit_price: z.number(),
          line_total: z.number(),
          /** Where the price came from on the day of the plan; missing in plans saved before it was kept. */
          price_source: PriceSource.optional(),
          /** For an "any brand" line: the kind asked for (the offer is the one chosen, quantity its packs). */
          kind: StoredKind.optional(),
          /** The unit price is the chain's loyalty price; missing in older plans and where not taken. */
          loyalty: z.boolean().optional(),
          /** The drink-container deposit per item included in the unit price (Ft); missing in older plans. */
          deposit: z.number().optional(),
        }),
      ),
    }),
  ),
  total: z.number(),
  /** The cheapest single store's cost for the same items (plans made before 2 stored the zone average here). */
  baseline: z.number().nullable(),
  savings: z.number().nullable(),
  save_percent: z.number().nullable(),
  /** The zone's average store; missing in plans saved before it was kept apart from the headline. */
  average: z.object({ baseline: z.number(), savings: z.number(), save_percent: z.number() }).optional(),
  /** Missing in plans made before only plans worth following were offered. */
  travel_included: z.boolean().optional(),
  route: z.object({ stops: z.array(z.object({ shop_id: z.number(), retailer_name: z.string(), address: z.string() })), km: z.number(), travel_cost: z.number() }),
  net_total: z.number(),
  /** A missing "any brand" line carries its kind (product_id 0, quantity the line's). */
  missing: z.array(z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), kind: StoredKind.optional() })),
  advice: z.array(z.object({ kind: z.string(), saving: z.number().optional(), trip_cost: z.number().optional(), store_count: z.number().optional() })),
  /** Loyalty prices taken, deposit counted, offers carried by few shops; missing in plans made before they were kept. */
  terms: PlanTerms.optional(),
  /** What was asked for: the retailers and the trip setting (null: trip not counted); missing in older plans. */
  request: z
    .object({ retailers: z.array(z.number()), travel: z.object({ per_km: z.number(), per_stop: z.number() }).nullable() })
    .optional(),
});
export type StoredPlan = z.infer<typeof StoredPlan>;

/** The user's plan with its stored data; 404 when the user has no such plan. */
export async function ownPlan(db: Queryable, userId: number, planId: number) {
  const rows = await db.query<{ id: number; list_id: number; list_name: string; created_at: Date | string; saved: boolean; data: unknown }>(
    'SELECT id, list_id, list_name, created_at, saved, data FROM plans WHERE id = $1 AND user_id = $2',
    [planId, userId],
  );
  if (!rows[0]) throw new AppError('NOT_FOUND', 'No such plan');
  const data = typeof rows[0].data === 'string' ? JSON.parse(rows[0].data) : rows[0].data;
  return { ...rows[0], data: StoredPlan.parse(data) };
}

/**
 * Replaces the list's unsaved plans with these, in one transaction: the new rows' ids in the order of `plans`.
 * One statement for every plan: rows take their ids in the order of the VALUES list.
 */
export async function replaceUnsavedPlans(
  db: Db,
  list: { userId: number; listId: number; listName: string; productCount: number },
  plans: readonly StoredPlan[],
  now: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await deleteUnsavedPlans(tx, list.userId, list.listId);
    if (!plans.length) return [];
    const params: unknown[] = [list.userId, list.listId, list.listName, list.productCount, now];
    const values = plans.map((p) => {
      const at = params.push(p.stores.length, p.total, p.save_percent, JSON.stringify(p));
      return `($1, $2, $3, $4, $${at - 3}, $${at - 2}, $${at - 1}, $5, $${at})`;
    });
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO plans (user_id, list_id, list_name, product_count, store_count, total, save_percent, created_at, data)
       VALUES ${values.join(', ')} RETURNING id`,
      params,
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}

/** Unsaved plans of a list go when it is planned again or deleted; saved ones keep what was shown. */
export async function deleteUnsavedPlans(db: Queryable, userId: number | null, listId: number): Promise<void> {
  await db.query('DELETE FROM plans WHERE ($1::int IS NULL OR user_id = $1) AND list_id = $2 AND NOT saved', [userId, listId]);
}

/** Marks the user's plan saved; false when there is no such plan. */
export async function markSaved(db: Queryable, userId: number, planId: number): Promise<boolean> {
  const rows = await db.query('UPDATE plans SET saved = true WHERE id = $1 AND user_id = $2 RETURNING id', [planId, userId]);
  return rows.length > 0;
}

/** Deletes one of the user's saved plans; false when there is no such saved plan. */
export async function deleteSavedPlan(db: Queryable, userId: number, planId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM plans WHERE id = $1 AND user_id = $2 AND saved RETURNING id', [planId, userId]);
  return rows.length > 0;
}

export async function savedPlans(db: Queryable, userId: number): Promise<SavedPlan[]> {
  const rows = await db.query<{
    id: number; list_id: number; list_name: string; product_count: number; created_at: Date | string; store_count: number; total: number;
    travel_included: boolean; net_total: number | null;
  }>(
    `SELECT id, list_id, list_name, product_count, created_at, store_count, total,
            coalesce(data->>'travel_included' = 'true', false) AS travel_included,
            CASE WHEN data->>'travel_included' = 'true' THEN (data->>'net_total')::float8 END AS net_total
       FROM plans
      WHERE user_id = $1 AND saved ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    list_id: r.list_id,
    name: r.list_name,
    product_count: r.product_count,
    created: new Date(r.created_at).toISOString(),
    shop_count: r.store_count,
    total: r.total,
    travel_included: r.travel_included && r.net_total !== null,
    net_total: r.travel_included && r.net_total !== null ? r.net_total : null,
  }));
}
