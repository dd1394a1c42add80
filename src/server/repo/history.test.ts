import { describe, expect, it } from 'vitest';
import { seriesPoints } from '../../shared/api/catalogue';
import { lowestOfLastYear } from './catalogue-cache';

describe('lowest price of the last 12 months', () => {
  const series = (prices: number[]) => ({ product_id: 1, retailer_name: 'Aldi', start: '2024-01-01', step_days: 7, prices });

  it('looks at the last 52 weeks only and dates the lowest week', () => {
    const prices = [100, ...Array.from({ length: 60 }, (_, i) => 500 - (i === 30 ? 80 : 0))];
    const s = series(prices);
    const low = lowestOfLastYear(s);
    expect(low).toEqual({ week: seriesPoints(s)[31].week, price: 420 });
  });

  it('takes the earliest of equal lows, and nothing for an empty series', () => {
    const s = series([300, 200, 250, 200]);
    expect(lowestOfLastYear(s)).toEqual({ week: '2024-01-08', price: 200 });
    expect(lowestOfLastYear(series([]))).toBeNull();
  });
});
