import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isAppUrl, isExternalLink, isTrustedSender, secureWebPreferences } from './hardening';

describe('window hardening (Electron security checklist)', () => {
  it('isolates and sandboxes the renderer without Node', () => {
    const wp = secureWebPreferences('/app/out/preload/index.cjs');
    expect(wp).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('has a strict CSP: own scripts only, no objects, images from the API and tile host', () => {
    const csp = contentSecurityPolicy('http://127.0.0.1:43210');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src[^;]*http:\/\/127\.0\.0\.1:43210/);
  });

  it('allows navigation only within the app', () => {
    const app = 'file:///opt/kosar/resources/app.asar/out/renderer/index.html';
    expect(isAppUrl(`${app}#/zone`, app)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', app)).toBe(false);
    expect(isAppUrl('https://example.com', app)).toBe(false);
    expect(isAppUrl('http://localhost:5173/#/x', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it('hands only web and mail links to the system browser', () => {
    expect(isExternalLink('https://www.openstreetmap.org/copyright')).toBe(true);
    expect(isExternalLink('file:///etc/passwd')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
  });

  it('accepts IPC only from the app frame', () => {
    const app = 'file:///opt/kosar/out/renderer/index.html';
    expect(isTrustedSender(`${app}#/`, app)).toBe(true);
    expect(isTrustedSender('https://evil.example/', app)).toBe(false);
    expect(isTrustedSender(undefined, app)).toBe(false);
  });
});
