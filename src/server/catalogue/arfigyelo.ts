/**
 * Árfigyelő (GVH price monitor): the daily Excel export and the /api/shops list, exactly as described in
 * shared/data/arfigyelo-format.md. Everything is validated before anything is written.
 */
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  FeedValidationError, districtOf, type FeedOffer, type FeedProblem, type FeedShop, type PriceFeed, type PriceFeedImporter,
  type ShopFeed, type ShopFeedImporter,
} from './importer';
import type { RetailerSlug } from './retailers';
import type { CategorySlug } from './taxonomy';

export const ARFIGYELO_SOURCE = 'arfigyelo';

/** §1.1: the 14 exact headers; columns are found by these names, never by position. */
export const EXCEL_HEADERS = [
  'Termék azonosító', 'Termék név', 'Kategória azonosító', 'Kategória név', 'Üzletlánc név', 'Egység', 'Kiszerelés',
  'Minimum ár', 'Maximum ár', 'Minimum egységár', 'Maximum egységár', 'Hány üzletláncban elérhető', 'Hány boltban elérhető',
  'Üzletlánc összes boltja',
] as const;
type Header = (typeof EXCEL_HEADERS)[number];

/** §1: the first sheet is named after the data date. */
const SHEET_NAME = /^Napi feltöltések - (\d{4}-\d{2}-\d{2})\s*$/;

/** Chains as the export names them (matched case-insensitively); null = a real Árfigyelő chain Kosár does not list. */
export const CHAIN_NAMES: Readonly<Record<string, RetailerSlug | null>> = {
  tesco: 'tesco', auchan: 'auchan', aldi: 'aldi', lidl: 'lidl', penny: 'penny', spar: 'spar', dm: 'dm', rossmann: 'rossmann', 'müller': null,
};

/** §3: chain UUIDs of the JSON API (the shop list names chains only by these). */
export const CHAIN_UUIDS: Readonly<Record<string, RetailerSlug | null>> = {
  '792ea257-0af9-4588-ada7-81bd96c96400': 'tesco',
  '41e81400-3e3d-47b4-84f7-7dce01cc9b43': 'rossmann',
  '3ccc9f35-604c-4ccf-8376-64822ce4bc70': 'spar',
  'e313905a-b57e-4016-b4d2-1d1f45e53157': null,
  'f95031d8-84a5-4edf-b4fa-18b2cbae2ea1': 'lidl',
  '555f7e7c-8229-4f4f-ba60-450925a5b308': 'dm',
  'e9cc63fd-52e0-4c1e-ba8d-d135d7285c63': 'auchan',
  '53b66cb6-a24f-420d-9861-d38757467d07': 'penny',
  '55b678e0-4e02-49d7-86da-ba6fba862a7e': 'aldi',
};

/** Units the export uses, folded into the catalogue's kg / l / db. */
const UNITS: Readonly<Record<string, { unit: string; factor: number }>> = {
  db: { unit: 'db', factor: 1 }, kg: { unit: 'kg', factor: 1 }, g: { unit: 'kg', factor: 0.001 }, dkg: { unit: 'kg', factor: 0.01 },
  l: { unit: 'l', factor: 1 }, dl: { unit: 'l', factor: 0.1 }, cl: { unit: 'l', factor: 0.01 }, ml: { unit: 'l', factor: 0.001 },
};

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
// Cells are text with a Hungarian decimal comma ("499,0000"); some readers hand back numbers, so both are accepted.
const NUMBER_TEXT = /^\d+([.,]\d+)?$/;
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
const huDecimal = number(false).pipe(z.number());
const optionalHuDecimal = number(true);
const count = number(true, true);

const rowSchema = z
  .object({
    'Termék azonosító': z.string().trim().min(1, 'is empty').max(64, 'is longer than 64 characters'),
    'Termék név': z.string().transform(collapse).pipe(z.string().min(1, 'is empty')),
    'Kategória azonosító': z.string().trim().regex(/^\d+$/, 'is not a category id'),
    'Kategória név': z.string().transform(collapse).pipe(z.string().min(1, 'is empty')),
    'Üzletlánc név': z.string().transform(collapse).pipe(z.string().min(1, 'is empty')),
    'Egység': z.string().trim().min(1, 'is empty'),
    'Kiszerelés': huDecimal.refine((n) => n > 0, 'must be more than 0'),
    'Minimum ár': huDecimal,
    'Maximum ár': huDecimal,
    'Minimum egységár': optionalHuDecimal,
    'Maximum egységár': optionalHuDecimal,
    'Hány üzletláncban elérhető': count,
    'Hány boltban elérhető': count,
    'Üzletlánc összes boltja': count,
  })
  .superRefine((r, ctx) => {
    if (r['Minimum ár'] > r['Maximum ár']) ctx.addIssue({ code: 'custom', path: ['Minimum ár'], message: `is more than the maximum price (${r['Maximum ár']})` });
  });

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join('');
  if (typeof v === 'object' && 'result' in v) return cellText(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v);
}

