import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from './app-paths';

// electron-builder's own loader, schema check and desktop-entry writer: the config is read as `npm run dist` reads it.
const require = createRequire(import.meta.url);
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(projectDir: string, configPath: string, options: null): Promise<Config>;
  validateConfiguration(config: Config, debug: { isEnabled: boolean; add(): void }): Promise<void>;
};
const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper.js') as {
  LinuxTargetHelper: new (packager: unknown) => {
    computeDesktopEntry(options: unknown): Promise<string>;
    getDesktopFileName(): string;
  };
};

type Target = string | { target: string };
type Config = Record<string, unknown> & {
  appId: string;
  productName: string;
  files: Array<string | { filter: string[] }>;
  asar: boolean;
  asarUnpack: string[];
  extraResources: Array<{ from: string; to: string }>;
  extraMetadata: { desktopName: string };
  protocols: Array<{ name: string; schemes: string[] }>;
  icon: string;
  mac: { target: Target[]; icon: string };
  win: { target: Target[]; icon: string };
  nsis: { include: string };
  linux: { target: Target[]; icon: string; executableName: string };
  electronFuses?: Record<string, boolean>;
};

const root = join(import.meta.dirname, '../..');
const targets = (list: Target[]) => list.map((t) => (typeof t === 'string' ? t : t.target));
let config: Config;

beforeAll(async () => {
  config = await getConfig(root, join(root, 'electron-builder.yml'), null);
});

function pngSize(path: string): { width: number; height: number } {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it("matches electron-builder's schema", async () => {
    await expect(validateConfiguration(config, { isEnabled: false, add() {} })).resolves.toBeUndefined();
  });

  it('flips the Electron fuses: no Node mode, NODE_OPTIONS or inspector; encrypted cookies; only the checked asar', () => {
    // Every fuse named, so that none is left at Electron's default by omission.
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // The renderer is served from app://, never from file://.
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
    // Integrity validation needs the archive and its hash.
    expect(config.asar).toBe(true);
    expect(config.disableAsarIntegrity ?? false).toBe(false);
  });

  it('names the app', () => {
    expect(config.appId).toBe('hu.kosar.app');
    expect(config.productName).toBe('Kosár');
  });

  it('builds NSIS on Windows, dmg on macOS, AppImage and deb on Linux', () => {
    expect(targets(config.win.target)).toEqual(['nsis']);
    expect(targets(config.mac.target)).toEqual(['dmg']);
    expect(targets(config.linux.target).sort()).toEqual(['AppImage', 'deb']);
  });

  it("packs only the bundles into an asar archive, with PGlite's binary files left outside it", () => {
    // The loader folds the list into one file set.
    expect(config.files.flatMap((f) => (typeof f === 'string' ? [f] : f.filter))).toEqual(['out/**', 'package.json']);
    expect(config.asar).toBe(true);
    const dist = 'node_modules/@electric-sql/pglite/dist';
    for (const file of ['pglite.wasm', 'pglite.data', 'pg_trgm.tar.gz']) {
      expect(existsSync(join(root, dist, file)), file).toBe(true);
      const ext = file.slice(file.indexOf('.'));
      expect(
        config.asarUnpack.some((p) => p.startsWith(`${dist}/`) && p.endsWith(`*${ext}`)),
        file,
      ).toBe(true);
    }
  });

  it('ships the catalogue and the icon where the app looks for them when packaged', () => {
    for (const name of Object.values(RESOURCES)) {
      expect(config.extraResources).toContainEqual({ from: `resources/${name}`, to: name });
    }
    expect(existsSync(join(root, 'resources', RESOURCES.icon))).toBe(true);
  });

  it('uses a real 512 px icon on every platform', () => {
    for (const icon of [config.icon, config.mac.icon, config.win.icon, config.linux.icon]) {
      expect(icon).toBe('build/icon.png');
    }
    expect(pngSize(join(root, 'build/icon.png'))).toEqual({ width: 512, height: 512 });
    expect(pngSize(join(root, 'resources/icon.png'))).toEqual({ width: 512, height: 512 });
    expect(readFileSync(join(root, 'build/icon.svg'), 'utf8')).toMatch(/<svg[^>]+viewBox="0 0 48 48"/);
  });

  it('registers kosar:// on macOS (protocols) and on Windows (the NSIS include, the link after --), and removes it on uninstall', () => {
    expect(config.protocols.flatMap((p) => p.schemes)).toEqual(['kosar']);
    const nsh = readFileSync(join(root, config.nsis.include), 'utf8');
    expect(nsh).toMatch(
      /!macro customInstall[\s\S]*Software\\Classes\\kosar" "URL Protocol"[\s\S]*shell\\open\\command" "" '"[^']+" -- "%1"'[\s\S]*!macroend/,
    );
    expect(nsh).toMatch(/!macro customUnInstall\s+DeleteRegKey SHCTX "Software\\Classes\\kosar"\s+!macroend/);
    // makensis reads a file without a byte-order mark in the system code page: keep it ASCII.
    expect([...nsh].filter((c) => c.charCodeAt(0) > 127)).toEqual([]);
  });

  it('writes a Linux desktop entry that handles kosar:// and passes the link as an argument', async () => {
    const helper = new LinuxTargetHelper({
      config,
      platformSpecificBuildOptions: config.linux,
      executableName: config.linux.executableName,
      appInfo: {
        productName: config.productName,
        sanitizedProductName: config.productName,
        productFilename: config.productName,
        description: 'Kosár',
      },
      info: { metadata: { desktopName: config.extraMetadata.desktopName } },
      fileAssociations: [],
    });
    const entry = await helper.computeDesktopEntry(config.linux);
    expect(entry).toMatch(/^MimeType=x-scheme-handler\/kosar;$/m);
    expect(entry).toMatch(/^Exec=.*kosar"? %U$/m);
    // Electron registers itself under desktopName; the installed entry must have the same name.
    expect(`${helper.getDesktopFileName()}.desktop`).toBe(config.extraMetadata.desktopName);
    expect(entry).toMatch(/^StartupWMClass=kosar$/m);
  });
});
