import type { BridgeHandlers } from './types';

export const catalogueHandlers: BridgeHandlers<'catalogue'> = {
  home: (_i, ctx) => ctx.api('home'),
  homeFor: (i, ctx) => ctx.api('homeFor', { params: { id: i.id } }),
  categories: (_i, ctx) => ctx.api('categories'),
  category: (i, ctx) => ctx.api('category', { params: { id: i.id } }),
  categoryProducts: (i, ctx) => ctx.api('categoryProducts', { params: { id: i.id }, query: { page: i.page, limit: 20, sub: i.sub } }),
  collection: (i, ctx) =>
    ctx.api('collection', { params: { kind: i.kind }, query: { page: i.page, limit: 20, retailer_id: i.retailerId } }),
  search: (i, ctx) => ctx.api('search', { body: i }),
  product: (i, ctx) => ctx.api('product', { params: { id: i.id } }),
  retailers: (_i, ctx) => ctx.api('retailers'),
  shops: (_i, ctx) => ctx.api('shops'),
};
