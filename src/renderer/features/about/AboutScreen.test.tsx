import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALLED_BASKET, SOURCES } from '../../../shared/attribution';
import { i18next, initI18n } from '../../i18n';
import { Provider, createStore } from '../../state/jotai';
import { languageAtom } from '../../state/session';
import { fakeKosar } from '../../../../tests/support/renderer/fake-kosar';
import { AboutScreen } from './AboutScreen';

beforeAll(async () => {
  await initI18n('en');
});

let health: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const offline = () => Promise.resolve({ ok: false, error: { code: 'OFFLINE', message: 'OFFLINE' } });
  health = vi.fn(offline);
  fakeKosar({ feedStatus: vi.fn(offline), health }, { app: { openExternal: vi.fn() } });
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

  it('says exactly what is observed and what is modelled: the installed basket, the model and what it rests on', () => {
    // (src/server/catalogue/installed-basket.test.ts checks INSTALLED_BASKET against the installed catalogue.)
    expect(INSTALLED_BASKET).toEqual({ date: '2026-09-25', items: 25, offers: 148 });
    const { container, unmount } = about('en');
    const section = () => {
      const heading = screen.getByRole('heading', { level: 2, name: i18next.t('about.whatIsObserved') });
      return (heading.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ');
    };
    const en = section();
    // Observed: the 148 prices of the 25-item basket Árfigyelő priced at six chains, and how they are labelled.
    for (const fact of ['25 everyday items', 'Auchan, Spar, Aldi, Lidl, Penny and Tesco', '25 September 2026', '148 prices', '“Árfigyelő, 25 September 2026”']) {
      expect(en).toContain(fact);
    }
    // Modelled: what is an estimate, where its paths and levels come from, and its label.
    for (const fact of ['every product outside that basket', 'DM, Rossmann and EcoFamily', 'KSH', 'heissepreise', 'how high prices are from the basket above', '“Estimated price”']) {
      expect(en).toContain(fact);
    }
    // The old claim that every price before the first update is a KSH-calibrated estimate is gone.
    expect(en).not.toMatch(/every price before the first update/i);
    expect(en).not.toContain('calibrated on');
    // After an update: the kinds Árfigyelő does not follow stay estimates at every chain; no chain list is written in.
    expect(en).toContain('the products of kinds Árfigyelő does not follow (alcoholic drinks, pet food');
    expect(en).not.toContain('(Aldi, Auchan, DM, Lidl, Müller, Penny, Rossmann, Spar, Tesco)');
    // Shops: no shop is invented; chains without an open shop list are on no map and in no route until an update.
    expect(en).toContain('Lidl, DM, Rossmann and EcoFamily, which publish no open shop list, have no shop there');
    expect(en).toContain('on no map and in no route until an update brings their shops');
    expect(en).not.toMatch(/Estimated location|model places/);
    expect(container.textContent).not.toContain("EcoFamily's come from OpenStreetMap");
    unmount();
  });

  it('says the same in Hungarian', async () => {
    await act(() => i18next.changeLanguage('hu'));
    about('hu');
    const heading = screen.getByRole('heading', { level: 2, name: i18next.t('about.whatIsObserved') });
    const hu = (heading.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ');
    for (const fact of ['25 tételes mindennapi kosár', '2026. szeptember 25.', 'összesen 148 ár', '„Árfigyelő, 2026. szeptember 25.”', 'a kosáron kívüli összes termék', 'a DM, a Rossmann és az EcoFamily', 'KSH', 'heissepreise', '„Becsült ár”', 'amelyeket az Árfigyelő nem követ', 'térképen és útvonalban addig nem szerepelnek']) {
      expect(hu).toContain(fact);
    }
    expect(hu).not.toContain('az első frissítés előtt minden ár');
    expect(hu).not.toContain('becsült hely');
  });

  it('keeps the English names in English', () => {
    about('en');
    for (const s of SOURCES) expect(screen.getByRole('link', { name: s.name })).toBeTruthy();
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();
  });

  it("says that the server answers, on which database, and its catalogue's date", async () => {
    health.mockImplementation(() => Promise.resolve({ ok: true, data: { status: 'ok', database: 'postgres', catalogue_date: '2026-11-16', uptime_s: 5 } }));
    about('en');
    const line = await screen.findByTestId('server-health');
    expect(line.textContent).toBe('Server: running (separate database server), catalogue of 16\u00a0November\u00a02026');
    expect(line.getAttribute('title')).toBe('PostgreSQL');
    expect(health).toHaveBeenCalledWith(undefined);
  });

  it('names and counts the chains the server has prices for: Müller joins after an update, EcoFamily stays estimated', async () => {
    const chains = ['Aldi', 'Auchan', 'DM', 'Lidl', 'Müller', 'Penny', 'Rossmann', 'Spar', 'Tesco'].map((name) => ({ name, observed: true }));
    health.mockImplementation(() =>
      Promise.resolve({ ok: true, data: { status: 'ok', database: 'pglite', catalogue_date: '2026-11-16', uptime_s: 5, chains: [...chains, { name: 'EcoFamily', observed: false }] } }),
    );
    about('en');
    expect((await screen.findByTestId('chains-now')).textContent).toBe(
      'Kosár compares 10 chains now. Prices observed by Árfigyelő: Aldi, Auchan, DM, Lidl, Müller, Penny, Rossmann, Spar and Tesco. Estimated prices: EcoFamily.',
    );
  });

  it('says why when the server does not answer', async () => {
    about('en');
    expect((await screen.findByTestId('server-health')).textContent).toBe(`Server: ${i18next.t('errors.OFFLINE')}`);
  });

  it('rests "Update prices now" just after a successful check, and says until when', async () => {
    const status = (next: string | null) => ({
      source: 'arfigyelo', data_date: '2026-11-24', updated_at: '2026-11-25T06:00:00Z', checked_at: '2026-11-25T06:00:00Z', status: 'ok',
      message: null, error_kind: null, running: false, progress: null, next_check_at: next, modelled_on: '2026-11-01',
      observed: { count: 10, latest: '2026-11-24' }, enabled: true,
    });
    // Later today (the last minute of a day would make it tomorrow's date).
    const endOfDay = new Date();
    endOfDay.setHours(23, 59, 30, 0);
    const later = new Date(Math.min(Date.now() + 9 * 60_000, endOfDay.getTime())).toISOString();
    fakeKosar({ feedStatus: vi.fn(() => Promise.resolve({ ok: true, data: status(later) })), health }, { app: { openExternal: vi.fn() } });
    const view = about('en');
    const note = await screen.findByTestId('feed-recent');
    // Later today: the time of day alone, not a date that breaks across lines.
    expect(note.textContent).toMatch(/^The prices were checked minutes ago, and Árfigyelő publishes them once a day\. You can check again from \d\d:\d\d\.$/);
    const button = screen.getByRole('button', { name: 'Update prices now' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    view.unmount();
    await act(() => i18next.changeLanguage('hu'));
    about('hu');
    expect((await screen.findByTestId('feed-recent')).textContent).toMatch(/\. Legközelebb \d\d:\d\d-kor ellenőrizheted újra\.$/);
  });

  it('offers "Update prices now" when no check is recent', async () => {
    const data = {
      source: 'arfigyelo', data_date: '2026-11-24', updated_at: '2026-11-24T06:00:00Z', checked_at: '2026-11-24T06:00:00Z', status: 'ok',
      message: null, error_kind: null, running: false, progress: null, next_check_at: null, modelled_on: '2026-11-01',
      observed: { count: 10, latest: '2026-11-24' }, enabled: true,
    };
    fakeKosar({ feedStatus: vi.fn(() => Promise.resolve({ ok: true, data })), health }, { app: { openExternal: vi.fn() } });
    about('en');
    const button = await screen.findByRole('button', { name: 'Update prices now' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByTestId('feed-recent')).toBeNull();
  });

  it('says what a running update is doing, with its rows, in English and Hungarian', async () => {
    const running = (progress: object) => ({
      source: 'arfigyelo', data_date: '2026-11-24', updated_at: '2026-11-24T06:00:00Z', checked_at: '2026-11-24T06:00:00Z', status: 'ok',
      message: null, error_kind: null, running: true, progress, next_check_at: null, modelled_on: '2026-11-01',
      observed: { count: 10, latest: '2026-11-24' }, enabled: true,
    });
    const cases: Array<[object, 'en' | 'hu', string]> = [
      [{ phase: 'export', fraction: 0.3, step: 'download' }, 'en', 'Downloading the daily prices…'],
      [{ phase: 'export', fraction: 0.7, step: 'check', rows: 20412, rowsTotal: 20412 }, 'en', 'Checked 20,412 rows of the daily prices'],
      [{ phase: 'saving', fraction: 0.9, step: 'write', rows: 7500, rowsTotal: 20412 }, 'en', 'Saving the new prices: 7,500 of 20,412\u00a0rows…'],
      [{ phase: 'saving', fraction: 0.9, step: 'write', rows: 7500, rowsTotal: 20412 }, 'hu', 'Az új árak mentése: 7500 / 20\u00a0412\u00a0sor…'],
    ];
    for (const [progress, lang, text] of cases) {
      await act(() => i18next.changeLanguage(lang));
      fakeKosar({ feedStatus: vi.fn(() => Promise.resolve({ ok: true, data: running(progress) })), health }, { app: { openExternal: vi.fn() } });
      const { unmount } = about(lang);
      const bar = await screen.findByRole('progressbar');
      expect(bar.closest('div')?.querySelector('label')?.textContent).toBe(text);
      unmount();
    }
  });
});
