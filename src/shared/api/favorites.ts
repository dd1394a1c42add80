import { z } from 'zod';
import { Product } from './catalogue';
import { DbId, Id } from './common';

export const FavoritesResponse = z.object({ favorites: z.array(Product) });
export const FavoriteBody = z.object({ product_id: DbId });
export const FavoriteParams = z.object({ product_id: Id });
