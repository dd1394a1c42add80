import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '../shared/rules';

const LABELS = {
  en: { file: 'File', edit: 'Edit', view: 'View', window: 'Window', language: 'Language' },
  hu: { file: 'Fájl', edit: 'Szerkesztés', view: 'Nézet', window: 'Ablak', language: 'Nyelv' },
} as const;

/** The application menu: the usual roles and the language switch. */
export function appMenuTemplate(opts: { language: Language; isMac: boolean; setLanguage(l: Language): void }): MenuItemConstructorOptions[] {
  const t = LABELS[opts.language];
  return [
    ...(opts.isMac ? [{ role: 'appMenu' as const }] : []),
    { label: t.file, submenu: [opts.isMac ? { role: 'close' as const } : { role: 'quit' as const }] },
    { label: t.edit, role: 'editMenu' },
    {
      label: t.view,
      submenu: [{ role: 'reload' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    {
      label: t.language,
      submenu: [
        { label: 'English', type: 'radio', checked: opts.language === 'en', click: () => opts.setLanguage('en') },
        { label: 'Magyar', type: 'radio', checked: opts.language === 'hu', click: () => opts.setLanguage('hu') },
      ],
    },
    { label: t.window, role: 'windowMenu' },
  ];
}
