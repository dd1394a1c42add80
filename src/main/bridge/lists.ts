import type { BridgeHandlers } from './types';

const ok = { ok: true as const };

export const listsHandlers: BridgeHandlers<'lists'> = {
  all: (_i, ctx) => ctx.api('lists'),
  async create(i, ctx) {
    const res = await ctx.api('createList', { body: { name: i.name, products: [] } });
    return { id: res.id };
  },
  async rename(i, ctx) {
    await ctx.api('updateList', { params: { id: i.id }, body: { name: i.name, version: i.version } });
    return ok;
  },
  async remove(i, ctx) {
    await ctx.api('deleteList', { params: { id: i.id } });
    return ok;
  },
  async setQuantity(i, ctx) {
    await ctx.api('setQuantity', {
      params: { list_id: i.listId },
      body: { product_id: i.productId, quantity: i.quantity, version: i.version },
    });
    return ok;
  },
  detail: (i, ctx) => ctx.api('list', { params: { id: i.id } }),
  plan: (i, ctx) => ctx.api('requestPlan', { params: { id: i.id }, body: { retailers: i.retailers, travel: i.travel } }),
  planVersion: (i, ctx) => ctx.api('planVersion', { params: { id: i.id } }),
  savePlan: (i, ctx) => ctx.api('savePlan', { body: { id: i.id } }),
  saved: (_i, ctx) => ctx.api('savedPlans'),
  async deleteSaved(i, ctx) {
    await ctx.api('deleteSavedPlan', { params: { id: i.id } });
    return ok;
  },
};
