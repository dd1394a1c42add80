import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  protocol,
  safeStorage,
  screen,
  session as electronSession,
  shell,
  utilityProcess,
} from 'electron';
import Store from 'electron-store';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bridgeChannels, type BridgeEvents, type EventName } from '../shared/bridge';
import { resourcePath } from './app-paths';
import { APP_ENTRY, APP_SCHEME, APP_SCHEME_PRIVILEGES, handleAppRequest } from './app-protocol';
import { dispatch } from './bridge';
import { createCore } from './core';
import { findDeepLinkArg, protocolClientArgs } from './deep-link';
import { createDeepLinkQueue } from './deep-link-queue';
import {
  contentSecurityPolicy,
  guardSession,
  guardWebContents,
  isExternalLink,
  isTrustedSender,
  secureWebPreferences,
} from './hardening';
import { appMenuTemplate, serverStartFailedText } from './menu';
import { DEFAULT_PREFS, PrefsData, remoteApiUrl, type PrefsStore } from './prefs';
import { withServerMallocEnv } from '../server/malloc-env';
import { SERVER_SERVICE_NAME, startServerProcess, utilityProcessFork, type ServerProcess } from './server-process';
import { jsonBlobFile, openVault } from './vault';
import { captureBounds, MIN_SIZE, restoreBounds } from './window-state';

// Lifecycle and wiring only: every decision lives in a plain, tested module. main() runs the phases below in order.
// The renderer's scheme must be privileged before `ready`.
protocol.registerSchemesAsPrivileged(APP_SCHEME_PRIVILEGES);
if (!app.requestSingleInstanceLock()) app.quit();
else void main();

type Core = ReturnType<typeof createCore>;
type Emit = <E extends EventName>(event: E, payload: BridgeEvents[E]) => void;

/** What the phases share: the window and the core once they exist, and the way to send the renderer an event. */
interface Running {
  window: BrowserWindow | null;
  core: Core | null;
  emit: Emit;
}

/** Where the renderer comes from, and what may open outside the app. */
interface Renderer {
  /** Vite's dev server, only when run from source. */
  devServerUrl: string | undefined;
  url: string;
  paths: { isPackaged: boolean; resourcesPath: string; appPath: string };
  openExternal(url: string): void;
}

/** The API the app talks to: a remote one (`apiUrl`, KOSAR_API_URL), or the server in its own process. */
interface Backend {
  remoteUrl: string | null;
  server: ServerProcess | null;
  apiBaseUrl(): string;
}

async function main(): Promise<void> {
  registerProtocolClient();
  const running: Running = { window: null, core: null, emit: (event, payload) => running.window?.webContents.send(`event:${event}`, payload) };
  const links = receiveDeepLinks(running);

  await app.whenReady();

  const renderer = guardRenderer();
  const { prefs, storedApiUrl } = openPrefs(running.emit);
  const { vault, takeNotice } = await openSessionVault();
  const backend = await startBackend(prefs, storedApiUrl, renderer, running.emit);
  if (!backend) return;
  const core = (running.core = createAppCore(running, vault, prefs, backend, renderer));
  serveRenderer(renderer, backend);
  let rendererReady = false;
  handleBridgeCalls(core, renderer, () => {
    // The renderer's first call (the session restore) comes once its listeners are set up: from then on it is ready.
    if (rendererReady) return;
    rendererReady = true;
    links.ready();
    const notice = takeNotice();
    if (notice) running.emit('notice', notice);
  });
  const window = (running.window = openWindow(prefs, renderer));
  window.on('closed', () => {
    running.window = null;
  });
  window.webContents.on('did-navigate', () => {
    // A reload: hold links until the new page calls in.
    rendererReady = false;
    links.notReady();
  });
  quitCleanly(backend);

  await window.loadURL(renderer.url);
}

/** kosar:// links open this app (in development, through the Electron binary with the app's path). */
function registerProtocolClient(): void {
  const protocolArgs = protocolClientArgs({
    defaultApp: !!process.defaultApp,
    argv: process.argv,
    execPath: process.execPath,
    env: process.env,
  });
  if (protocolArgs) app.setAsDefaultProtocolClient(protocolArgs.protocol, protocolArgs.path, protocolArgs.args);
  if (process.platform === 'win32') app.setAppUserModelId('hu.kosar.app');
}

