import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage, session as electronSession, shell } from 'electron';
import Store from 'electron-store';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bridgeChannels, type BridgeEvents, type EventName } from '../shared/bridge';
import { dispatch } from './bridge';
import { createCore } from './core';
import { findDeepLinkArg, PROTOCOL, routeDeepLink } from './deep-link';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { contentSecurityPolicy, isAppUrl, isExternalLink, isTrustedSender, secureWebPreferences } from './hardening';
import { appMenuTemplate } from './menu';
import { DEFAULT_PREFS, PrefsData, type PrefsStore } from './prefs';
import { openVault, type KeyringModule } from './vault';

// Lifecycle and wiring only: every decision lives in a plain, tested module.
if (!app.requestSingleInstanceLock()) app.quit();
else void main();

async function main(): Promise<void> {
  if (process.defaultApp && process.argv[1]) app.setAsDefaultProtocolClient(PROTOCOL, process.execPath, [process.argv[1]]);
  else app.setAsDefaultProtocolClient(PROTOCOL);

  let pendingLink: string | null = findDeepLinkArg(process.argv);
  let handleLink: ((url: string) => void) | null = null;
  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (handleLink) handleLink(url);
    else pendingLink = url;
  });
  app.on('second-instance', (_e, argv) => {
    const url = findDeepLinkArg(argv);
    if (url && handleLink) handleLink(url);
    const w = BrowserWindow.getAllWindows()[0];
    if (w) {
      if (w.isMinimized()) w.restore();
      w.focus();
    }
  });

  await app.whenReady();

  const store = new Store<PrefsData>({ name: 'prefs', defaults: DEFAULT_PREFS });
  const prefs: PrefsStore = {
    get: (key) => PrefsData.shape[key].parse(store.get(key)) as never,
    set: (key, value) => store.set(key, value as never),
  };

  let window: BrowserWindow | null = null;
  const emit = <E extends EventName>(event: E, payload: BridgeEvents[E]) => window?.webContents.send(`event:${event}`, payload);
  const notices: Array<() => void> = [];
  const vaultFile = join(app.getPath('userData'), 'session.enc.json');
  const vault = await openVault({
    keyring: async () => (await import('@napi-rs/keyring')) as unknown as KeyringModule,
    safeStorage: {
      safe: safeStorage,
      file: {
        read: async () => JSON.parse(await readFile(vaultFile, 'utf8').catch(() => '{}')) as Record<string, string>,
        write: (data) => writeFile(vaultFile, JSON.stringify(data), { mode: 0o600 }),
      },
    },
    warn: (kind, reason) => {
      console.warn(`[vault] falling back to ${kind}: ${reason}`);
      notices.push(() => emit('notice', { code: kind === 'memory' ? 'vault-memory-only' : 'vault-safe-storage' }));
    },
  });

  const remoteUrl = prefs.get('apiUrl') ?? process.env.KOSAR_API_URL ?? null;
  let server: EmbeddedServer | null = null;
  if (!remoteUrl) {
    try {
      server = await startEmbeddedServer({
        dataDir: join(app.getPath('userData'), 'server'),
        catalogueDir: app.isPackaged ? join(process.resourcesPath, 'catalogue') : join(app.getAppPath(), 'resources', 'catalogue'),
        onStatus: (state) => emit('server:status', { state }),
      });
    } catch (err) {
      dialog.showErrorBox('Kosár', `The built-in server could not start: ${(err as Error).message}`);
      app.quit();
      return;
    }
  }
  const apiBaseUrl = () => remoteUrl ?? server!.url();

  const core = createCore({
    vault,
    prefs,
    apiBaseUrl,
    emit,
    info: () => ({ version: app.getVersion(), apiBaseUrl: apiBaseUrl(), mediaBaseUrl: `${apiBaseUrl()}/media/`, embeddedServer: !remoteUrl }),
    openExternal: (url) => shell.openExternal(url),
  });

  const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? `file://${join(__dirname, '../renderer/index.html')}`;
  for (const { channel } of bridgeChannels()) {
    ipcMain.handle(channel, (event, input: unknown) => {
      if (!isTrustedSender(event.senderFrame?.url, rendererUrl)) {
        return { ok: false, error: { code: 'NOT_AUTHORIZED', message: 'untrusted sender' } };
      }
      return dispatch(core.ctx, channel, input);
    });
  }

  electronSession.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy(new URL(apiBaseUrl()).origin)] },
    });
  });
  electronSession.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));

  handleLink = (url) => {
    const action = routeDeepLink(url, !!core.session.session);
    if (action.kind === 'open-reset') {
      core.queueResetLink(action.link);
      emit('deeplink:reset-password', action.link);
    } else emit('deeplink:refused', { reason: action.reason });
  };

  const saved = prefs.get('window');
  window = new BrowserWindow({
    width: saved?.width ?? 1200,
    height: saved?.height ?? 820,
    x: saved?.x,
    y: saved?.y,
    minWidth: 420,
    minHeight: 560,
    show: false,
    title: 'Kosár',
    icon: join(app.getAppPath(), 'resources', 'icon.png'),
    webPreferences: secureWebPreferences(join(__dirname, '../preload/index.cjs')),
  });
  if (saved?.maximized) window.maximize();
  const rememberBounds = () => {
    if (!window) return;
    const b = window.getNormalBounds();
    prefs.set('window', { width: b.width, height: b.height, x: b.x, y: b.y, maximized: window.isMaximized() });
  };
  window.on('close', rememberBounds);
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, rendererUrl)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.once('ready-to-show', () => window?.show());
  window.webContents.on('did-finish-load', () => {
    for (const n of notices.splice(0)) n();
    if (pendingLink) {
      handleLink?.(pendingLink);
      pendingLink = null;
    }
  });

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

  await window.loadURL(rendererUrl);

  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (!server) return;
    event.preventDefault();
    const s = server;
    server = null;
    void s.close().finally(() => app.quit());
  });
}
