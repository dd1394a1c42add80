import { AppError } from '../../shared/errors';
import type { BridgeHandlers } from './types';

export const sessionHandlers: BridgeHandlers<'session'> = {
  async restore(_input, ctx) {
    const stored = await ctx.session.stored();
    if (!stored) return null;
    try {
      const auth = await ctx.api('login', { body: { email: stored.email, token: stored.token } });
      return await ctx.session.signIn(auth);
    } catch (err) {
      // Only a refusal ends the session; offline, the stored one waits for the next start.
      if (err instanceof AppError && err.code === 'NOT_AUTHORIZED') await ctx.session.clear();
      return null;
    }
  },
  async login(input, ctx) {
    const auth = await ctx.api('login', { body: { email: input.email, password: input.password } });
    return ctx.session.signIn(auth);
  },
  async register(input, ctx) {
    const auth = await ctx.api('register', { body: input });
    return ctx.session.signIn(auth);
  },
  async logout(_input, ctx) {
    try {
      if (ctx.session.getToken()) await ctx.api('logout');
    } catch {
      /* signing out locally must work even when the server cannot be reached */
    }
    await ctx.session.clear();
    return { ok: true as const };
  },
  async resetPassword(input, ctx) {
    const auth = await ctx.api('resetPassword', { body: input });
    return ctx.session.signIn(auth);
  },
  async takePendingResetLink(_input, ctx) {
    return ctx.takePendingResetLink();
  },
};
