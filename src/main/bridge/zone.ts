import type { BridgeHandlers } from './types';

export const zoneHandlers: BridgeHandlers<'zone'> = {
  get: (_i, ctx) => ctx.api('getZone'),
  async save(i, ctx) {
    await ctx.api('saveZone', { body: i });
    ctx.session.setHasZone(true);
    return { ok: true as const };
  },
};
