/**
 * The export read leniently where the format notes say so (arfigyelo-format.md §1): numeric cells as well as text,
 * ids that lost their leading zeros as numbers, count units other than db, and a leaf category the reviewed table
 * does not know placed through its parents and reported.
 */
import { describe, expect, it } from 'vitest';
import { flattenTree, placeCategory, type MonitorCategory } from './categories';
import { parseExport } from './export';
import { REAL_CATEGORIES, ean13 } from '../../../tests/support/feed/fixture-server';
import { exportZip, inlineSheet } from '../../../tests/support/feed/xlsx-fixture';

const tree = flattenTree(REAL_CATEGORIES.categories as never);

const row = (over: Record<string, string> = {}): Record<string, string> => ({
  'Termék azonosító': ean13('599000000001'), 'Termék név': 'Minta sajt', 'Kategória azonosító': '2',
  'Kategória név': 'Pasztőrözött ESL tej, 1,5% zsírtart.', 'Üzletlánc név': 'Tesco', 'Egység': 'kg', 'Kiszerelés': '0,3',
  'Minimum ár': '576,0000', 'Maximum ár': '576,0000', 'Minimum egységár': '1920,0000', 'Maximum egységár': '1920,0000',
  'Hány üzletláncban elérhető': '3', 'Hány boltban elérhető': '178', 'Üzletlánc összes boltja': '197', ...over,
});
const ids = (n: number) => Array.from({ length: n }, (_, i) => ean13(`5990000${String(10000 + i)}`));
const parse = (rows: Array<Record<string, string>>, numeric: readonly string[] = [], t: ReadonlyMap<number, MonitorCategory> = tree) =>
  parseExport(exportZip(inlineSheet(rows, numeric)), t);

const NUMBER_COLUMNS = ['Kiszerelés', 'Minimum ár', 'Maximum ár', 'Minimum egységár', 'Maximum egységár', 'Hány üzletláncban elérhető', 'Hány boltban elérhető', 'Üzletlánc összes boltja'];

describe('numeric cells', () => {
  it('reads numbers with any decimals and exponents from numeric cells: a file of them goes in whole', async () => {
    const rows = ids(20).map((id) => row({
      'Termék azonosító': id, 'Kiszerelés': '0.29999999999999999', 'Minimum ár': '575.99999999999989', 'Maximum ár': '5.76E2',
      'Minimum egységár': '1919.7333333333333', 'Maximum egységár': '1919.7333333333333', 'Hány boltban elérhető': '1.78E2',
    }));
    rows[1] = { ...rows[1]!, 'Egység': 'g', 'Kiszerelés': '1.5E2', 'Maximum egységár': '1.2345678E-2' };
    const p = await parse(rows, NUMBER_COLUMNS);
    expect(p.problems).toEqual([]);
    expect(p.offers).toHaveLength(20);
    expect(p.offers[0]).toMatchObject({ package: 0.3, price: 576, minPrice: 576, maxPrice: 576, unitPrice: 1919.73, shopsAvailable: 178 });
    // 150 g at 0.012345678 Ft/g: 0.15 kg at 12.35 Ft/kg.
    expect(p.offers[1]).toMatchObject({ unit: 'kg', package: 0.15, unitPrice: 12.35 });
  });

  it('keeps the text form as it is, and refuses exponents in text and garbage in numbers', async () => {
    const rows = ids(20).map((id) => row({ 'Termék azonosító': id }));
    rows[2] = { ...rows[2]!, 'Kiszerelés': '3E-1' };
    const text = await parse(rows);
    expect(text.offers).toHaveLength(19);
    expect(text.offers[0]).toMatchObject({ package: 0.3, price: 576, unitPrice: 1920 });
    expect(text.problems).toEqual([expect.objectContaining({ row: 4, column: 'Kiszerelés', message: expect.stringContaining('is not a number') })]);

    const garbage = ids(20).map((id) => row({ 'Termék azonosító': id, 'Maximum ár': '576' }));
    garbage[3] = { ...garbage[3]!, 'Maximum ár': 'NaN' };
    garbage[4] = { ...garbage[4]!, 'Maximum ár': '-576' };
    garbage[5] = { ...garbage[5]!, 'Maximum ár': '1E400' };
    garbage[6] = { ...garbage[6]!, 'Maximum ár': '5.76E12' };
    const numbers = await parse(garbage, ['Maximum ár']);
    expect(numbers.offers).toHaveLength(16);
    expect(numbers.problems.map((x) => [x.row, x.column, x.cell])).toEqual([[5, 'Maximum ár', 'I5'], [6, 'Maximum ár', 'I6'], [7, 'Maximum ár', 'I7'], [8, 'Maximum ár', 'I8']]);
    // The problem quotes the cell as written.
    expect(numbers.problems[2]!.message).toMatch(/^"1E400" is not a number/);
  });
});

describe('product ids', () => {
  it('restores the leading zeros a numeric id lost (13 digits, §1.1), never those of a text id', async () => {
    const rows = [row({ 'Termék azonosító': '22989' }), row({ 'Termék azonosító': '5990000000000' }), row({ 'Termék azonosító': '2.2988E4' })];
    const numeric = await parse(rows, ['Termék azonosító']);
    expect(numeric.problems).toEqual([]);
    expect(numeric.offers.map((o) => o.productId)).toEqual(['0000000022989', '5990000000000', '0000000022988']);

    const text = await parse(rows);
    expect(text.offers.map((o) => o.productId)).toEqual(['22989', '5990000000000', '2.2988E4']);
  });

  it('refuses a numeric id that is not whole digits', async () => {
    const rows = ids(10).map((id) => row({ 'Termék azonosító': id }));
    rows[1] = { ...rows[1]!, 'Termék azonosító': '22989.5' };
    const p = await parse(rows, ['Termék azonosító']);
    expect(p.offers).toHaveLength(9);
    expect(p.problems).toEqual([expect.objectContaining({ row: 3, column: 'Termék azonosító', cell: 'A3', message: expect.stringContaining('"22989.5" is a number that is not a product id') })]);
  });
});