/** Links may arrive before anything else exists: registered before `ready`, delivered once the renderer listens. */
function receiveDeepLinks(running: Running): ReturnType<typeof createDeepLinkQueue> {
  const links = createDeepLinkQueue({
    isSignedIn: () => !!running.core?.session.session,
    openReset: (link) => {
      running.core?.queueResetLink(link);
      running.emit('deeplink:reset-password', link);
    },
    refuse: (reason) => running.emit('deeplink:refused', { reason }),
  });
  const firstLink = findDeepLinkArg(process.argv, process.platform);
  if (firstLink) links.receive(firstLink);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(url);
  });
  app.on('second-instance', (_event, argv) => {
    const url = findDeepLinkArg(argv, process.platform);
    if (url) links.receive(url);
    const window = running.window;
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  return links;
}

/** Where the renderer comes from; every web contents, the window's and any other, guarded before any is created. */
function guardRenderer(): Renderer {
  // app://kosar/ serves out/renderer (src/main/app-protocol.ts); Vite's dev server only when run from source,
  // so that no environment variable can point the installed app at another page.
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const url = devServerUrl ?? APP_ENTRY;
  const openExternal = (link: string) => {
    if (isExternalLink(link)) void shell.openExternal(link);
  };
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, { appUrl: url, openExternal }));
  return { devServerUrl, url, openExternal, paths: { isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() } };
}

/**
 * The preferences file, and the application menu in the preferred language (rebuilt when it changes); storedApiUrl is
 * the `apiUrl` preference as the file holds it, unchecked (remoteApiUrl judges it).
 */
function openPrefs(emit: Emit): { prefs: PrefsStore; storedApiUrl: unknown } {
  const store = new Store<PrefsData>({ name: 'prefs', defaults: DEFAULT_PREFS });
  const prefs: PrefsStore = {
    get: (key) => PrefsData.shape[key].parse(store.get(key)) as never,
    set: (key, value) => {
      store.set(key, value as never);
      if (key === 'language') buildMenu();
    },
  };
  const buildMenu = () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate({
          language: prefs.get('language'),
          isMac: process.platform === 'darwin',
          setLanguage: (language) => {
            prefs.set('language', language);
            emit('language:changed', { language });
          },
        }),
      ),
    );
  buildMenu();
  return { prefs, storedApiUrl: store.get('apiUrl') };
}

/** The session token's vault; takeNotice gives, once, the notice to show when it fell back to a weaker store. */
async function openSessionVault(): Promise<{ vault: Awaited<ReturnType<typeof openVault>>; takeNotice(): BridgeEvents['notice'] | null }> {
  let notice: BridgeEvents['notice'] | null = null;
  const vault = await openVault({
    keyring: () => import('@napi-rs/keyring'),
    safeStorage: {
      safe: {
        isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
        encryptString: (plain) => safeStorage.encryptString(plain),
        decryptString: (encrypted) => safeStorage.decryptString(encrypted),
        getSelectedStorageBackend: process.platform === 'linux' ? () => safeStorage.getSelectedStorageBackend() : undefined,
      },
      file: jsonBlobFile(join(app.getPath('userData'), 'session.enc.json')),
    },
    warn: (kind, reason) => {
      console.warn(`[vault] falling back to ${kind}: ${reason}`);
      notice = { code: kind === 'memory' ? 'vault-memory-only' : 'vault-safe-storage' };
    },
  });
  const takeNotice = () => {
    const once = notice;
    notice = null;
    return once;
  };
  return { vault, takeNotice };
}

/** The remote API, or the server started in its own process; null (the app quits) when that server cannot start. */
async function startBackend(prefs: PrefsStore, storedApiUrl: unknown, renderer: Renderer, emit: Emit): Promise<Backend | null> {
  const remoteUrl = remoteApiUrl(storedApiUrl, process.env.KOSAR_API_URL);
  const backend: Backend = { remoteUrl, server: null, apiBaseUrl: () => remoteUrl ?? backend.server!.url() };
  if (remoteUrl) return backend;
  // The server runs in its own process (src/main/server-child.ts): nothing it does can hold up the window or IPC.
  app.on('child-process-gone', (_event, details) => {
    if (details.name === SERVER_SERVICE_NAME) console.error(`[server] process gone: ${details.reason}, exit code ${details.exitCode}`);
  });
  try {
    backend.server = await startServerProcess({
      fork: utilityProcessFork(utilityProcess, join(__dirname, 'server-child.js'), {
        env: withServerMallocEnv(process.env),
        log: (m) => console.error(`[server] ${m}`),
      }),
      server: {
        dataDir: join(app.getPath('userData'), 'server'),
        catalogueDir: resourcePath('catalogue', renderer.paths),
        feedWorkerPath: join(__dirname, 'feed-worker.js'),
        dbWorkerPath: join(__dirname, 'db-worker.js'),
      },
      onStatus: (state) => emit('server:status', { state }),
      log: (m) => console.log(`[server] ${m}`),
      error: (m) => console.error(`[server] ${m}`),
      // Within before-quit's 5 s: asked to stop, then ended.
      closeTimeoutMs: 4_000,
    });
    return backend;
  } catch (err) {
    const { title, content } = serverStartFailedText(prefs.get('language'), (err as Error).message);
    dialog.showErrorBox(title, content);
    app.quit();
    return null;
  }
}

