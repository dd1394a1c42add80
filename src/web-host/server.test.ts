import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parseCsp } from '../main/hardening';
import { startWebHost } from './server';

let host: Awaited<ReturnType<typeof startWebHost>>;
let api = 'http://127.0.0.1:43210';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kosar-web-host-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head><title>Kosár</title></head><body></body></html>');
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  host = await startWebHost({ port: 0, rendererDir, dataDir: join(dir, 'data'), apiBaseUrl: () => api });
});
afterAll(() => host?.close());

describe("the web host serves the renderer under the app's policy", () => {
  it('sends the content security policy of the app as a header, with only its bridge added to connect-src', async () => {
    const res = await fetch(`${host.url}/`);
    expect(res.status).toBe(200);
    const header = res.headers.get('content-security-policy');
    const html = await res.text();
    // The page's style nonce is in the header and in the page, as app:// does it.
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(header).toBe(contentSecurityPolicy('http://127.0.0.1:43210', 'web-host', nonce));
    const web = parseCsp(header!);
    const app = parseCsp(contentSecurityPolicy('http://127.0.0.1:43210', 'app', nonce));
    for (const [name, sources] of app) if (name !== 'connect-src') expect(web.get(name), name).toEqual(sources);
    expect(web.get('connect-src')).toEqual(["'self'"]);
    // The bridge script is the app's own file, so script-src 'self' lets it run.
    expect(html).toContain('<script src="/__kosar/bridge.js"></script>');
  });

  it('names the API server the page is using at the time', async () => {
    api = 'http://127.0.0.1:9';
    try {
      const res = await fetch(`${host.url}/index.html`);
      expect(parseCsp(res.headers.get('content-security-policy')!).get('img-src')).toContain('http://127.0.0.1:9');
    } finally {
      api = 'http://127.0.0.1:43210';
    }
  });

  it('sends it with the other files too', async () => {
    const res = await fetch(`${host.url}/assets/index-abc.js`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy('http://127.0.0.1:43210', 'web-host'));
  });
});
