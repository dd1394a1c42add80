/** Shopping plans: a list planned with the planner and stored, and a stored plan shown with today's prices. */
import { AppError } from '../../shared/errors';
import type { PriceSource } from '../../shared/api/catalogue';
import type { PlanChanges, PlanPriceSources, PlanRequestBody, PlanTerms, PlanVersion, Solution } from '../../shared/api/plans';
import { loyaltyProgramme } from '../../shared/api/loyalty';
import type { Language } from '../../shared/rules';
import { RULES } from '../../shared/rules';
import type { Db, Queryable } from '../db/db';
import type { Clock } from '../context';
import { NO_SHOP_PRICES, planShopping, type PlanNote, type PlanSolution } from '../planner';
import { packsFor, reduceKinds, type KindChoice, type ReducedKinds } from '../planner/kinds';
import type { CatalogueCache } from '../repo/catalogue-cache';
import type { OfferRow } from '../repo/catalogue-snapshot';
import { listForPlanning } from '../repo/lists';
import { ownPlan, replaceUnsavedPlans, type StoredPlan } from '../repo/plans';
import { offersNow, priceSourceOf, shopPrices } from '../repo/products';
import { kindOfMonitorLeaf } from '../catalogue/kinds';
import { shopsInZone } from '../repo/shops';
import { zoneOf, type Zone } from '../repo/zones';
import { loyaltyOf } from '../repo/loyalty';

/** Below this share of its chain's shops an offer is left out of plans (a shopper would likely not find it). */
export const RARE_SHARE = 0.1;
/** Below this share (and at or above RARE_SHARE) a plan that buys the offer says so. */
export const FEW_SHARE = 0.5;

export const shareOf = (o: Pick<OfferRow, 'shops_carrying' | 'chain_shops'>) => (o.shops_carrying != null && o.chain_shops ? o.shops_carrying / o.chain_shops : 1);

type Paid = Pick<OfferRow, 'retailer_id' | 'price' | 'loyalty_price' | 'return_fee'>;

/** Whether the planner takes the offer's loyalty price: the user uses the chain's programme and it is lower. */
export const loyaltyTaken = (o: Paid, loyalty: ReadonlySet<number>) =>
  loyalty.has(o.retailer_id) && o.loyalty_price != null && o.loyalty_price < o.price;

/** What the shopper pays for one of the offer: the loyalty price where taken, plus any drink-container deposit. */
export function paidFor(o: Paid, loyalty: ReadonlySet<number>): number {
  return (loyaltyTaken(o, loyalty) ? o.loyalty_price! : o.price) + (o.return_fee ?? 0);
}

/** A shop's own price for an offer (where its chain prices the product shop by shop), with the shop's loyalty price. */
export type ShopPrice = { price: number; loyalty_price: number | null };

/**
 * The offer as sold in one shop: that shop's own price and loyalty price where it has them, else the chain's. Loyalty
 * and deposit then apply as at chain level (paidFor, loyaltyTaken): the loyalty price only at chains whose programme
 * the user uses.
 */
export const atShop = <T extends Paid>(o: T, own: ShopPrice | undefined): T => (own ? { ...o, price: own.price, loyalty_price: own.loyalty_price } : o);

/** A plan's terms: where it took loyalty prices, the deposit in its total, and what few of a chain's shops carry. */
function termsOf(snap: Snapshot, stores: StoredPlan['stores']): PlanTerms {
  const out: PlanTerms = { loyalty: [], deposit: 0, risky: [] };
  for (const st of stores) {
    let taken = 0;
    let few = 0;
    for (const ln of st.lines) {
      const o = snap.offers.get(ln.offer_id);
      if (!o) continue;
      if (ln.loyalty) taken++;
      if (shareOf(o) < FEW_SHARE) few++;
      out.deposit += (o.return_fee ?? 0) * ln.quantity;
    }
    if (taken) out.loyalty.push({ retailer_name: st.retailer_name, programme: loyaltyProgramme(st.retailer_name), lines: taken });
    if (few) out.risky.push({ retailer_name: st.retailer_name, lines: few });
  }
  return out;
}


