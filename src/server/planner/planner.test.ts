import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForcePlan, type OracleSolution } from '../../../tests/support/planner/brute-force.js';
import { haversineM } from './geo.js';
import { AVERAGE_STORE_BASELINE, planShopping, SAVINGS_BASELINE } from './index.js';
import { planWithSearch } from './plan.js';
import { assortmentInput, perShopInput, smallRandomInput } from '../../../tests/support/planner/random-instance.js';
import type { PlanInput, PlanOfferInput, PlanResult, PlanShopInput, PlanSolution } from './types.js';

const ZONE = { latitude: 47.49, longitude: 19.04 };
/** A point `north` km north and `east` km east of the zone point (flat-earth is plenty at this scale). */
const at = (north: number, east: number): { latitude: number; longitude: number } => ({
  latitude: ZONE.latitude + north / 111.2,
  longitude: ZONE.longitude + east / (111.2 * Math.cos((ZONE.latitude * Math.PI) / 180)),
});
const shop = (id: string, retailerId: string, north: number, east: number): PlanShopInput => ({
  id,
  retailerId,
  address: `${id} street`,
  ...at(north, east),
});
const offer = (retailerId: string, productId: string, price: number, extra: Partial<PlanOfferInput> = {}): PlanOfferInput => ({
  retailerId,
  productId,
  price,
  offerId: `${retailerId}:${productId}`,
  ...extra,
});
const input = (parts: Partial<PlanInput> & Pick<PlanInput, 'items' | 'shops' | 'offers'>): PlanInput => {
  const retailerIds = [...new Set(parts.shops.map((s) => s.retailerId))];
  return {
    zone: { ...ZONE, radiusM: 25000, retailerIds },
    retailers: retailerIds.map((id) => ({ id, name: String(id).toUpperCase() })),
    ...parts,
  };
};
const byK = (res: PlanResult, k: number): PlanSolution => res.solutions.find((s) => s.storeCount === k)!;

