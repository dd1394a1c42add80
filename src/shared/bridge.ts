import { z } from 'zod';
import { ErrorInfo } from './errors';
import { RULES } from './rules';
import {
  BlogPost,
  BlogsResponse,
  CategoriesResponse,
  CategoryResponse,
  CollectionKind,
  Email,
  HomeResponse,
  Id,
  Version,
  ItemsResponse,
  PlanResponse,
  PlanVersionResponse,
  ProductDetail,
  RetailersResponse,
  SavedPlansResponse,
  SearchBody,
  SearchResponse,
  ShoppingList,
  ShopsResponse,
  Text,
  TravelSettings,
  TripPrefs,
  ZoneBody,
  ZoneResponse,
  FavoritesResponse,
  FeedStatus,
  ListsResponse,
} from './api';

const None = z.undefined();
const Ok = z.object({ ok: z.literal(true) });
const ById = z.object({ id: Id });

export const Language = z.enum(RULES.languages);

/** What the renderer knows of the session: never the token. */
export const Session = z.object({
  email: z.string(),
  firstname: z.string(),
  hasZone: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const SignUpInput = z.object({
  firstname: z.string().max(100),
  email: z.string().max(254),
  password: z.string().max(1024),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const ResetLink = z.object({ key: z.string().min(16).max(256), email: Email });
export type ResetLink = z.infer<typeof ResetLink>;

/**
 * A reset key exactly as the server issues it (newSecret in src/server/security.ts): 32 random bytes in
 * base64url without padding, 43 characters, the last of which holds only 4 bits. A kosar:// link carrying
 * anything else is refused before it reaches a screen.
 */
export const ResetKey = z.string().regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/);
export const IssuedResetLink = ResetLink.extend({ key: ResetKey });

export const VaultKind = z.enum(['keychain', 'safe-storage', 'memory']);

export const AppInfo = z.object({
  version: z.string(),
  apiBaseUrl: z.string(),
  mediaBaseUrl: z.string(),
  embeddedServer: z.boolean(),
  vault: VaultKind,
});
export type AppInfo = z.infer<typeof AppInfo>;

export const Prefs = z.object({ language: Language, email: z.string().nullable() });
export type Prefs = z.infer<typeof Prefs>;

const m = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

/**
 * The IPC contract: every window.kosar method, by feature, with its input and output.
 * Preload, main-side registration, web host and renderer types are all derived from this.
 */
export const bridgeContract = {
  session: {
    restore: m(None, Session.nullable()),
    login: m(z.object({ email: z.string().max(254), password: z.string().max(1024) }), Session),
    register: m(SignUpInput, Session),
    logout: m(None, Ok),
    requestPasswordReset: m(z.object({ email: Email }), Ok),
    resetPassword: m(ResetLink.extend({ password: z.string().max(1024) }), Session),
    /** A reset link that arrived before the renderer listened (deep link at start-up). */
    takePendingResetLink: m(None, ResetLink.nullable()),
  },
  prefs: {
    get: m(None, Prefs),
    setLanguage: m(z.object({ language: Language }), Ok),
    /** The planner's trip choice (counted or not, Ft per km, Ft per store), kept across restarts. */
    travel: m(None, TripPrefs),
    setTravel: m(TripPrefs, Ok),
  },
  app: {
    info: m(None, AppInfo),
    openExternal: m(z.object({ url: z.url({ protocol: /^https?$/ }) }), Ok),
  },
  catalogue: {
    home: m(None, HomeResponse),
    homeFor: m(ById, HomeResponse),
    categories: m(None, CategoriesResponse),
    category: m(ById, CategoryResponse),
    categoryProducts: m(
      z.object({ id: Id, page: z.number().int().min(1).max(10_000), sub: Id.optional() }),
      ItemsResponse,
    ),
    collection: m(
      z.object({ kind: CollectionKind, page: z.number().int().min(1).max(10_000), retailerId: Id.optional() }),
      ItemsResponse,
    ),
    search: m(SearchBody, SearchResponse),
    product: m(ById, ProductDetail),
    retailers: m(None, RetailersResponse),
    shops: m(None, ShopsResponse),
  },
  zone: {
    get: m(None, ZoneResponse),
    save: m(ZoneBody, Ok),
  },
  lists: {
    all: m(None, ListsResponse),
    create: m(z.object({ name: Text }), z.object({ id: z.number().int() })),
    rename: m(z.object({ id: Id, name: Text, version: Version.optional() }), Ok),
    remove: m(ById, Ok),
    setQuantity: m(
      z.object({
        listId: Id,
        productId: Id,
        quantity: z.number().int().min(0).max(RULES.maxListQuantity),
        version: Version.optional(),
      }),
      Ok,
    ),
    detail: m(ById, ShoppingList),
    plan: m(z.object({ id: Id, retailers: z.array(Id).min(1).max(50), travel: TravelSettings.optional() }), PlanResponse),
    planVersion: m(ById, PlanVersionResponse),
    savePlan: m(ById, SavedPlansResponse),
    saved: m(None, SavedPlansResponse),
    deleteSaved: m(ById, Ok),
  },
  favorites: {
    all: m(None, FavoritesResponse),
    add: m(z.object({ productId: Id }), Ok),
    remove: m(z.object({ productId: Id }), Ok),
  },
  blogs: {
    all: m(None, BlogsResponse),
    get: m(ById, BlogPost),
  },
  /** The price monitor's feed: how fresh the prices are, and "Update prices now". */
  feed: {
    status: m(None, FeedStatus),
    update: m(None, FeedStatus),
  },
} as const;

export type BridgeContract = typeof bridgeContract;
export type Feature = keyof BridgeContract;
export type MethodOf<F extends Feature> = keyof BridgeContract[F] & string;
type Def<F extends Feature, M extends MethodOf<F>> = BridgeContract[F][M] extends { input: infer I; output: infer O }
  ? { input: I; output: O }
  : never;
export type BridgeInput<F extends Feature, M extends MethodOf<F>> = z.input<Def<F, M>['input'] & z.ZodType>;
export type BridgeOutput<F extends Feature, M extends MethodOf<F>> = z.infer<Def<F, M>['output'] & z.ZodType>;

export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/** window.kosar, as the renderer sees it. */
export type KosarApi = {
  [F in Feature]: {
    [M in MethodOf<F>]: BridgeInput<F, M> extends undefined
      ? () => Promise<Result<BridgeOutput<F, M>>>
      : (input: BridgeInput<F, M>) => Promise<Result<BridgeOutput<F, M>>>;
  };
} & {
  on<E extends EventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
};

/** Pushes from main to the renderer. */
export const bridgeEvents = {
  'session:expired': z.object({}),
  'deeplink:reset-password': ResetLink,
  'deeplink:refused': z.object({ reason: z.enum(['invalid', 'signed-in']) }),
  'server:status': z.object({ state: z.enum(['starting', 'ready', 'crashed', 'restarting', 'offline']) }),
  'notice': z.object({ code: z.enum(['vault-memory-only', 'vault-safe-storage']) }),
  'language:changed': z.object({ language: Language }),
} as const;
export type EventName = keyof typeof bridgeEvents;
export type BridgeEvents = { [E in EventName]: z.infer<(typeof bridgeEvents)[E]> };

export const channelOf = (feature: string, method: string) => `${feature}:${method}`;

/** Every channel of the contract, generated, never typed by hand. */
export function bridgeChannels(): Array<{ feature: Feature; method: string; channel: string }> {
  return (Object.keys(bridgeContract) as Feature[]).flatMap((feature) =>
    Object.keys(bridgeContract[feature]).map((method) => ({ feature, method, channel: channelOf(feature, method) })),
  );
}

export function lookupMethod(channel: string): { input: z.ZodType; output: z.ZodType } | undefined {
  const [feature, method, ...rest] = channel.split(':');
  if (rest.length || !feature || !method) return undefined;
  if (!Object.hasOwn(bridgeContract, feature)) return undefined;
  const group = bridgeContract[feature as Feature] as Record<string, { input: z.ZodType; output: z.ZodType }>;
  return Object.hasOwn(group, method) ? group[method] : undefined;
}