function adviceOf(notes: PlanNote[]) {
  return notes.map((n) =>
    n.kind === 'split-not-worth'
      ? { kind: n.kind, store_count: n.storeCount, saving: n.extraStoreSaving, trip_cost: n.extraTripCost }
      : n.kind === 'no-extra-saving'
        ? { kind: n.kind, store_count: n.storeCount }
        : { kind: n.kind },
  );
}

/**
 * Whether a stored plan may be saved: every store has something to buy, and it is not a plan that fewer stores
 * beat. Plans made since then are offered only when both hold; older rows marked a beaten plan with its own
 * no-extra-saving or split-not-worth advice (and had no travel_included).
 */
export function worthSaving(p: StoredPlan): boolean {
  if (p.stores.some((s) => s.lines.length === 0)) return false;
  if (p.advice.some((a) => a.kind === 'store-unused')) return false;
  if (p.travel_included === undefined && p.advice.some((a) => a.kind === 'no-extra-saving' || a.kind === 'split-not-worth')) return false;
  return true;
}

function solutionOf(id: number, p: StoredPlan): Solution {
  return {
    id,
    title: `Cheapest shopping in ${p.stores.length} ${p.stores.length === 1 ? 'store' : 'stores'}`,
    store_count: p.stores.length,
    retailers: p.stores.map((s) => ({ retailer_name: s.retailer_name, retailer_id: s.retailer_id, shop: [s.shop] })),
    savings: p.savings,
    save_percent: p.save_percent,
    total: p.total,
    baseline: p.baseline,
    average: p.average,
    travel_included: p.travel_included,
    route: p.route,
    net_total: p.net_total,
    missing: p.missing,
    advice: p.advice,
    price_sources: priceSourcesOf(p),
    ...(p.terms ? { terms: p.terms } : {}),
  };
}

/** How many of a plan's lines rest on observed prices (and their latest date) and how many on estimates. */
function priceSourcesOf(p: StoredPlan): PlanPriceSources | undefined {
  const lines = p.stores.flatMap((s) => s.lines);
  if (lines.some((l) => !l.price_source)) return undefined;
  const observed = lines.filter((l) => l.price_source!.kind === 'observed');
  const dates = observed.map((l) => l.price_source!.date).filter((d): d is string => !!d).sort();
  return { observed: observed.length, estimate: lines.length - observed.length, observed_on: dates.at(-1) ?? null };
}

export type Snapshot = Awaited<ReturnType<CatalogueCache['get']>>;

/** An "any brand" line as planned and stored: its kind, the amount wanted in the kind's unit, and the kind's names. */
export interface KindLine {
  key: string;
  unit: string;
  amount: number;
  /** The list line's quantity: packs of its example product. */
  quantity?: number;
  name_hu: string;
  name_en: string;
}

/** The offers that can fill a kind line: every available offer of the kind sold in the line's unit. */
export function kindOffers(snap: Snapshot, k: Pick<KindLine, 'key' | 'unit'>): OfferRow[] {
  // A plan stored before the kinds were one vocabulary may name a monitor leaf that is now a product type.
  const key = k.key.startsWith('monitor:') ? kindOfMonitorLeaf(Number(k.key.slice('monitor:'.length)), '').key : k.key;
  return (snap.byKind.get(key) ?? []).filter((o) => o.unit === k.unit && o.package > 0);
}

/** A kind line from its example offer: quantity × the example's package of the example's kind. */
export function kindLineOf(snap: Snapshot, example: OfferRow, quantity: number): KindLine {
  const kind = snap.kindOf(example);
  return { key: kind.key, unit: example.unit, amount: quantity * example.package, quantity, name_hu: kind.name_hu, name_en: kind.name_en };
}

