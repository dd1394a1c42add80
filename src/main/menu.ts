import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '../shared/rules';

type Item = MenuItemConstructorOptions;

/** Electron's built-in roles label themselves in English: every item gets its label in the user's language. */
export const MENU_TEXTS = {
  en: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    language: 'Language',
    about: 'About Kosár',
    services: 'Services',
    hide: 'Hide Kosár',
    hideOthers: 'Hide Others',
    unhide: 'Show All',
    quitApp: 'Quit Kosár',
    quit: 'Quit',
    closeWindow: 'Close Window',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    delete: 'Delete',
    selectAll: 'Select All',
    reload: 'Reload',
    resetZoom: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    togglefullscreen: 'Toggle Full Screen',
    minimize: 'Minimise',
    zoom: 'Zoom',
    front: 'Bring All to Front',
    close: 'Close',
  },
  hu: {
    file: 'Fájl',
    edit: 'Szerkesztés',
    view: 'Nézet',
    window: 'Ablak',
    language: 'Nyelv',
    about: 'A Kosár névjegye',
    services: 'Szolgáltatások',
    hide: 'Kosár elrejtése',
    hideOthers: 'Többi elrejtése',
    unhide: 'Összes megjelenítése',
    quitApp: 'Kilépés a Kosárból',
    quit: 'Kilépés',
    closeWindow: 'Ablak bezárása',
    undo: 'Visszavonás',
    redo: 'Újra',
    cut: 'Kivágás',
    copy: 'Másolás',
    paste: 'Beillesztés',
    delete: 'Törlés',
    selectAll: 'Összes kijelölése',
    reload: 'Újratöltés',
    resetZoom: 'Eredeti méret',
    zoomIn: 'Nagyítás',
    zoomOut: 'Kicsinyítés',
    togglefullscreen: 'Teljes képernyő be/ki',
    minimize: 'Kis méret',
    zoom: 'Teljes méret',
    front: 'Mindet előtérbe',
    close: 'Bezárás',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The application menu: the usual roles, each labelled in the user's language, and the language switch. */
export function appMenuTemplate(opts: { language: Language; isMac: boolean; setLanguage(l: Language): void }): Item[] {
  const t = MENU_TEXTS[opts.language];
  const sep: Item = { type: 'separator' };
  const appMenu: Item = {
    label: 'Kosár',
    submenu: [
      { role: 'about', label: t.about },
      sep,
      { role: 'services', label: t.services },
      sep,
      { role: 'hide', label: t.hide },
      { role: 'hideOthers', label: t.hideOthers },
      { role: 'unhide', label: t.unhide },
      sep,
      { role: 'quit', label: t.quitApp },
    ],
  };
  return [
    ...(opts.isMac ? [appMenu] : []),
    { label: t.file, submenu: [opts.isMac ? { role: 'close', label: t.closeWindow } : { role: 'quit', label: t.quit }] },
    {
      label: t.edit,
      submenu: [
        { role: 'undo', label: t.undo },
        { role: 'redo', label: t.redo },
        sep,
        { role: 'cut', label: t.cut },
        { role: 'copy', label: t.copy },
        { role: 'paste', label: t.paste },
        { role: 'delete', label: t.delete },
        sep,
        { role: 'selectAll', label: t.selectAll },
      ],
    },
    {
      label: t.view,
      submenu: [
        { role: 'reload', label: t.reload },
        { role: 'resetZoom', label: t.resetZoom },
        { role: 'zoomIn', label: t.zoomIn },
        { role: 'zoomOut', label: t.zoomOut },
        sep,
        { role: 'togglefullscreen', label: t.togglefullscreen },
      ],
    },
    {
      label: t.language,
      submenu: [
        { label: 'English', type: 'radio', checked: opts.language === 'en', click: () => opts.setLanguage('en') },
        { label: 'Magyar', type: 'radio', checked: opts.language === 'hu', click: () => opts.setLanguage('hu') },
      ],
    },
    {
      label: t.window,
      // On macOS the 'window' role makes this the menu that lists the open windows.
      ...(opts.isMac ? { role: 'window' as const } : {}),
      submenu: opts.isMac
        ? [{ role: 'minimize', label: t.minimize }, { role: 'zoom', label: t.zoom }, sep, { role: 'front', label: t.front }]
        : [{ role: 'minimize', label: t.minimize }, { role: 'close', label: t.close }],
    },
  ];
}

/** The dialog shown when the built-in server cannot start, in the user's language. */
export function serverStartFailedText(language: Language, reason: string): { title: string; content: string } {
  return language === 'hu'
    ? { title: 'A Kosár nem tud elindulni', content: `A beépített szerver nem indult el: ${reason}` }
    : { title: 'Kosár cannot start', content: `The built-in server could not start: ${reason}` };
}
