import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  guardSession,
  guardWebContents,
  isAppUrl,
  isExternalLink,
  isTrustedSender,
  navigationDecision,
  parseCsp,
  secureWebPreferences,
  withCsp,
  type GuardableContents,
  type GuardableSession,
} from './hardening';

const APP = 'app://kosar/index.html';

describe('window hardening (Electron security checklist)', () => {
  it('isolates and sandboxes the renderer without Node', () => {
    const wp = secureWebPreferences('/app/out/preload/index.cjs');
    // The guards that must be on, and the doors (Node in any frame, mixed content, webviews) that must be shut.
    for (const on of ['contextIsolation', 'sandbox', 'webSecurity'] as const) expect(wp[on], on).toBe(true);
    const off = [
      'nodeIntegration',
      'nodeIntegrationInWorker',
      'nodeIntegrationInSubFrames',
      'allowRunningInsecureContent',
      'webviewTag',
    ] as const;
    for (const key of off) expect(wp[key], key).toBe(false);
  });

  it('has a strict CSP: own scripts only, no objects or frames, images from the API and tile host', () => {
    const csp = parseCsp(contentSecurityPolicy('http://127.0.0.1:43210'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toContain('http://127.0.0.1:43210');
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('has one policy, the response header: index.html carries no meta policy that could differ from it', () => {
    const html = readFileSync(new URL('../renderer/index.html', import.meta.url), 'utf8');
    expect(html).not.toMatch(/http-equiv\s*=\s*["']?Content-Security-Policy/i);
  });

  it("loosens the policy only for Vite's dev server, which injects inline code", () => {
    const dev = parseCsp(contentSecurityPolicy('http://127.0.0.1:1', 'dev-server'));
    expect(dev.get('script-src')).toContain("'unsafe-inline'");
    for (const host of ['app', 'web-host'] as const) {
      expect(contentSecurityPolicy('http://127.0.0.1:1', host)).not.toMatch(/script-src[^;]*unsafe|style-src [^;]*unsafe/);
    }
  });

  it('adds the CSP header to documents only, replacing any other', () => {
    const policy = contentSecurityPolicy('http://127.0.0.1:1');
    expect(withCsp('mainFrame', { 'content-security-policy': ['default-src *'], 'x-a': ['1'] }, policy)).toEqual({
      'x-a': ['1'],
      'Content-Security-Policy': [policy],
    });
    const img = { 'content-type': ['image/webp'] };
    expect(withCsp('image', img, policy)).toBe(img);
  });

  it('allows navigation only within the app', () => {
    expect(isAppUrl(`${APP}#/zone`, APP)).toBe(true);
    expect(isAppUrl('app://kosar/#/lists', APP)).toBe(true);
    expect(isAppUrl('app://other/index.html', APP)).toBe(false);
    expect(isAppUrl('app://user@kosar/index.html', APP)).toBe(false);
    // Node gives every non-http URL the origin 'null': two unrelated ones must not match on that.
    expect(isAppUrl('evil://x/index.html', APP)).toBe(false);
    expect(isAppUrl('javascript:alert(1)', APP)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', APP)).toBe(false);
    expect(
      isAppUrl(
        'file:///opt/kosar/resources/app.asar/out/renderer/index.html',
        'file:///opt/kosar/resources/app.asar/out/renderer/index.html',
      ),
    ).toBe(false);
    expect(isAppUrl('https://example.com', APP)).toBe(false);
    expect(isAppUrl('http://localhost:5173/#/x', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('https://localhost:5173/', 'http://localhost:5173')).toBe(false);
  });

  it('decides navigations: app routes stay, web links go to the browser, the rest is refused', () => {
    expect(navigationDecision(`${APP}#/lists`, APP)).toBe('allow');
    expect(navigationDecision('https://www.openstreetmap.org/copyright', APP)).toBe('open-external');
    expect(navigationDecision('file:///etc/passwd', APP)).toBe('deny');
    expect(navigationDecision('javascript:alert(1)', APP)).toBe('deny');
  });

  it('hands only web and mail links to the system browser', () => {
    expect(isExternalLink('https://www.openstreetmap.org/copyright')).toBe(true);
    expect(isExternalLink('mailto:help@kosar.hu')).toBe(true);
    expect(isExternalLink('file:///etc/passwd')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
    expect(isExternalLink('kosar://reset-password')).toBe(false);
  });

  it("accepts IPC only from the app's top frame", () => {
    expect(isTrustedSender({ url: `${APP}#/`, parent: null }, APP)).toBe(true);
    expect(isTrustedSender({ url: `${APP}#/`, parent: {} }, APP)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null }, APP)).toBe(false);
    expect(isTrustedSender(undefined, APP)).toBe(false);
    expect(isTrustedSender(null, APP)).toBe(false);
  });
});

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url?: string) => void>();
  let openHandler: ((d: { url: string }) => { action: string }) | null = null;
  const contents = {
    on: (event: string, listener: (event: { preventDefault(): void }, url?: string) => void) => listeners.set(event, listener),
    setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => {
      openHandler = h;
    },
  } as unknown as GuardableContents;
  const fire = (name: string, url?: string) => {
    const event = { preventDefault: vi.fn() };
    listeners.get(name)!(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

describe('every web contents is guarded', () => {
  it('keeps navigation in the app and sends web links to the browser', () => {
    const f = fakeContents();
    const openExternal = vi.fn();
    guardWebContents(f.contents, { appUrl: APP, openExternal });
    expect(f.fire('will-navigate', `${APP}#/favorites`)).toBe(false);
    expect(f.fire('will-navigate', 'https://www.openstreetmap.org/copyright')).toBe(true);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://www.openstreetmap.org/copyright');
    expect(f.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('never follows a redirect out of the app, nor opens it', () => {
    const f = fakeContents();
    const openExternal = vi.fn();
    guardWebContents(f.contents, { appUrl: 'http://localhost:5173', openExternal });
    expect(f.fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(f.fire('will-redirect', 'http://localhost:5173/#/x')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('opens no windows: web links go to the browser, everything else nowhere', () => {
    const f = fakeContents();
    const openExternal = vi.fn();
    guardWebContents(f.contents, { appUrl: APP, openExternal });
    expect(f.open('https://kosar.hu/help')).toEqual({ action: 'deny' });
    expect(f.open(`${APP}#/home`)).toEqual({ action: 'deny' });
    expect(f.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://kosar.hu/help']]);
  });

  it('refuses webviews', () => {
    const f = fakeContents();
    guardWebContents(f.contents, { appUrl: APP, openExternal: () => {} });
    expect(f.fire('will-attach-webview')).toBe(true);
  });
});

describe('the session is guarded', () => {
  function fakeSession() {
    const s = {
      request: null as Parameters<GuardableSession['setPermissionRequestHandler']>[0],
      check: null as Parameters<GuardableSession['setPermissionCheckHandler']>[0],
      headers: null as Parameters<GuardableSession['webRequest']['onHeadersReceived']>[0] | null,
    };
    const session: GuardableSession = {
      setPermissionRequestHandler: (h) => void (s.request = h),
      setPermissionCheckHandler: (h) => void (s.check = h),
      webRequest: { onHeadersReceived: (l) => void (s.headers = l) },
    };
    return { s, session };
  }

  it('refuses every permission, even to the app itself', () => {
    const { s, session } = fakeSession();
    guardSession(session, { appUrl: APP, policy: () => 'x' });
    for (const permission of ['geolocation', 'media', 'notifications', 'clipboard-read', 'openExternal']) {
      const cb = vi.fn();
      s.request!(null, permission, cb, { requestingUrl: APP });
      expect(cb).toHaveBeenCalledWith(false);
      expect(s.check!(null, permission, 'app://kosar')).toBe(false);
    }
  });

  it('sends the current policy with each document', () => {
    const { s, session } = fakeSession();
    let port = 1000;
    guardSession(session, { appUrl: 'http://localhost:5173', policy: () => contentSecurityPolicy(`http://127.0.0.1:${port}`) });
    port = 2000;
    const cb = vi.fn();
    s.headers!({ resourceType: 'mainFrame', responseHeaders: {} }, cb);
    expect(cb.mock.calls[0][0].responseHeaders['Content-Security-Policy'][0]).toContain('http://127.0.0.1:2000');
  });
});
