import { describe, expect, it } from 'vitest';
import { seriesPoints } from '../../shared/api/catalogue';
import { historyBasis, lowestOfLastYear } from './catalogue-snapshot';

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

  it('reads a daily observed series over 12 months of days, not 52 days', () => {
    // 400 days of observations: a low 100 days before the last one is within the year; a lower one 380 days before is not.
    const prices = Array.from({ length: 400 }, (_, i) => (i === 19 ? 100 : i === 299 ? 150 : 300));
    const s = { product_id: 2, retailer_name: 'Lidl', start: '2025-10-22', step_days: 1, prices };
    expect(lowestOfLastYear(s)).toEqual({ week: seriesPoints(s)[299].week, price: 150 });
  });
});

describe('what a history rests on', () => {
  it('says observed or modelled, and the days it covers', () => {
    const daily = { product_id: 3, retailer_name: 'Spar', start: '2026-11-23', step_days: 1, prices: [399, 399, 379] };
    expect(historyBasis(daily, true)).toEqual({ kind: 'observed', since: '2026-11-23', until: '2026-11-25', days: 3 });
    const weekly = { product_id: 4, retailer_name: 'Aldi', start: '2024-01-01', step_days: 7, prices: [1, 2, 3] };
    expect(historyBasis(weekly, false)).toEqual({ kind: 'modelled', since: '2024-01-01', until: '2024-01-15', days: 15 });
  });

  it('counts only the days the monitor was read, not the gaps between two updates', () => {
    // The bundled catalogue's day (25 September) and one update (27 November): 64 days of series, 2 of them observed.
    const prices = [1_049, ...Array.from({ length: 62 }, () => null), 899];
    const daily = { product_id: 5, retailer_name: 'Lidl', start: '2026-09-25', step_days: 1, prices };
    expect(historyBasis(daily, true)).toEqual({ kind: 'observed', since: '2026-09-25', until: '2026-11-27', days: 2 });
    expect(historyBasis({ ...daily, prices: [899] }, true).days).toBe(1);
  });

  it('takes the 12-month low from observed days only, never from a gap', () => {
    const s = { product_id: 6, retailer_name: 'Lidl', start: '2026-09-25', step_days: 1, prices: [1_049, null, null, 899, null] };
    expect(lowestOfLastYear(s)).toEqual({ week: '2026-09-28', price: 899 });
  });
});
