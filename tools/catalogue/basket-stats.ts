/**
 * What the observed Árfigyelő basket of 2026-09-25 says about the chains, computed at build time for the news posts.
 *
 * The capture (shared/data/arfigyelo-samples/PROVENANCE.md) holds, for each of 25 everyday items and each of six
 * chains, the cheapest product the consumer picked from the monitor's API for that item: brands and packs differ, so
 * the chains are compared on the monitor's price per unit (Ft per kg, l or piece), item by item, only on the items
 * every chain priced.
 */
import type { BasketRow } from './sources';
import { chainByName, type FeedChain } from '../../src/server/feed/chains';

export interface ItemPrices {
  item: string;
  unit: BasketRow['unit'];
  /** Unit price per chain slug. */
  byChain: Map<string, number>;
  min: number;
  max: number;
  median: number;
  /** Chains at the item's lowest unit price (ties included). */
  cheapest: string[];
}

export interface ChainStanding {
  chain: FeedChain;
  /** Geometric mean, over the common items, of the chain's unit price against the item's median across the chains (1 = median). */
  index: number;
  /** Common items at which the chain had the lowest unit price (ties count for each chain). */
  cheapestOn: number;
}

export interface BasketComparison {
  date: string;
  /** Items in the capture (25). */
  itemCount: number;
  chains: FeedChain[];
  /** Items every chain priced, in the capture's order. */
  common: ItemPrices[];
  /** Items left out because a chain did not price them. */
  partial: string[];
  /** Cheapest first. */
  ranking: ChainStanding[];
}

export const median = (a: readonly number[]): number => {
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function compareBasket(rows: readonly BasketRow[]): BasketComparison {
  const dates = [...new Set(rows.map((r) => r.date))];
  if (dates.length !== 1) throw new Error(`the basket has ${dates.length} data dates, expected one`);
  const chains = new Map<string, FeedChain>();
  const items = new Map<string, { unit: BasketRow['unit']; byChain: Map<string, number> }>();
  for (const r of rows) {
    const chain = chainByName(r.chain);
    if (!chain) throw new Error(`basket: unknown chain ${r.chain}`);
    chains.set(chain.slug, chain);
    const it = items.get(r.item) ?? { unit: r.unit, byChain: new Map<string, number>() };
    items.set(r.item, it);
    if (it.byChain.has(chain.slug)) throw new Error(`basket: ${r.item} twice at ${chain.name}`);
    it.byChain.set(chain.slug, r.unitPrice);
  }
  const common: ItemPrices[] = [];
  const partial: string[] = [];
  for (const [item, it] of items) {
    if (it.byChain.size < chains.size) {
      partial.push(item);
      continue;
    }
    const values = [...it.byChain.values()];
    const min = Math.min(...values);
    common.push({
      item, unit: it.unit, byChain: it.byChain, min, max: Math.max(...values), median: median(values),
      cheapest: [...it.byChain].filter(([, v]) => v === min).map(([s]) => s),
    });
  }
  const ranking = [...chains.values()].map((chain): ChainStanding => {
    const logs = common.map((c) => Math.log(c.byChain.get(chain.slug)! / c.median));
    return {
      chain,
      index: Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length),
      cheapestOn: common.filter((c) => c.cheapest.includes(chain.slug)).length,
    };
  }).sort((a, b) => a.index - b.index || a.chain.name.localeCompare(b.chain.name));
  return { date: dates[0], itemCount: items.size, chains: [...chains.values()], common, partial, ranking };
}

/** The unit price range of one item across the chains ("ESL tej 1,5%": 279–280 Ft/l). */
export function itemRange(cmp: BasketComparison, item: string): ItemPrices {
  const hit = cmp.common.find((c) => c.item === item);
  if (!hit) throw new Error(`basket: ${item} is not priced at every chain`);
  return hit;
}
