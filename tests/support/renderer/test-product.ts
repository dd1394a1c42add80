import type { Product } from '../../../src/shared/api/catalogue';

/** A product as the catalogue answers it, for renderer tests: a Lidl yoghurt at a modelled shop, not a favourite. */
export const testProduct = (over: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Pilos natúr joghurt 150 g',
  price: 65,
  photo: null,
  description: null,
  saving: 0,
  trending: 0,
  isFavorite: false,
  package: 0.15,
  unit: 'kg',
  unit_price: 433,
  retailer_id: 4,
  retailer_name: 'Lidl',
  address: '1054 Budapest, Báthory utca környéke',
  address_source: 'synthetic',
  category: null,
  discount: false,
  nutritional_value: null,
  vegetarian: false,
  vegan: false,
  lactose: false,
  price_source: { kind: 'estimate', origin: null, date: '2026-11-16' },
  available: true,
  ...over,
});
