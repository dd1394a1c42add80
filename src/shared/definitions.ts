/** Definitions the app shows to users; the builder, loader, importer and tests all use these. */

/**
 * Headline saving of a shopping plan. Why: a saving has to be one the user can actually have. The plain
 * alternative to planning is doing the whole shop at one store, so each plan is measured against the cheapest
 * single store in the zone that sells exactly the items it buys (usually the one-store plan's; not always, when a
 * chain's shops stock different items), net of the trip when trip cost is counted. A one-store plan saves 0 by
 * definition; a plan whose items no single store sells together has no headline saving.
 */
export const SAVINGS_BASELINE = {
  id: 'cheapest-single-store',
  en: 'Plan saving: how much less a shopping plan costs than buying the same items at the cheapest single shop in your zone, with the trip included when trip cost is counted. A one-shop plan saves 0. A plan whose items no single shop sells together (for example one that buys more of your list than any single shop sells) has nothing to be measured against, so it shows no saving.',
  hu: 'A terv megtakarítása: ennyivel kevesebbe kerül a bevásárlási terv, mintha ugyanezeket a termékeket a zónádban az őket árusító legolcsóbb boltban vennéd meg – ha az útiköltséget is számolod, azzal együtt. Az egyboltos terv megtakarítása 0. Ha a terv termékeit egyetlen bolt sem árulja együtt (például mert a terv többet vesz meg a listádból, mint amennyit bármelyik bolt egymagában árul), nincs mihez mérni, így megtakarítást sem mutatunk.',
} as const;

/**
 * The second, labelled saving figure: the same basket against the zone's average store, an imaginary store that
 * charges for each item the average of its prices at the retailers in the zone that sell it. Goods only (an
 * average store has no place to drive to); it says how the plan's prices compare with the zone, not what the
 * user saves by following it.
 */
export const AVERAGE_STORE_BASELINE = {
  id: 'zone-average-store',
  en: 'Plan against the zone average: the same items at the average of each item’s prices at the retailers in your zone that sell it, goods only. It shows how the prices compare, not what you save by shopping this way.',
  hu: 'A terv a zóna átlagához képest: ugyanezek a termékek a zónádban őket árusító üzletláncok átlagárán, csak az áruk értéke. Azt mutatja, hogyan viszonyulnak az árak a környékhez, nem azt, hogy mennyit spórolsz ezzel a tervvel.',
} as const;

/** Weeks of history before the current week that the trend compares against. */
export const TREND_WINDOW_WEEKS = 4;

export const TREND_DEFINITION = {
  en: 'Trend: the current price compared with the average price of the previous 4 weeks, in percent (one decimal). Above +2% prices are rising, below -2% falling.',
  hu: 'Trend: a mostani ár eltérése az előző 4 hét átlagárától, százalékban, egy tizedesjegyre kerekítve. +2% fölött emelkedik, –2% alatt csökken a termék ára.',
} as const;

export const SAVING_DEFINITION = {
  en: "Saving: how much less this offer costs than the average price of the same product across the retailers that sell it, in Ft (never negative). A chain's own brand is sold by that chain only: its saving is how much less it costs than its regular price.",
  hu: 'Megtakarítás: ennyi forinttal olcsóbb ez az ajánlat, mint ugyanennek a terméknek az átlagára az azt árusító üzletláncoknál (értéke sosem negatív). A saját márkás terméket csak az adott lánc árulja: ennél a megtakarítás azt mutatja, mennyivel olcsóbb a rendes áránál.',
} as const;

/**
 * Trend in percent from a weekly price series (oldest first): the last price against the mean of the
 * TREND_WINDOW_WEEKS weeks before it, rounded to one decimal. 0 when there is not enough history.
 */
export function computeTrend(weekly: readonly number[]): number {
  const n = weekly.length;
  if (n < TREND_WINDOW_WEEKS + 1) return 0;
  let sum = 0;
  for (let i = n - 1 - TREND_WINDOW_WEEKS; i < n - 1; i++) sum += weekly[i];
  const mean = sum / TREND_WINDOW_WEEKS;
  if (mean <= 0) return 0;
  return Math.round(((weekly[n - 1] - mean) / mean) * 1000) / 10;
}

/**
 * Trend of an observed offer, from its observed days only (a daily series, oldest first, null on days the monitor was
 * not read): the latest observed price against the average of the TREND_WINDOW_WEEKS weeks before it, each week the
 * mean of its observed days. null ("not enough observations yet") unless every one of those weeks has an observation:
 * a trend is never made up from repeated or modelled prices.
 */
export function observedTrend(daily: readonly (number | null)[]): number | null {
  let last = daily.length - 1;
  while (last >= 0 && daily[last] == null) last--;
  if (last < 0) return null;
  let sum = 0;
  for (let w = 0; w < TREND_WINDOW_WEEKS; w++) {
    const week = daily.slice(Math.max(0, last - 7 * (w + 1)), Math.max(0, last - 7 * w)).filter((p): p is number => p != null);
    if (!week.length) return null;
    sum += week.reduce((a, b) => a + b, 0) / week.length;
  }
  const mean = sum / TREND_WINDOW_WEEKS;
  if (mean <= 0) return null;
  return Math.round(((daily[last]! - mean) / mean) * 1000) / 10;
}

/** Saving in Ft for one offer given the prices of all offers of its canonical product (its own included). */
export function computeSaving(price: number, allPrices: readonly number[]): number {
  if (allPrices.length === 0) return 0;
  const avg = allPrices.reduce((a, b) => a + b, 0) / allPrices.length;
  return Math.max(0, Math.round(avg - price));
}

export interface SavingOffer {
  price: number;
  regular: number;
  ownBrand: string | null;
}

/**
 * The saving of each offer of one canonical product (SAVING_DEFINITION): a branded or unbranded offer against the
 * average of the same product, that is the offers that are no chain's own brand; an own brand (one chain's product,
 * not the same goods as the others) against its own regular price. Never negative, and never more than the price.
 */
export function savingsOf(group: readonly SavingOffer[]): number[] {
  const same = group.filter((o) => !o.ownBrand).map((o) => o.price);
  return group.map((o) => (o.ownBrand ? Math.max(0, Math.round(o.regular - o.price)) : computeSaving(o.price, same)));
}
