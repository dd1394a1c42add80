import type { KindLineInput } from '../../../src/server/planner/kinds.js';
import type { PlanInput, PlannerId, PlanOfferInput, PlanShopInput, ShopPriceInput } from '../../../src/server/planner/types.js';

/** Small, seeded PRNG (mulberry32): tests and benches must replay the same instances. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A small random plan input that exercises every rule: assortment gaps, shop prices and shop
 * gaps, several offers per product, duplicates, shops outside the radius, excluded retailers,
 * fractional quantities, travel on and off. Small enough for the brute-force oracle.
 */
export function smallRandomInput(seed: number): PlanInput {
  const r = rng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const centre = { latitude: 47.49 + (r() - 0.5) * 0.1, longitude: 19.04 + (r() - 0.5) * 0.1 };
  const nRetailers = int(1, 5);
  const nItems = int(1, 7);
  const retailers = Array.from({ length: nRetailers }, (_, i) => ({ id: `r${i}`, name: `Retailer ${i}` }));
  const shops: PlanShopInput[] = [];
  for (const ret of retailers)
    for (let j = int(1, 3); j > 0; j--)
      shops.push({
        id: `${ret.id}s${j}`,
        retailerId: ret.id,
        latitude: centre.latitude + (r() - 0.5) * 0.12,
        longitude: centre.longitude + (r() - 0.5) * 0.18,
        address: `${j} Test street`,
      });
  const carry = 0.4 + r() * 0.6;
  const ownPrices = r() < 0.4 ? r() * 0.5 : 0;
  const offers: PlanOfferInput[] = [];
  for (const ret of retailers)
    for (let i = 0; i < nItems; i++) {
      if (r() > carry) continue;
      for (let o = r() < 0.15 ? 2 : 1; o > 0; o--) {
        const price = r() < 0.2 ? int(100, 999) + 0.5 : int(100, 2000);
        const own = shops
          .filter((s) => s.retailerId === ret.id && r() < ownPrices)
          .map((s) => ({ shopId: s.id, price: r() < 0.25 ? null : int(80, 2100) }));
        offers.push({ offerId: `${ret.id}p${i}o${o}`, retailerId: ret.id, productId: i, price, ...(own.length ? { shopPrices: own } : {}) });
      }
    }
  const items = Array.from({ length: nItems }, (_, i) => ({ productId: i, quantity: pick([1, 1, 2, 3, 0.5, 1.5, 0.25]) }));
  if (r() < 0.1) items.push({ productId: 0, quantity: 1 });
  const zoneRetailers = retailers.filter(() => r() < 0.9).map((x) => x.id);
  return {
    items,
    zone: { ...centre, radiusM: r() < 0.3 ? int(2000, 5000) : 25000, retailerIds: zoneRetailers },
    excludedRetailerIds: r() < 0.2 ? [pick(retailers).id] : [],
    retailers,
    shops,
    offers,
    travel: { include: r() < 0.5, costPerKm: pick([0, 60, 60, 200, 1000]), costPerStop: pick([0, 0, 150]) },
    maxStores: r() < 0.2 ? int(1, 3) : 4,
  };
}

/**
 * A small seeded input where shops price items differently. 'realistic': each shop charges its own price
 * for 5-10% of the items (a deviation up or down, sometimes not stocked) and the chain price for the rest,
 * and some shops share one deviating price list (a regional price zone); 'independent': every shop prices
 * every item on its own. Small enough for the brute-force oracle (at most 5 retailers x 5 shops).
 */