const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Árfigyelő leaf categories carry only a Hungarian name; keywords place them in Kosár's categories. */
const CATEGORY_RULES: ReadonlyArray<[RegExp, CategorySlug]> = [
  [/pelenka|baba|bebi|popsi|tapszer/, 'baby-care'],
  [/mososzer|mosopor|oblito|mosokapszula|mosogel/, 'detergents-rinses'],
  [/legfrissito|spray/, 'detergents-spray'],
  [/tisztito|mosogato|hipo|\bwc\b|suro|fertotlenit|vizko/, 'cleaning'],
  [/toalettpapir|papirtorlo|zsebkendo|szalveta|folia|zacsko|zsak|\belem\b|irosz/, 'stationary-packaging'],
  [/macska|kutya|allateledel|eledel|alom|kisallat/, 'pet-food'],
  [/sampon|tusfurdo|fogkrem|szappan|dezodor|krem|kozmetik|borotv|betet|tampon|testapolo|hajfest|fogkefe|szajviz|ajak|arc/, 'beauty'],
  [/sor\b|\bsor|bor\b|\bbor|pezsgo|palinka|vodka|likor|szeszes|whisky|\brum\b|\bgin\b|cider/, 'alcohol'],
  [/fagyasztott|jegkrem|mirelit|gyorsfagy/, 'frozen-food'],
  [/\btej|joghurt|sajt|tojas|\bvaj\b|tejfol|turo|kefir|tejszin|margarin|puding/, 'diary'],
  [/kenyer|pekaru|kifli|zsemle|kalacs|peksutemeny|toast|bagett|kifli|croissant/, 'bakery'],
  [/\bhus|csirke|sertes|marha|pulyka|kolbasz|szalami|sonka|virsli|felvagott|\bhal|szalonna|parizsi|hurka|lazac|tonhal/, 'meat-fish'],
  [/zoldseg|gyumolcs\b|alma|burgonya|hagyma|paradicsom|paprika|banan|citrom|narancs|repa|kaposzta|uborka|gomba|salata|szolo|korte|dinnye/, 'vegetables'],
  [/viz\b|asvanyviz|udito|szorp|gyumolcsle|\bkave|\btea\b|kakao|\bital|nektar|\bcola|kola/, 'non-alcoholic'],
  [/csokolade|keksz|edesseg|cukorka|chips|snack|napolyi|ostya|\bdio|mogyoro|nassolni|ragcsalni/, 'special'],
  [/liszt|cukor|rizs|teszta|olaj|\bso\b|fuszer|konzerv|mez\b|lekvar|\bbab\b|lencse|ecet|majonez|ketchup|mustar|muzli|zabpehely|tartos/, 'staple-food'],
];

export function mapCategory(categoryName: string, productName: string, chain: RetailerSlug): CategorySlug {
  for (const text of [categoryName, productName]) {
    const t = norm(text);
    for (const [re, slug] of CATEGORY_RULES) if (re.test(t)) return slug;
  }
  return chain === 'dm' || chain === 'rossmann' ? 'drogerie' : 'food';
}

