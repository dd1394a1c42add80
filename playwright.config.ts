import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const chromium = process.env.KOSAR_CHROMIUM ?? '/usr/bin/chromium';

const web: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  viewport: { width: 1200, height: 820 },
  launchOptions: {
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
  navigationTimeout: 90_000,
  actionTimeout: 60_000,
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
};

/** `npm run screens` (KOSAR_SCREENS=1): the screenshot tour of tests/screens, instead of the tests. */
const tour = process.env.KOSAR_SCREENS === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  // Safety nets, not measurements: these machines are shared, and a loaded core can make a step take many times longer
  // (the longest journeys take 2-4 min alone and passed 5 min on a heavily loaded run).
  timeout: 600_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Files run two at a time, each worker on a web host of its own (tests/e2e/fixtures.ts): the journeys spend most of
  // their time waiting on the page, so two of them share the machine well.
  workers: Number(process.env.KOSAR_E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  projects: tour
    ? [{ name: 'screens', testDir: 'tests/screens', use: web }]
    : [
        { name: 'web', testIgnore: /electron\/.*/, use: web },
        { name: 'electron', testMatch: /electron\/.*\.spec\.ts/ },
      ],
});
