/**
 * Type-level tests of the bridge's route calls, checked by `tsc -p tsconfig.web.json` (and tsconfig.node.json):
 * every `@ts-expect-error` line must fail to compile, or the compiler reports the directive as unused.
 */
import type { KosarApi } from './bridge';
import type { RouteArgs } from './api/routes';

declare const kosar: KosarApi;

export async function routeCalls(): Promise<void> {
  // Calls with nothing required may leave the input out.
  await kosar.api('home');
  await kosar.api('lists');
  await kosar.api('health');
  await kosar.api('categoryProducts', { params: { id: 1 } });
  await kosar.api('categoryProducts', { params: { id: 1 }, query: { page: 2, sub: 3 } });
  await kosar.api('search', { body: { query: 'tej' } });
  await kosar.api('createList', { body: { name: 'Heti' } });
  await kosar.api('setQuantity', { params: { list_id: 1 }, body: { product_id: 2, quantity: 3 } });

  // @ts-expect-error a list without its id
  await kosar.api('list');
  // @ts-expect-error a list without its id
  await kosar.api('list', {});
  // @ts-expect-error a list id is a number
  await kosar.api('list', { params: { id: 'x' } });
  // @ts-expect-error a search without its body
  await kosar.api('search');
  // @ts-expect-error a search without its query text
  await kosar.api('search', { body: {} });
  // @ts-expect-error a quantity without the product
  await kosar.api('setQuantity', { params: { list_id: 1 }, body: { quantity: 3 } });
  // @ts-expect-error a part the route does not take
  await kosar.api('home', { body: { x: 1 } });
  // @ts-expect-error a misspelt part
  await kosar.api('list', { params: { id: 1 }, parms: {} });
  // @ts-expect-error no such route
  await kosar.api('nothing');
  // @ts-expect-error the session's routes carry the token: main calls them, never the renderer
  await kosar.api('login', { body: { email: 'a@b.hu', password: 'secret1' } });

  // The answer is the route's response.
  const lists = await kosar.api('lists');
  if (lists.ok) lists.data.items.map((l) => l.product_count satisfies number);
  const created = await kosar.api('createList', { body: { name: 'Heti' } });
  // @ts-expect-error createList answers an id, not a list
  if (created.ok) void created.data.items;

  // The hand-declared methods keep their inputs too.
  // @ts-expect-error sign-in without credentials
  await kosar.session.login();
  // @ts-expect-error no such method
  await kosar.session.requestPasswordReset({ email: 'a@b.hu' });
}

// The login route itself (main's call) requires its body.
// @ts-expect-error login without a body
export const noBody: RouteArgs<'login'> = [];
export const withBody: RouteArgs<'login'> = [{ body: { email: 'a@b.hu', password: 'secret1' } }];
