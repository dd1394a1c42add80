import { AppError } from '../../shared/errors';
import { isAllowedApiUrl } from '../prefs';
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
  async apiUrl(_i, ctx) {
    return { url: ctx.prefs.get('apiUrl') };
  },
  async setApiUrl(i, ctx) {
    const url = i.url === '' ? null : i.url;
    if (url !== null && !isAllowedApiUrl(url)) throw new AppError('VALIDATION', 'must be https (plain http only on this machine)');
    ctx.prefs.set('apiUrl', url === null ? null : new URL(url).toString().replace(/\/$/, ''));
    return ok;
  },
};