/** Main's logic (API client, session, the bridge's context) over Electron's window, dialogs and shell. */
function createAppCore(running: Running, vault: Awaited<ReturnType<typeof openVault>>, prefs: PrefsStore, backend: Backend, renderer: Renderer): Core {
  const { apiBaseUrl } = backend;
  return createCore({
    vault,
    prefs,
    apiBaseUrl,
    emit: running.emit,
    info: () => ({
      version: app.getVersion(),
      apiBaseUrl: apiBaseUrl(),
      mediaBaseUrl: `${apiBaseUrl()}/`,
      embeddedServer: !backend.remoteUrl,
    }),
    openExternal: async (url) => renderer.openExternal(url),
    savePdf: async (name) => {
      const window = running.window;
      if (!window) return { available: false, path: null };
      // The print style sheet decides what goes on paper (the checklist), as it does for the browser's print.
      const pdf = await window.webContents.printToPDF({ printBackground: true, pageSize: 'A4' });
      const safe = [...name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('').slice(0, 100);
      const choice = await dialog.showSaveDialog(window, { defaultPath: `${safe}.pdf`, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
      if (choice.canceled || !choice.filePath) return { available: true, path: null };
      await writeFile(choice.filePath, pdf);
      return { available: true, path: choice.filePath };
    },
    notify: async (title, body) => {
      if (!Notification.isSupported()) return { available: false };
      const shown = new Notification({ title, body });
      // Clicking it brings the window forward; the inbox is one click away in the navigation.
      shown.on('click', () => running.window?.show());
      shown.show();
      return { available: true };
    },
  });
}

/** app:// serves out/renderer; the same content security policy on its answers and, for the dev server, on each page. */
function serveRenderer(renderer: Renderer, backend: Backend): void {
  const policy = () => contentSecurityPolicy(new URL(backend.apiBaseUrl()).origin, renderer.devServerUrl ? 'dev-server' : 'app');
  guardSession(electronSession.defaultSession, { appUrl: renderer.url, policy });
  const rendererRoot = join(__dirname, '../renderer');
  protocol.handle(APP_SCHEME, (request) => handleAppRequest(request, { root: rendererRoot, policy }));
}

/** Every bridge channel answered for the app's own page only; onCall runs after each call. */
function handleBridgeCalls(core: Core, renderer: Renderer, onCall: () => void): void {
  const ctx = core.ctx;
  for (const { channel } of bridgeChannels()) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      if (!isTrustedSender(event.senderFrame, renderer.url)) {
        return { ok: false, error: { code: 'NOT_AUTHORIZED', message: 'untrusted sender' } };
      }
      try {
        return await dispatch(ctx, channel, input);
      } finally {
        onCall();
      }
    });
  }
}

/** The window, where and as large as it was left; its bounds are kept when it closes. */
function openWindow(prefs: PrefsStore, renderer: Renderer): BrowserWindow {
  const bounds = restoreBounds(
    prefs.get('window'),
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const window = new BrowserWindow({
    width: bounds.width,
    height: bounds.height,
    x: bounds.x,
    y: bounds.y,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Kosár',
    icon: resourcePath('icon.png', renderer.paths),
    webPreferences: secureWebPreferences(join(__dirname, '../preload/index.cjs')),
  });
  if (bounds.maximized) window.maximize();
  let closed = false;
  window.on('close', () => {
    if (closed) return;
    const state = captureBounds(window.getNormalBounds(), window.isMaximized());
    if (state) prefs.set('window', state);
  });
  window.on('closed', () => {
    closed = true;
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

/** Quit with the last window; stop the server (and PGlite) cleanly first, but never let a stuck close hold the quit. */
function quitCleanly(backend: Backend): void {
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (!backend.server) return;
    event.preventDefault();
    const closing = backend.server;
    backend.server = null;
    void Promise.race([closing.close(), new Promise((resolve) => setTimeout(resolve, 5000))])
      .catch((err: unknown) => console.error('[server] close failed', err))
      .finally(() => app.quit());
  });
}
