import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeKosar } from '../../../tests/support/renderer/fake-kosar';
import { Provider, createStore } from './jotai';
import { languageAtom } from './session';
import { callStateAtom, inFlightCountAtom, loadResourceAtom, mutate, mutateAtom, resource, useResource } from './resource';

/** vi.waitFor's own limit is 1 s; what it waits for may take longer on a loaded machine. */
const WAIT = { timeout: 30_000 };

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

let blog: ReturnType<typeof vi.fn>;
let favorites: ReturnType<typeof vi.fn>;
let addFavorite: ReturnType<typeof vi.fn>;
let title = 'First';

beforeEach(() => {
  title = 'First';
  blog = vi.fn((input: { params: { id: number } }) => ok({ id: input.params.id, title: `${title} ${input.params.id}` }));
  favorites = vi.fn(() => ok({ favorites: [] }));
  addFavorite = vi.fn(() => ok({ success: true }));
  fakeKosar({ blog, favorites, addFavorite, product: vi.fn(() => ok({})), savePlan: vi.fn(() => ok({ versions: [] })) });
});

/** A call held open until release(). */
function held<T>(data: T) {
  let release!: () => void;
  const pending = new Promise<{ ok: true; data: T }>((r) => (release = () => r({ ok: true, data })));
  return { pending, release: () => release() };
}

function Post({ id }: { id: number }) {
  const post = useResource(resource('blog', { params: { id } }), { pick: (d) => d.title });
  if (post.status === 'error') return <button onClick={post.reload}>{`failed: ${post.code}`}</button>;
  return <p>{post.data ?? 'loading'}</p>;
}

describe('resources', () => {
  it('load per route and input, show loading first, and a reload fetches them again', async () => {
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <Post id={1} />
      </Provider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('First 1')).toBeTruthy();
    title = 'Changed';
    await act(() => store.set(loadResourceAtom, resource('blog', { params: { id: 1 } })));
    expect(screen.getByText('Changed 1')).toBeTruthy();
    // Another input is another resource: it starts empty.
    view.rerender(
      <Provider store={store}>
        <Post id={2} />
      </Provider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Changed 2')).toBeTruthy();
    expect(blog).toHaveBeenCalledTimes(3);
  });

  it('a failure offers a retry that loads again; an unmounted resource is no longer refreshed', async () => {
    const store = createStore();
    blog.mockImplementationOnce(() => fail('DB_UNAVAILABLE'));
    const view = render(
      <Provider store={store}>
        <Post id={1} />
      </Provider>,
    );
    const retry = await screen.findByText('failed: DB_UNAVAILABLE');
    await act(async () => retry.click());
    expect(await screen.findByText('First 1')).toBeTruthy();
    view.unmount();
    await act(() => store.set(loadResourceAtom, resource('blog', { params: { id: 2 } })));
    expect(blog).toHaveBeenCalledTimes(3);
  });
});

describe('a language switch', () => {
  it('loads the answer again into the same resource, the old one shown until the new one comes', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Post id={1} />
      </Provider>,
    );
    expect(await screen.findByText('First 1')).toBeTruthy();
    let release!: () => void;
    blog.mockImplementationOnce(() => new Promise((r) => (release = () => r({ ok: true, data: { id: 1, title: 'Első 1' } }))));
    act(() => store.set(languageAtom, 'hu'));
    expect(blog).toHaveBeenCalledTimes(2);
    expect(screen.getByText('First 1')).toBeTruthy();
    await act(async () => release());
    expect(screen.getByText('Első 1')).toBeTruthy();
  });
});

function Favourites() {
  const favs = useResource(resource('favorites'), { pick: (d) => d.favorites.length });
  return <p>{favs.data === undefined ? 'loading' : `${favs.data} favourites`}</p>;
}

describe('writes', () => {
  it('fetch again what the route table says they change, after a refusal too, and nothing else', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Favourites />
        <Post id={1} />
      </Provider>,
    );
    expect(await screen.findByText('0 favourites')).toBeTruthy();
    expect(await screen.findByText('First 1')).toBeTruthy();
    favorites.mockImplementation(() => ok({ favorites: [{ id: 9 }] }));
    await act(() => mutate(store.set, 'addFavorite', { body: { product_id: 9 } }));
    expect(screen.getByText('1 favourites')).toBeTruthy();
    expect(favorites).toHaveBeenCalledTimes(2);
    expect(blog).toHaveBeenCalledTimes(1);
    // Refused: the favourites still come again, showing what the server has.
    addFavorite.mockImplementationOnce(() => fail('CONFLICT'));
    favorites.mockImplementation(() => ok({ favorites: [] }));
    await act(() =>
      expect(store.set(mutateAtom, 'addFavorite', { body: { product_id: 9 } })).rejects.toMatchObject({ code: 'CONFLICT' }),
    );
    expect(screen.getByText('0 favourites')).toBeTruthy();
    expect(favorites).toHaveBeenCalledTimes(3);
  });

  it('count the calls in flight per route, until the reads they invalidated are back', async () => {
    const store = createStore();
    const flag = callStateAtom(['favorites', 'addFavorite']);
    const count = inFlightCountAtom(['favorites', 'addFavorite']);
    expect(store.get(flag)).toBe('idle');
    await store.set(loadResourceAtom, resource('favorites'));
    const write = held({ success: true });
    const read = held({ favorites: [] });
    addFavorite.mockImplementationOnce(() => write.pending);
    favorites.mockImplementationOnce(() => read.pending);
    const running = store.set(mutateAtom, 'addFavorite', { body: { product_id: 9 } });
    expect(store.get(count)).toBe(1);
    expect(store.get(flag)).toBe('pending');
    write.release();
    await vi.waitFor(() => expect(favorites).toHaveBeenCalledTimes(2), WAIT);
    // The write is answered; its invalidated read runs, and the write still counts until it is back.
    expect(store.get(count)).toBe(2);
    read.release();
    await running;
    expect(store.get(count)).toBe(0);
    expect(store.get(flag)).toBe('succeeded');
    // A refused write ends the group failed, even though the read it invalidated succeeded after it.
    addFavorite.mockImplementationOnce(() => fail('NOT_FOUND'));
    await expect(store.set(mutateAtom, 'addFavorite', { body: { product_id: 9 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(store.get(flag)).toBe('failed');
    // Calls of other routes do not count.
    await store.set(mutateAtom, 'savePlan', { body: { id: 1 } });
    expect(store.get(flag)).toBe('failed');
    expect(store.get(count)).toBe(0);
  });
});
