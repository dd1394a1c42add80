import { describe, expect, it } from 'vitest';
import { planShopping } from './index.js';
import { packsFor, reduceKinds, type KindLineInput } from './kinds.js';
import { bruteForcePlan } from '../../../tests/support/planner/brute-force.js';
import { kindsRandomInput } from '../../../tests/support/planner/random-instance.js';
import type { PlanInput, PlannerId } from './types.js';
import { offerKind } from '../repo/catalogue-snapshot.js';

/** A shop's price for a product: its own if it has one (null: not stocked), else the chain's; the cheapest offer. */
function priceAt(inp: PlanInput, shopId: PlannerId, retailerId: PlannerId, productId: PlannerId): number | null {
  let best: number | null = null;
  for (const o of inp.offers) {
    if (o.retailerId !== retailerId || o.productId !== productId) continue;
    const own = o.shopPrices?.find((sp) => sp.shopId === shopId);
    const p = own ? own.price : o.price;
    if (p !== null && (best === null || p < best)) best = p;
  }
  return best;
}

const round = (x: number) => Math.floor(x + 0.5 + 1e-9);

describe('reduceKinds', () => {
  it('plans "any brand" lines exactly: matches a brute force that tries every product of each kind at every store', () => {
    let kindLinesBought = 0;
    let perShopChoices = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const { input, kinds } = kindsRandomInput(seed);
      const oracle = bruteForcePlan(input, kinds);
      const reduced = reduceKinds(input, kinds);
      const res = planShopping(reduced.input);
      const kept = oracle.filter((o) => !oracle.some((f) => f.k < o.k && f.uncovered === o.uncovered && f.cost <= o.cost));
      expect(res.solutions.map((s) => s.storeCount).sort()).toEqual(kept.map((o) => o.k));
      for (const o of kept) {
        const s = res.solutions.find((x) => x.storeCount === o.k)!;
        expect(s.missingItems.length).toBe(o.uncovered);
        expect(input.travel?.include ? s.netTotal : s.total).toBe(o.cost);
        for (const st of s.stores)
          for (const ln of st.lines) {
            const line = reduced.lineOf(ln.productId);
            if (!line) {
              expect(reduced.decode(ln, st.shop.id)).toBeNull();
              continue;
            }
            kindLinesBought++;
            // The real product bought: one of the kind, enough packs, at the shop's price, and no other is cheaper there.
            const c = reduced.decode(ln, st.shop.id)!;
            const cand = line.candidates.find((x) => x.productId === c.productId)!;
            expect(cand).toBeDefined();
            expect(c.packs).toBe(packsFor(line.amount, cand.package));
            expect(c.packs * cand.package).toBeGreaterThanOrEqual(line.amount - 1e-9);
            expect(c.unitPrice).toBe(priceAt(input, st.shop.id, st.retailerId, c.productId));
            expect(ln.lineTotal).toBe(round(c.unitPrice * c.packs));
            if (c.unitPrice !== input.offers.find((x) => x.offerId === c.offerId)!.price) perShopChoices++;
            for (const other of line.candidates) {
              const p = priceAt(input, st.shop.id, st.retailerId, other.productId);
              if (p !== null) expect(ln.lineTotal).toBeLessThanOrEqual(round(p * packsFor(line.amount, other.package)));
            }
          }
      }
    }
    // The instances do exercise kind lines, and shops' own prices for them.
    expect(kindLinesBought).toBeGreaterThan(300);
    expect(perShopChoices).toBeGreaterThan(10);
  });

  it('compares unit prices where package sizes differ, and says which product it chose at each shop', () => {
    const shops = [
      { id: 's1', retailerId: 'a', latitude: 47.49, longitude: 19.04, address: 'A1' },
      { id: 's2', retailerId: 'a', latitude: 47.491, longitude: 19.041, address: 'A2' },
    ];
    const input: PlanInput = {
      items: [],
      zone: { latitude: 47.49, longitude: 19.04, radiusM: 5000, retailerIds: ['a'] },
      retailers: [{ id: 'a', name: 'A' }],
      shops,
      offers: [
        // 3 l of milk: 3 × 1 l at 300 = 900, or 2 × 1.5 l at 420 = 840 (cheaper per litre although dearer per pack).
        { offerId: 'one', retailerId: 'a', productId: 'milk1', price: 300, shopPrices: [{ shopId: 's2', price: 250 }] },
        { offerId: 'big', retailerId: 'a', productId: 'milk15', price: 420 },
      ],
    };
    const kinds: KindLineInput[] = [{ lineId: 7, amount: 3, candidates: [{ productId: 'milk1', package: 1 }, { productId: 'milk15', package: 1.5 }] }];
    const reduced = reduceKinds(input, kinds);
    const virtual = reduced.input.offers.find((o) => o.productId === 'kind#0')!;
    expect(reduced.decode({ productId: 'kind#0', offerId: virtual.offerId }, 's1')).toEqual({ lineId: 7, offerId: 'big', productId: 'milk15', packs: 2, unitPrice: 420 });
    // At s2 the 1 l pack is 250: 3 × 250 = 750 beats 840.
    expect(reduced.decode({ productId: 'kind#0', offerId: virtual.offerId }, 's2')).toEqual({ lineId: 7, offerId: 'one', productId: 'milk1', packs: 3, unitPrice: 250 });
    const best = planShopping(reduced.input).solutions[0]!;
    expect(best.total).toBe(750);
    expect(best.stores[0]!.shop.id).toBe('s2');
  });
});

describe('offerKind', () => {
  const canonical = { key: 'potatoes/0/1', name_hu: 'Burgonya 2,5 kg', name_en: 'Potatoes 2.5 kg', type_name_hu: 'Burgonya', type_name_en: 'Potatoes' };
  it("is a modelled product's type: its canonical key before the first '/'", () => {
    expect(offerKind({ canonical_id: 5, kind_id: null }, canonical, undefined)).toEqual({ key: 'type:potatoes', name_hu: 'Burgonya', name_en: 'Potatoes' });
    expect(offerKind({ canonical_id: 6 }, { ...canonical, key: 'potatoes/1/0' }, undefined).key).toBe('type:potatoes');
  });
  it("is, for an observed product, the product type its monitor leaf category is: one kind with the modelled one", () => {
    expect(offerKind({ canonical_id: 5, kind_id: 41 }, canonical, { name: 'Étkezési burgonya' })).toEqual(offerKind({ canonical_id: 5, kind_id: null }, canonical, undefined));
    expect(offerKind({ canonical_id: 7, kind_id: 14 }, canonical, { name: 'Tojás' })).toEqual({ key: 'type:eggs', name_hu: 'Tojás', name_en: 'Eggs' });
  });
  it("is the monitor leaf category itself where no product type is that leaf", () => {
    expect(offerKind({ canonical_id: 5, kind_id: 107 }, canonical, { name: 'Ementáli' })).toEqual({ key: 'monitor:107', name_hu: 'Ementáli', name_en: 'Ementáli' });
  });
  it('is the product itself when it has no type', () => {
    expect(offerKind({ canonical_id: 9 }, { ...canonical, key: 'milk', type_name_hu: '', type_name_en: '' }, undefined).key).toBe('canonical:9');
  });
});
