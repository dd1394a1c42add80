import { describe, expect, it } from 'vitest';
import { lineChart, niceTicks, xLabelIndices } from './media';

describe('news charts', () => {
  it('put round numbers on the price axis, covering every value', () => {
    expect(niceTicks(372, 1002)).toEqual([200, 400, 600, 800, 1000, 1200]);
    expect(niceTicks(412, 508)).toEqual([400, 425, 450, 475, 500, 525]);
    for (const [lo, hi] of [
      [0.4, 3.9],
      [17, 23],
      [1250, 5980],
    ] as const) {
      const t = niceTicks(lo, hi);
      expect(t[0]).toBeLessThanOrEqual(lo);
      expect(t.at(-1)).toBeGreaterThanOrEqual(hi);
      expect(t.length).toBeLessThanOrEqual(7);
    }
  });

  it('label about six months and always the newest, never two labels crowding each other', () => {
    // 33 points: every 6th, then the newest (index 32) would sit 2 points after index 30, so 30 gives way.
    expect(xLabelIndices(33)).toEqual([0, 6, 12, 18, 24, 32]);
    expect(xLabelIndices(31)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(xLabelIndices(1)).toEqual([0]);
    for (let n = 2; n < 80; n++) {
      const picked = xLabelIndices(n);
      expect(picked.at(-1)).toBe(n - 1);
      const step = Math.ceil((n - 1) / 6);
      for (let i = 1; i < picked.length; i++)
        expect(picked[i]! - picked[i - 1]!).toBeGreaterThanOrEqual(Math.min(step, 0.6 * step));
    }
  });

  it('write numbers the way the post is read', () => {
    // Hungarian groups thousands only from five digits on, with a space; English with a comma.
    const series = [
      {
        label: 'x',
        color: '#000',
        points: [
          { x: '2024-01', y: 12_340 },
          { x: '2025-01', y: 15_660 },
        ],
      },
    ];
    expect(lineChart('t', series, 'Ft', 'hu')).toContain('>15\u00a0000<');
    expect(lineChart('t', series, 'Ft', 'en')).toContain('>15,000<');
  });
});
