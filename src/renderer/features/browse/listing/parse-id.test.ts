import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('takes the ids the price feed makes (from 10^9) and every positive int4, nothing beyond', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('1000000123')).toBe(1_000_000_123);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId('12a')).toBeNull();
    expect(parseId(undefined)).toBeNull();
    for (const raw of ['0x4', '04', ' 4', '4.0', '4e0', '+4', '']) expect(parseId(raw), raw).toBeNull();
  });
});
