/**
 * "Any brand" lines: a list line that wants an amount of a kind of product (any product of the kind, in the same
 * unit) rather than one product. reduceKinds turns each such line into one virtual item before the planner runs:
 * its price at a retailer (and at each shop with prices of its own) is the cheapest way to buy the amount there,
 * min over the kind's products of ceil(amount / package) × price. A kind line's best choice at a store does not
 * depend on the other lines, so planning the reduced input is exact; decode maps a bought virtual line back to the
 * real offer and its number of packs.
 */
import { IdIndex } from './model.js';
import { I32, i32Work, keepShape } from './pool.js';
import { hasShopPrices, NO_SHOP_PRICES, type PlanInput, type PlanItemInput, type PlanLine, type PlannerId, type PlanOfferInput, type ShopPriceInput } from './types.js';

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

/**
 * A virtual offer: an instance of its own class rather than an object literal shaped like the caller's offers. V8
 * gives both literals one hidden class, so a virtual price that is not a small integer (packs x price) would widen
 * the price field of every offer object the caller holds, each then converted on its next read: measured on 200 lists
 * made before their first reduction, 873,073 conversions and every plan after it six times slower.
 */
class VirtualOffer implements PlanOfferInput {
  constructor(
    readonly offerId: string,
    readonly retailerId: PlannerId,
    readonly productId: string,
    readonly price: number,
    readonly shopPrices: readonly ShopPriceInput[],
  ) {}
}

/** A virtual offer's price at one shop: a class of its own too, for the same reason (see VirtualOffer). */
class VirtualShopPrice implements ShopPriceInput {
  constructor(
    readonly shopId: PlannerId,
    readonly price: number | null,
  ) {}
}

/** A kind line's virtual item (quantity 1: its price is already the whole amount's); see VirtualOffer. */
class VirtualItem implements PlanItemInput {
  readonly quantity = 1;
  constructor(readonly productId: string) {}
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
  // It runs before every plan with kind lines, over every offer of the request, so it works in passes over typed
  // arrays: one lookup per offer (its product: fixed item, kind candidate, both or neither), the candidates'
  // offers grouped by product, then per line and retailer the cheapest candidate in one scan. What a plan never
  // reads (the choice objects behind decode, the line lookup) is made when first asked for.
  // Per product id: bit 0 set for a fixed item; (code >> 1) - 1 its candidate product index, -1 when none (no code:
  // neither). Integer ids go through a table of typed arrays, several times cheaper to probe than a Map.
  let nCandidates = 0;
  for (const line of kinds) nCandidates += line.candidates.length;
  const code = new IdIndex(input.items.length + nCandidates, I32.kindKeys, I32.kindVals);
  for (const it of input.items) code.set(it.productId, 1);
  let nWanted = 0;
  for (const line of kinds)
    for (const c of line.candidates) {
      const was = Math.max(0, code.get(c.productId));
      if (was >> 1 === 0) code.set(c.productId, ((nWanted++ + 1) << 1) | was);
    }
  // The offers the planner still needs (those of fixed items; the virtual offers join them below), and the
  // candidates' offers by candidate product.
  const offers = input.offers;
  const kept: PlanOfferInput[] = [];
  let lastShopPrice: VirtualShopPrice | undefined;
  const wantedAt = i32Work(I32.kindWantedAt, offers.length);
  const wantedOf = i32Work(I32.kindWantedOf, offers.length);
  let nWantedOffers = 0;
  const count = new Int32Array(nWanted + 1);
  for (let x = 0; x < offers.length; x++) {
    const o = offers[x]!;
    const v = code.get(o.productId);
    if (v < 0) continue;
    if (v & 1) kept.push(o);
    const w = (v >> 1) - 1;
    if (w < 0) continue;
    wantedAt[nWantedOffers] = x;
    wantedOf[nWantedOffers++] = w;
    count[w + 1]!++;
  }
  for (let w = 0; w < nWanted; w++) count[w + 1]! += count[w]!;
  // Grouped in input order within a product; each with its retailer's index (first seen first).
  const byProduct = new Int32Array(nWantedOffers);
  const retailerAt = new Int32Array(nWantedOffers);
  const fill = count.slice(0, nWanted);
  // Sized for every candidate offer a retailer of its own, so that the table never fills, whatever the input.
  const retailerIndex = new IdIndex(nWantedOffers + 1, I32.kindRetailerKeys, I32.kindRetailerVals);
  const retailerIds: PlannerId[] = [];
  let lastId: PlannerId | undefined;
  let lastR = -1;
  for (let y = 0; y < nWantedOffers; y++) {
    const x = wantedAt[y]!;
    const id = offers[x]!.retailerId;
    if (lastR < 0 || id !== lastId) {
      lastId = id;
      lastR = retailerIndex.add(id, retailerIds.length);
      if (lastR === retailerIds.length) retailerIds.push(id);
    }
    const at = fill[wantedOf[y]!]!++;
    byProduct[at] = x;
    retailerAt[at] = lastR;
  }

  // Per line and retailer (scratch, by retailer index): whether the line has met the retailer yet, its cheapest
  // candidate offer so far (the first wins a tie), and whether any of its offers carries shop prices.
  const nR = retailerIds.length;
  const seen = new Int32Array(nR).fill(-1);
  const bestX = new Int32Array(nR);
  const bestCost = new Float64Array(nR);
  const bestPacks = new Float64Array(nR);
  const bestQ = new Int32Array(nR);
  const anyOwn = new Uint8Array(nR);
  const met: number[] = [];
  let retailerOfShop: Map<PlannerId, PlannerId> | undefined;

