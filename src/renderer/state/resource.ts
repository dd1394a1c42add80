import { useCallback, useEffect, useRef } from 'react';
import type { RouteArgs, RouteInput, RouteOutput } from '../../shared/api/routes';
import type { ApiRouteName, Result } from '../../shared/bridge';
import { AppError, type ErrorCode } from '../../shared/errors';
import { errorCode, kosar, unwrap } from '../lib/bridge';
import { atom, useAtomValue, useStore, type PrimitiveAtom } from './jotai';
import { languageAtom } from './session';

/**
 * The renderer's one way of reading data: a resource is one route call (name + input), kept in the Jotai store
 * with its loading, ready and error states. Screens read it with useResource; writes call invalidateAtom with the
 * route names they change, and every loaded resource of those routes is fetched again.
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

/** The key of a resource: its route, its input and, for answers in the user's language, that language. */
export function resourceKey(ref: AnyRef, tag = ''): string {
  return `${ref.name}|${JSON.stringify(ref.input ?? null)}|${tag}`;
}

/** The resources loaded in this store (key to route call), which invalidation fetches again. */
const registryAtom = atom<Record<string, { ref: AnyRef; tag: string }>>({});
/** How many mounted screens read each key: the last one leaving forgets it. */
const readersAtom = atom<Record<string, number>>({});

/** The state of one resource (read it in atoms; screens use useResource). */
export function resourceAtom<N extends ApiRouteName>(ref: ResourceRef<N>, tag = '') {
  const a = entryAtom(resourceKey(ref, tag));
  return atom((get) => get(a) as ResourceState<RouteOutput<N>>);
}

const call = kosar as unknown as () => { api(name: string, input?: unknown): Promise<Result<unknown>> };

/** Fetches one resource (the previous answer stays shown meanwhile) and resolves its settled state. */
export const loadResourceAtom = atom(null, async (get, set, ref: AnyRef, tag?: string): Promise<ResourceState<unknown>> => {
  const key = resourceKey(ref, tag);
  const a = entryAtom(key);
  if (!get(registryAtom)[key]) set(registryAtom, { ...get(registryAtom), [key]: { ref, tag: tag ?? '' } });
  const seq = get(a).seq + 1;
  set(a, { ...get(a), status: 'loading', seq });
  try {
    const data = await unwrap(call().api(ref.name, ref.input));
    if (get(a).seq === seq) set(a, { status: 'ready', data, seq });
  } catch (err) {
    if (get(a).seq === seq) set(a, { data: get(a).data, status: 'error', code: errorCode(err), seq });
  }
  return get(a);
});

/** Loads a resource and resolves its answer, or throws its error (for store actions that need the data). */
export const fetchResourceAtom = atom(null, async (_get, set, ref: AnyRef, tag?: string) => {
  const out = await set(loadResourceAtom, ref, tag);
  if (out.status === 'error') throw new AppError(out.code);
  return out.data;
});

/** After a write: every loaded resource of these routes is fetched again. */
export const invalidateAtom = atom(null, async (get, set, names: readonly ApiRouteName[]) => {
  await Promise.all(
    Object.values(get(registryAtom))
      .filter(({ ref }) => names.includes(ref.name))
      .map(({ ref, tag }) => set(loadResourceAtom, ref, tag)),
  );
});

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
  const tag = byLanguage ? lang : '';
  const key = ref ? resourceKey(ref, tag) : '';
  const state = useAtomValue(entryAtom(key)) as ResourceState<RouteOutput<N>>;
  // The call as of this render; `key` says when it changed.
  const current = useRef(ref);
  useEffect(() => {
    current.current = ref;
  });
  useEffect(() => {
    if (!key || !current.current) return;
    store.set(mountAtom, key);
    void store.set(loadResourceAtom, current.current, tag);
    return () => store.set(unmountAtom, key);
  }, [key, tag, store]);
  const reload = useCallback(() => {
    if (key && current.current) void store.set(loadResourceAtom, current.current, tag);
  }, [key, tag, store]);
  if (!key) return { status: 'loading', reload };
  const data = state.data === undefined ? undefined : pick ? pick(state.data) : (state.data as T);
  return { ...state, data, reload } as Loaded<T>;
}


/**
 * Several resources a screen shows together: loading until every one has an answer, failed with the first
 * failure, and reload() loads them all again.
 */
export function allOf<D extends Record<string, unknown>>(parts: { [K in keyof D]: Loaded<D[K]> }): Loaded<D> {
  const list: Loaded<unknown>[] = Object.values(parts);
  const reload = () => list.forEach((p) => p.reload());
  const failed = list.find((p) => p.status === 'error');
  if (failed?.status === 'error') return { status: 'error', code: failed.code, reload };
  if (list.some((p) => p.status !== 'ready')) return { status: 'loading', reload };
  const data = Object.fromEntries(Object.entries<Loaded<unknown>>(parts).map(([k, p]) => [k, p.data])) as D;
  return { status: 'ready', data, reload };
}

/** A resource a screen can do without: its failure reads as `fallback`. */
export function orElse<T>(part: Loaded<T>, fallback: T): Loaded<T> {
  return part.status === 'error' ? { status: 'ready', data: fallback, reload: part.reload } : part;
}
