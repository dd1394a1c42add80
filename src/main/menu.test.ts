import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate, MENU_TEXTS, serverStartFailedText } from './menu';

type Item = MenuItemConstructorOptions;
const sub = (item: Item | undefined) => (item?.submenu ?? []) as Item[];
const roles = (items: Item[]) => items.flatMap((i) => (i.role ? [i.role] : []));
const all = (items: Item[]): Item[] => items.flatMap((i) => [i, ...all(sub(i))]);
const template = (language: 'en' | 'hu', isMac: boolean) => appMenuTemplate({ language, isMac, setLanguage: () => {} });

describe('application menu', () => {
  it('has the usual roles and an app menu on macOS only', () => {
    const mac = template('en', true);
    const win = template('en', false);
    expect(roles(sub(mac[0]))).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(win.some((i) => i.label === 'Kosár')).toBe(false);
    expect(roles(sub(win.find((i) => i.label === 'File')))).toEqual(['quit']);
    expect(roles(sub(mac.find((i) => i.label === 'File')))).toEqual(['close']);
    for (const t of [mac, win]) {
      expect(roles(sub(t.find((i) => i.label === 'Edit')))).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll']);
      expect(roles(sub(t.find((i) => i.label === 'Window')))).toContain('minimize');
      expect(roles(sub(t.find((i) => i.label === 'View')))).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    }
    expect(mac.find((i) => i.label === 'Window')?.role).toBe('window');
  });

  it('offers no developer tools to users', () => {
    const everything = JSON.stringify([template('en', false), template('en', true)]);
    expect(everything).not.toMatch(/toggleDevTools|forceReload/);
  });

  it.each([
    ['en', false],
    ['en', true],
    ['hu', false],
    ['hu', true],
  ] as const)('labels every item itself in %s (macOS: %s), not with Electron’s English role labels', (language, isMac) => {
    for (const item of all(template(language, isMac))) {
      if (item.type === 'separator') continue;
      expect(item.label, JSON.stringify(item.role)).toBeTruthy();
    }
  });

  it('has a Hungarian label for every English one, and no English left in the Hungarian menu', () => {
    expect(Object.keys(MENU_TEXTS.hu).sort()).toEqual(Object.keys(MENU_TEXTS.en).sort());
    for (const isMac of [false, true]) {
      const en = all(template('en', isMac)).filter((i) => i.type !== 'separator');
      const hu = all(template('hu', isMac)).filter((i) => i.type !== 'separator');
      expect(hu.length).toBe(en.length);
      // Only the names that stay the same in both languages: the app's and the languages' own names.
      const same = en.filter((item, n) => item.label === hu[n].label).map((i) => i.label);
      expect(same.sort()).toEqual([...(isMac ? ['Kosár'] : []), 'English', 'Magyar'].sort());
    }
    const hu = template('hu', false);
    expect(hu.map((i) => i.label)).toEqual(['Fájl', 'Szerkesztés', 'Nézet', 'Nyelv', 'Ablak']);
    expect(sub(hu[1]).map((i) => i.label)).toEqual(['Visszavonás', 'Újra', undefined, 'Kivágás', 'Másolás', 'Beillesztés', 'Törlés', undefined, 'Összes kijelölése']);
    expect(sub(hu[0]).map((i) => i.label)).toEqual(['Kilépés']);
  });

  it('switches the language from the menu and marks the current one', () => {
    const setLanguage = vi.fn();
    const t = appMenuTemplate({ language: 'hu', isMac: false, setLanguage });
    const languages = sub(t.find((i) => i.label === 'Nyelv'));
    expect(languages.map((i) => [i.label, i.type, i.checked])).toEqual([
      ['English', 'radio', false],
      ['Magyar', 'radio', true],
    ]);
    (languages[0].click as () => void)();
    expect(setLanguage).toHaveBeenCalledExactlyOnceWith('en');
  });
});

describe('start-up error dialog', () => {
  it('says the built-in server did not start, in the user’s language, with the reason', () => {
    expect(serverStartFailedText('en', 'port in use')).toEqual({
      title: 'Kosár cannot start',
      content: 'The built-in server could not start: port in use',
    });
    expect(serverStartFailedText('hu', 'port in use')).toEqual({
      title: 'A Kosár nem tud elindulni',
      content: 'A beépített szerver nem indult el: port in use',
    });
  });
});