/** The cheapest way to buy a kind line's amount at a retailer by chain prices: the product and Ft, or null when it sells none. */
function kindChoiceAt(snap: Snapshot, k: KindLine, retailerId: number): { offer: OfferRow; cost: number } | null {
  let best: { offer: OfferRow; cost: number } | null = null;
  for (const o of kindOffers(snap, k)) {
    if (o.retailer_id !== retailerId) continue;
    const cost = packsFor(k.amount, o.package) * o.price;
    if (best === null || cost < best.cost) best = { offer: o, cost };
  }
  return best;
}

/**
 * Runs the planner for items (canonical products and quantities) and kind lines in a zone over the chosen retailers,
 * with the catalogue in memory and any per-shop prices: what a new plan and a saved plan's re-plan both rest on. Kind
 * lines are reduced to one virtual item each (reduceKinds) before the planner runs; `kinds.decode` tells what a bought
 * virtual line really buys.
 */
async function planItems(
  db: Queryable,
  snap: Snapshot,
  zone: Zone,
  items: ReadonlyArray<{ canonical_id: number; quantity: number }>,
  body: PlanRequestBody,
  kindLines: readonly KindLine[] = [],
  loyalty: ReadonlySet<number> = new Set(),
) {
  const retailers = [...new Set(body.retailers)]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const r = snap.retailers.get(id);
      return r ? [{ id: r.id, name: r.name }] : [];
    });
  const retailerIds = new Set(retailers.map((r) => r.id));
  const inZone = shopsInZone(snap.shops, zone).filter((s) => retailerIds.has(s.retailer_id));
  // Offers carried by very few of their chain's shops are left out: the nearest shop would likely not have them.
  const plannable = (o: OfferRow) => retailerIds.has(o.retailer_id) && shareOf(o) >= RARE_SHARE;
  const offers = [...new Set(items.map((i) => i.canonical_id))].flatMap((c) => (snap.byCanonical.get(c) ?? []).filter(plannable));
  // A kind line's candidates are offers, each its own product (offers of one canonical product may differ in package).
  const candidates = kindLines.map((k) => kindOffers(snap, k).filter(plannable));
  const candidateIds = [...new Set(candidates.flat().map((o) => o.id))];
  // Per-shop prices exist only where a feed supplied them (the Árfigyelő importer).
  const perShop = inZone.length
    ? await shopPrices(db, [...new Set([...offers.map((o) => o.id), ...candidateIds])], inZone.map((s) => s.id))
    : [];
  const pricesOf = new Map<number, Array<{ shopId: number; price: number }>>();
  // A shop's own price is the shelf price: its loyalty price (for a programme the user uses) and the deposit apply there too.
  const ownPrice = new Map<string, ShopPrice>();
  for (const sp of perShop) {
    const o = snap.offers.get(sp.product_id);
    if (!o) continue;
    ownPrice.set(`${sp.product_id}|${sp.shop_id}`, sp);
    pricesOf.set(sp.product_id, [...(pricesOf.get(sp.product_id) ?? []), { shopId: sp.shop_id, price: paidFor(atShop(o, sp), loyalty) }]);
  }
  /** The offer as sold in the shop a plan buys it at. */
  const soldAt = (o: OfferRow, shopId: number) => atShop(o, ownPrice.get(`${o.id}|${shopId}`));
  const travel = body.travel ?? { per_km: RULES.travel.perKmDefault, per_stop: RULES.travel.perStopDefault };
  const kinds = reduceKinds(
    {
      items: items.map((i) => ({ productId: i.canonical_id, quantity: i.quantity })),
      zone: { latitude: zone.latitude, longitude: zone.longitude, radiusM: zone.radius_m, retailerIds: [...retailerIds] },
      retailers,
      shops: inZone.map((s) => ({ id: s.id, retailerId: s.retailer_id, latitude: s.latitude, longitude: s.longitude, address: s.address })),
      offers: [
        ...offers.map((o) => ({ offerId: o.id, retailerId: o.retailer_id, productId: o.canonical_id, price: paidFor(o, loyalty), shopPrices: pricesOf.get(o.id) ?? NO_SHOP_PRICES })),
        ...candidateIds.map((id) => {
          const o = snap.offers.get(id)!;
          return { offerId: o.id, retailerId: o.retailer_id, productId: `offer:${o.id}`, price: paidFor(o, loyalty), shopPrices: pricesOf.get(o.id) ?? NO_SHOP_PRICES };
        }),
      ],
      travel: { include: body.travel !== undefined, costPerKm: travel.per_km, costPerStop: travel.per_stop },
      maxStores: RULES.maxStoresPerPlan,
    },
    kindLines.map((k, i) => ({ lineId: i, amount: k.amount, candidates: candidates[i]!.map((o) => ({ productId: `offer:${o.id}`, package: o.package })) })),
  );
  const result = planShopping(kinds.input);
  return { result, inZone, kinds, soldAt };
}

