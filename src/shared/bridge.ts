import { z } from 'zod';
import { ErrorInfo } from './errors';
import { RULES } from './rules';
import { Email, TripPrefs, routeInputSchema, routes, type RouteArgs, type RouteName, type RouteOutput } from './api';

const None = z.undefined();
const Ok = z.object({ ok: z.literal(true) });

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
 * What window.kosar offers besides route calls: the session (main keeps the token), preferences, deep links and
 * the app itself. Every data call is a route of src/shared/api/routes.ts, reached through `kosar.api(name, input)`.
 * Preload, main-side registration, web host and renderer types are all derived from this and the route table.
 */
export const bridgeContract = {
  session: {
    restore: m(None, Session.nullable()),
    login: m(z.object({ email: z.string().max(254), password: z.string().max(1024) }), Session),
    register: m(SignUpInput, Session),
    logout: m(None, Ok),
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
    /** The Kosár server the app uses (the preference apiUrl), null for this computer's own; read at start-up. */
    apiUrl: m(None, z.object({ url: z.string().nullable() })),
    /** Sets it for the next start: https, or plain http only to this machine (else VALIDATION); null for this computer. */
    setApiUrl: m(z.object({ url: z.string().trim().max(2000).nullable() }), Ok),
  },
  app: {
    info: m(None, AppInfo),
    openExternal: m(z.object({ url: z.url({ protocol: /^https?$/ }) }), Ok),
    /**
     * Saves the page as a PDF (Electron's printToPDF, with a save dialog). `available: false` where the host cannot
     * (the web host): the renderer then opens the browser's print dialog instead.
     */
    savePdf: m(z.object({ name: z.string().min(1).max(120) }), z.object({ available: z.boolean(), path: z.string().nullable() })),
    /**
     * A desktop notification (price alerts): Electron's Notification where the system supports it. `available: false`
     * where the host has none of its own (the web host): the renderer then uses the browser's Notification API.
     */
    notify: m(z.object({ title: z.string().min(1).max(200), body: z.string().max(1000) }), z.object({ available: z.boolean() })),
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
export type BridgeArgs<F extends Feature, M extends MethodOf<F>> = BridgeInput<F, M> extends undefined ? [] : [input: BridgeInput<F, M>];

export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/**
 * Routes that answer with or end the session token: main calls them itself (session.*), the renderer never
 * does, since it never holds the token.
 */
export const SESSION_ROUTES = ['login', 'register', 'resetPassword', 'logout'] as const satisfies readonly RouteName[];
export type ApiRouteName = Exclude<RouteName, (typeof SESSION_ROUTES)[number]>;
export function isApiRoute(name: string): name is ApiRouteName {
  return Object.hasOwn(routes, name) && !(SESSION_ROUTES as readonly string[]).includes(name);
}
export const apiRouteNames = (): ApiRouteName[] => Object.keys(routes).filter(isApiRoute);

/** One call of the route table, typed by its input (every required part required) and its answer. */
export type ApiMethod = <N extends ApiRouteName>(name: N, ...input: RouteArgs<N>) => Promise<Result<RouteOutput<N>>>;

/** window.kosar, as the renderer sees it. */
export type KosarApi = {
  api: ApiMethod;
} & {
  [F in Feature]: { [M in MethodOf<F>]: (...input: BridgeArgs<F, M>) => Promise<Result<BridgeOutput<F, M>>> };
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
/** The channel of a route call: `api:<route name>`. */
export const apiChannel = (name: ApiRouteName) => channelOf('api', name);

/** Every channel of the bridge (the contract's methods and one per route call), generated, never typed by hand. */
export function bridgeChannels(): Array<{ channel: string }> {
  const methods = (Object.keys(bridgeContract) as Feature[]).flatMap((feature) =>
    Object.keys(bridgeContract[feature]).map((method) => ({ channel: channelOf(feature, method) })),
  );
  return [...methods, ...apiRouteNames().map((name) => ({ channel: apiChannel(name) }))];
}

/** The schemas of a channel: a contract method's, or a route call's (its input parts and its answer). */
export function lookupMethod(channel: string): { input: z.ZodType; output: z.ZodType } | undefined {
  const [feature, method, ...rest] = channel.split(':');
  if (rest.length || !feature || !method) return undefined;
  if (feature === 'api') return isApiRoute(method) ? { input: routeInputSchema(method), output: routes[method].response } : undefined;
  if (!Object.hasOwn(bridgeContract, feature)) return undefined;
  const group = bridgeContract[feature as Feature] as Record<string, { input: z.ZodType; output: z.ZodType }>;
  return Object.hasOwn(group, method) ? group[method] : undefined;
}

/** How a bridge reaches main: Electron's IPC in the preload, HTTP in the web host's page. */
export interface BridgeTransport {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(event: EventName, listener: (payload: unknown) => void): () => void;
}

/**
 * window.kosar over a transport: the one implementation the preload and the web host's page both expose. The
 * object literal is checked against KosarApi, so a method missing from it, or one too many, does not compile.
 * What comes back is main's answer, already checked against the same schemas there.
 */
export function createKosar(t: BridgeTransport): KosarApi {
  const call =
    <F extends Feature, M extends MethodOf<F>>(feature: F, method: M) =>
    (...input: BridgeArgs<F, M>) =>
      t.invoke(channelOf(feature, method), input[0]) as Promise<Result<BridgeOutput<F, M>>>;
  return {
    api: (name, ...input) => t.invoke(apiChannel(name), input[0]) as Promise<Result<RouteOutput<typeof name>>>,
    session: {
      restore: call('session', 'restore'),
      login: call('session', 'login'),
      register: call('session', 'register'),
      logout: call('session', 'logout'),
      resetPassword: call('session', 'resetPassword'),
      takePendingResetLink: call('session', 'takePendingResetLink'),
    },
    prefs: {
      get: call('prefs', 'get'),
      setLanguage: call('prefs', 'setLanguage'),
      travel: call('prefs', 'travel'),
      setTravel: call('prefs', 'setTravel'),
      apiUrl: call('prefs', 'apiUrl'),
      setApiUrl: call('prefs', 'setApiUrl'),
    },
    app: {
      info: call('app', 'info'),
      openExternal: call('app', 'openExternal'),
      savePdf: call('app', 'savePdf'),
      notify: call('app', 'notify'),
    },
    on: (event, listener) => t.on(event, listener as (payload: unknown) => void),
  };
}
