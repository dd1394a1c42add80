import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// expect.poll waits up to 30 s, not 1 s: what it waits for may be a few event-loop turns away on a loaded machine.
const POLL = { poll: { timeout: 30_000 } };

export default defineConfig({
  test: {
    // PGlite takes ~500 MB and a core per database: two test files at a time on these 2-core machines.
    maxWorkers: 2,
    // No test reaches the internet: servers started by tests use the price feed only when a test points it at loopback.
    env: { KOSAR_FEED: 'off' },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/support/**/*.test.ts', 'tools/**/*.test.ts'],
          // Safety nets, not measurements: a restart test (two PGlite starts) took over 180 s at load 30.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          expect: POLL,
        },
      },
      {
        test: {
          name: 'main',
          environment: 'node',
          include: ['src/main/**/*.test.ts', 'src/web-host/**/*.test.ts', 'src/preload/**/*.test.ts'],
          // Safety nets, not measurements: a restart test (two PGlite starts) took over 180 s at load 30.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          expect: POLL,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          // A safety net, not a measurement: typing through user-event took over 5 s (the default) at load 15.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          expect: POLL,
          setupFiles: ['tests/support/renderer/setup.ts'],
        },
      },
    ],
  },
});
