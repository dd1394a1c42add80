import type { PlanModel } from '../../src/server/planner/model.js';

/** Writes terms a few per line: the LP reader is happier with short lines. */
function sum(terms: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < terms.length; i += 8) out.push(terms.slice(i, i + 8).join(' + '));
  return out.join('\n + ');
}

/**
 * The planner's k-store basket model (no travel) as a facility-location MIP in CPLEX LP format:
 * open exactly k price classes of distinct retailers, buy each item at one open class or leave it
 * uncovered at the model's bigM. Same line costs as the planner, so the optimum must be equal.
 */
export function basketMip(model: PlanModel, k: number): string {
  const m = model.productIds.length;
  const nC = model.classes.length;
  const obj: string[] = [];
  const rows: string[] = [];
  const cover: string[][] = Array.from({ length: m }, (_, i) => [`u${i}`]);
  for (let c = 0; c < nC; c++)
    for (let i = 0; i < m; i++) {
      const l = model.lines[c * m + i]!;
      if (l >= model.bigM) continue;
      obj.push(`${l} x${c}_${i}`);
      cover[i]!.push(`x${c}_${i}`);
      rows.push(` o${c}_${i}: x${c}_${i} - y${c} <= 0`);
    }
  for (let i = 0; i < m; i++) obj.push(`${model.bigM} u${i}`);
  cover.forEach((terms, i) => rows.push(` cov${i}: ${sum(terms)} = 1`));
  rows.push(` k: ${sum(Array.from({ length: nC }, (_, c) => `y${c}`))} = ${k}`);
  const byRetailer = new Map<number, string[]>();
  model.classes.forEach((cl, c) => {
    const list = byRetailer.get(cl.retailer) ?? [];
    list.push(`y${c}`);
    byRetailer.set(cl.retailer, list);
  });
  for (const [r, ys] of byRetailer) if (ys.length > 1) rows.push(` ret${r}: ${sum(ys)} <= 1`);
  return [
    'Minimize',
    ` obj: ${sum(obj)}`,
    'Subject To',
    ...rows,
    'Binaries',
    ...Array.from({ length: nC }, (_, c) => ` y${c}`),
    'End',
  ].join('\n');
}
