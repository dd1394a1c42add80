/**
 * The monitor's daily export (shared/data/arfigyelo-format.md §1): first sheet named after the data date, columns
 * found by header name, text cells with a decimal comma. Bad rows are skipped and reported with row and column; a
 * file that is mostly bad is refused whole, and so is one whose sheet or headers are not the documented ones.
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
    'Egység': z.string().trim().toLowerCase().refine((u) => u in UNITS, 'is not a known unit (db, kg, g, dkg, l, dl, cl, ml)'),
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
  let bad = 0;
  let rows = 0;
  for await (const { r, cells } of rowsOf) {
    const raw = {} as Record<Header, string>;
    let empty = true;
    for (const [h, c] of cols) {
      const t = cells.get(c) ?? '';
      raw[h] = t;
      if (t.trim() !== '') empty = false;
    }
    if (empty) continue;
    rows++;
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      bad++;
      for (const issue of parsed.error.issues.slice(0, 3)) {
        const column = String(issue.path[0] ?? '');
        const idx = header.get(column);
        problems.push({ source: 'export', row: r, column, cell: idx ? `${colLetter(idx)}${r}` : undefined, message: `${JSON.stringify((raw[column as Header] ?? '').slice(0, 40))} ${issue.message}` });
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
    const u = UNITS[v['Egység']]!;
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
      package: Math.round(v['Kiszerelés'] * u.factor * 1e6) / 1e6,
      price: Math.round(v['Maximum ár']),
      minPrice: Math.round(v['Minimum ár']),
      maxPrice: Math.round(v['Maximum ár']),
      unitPrice: maxUnit === null ? null : Math.round((maxUnit / u.factor) * 100) / 100,
      shopsAvailable: v['Hány boltban elérhető'],
      shopsTotal: v['Üzletlánc összes boltja'],
    });
  }
  if (rows === 0) throw new FeedError('format', 'the export has no rows');
  if (bad >= MIN_BAD_ROWS_TO_REFUSE && bad > rows * MAX_BAD_ROW_SHARE) {
    throw new FeedError('rejected', `the export was refused: ${bad} of ${rows} rows are bad`, problems);
  }
  return { date, offers, problems, rows };
}
