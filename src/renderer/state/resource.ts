import { useCallback, useEffect, useRef } from 'react';
import { routes, type RouteArgs, type RouteDef, type RouteInput, type RouteOutput } from '../../shared/api/routes';
import type { ApiRouteName, Result } from '../../shared/bridge';
import { AppError, type ErrorCode } from '../../shared/errors';
import { errorCode, kosar, unwrap } from '../lib/bridge';
import { atom, useAtomValue, useStore, type PrimitiveAtom, type Setter } from './jotai';
import { languageAtom } from './session';

/**
 * The renderer's one way of calling the server. A read is a resource: one route call (name + input), kept in
 * the Jotai store with its loading, ready and error states; screens read it with useResource. A write goes
 * through mutate (mutateAtom, useMutate): it calls the route, then fetches again every loaded resource of the
 * routes the route table says it invalidates. Both count the calls in flight per route (callStateAtom).
 */
export interface ResourceRef<N extends ApiRouteName = ApiRouteName> {
  name: N;
  input: RouteInput<N> | undefined;
}

/** Any route call, as the layer stores it. */
type AnyRef = { name: ApiRouteName; input?: unknown };

/** A typed reference to one route call: `resource('product', { params: { id } })`. */
export function resource<N extends ApiRouteName>(name: N, ...input: RouteArgs<N>): ResourceRef<N> {
  return { name, input: input[0] };
}

/**
 * `data` is the newest answer, kept while a reload runs and after a failed one, so screens refresh without a
 * spinner; `code` is the last failure, kept until an answer arrives.
 */
export type ResourceState<T> =
  | { status: 'loading'; data?: T; code?: ErrorCode }
  | { status: 'ready'; data: T; code?: undefined }
  | { status: 'error'; data?: T; code: ErrorCode };

type Entry = ResourceState<unknown> & {
  /** Which request is the newest: an answer to an older one is dropped. */
  seq: number;
  /** The newest request is under way: a screen mounting now joins it instead of sending another. */
  inFlight?: boolean;
};

const initial: Entry = { status: 'loading', seq: 0 };
const entries = new Map<string, PrimitiveAtom<Entry>>();

function entryAtom(key: string): PrimitiveAtom<Entry> {
  let a = entries.get(key);
  if (!a) {
    a = atom<Entry>(initial);
    entries.set(key, a);
  }
  return a;
}

/**
 * The key of a resource: its route and its input. One entry per call, whatever the language: a language switch
 * loads the answers in the user's language again into the same entries (useResource).
 */
export function resourceKey(ref: AnyRef): string {
  return `${ref.name}|${JSON.stringify(ref.input ?? null)}`;
}

// ---- Calls in flight ----

/** Calls under way, by route. */
const inFlightAtom = atom<Record<string, number>>({});
/** How the last call of each route ended, and in what order (a counter shared by the routes). */
const settledAtom = atom<Record<string, { ok: boolean; order: number }>>({});
let settledCount = 0;

const begin = atom(null, (get, set, name: string) => {
  set(inFlightAtom, { ...get(inFlightAtom), [name]: (get(inFlightAtom)[name] ?? 0) + 1 });
});
const end = atom(null, (get, set, name: string, ok: boolean) => {
  set(settledAtom, { ...get(settledAtom), [name]: { ok, order: ++settledCount } });
  set(inFlightAtom, { ...get(inFlightAtom), [name]: (get(inFlightAtom)[name] ?? 1) - 1 });
});

/** How many calls of these routes are under way. */
export const inFlightCountAtom = (names: readonly ApiRouteName[]) =>
  atom((get) => names.reduce((n, name) => n + (get(inFlightAtom)[name] ?? 0), 0));

export type CallState = 'idle' | 'pending' | 'succeeded' | 'failed';
/**
 * A group of routes as one flag: pending while any of their calls runs, then succeeded or failed by how the
 * last one to end ended (a write ends after the reads it invalidated); idle before the first.
 */
