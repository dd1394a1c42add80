import { test as base } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost } from './web-host';

/**
 * Every Playwright worker has a web host of its own (built renderer, real bridge, embedded server, fresh data folder):
 * a journey that switches the server off or ends every session cannot reach into another worker's journey.
 * KOSAR_WEB_URL points all workers at one running host instead.
 */
export const test = base.extend<object, { webHost: { url: string; dataDir: string } }>({
  webHost: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring, so it must be `{}` here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (process.env.KOSAR_WEB_URL) {
        await use({ url: process.env.KOSAR_WEB_URL, dataDir: process.env.KOSAR_E2E_DATA_DIR ?? '' });
        return;
      }
      const port = process.env.KOSAR_E2E_PORT ? String(Number(process.env.KOSAR_E2E_PORT) + workerInfo.parallelIndex) : '0';
      await withWebHost({ PORT: port, KOSAR_FEED: process.env.KOSAR_FEED ?? 'off' }, use);
    },
    // A safety net, not a measurement: a worker that restarts after a failure starts its host at whatever load the
    // machine has (one took over 180 s at load 30).
    { scope: 'worker', timeout: 660_000 },
  ],
  baseURL: async ({ webHost }, use) => use(webHost.url),
});

export { expect } from '@playwright/test';

/**
 * A web host of its own for one worker, in a fresh data folder, with these settings on top (a port, the feed's), for
 * as long as `use` runs.
 */
export async function withWebHost(env: Record<string, string>, use: (host: { url: string; dataDir: string }) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kosar-e2e-'));
  const host = await startWebHost({ PORT: '0', KOSAR_DATA_DIR: dataDir, KOSAR_WEB_TEST_HOOKS: '1', ...env });
  // The mail outbox helper reads this worker's data folder.
  process.env.KOSAR_E2E_DATA_DIR = dataDir;
  try {
    await use({ url: host.url, dataDir });
  } finally {
    await host.stop();
  }
}