describe('units', () => {
  it('keeps a count unit (csomag, tekercs) as pieces with its name, reported once per unit; drops a unit that is no count', async () => {
    const [a, b, c, d, e] = ids(5);
    const p = await parse([
      row({ 'Termék azonosító': a!, 'Egység': 'csomag', 'Kiszerelés': '1' }),
      row({ 'Termék azonosító': b!, 'Egység': 'Tekercs', 'Kiszerelés': '8', 'Maximum egységár': '72,0000', 'Minimum egységár': '72,0000' }),
      row({ 'Termék azonosító': c!, 'Egység': 'tekercs', 'Kiszerelés': '16' }),
      row({ 'Termék azonosító': d!, 'Egység': 'm2' }),
      row({ 'Termék azonosító': e! }),
    ]);
    expect(p.offers.map((o) => [o.unit, o.countUnit, o.package])).toEqual([['db', 'csomag', 1], ['db', 'tekercs', 8], ['db', 'tekercs', 16], ['kg', null, 0.3]]);
    expect(p.offers[1]!.unitPrice).toBe(72);
    expect(p.problems).toEqual([
      expect.objectContaining({ row: 5, column: 'Egység', message: expect.stringContaining('"m2" is not a known unit') }),
      expect.objectContaining({ row: 2, column: 'Egység', message: expect.stringMatching(/unit 'csomag' .*read as a count of pieces \(db\) \(1 row, first on row 2\)/) }),
      expect.objectContaining({ row: 3, column: 'Egység', message: expect.stringMatching(/unit 'tekercs' .*\(2 rows, first on row 3\)/) }),
    ]);
  });
});

describe('a leaf category the reviewed table does not know', () => {
  // New leaves as /api/categories would give them: under a new mid of a root whose mids all go to one place, under a
  // new mid of a mixed root, and two levels under a known mid.
  const grown = new Map(tree);
  grown.set(2998, { id: 2998, parentId: 1001, name: 'Kecsketej', path: 'tejtermek_sajt_tojas/kecsketej' });
  grown.set(998, { id: 998, parentId: 2998, name: 'Kecsketej, 1 l', path: 'tejtermek_sajt_tojas/kecsketej/1l' });
  grown.set(2997, { id: 2997, parentId: 1126, name: 'Újdonság', path: 'haztartas/ujdonsag' });
  grown.set(997, { id: 997, parentId: 2997, name: 'Újdonság', path: 'haztartas/ujdonsag/uj' });
  grown.set(2996, { id: 2996, parentId: 2001, name: 'Tej, egyéb', path: 'tejtermek_sajt_tojas/tej/egyeb' });
  grown.set(996, { id: 996, parentId: 2996, name: 'Tej, egyéb, 1 l', path: 'tejtermek_sajt_tojas/tej/egyeb/1l' });

  it('is placed through its nearest known ancestor; left unplaced only when no ancestor is known', () => {
    expect(placeCategory(998, grown)).toEqual({ slug: 'diary', by: 'ancestor', via: 1001 });
    expect(placeCategory(996, grown)).toEqual({ slug: 'diary', by: 'ancestor', via: 2001 });
    expect(placeCategory(997, grown)).toEqual({ slug: null, by: 'unknown' });
    expect(placeCategory(995, grown)).toEqual({ slug: null, by: 'unknown' });
    // A tree with a cycle ends.
    const looped = new Map(grown);
    looped.set(2995, { id: 2995, parentId: 2994, name: 'a', path: 'a' });
    looped.set(2994, { id: 2994, parentId: 2995, name: 'b', path: 'b' });
    looped.set(994, { id: 994, parentId: 2995, name: 'c', path: 'c' });
    expect(placeCategory(994, looped)).toEqual({ slug: null, by: 'unknown' });
  });

  it('keeps its products and reports the placement once for review', async () => {
    const [a, b, c, d] = ids(4);
    const p = await parse([
      row({ 'Termék azonosító': a!, 'Kategória azonosító': '998', 'Kategória név': 'Kecsketej, 1 l' }),
      row({ 'Termék azonosító': b!, 'Kategória azonosító': '998', 'Kategória név': 'Kecsketej, 1 l' }),
      row({ 'Termék azonosító': c!, 'Kategória azonosító': '997', 'Kategória név': 'Újdonság' }),
      row({ 'Termék azonosító': d! }),
    ], [], grown);
    expect(p.offers.map((o) => [o.productId, o.category, o.kindId])).toEqual([[a, 'diary', 998], [b, 'diary', 998], [d, 'diary', 2]]);
    expect(p.problems).toEqual([
      expect.objectContaining({ row: 4, column: 'Kategória azonosító', message: expect.stringContaining('category 997') }),
      expect.objectContaining({ row: 2, column: 'Kategória azonosító', message: expect.stringMatching(/category 998 .*placed in 'diary' through its ancestor 1001 \('Tejtermék, sajt, tojás'\).*\(2 rows, first on row 2\)/) }),
    ]);
  });
});
