import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost } from './web-host';

/** Starts one web host (built renderer + real bridge + embedded server on a fresh data folder) for the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.KOSAR_WEB_URL) return async () => {};
  const dataDir = mkdtempSync(join(tmpdir(), 'kosar-e2e-'));
  const port = process.env.KOSAR_E2E_PORT ?? '5174';
  const host = await startWebHost({ PORT: port, KOSAR_DATA_DIR: dataDir, KOSAR_WEB_TEST_HOOKS: '1', KOSAR_FEED: process.env.KOSAR_FEED ?? 'off' });
  process.env.KOSAR_WEB_URL = `http://127.0.0.1:${port}`;
  process.env.KOSAR_E2E_DATA_DIR = dataDir;
  return () => host.stop();
}