/** Checks everything a solution says about itself against its own stores and the input prices. */
function expectConsistent(inp: PlanInput, res: PlanResult): void {
  const qty = new Map<unknown, number>();
  for (const it of inp.items) qty.set(it.productId, (qty.get(it.productId) ?? 0) + it.quantity);
  const priceAt = (shopId: unknown, retailerId: unknown, productId: unknown): number | null => {
    let best: number | null = null;
    for (const o of inp.offers)
      if (o.retailerId === retailerId && o.productId === productId) {
        const own = o.shopPrices?.find((sp) => sp.shopId === shopId);
        const p = own ? own.price : o.price;
        if (p !== null && (best === null || p < best)) best = p;
      }
    return best;
  };
  // The zone's average store: per item, the mean over available retailers of each one's mean price at its zone shops.
  const excluded = new Set(inp.excludedRetailerIds ?? []);
  const zoneShops = inp.shops.filter(
    (sh) => !excluded.has(sh.retailerId) && inp.zone.retailerIds.includes(sh.retailerId) && haversineM(inp.zone.latitude, inp.zone.longitude, sh.latitude, sh.longitude) <= inp.zone.radiusM,
  );
  const itemIds = [...qty.keys()];
  const available = [...new Set(zoneShops.map((sh) => sh.retailerId))].filter((r) =>
    zoneShops.some((sh) => sh.retailerId === r && itemIds.some((pid) => priceAt(sh.id, r, pid) !== null)),
  );
  const baselineUnit = (productId: unknown): number => {
    const means = available
      .map((r) => zoneShops.filter((sh) => sh.retailerId === r).map((sh) => priceAt(sh.id, r, productId)).filter((p): p is number => p !== null))
      .filter((ps) => ps.length > 0)
      .map((ps) => ps.reduce((a, p) => a + p, 0) / ps.length);
    return means.reduce((a, p) => a + p, 0) / means.length;
  };
  for (const s of res.solutions) {
    expect(new Set(s.stores.map((x) => x.retailerId)).size).toBe(s.storeCount);
    // Never a store where nothing is bought.
    for (const st of s.stores) expect(st.lines.length).toBeGreaterThan(0);
    let total = 0;
    let baseline = 0;
    const bought = new Set<unknown>();
    for (const st of s.stores) {
      expect(st.subtotal).toBe(st.lines.reduce((a, l) => a + l.lineTotal, 0));
      for (const l of st.lines) {
        bought.add(l.productId);
        expect(l.unitPrice).toBe(priceAt(st.shop.id, st.retailerId, l.productId));
        expect(l.lineTotal).toBe(Math.floor(l.unitPrice * l.quantity + 0.5 + 1e-9));
        const prices = s.stores.map((o) => priceAt(o.shop.id, o.retailerId, l.productId)).filter((p): p is number => p !== null);
        // Bought at the cheapest chosen shop that carries it.
        for (const p of prices) expect(l.lineTotal).toBeLessThanOrEqual(Math.floor(p * l.quantity + 0.5 + 1e-9));
        total += l.lineTotal;
        // The zone's average store: each item's line at the mean of the retailers' mean prices at their zone shops.
        baseline += Math.floor(baselineUnit(l.productId) * l.quantity + 0.5 + 1e-9);
      }
    }
    for (const mi of s.missingItems) {
      expect(bought.has(mi.productId)).toBe(false);
      for (const st of s.stores) expect(priceAt(st.shop.id, st.retailerId, mi.productId)).toBeNull();
    }
    expect(bought.size + s.missingItems.length).toBe(qty.size);
    expect(s.total).toBe(total);
    expect(s.averageBaseline).toBe(baseline);
    expect(s.averageSavings).toBe(baseline - total);
    expect(s.netTotal).toBe(s.total + s.travelCost);
    expect(s.route.shopIds).toEqual(s.stores.map((x) => x.shop.id));
  }
  // Sorted as the spec says: save_percent descending (within plans buying as many items; more items first).
  for (let i = 1; i < res.solutions.length; i++) {
    const a = res.solutions[i - 1]!;
    const b = res.solutions[i]!;
    expect(a.coveredItemCount).toBeGreaterThanOrEqual(b.coveredItemCount);
    if (a.coveredItemCount === b.coveredItemCount) expect(a.savePercent ?? -1).toBeGreaterThanOrEqual(b.savePercent ?? -1);
  }
}

/** The plans offered, their costs, routes and savings, against the brute force's best plan per store count. */
function expectMatchesOracle(inp: PlanInput, res: PlanResult, oracle: OracleSolution[]): void {
  // Offered: the best k-store plan, unless a plan with fewer stores buys as many items for no more.
  const kept = oracle.filter((o) => !oracle.some((f) => f.k < o.k && f.uncovered === o.uncovered && f.cost <= o.cost));
  expect(res.solutions.map((s) => s.storeCount).sort()).toEqual(kept.map((o) => o.k));
  expect(res.leftOutStoreCounts).toEqual(oracle.filter((o) => !kept.includes(o)).map((o) => o.k));
  for (const o of kept) {
    const s = byK(res, o.k);
    expect(s.missingItems.length).toBe(o.uncovered);
    expect(inp.travel?.include ? s.netTotal : s.total).toBe(o.cost);
    expect(s.route.km).toBeCloseTo((o.tourM * 1.3) / 1000, 2);
    // Headline saving: against the cheapest single shop selling exactly the same items (net of its trip when counted).
    expect(s.singleStoreBaseline).toBe(o.baseline);
    if (o.baseline !== null) {
      expect(s.savings).toBe(o.baseline - o.cost);
      expect(s.savePercent).toBe(o.baseline > 0 ? Math.round(((o.baseline - o.cost) / o.baseline) * 1000) / 10 : 0);
      if (o.k > 1) expect(s.savings).toBeGreaterThan(0);
    } else {
      expect(s.savings).toBeNull();
      expect(s.savePercent).toBeNull();
    }
  }
  expectConsistent(inp, res);
}

