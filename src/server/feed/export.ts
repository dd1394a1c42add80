/**
 * The monitor's daily export (shared/data/arfigyelo-format.md §1): first sheet named after the data date, columns
 * found by header name, text cells with a decimal comma (or numeric cells, which the notes say some writers give).
 * Bad rows are skipped and reported with row and column; a file that is mostly bad is refused whole, and so is one
 * whose sheet or headers are not the documented ones. What is read leniently (a count unit, a new category placed
 * through its parent) is kept and reported once, for a maintainer to review.
 */
import { z } from 'zod';
import type { CategorySlug } from '../catalogue/taxonomy';
import { placeCategory, type MonitorCategory } from './categories';
import { chainByName, type FeedChain } from './chains';
import { FeedError, type FeedProblem } from './problems';
import { openFirstSheet } from './xlsx';

/** §1.1: the 14 exact headers. */
export const EXPORT_HEADERS = [
  'Termék azonosító', 'Termék név', 'Kategória azonosító', 'Kategória név', 'Üzletlánc név', 'Egység', 'Kiszerelés',
  'Minimum ár', 'Maximum ár', 'Minimum egységár', 'Maximum egységár', 'Hány üzletláncban elérhető', 'Hány boltban elérhető',
  'Üzletlánc összes boltja',
] as const;
type Header = (typeof EXPORT_HEADERS)[number];

const SHEET_NAME = /^Napi feltöltések - (\d{4}-\d{2}-\d{2})\s*$/;

/** More bad rows than this share of the file (and more than a handful) refuse the whole file. */
export const MAX_BAD_ROW_SHARE = 0.25;
const MIN_BAD_ROWS_TO_REFUSE = 5;

/** The export's units folded into the catalogue's kg / l / db. */
const UNITS: Readonly<Record<string, { unit: string; factor: number }>> = {
  db: { unit: 'db', factor: 1 }, kg: { unit: 'kg', factor: 1 }, g: { unit: 'kg', factor: 0.001 }, dkg: { unit: 'kg', factor: 0.01 },
  l: { unit: 'l', factor: 1 }, dl: { unit: 'l', factor: 0.1 }, cl: { unit: 'l', factor: 0.01 }, ml: { unit: 'l', factor: 0.001 },
};

/**
 * Units that count things sold whole. The notes (§1.1 `Egység`) document only db/kg/l and g/ml/cl; a chain that
 * reports "csomag" or "tekercs" still reports how many, so the row is kept as pieces (db) and the unit is reported.
 */
const COUNT_UNITS: ReadonlySet<string> = new Set([
  'darab', 'csomag', 'cs', 'tekercs', 'pár', 'doboz', 'szett', 'lap', 'adag', 'mosás', 'mosási adag', 'tabletta', 'kapszula',
  'üveg', 'flakon', 'tasak', 'zacskó', 'tálca', 'tubus', 'fej', 'csokor', 'köteg', 'karton', 'rekesz', 'pack', 'pc', 'pcs',
]);
const isBaseUnit = (u: string) => Object.hasOwn(UNITS, u);
const unitOf = (u: string) => (isBaseUnit(u) ? UNITS[u] : COUNT_UNITS.has(u) ? UNITS.db : undefined);

/** The columns read as numbers; the others are text even when a writer stored them as numbers. */
const NUMBER_HEADERS: ReadonlySet<Header> = new Set(EXPORT_HEADERS.slice(6));
/** A spreadsheet number as written in <v> (xsd:double): digits, a point, an exponent. */
const NUMBER_VALUE = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** The documented id is 13 digits (§1.1: "0000000022989"); a numeric cell has lost its leading zeros. */
const ID_DIGITS = 13;

/**
 * A numeric cell's <v> as the text the row schema reads, or why it cannot be. Numbers keep 6 decimals here (prices
 * and unit prices are rounded later, as text ones are); anything else is left as written for the schema to refuse.
 *
 * A numeric product id is restored to the 13-digit form the notes give for ids (§1.1: EAN-13, or an internal code
 * zero-padded to 13 such as `0000000022989`, "keep leading zeros, store as text"): a whole number of up to 13 digits
 * is left-padded to 13. A text id is never padded. An 8-digit EAN written as a number therefore becomes its 13-digit
 * GTIN form; a number cannot tell the two apart, and the 13-digit form is the one the notes document.
 */
