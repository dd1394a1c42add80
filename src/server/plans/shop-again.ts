import { RULES } from '../../shared/rules';
import type { StoredPlan } from '../repo/plans';
import { packsFor } from '../planner/kinds';
import { kindOffers, type Snapshot } from './service';

export interface CopiedLine {
  product_id: number;
  quantity: number;
  any_brand: boolean;
}

/**
 * What a plan puts on a new list ("shop again"): each line's product and quantity as bought ("any brand" lines stay
 * any brand, with the product chosen then as their example), and the items the plan could not buy, each as today's
 * cheapest offer of its product or kind. `left_out` counts those nothing is sold of today.
 */
export function linesOfPlan(snap: Snapshot, plan: StoredPlan): { lines: CopiedLine[]; left_out: number } {
  const byProduct = new Map<number, CopiedLine>();
  const put = (line: CopiedLine) => {
    const had = byProduct.get(line.product_id);
    if (!had) byProduct.set(line.product_id, line);
    else {
      had.quantity = Math.min(RULES.maxListQuantity, had.quantity + line.quantity);
      had.any_brand ||= line.any_brand;
    }
  };
  for (const st of plan.stores) {
    for (const ln of st.lines) put({ product_id: ln.offer_id, quantity: Math.min(RULES.maxListQuantity, ln.quantity), any_brand: !!ln.kind });
  }
  let leftOut = 0;
  for (const m of plan.missing) {
    if (m.kind) {
      const k = m.kind;
      const best = kindOffers(snap, k).reduce<{ id: number; packs: number; cost: number } | null>((b, o) => {
        const packs = packsFor(k.amount, o.package);
        return b === null || packs * o.price < b.cost ? { id: o.id, packs, cost: packs * o.price } : b;
      }, null);
      if (best) put({ product_id: best.id, quantity: Math.min(RULES.maxListQuantity, best.packs), any_brand: true });
      else leftOut++;
      continue;
    }
    const offer = (snap.byCanonical.get(m.product_id) ?? []).reduce<{ id: number; price: number } | null>(
      (b, o) => (b === null || o.price < b.price ? o : b),
      null,
    );
    if (offer) put({ product_id: offer.id, quantity: Math.min(RULES.maxListQuantity, m.quantity), any_brand: false });
    else leftOut++;
  }
  return { lines: [...byProduct.values()], left_out: leftOut };
}
