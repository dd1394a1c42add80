/**
 * "Any brand" lines: a list line that wants an amount of a kind of product (any product of the kind, in the same
 * unit) rather than one product. reduceKinds turns each such line into one virtual item before the planner runs:
 * its price at a retailer (and at each shop with prices of its own) is the cheapest way to buy the amount there,
 * min over the kind's products of ceil(amount / package) × price. A kind line's best choice at a store does not
 * depend on the other lines, so planning the reduced input is exact; decode maps a bought virtual line back to the
 * real offer and its number of packs.
 */
import type { PlanInput, PlanLine, PlannerId, PlanOfferInput } from './types.js';

export interface KindCandidate {
  productId: PlannerId;
  /** The product's package in the line's unit (e.g. 1 for 1 l, 0.5 for 0.5 l); > 0. */
  package: number;
}

export interface KindLineInput {
  /** The caller's id for the line, echoed on its choice. */
  lineId: PlannerId;
  /** The amount wanted, in the candidates' unit; > 0. */
  amount: number;
  /** Every product of the kind in that unit. */
  candidates: readonly KindCandidate[];
}

export interface KindChoice {
  lineId: PlannerId;
  offerId: PlannerId | undefined;
  productId: PlannerId;
  /** Packs to buy: ceil(amount / package). */
  packs: number;
  /** Ft per pack at the shop. */
  unitPrice: number;
}

/** Packs of `pack` that make at least `amount` (a float margin keeps 3 × 0.1 from needing a fourth pack). */
export function packsFor(amount: number, pack: number): number {
  return Math.max(1, Math.ceil(amount / pack - 1e-9));
}

/** The virtual product id of the i-th kind line. */
export function kindProductId(i: number): string {
  return `kind#${i}`;
}

function cheaper(a: KindChoice | null, b: KindChoice): boolean {
  return a === null || b.packs * b.unitPrice < a.packs * a.unitPrice;
}

export interface ReducedKinds {
  /** The input with one virtual item (quantity 1) and its virtual offers per kind line. */
  input: PlanInput;
  /** The kind line a planned product id stands for, or undefined for a fixed item. */
  lineOf(productId: PlannerId): KindLineInput | undefined;
  /** What a bought virtual line at a shop really buys; null for a fixed item's line. */
  decode(line: Pick<PlanLine, 'productId' | 'offerId'>, shopId: PlannerId): KindChoice | null;
}

/** See the module comment. `input.items` are the fixed lines; `kinds` are added as virtual items. */
export function reduceKinds(input: PlanInput, kinds: readonly KindLineInput[]): ReducedKinds {
  const retailerOfShop = new Map(input.shops.map((s) => [s.id, s.retailerId]));
  const wanted = new Set<PlannerId>();
  for (const line of kinds) for (const c of line.candidates) wanted.add(c.productId);
  const fixed = new Set(input.items.map((i) => i.productId));
  // The offers of the kinds' products, and the offers the planner still needs (those of fixed items).
  const offersOf = new Map<PlannerId, PlanOfferInput[]>();
  const kept: PlanOfferInput[] = [];
  for (const o of input.offers) {
    if (fixed.has(o.productId)) kept.push(o);
    if (!wanted.has(o.productId)) continue;
    const list = offersOf.get(o.productId);
    if (list) list.push(o);
    else offersOf.set(o.productId, [o]);
  }

  const lines = new Map<PlannerId, KindLineInput>();
  // Per virtual offer id: the chain's choice and each shop's own.
  const choices = new Map<PlannerId, { chain: KindChoice; shops: Map<PlannerId, KindChoice | null> }>();
  const virtualOffers: PlanOfferInput[] = [];
  kinds.forEach((line, i) => {
    const productId = kindProductId(i);
    lines.set(productId, line);
    // Per retailer, the candidates' offers with their packs.
    const byRetailer = new Map<PlannerId, Array<{ offer: PlanOfferInput; packs: number; productId: PlannerId }>>();
    for (const c of line.candidates) {
      const packs = packsFor(line.amount, c.package);
      for (const offer of offersOf.get(c.productId) ?? []) {
        const list = byRetailer.get(offer.retailerId);
        const cand = { offer, packs, productId: c.productId };
        if (list) list.push(cand);
        else byRetailer.set(offer.retailerId, [cand]);
      }
    }
    for (const [retailerId, cands] of byRetailer) {
      let shopIds: Set<PlannerId> | null = null;
      let best: (typeof cands)[number] | null = null;
      for (const c of cands) {
        if (best === null || c.packs * c.offer.price < best.packs * best.offer.price) best = c;
        const own = c.offer.shopPrices;
        if (own?.length) for (const sp of own) if (retailerOfShop.get(sp.shopId) === retailerId) (shopIds ??= new Set()).add(sp.shopId);
      }
      const chain: KindChoice = { lineId: line.lineId, offerId: best!.offer.offerId, productId: best!.productId, packs: best!.packs, unitPrice: best!.offer.price };
      const shops = new Map<PlannerId, KindChoice | null>();
      for (const shopId of shopIds ?? []) {
        let best: KindChoice | null = null;
        for (const c of cands) {
          const own = c.offer.shopPrices?.find((sp) => sp.shopId === shopId);
          const price = own ? own.price : c.offer.price;
          if (price === null) continue;
          const choice = { lineId: line.lineId, offerId: c.offer.offerId, productId: c.productId, packs: c.packs, unitPrice: price };
          if (cheaper(best, choice)) best = choice;
        }
        shops.set(shopId, best);
      }
      const offerId = `${productId}@${String(retailerId)}`;
      choices.set(offerId, { chain, shops });
      virtualOffers.push({
        offerId,
        retailerId,
        productId,
        price: chain.packs * chain.unitPrice,
        shopPrices: [...shops].map(([shopId, c]) => ({ shopId, price: c ? c.packs * c.unitPrice : null })),
      });
    }
  });

  return {
    input: {
      ...input,
      items: [...input.items, ...kinds.map((_, i) => ({ productId: kindProductId(i), quantity: 1 }))],
      // Offers of products that are only kind candidates are left out: the virtual offers stand for them.
      offers: [...kept, ...virtualOffers],
    },
    lineOf: (productId) => lines.get(productId),
    decode: (line, shopId) => {
      if (!lines.has(line.productId) || line.offerId === undefined) return null;
      const c = choices.get(line.offerId);
      if (!c) return null;
      return c.shops.has(shopId) ? c.shops.get(shopId)! : c.chain;
    },
  };
}
