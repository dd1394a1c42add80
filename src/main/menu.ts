import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '../shared/rules';

type Item = MenuItemConstructorOptions;
/** The roles the menu uses: those with a text of their own name. */
type Role = Extract<NonNullable<Item['role']>, keyof (typeof MENU_TEXTS)['en']>;

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
  /** An item that runs Electron's role, labelled with the text of the same name unless told otherwise. */
  const role = (name: Role, label: string = t[name]): Item => ({ role: name, label });
  /** A submenu of such items; '|' stands for a separator. */
  const roles = (...names: (Role | '|')[]): Item[] => names.map((name) => (name === '|' ? sep : role(name)));
  const appMenu: Item = {
    label: 'Kosár',
    submenu: [...roles('about', '|', 'services', '|', 'hide', 'hideOthers', 'unhide', '|'), role('quit', t.quitApp)],
  };
  return [
    ...(opts.isMac ? [appMenu] : []),
    { label: t.file, submenu: [opts.isMac ? role('close', t.closeWindow) : role('quit')] },
    { label: t.edit, submenu: roles('undo', 'redo', '|', 'cut', 'copy', 'paste', 'delete', '|', 'selectAll') },
    { label: t.view, submenu: roles('reload', 'resetZoom', 'zoomIn', 'zoomOut', '|', 'togglefullscreen') },
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
      submenu: opts.isMac ? roles('minimize', 'zoom', '|', 'front') : roles('minimize', 'close'),
    },
  ];
}

/** The dialog shown when the built-in server cannot start, in the user's language. */
export function serverStartFailedText(language: Language, reason: string): { title: string; content: string } {
  return language === 'hu'
    ? { title: 'A Kosár nem tud elindulni', content: `A beépített szerver nem indult el: ${reason}` }
    : { title: 'Kosár cannot start', content: `The built-in server could not start: ${reason}` };
}
