import { test, _electron as electron, type ElectronApplication } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Electron binary's path, or null where it could not be downloaded (as on the CI machine). */
export function electronBinary(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown as string;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function skipWithoutElectron(): void {
  test.skip(!electronBinary(), 'Electron binary is not installed on this machine (ELECTRON_SKIP_BINARY_DOWNLOAD); run these where it is.');
}

/** Launches the built app (out/main) with its own user-data folder. */
export async function launchApp(args: string[] = []): Promise<ElectronApplication> {
  const userData = mkdtempSync(join(tmpdir(), 'kosar-electron-'));
  return electron.launch({
    executablePath: electronBinary()!,
    args: ['.', `--user-data-dir=${userData}`, ...args],
    env: { ...process.env, NODE_ENV: 'test' },
  });
}