  // Per virtual offer: its line, the chain's choice (offer position, packs, candidate) and the shops' own choices.
  const vLine: number[] = [];
  const vOffer: number[] = [];
  const vPacks: number[] = [];
  const vCand: number[] = [];
  const vShops: Array<Map<PlannerId, KindChoice | null> | null> = [];
  // The virtual offers follow the kept ones in `kept`, from here on.
  const virtualStart = kept.length;
  // Per retailer index: '@' and its id, the tail of its virtual offers' ids (made when first needed).
  const idTail: string[] = new Array<string>(nR);
  const productIds = kinds.map((_, i) => kindProductId(i));
  const packs: number[] = [];
  const wantedOfCand: number[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const line = kinds[i]!;
    const productId = productIds[i]!;
    const cands = line.candidates;
    met.length = 0;
    for (let q = 0; q < cands.length; q++) {
      const c = cands[q]!;
      const p = packsFor(line.amount, c.package);
      packs[q] = p;
      const w = (code.get(c.productId) >> 1) - 1;
      wantedOfCand[q] = w;
      for (let y = count[w]!; y < count[w + 1]!; y++) {
        const x = byProduct[y]!;
        const r = retailerAt[y]!;
        const o = offers[x]!;
        if (seen[r] !== i) {
          seen[r] = i;
          met.push(r);
          bestX[r] = -1;
          anyOwn[r] = 0;
        }
        const cost = p * o.price;
        if (bestX[r]! < 0 || cost < bestCost[r]!) {
          bestX[r] = x;
          bestCost[r] = cost;
          bestPacks[r] = p;
          bestQ[r] = q;
        }
        if (hasShopPrices(o.shopPrices)) anyOwn[r] = 1;
      }
    }
    for (const r of met) {
      const retailerId = offers[bestX[r]!]!.retailerId;
      let shops: Map<PlannerId, KindChoice | null> | null = null;
      if (anyOwn[r]) {
        // Shops with prices of their own: each shop's cheapest candidate at its prices (the chain's where it has none).
        retailerOfShop ??= new Map(input.shops.map((s) => [s.id, s.retailerId]));
        const all: Array<{ offer: PlanOfferInput; packs: number; productId: PlannerId }> = [];
        let shopIds: Set<PlannerId> | null = null;
        for (let q = 0; q < cands.length; q++) {
          const w = wantedOfCand[q]!;
          for (let y = count[w]!; y < count[w + 1]!; y++) {
            if (retailerAt[y] !== r) continue;
            const offer = offers[byProduct[y]!]!;
            all.push({ offer, packs: packs[q]!, productId: cands[q]!.productId });
            const own = offer.shopPrices;
            if (own?.length) for (const sp of own) if (retailerOfShop.get(sp.shopId) === retailerId) (shopIds ??= new Set()).add(sp.shopId);
          }
        }
        if (shopIds) {
          shops = new Map();
          for (const shopId of shopIds) {
            let best: KindChoice | null = null;
            for (const c of all) {
              const own = c.offer.shopPrices?.find((sp) => sp.shopId === shopId);
              const price = own ? own.price : c.offer.price;
              if (price === null) continue;
              const choice = { lineId: line.lineId, offerId: c.offer.offerId, productId: c.productId, packs: c.packs, unitPrice: price };
              if (cheaper(best, choice)) best = choice;
            }
            shops.set(shopId, best);
          }
        }
      }
      vLine.push(i);
      vOffer.push(bestX[r]!);
      vPacks.push(bestPacks[r]!);
      vCand.push(bestQ[r]!);
      vShops.push(shops);
      kept.push(
        new VirtualOffer(
          productId + (idTail[r] ??= `@${String(retailerId)}`),
          retailerId,
          productId,
          bestPacks[r]! * offers[bestX[r]!]!.price,
          shops ? [...shops].map(([shopId, c]) => (lastShopPrice = new VirtualShopPrice(shopId, c ? c.packs * c.unitPrice : null))) : NO_SHOP_PRICES,
        ),
      );
    }
  }

  // The latest virtual offer, shop price and item (and so their classes) stay alive between plans (see keepShape in
  // pool.ts): the model reads them, and a class that died at a full collection took buildModel's compiled code with it.
  if (kept.length > virtualStart) keepShape(kept[kept.length - 1]!);
  if (lastShopPrice) keepShape(lastShopPrice);
  const virtualItems = productIds.map((productId) => new VirtualItem(productId));
  if (virtualItems.length > 0) keepShape(virtualItems[virtualItems.length - 1]!);
  let lines: Map<PlannerId, KindLineInput> | undefined;
  const lineMap = (): Map<PlannerId, KindLineInput> => (lines ??= new Map(kinds.map((line, i) => [productIds[i]!, line])));
  let virtualAt: Map<PlannerId | undefined, number> | undefined;
  return {
    input: {
      ...input,
      items: [...input.items, ...virtualItems],
      // Offers of products that are only kind candidates are left out: the virtual offers stand for them.
      offers: kept,
    },
    lineOf: (productId) => lineMap().get(productId),
    decode: (line, shopId) => {
      if (!lineMap().has(line.productId) || line.offerId === undefined) return null;
      if (virtualAt === undefined) {
        virtualAt = new Map();
        for (let j = 0; virtualStart + j < kept.length; j++) virtualAt.set(kept[virtualStart + j]!.offerId, j);
      }
      const j = virtualAt.get(line.offerId);
      if (j === undefined) return null;
      const shops = vShops[j];
      if (shops?.has(shopId)) return shops.get(shopId)!;
      const offer = offers[vOffer[j]!]!;
      return { lineId: kinds[vLine[j]!]!.lineId, offerId: offer.offerId, productId: kinds[vLine[j]!]!.candidates[vCand[j]!]!.productId, packs: vPacks[j]!, unitPrice: offer.price };
    },
  };
}