describe('planShopping is exact', () => {
  it('matches brute force on 1,000 seeded instances, offering only plans worth following, with either search', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const inp = smallRandomInput(seed);
        const oracle = bruteForcePlan(inp);
        expectMatchesOracle(inp, planShopping(inp), oracle);
        expectMatchesOracle(inp, planWithSearch(inp, 'classes'), oracle);
        expectMatchesOracle(inp, planWithSearch(inp, 'retailers'), oracle);
      }),
      { numRuns: 1000, seed: 20240611 },
    );
  });

  // Shops with their own prices: each shop its own price class unless its prices equal another's.
  for (const kind of ['realistic', 'independent'] as const)
    it(`matches brute force when shops price items differently (${kind}), with either search`, () => {
      let multiClass = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const inp = perShopInput(seed, kind);
        const oracle = bruteForcePlan(inp);
        for (const search of ['auto', 'classes', 'retailers'] as const) expectMatchesOracle(inp, planWithSearch(inp, search), oracle);
        // The instances do give retailers several price classes (else this would test nothing new).
        const retailers = new Set(inp.shops.map((s) => s.retailerId)).size;
        if (new Set(planShopping(inp).solutions.flatMap((s) => s.stores.map((st) => st.shop.id))).size > retailers) multiClass++;
      }
      expect(multiClass).toBeGreaterThan(10);
    });
});

describe('planShopping is exact when shops of one chain stock different items', () => {
  it('matches brute force, headline saving included, with either search', () => {
    // Plans buying as many items as the one-shop plan but other ones, by whether a single shop sells those items
    // (the instances must have them, travel on and off, else this would test nothing new).
    const otherItems = { baseline: [0, 0], none: [0, 0] };
    const itemsOf = (s: PlanSolution): string => s.stores.flatMap((st) => st.lines.map((l) => String(l.productId))).sort().join();
    for (let seed = 1; seed <= 1000; seed++) {
      const inp = assortmentInput(seed);
      const oracle = bruteForcePlan(inp);
      for (const search of ['auto', 'classes', 'retailers'] as const) expectMatchesOracle(inp, planWithSearch(inp, search), oracle);
      const res = planShopping(inp);
      const one = res.solutions.find((s) => s.storeCount === 1);
      for (const s of res.solutions)
        if (one && s !== one && s.coveredItemCount === one.coveredItemCount && itemsOf(s) !== itemsOf(one))
          otherItems[s.singleStoreBaseline === null ? 'none' : 'baseline'][inp.travel?.include ? 1 : 0]!++;
    }
    for (const counts of [otherItems.baseline, otherItems.none]) for (const n of counts) expect(n).toBeGreaterThanOrEqual(5);
  });
});

describe('the shipped planner', () => {
  it('imports nothing from the test and bench support (tests/support/)', () => {
    const dir = new URL('.', import.meta.url);
    const shipped = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(shipped).toContain('index.ts');
    for (const f of shipped) expect(readFileSync(new URL(f, dir), 'utf8')).not.toMatch(/from '[^']*tests\/support\//);
  });
});

