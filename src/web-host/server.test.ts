import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parseCsp } from '../main/hardening';
import { apiRouteNames, bridgeContract, SESSION_ROUTES } from '../shared/bridge';
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

describe("the web host's page bridge is the declared surface", () => {
  /** Runs /__kosar/bridge.js as a page would, recording what it sends. */
  async function loadBridge() {
    const script = await (await fetch(`${host.url}/__kosar/bridge.js`)).text();
    const sent: Array<{ url: string; body: unknown }> = [];
    const page: Record<string, unknown> = {
      fetch: async (url: string, init: { body: string }) => {
        sent.push({ url, body: JSON.parse(init.body) });
        return { json: async () => ({ ok: true, data: { echoed: url } }) };
      },
      EventSource: class {
        onmessage = null;
      },
    };
    runInNewContext(script, page);
    return { kosar: page.kosar as Record<string, unknown> & { api(name: string, input?: unknown): Promise<unknown> }, sent };
  }

  it('offers api(name, input), the hand-declared methods and on: nothing else', async () => {
    const { kosar } = await loadBridge();
    expect(Object.keys(kosar).sort()).toEqual(['api', ...Object.keys(bridgeContract), 'on'].sort());
    for (const feature of Object.keys(bridgeContract) as Array<keyof typeof bridgeContract>) {
      expect(Object.keys(kosar[feature] as object).sort(), feature).toEqual(Object.keys(bridgeContract[feature]).sort());
    }
    expect(Object.isFrozen(kosar)).toBe(true);
  });

  it('sends a route call to its api channel with the input as given', async () => {
    const { kosar, sent } = await loadBridge();
    expect(await kosar.api('list', { params: { id: 3 } })).toEqual({ ok: true, data: { echoed: '/__kosar/call/api:list' } });
    expect(sent).toEqual([{ url: '/__kosar/call/api:list', body: { input: { params: { id: 3 } } } }]);
  });

  it('answers a route the renderer may not call, or a bad input, with VALIDATION before any server is asked', async () => {
    const page = await fetch(`${host.url}/`);
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const call = async (channel: string, input: unknown) =>
      (await fetch(`${host.url}/__kosar/call/${channel}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ input }) })).json();
    expect(apiRouteNames()).not.toContain('login');
    for (const name of SESSION_ROUTES) expect(await call(`api:${name}`, { body: {} }), name).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(await call('api:list', {})).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(await call('api:nothing', {})).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });
});