export const callStateAtom = (names: readonly ApiRouteName[]) => {
  const count = inFlightCountAtom(names);
  return atom<CallState>((get) => {
    if (get(count) > 0) return 'pending';
    const settled = get(settledAtom);
    let last: { ok: boolean; order: number } | undefined;
    for (const n of names) if (settled[n] && (!last || settled[n].order > last.order)) last = settled[n];
    return last ? (last.ok ? 'succeeded' : 'failed') : 'idle';
  });
};

/** The resources loaded in this store (key to route call), which invalidation fetches again. */
const registryAtom = atom<Record<string, AnyRef>>({});
/** How many mounted screens read each key: the last one leaving forgets it. */
const readersAtom = atom<Record<string, number>>({});

/** The state of one resource (for atoms; screens use useResource). */
export function resourceAtom<N extends ApiRouteName>(ref: ResourceRef<N>) {
  const a = entryAtom(resourceKey(ref));
  return atom((get) => get(a) as ResourceState<RouteOutput<N>>);
}

const call = kosar as unknown as () => { api(name: string, input?: unknown): Promise<Result<unknown>> };

/** Fetches one resource (the previous answer stays shown meanwhile) and resolves its settled state. */
export const loadResourceAtom = atom(null, async (get, set, ref: AnyRef): Promise<ResourceState<unknown>> => {
  const key = resourceKey(ref);
  const a = entryAtom(key);
  if (!get(registryAtom)[key]) set(registryAtom, { ...get(registryAtom), [key]: ref });
  const seq = get(a).seq + 1;
  set(a, { ...get(a), status: 'loading', seq, inFlight: true });
  set(begin, ref.name);
  try {
    const data = await unwrap(call().api(ref.name, ref.input));
    if (get(a).seq === seq) set(a, { status: 'ready', data, seq });
    set(end, ref.name, true);
  } catch (err) {
    if (get(a).seq === seq) set(a, { data: get(a).data, status: 'error', code: errorCode(err), seq });
    set(end, ref.name, false);
  }
  return get(a);
});

/** Loads a resource and resolves its answer, or throws its error (for store actions that need the data). */
export const fetchResourceAtom = atom(null, async (_get, set, ref: AnyRef) => {
  const out = await set(loadResourceAtom, ref);
  if (out.status === 'error') throw new AppError(out.code);
  return out.data;
});

/** Every loaded resource of these routes is fetched again (mutate does it from the route table; a poll that saw a change). */
export const invalidateAtom = atom(null, async (get, set, names: readonly string[]) => {
  await Promise.all(
    Object.values(get(registryAtom))
      .filter((ref) => names.includes(ref.name))
      .map((ref) => set(loadResourceAtom, ref)),
  );
});

/**
 * One write: calls the route, then, whatever its outcome, fetches again the resources the route table says it
 * changes (so a refused write shows what the server has now), and resolves the answer or throws the refusal.
 * It counts as in flight until those reads are back.
 */
export const mutateAtom = atom(null, async (_get, set, name: ApiRouteName, input?: unknown): Promise<unknown> => {
  set(begin, name);
  let ok = false;
  try {
    const out = await unwrap(call().api(name, input));
    ok = true;
    return out;
  } finally {
    await set(invalidateAtom, (routes[name] as RouteDef).invalidates ?? []);
    set(end, name, ok);
  }
});

/** A typed mutate for store actions: `mutate(set, 'setQuantity', { params, body })`. */
export function mutate<N extends ApiRouteName>(set: Setter, name: N, ...input: RouteArgs<N>): Promise<RouteOutput<N>> {
  return set(mutateAtom, name, input[0]) as Promise<RouteOutput<N>>;
}

/** mutate for screens: `const mutate = useMutate(); await mutate('saveZone', { body })`. */
export function useMutate() {
  const store = useStore();
  return useCallback(
    <N extends ApiRouteName>(name: N, ...input: RouteArgs<N>) => store.set(mutateAtom, name, input[0]) as Promise<RouteOutput<N>>,
    [store],
  );
}