describe('planShopping rules', () => {
  it('puts coverage before cost', () => {
    const res = planShopping(
      input({
        items: [
          { productId: 'milk', quantity: 1 },
          { productId: 'bread', quantity: 1 },
        ],
        shops: [shop('a1', 'cheap', 1, 0), shop('b1', 'full', 1, 1)],
        offers: [offer('cheap', 'milk', 100), offer('full', 'milk', 400), offer('full', 'bread', 600)],
      }),
    );
    const one = byK(res, 1);
    expect(one.stores[0]!.retailerId).toBe('full');
    expect(one.missingItems).toEqual([]);
    expect(one.total).toBe(1000);
  });

  it('lists items no chosen store carries instead of dropping them', () => {
    const res = planShopping(
      input({
        items: [
          { productId: 'milk', quantity: 1 },
          { productId: 'bread', quantity: 2 },
          { productId: 'caviar', quantity: 1 },
        ],
        shops: [shop('a1', 'a', 1, 0), shop('b1', 'b', 0, 1)],
        offers: [offer('a', 'milk', 100), offer('b', 'bread', 300)],
      }),
    );
    expect(res.unavailableItems).toEqual([{ productId: 'caviar', quantity: 1 }]);
    const one = byK(res, 1);
    expect(one.missingItems).toHaveLength(2);
    expect(one.notes).toContainEqual({ kind: 'items-missing', count: 2 });
    const two = byK(res, 2);
    expect(two.missingItems).toEqual([{ productId: 'caviar', quantity: 1 }]);
    expect(res.solutions[0]).toBe(two);
  });

  it('measures the headline saving against the cheapest single store, and the zone average as a second figure', () => {
    const res = planShopping(
      input({
        items: [
          { productId: 'milk', quantity: 2 },
          { productId: 'bread', quantity: 1 },
        ],
        shops: [shop('a1', 'a', 1, 0), shop('b1', 'b', 0, 1)],
        offers: [offer('a', 'milk', 100), offer('a', 'bread', 500), offer('b', 'milk', 300), offer('b', 'bread', 300)],
      }),
    );
    // a alone costs 700, b alone 900: the cheapest single store is a.
    const one = byK(res, 1);
    expect(one.stores[0]!.retailerId).toBe('a');
    expect(one.total).toBe(700);
    expect(one.singleStoreBaseline).toBe(700);
    expect(one.savings).toBe(0);
    expect(one.savePercent).toBe(0);
    // Two stores: milk at a, bread at b, 500 Ft, 200 Ft less than a alone.
    const two = byK(res, 2);
    expect(two.total).toBe(2 * 100 + 300);
    expect(two.singleStoreBaseline).toBe(700);
    expect(two.savings).toBe(200);
    expect(two.savePercent).toBe(28.6);
    // The zone's average store charges 200 for milk and 400 for bread: a second, separate figure.
    expect(two.averageBaseline).toBe(2 * 200 + 400);
    expect(two.averageSavings).toBe(300);
    expect(two.averageSavePercent).toBe(37.5);
    expect(one.averageSavings).toBe(100);
    expect(res.solutions).toEqual([two, one]);
    expect(SAVINGS_BASELINE.en).toMatch(/cheapest single shop/);
    expect(AVERAGE_STORE_BASELINE.en).toMatch(/average/);
  });

  it('measures the headline saving net of the trip when trip cost is counted; a one-store plan saves 0', () => {
    const items = [
      { productId: 'milk', quantity: 2 },
      { productId: 'bread', quantity: 1 },
    ];
    const shops = [shop('a1', 'a', 1, 0), shop('b1', 'b', 0, 1)];
    const offers = [offer('a', 'milk', 100), offer('a', 'bread', 900), offer('b', 'milk', 300), offer('b', 'bread', 300)];
    const res = planShopping(input({ items, shops, offers, travel: { include: true, costPerKm: 60 } }));
    const one = byK(res, 1);
    const two = byK(res, 2);
    expect(one.savings).toBe(0);
    expect(one.singleStoreBaseline).toBe(one.netTotal);
    expect(two.singleStoreBaseline).toBe(one.netTotal);
    expect(two.savings).toBe(one.netTotal - two.netTotal);
    expect(two.savings).toBeLessThan(one.total - two.total);
  });

  // Two shops of one chain with different assortments: a1 does not stock p3, a2 stocks neither p1 nor p2.
  const oneChainTwoAssortments = (a2p1: number | null): Pick<PlanInput, 'items' | 'shops' | 'offers'> => ({
    items: ['p1', 'p2', 'p3'].map((productId) => ({ productId, quantity: 1 })),
    shops: [shop('a1', 'a', 1, 0), shop('a2', 'a', 0, 1), shop('b1', 'b', -1, 0)],
    offers: [
      offer('a', 'p1', 100, { shopPrices: [{ shopId: 'a2', price: a2p1 }] }),
      offer('a', 'p2', 100, { shopPrices: [{ shopId: 'a2', price: null }] }),
      offer('a', 'p3', 10, { shopPrices: [{ shopId: 'a1', price: null }] }),
      offer('b', 'p1', 5),
    ],
  });

  it('shows no headline saving for a plan whose items no single shop sells, though it buys as many as one does', () => {
    for (const search of ['auto', 'classes', 'retailers'] as const) {
      const res = planWithSearch(input(oneChainTwoAssortments(null)), search);
      const one = byK(res, 1);
      expect(one.stores.map((st) => st.shop.id)).toEqual(['a1']);
      expect(one.total).toBe(200);
      expect(one.singleStoreBaseline).toBe(200);
      // p1 at b1 and p3 at a2 for 15 Ft: no shop sells p1 and p3 together, so there is nothing to measure it
      // against (a1's 200 Ft buys p1 and p2, not the same items).
      const two = byK(res, 2);
      expect(two.stores.map((st) => st.shop.id).sort()).toEqual(['a2', 'b1']);
      expect(two.total).toBe(15);
      expect(two.coveredItemCount).toBe(one.coveredItemCount);
      expect(two.singleStoreBaseline).toBeNull();
      expect(two.savings).toBeNull();
      expect(two.savePercent).toBeNull();
      // Ranked like any plan without a single-shop saving: after the plans buying as many items that have one.
      expect(res.solutions).toEqual([one, two]);
    }
  });

  it('measures a plan against the cheapest single shop that sells the same items, travel on and off', () => {
    // a2 now stocks p1 (at 300 Ft, its own price): a2 alone sells p1 and p3, the items the two-store plan buys.
    const parts = oneChainTwoAssortments(300);
    for (const include of [false, true]) {
      const travel = { include, costPerKm: 60 };
      const res = planShopping(input({ ...parts, travel }));
      const one = byK(res, 1);
      const two = byK(res, 2);
      expect(one.stores.map((st) => st.shop.id)).toEqual(['a1']);
      expect(two.stores.map((st) => st.shop.id).sort()).toEqual(['a2', 'b1']);
      // What the app itself charges for shopping at a2 alone (its trip included when trips count).
      const a2Only = byK(planShopping(input({ ...parts, shops: parts.shops.filter((s) => s.id === 'a2'), travel })), 1);
      expect(a2Only.total).toBe(310);
      const base = include ? a2Only.netTotal : a2Only.total;
      expect(two.singleStoreBaseline).toBe(base);
      expect(two.savings).toBe(base - (include ? two.netTotal : two.total));
      expect(two.savePercent).toBe(Math.round((two.savings! / base) * 1000) / 10);
      expect(res.solutions[0]).toBe(two);
    }
  });

  it('never offers a plan with a store where nothing is bought, and says more stores would not save more', () => {
    // Every item is cheapest at Aldi or Lidl; EcoFamily and Spar are dearer for everything.
    const items = ['milk', 'bread', 'eggs', 'flour'].map((productId) => ({ productId, quantity: 1 }));
    const shops = [shop('aldi1', 'aldi', 1, 0), shop('lidl1', 'lidl', 0, 1), shop('eco1', 'eco', 0.2, 0.2), shop('spar1', 'spar', -1, 0)];
    const offers = [
      ...['milk', 'bread'].map((p) => offer('aldi', p, 100)),
      ...['eggs', 'flour'].map((p) => offer('aldi', p, 300)),
      ...['milk', 'bread'].map((p) => offer('lidl', p, 300)),
      ...['eggs', 'flour'].map((p) => offer('lidl', p, 100)),
      ...items.map((i) => offer('eco', i.productId, 400)),
      ...items.map((i) => offer('spar', i.productId, 500)),
    ];
    for (const include of [false, true]) {
      const res = planShopping(input({ items, shops, offers, travel: { include, costPerKm: 10 } }));
      expect(res.solutions.map((s) => s.storeCount)).toEqual([2, 1]);
      expect(res.leftOutStoreCounts).toEqual([3, 4]);
      for (const s of res.solutions) for (const st of s.stores) expect(st.lines.length).toBeGreaterThan(0);
      const two = byK(res, 2);
      expect(two.stores.map((st) => st.retailerId).sort()).toEqual(['aldi', 'lidl']);
      expect(two.notes).toEqual([
        { kind: 'no-extra-saving', storeCount: 3 },
        { kind: 'no-extra-saving', storeCount: 4 },
      ]);
    }
  });

  it('rounds each line to whole forints, not each unit', () => {
    const res = planShopping(
      input({
        items: [
          { productId: 'cheese', quantity: 0.5 },
          { productId: 'apple', quantity: 3 },
        ],
        shops: [shop('a1', 'a', 1, 0)],
        offers: [offer('a', 'cheese', 199), offer('a', 'apple', 33.3)],
      }),
    );
    const lines = byK(res, 1).stores[0]!.lines;
    expect(lines.map((l) => l.lineTotal)).toEqual([100, 100]);
    expect(byK(res, 1).total).toBe(200);
  });

  it('uses a shop’s own price and falls back to the chain price', () => {
    const shops = [shop('near', 'a', 1, 0), shop('promo', 'a', 6, 0), shop('gap', 'a', 0.5, 0)];
    const offers = [
      offer('a', 'milk', 500, {
        shopPrices: [
          { shopId: 'promo', price: 200 },
          { shopId: 'gap', price: null },
        ],
      }),
      offer('a', 'bread', 300),
    ];
    const items = [
      { productId: 'milk', quantity: 2 },
      { productId: 'bread', quantity: 1 },
    ];
    const res = planShopping(input({ items, shops, offers }));
    const one = byK(res, 1);
    expect(one.stores[0]!.shop.id).toBe('promo');
    expect(one.total).toBe(700);
    // With trips counted, 6 km each way at 60 Ft/km x 1.3 costs more than the 600 Ft promo saving.
    const withTrip = planShopping(input({ items, shops, offers, travel: { include: true } }));
    expect(byK(withTrip, 1).stores[0]!.shop.id).toBe('near');
    expect(byK(withTrip, 1).total).toBe(1300);
  });

  it('among shops that share one price list, visits the one on the best route, not merely the nearest', () => {
    // Three Aldi shops share a promotion (milk 100 instead of 500); Lidl's only shop is 5 km north.
    const shops = [
      shop('aldi-chain', 'aldi', 0.5, 0.5),
      shop('aldi-west', 'aldi', 0, -2),
      shop('aldi-north', 'aldi', 5, 0.5),
      shop('aldi-south', 'aldi', -3, 0),
      shop('lidl', 'lidl', 5, 0),
    ];
    const promo = ['aldi-west', 'aldi-north', 'aldi-south'].map((shopId) => ({ shopId, price: 100 }));
    const offers = [offer('aldi', 'milk', 500, { shopPrices: promo }), offer('aldi', 'bread', 900), offer('lidl', 'milk', 600), offer('lidl', 'bread', 100)];
    const items = ['milk', 'bread'].map((productId) => ({ productId, quantity: 1 }));
    const inp = input({ items, shops, offers, travel: { include: true, costPerKm: 60 } });
    for (const search of ['auto', 'classes', 'retailers'] as const) {
      const two = byK(planWithSearch(inp, search), 2);
      expect(two.stores.map((st) => st.shop.id).sort()).toEqual(['aldi-north', 'lidl']);
      expect(two.total).toBe(200);
    }
    expectMatchesOracle(inp, planShopping(inp), bruteForcePlan(inp));
  });

  it('leaves out a split that does not pay for its trip, and says why on the plan it loses to', () => {
    const items = [
      { productId: 'milk', quantity: 1 },
      { productId: 'bread', quantity: 1 },
    ];
    const shops = [shop('a1', 'a', 1, 0), shop('b1', 'b', -2, 0)];
    const offers = [offer('a', 'milk', 1000), offer('a', 'bread', 1000), offer('b', 'milk', 760), offer('b', 'bread', 1400)];
    const off = planShopping(input({ items, shops, offers }));
    expect(off.solutions.map((s) => s.storeCount)).toEqual([2, 1]);
    expect(byK(off, 2).savings).toBe(240);

    const on = planShopping(input({ items, shops, offers, travel: { include: true, costPerKm: 60 } }));
    expect(on.solutions.map((s) => s.storeCount)).toEqual([1]);
    expect(on.leftOutStoreCounts).toEqual([2]);
    const one = byK(on, 1);
    const two = byK(off, 2);
    expect(one.notes).toHaveLength(1);
    const note = one.notes[0]!;
    expect(note).toMatchObject({ kind: 'split-not-worth', storeCount: 2, extraStoreSaving: 240 });
    // 1 km out and back is 2 km x 1.3 x 60 Ft; the split drives about 6 km x 1.3 (the test grid is flat-earth).
    expect(Math.abs(one.travelCost - 156)).toBeLessThanOrEqual(2);
    expect(note.kind === 'split-not-worth' && Math.abs(note.extraTripCost - (468 - 156))).toBeLessThanOrEqual(2);
    expect(two.route.km).toBeGreaterThan(one.route.km);
  });

  it('reports the route from the zone point through the shops and back', () => {
    const res = planShopping(
      input({
        items: [
          { productId: 'x', quantity: 1 },
          { productId: 'y', quantity: 1 },
          { productId: 'z', quantity: 1 },
        ],
        shops: [shop('n', 'a', 3, 0), shop('e', 'b', 0, 3), shop('ne', 'c', 3, 3)],
        offers: [offer('a', 'x', 1), offer('b', 'y', 1), offer('c', 'z', 1)],
        travel: { costPerKm: 100, costPerStop: 50 },
      }),
    );
    const three = byK(res, 3);
    const ids = three.route.shopIds;
    expect(ids[1]).toBe('ne');
    expect(three.route.legs).toHaveLength(4);
    expect(three.route.legs[0]!.fromShopId).toBeNull();
    expect(three.route.legs[3]!.toShopId).toBeNull();
    expect(three.route.km).toBeCloseTo(12 * 1.3, 1);
    expect(Math.abs(three.travelCost - (three.route.km * 100 + 150))).toBeLessThanOrEqual(0.6);
    expect(three.stores.map((s) => s.visitOrder)).toEqual([1, 2, 3]);
    const e = three.stores.find((s) => s.shop.id === 'e')!;
    expect(e.shop.distanceM).toBe(Math.round(haversineM(ZONE.latitude, ZONE.longitude, e.shop.latitude, e.shop.longitude)));
  });

  it('plans k = 1 .. min(4, retailers available)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const products = ['p0', 'p1', 'p2', 'p3'];
    const shops = ids.map((id, j) => shop(`${id}1`, id, j, 1));
    // Retailer j sells product j for 100 and everything else for 200: each extra store saves 100.
    const offers = ids.flatMap((id, j) => products.map((p, i) => offer(id, p, i === j ? 100 : 200 + j)));
    const items = products.map((productId) => ({ productId, quantity: 1 }));
    expect(planShopping(input({ items, shops, offers })).solutions).toHaveLength(4);
    expect(planShopping(input({ items, shops, offers, maxStores: 2 })).solutions).toHaveLength(2);
    const few = input({ items, shops, offers, excludedRetailerIds: ['a', 'b', 'c'] });
    // 'f' sells nothing on the list, 'e' has no shop in the zone.
    const narrowed = {
      ...few,
      offers: offers.filter((o) => o.retailerId !== 'f'),
      shops: shops.map((s) => (s.retailerId === 'e' ? { ...s, ...at(40, 0) } : s)),
    };
    const res = planShopping(narrowed);
    expect(res.retailersAvailable).toBe(1);
    expect(res.solutions.map((s) => s.storeCount)).toEqual([1]);
    expect(res.solutions[0]!.stores[0]!.retailerId).toBe('d');
  });

  it('sorts by save_percent descending, travel on or off', () => {
    let compared = 0;
    for (let seed = 0; seed < 200; seed++) {
      for (const include of [false, true]) {
        const inp = { ...smallRandomInput(seed), travel: { include, costPerKm: 60 } };
        const sols = planShopping(inp).solutions.filter((s) => s.savePercent !== null);
        for (let i = 1; i < sols.length; i++, compared++) expect(sols[i - 1]!.savePercent!).toBeGreaterThanOrEqual(sols[i]!.savePercent!);
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('returns no solutions for an empty list and rejects bad quantities', () => {
    const shops = [shop('a1', 'a', 1, 0)];
    expect(planShopping(input({ items: [], shops, offers: [] })).solutions).toEqual([]);
    expect(() => planShopping(input({ items: [{ productId: 'x', quantity: 0 }], shops, offers: [] }))).toThrow(RangeError);
  });
});
