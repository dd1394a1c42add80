/**
 * Search runs over the catalogue in memory (src/server/catalogue/search.ts), which normalises names itself: the
 * normalised copies, their trigram indexes and the SQL normaliser have no reader left.
 */
export default `
DROP INDEX IF EXISTS products_search_hu_trgm;
DROP INDEX IF EXISTS products_search_en_trgm;
ALTER TABLE products DROP COLUMN IF EXISTS norm_name_hu, DROP COLUMN IF EXISTS norm_name_en,
  DROP COLUMN IF EXISTS search_hu, DROP COLUMN IF EXISTS search_en;
ALTER TABLE canonical_products DROP COLUMN IF EXISTS norm_hu, DROP COLUMN IF EXISTS norm_en,
  DROP COLUMN IF EXISTS type_hu, DROP COLUMN IF EXISTS type_en;
DROP FUNCTION IF EXISTS catalogue_normalize(text);
`;
