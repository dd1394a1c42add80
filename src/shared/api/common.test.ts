import { describe, expect, it } from 'vitest';
import { Id, INT4_MAX, Limit, Page, PlainString, WellFormed } from './common';
import { routeInputSchema } from './routes';
import { Shop } from './catalogue';

describe('numbers in paths, query strings and bodies', () => {
  it('takes a plain decimal integer, as digits or as a number', () => {
    expect(Id.parse('1')).toBe(1);
    expect(Id.parse('101')).toBe(101);
    expect(Id.parse(String(INT4_MAX))).toBe(INT4_MAX);
    expect(Id.parse(42)).toBe(42);
    expect(Page.parse('3')).toBe(3);
    expect(Page.parse(undefined)).toBe(1);
    expect(Limit.parse('100')).toBe(100);
  });

  it.each([
    ['0x1'],
    ['0x10'],
    ['"0x10"'],
    ['1e3'],
    ['1E3'],
    ['  1'],
    ['1 '],
    ['\t1'],
    ['+1'],
    ['01'],
    ['1.0'],
    ['1.5'],
    ['0b1'],
    ['0o7'],
    ['1_000'],
    ['Infinity'],
    [''],
    ['٣'],
    [true],
    [false],
    [null],
    [[1]],
    [['1']],
    [{}],
    [1.5],
    [Number.NaN],
  ])('refuses %j as an id, a page and a limit', (v) => {
    expect(Id.safeParse(v).success).toBe(false);
    expect(Page.safeParse(v).success).toBe(false);
    expect(Limit.safeParse(v).success).toBe(false);
  });

  it('bounds an id to what an integer column holds', () => {
    expect(Id.safeParse(String(INT4_MAX + 1)).success).toBe(false);
    expect(Id.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(Id.safeParse('0').success).toBe(false);
    expect(Id.safeParse('99999999999999999999').success).toBe(false);
  });

  it("main's route check refuses what the server would refuse", () => {
    const product = routeInputSchema('product');
    expect(product.safeParse({ params: { id: 101 } }).success).toBe(true);
    for (const id of ['0x65', true, [101], '1e2']) expect(product.safeParse({ params: { id } }).success, JSON.stringify(id)).toBe(false);
  });

  it('takes a shop coordinate as a number or a plain decimal, nothing else', () => {
    const shop = { id: 1, retailer_id: 1, address: 'x' };
    expect(Shop.parse({ ...shop, latitude: '47.49', longitude: '-19.04' })).toMatchObject({ latitude: 47.49, longitude: -19.04 });
    expect(Shop.parse({ ...shop, latitude: 47.49, longitude: 19 })).toMatchObject({ latitude: 47.49, longitude: 19 });
    for (const bad of ['0x10', '1e1', ' 47.5', true, [47.5], '']) expect(Shop.safeParse({ ...shop, latitude: bad, longitude: 19 }).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('well-formed text', () => {
  it('takes surrogate pairs and refuses either half alone, wherever it stands', () => {
    for (const ok of ['', 'tej', 'Bevásárlás 🛒', '🛒', '\uD83D\uDED2x', 'a\uFFFDb']) expect(WellFormed.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    for (const bad of ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83D', '\uDED2a', '\uDED2\uD83D', '\uD83D\uD83D\uDED2', '🛒\uDC00']) {
      expect(WellFormed.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(PlainString.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
