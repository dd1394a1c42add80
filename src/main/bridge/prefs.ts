import type { BridgeHandlers } from './types';

const ok = { ok: true as const };

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
