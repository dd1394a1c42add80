import { describe, expect, it } from 'vitest';
import { PriceSeries, seriesPoints } from './catalogue';

describe('price series', () => {
  it('dates each price by its week, also across a year and a DST change', () => {
    const s = PriceSeries.parse({ product_id: 1, retailer_name: 'Aldi', start: '2025-12-22', step_days: 7, prices: [399, 379, 389] });
    expect(seriesPoints(s)).toEqual([
      { week: '2025-12-22', price: 399 },
      { week: '2025-12-29', price: 379 },
      { week: '2026-01-05', price: 389 },
    ]);
    const spring = seriesPoints({ ...s, start: '2026-03-23', prices: [1, 2] });
    expect(spring.map((p) => p.week)).toEqual(['2026-03-23', '2026-03-30']);
  });

  it('refuses a series without a real start date or with a zero step', () => {
    expect(PriceSeries.safeParse({ product_id: 1, retailer_name: 'A', start: '2026-13-01', step_days: 7, prices: [] }).success).toBe(false);
    expect(PriceSeries.safeParse({ product_id: 1, retailer_name: 'A', start: '2026-01-05', step_days: 0, prices: [] }).success).toBe(false);
  });
});
