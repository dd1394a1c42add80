import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildState } from './build-state';
import { start, summarise, type ElectronLookup, type StartDeps } from './launch';

/** A machine for `npm start`: what it has, and a record of what start did to it. */
function machine(
  over: Partial<{
    platform: NodeJS.Platform;
    env: NodeJS.ProcessEnv;
    electron: ElectronLookup;
    fresh: boolean;
    buildOk: boolean;
    electronExit: number;
    browser: boolean;
  }> = {},
) {
  const o = {
    platform: 'linux' as NodeJS.Platform,
    env: { DISPLAY: ':0' },
    electron: { ok: true, path: '/e/electron' } as ElectronLookup,
    fresh: true,
    buildOk: true,
    electronExit: 0,
    browser: true,
    ...over,
  };
  const did: string[] = [];
  const lines: string[] = [];
  const deps: StartDeps = {
    platform: o.platform,
    env: o.env,
    async findElectron() {
      did.push('find electron');
      return o.electron;
    },
    buildState: () => (o.fresh ? { fresh: true } : { fresh: false, reason: 'out/ has no build yet' }),
    async build() {
      did.push('build');
      return o.buildOk;
    },
    async runElectron(path) {
      did.push(`electron ${path}`);
      return o.electronExit;
    },
    async startWeb() {
      did.push('web host');
      return { url: 'http://127.0.0.1:5174', done: Promise.resolve(0) };
    },
    async openBrowser(url) {
      did.push(`browser ${url}`);
      return o.browser;
    },
    log: (line) => lines.push(line),
  };
  return { deps, did, lines };
}

const why = (lines: string[]) => lines.filter((l) => l.startsWith('Electron cannot start here'));

describe('npm start', () => {
  it('runs the desktop app where Electron can start, and says nothing about a browser', async () => {
    const m = machine();
    expect(await start(m.deps)).toBe(0);
    expect(m.did).toEqual(['find electron', 'electron /e/electron']);
    expect(why(m.lines)).toEqual([]);
  });

  it('builds first when out/ is missing or stale, and not when it is fresh', async () => {
    const stale = machine({ fresh: false });
    await start(stale.deps);
    expect(stale.did).toEqual(['find electron', 'build', 'electron /e/electron']);
    expect(stale.lines).toContain('Building Kosár (out/ has no build yet)…');
    const fresh = machine({ fresh: true });
    await start(fresh.deps);
    expect(fresh.did).not.toContain('build');
  });

  it('where the binary cannot be downloaded: builds, opens the web host in the browser, with one line saying why', async () => {
    const m = machine({
      fresh: false,
      electron: { ok: false, why: 'its binary is not installed and could not be downloaded (fetch failed)' },
    });
    expect(await start(m.deps)).toBe(0);
    expect(m.did).toEqual(['find electron', 'build', 'web host', 'browser http://127.0.0.1:5174']);
    expect(why(m.lines)).toEqual([
      'Electron cannot start here: its binary is not installed and could not be downloaded (fetch failed). Opening Kosár in your browser instead.',
    ]);
    expect(m.lines.join('\n')).not.toMatch(/\n\s+at |npm run web/);
    expect(m.lines.at(-1)).toContain('http://127.0.0.1:5174');
  });

  it('with no display: does not look for Electron or a browser, and prints the address', async () => {
    const m = machine({ env: {}, fresh: false });
    await start(m.deps);
    expect(m.did).toEqual(['build', 'web host']);
    expect(why(m.lines)).toEqual([
      'Electron cannot start here: there is no display for a window (DISPLAY and WAYLAND_DISPLAY are unset). Kosár runs in the web host instead: open the address below in a browser.',
    ]);
    expect(m.lines.at(-1)).toBe('Kosár: http://127.0.0.1:5174 (Ctrl+C stops it).');
  });

  it('a Wayland session counts as a display; Windows and macOS need none', async () => {
    for (const m of [
      machine({ env: { WAYLAND_DISPLAY: 'wayland-0' } }),
      machine({ platform: 'win32', env: {} }),
      machine({ platform: 'darwin', env: {} }),
    ]) {
      await start(m.deps);
      expect(m.did).toEqual(['find electron', 'electron /e/electron']);
    }
  });

  it('when no browser opens, prints the address to open', async () => {
    const m = machine({ electron: { ok: false, why: 'x' }, browser: false });
    await start(m.deps);
    expect(m.lines.at(-1)).toBe('No browser could be opened: open http://127.0.0.1:5174 in one (Ctrl+C stops Kosár).');
  });

  it('falls back to the browser when Electron exits with an error, and not when it is closed normally', async () => {
    const crashed = machine({ electronExit: 127 });
    await start(crashed.deps);
    expect(crashed.did).toEqual(['find electron', 'electron /e/electron', 'web host', 'browser http://127.0.0.1:5174']);
    expect(why(crashed.lines)).toEqual([
      'Electron cannot start here: Electron exited with code 127. Opening Kosár in your browser instead.',
    ]);
  });

  it('a failed build stops with an error and opens nothing', async () => {
    const m = machine({ fresh: false, buildOk: false, electron: { ok: false, why: 'x' } });
    expect(await start(m.deps)).toBe(1);
    expect(m.did).toEqual(['find electron', 'build']);
  });

  it('KOSAR_START=web opens the browser even where Electron could start', async () => {
    const m = machine({ env: { DISPLAY: ':0', KOSAR_START: 'web' } });
    await start(m.deps);
    expect(m.did).toEqual(['web host', 'browser http://127.0.0.1:5174']);
  });

  it("reads a download failure's stack trace as its one message", () => {
    const trace =
      'TypeError: fetch failed\n    at node:internal/deps/undici/undici:14976:13\n    at async FetchDownloader.download (x.js:46:30)\n';
    expect(summarise(trace)).toBe('fetch failed');
    expect(summarise('error while loading shared libraries: libnss3.so: cannot open shared object file')).toContain('libnss3.so');
  });
});

describe('the build state', () => {
  const project = () => {
    const root = mkdtempSync(join(tmpdir(), 'kosar-build-state-'));
    const write = (rel: string, at: number) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), 'x');
      utimesSync(join(root, rel), at, at);
    };
    return { root, write };
  };

  it('is missing until all three parts are built, fresh after, stale when a source changes', () => {
    const { root, write } = project();
    write('src/renderer/App.tsx', 1000);
    expect(buildState(root)).toEqual({ fresh: false, reason: 'out/ has no build yet' });
    write('out/main/index.js', 2000);
    write('out/preload/index.cjs', 2000);
    expect(buildState(root).fresh).toBe(false);
    write('out/renderer/index.html', 2000);
    expect(buildState(root)).toEqual({ fresh: true });
    write('src/renderer/App.tsx', 3000);
    expect(buildState(root)).toEqual({ fresh: false, reason: 'src/renderer/App.tsx changed since the last build' });
  });

  it('a changed test file needs no build; a changed build config does', () => {
    const { root, write } = project();
    for (const p of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) write(p, 2000);
    write('src/renderer/App.test.tsx', 3000);
    expect(buildState(root)).toEqual({ fresh: true });
    write('electron.vite.config.ts', 3000);
    expect(buildState(root)).toEqual({ fresh: false, reason: 'electron.vite.config.ts changed since the last build' });
  });
});
