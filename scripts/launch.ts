// `npm start`: the desktop app where Electron can start; otherwise the same build through the web host, in a browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { withServerMallocEnv } from '../src/server/malloc-env';
import { buildState } from './build-state';

export type ElectronLookup = { ok: true; path: string } | { ok: false; why: string };

export interface WebApp {
  url: string;
  /** Resolves with the web host's exit code. */
  done: Promise<number>;
}

/** Everything `npm start` does to the machine, so that the decisions can be tested with stand-ins. */
export interface StartDeps {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** The Electron binary, downloaded first when missing, and checked to run; or why it cannot be had. */
  findElectron(): Promise<ElectronLookup>;
  buildState(): { fresh: true } | { fresh: false; reason: string };
  /** `electron-vite build`; true when it succeeded. */
  build(): Promise<boolean>;
  /** Runs the app in Electron until it is closed; its exit code. */
  runElectron(path: string): Promise<number>;
  startWeb(): Promise<WebApp>;
  /** Opens the address in the default browser; false when there is none. */
  openBrowser(url: string): Promise<boolean>;
  log(line: string): void;
}

/** Linux and the BSDs draw windows only on an X11 or Wayland display. */
export function hasDisplay(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): boolean {
  if (platform === 'win32' || platform === 'darwin') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/** The one line that says why the app opens in a browser, and where. */
export function fallbackLine(why: string, display: boolean): string {
  return display
    ? `Electron cannot start here: ${why}. Opening Kosár in your browser instead.`
    : `Electron cannot start here: ${why}. Kosár runs in the web host instead: open the address below in a browser.`;
}

/** Decides how to run, builds when out/ is missing or stale, then runs. Resolves with the exit code. */
export async function start(deps: StartDeps): Promise<number> {
  const display = hasDisplay(deps.platform, deps.env);
  let why: string | null = null;
  let electron: string | null = null;
  if (deps.env.KOSAR_START === 'web') why = 'KOSAR_START=web asks for the browser';
  else if (!display) why = 'there is no display for a window (DISPLAY and WAYLAND_DISPLAY are unset)';
  else {
    const found = await deps.findElectron();
    if (found.ok) electron = found.path;
    else why = found.why;
  }

  if (why) deps.log(fallbackLine(why, display));

  const state = deps.buildState();
  if (!state.fresh) {
    deps.log(`Building Kosár (${state.reason})…`);
    if (!(await deps.build())) {
      deps.log('The build failed (see above): Kosár cannot start.');
      return 1;
    }
  }

  if (electron) {
    const code = await deps.runElectron(electron);
    if (code === 0) return 0;
    why = `Electron exited with code ${code}`;
    deps.log(fallbackLine(why, display));
  }

  const web = await deps.startWeb();
  const opened = display ? await deps.openBrowser(web.url) : false;
  if (opened) deps.log(`Kosár is open in your browser at ${web.url} (Ctrl+C stops it).`);
  else if (display) deps.log(`No browser could be opened: open ${web.url} in one (Ctrl+C stops Kosár).`);
  else deps.log(`Kosár: ${web.url} (Ctrl+C stops it).`);
  return web.done;
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* The real machine.                                                                                                */

const waitExit = (child: ReturnType<typeof spawn>) =>
  new Promise<number>((done) => {
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 0 : 1)));
  });

/** The first line of a failure's output that says what went wrong ("TypeError: fetch failed" gives "fetch failed"). */
export function summarise(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '));
  const error = lines.find((l) => /^\w*Error\b/.test(l));
  const line = error ? error.replace(/^\w*Error:\s*/, '') : (lines.at(-1) ?? 'no output');
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
}