/**
 * Plans a list with the planner and stores every solution as an unsaved plan (replacing the previous ones). Offers,
 * retailers and shops come from the catalogue in memory; the database is asked only for the list, the zone, any
 * per-shop prices, and to store the result.
 */
export async function computePlans(
  deps: { db: Db; clock: Clock },
  catalogue: CatalogueCache,
  userId: number,
  listId: number,
  body: PlanRequestBody,
  lang: Language,
): Promise<Solution[]> {
  const { db, clock } = deps;
  const [listRows, zone, cached, loyalty] = await Promise.all([
    listForPlanning(db, userId, listId),
    zoneOf(db, userId),
    catalogue.get(),
    loyaltyOf(db, userId),
  ]);
  if (!listRows[0]) throw new AppError('NOT_FOUND', 'No such list');
  if (!zone) throw new AppError('ZONE_NO_MARK', 'Set your shopping zone first');
  // A product added since the catalogue was last read (an import a moment ago) makes it read again.
  let snap = cached;
  if (listRows.some((r) => r.product_id !== null && !snap.offers.has(r.product_id))) snap = await catalogue.fresh();
  const items = listRows.flatMap((r) => {
    const offer = r.product_id === null ? undefined : snap.offers.get(r.product_id);
    // Named as the list shows the line (a chain's shelf text cleaned, in English with its kind), for what no shop sells.
    return offer && !r.any_brand ? [{ canonical_id: offer.canonical_id, quantity: r.quantity!, name: snap.displayName(offer, lang) }] : [];
  });
  // "Any brand" lines: the amount of the example's kind, in the example's unit.
  const kindLines = listRows.flatMap((r) => {
    const offer = r.product_id === null ? undefined : snap.offers.get(r.product_id);
    return offer && r.any_brand ? [kindLineOf(snap, offer, r.quantity!)] : [];
  });
  if (!items.length && !kindLines.length) return [];
  const { result, inZone, kinds, soldAt } = await planItems(db, snap, zone, items, body, kindLines, loyalty);
  const nameOf = new Map(items.map((i) => [i.canonical_id, i.name]));
  const sourceOfShop = new Map(inZone.map((s) => [s.id, s.source]));
  const sourceOfOffer = (id: number) => {
    const o = snap.offers.get(id);
    return o ? snap.priceSource(o) : undefined;
  };
  const request = { retailers: [...new Set(body.retailers)].sort((a, b) => a - b), travel: body.travel ?? null };
  const stored = result.solutions.map((s) => {
    const p = storedOf(s, result.travel.include, nameOf, sourceOfShop, sourceOfOffer, kinds, kindLines, lang);
    // Each line keeps whether its price is a loyalty price and the deposit in it, for the plan's table.
    for (const st of p.stores) {
      for (const ln of st.lines) {
        const o = snap.offers.get(ln.offer_id);
        if (o && loyaltyTaken(soldAt(o, st.shop.id), loyalty)) ln.loyalty = true;
        if (o?.return_fee) ln.deposit = o.return_fee;
      }
    }
    return { ...p, terms: termsOf(snap, p.stores), request };
  });
  const now = clock.now().toISOString();
  const ids = await replaceUnsavedPlans(db, { userId, listId, listName: listRows[0].name, productCount: items.length + kindLines.length }, stored, now);
  return stored.map((p, i) => solutionOf(ids[i], p));
}

