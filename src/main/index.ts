import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
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
import { SERVER_SERVICE_NAME, startServerProcess, utilityProcessFork, type ServerProcess } from './server-process';
import { jsonBlobFile, openVault } from './vault';
import { captureBounds, MIN_SIZE, restoreBounds } from './window-state';

// Lifecycle and wiring only: every decision lives in a plain, tested module.
// The renderer's scheme must be privileged before `ready`.
protocol.registerSchemesAsPrivileged(APP_SCHEME_PRIVILEGES);
if (!app.requestSingleInstanceLock()) app.quit();
else void main();

async function main(): Promise<void> {
  const protocolArgs = protocolClientArgs({
    defaultApp: !!process.defaultApp,
    argv: process.argv,
    execPath: process.execPath,
    env: process.env,
  });
  if (protocolArgs) app.setAsDefaultProtocolClient(protocolArgs.protocol, protocolArgs.path, protocolArgs.args);
  if (process.platform === 'win32') app.setAppUserModelId('hu.kosar.app');

  let window: BrowserWindow | null = null;
  let core: ReturnType<typeof createCore> | null = null;
  const emit = <E extends EventName>(event: E, payload: BridgeEvents[E]) => window?.webContents.send(`event:${event}`, payload);

  // Links may arrive before anything else exists: registered before `ready`, delivered once the renderer listens.
  const links = createDeepLinkQueue({
    isSignedIn: () => !!core?.session.session,
    openReset: (link) => {
      core?.queueResetLink(link);
      emit('deeplink:reset-password', link);
    },
    refuse: (reason) => emit('deeplink:refused', { reason }),
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
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });

  await app.whenReady();

  // app://kosar/ serves out/renderer (src/main/app-protocol.ts); Vite's dev server only when run from source,
  // so that no environment variable can point the installed app at another page.
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const rendererUrl = devServerUrl ?? APP_ENTRY;
  const paths = { isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() };
  const openExternal = (url: string) => {
    if (isExternalLink(url)) void shell.openExternal(url);
  };
  // Every web contents, the window's and any other, before any is created.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, { appUrl: rendererUrl, openExternal }));

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

  let vaultNotice: BridgeEvents['notice'] | null = null;
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
      vaultNotice = { code: kind === 'memory' ? 'vault-memory-only' : 'vault-safe-storage' };
    },
  });

  const remoteUrl = remoteApiUrl(store.get('apiUrl'), process.env.KOSAR_API_URL);
  let server: ServerProcess | null = null;
  if (!remoteUrl) {
    // The server runs in its own process (src/main/server-child.ts): nothing it does can hold up the window or IPC.
    app.on('child-process-gone', (_event, details) => {
      if (details.name === SERVER_SERVICE_NAME) console.error(`[server] process gone: ${details.reason}, exit code ${details.exitCode}`);
    });
    try {
      server = await startServerProcess({
        fork: utilityProcessFork(utilityProcess, join(__dirname, 'server-child.js'), { log: (m) => console.error(`[server] ${m}`) }),
        server: {
          dataDir: join(app.getPath('userData'), 'server'),
          catalogueDir: resourcePath('catalogue', paths),
          feedWorkerPath: join(__dirname, 'feed-worker.js'),
        },
        onStatus: (state) => emit('server:status', { state }),
        log: (m) => console.log(`[server] ${m}`),
        error: (m) => console.error(`[server] ${m}`),
        // Within before-quit's 5 s: asked to stop, then ended.
        closeTimeoutMs: 4_000,
      });
    } catch (err) {
      const { title, content } = serverStartFailedText(prefs.get('language'), (err as Error).message);
      dialog.showErrorBox(title, content);
      app.quit();
      return;
    }
  }
  const apiBaseUrl = () => remoteUrl ?? server!.url();

  core = createCore({
    vault,
    prefs,
    apiBaseUrl,
    emit,
    info: () => ({
      version: app.getVersion(),
      apiBaseUrl: apiBaseUrl(),
      mediaBaseUrl: `${apiBaseUrl()}/`,
      embeddedServer: !remoteUrl,
    }),
    openExternal: async (url) => openExternal(url),
    savePdf: async (name) => {
      if (!window) return { available: false, path: null };
      // The print style sheet decides what goes on paper (the checklist), as it does for the browser's print.
      const pdf = await window.webContents.printToPDF({ printBackground: true, pageSize: 'A4' });
      const safe = [...name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('').slice(0, 100);
      const choice = await dialog.showSaveDialog(window, { defaultPath: `${safe}.pdf`, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
      if (choice.canceled || !choice.filePath) return { available: true, path: null };
      await writeFile(choice.filePath, pdf);
      return { available: true, path: choice.filePath };
    },
  });
  const ctx = core.ctx;

  // The same policy as a header on app:// responses and, for the dev server, on each http document.
  const policy = () => contentSecurityPolicy(new URL(apiBaseUrl()).origin, devServerUrl ? 'dev-server' : 'app');
  guardSession(electronSession.defaultSession, { appUrl: rendererUrl, policy });
  const rendererRoot = join(__dirname, '../renderer');
  protocol.handle(APP_SCHEME, (request) => handleAppRequest(request, { root: rendererRoot, policy }));

  // The renderer's first call (the session restore) comes once its listeners are set up: from then on it is ready.
  let rendererReady = false;
  const onRendererCall = () => {
    if (rendererReady) return;
    rendererReady = true;
    links.ready();
    if (vaultNotice) emit('notice', vaultNotice);
    vaultNotice = null;
  };
  for (const { channel } of bridgeChannels()) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      if (!isTrustedSender(event.senderFrame, rendererUrl)) {
        return { ok: false, error: { code: 'NOT_AUTHORIZED', message: 'untrusted sender' } };
      }
      try {
        return await dispatch(ctx, channel, input);
      } finally {
        onRendererCall();
      }
    });
  }

  const bounds = restoreBounds(
    prefs.get('window'),
    screen.getAllDisplays().map((d) => d.workArea),
  );
  window = new BrowserWindow({
    width: bounds.width,
    height: bounds.height,
    x: bounds.x,
    y: bounds.y,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Kosár',
    icon: resourcePath('icon.png', paths),
    webPreferences: secureWebPreferences(join(__dirname, '../preload/index.cjs')),
  });
  if (bounds.maximized) window.maximize();
  window.on('close', () => {
    if (!window) return;
    const state = captureBounds(window.getNormalBounds(), window.isMaximized());
    if (state) prefs.set('window', state);
  });
  window.on('closed', () => {
    window = null;
  });
  window.webContents.on('did-navigate', () => {
    // A reload: hold links until the new page calls in.
    rendererReady = false;
    links.notReady();
  });
  window.once('ready-to-show', () => window?.show());

  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (!server) return;
    event.preventDefault();
    const closing = server;
    server = null;
    // Stop the server (and PGlite) cleanly, but never let a stuck close keep the app from quitting.
    void Promise.race([closing.close(), new Promise((resolve) => setTimeout(resolve, 5000))])
      .catch((err: unknown) => console.error('[server] close failed', err))
      .finally(() => app.quit());
  });

  await window.loadURL(rendererUrl);
}
