import type { WebPreferences } from 'electron';

/** Electron's security checklist for the one window: isolated, sandboxed, no Node. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

/** The renderer's content security policy; images and tiles may come from the API server and the tile host. */
export function contentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin} https://tile.openstreetmap.org https://*.tile.openstreetmap.org`,
    "font-src 'self' data:",
    `connect-src 'self'`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** In-app navigation is only to the app's own pages; everything else is refused. */
export function isAppUrl(url: string, appUrl: string): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appUrl);
    if (app.protocol === 'file:') return target.protocol === 'file:' && target.pathname === app.pathname;
    return target.origin === app.origin;
  } catch {
    return false;
  }
}

/** Links that may be handed to the system browser. */
export function isExternalLink(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' || u.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** IPC is accepted only from the app's own top frame. */
export function isTrustedSender(frameUrl: string | undefined, appUrl: string): boolean {
  return !!frameUrl && isAppUrl(frameUrl, appUrl);
}
