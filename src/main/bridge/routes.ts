import type { ApiRouteName } from '../../shared/bridge';
import type { BridgeContext } from './context';

/**
 * What main does itself after a route call succeeds, beyond passing the answer on. Everything else about a
 * route call (name, input, token, answer, errors) is generic: see dispatch.
 */
const afterRoute: Partial<Record<ApiRouteName, (ctx: BridgeContext) => void>> = {
  // The session main keeps knows the user now has a zone (what a sign-in would say).
  saveZone: (ctx) => ctx.session.setHasZone(true),
};

/** Calls a route for the renderer: the input was checked against the route's schemas, the token is attached. */
export async function callRoute(ctx: BridgeContext, name: ApiRouteName, input: unknown): Promise<unknown> {
  const data = await ctx.route(name, input as Parameters<BridgeContext['route']>[1]);
  afterRoute[name]?.(ctx);
  return data;
}