function colLetter(i: number): string {
  let s = '';
  for (let n = i; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Parses and validates a whole export; throws FeedValidationError listing every bad row and column. */
export async function parseArfigyeloExcel(input: Buffer | ArrayBuffer | string): Promise<PriceFeed> {
  const wb = new ExcelJS.Workbook();
  try {
    if (typeof input === 'string') await wb.xlsx.readFile(input);
    else await wb.xlsx.load(input as ArrayBuffer);
  } catch (err) {
    throw new FeedValidationError([{ message: `not a readable .xlsx file (${(err as Error).message})` }]);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new FeedValidationError([{ message: 'the workbook has no sheet' }]);
  const m = SHEET_NAME.exec(ws.name);
  if (!m || Number.isNaN(Date.parse(m[1]))) {
    throw new FeedValidationError([{ message: `the first sheet is named '${ws.name}', expected 'Napi feltöltések - YYYY-MM-DD' (the data date)` }]);
  }
  const date = m[1];
  const header = new Map<string, number>();
  ws.getRow(1).eachCell({ includeEmpty: false }, (cell, colNumber) => {
    header.set(collapse(cellText(cell.value)), colNumber);
  });
  const missing = EXCEL_HEADERS.filter((h) => !header.has(h));
  if (missing.length) throw new FeedValidationError(missing.map((h) => ({ row: 1, column: h, message: 'header is missing' })));

  const problems: FeedProblem[] = [];
  const skipped: FeedProblem[] = [];
  const offers: FeedOffer[] = [];
  const seen = new Map<string, number>();
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const raw = Object.fromEntries(EXCEL_HEADERS.map((h) => [h, cellText(row.getCell(header.get(h)!).value)])) as Record<Header, string>;
    if (Object.values(raw).every((v) => v.trim() === '')) continue;
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        const idx = header.get(column);
        problems.push({ row: r, column, cell: idx ? `${colLetter(idx)}${r}` : undefined, message: `${JSON.stringify(raw[column as Header] ?? '')} ${issue.message}` });
      }
      continue;
    }
    const v = parsed.data;
    const chainKey = v['Üzletlánc név'].toLowerCase();
    if (!(chainKey in CHAIN_NAMES)) {
      problems.push({ row: r, column: 'Üzletlánc név', message: `unknown chain '${v['Üzletlánc név']}' (known: Tesco, Auchan, Aldi, Lidl, Penny, Spar, dm, Rossmann, Müller)` });
      continue;
    }
    const chain = CHAIN_NAMES[chainKey];
    if (!chain) {
      skipped.push({ row: r, column: 'Üzletlánc név', message: `${v['Üzletlánc név']} is not a Kosár retailer` });
      continue;
    }
    const dupKey = `${v['Termék azonosító']}|${chain}`;
    if (seen.has(dupKey)) {
      problems.push({ row: r, column: 'Termék azonosító', message: `'${v['Termék azonosító']}' at ${v['Üzletlánc név']} is already on row ${seen.get(dupKey)}` });
      continue;
    }
    seen.set(dupKey, r);
    const u = UNITS[v['Egység'].toLowerCase()] ?? { unit: v['Egység'].toLowerCase(), factor: 1 };
    const pack = v['Kiszerelés'] * u.factor;
    // Maximum ár is the regular price: promotions only lower the minimum (format notes §1.1).
    const price = Math.round(v['Maximum ár']);
    const maxUnit = v['Maximum egységár'];
    offers.push({
      row: r,
      productId: v['Termék azonosító'],
      name: v['Termék név'],
      chain,
      category: mapCategory(v['Kategória név'], v['Termék név'], chain),
      categoryName: v['Kategória név'],
      unit: u.unit,
      package: pack,
      price,
      minPrice: v['Minimum ár'],
      maxPrice: v['Maximum ár'],
      unitPrice: maxUnit === null ? null : Math.round((maxUnit / u.factor) * 100) / 100,
    });
  }
  if (problems.length) throw new FeedValidationError(problems);
  return { source: ARFIGYELO_SOURCE, date, offers, skipped };
}

const shopListSchema = z.object({
  shops: z.array(
    z.object({
      uuid: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/, 'is not a shop id'),
      chainStoreUuid: z.string(),
      postalCode: z.string().trim(),
      city: z.string().trim().min(1),
      address: z.string().trim().min(1),
      location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    }),
  ),
});

/** Parses GET /api/shops (§2.6); chains are identified by UUID (§3), unknown ones are refused. */
export function parseArfigyeloShops(json: unknown): ShopFeed {
  const parsed = shopListSchema.safeParse(json);
  if (!parsed.success) {
    throw new FeedValidationError(parsed.error.issues.map((i) => ({ row: typeof i.path[1] === 'number' ? i.path[1] + 1 : undefined, column: i.path.slice(2).join('.') || undefined, message: i.message })));
  }
  const problems: FeedProblem[] = [];
  const skipped: FeedProblem[] = [];
  const shops: FeedShop[] = [];
  parsed.data.shops.forEach((s, i) => {
    if (!(s.chainStoreUuid in CHAIN_UUIDS)) {
      problems.push({ row: i + 1, column: 'chainStoreUuid', message: `unknown chain '${s.chainStoreUuid}'` });
      return;
    }
    const chain = CHAIN_UUIDS[s.chainStoreUuid];
    if (!chain) {
      skipped.push({ row: i + 1, column: 'chainStoreUuid', message: 'Müller is not a Kosár retailer' });
      return;
    }
    shops.push({
      externalId: `${ARFIGYELO_SOURCE}:${s.uuid}`,
      chain,
      latitude: s.location.latitude,
      longitude: s.location.longitude,
      address: `${s.postalCode} ${s.city}, ${s.address}`,
      district: s.city === 'Budapest' ? districtOf(s.postalCode) : null,
    });
  });
  if (problems.length) throw new FeedValidationError(problems);
  return { source: ARFIGYELO_SOURCE, shops, skipped };
}

export const arfigyeloExcelImporter: PriceFeedImporter<Buffer | string> & ShopFeedImporter<unknown> = {
  source: ARFIGYELO_SOURCE,
  parse: parseArfigyeloExcel,
  parseShops: async (json) => parseArfigyeloShops(json),
};
