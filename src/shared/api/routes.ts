import { z } from 'zod';
import { IdParams, PageQuery, Success } from './common';
import { AuthResponse, LoginBody, PasswordResetBody, PasswordResetRequestQuery, PasswordResetRequestResponse, RegisterBody } from './auth';
import {
  BlogPost,
  BlogsResponse,
  CategoriesResponse,
  CategoryProductsQuery,
  CategoryResponse,
  CollectionParams,
  CollectionQuery,
  HomeResponse,
  ItemsResponse,
  ProductDetail,
  RetailersResponse,
  SearchBody,
  SearchResponse,
  ShopsResponse,
} from './catalogue';
import { ZoneBody, ZoneResponse } from './zone';
import { LoyaltyBody, LoyaltyResponse } from './loyalty';
import {
  AnswerInvitationBody,
  CopyListBody,
  CopyListResponse,
  CreateListBody,
  CreateListResponse,
  InvitationParams,
  InvitationsResponse,
  InviteBody,
  InviteResponse,
  ListParams,
  ListsResponse,
  ListVersionsResponse,
  MemberParams,
  SetQuantityBody,
  ShoppingList,
  UpdateListBody,
} from './lists';
import { MailPlanResponse, PlanRequestBody, PlanResponse, PlanVersionResponse, SavePlanBody, SavedPlansResponse } from './plans';
import { FavoriteBody, FavoriteParams, FavoritesResponse } from './favorites';
import { FeedStatus } from './feed';
import { InboxResponse, MarkInboxBody, WatchBody, WatchParams, WatchesResponse } from './watches';
import { HealthResponse } from './health';
import {
  AccountData,
  AccountResponse,
  ChangeEmailBody,
  ChangeEmailResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  ConfirmEmailBody,
  ConfirmEmailResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  UpdateAccountBody,
} from './account';

export const API_PREFIX = '/api/v1';

type Schema = z.ZodType;
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path under API_PREFIX. */
  path: string;
  auth: boolean;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema;
  /**
   * A write's reads: the GET routes whose answers it changes. The renderer fetches every loaded resource of
   * these routes again after the call, whatever its outcome (routes.test.ts holds them to GET route names).
   */
  invalidates?: readonly string[];
}

const def = <const R extends RouteDef>(r: R) => r;

/** What a list write changes: the lists and any one list shown. */
const LISTS = ['lists', 'list'] as const;
/** What a favourite write changes: the favourites and the product pages, which say whether it is one. */
const FAVOURITES = ['favorites', 'product'] as const;
/** What a watch write changes: the watches and the inbox computed from them. */
const WATCHES = ['watches', 'inbox'] as const;