export function perShopInput(seed: number, kind: 'realistic' | 'independent'): PlanInput {
  const r = rng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const nRetailers = int(2, 5);
  const nItems = kind === 'realistic' ? int(12, 40) : int(3, 12);
  const centre = { latitude: 47.49, longitude: 19.04 };
  const retailers = Array.from({ length: nRetailers }, (_, i) => ({ id: i + 1, name: `Retailer ${i}` }));
  const shops: (PlanShopInput & { id: number })[] = [];
  for (const ret of retailers)
    for (let j = int(1, 5); j > 0; j--)
      shops.push({
        id: shops.length + 1,
        retailerId: ret.id,
        latitude: centre.latitude + (r() - 0.5) * 0.1,
        longitude: centre.longitude + (r() - 0.5) * 0.15,
        address: `${j} Test street`,
      });
  const offers: PlanOfferInput[] = [];
  const share = 0.05 + r() * 0.05;
  for (const ret of retailers) {
    const own = shops.filter((s) => s.retailerId === ret.id);
    // A price zone: these shops copy the first one's deviations.
    const zone = new Set(own.filter(() => r() < 0.3).map((s) => s.id));
    const first = [...zone][0];
    const zonePrice = new Map<number, number | null>();
    for (let i = 0; i < nItems; i++) {
      if (r() < 0.15) continue;
      const price = int(100, 2000);
      const shopPrices = own.flatMap((s) => {
        if (kind === 'independent') return [{ shopId: s.id, price: r() < 0.1 ? null : int(100, 2000) }];
        const key = zone.has(s.id) ? first! : s.id;
        if (zone.has(s.id) && s.id !== first && zonePrice.has(key * 1000 + i)) return [{ shopId: s.id, price: zonePrice.get(key * 1000 + i)! }];
        // Always draw, so that a zone's later shops see the first one's choice.
        const deviates = r() < share;
        const p = r() < 0.1 ? null : Math.max(1, Math.round(price * (0.8 + r() * 0.4)));
        if (zone.has(s.id)) zonePrice.set(key * 1000 + i, deviates ? p : price);
        return deviates ? [{ shopId: s.id, price: p }] : [];
      });
      offers.push({ offerId: ret.id * 1000 + i, retailerId: ret.id, productId: i + 1, price, shopPrices });
    }
  }
  return {
    items: Array.from({ length: nItems }, (_, i) => ({ productId: i + 1, quantity: r() < 0.8 ? 1 : 2 })),
    zone: { ...centre, radiusM: 25000, retailerIds: retailers.map((x) => x.id) },
    retailers,
    shops,
    offers,
    travel: { include: r() < 0.5, costPerKm: [0, 60, 200][int(0, 2)]!, costPerStop: r() < 0.3 ? 150 : 0 },
    maxStores: 4,
  };
}

/**
 * A small seeded input with "any brand" lines: some of the products become the candidates of 1-3 kinds, each with
 * its own package size (so packs and unit prices differ), and each kind is wanted as an amount; the other products
 * stay fixed lines (a candidate is sometimes also a fixed line). Half the seeds start from perShopInput, so kind
 * candidates carry per-shop prices too.
 */
export function kindsRandomInput(seed: number): { input: PlanInput; kinds: KindLineInput[] } {
  const base = seed % 2 === 0 ? smallRandomInput(seed) : perShopInput(seed, seed % 4 === 1 ? 'realistic' : 'independent');
  const r = rng(seed * 7919 + 1);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const products = [...new Set(base.items.map((i) => i.productId))];
  // Shuffle, then deal products out to the kinds.
  for (let i = products.length - 1; i > 0; i--) {
    const j = int(0, i);
    [products[i], products[j]] = [products[j]!, products[i]!];
  }
  const kinds: KindLineInput[] = [];
  const used = new Set<PlannerId>();
  for (let k = int(1, 3); k > 0 && products.length; k--) {
    const candidates = products.splice(0, int(1, Math.min(4, products.length))).map((productId) => {
      used.add(productId);
      return { productId, package: pick([0.25, 0.5, 1, 1, 1.5, 2, 2.5, 10]) };
    });
    kinds.push({ lineId: `line${k}`, amount: pick([0.5, 1, 1, 2, 2.5, 3, 4.5]), candidates });
  }
  const items = base.items.filter((i) => !used.has(i.productId) || r() < 0.15);
  return { input: { ...base, items }, kinds };
}

