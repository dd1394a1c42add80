import { type KindLineInput } from '../../src/server/planner/kinds.js';
import { rng } from '../../tests/support/planner/random-instance.js';
import { NO_SHOP_PRICES, type PlanInput, type PlanOfferInput } from '../../src/server/planner/types.js';

/**
 * The same list with "any brand" lines: every `every`-th item becomes a kind line whose example is that item
 * (package 1, the amount its quantity) and whose kind holds `variants` more products in other package sizes,
 * each sold by about 60% of the retailers that sell the example, at the example's unit price give or take 15%
 * (per-shop prices scaled alike). `fixed` is the list as it was: the examples as fixed products. The variants' product
 * and offer ids are numbers, as the server's (database ids), beyond the generator's.
 */
export function withKinds(fixed: PlanInput, seed: number, every = 5, variants = 3): { input: PlanInput; kinds: KindLineInput[] } {
  const r = rng(seed * 104_729 + 3);
  const packages = [0.5, 1.5, 2, 2.5, 3];
  const offersOf = new Map<unknown, PlanOfferInput[]>();
  for (const o of fixed.offers) offersOf.set(o.productId, [...(offersOf.get(o.productId) ?? []), o]);
  const kinds: KindLineInput[] = [];
  const extra: PlanOfferInput[] = [];
  const items = fixed.items.filter((it, i) => {
    if (i % every !== 0) return true;
    const candidates = [{ productId: it.productId, package: 1 }];
    for (let v = 1; v <= variants; v++) {
      const productId = v * 1_000_000 + Number(it.productId);
      const pack = packages[Math.floor(r() * packages.length)]!;
      candidates.push({ productId, package: pack });
      for (const o of offersOf.get(it.productId) ?? []) {
        if (r() > 0.6) continue;
        const f = pack * (0.85 + r() * 0.3);
        extra.push({
          offerId: v * 100_000_000 + Number(o.offerId),
          retailerId: o.retailerId,
          productId,
          price: Math.round(o.price * f),
          shopPrices:
            o.shopPrices === undefined || o.shopPrices.length === 0
              ? NO_SHOP_PRICES
              : o.shopPrices.map((sp) => ({ shopId: sp.shopId, price: sp.price === null ? null : Math.round(sp.price * f) })),
        });
      }
    }
    kinds.push({ lineId: i, amount: it.quantity, candidates });
    return false;
  });
  return { input: { ...fixed, items, offers: [...fixed.offers, ...extra] }, kinds };
}
