import { describe, expect, it } from 'vitest';
import { unchangedOr } from './catalogue-cache';

describe('unchangedOr: a catalogue read again keeps the rows that did not change', () => {
  const before = new Map([
    [1, { id: 1, name_hu: 'Tej', price: 299, observed_on: '2026-11-27' as string | null }],
    [2, { id: 2, name_hu: 'Vaj', price: 899, observed_on: '2026-11-27' as string | null }],
    [3, { id: 3, name_hu: 'Sajt', price: 1_299, observed_on: null as string | null }],
  ]);

  it('gives back the served object for an unchanged row and the new one for a changed or new row', () => {
    const read = [
      { id: 1, name_hu: 'Tej', price: 299, observed_on: '2026-11-27' },
      { id: 2, name_hu: 'Vaj', price: 949, observed_on: '2026-11-28' },
      { id: 3, name_hu: 'Sajt', price: 1_299, observed_on: '2026-11-28' },
      { id: 4, name_hu: 'Kenyér', price: 499, observed_on: '2026-11-28' },
    ];
    const kept = read.map((r) => unchangedOr(r, before));
    expect(kept[0]).toBe(before.get(1));
    expect(kept.slice(1)).toEqual(read.slice(1));
    for (const i of [1, 2, 3]) expect(kept[i]).toBe(read[i]);
  });

  it('does not keep a row that gained or lost a field, and keeps nothing on a first load', () => {
    const row = { id: 1, name_hu: 'Tej', price: 299, observed_on: '2026-11-27', loyalty_price: 279 };
    expect(unchangedOr(row, before as never)).toBe(row);
    const same = { id: 1, name_hu: 'Tej', price: 299, observed_on: '2026-11-27' };
    expect(unchangedOr(same, undefined)).toBe(same);
  });
});
