/** Definitions the app shows to users; the builder, loader, importer and tests all use these. */

/**
 * Savings baseline of a shopping plan. Why: a saving has to be measured against what the user would plausibly
 * pay without planning: the typical price of each item across the retailers they chose (and that have a shop in
 * the zone), the same yardstick for every solution so that their savings compare.
 */
export const SAVINGS_BASELINE = {
  id: 'average-price-at-chosen-retailers',
  en: 'Savings compared with paying, for each item, the average price across the chosen retailers that sell it.',
  hu: 'A megtakarítás ahhoz képest értendő, mintha minden terméket a kiválasztott, azt árusító üzletláncok átlagárán vennél meg.',
} as const;

/** Weeks of history before the current week that the trend compares against. */
export const TREND_WINDOW_WEEKS = 4;

export const TREND_DEFINITION = {
  en: 'Trend: the current price compared with the average price of the previous 4 weeks, in percent (one decimal). Above +2% prices are rising, below -2% falling.',
  hu: 'Trend: a mostani ár eltérése az előző 4 hét átlagárától, százalékban, egy tizedesjegyre kerekítve. +2% fölött emelkedik, –2% alatt csökken a termék ára.',
} as const;

export const SAVING_DEFINITION = {
  en: 'Saving: how much less this offer costs than the average price of the same product across the retailers that sell it, in Ft (never negative).',
  hu: 'Megtakarítás: ennyi forinttal olcsóbb ez az ajánlat, mint ugyanennek a terméknek az átlagára az azt árusító üzletláncoknál (értéke sosem negatív).',
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

/** Saving in Ft for one offer given the prices of all offers of its canonical product (its own included). */
export function computeSaving(price: number, allPrices: readonly number[]): number {
  if (allPrices.length === 0) return 0;
  const avg = allPrices.reduce((a, b) => a + b, 0) / allPrices.length;
  return Math.max(0, Math.round(avg - price));
}