/** Every /api/v1 call of SPEC §7 (and the few the issues add), declared once for server and client. */
export const routes = {
  requestPasswordReset: def({ method: 'GET', path: '/password', auth: false, query: PasswordResetRequestQuery, response: PasswordResetRequestResponse }),
  resetPassword: def({ method: 'PUT', path: '/password', auth: false, body: PasswordResetBody, response: AuthResponse }),
  login: def({ method: 'POST', path: '/login', auth: false, body: LoginBody, response: AuthResponse }),
  register: def({ method: 'POST', path: '/register', auth: false, body: RegisterBody, response: AuthResponse }),
  logout: def({ method: 'POST', path: '/logout', auth: true, response: Success }),

  home: def({ method: 'GET', path: '/home', auth: true, response: HomeResponse }),
  homeFor: def({ method: 'GET', path: '/home/:id', auth: true, params: IdParams, response: HomeResponse }),
  categories: def({ method: 'GET', path: '/categories', auth: true, response: CategoriesResponse }),
  category: def({ method: 'GET', path: '/categories/:id', auth: true, params: IdParams, response: CategoryResponse }),
  categoryProducts: def({
    method: 'GET',
    path: '/categories/:id/products',
    auth: true,
    params: IdParams,
    query: CategoryProductsQuery,
    response: ItemsResponse,
  }),
  collection: def({
    method: 'GET',
    path: '/collections/:kind',
    auth: true,
    params: CollectionParams,
    query: CollectionQuery,
    response: ItemsResponse,
  }),
  search: def({ method: 'POST', path: '/products', auth: true, body: SearchBody, response: SearchResponse }),
  product: def({ method: 'GET', path: '/products/:id', auth: true, params: IdParams, response: ProductDetail }),
  retailers: def({ method: 'GET', path: '/retailers', auth: true, response: RetailersResponse }),
  retailer: def({ method: 'GET', path: '/retailers/:id', auth: true, params: IdParams, response: RetailersResponse }),
  shops: def({ method: 'GET', path: '/shops', auth: true, response: ShopsResponse }),
  shop: def({ method: 'GET', path: '/shops/:id', auth: true, params: IdParams, response: ShopsResponse }),

  getZone: def({ method: 'GET', path: '/zone', auth: true, response: ZoneResponse }),
  saveZone: def({ method: 'PUT', path: '/zone', auth: true, body: ZoneBody, response: Success, invalidates: ['getZone', ...LISTS] }),
  /** The loyalty programmes the user uses: the planner takes loyalty prices only at these chains. */
  getLoyalty: def({ method: 'GET', path: '/loyalty', auth: true, response: LoyaltyResponse }),
  saveLoyalty: def({ method: 'PUT', path: '/loyalty', auth: true, body: LoyaltyBody, response: LoyaltyResponse, invalidates: ['getLoyalty', ...LISTS] }),

  lists: def({ method: 'GET', path: '/lists', auth: true, response: ListsResponse }),
  createList: def({ method: 'POST', path: '/lists', auth: true, body: CreateListBody, response: CreateListResponse, invalidates: LISTS }),
  /** PUT /lists/{id} carries either an update or a plan request (SPEC §7): the two kinds of the one ListPutBody. */
  updateList: def({ method: 'PUT', path: '/lists/:id', auth: true, params: IdParams, body: UpdateListBody, response: Success, invalidates: LISTS }),
  requestPlan: def({ method: 'PUT', path: '/lists/:id', auth: true, params: IdParams, body: PlanRequestBody, response: PlanResponse }),
  deleteList: def({ method: 'DELETE', path: '/lists/:id', auth: true, params: IdParams, response: Success, invalidates: LISTS }),
  setQuantity: def({ method: 'PUT', path: '/lists/:list_id/products', auth: true, params: ListParams, body: SetQuantityBody, response: Success, invalidates: LISTS }),
  list: def({ method: 'GET', path: '/lists/:id', auth: true, params: IdParams, response: ShoppingList }),
  planVersion: def({ method: 'GET', path: '/lists/plan/:id', auth: true, params: IdParams, response: PlanVersionResponse }),
  savePlan: def({ method: 'POST', path: '/lists/saved', auth: true, body: SavePlanBody, response: SavedPlansResponse, invalidates: ['savedPlans'] }),
  savedPlans: def({ method: 'GET', path: '/lists/saved', auth: true, response: SavedPlansResponse }),
  deleteSavedPlan: def({ method: 'DELETE', path: '/lists/saved/:id', auth: true, params: IdParams, response: Success, invalidates: ['savedPlans'] }),
  /** "Shop again": a new list with a list's items, or with what a plan buys (and what it could not). */
  copyList: def({ method: 'POST', path: '/lists/:id/copy', auth: true, params: IdParams, body: CopyListBody, response: CopyListResponse, invalidates: LISTS }),
  /** "Take it along": the plan's checklist to the account's own e-mail address (RULES.planMailsPerHour). */
  mailPlan: def({ method: 'POST', path: '/lists/plan/:id/mail', auth: true, params: IdParams, response: MailPlanResponse }),
  copyPlan: def({ method: 'POST', path: '/lists/plan/:id/copy', auth: true, params: IdParams, body: CopyListBody, response: CopyListResponse, invalidates: LISTS }),

  /** A household: lists shared by e-mail invitation (docs/household.md). */
  listVersions: def({ method: 'GET', path: '/lists/versions', auth: true, response: ListVersionsResponse }),
  invite: def({ method: 'POST', path: '/lists/:id/invitations', auth: true, params: IdParams, body: InviteBody, response: InviteResponse, invalidates: LISTS }),
  withdrawInvitation: def({
    method: 'DELETE',
    path: '/lists/:list_id/invitations/:invitation_id',
    auth: true,
    params: InvitationParams,
    response: Success,
    invalidates: LISTS,
  }),
  removeMember: def({ method: 'DELETE', path: '/lists/:list_id/members/:user_id', auth: true, params: MemberParams, response: Success, invalidates: LISTS }),
  invitations: def({ method: 'GET', path: '/invitations', auth: true, response: InvitationsResponse }),
  answerInvitation: def({
    method: 'PUT',
    path: '/invitations/:id',
    auth: true,
    params: IdParams,
    body: AnswerInvitationBody,
    response: Success,
    invalidates: ['invitations', 'listVersions', ...LISTS],
  }),

  favorites: def({ method: 'GET', path: '/favorites', auth: true, response: FavoritesResponse }),
  addFavorite: def({ method: 'PUT', path: '/favorites', auth: true, body: FavoriteBody, response: Success, invalidates: FAVOURITES }),
  removeFavorite: def({ method: 'DELETE', path: '/favorites/:product_id', auth: true, params: FavoriteParams, response: Success, invalidates: FAVOURITES }),

  /** Price alerts: the watched products, and the inbox of drops and promotions computed from the stored history. */
  watches: def({ method: 'GET', path: '/watches', auth: true, response: WatchesResponse }),
  watchProduct: def({ method: 'PUT', path: '/watches', auth: true, body: WatchBody, response: Success, invalidates: WATCHES }),
  unwatchProduct: def({ method: 'DELETE', path: '/watches/:product_id', auth: true, params: WatchParams, response: Success, invalidates: WATCHES }),
  inbox: def({ method: 'GET', path: '/inbox', auth: true, response: InboxResponse }),
  markInbox: def({ method: 'PUT', path: '/inbox', auth: true, body: MarkInboxBody, response: Success, invalidates: ['inbox'] }),

  blogs: def({ method: 'GET', path: '/blogs', auth: true, response: BlogsResponse }),
  blog: def({ method: 'GET', path: '/blogs/:id', auth: true, params: IdParams, response: BlogPost }),

  /** How fresh the prices are (the price monitor's feed), and an update under way. */
  feedStatus: def({ method: 'GET', path: '/feed', auth: true, response: FeedStatus }),
  /** Starts an update from the price monitor now; answers the status at once (poll GET /feed for progress). */
  updateFeed: def({ method: 'POST', path: '/feed/update', auth: true, response: FeedStatus, invalidates: ['feedStatus'] }),

  /** The account and its settings (docs/account.md). */
  account: def({ method: 'GET', path: '/account', auth: true, response: AccountResponse }),
  updateAccount: def({ method: 'PUT', path: '/account', auth: true, body: UpdateAccountBody, response: AccountResponse, invalidates: ['account'] }),
  /** Mails a link to the new address; the address changes only when the link is opened (confirmEmail). */
  changeEmail: def({ method: 'POST', path: '/account/email', auth: true, body: ChangeEmailBody, response: ChangeEmailResponse, invalidates: ['account'] }),
  confirmEmail: def({ method: 'PUT', path: '/account/email', auth: false, body: ConfirmEmailBody, response: ConfirmEmailResponse }),
  changePassword: def({ method: 'PUT', path: '/account/password', auth: true, body: ChangePasswordBody, response: ChangePasswordResponse }),
  /** Download my data: every list, plan, favourite, watch and the zone, as JSON (GDPR access and portability). */
  accountData: def({ method: 'GET', path: '/account/data', auth: true, response: AccountData }),
  /** Delete my account: the password again, then every row of the account and every session (GDPR erasure). */
  deleteAccount: def({ method: 'POST', path: '/account/delete', auth: true, body: DeleteAccountBody, response: DeleteAccountResponse }),

  /** The server answers and its database too: which database, and the date of the catalogue's prices. */
  health: def({ method: 'GET', path: '/health', auth: false, response: HealthResponse }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? S : undefined;
/**
 * What a caller passes: zod's input type, except where that is `unknown` (z.coerce, for ids that arrive as
 * path strings), where the parsed type is what a typed caller sends.
 */
type Wire<S> = S extends z.ZodType
  ? z.input<S> extends infer I
    ? I extends Record<string, unknown>
      ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof z.output<S> ? z.output<S>[K] : I[K]) : I[K] }
      : I
    : never
  : undefined;
