import type { BridgeHandlers } from './types';

const ok = { ok: true as const };

export const favoritesHandlers: BridgeHandlers<'favorites'> = {
  all: (_i, ctx) => ctx.api('favorites'),
  async add(i, ctx) {
    await ctx.api('addFavorite', { body: { product_id: i.productId } });
    return ok;
  },
  async remove(i, ctx) {
    await ctx.api('removeFavorite', { params: { product_id: i.productId } });
    return ok;
  },
};

export const blogsHandlers: BridgeHandlers<'blogs'> = {
  all: (_i, ctx) => ctx.api('blogs'),
  get: (i, ctx) => ctx.api('blog', { params: { id: i.id } }),
};

export const prefsHandlers: BridgeHandlers<'prefs'> = {
  async get(_i, ctx) {
    return { language: ctx.prefs.get('language'), email: ctx.prefs.get('email') };
  },
  async setLanguage(i, ctx) {
    ctx.prefs.set('language', i.language);
    return ok;
  },
  async travel(_i, ctx) {
    return ctx.prefs.get('travel');
  },
  async setTravel(i, ctx) {
    ctx.prefs.set('travel', { include: i.include, per_km: i.per_km, per_stop: i.per_stop });
    return ok;
  },
};

export const appHandlers: BridgeHandlers<'app'> = {
  async info(_i, ctx) {
    return ctx.info();
  },
  async openExternal(i, ctx) {
    await ctx.openExternal(i.url);
    return ok;
  },
};

export const feedHandlers: BridgeHandlers<'feed'> = {
  status: (_i, ctx) => ctx.api('feedStatus'),
  update: (_i, ctx) => ctx.api('updateFeed'),
};
