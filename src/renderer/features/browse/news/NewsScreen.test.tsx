import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { Provider, createStore } from '../../../state/jotai';
import { appInfoAtom } from '../../../state/app-info';
import { fakeKosar } from '../../../../../tests/support/renderer/fake-kosar';
import { NewsPostScreen, NewsScreen } from './NewsScreen';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });

beforeAll(async () => {
  await initI18n('en');
});

const post = {
  id: 1,
  title: 'Eggs cost 74.7% more than in 2018',
  intro: 'Ten eggs cost 546 Ft on average in January 2018.',
  body: 'The steepest rise came in 2022.',
  photo: 'media/news/eggs-since-2018.svg',
  thumb: 'media/news/eggs-since-2018.thumb.svg',
  created: '2026-01-27T08:00:00.000Z',
};

function show(path: string) {
  const store = createStore();
  store.set(appInfoAtom, { version: '0.1.0', apiBaseUrl: 'http://127.0.0.1:1/api/v1', mediaBaseUrl: 'http://127.0.0.1:1/', embeddedServer: true, vault: 'memory' });
  fakeKosar({ blogs: vi.fn(() => ok({ blogs: [post] })), blog: vi.fn(() => ok(post)) });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/news" element={<NewsScreen />} />
          <Route path="/news/:id" element={<NewsPostScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('news pictures', () => {
  it("the list shows each post's thumbnail, which reads at card size, not its shrunken chart", async () => {
    const { container } = show('/news');
    expect(await screen.findByRole('link', { name: post.title })).toBeTruthy();
    const img = container.querySelector('.br-news-card img')!;
    expect(img.getAttribute('src')).toBe('http://127.0.0.1:1/media/news/eggs-since-2018.thumb.svg');
  });

  it("the post's page keeps its full chart", async () => {
    const { container } = show('/news/1');
    expect(await screen.findByRole('heading', { level: 2, name: post.title })).toBeTruthy();
    expect(container.querySelector('.br-news-photo img')!.getAttribute('src')).toBe('http://127.0.0.1:1/media/news/eggs-since-2018.svg');
  });
});
