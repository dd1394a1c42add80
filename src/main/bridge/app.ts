import type { BridgeHandlers } from './types';

export const appHandlers: BridgeHandlers<'app'> = {
  async info(_i, ctx) {
    return ctx.info();
  },
  async openExternal(i, ctx) {
    await ctx.openExternal(i.url);
    return { ok: true as const };
  },
  async savePdf(i, ctx) {
    return ctx.savePdf(i.name);
  },
  async notify(i, ctx) {
    return ctx.notify(i.title, i.body);
  },
};