function fromNumericCell(h: Header, v: string): { text: string } | { error: string } {
  const s = v.trim();
  if (h === 'Termék azonosító') {
    const n = Number(s);
    const digits = /^\d+$/.test(s) ? s.replace(/^0+(?=\d)/, '') : NUMBER_VALUE.test(s) && Number.isSafeInteger(n) && n >= 0 ? String(n) : null;
    if (digits === null) return { error: 'is a number that is not a product id (expected whole digits)' };
    return { text: digits.padStart(ID_DIGITS, '0') };
  }
  if (!NUMBER_HEADERS.has(h) || !NUMBER_VALUE.test(s)) return { text: v };
  const n = Number(s);
  return { text: Number.isFinite(n) ? String(Number(n.toFixed(6))) : v };
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const NUMBER_TEXT = /^\d{1,9}([.,]\d{1,6})?$/;
const number = (optional: boolean, whole = false) =>
  z.string().transform((raw, ctx) => {
    const s = raw.trim();
    if (s === '' && optional) return null;
    if (!NUMBER_TEXT.test(s) || (whole && !/^\d+([.,]0+)?$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: whole ? 'is not a whole number' : 'is not a number (expected digits with a decimal comma, e.g. "499,0000")' });
      return z.NEVER;
    }
    return Number(s.replace(',', '.'));
  });
const price = number(false).pipe(z.number().max(10_000_000, 'is more than 10 million Ft'));

const rowSchema = z
  .object({
    'Termék azonosító': z.string().trim().min(1, 'is empty').max(64, 'is longer than 64 characters'),
    'Termék név': z.string().transform(collapse).pipe(z.string().min(1, 'is empty').max(300, 'is longer than 300 characters')),
    'Kategória azonosító': z.string().trim().regex(/^\d{1,6}$/, 'is not a category id'),
    'Kategória név': z.string().transform(collapse).pipe(z.string().min(1, 'is empty').max(200)),
    'Üzletlánc név': z.string().transform(collapse).pipe(z.string().min(1, 'is empty').max(100)),
    'Egység': z.string().transform((u) => collapse(u).toLowerCase().replace(/\.$/, '')).refine((u) => unitOf(u) !== undefined, 'is not a known unit (db, kg, g, dkg, l, dl, cl, ml, or a count such as csomag)'),
    'Kiszerelés': number(false).pipe(z.number().positive('must be more than 0').max(100_000)),
    'Minimum ár': price,
    'Maximum ár': price,
    'Minimum egységár': number(true),
    'Maximum egységár': number(true),
    'Hány üzletláncban elérhető': number(true, true),
    'Hány boltban elérhető': number(true, true),
    'Üzletlánc összes boltja': number(true, true),
  })
  .superRefine((r, ctx) => {
    if (r['Minimum ár'] > r['Maximum ár']) ctx.addIssue({ code: 'custom', path: ['Minimum ár'], message: `is more than the maximum price (${r['Maximum ár']})` });
    if (r['Maximum ár'] <= 0) ctx.addIssue({ code: 'custom', path: ['Maximum ár'], message: 'is not a price (0)' });
  });

export interface ExportOffer {
  row: number;
  /** The monitor's product id: an EAN where there is one, else the chain's own code. */
  productId: string;
  name: string;
  chain: FeedChain;
  kindId: number;
  kindName: string;
  category: CategorySlug;
  unit: string;
  /** The export's own unit when it counts things other than pieces ("csomag", "tekercs"): read as db, said here. */
  countUnit: string | null;
  package: number;
  /** The regular price: the highest shelf price across the chain's shops (promotions only lower the minimum). */
  price: number;
  minPrice: number;
  maxPrice: number;
  unitPrice: number | null;
  shopsAvailable: number | null;
  shopsTotal: number | null;
}

export interface ParsedExport {
  /** The data date, from the sheet name. */
  date: string;
  offers: ExportOffer[];
  /** Rows left out, each with where and why. */
  problems: FeedProblem[];
  rows: number;
}

