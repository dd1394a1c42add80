import { describe, expect, it } from 'vitest';
import type { ListProduct } from '../../../shared/api/lists';
import type { Solution } from '../../../shared/api/plans';
import { distanceM } from '../../../shared/geo';
import { RULES } from '../../../shared/rules';
import {
  copyName,
  lineTotal,
  listNameProblem,
  newListName,
  orderSolutions,
  productCardsTotal,
  retailerShopsInZone,
  sortProducts,
  totalAmount,
} from './logic';

const estimate = { kind: 'estimate', origin: null, date: '2026-11-16' } as const;

const product = (id: number, name: string, created: string): ListProduct => ({
  price_source: estimate,
  available: true,
  any_brand: false,
  kind_name: name,
  id,
  name,
  photo: null,
  price: 100,
  retailer_name: 'Aldi',
  quantity: 1,
  created,
  saving: 0,
});

const solution = (id: number, save_percent: number, extra: Partial<Solution> = {}): Solution => ({
  id,
  title: '',
  store_count: 1,
  retailers: [],
  savings: 0,
  save_percent,
  total: 1000,
  ...extra,
});

describe('drawer sort', () => {
  const items = [
    product(1, 'Zsemle', '2025-01-03T10:00:00.000Z'),
    product(2, 'alma', '2025-01-01T10:00:00.000Z'),
    product(3, 'Édesség', '2025-01-02T10:00:00.000Z'),
    product(4, 'Egres', '2025-01-04T10:00:00.000Z'),
  ];
  it('alphabetical follows Hungarian collation, ignoring case (É sorts with E, before Z)', () => {
    expect(sortProducts(items, 'alpha', 'hu').map((p) => p.name)).toEqual(['alma', 'Édesség', 'Egres', 'Zsemle']);
  });
  it('latest puts the newest addition first', () => {
    expect(sortProducts(items, 'latest', 'en').map((p) => p.id)).toEqual([4, 1, 3, 2]);
  });
  it('does not reorder the list it was given', () => {
    sortProducts(items, 'alpha', 'en');
    expect(items.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('list names', () => {
  it('numbers a new list after the existing ones; the empty state makes 1', () => {
    expect(newListName([])).toBe('Bevásárlólista 1');
    expect(newListName(['Heti', 'Buli', 'Hétvége'])).toBe('Bevásárlólista 4');
  });
  it('never repeats a default name that is still in use, e.g. after a delete', () => {
    // 1, 2, 3 made, 2 deleted: two lists, but 3 is taken.
    expect(newListName(['Bevásárlólista 1', 'Bevásárlólista 3'])).toBe('Bevásárlólista 4');
    expect(newListName(['Heti', 'Bevásárlólista 7'])).toBe('Bevásárlólista 8');
    expect(newListName(['Bevásárlólista 2x', 'Bevásárlólista 2 '])).toBe('Bevásárlólista 3');
  });
  it('counts the default names of lists made before the review ("bevásárlólista #3")', () => {
    expect(newListName(['bevásárlólista #1', 'bevásárlólista #3'])).toBe('Bevásárlólista 4');
    expect(newListName(['Heti', 'bevásárlólista #7', 'Bevásárlólista 2'])).toBe('Bevásárlólista 8');
  });
  it('refuses blank and overlong names', () => {
    expect(listNameProblem('   ')).toBe('required');
    expect(listNameProblem('x'.repeat(201))).toBe('tooLong');
    expect(listNameProblem('  Heti  ')).toBeNull();
  });
});

describe('plan totals', () => {
  it('rounds each line half up once, as the planner does', () => {
    expect(lineTotal(199.5, 1)).toBe(200);
    expect(lineTotal(199, 0.35)).toBe(70);
    expect(lineTotal(333.33, 3)).toBe(1000);
  });
  it('adds the product cards of every retailer', () => {
    const version = {
      retailers: [
        { id: 1, name: 'Aldi', shop: [], products: [{ name: 'a', photo: null, price: 299, package: 1, quantity: 2, unit: 'kg', price_source: estimate, available: true }] },
        { id: 2, name: 'Lidl', shop: [], products: [{ name: 'b', photo: null, price: 89.5, package: 1, quantity: 1, unit: 'db', price_source: estimate, available: true }] },
      ],
    };
    expect(productCardsTotal(version)).toBe(598 + 90);
  });
  it('gives the total amount bought in the package unit', () => {
    expect(totalAmount(0.5, 3)).toBe(1.5);
    expect(totalAmount(null, 3)).toBeNull();
  });
});

describe('solution order', () => {
  it('shows save_percent descending (SPEC §9), whatever the store count', () => {
    const out = orderSolutions([solution(1, 4.2), solution(2, 9.1, { store_count: 2 }), solution(3, 6.5, { store_count: 4 }), solution(4, 0)]);
    expect(out.map((s) => s.save_percent)).toEqual([9.1, 6.5, 4.2, 0]);
  });
  it('breaks a save_percent tie by the lower total (with the trip when counted), then fewer stores', () => {
    const a = solution(1, 5, { store_count: 3, total: 900, net_total: 1200, travel_included: true });
    const b = solution(2, 5, { store_count: 2, total: 1000, net_total: 1100, travel_included: true });
    const c = solution(3, 5, { store_count: 1, total: 1000, net_total: 1100, travel_included: true });
    expect(orderSolutions([a, b, c]).map((s) => s.id)).toEqual([3, 2, 1]);
  });
  it('puts a plan with no single-store saving after the ones with one, when they buy as much', () => {
    expect(orderSolutions([solution(1, 0, { savings: null, save_percent: null }), solution(2, 0)]).map((s) => s.id)).toEqual([2, 1]);
  });
  it('puts solutions that cover more items first, whatever their saving', () => {
    const partial = solution(1, 20, { missing: [{ product_id: 5, name: 'Tej', quantity: 1 }] });
    expect(orderSolutions([partial, solution(2, 3)]).map((s) => s.id)).toEqual([2, 1]);
  });
  it('keeps the server order for equal keys', () => {
    expect(orderSolutions([solution(5, 3), solution(4, 3)]).map((s) => s.id)).toEqual([5, 4]);
  });
});

describe('shops in the zone', () => {
  const zone = { latitude: 47.49, longitude: 19.04, radiusM: 1000 };
  it('measures with the spec earth radius', () => {
    // One degree of latitude on a 6378137 m sphere.
    expect(distanceM({ latitude: 47, longitude: 19 }, { latitude: 48, longitude: 19 })).toBeCloseTo(111_319.5, 0);
  });
  it("lists the retailer's shops inside the radius, nearest first", () => {
    const shops = [
      { id: 1, retailer_id: 1, latitude: 47.495, longitude: 19.04, address: 'far-ish' },
      { id: 2, retailer_id: 1, latitude: 47.491, longitude: 19.04, address: 'near' },
      { id: 3, retailer_id: 1, latitude: 47.6, longitude: 19.04, address: 'outside' },
      { id: 4, retailer_id: 2, latitude: 47.49, longitude: 19.04, address: 'other retailer' },
    ];
    expect(retailerShopsInZone(shops, 1, zone).map((s) => s.address)).toEqual(['near', 'far-ish']);
  });
});

describe('copyName', () => {
  const named = (name: string, n: number) => (n === 1 ? `${name} (copy)` : `${name} (copy ${n})`);
  it('names a copy after its source, numbered past the copies there already are', () => {
    expect(copyName('Weekly shop', [], named)).toBe('Weekly shop (copy)');
    expect(copyName('Weekly shop', ['Weekly shop', 'Weekly shop (copy)'], named)).toBe('Weekly shop (copy 2)');
    expect(copyName('Weekly shop', ['Weekly shop (copy)', 'Weekly shop (copy 2)'], named)).toBe('Weekly shop (copy 3)');
  });
  it('shortens a long source name so the copy still fits a name', () => {
    const long = 'x'.repeat(RULES.maxTextLength);
    const name = copyName(long, [], named);
    expect(name.length).toBeLessThanOrEqual(RULES.maxTextLength);
    expect(name.endsWith('… (copy)')).toBe(true);
  });
});
