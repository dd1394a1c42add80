/**
 * Observed offers' histories hold only observed days. Until now a daily series repeated the last price over the days
 * the monitor was not read, and the trend was computed from those repeated days. Here the repeated days become gaps
 * (null): a day keeps its price only where an observation was recorded for it, or where it starts or ends the series
 * (the bundled catalogue's day and the latest update). "No trend yet" is representable (trending NULL), and an observed
 * offer's trend, made from repeated days, is dropped until the next update computes it from observed days only.
 */
export default `
ALTER TABLE products ALTER COLUMN trending DROP NOT NULL;
ALTER TABLE products ALTER COLUMN trending DROP DEFAULT;
UPDATE price_history h SET prices = g.prices
  FROM (
    SELECT h2.product_id,
           array_agg(CASE WHEN d.i = 1 OR d.i = cardinality(h2.prices) OR EXISTS (
                            SELECT 1 FROM price_observations o
                             WHERE o.product_id = h2.product_id AND o.observed_on = h2.start_date + (d.i - 1))
                          THEN h2.prices[d.i] END ORDER BY d.i) AS prices
      FROM price_history h2
      JOIN products p ON p.id = h2.product_id AND p.observed_on IS NOT NULL
      CROSS JOIN LATERAL generate_series(1, cardinality(h2.prices)) AS d(i)
     WHERE h2.step_days = 1
     GROUP BY h2.product_id
  ) g
 WHERE g.product_id = h.product_id;
UPDATE products SET trending = NULL WHERE observed_on IS NOT NULL;
`;
