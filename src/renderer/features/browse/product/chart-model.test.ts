import { describe, expect, it } from 'vitest';
import type { PriceSeries } from '../../../../shared/api/catalogue';
import { buildLines, monthTicks, niceTicks, priceAt, statsOf } from './chart-model';

const weeks = (n: number, from = '2024-01-01') =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10));

const series = (product_id: number, retailer_name: string, prices: number[]): PriceSeries => ({
  product_id,
  retailer_name,
  points: weeks(prices.length).map((week, i) => ({ week, price: prices[i] })),
});

describe('price history chart model', () => {
  const history = [
    series(2, 'Lidl', Array(100).fill(500)),
    series(
      1,
      'Aldi',
      Array.from({ length: 100 }, (_, i) => 400 + i),
    ),
  ];
  const colours = new Map([['Aldi', '#00005f']]);

  it('puts this offer first, uses retailer colours, and keeps the last 52 weeks for 12 months', () => {
    const lines = buildLines(history, 1, colours, 'year');
    expect(lines.map((l) => [l.retailer, l.own])).toEqual([
      ['Aldi', true],
      ['Lidl', false],
    ]);
    expect(lines[0].color).toBe('#00005f');
    expect(lines[1].color).toMatch(/^#/);
    expect(lines[0].points).toHaveLength(52);
    expect(lines[0].points[0].price).toBe(448);
    expect(buildLines(history, 1, colours, 'all')[0].points).toHaveLength(100);
  });

  it('summarises a line: now, lowest and highest', () => {
    const [own] = buildLines(history, 1, colours, 'year');
    const s = statsOf(own);
    expect([s.now, s.low.price, s.high.price, s.first.price]).toEqual([499, 448, 499, 448]);
    expect(priceAt(own, own.points[3].t + 86_400_000)).toBe(451);
    expect(priceAt(own, 0)).toBeNull();
  });

  it('chooses round price ticks that cover the range', () => {
    expect(niceTicks(448, 499, 5)).toEqual([440, 460, 480, 500]);
    const flat = niceTicks(500, 500);
    expect(flat[0]).toBeLessThanOrEqual(500);
    expect(flat[flat.length - 1]).toBeGreaterThanOrEqual(500);
  });

  it('labels months, thinned to a readable number', () => {
    const from = Date.UTC(2025, 0, 15);
    const to = Date.UTC(2025, 11, 20);
    const ticks = monthTicks(from, to, 6);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(new Date(ticks[0]).toISOString().slice(0, 10)).toBe('2025-02-01');
  });
});
