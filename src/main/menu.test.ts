import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from './menu';

type Item = MenuItemConstructorOptions;
const sub = (item: Item | undefined) => (item?.submenu ?? []) as Item[];
const roles = (items: Item[]) => items.flatMap((i) => (i.role ? [i.role] : []));

describe('application menu', () => {
  it('has the usual roles and an app menu on macOS only', () => {
    const mac = appMenuTemplate({ language: 'en', isMac: true, setLanguage: () => {} });
    const win = appMenuTemplate({ language: 'en', isMac: false, setLanguage: () => {} });
    expect(mac[0].role).toBe('appMenu');
    expect(win.some((i) => i.role === 'appMenu')).toBe(false);
    expect(roles(sub(win.find((i) => i.label === 'File')))).toEqual(['quit']);
    expect(roles(sub(mac.find((i) => i.label === 'File')))).toEqual(['close']);
    for (const t of [mac, win]) {
      expect(t.find((i) => i.label === 'Edit')?.role).toBe('editMenu');
      expect(t.find((i) => i.label === 'Window')?.role).toBe('windowMenu');
      expect(roles(sub(t.find((i) => i.label === 'View')))).toEqual(
        expect.arrayContaining(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']),
      );
    }
  });

  it('offers no developer tools to users', () => {
    const all = JSON.stringify(appMenuTemplate({ language: 'en', isMac: false, setLanguage: () => {} }));
    expect(all).not.toMatch(/toggleDevTools|forceReload/);
  });

  it('switches the language from the menu and marks the current one', () => {
    const setLanguage = vi.fn();
    const t = appMenuTemplate({ language: 'hu', isMac: false, setLanguage });
    expect(t.map((i) => i.label)).toEqual(['Fájl', 'Szerkesztés', 'Nézet', 'Nyelv', 'Ablak']);
    const languages = sub(t.find((i) => i.label === 'Nyelv'));
    expect(languages.map((i) => [i.label, i.type, i.checked])).toEqual([
      ['English', 'radio', false],
      ['Magyar', 'radio', true],
    ]);
    (languages[0].click as () => void)();
    expect(setLanguage).toHaveBeenCalledExactlyOnceWith('en');
  });
});
