import { describe, expect, it } from 'vitest';
import { RawJson } from './http';

describe('RawJson', () => {
  it('appends pre-serialised fields to the serialised base', () => {
    const raw = new RawJson({ id: 1, name: 'tej "UHT"' }, { history: '[{"week":"2026-01-05","price":379}]' });
    expect(JSON.parse(raw.text)).toEqual({ id: 1, name: 'tej "UHT"', history: [{ week: '2026-01-05', price: 379 }] });
  });

  it('works on an empty base and with no fields', () => {
    expect(JSON.parse(new RawJson({}, { a: '1', b: 'null' }).text)).toEqual({ a: 1, b: null });
    expect(new RawJson({ x: [1] }, {}).text).toBe('{"x":[1]}');
  });
});
