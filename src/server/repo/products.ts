import type { Queryable } from '../db/db';
import type { PriceSource } from '../../shared/api/catalogue';
import type { Language } from '../../shared/rules';
import { displayName } from '../../shared/product-name';

/** Language columns are chosen from a closed set, never from input text. */
export const col = (lang: Language) => (lang === 'hu' ? 'hu' : 'en');

/**
 * The name a product is shown by: cleaned for display (shared/product-name.ts). An observed product has only its
 * chain's Hungarian name; in English its kind's English name goes beside it ("Idared alma lédig (Apples)").
 */
export function shownName(o: { name_hu: string; name_en: string }, lang: Language, kind?: { name_hu: string; name_en: string }): string {
  const clean = displayName(lang === 'hu' ? o.name_hu : o.name_en, lang);
  return lang === 'en' && o.name_en === o.name_hu && kind && kind.name_en !== kind.name_hu ? `${clean} (${kind.name_en})` : clean;
}

/**
 * The chain's own text of an observed product (it has only that name) where the name it is shown by differs from it
 * (cleaned, or with its kind's English name beside it), else undefined.
 */
export function rawNameOf(o: { name_hu: string; name_en: string }, shown: string): string | undefined {
  return o.name_en === o.name_hu && shown !== o.name_hu ? o.name_hu : undefined;
}

/**
 * Where a price comes from: observed by the monitor on its data date, or modelled (an estimate) for the bundled
 * catalogue's date. One rule for every answer that carries a price.
 */
export function priceSourceOf(observedOn: string | null, origin: string | null, modelledOn: string | null): PriceSource {
  return observedOn ? { kind: 'observed', origin: origin ?? 'arfigyelo', date: observedOn } : { kind: 'estimate', origin: null, date: modelledOn };
}

export async function productExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
}

/** How many of these product ids exist. */
export async function countProducts(db: Queryable, ids: readonly number[]): Promise<number> {
  return (await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids])).length;
}

export interface OfferNow {
  id: number;
  name: string;
  photo: string | null;
  price: number;
  package: number;
  unit: string;
  available: boolean;
  observed_on: string | null;
  price_origin: string | null;
  modelled_on: string | null;
  retailer_id: number;
  regular_price: number | null;
  loyalty_price: number | null;
  return_fee: number;
  shops_carrying: number | null;
  chain_shops: number | null;
}

/** Offers as they are today, in the language, with what their price source needs. */
export async function offersNow(db: Queryable, ids: readonly number[], lang: Language): Promise<OfferNow[]> {
  const l = col(lang);
  return db.query<OfferNow>(
    `SELECT id, name_${l} AS name, photo, price, package, unit, available, observed_on::text AS observed_on, price_origin,
            retailer_id, regular_price, loyalty_price, return_fee, shops_carrying, chain_shops,
            (SELECT today::text FROM catalogue_meta WHERE id = 1) AS modelled_on
       FROM products WHERE id = ANY($1::int[])`,
    [ids],
  );
}

/** Per-shop prices of these offers at these shops; they exist only where a feed supplied them (the Árfigyelő importer). */
export async function shopPrices(db: Queryable, productIds: readonly number[], shopIds: readonly number[]) {
  return db.query<{ shop_id: number; product_id: number; price: number; loyalty_price: number | null }>(
    'SELECT shop_id, product_id, price, loyalty_price FROM shop_prices WHERE product_id = ANY($1::int[]) AND shop_id = ANY($2::int[])',
    [productIds, shopIds],
  );
}
