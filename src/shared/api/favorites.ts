import { z } from 'zod';
import { Product } from './catalogue';

export const FavoritesResponse = z.object({ favorites: z.array(Product) });
export const FavoriteBody = z.object({ product_id: z.number().int().positive() });
export const FavoriteParams = z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647) });