function storedOf(
  s: PlanSolution,
  include: boolean,
  nameOf: Map<number, string>,
  sourceOfShop: Map<number, string>,
  sourceOfOffer: (id: number) => PriceSource | undefined,
  kinds: ReducedKinds,
  kindLines: readonly KindLine[],
  lang: Language,
): StoredPlan {
  const kindOfLine = (productId: unknown): KindLine | undefined => {
    const line = kinds.lineOf(productId as string);
    return line ? kindLines[Number(line.lineId)] : undefined;
  };
  const stores = s.stores.map((st) => ({
    retailer_id: Number(st.retailerId),
    retailer_name: st.retailerName,
    shop: {
      id: Number(st.shop.id),
      retailer_id: Number(st.retailerId),
      latitude: st.shop.latitude,
      longitude: st.shop.longitude,
      address: st.shop.address,
      distance_m: Math.round(st.shop.distanceM),
      source: sourceOfShop.get(Number(st.shop.id)),
    },
    lines: st.lines.map((ln) => {
      // An "any brand" line buys the product the reduction chose at this shop, so many packs of it.
      const chosen: KindChoice | null = kinds.decode(ln, st.shop.id);
      const kind = kindOfLine(ln.productId);
      const offerId = Number(chosen ? chosen.offerId : ln.offerId);
      return {
        offer_id: offerId,
        quantity: chosen ? chosen.packs : ln.quantity,
        unit_price: chosen ? chosen.unitPrice : ln.unitPrice,
        line_total: ln.lineTotal,
        price_source: sourceOfOffer(offerId),
        ...(chosen && kind ? { kind } : {}),
      };
    }),
  }));
  const byShop = new Map(stores.map((st) => [st.shop.id, st]));
  return {
    stores,
    total: s.total,
    baseline: s.singleStoreBaseline,
    savings: s.savings,
    save_percent: s.savePercent,
    average: { baseline: s.averageBaseline, savings: s.averageSavings, save_percent: s.averageSavePercent },
    travel_included: include,
    route: {
      stops: s.route.shopIds.map((id) => {
        const st = byShop.get(Number(id))!;
        return { shop_id: st.shop.id, retailer_name: st.retailer_name, address: st.shop.address };
      }),
      km: s.route.km,
      travel_cost: s.travelCost,
    },
    net_total: s.netTotal,
    missing: s.missingItems.map((m) => {
      const kind = kindOfLine(m.productId);
      return kind
        ? { product_id: 0, name: lang === 'hu' ? kind.name_hu : kind.name_en, quantity: kind.quantity ?? 1, kind }
        : { product_id: Number(m.productId), name: nameOf.get(Number(m.productId)) ?? '', quantity: m.quantity };
    }),
    advice: adviceOf(s.notes),
  };
}

/**
 * What changed since a plan was made, and what planning the same items again today would save: the same zone (the
 * user's, now), the same retailers and trip setting as were asked for (older plans: the zone's retailers, and the
 * trip as the plan counted it).
 */