/** A part the route does not take may only be left out; one whose fields all have defaults may be left out. */
type Slot<K extends string, T, Optional> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Optional extends true
    ? { [P in K]?: T }
    : { [P in K]: T };
type Flat<T> = { [K in keyof T]: T[K] };
/** An object with no keys: `NoKeys extends T` holds when every key of T may be left out. */
type NoKeys = Record<never, never>;

/** A route's input: `params`, `query` and `body` as its schemas take them, every required part required. */
export type RouteInput<N extends RouteName> = Flat<
  Slot<'params', Wire<SchemaOf<Routes[N], 'params'>>, NoKeys extends Wire<SchemaOf<Routes[N], 'params'>> ? true : false> &
    Slot<'query', Wire<SchemaOf<Routes[N], 'query'>>, NoKeys extends Wire<SchemaOf<Routes[N], 'query'>> ? true : false> &
    Slot<'body', Wire<SchemaOf<Routes[N], 'body'>>, undefined extends Wire<SchemaOf<Routes[N], 'body'>> ? true : false>
>;
/** The arguments after a route's name: the input, which may be left out only when nothing in it is required. */
export type RouteArgs<N extends RouteName> = NoKeys extends RouteInput<N> ? [input?: RouteInput<N>] : [input: RouteInput<N>];
export type RouteOutput<N extends RouteName> = z.infer<Routes[N]['response']>;

/**
 * The run-time check of a RouteInput: unknown parts refused; params and query default to {} (as the server
 * reads them), a body stays as given. What passes is what the server will accept.
 */
export function routeInputSchema(name: RouteName): z.ZodType {
  const def: RouteDef = routes[name];
  const none = z.undefined().optional();
  const withDefaults = (v: unknown): unknown => {
    const o = v === undefined ? {} : v;
    if (typeof o !== 'object' || o === null || Array.isArray(o)) return o;
    const given = o as { params?: unknown; query?: unknown };
    return {
      ...o,
      ...(def.params && given.params === undefined ? { params: {} } : {}),
      ...(def.query && given.query === undefined ? { query: {} } : {}),
    };
  };
  return z.preprocess(withDefaults, z.strictObject({ params: def.params ?? none, query: def.query ?? none, body: def.body ?? none }));
}

export const isRouteName = (name: string): name is RouteName => Object.hasOwn(routes, name);

/** Fills a Fastify-style path with its parameters. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

export { PageQuery };
