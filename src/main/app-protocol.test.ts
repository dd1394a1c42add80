import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY, APP_SCHEME_PRIVILEGES, handleAppRequest, MIME_TYPES, resolveAppPath } from './app-protocol';
import { contentSecurityPolicy, parseCsp } from './hardening';

let base: string;
let root: string;
const policy = (nonce?: string) => contentSecurityPolicy('http://127.0.0.1:43210', 'app', nonce);

beforeAll(() => {
  // <base>/secret.txt and <base>/passwd sit next to the renderer folder: never reachable through app://.
  base = mkdtempSync(join(tmpdir(), 'kosar-app-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(base, 'secret.txt'), 'secret');
  writeFileSync(join(base, 'passwd.js'), 'secret');
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>Kosár</title></head><body></body></html>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'notes.txt'), 'not an app file');
  writeFileSync(join(root, 'assets', '.hidden.js'), 'hidden');
});

const get = (url: string, method = 'GET') => handleAppRequest(new Request(url, { method }), { root, policy });

describe('app:// scheme', () => {
  it('is standard and secure with the fetch API, and not readable from other origins', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(APP_ENTRY).toBe('app://kosar/index.html');
  });

  it('maps app URLs to files of the renderer folder', () => {
    expect(resolveAppPath('app://kosar/index.html', root)).toBe(join(root, 'index.html'));
    expect(resolveAppPath('app://kosar/', root)).toBe(join(root, 'index.html'));
    expect(resolveAppPath('app://kosar', root)).toBe(join(root, 'index.html'));
    expect(resolveAppPath('app://kosar/assets/index-abc.js?v=1#x', root)).toBe(join(root, 'assets', 'index-abc.js'));
  });

  it.each([
    'app://kosar/../../etc/passwd',
    'app://kosar/%2e%2e/%2e%2e/etc/passwd',
    'app://kosar/%2E%2E/secret.txt',
    'app://kosar/assets/..%2f..%2fsecret.txt',
    'app://kosar/assets/..%2F..%2Fpasswd.js',
    'app://kosar/assets/..%5c..%5cpasswd.js',
    'app://kosar/..%252f..%252fpasswd.js',
    'app://kosar/%00index.html',
    'app://kosar/C:%5cWindows%5cwin.ini',
    'app://kosar//etc/passwd.js',
    'app://kosar/assets/.hidden.js',
    'app://kosar/assets/notes.txt',
    'app://kosar/assets/missing.js',
    'app://kosar/assets',
    'app://other/index.html',
    'app://kosar:8080/index.html',
    'https://kosar/index.html',
    'file:///etc/passwd',
    'app://kosar/%E0%A4%A',
  ])('answers 404 to %s, whatever is on disk', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('refuses credentials in the URL', () => {
    // (fetch's Request will not even carry such a URL.)
    expect(resolveAppPath('app://user@kosar/index.html', root)).toBeNull();
    expect(resolveAppPath('app://user:pw@kosar/index.html', root)).toBeNull();
  });

  it('never resolves outside the renderer folder', () => {
    for (const url of ['app://kosar/../secret.txt', 'app://kosar/%2e%2e/secret.txt', 'app://kosar/..%2fsecret.txt']) {
      const path = resolveAppPath(url, root);
      expect(path === null || path.startsWith(join(root, '/')), url).toBe(true);
    }
  });

  it('serves the page with its type and the content security policy as a header', async () => {
    const res = await get('app://kosar/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const nonce = /<meta name="csp-nonce" content="([A-Za-z0-9+/=]{24})">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    // The page's own style nonce, and the same policy as every other response otherwise.
    expect(res.headers.get('content-security-policy')).toBe(policy(nonce));
    expect(parseCsp(res.headers.get('content-security-policy')!).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain('<title>Kosár</title>');
  });

  it('gives every page load a fresh style nonce, and other files none', async () => {
    const nonceOf = async () => /csp-nonce" content="([^"]+)"/.exec(await (await get('app://kosar/index.html')).text())?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
    const js = await get('app://kosar/assets/index-abc.js');
    expect(js.headers.get('content-security-policy')).toBe(policy());
    expect(js.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('serves scripts and styles with the types module scripts need', async () => {
    const js = await get('app://kosar/assets/index-abc.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('app://kosar/assets/index-abc.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(MIME_TYPES['.txt']).toBeUndefined();
  });

  it('answers HEAD without a body and refuses writes', async () => {
    const head = await get('app://kosar/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('app://kosar/index.html', 'POST')).status).toBe(405);
  });
});

describe('the content security policy', () => {
  const csp = parseCsp(contentSecurityPolicy('http://127.0.0.1:43210'));

  it('allows only the app itself to run scripts and styles: no inline code, no eval', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    // Leaflet's marker icons carry style attributes (a retailer's colour): attributes only, never <style> or scripts.
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src-attr') expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it('names every image host: the API server and the map tile server, no scheme wildcard', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:43210', 'https://tile.openstreetmap.org']);
    for (const sources of csp.values()) {
      for (const s of ['https:', 'http:', '*', 'blob:', 'http://127.0.0.1:*', 'http://localhost:*'])
        expect(sources).not.toContain(s);
    }
  });

  it('lets the app connect nowhere (its bridge is IPC); the web host, whose bridge is HTTP, only to itself', () => {
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    const web = parseCsp(contentSecurityPolicy('http://127.0.0.1:43210', 'web-host'));
    expect(web.get('connect-src')).toEqual(["'self'"]);
    // Otherwise the same policy, so that the browser tests exercise the app's.
    expect([...web].filter(([n]) => n !== 'connect-src')).toEqual([...csp].filter(([n]) => n !== 'connect-src'));
  });

  it('forbids frames, objects, forms, base changes and being framed', () => {
    // These do not fall back to default-src.
    for (const name of ['base-uri', 'form-action', 'frame-ancestors']) expect(csp.get(name), name).toEqual(["'none'"]);
    // These do.
    for (const name of ['frame-src', 'object-src', 'worker-src', 'manifest-src', 'media-src']) {
      expect(csp.get(name) ?? csp.get('default-src'), name).toEqual(["'none'"]);
    }
  });

  it('names the tile host the maps actually load', async () => {
    const { readFile } = await import('node:fs/promises');
    // The zone map and the plan's route map take their tiles from one module.
    const source = await readFile(new URL('../renderer/components/map-tiles.tsx', import.meta.url), 'utf8');
    const hosts = [...source.matchAll(/['"`](https:\/\/[^/'"`]+)\/\{z\}/g)].map((m) => m[1]);
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) expect(csp.get('img-src')).toContain(host);
  });
});
