import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCES } from '../../../shared/attribution';
import { i18next, initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { languageAtom } from '../../state/session';
import { AboutScreen } from './AboutScreen';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  (window as unknown as { kosar: unknown }).kosar = {
    feed: { status: vi.fn(() => Promise.resolve({ ok: false, error: { code: 'OFFLINE', message: 'OFFLINE' } })) },
    app: { openExternal: vi.fn() },
  };
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

function about(language: 'en' | 'hu') {
  const store = createStore();
  store.set(languageAtom, language);
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <AboutScreen />
      </MemoryRouter>
    </Provider>,
  );
}

describe('About screen', () => {
  it('names every source, its publisher, notice and licence in Hungarian when the app is in Hungarian', async () => {
    await act(() => i18next.changeLanguage('hu'));
    const { container } = about('hu');
    const text = container.textContent ?? '';
    for (const s of SOURCES) {
      expect(screen.getByRole('link', { name: s.hu.name })).toBeTruthy();
      for (const part of [s.hu.publisher, s.hu.notice, s.hu.licence, s.usedFor.hu]) expect(text).toContain(part);
    }
    // English that used to show on the Hungarian screen.
    for (const english of ['contributors', 'Hungarian Central Statistical Office', 'Free reuse', "GVH's terms of use", 'price monitor', 'average consumer prices']) {
      expect(text).not.toContain(english);
    }
  });

  it('keeps the English names in English', () => {
    about('en');
    for (const s of SOURCES) expect(screen.getByRole('link', { name: s.name })).toBeTruthy();
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();
  });
});
