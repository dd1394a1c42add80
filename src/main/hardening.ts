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

/** The map's tile server (src/renderer/features/zone/components/ZoneMap.tsx); the route map has no tiles. */
export const TILE_HOSTS = ['https://tile.openstreetmap.org'];

/**
 * Who serves the renderer: the app over app:// (its bridge is IPC, so it connects nowhere), the web host
 * (its bridge is HTTP to its own origin), or Vite's dev server (which injects an inline React refresh
 * preamble and inline styles, and talks to the page over a websocket: development only, never packaged).
 */
export type PolicyHost = 'app' | 'web-host' | 'dev-server';

/**
 * The renderer's content security policy, sent as a response header by every host (src/main/app-protocol.ts,
 * src/web-host/server.ts, and for the dev server guardSession below). Nothing is allowed by default; scripts and
 * style sheets only from the app; style attributes inline (Leaflet's marker icons carry a retailer's colour in
 * one), never <style> elements or scripts; images from the app, data: URLs (Leaflet's bundled icons), the API
 * server (product photos) and the tile server.
 */
export function contentSecurityPolicy(apiOrigin: string, host: PolicyHost = 'app', styleNonce?: string): string {
  const dev = host === 'dev-server';
  return [
    "default-src 'none'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // A <style> element only with the page's one-time nonce: the dialogs' scroll lock (react-remove-scroll) adds one.
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self'${styleNonce ? ` 'nonce-${styleNonce}'` : ''}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${apiOrigin} ${TILE_HOSTS.join(' ')}`,
    "font-src 'self'",
    host === 'app' ? "connect-src 'none'" : "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A policy as directive → sources, to compare policies. */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Response headers with the CSP added to documents (not to images or other subresources). */
export function withCsp(
  resourceType: string,
  headers: Record<string, string | string[]> | undefined,
  policy: string,
): Record<string, string | string[]> | undefined {
  if (resourceType !== 'mainFrame' && resourceType !== 'subFrame') return headers;
  const rest = Object.fromEntries(Object.entries(headers ?? {}).filter(([k]) => k.toLowerCase() !== 'content-security-policy'));
  return { ...rest, 'Content-Security-Policy': [policy] };
}

/**
 * In-app navigation is only to the app's own pages (app://kosar/…, or the dev server's origin); everything else
 * is refused. Compared by scheme and host, not URL.origin: Node gives every non-http scheme the origin 'null'.
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appUrl);
    if (target.protocol === 'file:' || !target.host) return false;
    return target.protocol === app.protocol && target.host === app.host && !target.username && !target.password;
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

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

/** A navigation inside the window: the app's routes stay; web links go to the browser; the rest is refused. */
export function navigationDecision(url: string, appUrl: string): NavigationDecision {
  if (isAppUrl(url, appUrl)) return 'allow';
  return isExternalLink(url) ? 'open-external' : 'deny';
}

/** IPC is accepted only from the app's own top frame. */
export function isTrustedSender(frame: { url: string; parent: unknown } | null | undefined, appUrl: string): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url, appUrl);
}

/** The app needs no browser permission (camera, notifications, geolocation, ...): every one is refused. */
export function permissionAllowed(_permission: string, _requestingUrl: string | undefined, _appUrl: string): boolean {
  return false;
}

interface PreventableEvent {
  preventDefault(): void;
}

/** The part of Electron's WebContents that hardening touches, so it is tested without Electron. */
export interface GuardableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * Applied to every web contents the app creates: no navigation away from the app (web links open in the
 * system browser instead), no redirects out of it, no new windows, no webviews.
 */
export function guardWebContents(contents: GuardableContents, opts: { appUrl: string; openExternal(url: string): void }): void {
  contents.on('will-navigate', (event, url) => {
    const decision = navigationDecision(url, opts.appUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') opts.openExternal(url);
  });
  // A redirect is the server's choice, not the user's: never follow one out of the app, nor open it.
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, opts.appUrl)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) opts.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** The part of Electron's Session that hardening touches. */
export interface GuardableSession {
  setPermissionRequestHandler(
    handler:
      | ((wc: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }) => void)
      | null,
  ): void;
  setPermissionCheckHandler(handler: ((wc: unknown, permission: string, requestingOrigin: string) => boolean) | null): void;
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { resourceType: string; responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
      ) => void,
    ): void;
  };
}

/** Permissions refused, and the CSP header on every document served over http. */
export function guardSession(session: GuardableSession, opts: { appUrl: string; policy(): string }): void {
  session.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(permissionAllowed(permission, details?.requestingUrl, opts.appUrl)),
  );
  session.setPermissionCheckHandler((_wc, permission, origin) => permissionAllowed(permission, origin, opts.appUrl));
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCsp(details.resourceType, details.responseHeaders, opts.policy()) });
  });
}

/** The meta element that hands a page its style nonce (read by the renderer's start-up, src/renderer/csp-nonce.ts). */
export const NONCE_META = 'csp-nonce';

/** A fresh nonce for one page load, and the page's HTML with it in a meta element. */
export function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="${NONCE_META}" content="${nonce}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`) : `${meta}\n${html}`;
}
