import type { Queryable } from '../db/db';
import type { Language } from '../../shared/rules';
import type { OtherOffer, Product } from '../../shared/api/catalogue';
import { MAP_CENTRE } from './geo';
import type { ShopDirectory, ShopRow, Zone } from './shops';

export interface ProductRow {
  id: number;
  canonical_id: number;
  retailer_id: number;
  retailer_name: string;
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
  category_id: number;
  category_slug: string;
  category_name: string;
  is_favorite: boolean;
}

/** Language columns are chosen from a closed set, never from input text. */
export const col = (lang: Language) => (lang === 'hu' ? 'hu' : 'en');

/** The SELECT every product-shaped answer uses; $1 is the user id (for isFavorite). */
export function productSelect(lang: Language): string {
  const l = col(lang);
  return `SELECT p.id, p.canonical_id, p.retailer_id, r.name AS retailer_name, p.name_${l} AS name,
       p.description_${l} AS description, p.photo, p.price, p.package, p.unit, p.unit_price, p.unit_price_unit,
       p.discount, p.vegetarian, p.vegan, p.lactose_free, p.nutrition_score, p.trending, p.saving,
       c.id AS category_id, c.slug AS category_slug, c.name_${l} AS category_name,
       EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = $1 AND f.product_id = p.id) AS is_favorite
  FROM products p
  JOIN retailers r ON r.id = p.retailer_id
  JOIN categories c ON c.id = p.category_id`;
}

export interface ProductView {
  lang: Language;
  userId: number;
  zone: Zone | null;
  shops: ShopDirectory;
}

/** Rows to the API's Product: the address is the retailer's nearest shop to the user's zone point. */
export async function toProducts(rows: ProductRow[], view: ProductView): Promise<Product[]> {
  const nearest = await view.shops.nearestByRetailer(view.zone ?? MAP_CENTRE);
  return rows.map((r) => toProduct(r, nearest.get(r.retailer_id) ?? null));
}

export function toProduct(r: ProductRow, shop: Pick<ShopRow, 'address'> | null): Product {
  return {
    id: r.id,
    canonical_id: r.canonical_id,
    name: r.name,
    price: r.price,
    photo: r.photo,
    description: r.description || null,
    saving: r.saving,
    trending: r.trending,
    isFavorite: r.is_favorite,
    package: r.package,
    unit: r.unit,
    unit_price: r.unit_price,
    unit_price_unit: r.unit_price_unit,
    retailer_id: r.retailer_id,
    retailer_name: r.retailer_name,
    address: shop?.address ?? null,
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    discount: r.discount,
    nutritional_value: r.nutrition_score,
    vegetarian: r.vegetarian,
    vegan: r.vegan,
    lactose: r.lactose_free,
  };
}

export async function productsWhere(
  db: Queryable,
  view: ProductView,
  where: string,
  params: unknown[],
  orderLimit: string,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(`${productSelect(view.lang)} WHERE ${where} ${orderLimit}`, [view.userId, ...params]);
  return toProducts(rows, view);
}

/** The same canonical product at other retailers: inside the user's zone (nearest shop first) when there is one. */
export async function otherOffers(db: Queryable, view: ProductView, product: { id: number; canonical_id: number }): Promise<OtherOffer[]> {
  const rows = await db.query<{ id: number; retailer_id: number; retailer_name: string; price: number }>(
    `SELECT p.id, p.retailer_id, r.name AS retailer_name, p.price
       FROM products p JOIN retailers r ON r.id = p.retailer_id
      WHERE p.canonical_id = $1 AND p.id <> $2`,
    [product.canonical_id, product.id],
  );
  const origin = view.zone ?? MAP_CENTRE;
  const nearest = await view.shops.nearestByRetailer(origin, view.zone ? view.zone.radius_m : Infinity);
  return rows
    .filter((r) => !view.zone || nearest.has(r.retailer_id))
    .map((r) => {
      const shop = nearest.get(r.retailer_id);
      return {
        id: r.id,
        retailer_id: r.retailer_id,
        retailer_name: r.retailer_name,
        price: r.price,
        address: shop?.address ?? null,
        distance_m: shop ? Math.round(shop.distance_m) : null,
      };
    })
    .sort((a, b) => (a.distance_m ?? Infinity) - (b.distance_m ?? Infinity) || a.price - b.price);
}
