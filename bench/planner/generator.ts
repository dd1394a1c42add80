import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { haversineM } from '../../src/server/planner/geo.js';
import { rng } from '../../tests/support/planner/random-instance.js';
import { NO_SHOP_PRICES, type PlanInput, type PlanOfferInput, type PlanShopInput } from '../../src/server/planner/types.js';
import { readOsmShops } from '../../tools/catalogue/sources.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DATA = path.resolve(REPO_ROOT, '../shared/data');

const CENTRE = { latitude: 47.49, longitude: 19.04 };
const DISC_M = 25000;

interface Footprint {
  chain: string;
  points: { latitude: number; longitude: number }[];
}

let footprintCache: Footprint[] | undefined;

/** Real shop locations per chain (OpenStreetMap, Budapest and agglomeration). */
export function loadFootprints(): Footprint[] {
  if (footprintCache) return footprintCache;
  const byChain = new Map<string, Footprint['points']>();
  for (const shop of readOsmShops(SHARED_DATA)) {
    const p = { latitude: shop.lat, longitude: shop.lon };
    if (!Number.isFinite(p.latitude) || !Number.isFinite(p.longitude)) continue;
    let list = byChain.get(shop.retailer);
    if (!list) byChain.set(shop.retailer, (list = []));
    list.push(p);
  }
  footprintCache = [...byChain].map(([chain, points]) => ({ chain, points })).sort((a, b) => a.chain.localeCompare(b.chain));
  return footprintCache;
}

export interface GenOptions {
  seed: number;
  retailers: number;
  items: number;
  shops: number;
  /**
   * Shop prices. 'independent' (or true): every shop prices every offer on its own (within +-10% of the
   * chain price, 5% promotions, 5% not stocked). 'realistic': each shop charges its own price for 5-10% of
   * the retailer's offers (its share drawn per shop; up or down by up to 15%, one in ten not stocked) and
   * the chain price for the rest, as the price monitor shows for most chains.
   */
  shopPrices?: boolean | 'independent' | 'realistic';
  includeTravel?: boolean;
  maxStores?: number;
}

/**
 * A grocery-like plan input: retailers with a price level (discounters cheaper, narrower range),
 * assortment gaps, weekly promotions, per-item noise, list quantities including weighed goods,
 * and shops placed around real shops of the chain each retailer borrows its footprint from.
 */
/** Ids are numbers, as the server passes them (database ids). */
export function generateInput(o: GenOptions): PlanInput {
  const r = rng(o.seed * 7919 + 17);
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
  const foot = loadFootprints();

  const retailers = Array.from({ length: o.retailers }, (_, i) => {
    const discounter = r() < 0.35;
    return {
      id: i + 1,
      name: `Retailer ${i}`,
      footprint: foot[i % foot.length]!,
      level: discounter ? 0.82 + r() * 0.1 : 0.95 + r() * 0.25,
      range: discounter ? 0.55 + r() * 0.2 : 0.8 + r() * 0.18,
    };
  });

  const basePrice = Array.from({ length: o.items }, () => Math.round(Math.exp(Math.log(150) + r() * Math.log(5000 / 150))));
  const quantity = Array.from({ length: o.items }, () => {
    const x = r();
    return x < 0.65 ? 1 : x < 0.8 ? 2 : x < 0.85 ? 3 : x < 0.93 ? 0.5 : 1.5;
  });

  // Shops: shares follow each borrowed chain's real shop count.
  const weight = retailers.map((ret) => ret.footprint.points.length);
  const wSum = weight.reduce((a, b) => a + b, 0);
  const counts = weight.map((w) => Math.max(1, Math.floor((w / wSum) * o.shops)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < o.shops; i = (i + 1) % counts.length) counts[i]!++;
  const shops: PlanShopInput[] = [];
  retailers.forEach((ret, i) => {
    for (let j = 0; j < counts[i]!; j++) {
      for (;;) {
        const base = ret.footprint.points[Math.floor(r() * ret.footprint.points.length)]!;
        const p = {
          latitude: base.latitude + (gauss() * 1.5) / 111.2,
          longitude: base.longitude + (gauss() * 1.5) / 75.1,
        };
        if (haversineM(CENTRE.latitude, CENTRE.longitude, p.latitude, p.longitude) <= DISC_M) {
          shops.push({ id: shops.length + 1, retailerId: ret.id, address: `${j} Bench utca, Budapest`, ...p });
          break;
        }
      }
    }
  });

  const offers: PlanOfferInput[] = [];
  retailers.forEach((ret) => {
    const own = shops.filter((s) => s.retailerId === ret.id);
    const deviation = own.map(() => 0.05 + r() * 0.05);
    for (let i = 0; i < o.items; i++) {
      if (r() > ret.range) continue;
      const promo = r() < 0.1 ? 0.6 + r() * 0.2 : 1;
      const price = Math.max(1, Math.round(basePrice[i]! * ret.level * (0.85 + r() * 0.3) * promo));
      // Always with a shopPrices array, as the server builds offers (the shared empty one where no shop has its own
      // price): one object shape for every instance.
      const offer: PlanOfferInput = { offerId: ret.id * 100_000 + i, retailerId: ret.id, productId: i + 1, price, shopPrices: NO_SHOP_PRICES };
      if (o.shopPrices === 'realistic')
        offer.shopPrices = own.flatMap((s, j) =>
          r() < deviation[j]! ? [{ shopId: s.id, price: r() < 0.1 ? null : Math.max(1, Math.round(price * (0.85 + r() * 0.3))) }] : [],
        );
      else if (o.shopPrices)
        offer.shopPrices = own.map((s) => ({
          shopId: s.id,
          price: r() < 0.05 ? null : Math.max(1, Math.round(price * (0.9 + r() * 0.2) * (r() < 0.05 ? 0.7 : 1))),
        }));
      offers.push(offer);
    }
  });

  const a = r() * 2 * Math.PI;
  const d = Math.sqrt(r()) * 5;
  return {
    items: basePrice.map((_, i) => ({ productId: i + 1, quantity: quantity[i]! })),
    zone: {
      latitude: CENTRE.latitude + (d * Math.sin(a)) / 111.2,
      longitude: CENTRE.longitude + (d * Math.cos(a)) / 75.1,
      radiusM: DISC_M,
      retailerIds: retailers.map((x) => x.id),
    },
    retailers: retailers.map(({ id, name }) => ({ id, name })),
    shops,
    offers,
    travel: { include: o.includeTravel ?? false },
    maxStores: o.maxStores ?? 4,
  };
}
