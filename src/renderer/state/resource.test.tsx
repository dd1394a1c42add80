import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeKosar } from '../test-kosar';
import { Provider, createStore } from './jotai';
import { invalidateAtom, resource, useResource } from './resource';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const fail = (code: string) => Promise.resolve({ ok: false as const, error: { code, message: code } });

let blog: ReturnType<typeof vi.fn>;
let title = 'First';

beforeEach(() => {
  title = 'First';
  blog = vi.fn((input: { params: { id: number } }) => ok({ id: input.params.id, title: `${title} ${input.params.id}` }));
  fakeKosar({ blog });
});

function Post({ id }: { id: number }) {
  const post = useResource(resource('blog', { params: { id } }), { pick: (d) => d.title });
  if (post.status === 'error') return <button onClick={post.reload}>{`failed: ${post.code}`}</button>;
  return <p>{post.data ?? 'loading'}</p>;
}

describe('resources', () => {
  it('load per route and input, show loading first, and a write invalidating the route fetches them again', async () => {
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <Post id={1} />
      </Provider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('First 1')).toBeTruthy();
    title = 'Changed';
    await act(() => store.set(invalidateAtom, ['blog']));
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
    await act(() => store.set(invalidateAtom, ['blog']));
    expect(blog).toHaveBeenCalledTimes(2);
  });
});