/**
 * A small seeded input whose chains' shops stock different items ("not stocked" shop prices): one big chain sells the
 * whole list, staples at (nearly) every shop and its specialities each at some of its shops; the other chains sell
 * some of the staples. Plans with more shops then often buy as many items as the one-shop plan but other ones, so
 * the headline saving has to find a single shop selling exactly those items (or has none). Sometimes a chain has
 * two offers for an item, each with its own gaps. Small enough for the brute-force oracle.
 */
export function assortmentInput(seed: number): PlanInput {
  const r = rng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const price = (): number => Math.round(10 * Math.exp(r() * 5)) + (r() < 0.2 ? 0.5 : 0);
  const centre = { latitude: 47.49, longitude: 19.04 };
  const nRetailers = int(2, 4);
  const nItems = int(3, 6);
  const nStaples = int(1, nItems - 2);
  const retailers = Array.from({ length: nRetailers }, (_, i) => ({ id: `r${i}`, name: `Retailer ${i}` }));
  const shops: PlanShopInput[] = [];
  retailers.forEach((ret, x) => {
    for (let j = x === 0 ? int(3, 5) : int(1, 2); j > 0; j--)
      shops.push({
        id: `${ret.id}s${j}`,
        retailerId: ret.id,
        latitude: centre.latitude + (r() - 0.5) * 0.1,
        longitude: centre.longitude + (r() - 0.5) * 0.15,
        address: `${j} Test street`,
      });
  });
  // Per shop of the big chain, the specialities it stocks: as many at every shop (other ones), or each by chance.
  const specialityIds = Array.from({ length: nItems - nStaples }, (_, x) => nStaples + x);
  const sameCount = r() < 0.6;
  const perShop = int(1, specialityIds.length);
  const stocks = (): Set<number> => {
    if (!sameCount) return new Set(specialityIds.filter(() => r() < 0.5));
    const ids = [...specialityIds];
    for (let x = ids.length - 1; x > 0; x--) {
      const y = int(0, x);
      [ids[x], ids[y]] = [ids[y]!, ids[x]!];
    }
    return new Set(ids.slice(0, perShop));
  };
  const specialities = new Map(shops.filter((s) => s.retailerId === retailers[0]!.id).map((s) => [s.id, stocks()]));
  const stapleGap = r() < 0.3 ? 0 : 0.3;
  const ownPrices = r() * 0.6;
  const otherRange = 0.4 + r() * 0.4;
  const otherGap = r() < 0.5 ? 0 : 0.3;
  const offers: PlanOfferInput[] = [];
  retailers.forEach((ret, x) => {
    for (let i = 0; i < nItems; i++) {
      if (x > 0 && (i >= nStaples || r() > otherRange)) continue;
      for (let o = r() < 0.15 ? 2 : 1; o > 0; o--) {
        const own = shops
          .filter((s) => s.retailerId === ret.id)
          .flatMap((s): ShopPriceInput[] => {
            const stocked = x === 0 ? (i < nStaples ? r() >= stapleGap : specialities.get(s.id)!.has(i)) : r() >= otherGap;
            return !stocked ? [{ shopId: s.id, price: null }] : r() < ownPrices ? [{ shopId: s.id, price: price() }] : [];
          });
        const offerId = `${ret.id}p${i}o${o}`;
        offers.push({ offerId, retailerId: ret.id, productId: i, price: price(), ...(own.length ? { shopPrices: own } : {}) });
      }
    }
  });
  return {
    items: Array.from({ length: nItems }, (_, i) => ({ productId: i, quantity: pick([1, 1, 2, 0.5, 1.5]) })),
    zone: { ...centre, radiusM: 25000, retailerIds: retailers.map((x) => x.id) },
    retailers,
    shops,
    offers,
    travel: { include: r() < 0.5, costPerKm: pick([5, 20, 60]), costPerStop: pick([0, 0, 40]) },
    maxStores: r() < 0.2 ? int(1, 3) : 4,
  };
}