function colLetter(i: number): string {
  let s = '';
  for (let n = i; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * Reads an export as it streams out of its zip (xlsx.ts): refused unopened when its directory declares more than
 * MAX_UNZIPPED_BYTES, and when it has more than MAX_EXPORT_ROWS rows. Throws FeedError('format') for a file that is
 * not the documented one, 'rejected' when mostly bad.
 */
export async function parseExport(input: Buffer, tree: ReadonlyMap<number, MonitorCategory>, limits: { maxUnzipped?: number; maxRows?: number } = {}): Promise<ParsedExport> {
  const ws = await openFirstSheet(input, limits);
  const m = SHEET_NAME.exec(ws.name);
  if (!m || Number.isNaN(Date.parse(m[1]!))) {
    throw new FeedError('format', `the export's first sheet is named '${ws.name}', expected 'Napi feltöltések - YYYY-MM-DD' (the data date)`);
  }
  const date = m[1]!;
  const rowsOf = ws.rows();
  const first = await rowsOf.next();
  const header = new Map<string, number>();
  if (!first.done && first.value.r === 1) for (const [col, text] of first.value.cells) if (text.trim()) header.set(collapse(text), col);
  const missing = EXPORT_HEADERS.filter((h) => !header.has(h));
  if (missing.length) {
    throw new FeedError('format', `the export lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((h) => `'${h}'`).join(', ')}`,
      missing.map((h) => ({ source: 'export', row: 1, column: h, message: 'header is missing' })));
  }
  const cols = EXPORT_HEADERS.map((h) => [h, header.get(h)!] as const);

  const problems: FeedProblem[] = [];
  const offers: ExportOffer[] = [];
  const seen = new Map<string, number>();
  // Read leniently, reported once each after the rows: a count unit, a leaf placed through an ancestor.
  const lenient = new Map<string, { row: number; rows: number; column: Header; message: string }>();
  const noteOnce = (key: string, row: number, column: Header, message: () => string) => {
    const n = lenient.get(key);
    if (n) n.rows++;
    else lenient.set(key, { row, rows: 1, column, message: message() });
  };
  let bad = 0;
  let rows = 0;
  for await (const { r, cells, numeric } of rowsOf) {
    const raw = {} as Record<Header, string>;
    const written = {} as Record<Header, string>;
    const cellIssues: Array<{ column: Header; message: string }> = [];
    let empty = true;
    for (const [h, c] of cols) {
      let t = cells.get(c) ?? '';
      written[h] = t;
      if (t.trim() !== '') {
        empty = false;
        if (numeric.has(c)) {
          const read = fromNumericCell(h, t);
          if ('error' in read) cellIssues.push({ column: h, message: read.error });
          else t = read.text;
        }
      }
      raw[h] = t;
    }
    if (empty) continue;
    rows++;
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success || cellIssues.length) {
      bad++;
      const issues = [...cellIssues, ...(parsed.error?.issues ?? []).map((i) => ({ column: String(i.path[0] ?? '') as Header, message: i.message }))];
      for (const { column, message } of issues.slice(0, 3)) {
        const idx = header.get(column);
        problems.push({ source: 'export', row: r, column, cell: idx ? `${colLetter(idx)}${r}` : undefined, message: `${JSON.stringify((written[column] ?? '').slice(0, 40))} ${message}` });
      }
      continue;
    }
    const v = parsed.data;
    const chain = chainByName(v['Üzletlánc név']);
    if (!chain) {
      problems.push({ source: 'export', row: r, column: 'Üzletlánc név', message: `unknown chain '${v['Üzletlánc név']}': its rows are left out until Kosár knows it` });
      continue;
    }
    const leafId = Number(v['Kategória azonosító']);
    const place = placeCategory(leafId, tree);
    if (!place.slug) {
      problems.push({ source: 'export', row: r, column: 'Kategória azonosító', message: `category ${leafId} ('${v['Kategória név']}') is not in the reviewed category table` });
      continue;
    }
    const key = `${v['Termék azonosító']}|${chain.id}`;
    const first = seen.get(key);
    if (first) {
      bad++;
      problems.push({ source: 'export', row: r, column: 'Termék azonosító', message: `'${v['Termék azonosító']}' at ${chain.name} is already on row ${first}` });
      continue;
    }
    seen.set(key, r);
    if (place.by === 'ancestor') {
      noteOnce(`category ${leafId}`, r, 'Kategória azonosító', () => {
        const via = tree.get(place.via);
        return `category ${leafId} ('${tree.get(leafId)?.name ?? v['Kategória név']}') is not in the reviewed category table: placed in '${place.slug}' through its ancestor ${place.via} ('${via?.name ?? '?'}'); add it to the table`;
      });
    }
    const u = unitOf(v['Egység'])!;
    if (!isBaseUnit(v['Egység'])) {
      noteOnce(`unit ${v['Egység']}`, r, 'Egység', () => `unit '${v['Egység']}' is not one of db, kg, g, dkg, l, dl, cl, ml: read as a count of pieces (db)`);
    }
    const maxUnit = v['Maximum egységár'];
    offers.push({
      row: r,
      productId: v['Termék azonosító'],
      name: v['Termék név'],
      chain,
      kindId: leafId,
      kindName: tree.get(leafId)?.name ?? v['Kategória név'],
      category: place.slug,
      unit: u.unit,
      countUnit: isBaseUnit(v['Egység']) ? null : v['Egység'],
      package: Math.round(v['Kiszerelés'] * u.factor * 1e6) / 1e6,
      price: Math.round(v['Maximum ár']),
      minPrice: Math.round(v['Minimum ár']),
      maxPrice: Math.round(v['Maximum ár']),
      unitPrice: maxUnit === null ? null : Math.round((maxUnit / u.factor) * 100) / 100,
      shopsAvailable: v['Hány boltban elérhető'],
      shopsTotal: v['Üzletlánc összes boltja'],
    });
  }
  for (const n of lenient.values()) {
    problems.push({ source: 'export', row: n.row, column: n.column, message: `${n.message} (${n.rows} row${n.rows === 1 ? '' : 's'}, first on row ${n.row})` });
  }
  if (rows === 0) throw new FeedError('format', 'the export has no rows');
  if (bad >= MIN_BAD_ROWS_TO_REFUSE && bad > rows * MAX_BAD_ROW_SHARE) {
    throw new FeedError('rejected', `the export was refused: ${bad} of ${rows} rows are bad`, problems);
  }
  return { date, offers, problems, rows };
}
