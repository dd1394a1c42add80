/** Product search over the catalogue: accent- and case-insensitive, typo-tolerant, in English and Hungarian. */
import type { Db, Queryable } from '../db/db';

export type SearchSort = 'relevance' | 'price' | 'unit_price' | 'saving';

export interface SearchParams {
  query: string;
  /** Only offers on promotion. */
  discounted?: boolean;
  /** A category slug; matches the category and its children. */
  category?: string;
  sort?: SearchSort;
  lang: 'en' | 'hu';
  limit: number;
  offset?: number;
}

export interface SearchRow {
  id: number;
  canonical_id: number;
  retailer_id: number;
  retailer_name: string;
  category_id: number;
  category_slug: string;
  name: string;
  description: string;
  photo: string | null;
  price: number;
  package: number;
  unit: string;
  unit_price: number;
  unit_price_unit: string;
  discount: boolean;
  vegetarian: boolean;
  vegan: boolean;
  lactose_free: boolean;
  nutrition_score: number | null;
  trending: number;
  saving: number;
  score: number;
}

/** Fewer substring matches than this and typo (trigram) matches are added. */
export const TYPO_FALLBACK_BELOW = 10;
/** Word similarity (pg_trgm) from which a word counts as a typo of the query ("chiken" ~ "chicken" is 0.5). */
export const TYPO_THRESHOLD = 0.45;

const ORDER: Record<SearchSort, string> = {
  relevance: 'h.score DESC, h.price ASC, h.id ASC',
  price: 'h.price ASC, h.score DESC, h.id ASC',
  unit_price: 'h.unit_price ASC, h.score DESC, h.id ASC',
  saving: 'h.saving DESC, h.score DESC, h.id ASC',
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * Candidates: the search text contains the query (trigram-indexed LIKE); a query with spaces also matches
 * with the spaces removed ("csirke mell" finds "csirkemell"); when that finds fewer than
 * TYPO_FALLBACK_BELOW offers, words similar enough to be a typo of it (pg_trgm `<%`, word similarity >= TYPO_THRESHOLD). Ranking, highest first: the name
 * (or its canonical product's name) equals the query; the product type is named by it ("tej" -> milks,
 * not milk rolls) or resembles it; the name starts with it, contains it as a word, contains it; then
 * trigram similarity and how many chains sell the product. The chosen language counts fully, the other half.
 */
export async function searchProducts(db: Queryable | Db, p: SearchParams): Promise<SearchRow[]> {
  const [{ q }] = await db.query<{ q: string }>(`SELECT btrim(regexp_replace(catalogue_normalize($1), '\\s+', ' ', 'g')) AS q`, [p.query]);
  const L = p.lang;
  const O = L === 'hu' ? 'en' : 'hu';
  const params: unknown[] = [p.category ?? null, p.discounted ?? false, p.limit, p.offset ?? 0];
  let score = '0';
  let match = 'true';
  let candidates = '';
  let typo = false;
  if (q) {
    const add = (v: unknown) => `$${params.push(v)}`;
    const $q = add(q);
    const pattern = `%${escapeLike(q)}%`;
    const compact = `%${escapeLike(q.replace(/ /g, ''))}%`;
    const $pattern = add(pattern);
    const $prefix = add(`${escapeLike(q)}%`);
    const $word = add(`(^|[^[:alnum:]])${escapeRegex(q)}($|[^[:alnum:]])`);
    const $compact = add(compact);
    const one = (lang: 'hu' | 'en', withCanonical: boolean) => `(
        CASE WHEN p.norm_name_${lang} = ${$q} ${withCanonical ? `OR c.norm_${lang} = ${$q}` : ''} THEN 1000 ELSE 0 END
      + CASE WHEN c.type_${lang} = ${$q} THEN 400 WHEN c.type_${lang} ~ ${$word} THEN 250 ELSE 0 END
      + CASE WHEN p.norm_name_${lang} LIKE ${$prefix} THEN 120 ELSE 0 END
      + CASE WHEN p.norm_name_${lang} ~ ${$word} THEN 150 ELSE 0 END
      + CASE WHEN p.norm_name_${lang} LIKE ${$pattern} THEN 100 ELSE 0 END
      + CASE WHEN replace(p.norm_name_${lang}, ' ', '') LIKE ${$compact} THEN 60 ELSE 0 END
      + CASE WHEN p.search_${lang} ~ ${$word} THEN 40 ELSE 0 END
      + similarity(${$q}, c.type_${lang}) * 80
      + word_similarity(${$q}, p.norm_name_${lang}) * 100
      + word_similarity(${$q}, p.search_${lang}) * 20)`;
    score = `GREATEST(${one(L, true)}, ${one(O, false)} * 0.5)`;
    // Substring matches first; trigram typo matching (slow to scan in PGlite) only when they find too little.
    const like = (pattern: string, compact: string) =>
      (['hu', 'en'] as const).flatMap((lang) => [
        `SELECT id FROM products WHERE search_${lang} LIKE ${pattern}`,
        ...(q.includes(' ') ? [`SELECT id FROM products WHERE replace(search_${lang}, ' ', '') LIKE ${compact}`] : []),
      ]);
    const exact = like($pattern, $compact);
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${like('$1', '$2').join(' UNION ')}) x`, q.includes(' ') ? [pattern, compact] : [pattern]);
    // One branch per condition: an OR across them makes the planner fall back to a full scan.
    typo = n < TYPO_FALLBACK_BELOW;
    const branches = !typo ? exact : [...exact, `SELECT id FROM products WHERE ${$q} <% search_hu`, `SELECT id FROM products WHERE ${$q} <% search_en`];
    candidates = `, candidates AS (${branches.join(' UNION ')})`;
    match = 'p.id IN (SELECT id FROM candidates)';
  }
  const sql = `
    WITH cats AS (
      SELECT id FROM categories WHERE $1::text IS NULL OR slug = $1 OR parent_id = (SELECT id FROM categories WHERE slug = $1)
    )${candidates}, hits AS (
      -- Common products (sold by more chains) first among equals.
      SELECT p.*, (${score} + 6 * (SELECT count(*) FROM products o WHERE o.canonical_id = p.canonical_id))::float8 AS score
      FROM products p JOIN canonical_products c ON c.id = p.canonical_id
      WHERE ${match} AND p.category_id IN (SELECT id FROM cats) AND ($2::boolean IS NOT TRUE OR p.discount)
    )
    SELECT h.id, h.canonical_id, h.retailer_id, r.name AS retailer_name, h.category_id, cat.slug AS category_slug,
           h.name_${L} AS name, h.description_${L} AS description, h.photo, h.price, h.package, h.unit,
           h.unit_price, h.unit_price_unit, h.discount, h.vegetarian, h.vegan, h.lactose_free, h.nutrition_score,
           h.trending, h.saving, h.score
    FROM hits h JOIN retailers r ON r.id = h.retailer_id JOIN categories cat ON cat.id = h.category_id
    ORDER BY ${ORDER[p.sort ?? 'relevance']}
    LIMIT $3 OFFSET $4`;
  // The typo threshold is a session setting; set it for this transaction only so the `<%` index scan uses it.
  const run = async (qx: Queryable) => {
    if (typo) await qx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(TYPO_THRESHOLD)]);
    return qx.query<SearchRow>(sql, params);
  };
  return typo && 'transaction' in db ? db.transaction(run) : run(db);
}
