import type { PlanVersion } from './api/plans';

type Store = PlanVersion['retailers'][number];

/** A plan's stores in the order its route visits them; a store the route does not name goes last. */
export function storesInVisitingOrder(version: Pick<PlanVersion, 'retailers' | 'route'>): Store[] {
  const order = (version.route?.stops ?? []).map((s) => s.shop_id);
  const rank = (r: Store) => {
    const at = order.indexOf(r.shop[0]?.id ?? -1);
    return at < 0 ? order.length : at;
  };
  return [...version.retailers].sort((a, b) => rank(a) - rank(b));
}