/** Electron's binary as its package would run it, downloaded first (its own installer) when missing. */
export async function findElectron(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<ElectronLookup> {
  let pkgDir: string;
  try {
    pkgDir = dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return { ok: false, why: 'the electron package is not installed (run npm install)' };
  }
  const binary = () => {
    try {
      const rel = readFileSync(join(pkgDir, 'path.txt'), 'utf8');
      const path = env.ELECTRON_OVERRIDE_DIST_PATH ? join(env.ELECTRON_OVERRIDE_DIST_PATH, rel) : join(pkgDir, 'dist', rel);
      return existsSync(path) ? path : null;
    } catch {
      return null;
    }
  };
  let path = binary();
  if (!path) {
    if (env.ELECTRON_SKIP_BINARY_DOWNLOAD)
      return { ok: false, why: 'its binary is not installed (ELECTRON_SKIP_BINARY_DOWNLOAD is set)' };
    log('Downloading the Electron binary (once)…');
    const child = spawn(process.execPath, [join(pkgDir, 'install.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
    const code = await waitExit(child);
    path = binary();
    if (code !== 0 || !path)
      return { ok: false, why: `its binary is not installed and could not be downloaded (${summarise(output)})` };
  }
  const probe = spawnSync(path, ['--version'], { env: { ...env, ELECTRON_RUN_AS_NODE: '1' }, encoding: 'utf8', timeout: 60_000 });
  if (probe.status !== 0) {
    return {
      ok: false,
      why: `its binary does not run here (${summarise(`${probe.stderr ?? ''}\n${probe.error?.message ?? ''}`)})`,
    };
  }
  return { ok: true, path };
}

/** The web host (`npm run web`) on the built renderer, with its data kept in .data/web between runs. */
export function startWeb(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<WebApp> {
  const run = (port: string) =>
    new Promise<WebApp & { busy?: boolean }>((resolveApp, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/web-host/cli.ts'], {
        cwd: root,
        env: { ...withServerMallocEnv(env), PORT: port, KOSAR_DATA_DIR: env.KOSAR_DATA_DIR ?? resolve(root, '.data/web') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const done = waitExit(child);
      const stop = () => child.kill('SIGTERM');
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      let output = '';
      let ready = false;
      const onData = (buf: Buffer) => {
        const text = buf.toString();
        if (ready) return void process.stdout.write(text);
        output += text;
        const m = /Kosár web host ready at (\S+)/.exec(output);
        if (m) {
          ready = true;
          resolveApp({ url: m[1], done });
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void done.then((code) => {
        if (ready) return;
        if (/EADDRINUSE/.test(output)) resolveApp({ url: '', done, busy: true });
        else reject(new Error(`The web host stopped (code ${code}):\n${output}`));
      });
    });
  return (async () => {
    const port = env.PORT ?? '5174';
    const first = await run(port);
    if (!first.busy) return first;
    if (env.PORT) throw new Error(`Port ${port} is in use: choose another with PORT.`);
    log(`Port ${port} is in use: the web host takes a free one.`);
    return run('0');
  })();
}

/** The platform's own opener; false when it is missing or fails. An opener still running after 15 s has opened. */
export function openBrowser(platform: NodeJS.Platform, url: string): Promise<boolean> {
  const [cmd, args] =
    platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  return new Promise((done) => {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: platform !== 'win32' });
    const timer = setTimeout(() => {
      child.unref();
      done(true);
    }, 15_000);
    child.on('error', () => {
      clearTimeout(timer);
      done(false);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code === 0);
    });
  });
}

export function realDeps(root: string): StartDeps {
  const env = process.env;
  const log = (line: string) => console.log(line);
  return {
    platform: process.platform,
    env,
    findElectron: () => findElectron(root, env, log),
    buildState: () => buildState(root),
    async build() {
      const bin = join(root, 'node_modules/electron-vite/bin/electron-vite.js');
      return (await waitExit(spawn(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit' }))) === 0;
    },
    runElectron: (path) => waitExit(spawn(path, ['.'], { cwd: root, stdio: 'inherit' })),
    startWeb: () => startWeb(root, env, log),
    openBrowser: (url) => openBrowser(process.platform, url),
    log,
  };
}
