/** What a list costs in the user's zone before planning: at the cheapest known prices, and at each chain alone. */
import type { ListTotals } from '../../shared/api/lists';
import type { Queryable } from '../db/db';
import { packsFor } from '../planner/kinds';
import type { OfferRow } from '../repo/catalogue-snapshot';
import { shopPrices } from '../repo/products';
import { shopsInZone } from '../repo/shops';
import type { Zone } from '../repo/zones';
import { atShop, kindLineOf, kindOffers, paidFor, RARE_SHARE, shareOf, type Snapshot } from './service';

export interface TotalsLine {
  /** The list line's product (its example, for an "any brand" line). */
  product_id: number;
  quantity: number;
  any_brand: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Each line at its cheapest known price among the zone's chains (a chain the zone names, with a shop inside it), and
 * the whole list at each such chain. The prices are the ones a plan counts: the same offers (the same product, or any
 * product of the kind for an "any brand" line, none that few of its chain's shops carry), a shop's own price where
 * the monitor gives one, the loyalty price at chains whose programme the user uses, and the deposit. Null without a zone.
 */
export async function listTotals(
  db: Queryable,
  snap: Snapshot,
  zone: Zone | null,
  loyalty: ReadonlySet<number>,
  lines: readonly TotalsLine[],
): Promise<ListTotals | null> {
  if (!zone) return null;
  const shopsOf = new Map<number, number[]>();
  for (const s of shopsInZone(snap.shops, zone)) {
    if (zone.retailers.length && !zone.retailers.includes(s.retailer_id)) continue;
    shopsOf.set(s.retailer_id, [...(shopsOf.get(s.retailer_id) ?? []), s.id]);
  }
  const usable = (o: OfferRow) => shopsOf.has(o.retailer_id) && o.available !== false && shareOf(o) >= RARE_SHARE;
  // Each line's candidates: an offer and how many of it the line buys.
  const candidates = lines.map((l) => {
    const example = snap.offers.get(l.product_id);
    if (!example) return [];
    if (l.any_brand) {
      const k = kindLineOf(snap, example, l.quantity);
      return kindOffers(snap, k).filter(usable).map((o) => ({ o, packs: packsFor(k.amount, o.package) }));
    }
    return (snap.byCanonical.get(example.canonical_id) ?? []).filter(usable).map((o) => ({ o, packs: l.quantity }));
  });
  const offerIds = [...new Set(candidates.flat().map((c) => c.o.id))];
  const own = new Map<number, Array<{ shop_id: number; price: number; loyalty_price: number | null }>>();
  if (offerIds.length) {
    for (const sp of await shopPrices(db, offerIds, [...shopsOf.values()].flat())) {
      own.set(sp.product_id, [...(own.get(sp.product_id) ?? []), sp]);
    }
  }
  // The cheapest price of one item in the chain's shops of the zone: a shop's own price there, else the chain's.
  const unitPrice = (o: OfferRow) => {
    const entries = own.get(o.id) ?? [];
    let best = entries.length < (shopsOf.get(o.retailer_id)?.length ?? 0) ? paidFor(o, loyalty) : Infinity;
    for (const e of entries) best = Math.min(best, paidFor(atShop(o, e), loyalty));
    return best;
  };

  const chains = new Map<number, { total: number; missing: number }>([...shopsOf.keys()].map((id) => [id, { total: 0, missing: 0 }]));
  let cheapest = 0;
  let deposit = 0;
  let missing = 0;
  const chosen: OfferRow[] = [];
  const perLine: NonNullable<ListTotals['lines']> = [];
  for (const [i, cands] of candidates.entries()) {
    const atChain = new Map<number, { o: OfferRow; packs: number; cost: number }>();
    for (const c of cands) {
      const cost = c.packs * unitPrice(c.o);
      const cur = atChain.get(c.o.retailer_id);
      if (!cur || cost < cur.cost) atChain.set(c.o.retailer_id, { ...c, cost });
    }
    for (const [id, chain] of chains) {
      const here = atChain.get(id);
      if (here) chain.total += here.cost;
      else chain.missing++;
    }
    const best = [...atChain.values()].sort((a, b) => a.cost - b.cost)[0];
    perLine.push({
      product_id: lines[i]!.product_id,
      cost: best ? cents(best.cost) : null,
      retailer_name: best ? (snap.retailers.get(best.o.retailer_id)?.name ?? null) : null,
    });
    if (!best) {
      missing++;
      continue;
    }
    cheapest += best.cost;
    deposit += (best.o.return_fee ?? 0) * best.packs;
    chosen.push(best.o);
  }
  let observed = 0;
  let observedOn: string | null = null;
  for (const o of chosen) {
    const src = snap.priceSource(o);
    if (src.kind !== 'observed') continue;
    observed++;
    if (src.date && (observedOn === null || src.date > observedOn)) observedOn = src.date;
  }
  return {
    cheapest: cents(cheapest),
    deposit: cents(deposit),
    missing,
    chains: [...chains]
      .map(([id, c]) => ({ retailer_id: id, retailer_name: snap.retailers.get(id)?.name ?? '', total: cents(c.total), missing: c.missing }))
      .sort((a, b) => a.missing - b.missing || a.total - b.total || a.retailer_name.localeCompare(b.retailer_name)),
    sources: { observed, estimate: chosen.length - observed, observed_on: observedOn },
    lines: perLine,
  };
}