async function changesOf(
  db: Queryable,
  snap: Snapshot,
  userId: number,
  plan: StoredPlan,
  lines: ReadonlyArray<{ id: number; name: string; price: number; quantity: number; current_price: number | null; available: boolean }>,
): Promise<PlanChanges | null> {
  const moved = lines.filter((l) => !l.available || (l.current_price !== null && l.current_price !== l.price));
  if (!moved.length) return null;
  const change = (l: (typeof lines)[number]) => ({ id: l.id, name: l.name, was: l.price, now: l.available ? (l.current_price ?? l.price) : null });
  const buyable = lines.filter((l) => l.available);
  const todayTotal = buyable.reduce((sum, l) => sum + (l.current_price ?? l.price) * l.quantity, 0);
  const include = plan.travel_included === true;
  const out: PlanChanges = {
    cheaper: moved.filter((l) => l.available && l.current_price! < l.price).map(change),
    dearer: moved.filter((l) => l.available && l.current_price! > l.price).map(change),
    gone: moved.filter((l) => !l.available).map(change),
    today_total: Math.round(todayTotal * 100) / 100,
    items: buyable.length,
    travel_included: include,
    replan: null,
  };
  const zone = await zoneOf(db, userId);
  if (!zone) return out;
  // The same items: each line's product, and what the plan could not buy then.
  const quantities = new Map<number, number>();
  const kindLines: KindLine[] = [];
  for (const st of plan.stores) {
    for (const ln of st.lines) {
      if (ln.kind) {
        kindLines.push(ln.kind);
        continue;
      }
      const canonical = snap.offers.get(ln.offer_id)?.canonical_id;
      if (canonical !== undefined) quantities.set(canonical, (quantities.get(canonical) ?? 0) + ln.quantity);
    }
  }
  for (const m of plan.missing) {
    if (m.kind) kindLines.push(m.kind);
    else quantities.set(m.product_id, (quantities.get(m.product_id) ?? 0) + m.quantity);
  }
  const retailers = plan.request?.retailers ?? (zone.retailers.length ? zone.retailers : [...snap.retailers.keys()]);
  const travel = plan.request ? (plan.request.travel ?? undefined) : include ? { per_km: RULES.travel.perKmDefault, per_stop: RULES.travel.perStopDefault } : undefined;
  const items = [...quantities].map(([canonical_id, quantity]) => ({ canonical_id, quantity }));
  const { result } = await planItems(db, snap, zone, items, { retailers, travel }, kindLines, await loyaltyOf(db, userId));
  const best = result.solutions[0];
  if (!best) return out;
  const bought = best.stores.reduce((n, st) => n + st.lines.length, 0);
  const savedCost = todayTotal + (include ? plan.route.travel_cost : 0);
  const newCost = include ? best.netTotal : best.total;
  out.replan = {
    total: best.total,
    net_total: best.netTotal,
    store_count: best.stores.length,
    items: bought,
    saving: Math.round((savedCost - newCost) * 100) / 100,
  };
  return out;
}