const mountAtom = atom(null, (get, set, key: string) => {
  const readers = get(readersAtom);
  set(readersAtom, { ...readers, [key]: (readers[key] ?? 0) + 1 });
});

const unmountAtom = atom(null, (get, set, key: string) => {
  const readers = { ...get(readersAtom) };
  readers[key] = (readers[key] ?? 1) - 1;
  if (readers[key] > 0) return set(readersAtom, readers);
  delete readers[key];
  set(readersAtom, readers);
  // Nobody shows it any more: forget it, so that the next screen to read it starts from a fresh load.
  const registry = { ...get(registryAtom) };
  delete registry[key];
  set(registryAtom, registry);
  const a = entryAtom(key);
  set(a, { ...initial, seq: get(a).seq + 1 });
});

export type Loaded<T> = ResourceState<T> & { reload(): void };

/**
 * A screen's view of a resource: loads it when the screen mounts or the call changes (a new call starts empty),
 * keeps it fresh through invalidation, and reload() fetches it again. `null` loads nothing (status 'loading').
 * Answers come in the user's language, so a language switch loads them again unless `byLanguage` is false.
 */
export function useResource<N extends ApiRouteName, T = RouteOutput<N>>(
  ref: ResourceRef<N> | null,
  { byLanguage = true, pick }: { byLanguage?: boolean; pick?: (data: RouteOutput<N>) => T } = {},
): Loaded<T> {
  const store = useStore();
  const lang = useAtomValue(languageAtom);
  const key = ref ? resourceKey(ref) : '';
  const state = useAtomValue(entryAtom(key)) as ResourceState<RouteOutput<N>>;
  // The call as of this render; `key` says when it changed.
  const current = useRef(ref);
  useEffect(() => {
    current.current = ref;
  });
  useEffect(() => {
    if (!key || !current.current) return;
    store.set(mountAtom, key);
    // Many readers mounting at once (every card reads the favourites) make one call.
    if (!store.get(entryAtom(key)).inFlight) void store.set(loadResourceAtom, current.current);
    return () => store.set(unmountAtom, key);
  }, [key, store]);
  const reload = useCallback(() => {
    if (key && current.current) void store.set(loadResourceAtom, current.current);
  }, [key, store]);
  // A language switch loads the answer again; the one in the old language stays shown until it comes.
  const shownIn = useRef(lang);
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    if (byLanguage) reload();
  }, [lang, byLanguage, reload]);
  if (!key) return { status: 'loading', reload };
  const { inFlight: _inFlight, ...shown } = state as Entry;
  const data = shown.data === undefined ? undefined : pick ? pick(shown.data as RouteOutput<N>) : (shown.data as T);
  return { ...shown, data, reload } as Loaded<T>;
}


/**
 * Several resources a screen shows together: loading until every one has an answer (a reload keeps showing the
 * answers it has), failed with the first failure, and reload() loads them all again.
 */
export function allOf<D extends Record<string, unknown>>(parts: { [K in keyof D]: Loaded<D[K]> }): Loaded<D> {
  const list: Loaded<unknown>[] = Object.values(parts);
  const reload = () => list.forEach((p) => p.reload());
  const failed = list.find((p) => p.status === 'error');
  if (failed?.status === 'error') return { status: 'error', code: failed.code, reload };
  if (list.some((p) => p.data === undefined)) return { status: 'loading', reload };
  const data = Object.fromEntries(Object.entries<Loaded<unknown>>(parts).map(([k, p]) => [k, p.data])) as D;
  return { status: 'ready', data, reload };
}

/** A resource a screen can do without: its failure reads as `fallback`. */
export function orElse<T>(part: Loaded<T>, fallback: T): Loaded<T> {
  return part.status === 'error' ? { status: 'ready', data: fallback, reload: part.reload } : part;
}
