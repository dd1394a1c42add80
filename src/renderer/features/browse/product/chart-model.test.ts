import { describe, expect, it } from 'vitest';
import type { PriceSeries } from '../../../../shared/api/catalogue';
import {
  alignLines,
  buildLines,
  chartHeight,
  cursorStep,
  monthTicks,
  niceTicks,
  priceScale,
  statsOf,
  timeRange,
} from './chart-model';

const series = (product_id: number, retailer_name: string, prices: number[]): PriceSeries => ({
  product_id,
  retailer_name,
  start: '2024-01-01',
  step_days: 7,
  prices,
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
  });

  it('draws an observed daily series with its gaps: two observed days 60 days apart stay two points, never joined', () => {
    const daily: PriceSeries = { product_id: 3, retailer_name: 'Spar', start: '2026-09-26', step_days: 1, prices: [1049, ...Array(59).fill(null), 899] };
    const [line] = buildLines([daily], 3, colours, 'all');
    expect(line.observed).toBe(true);
    expect(line.points.map((p) => p.price)).toEqual([1049, 899]);
    const { weeks: ws, prices } = alignLines([line]);
    expect(ws).toHaveLength(61);
    // null: a gap the chart does not draw across; only the two observed days have a price.
    expect(prices[0].filter((p) => p !== null)).toEqual([1049, 899]);
    expect(prices[0].slice(1, -1).every((p) => p === null)).toBe(true);
    expect(statsOf(line)).toMatchObject({ now: 899, low: { price: 899 }, first: { price: 1049 } });
  });

  it('puts the lines on one week axis, with nothing (undefined, drawn across) where an offer has no price that week', () => {
    const lines = buildLines(
      [
        series(1, 'Aldi', [100, 110, 120]),
        { product_id: 2, retailer_name: 'Lidl', start: '2024-01-08', step_days: 7, prices: [90, 92, 95] },
      ],
      1,
      colours,
      'all',
    );
    const { weeks: ws, prices } = alignLines(lines);
    expect(ws.map((w) => new Date(w).toISOString().slice(0, 10))).toEqual(['2024-01-01', '2024-01-08', '2024-01-15', '2024-01-22']);
    expect(prices).toEqual([
      [100, 110, 120, undefined],
      [undefined, 90, 92, 95],
    ]);
    expect(alignLines([])).toEqual({ weeks: [], prices: [] });
  });

  it('pads the price axis so the lowest and highest prices are not on the edge, never below zero', () => {
    const s = priceScale([448, 499, 460]);
    expect(s.ticks).toEqual([440, 460, 480, 500]);
    expect(s.min).toBeLessThan(448);
    expect(s.max).toBeGreaterThan(499);
    const edge = priceScale([440, 500]);
    expect(edge.min).toBeLessThan(440);
    expect(edge.max).toBeGreaterThan(500);
    expect(priceScale([0, 10]).min).toBe(0);
  });

  it('spans the time axis from the first to the last week, or around a single week', () => {
    expect(timeRange([30, 10, 20])).toEqual([10, 30]);
    const [a, b] = timeRange([Date.UTC(2025, 0, 6)]);
    expect(b - a).toBe(7 * 86_400_000);
  });

  it('moves the keyboard cursor week by week and jumps to the ends', () => {
    expect(cursorStep('ArrowLeft', null, 10)).toBe(9);
    expect(cursorStep('ArrowRight', null, 10)).toBe(0);
    expect(cursorStep('ArrowLeft', 4, 10)).toBe(3);
    expect(cursorStep('ArrowLeft', 0, 10)).toBe(0);
    expect(cursorStep('ArrowRight', 4, 10)).toBe(5);
    expect(cursorStep('ArrowRight', 9, 10)).toBe(9);
    expect(cursorStep('Home', 4, 10)).toBe(0);
    expect(cursorStep('End', 4, 10)).toBe(9);
    expect(cursorStep('a', 4, 10)).toBeNull();
    expect(cursorStep('End', null, 0)).toBeNull();
  });

  it('sizes the chart height to its width within bounds', () => {
    expect(chartHeight(300)).toBe(220);
    expect(chartHeight(700)).toBe(280);
    expect(chartHeight(2000)).toBe(320);
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