/** A plan in detail: per retailer, what to buy at which shop, with today's prices where they changed. */
export async function planVersionFor(
  db: Queryable,
  catalogue: CatalogueCache,
  userId: number,
  planId: number,
  lang: Language,
): Promise<PlanVersion> {
  const plan = await ownPlan(db, userId, planId);
  const offerIds = plan.data.stores.flatMap((s) => s.lines.map((ln) => ln.offer_id));
  // The catalogue as the database holds it now, like the current prices: the other stores' prices and a re-plan agree with them.
  const shopIds = plan.data.stores.map((s) => s.shop.id);
  const [offers, snap, loyalty, own] = await Promise.all([
    offersNow(db, offerIds, lang), catalogue.fresh(), loyaltyOf(db, userId), shopPrices(db, offerIds, shopIds),
  ]);
  const ownAt = new Map(own.map((sp) => [`${sp.product_id}|${sp.shop_id}`, sp]));
  // Each item's price today at the plan's other stores: the item-by-store table of the plan detail, naming the product
  // priced there. The same product where that chain sells it (its own brand under the same modelled product is a
  // similar product); elsewhere, and for an "any brand" line, what the same amount costs with the kind's cheapest
  // product there, given per pack bought here and marked similar unless it is this very product.
  const othersOf = (offerId: number, retailerId: number, kind: KindLine | undefined, packs: number) => {
    const bought = snap.offers.get(offerId);
    const sold = bought && !kind ? (snap.byCanonical.get(bought.canonical_id) ?? []) : [];
    return plan.data.stores
      .filter((st) => st.retailer_id !== retailerId)
      .map((st) => {
        const head = { retailer_id: st.retailer_id, retailer_name: st.retailer_name };
        if (!bought) return { ...head, price: null, name: null };
        const here = sold.filter((o) => o.retailer_id === st.retailer_id).sort((a, b) => a.price - b.price)[0];
        if (here) return { ...head, price: paidFor(here, loyalty), name: snap.displayName(here, lang), similar: !snap.sameProduct(bought, here) };
        const amount = kind ? kind.amount : packs * bought.package;
        const at = kind ? kindChoiceAt(snap, kind, st.retailer_id) : snap.kindAt(bought, st.retailer_id, amount);
        if (!at) return { ...head, price: null, name: null };
        // The other store's cost with its deposit, as the chosen price carries this one's.
        const cost = at.cost + (at.offer.return_fee ?? 0) * packsFor(amount, at.offer.package);
        return {
          ...head,
          price: Math.round((cost / packs) * 100) / 100,
          name: snap.displayName(at.offer, lang),
          similar: !snap.sameProduct(bought, at.offer),
        };
      });
  };
  const byId = new Map(offers.map((o) => [o.id, o]));
  let changed = false;
  const retailers = plan.data.stores.map((s) => ({
    id: s.retailer_id,
    name: s.retailer_name,
    shop: [s.shop],
    products: s.lines.map((ln) => {
      const o = byId.get(ln.offer_id);
      // Today's price as the plan counts it, in the plan's shop (its own price where it has one): the loyalty price
      // where the user uses the programme, with the deposit.
      const current = o ? paidFor(atShop(o, ownAt.get(`${o.id}|${s.shop.id}`)), loyalty) : null;
      if (current !== ln.unit_price) changed = true;
      return {
        id: ln.offer_id,
        name: snap.offers.has(ln.offer_id) ? snap.displayName(snap.offers.get(ln.offer_id)!, lang) : (o?.name ?? ''),
        photo: o?.photo ?? null,
        price: ln.unit_price,
        package: o?.package ?? null,
        quantity: ln.quantity,
        unit: o?.unit ?? null,
        current_price: current === ln.unit_price ? null : current,
        // A plan keeps the source of the day it was made; older plans did not keep it, and show today's.
        price_source: ln.price_source ?? priceSourceOf(o?.observed_on ?? null, o?.price_origin ?? null, o?.modelled_on ?? null),
        available: o ? o.available !== false : false,
        others: othersOf(ln.offer_id, s.retailer_id, ln.kind, ln.quantity),
        kind_name: ln.kind ? (lang === 'hu' ? ln.kind.name_hu : ln.kind.name_en) : null,
        ...(ln.deposit ? { deposit: ln.deposit } : {}),
        ...(ln.loyalty ? { loyalty: true } : {}),
        // A regular price only while the offer is on promotion: beside a loyalty price it would read as one.
        regular_price: o && o.regular_price != null && o.regular_price > o.price ? o.regular_price : null,
        loyalty_price: o?.loyalty_price ?? null,
        shops_carrying: o?.shops_carrying ?? null,
        chain_shops: o?.chain_shops ?? null,
      };
    }),
  }));
  const lines = retailers.flatMap((r) => r.products);
  return {
    id: plan.id,
    list_id: plan.list_id,
    name: plan.list_name,
    created: new Date(plan.created_at).toISOString(),
    retailers,
    saved: plan.saved ? 1 : 0,
    total: plan.data.total,
    // The plan's totals as its card gave them: goods, and goods with the trip when the trip was counted.
    travel_included: plan.data.travel_included === true,
    ...(plan.data.travel_included === true ? { net_total: plan.data.net_total } : {}),
    route: plan.data.route,
    missing: plan.data.missing,
    prices_changed: changed,
    changes: await changesOf(db, snap, userId, plan.data, lines),
    ...(plan.data.terms ? { terms: plan.data.terms } : {}),
  };
}
