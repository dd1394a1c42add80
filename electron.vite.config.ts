import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  main: {
    build: {
      // electron-store is ESM-only: bundle it rather than require it at run time.
      externalizeDeps: { exclude: ['electron-store'] },
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          // The embedded server's own process (utilityProcess): out/main/server-child.js, next to index.js.
          'server-child': resolve('src/main/server-child.ts'),
          // The price export's parser, a worker thread of the server's process: out/main/feed-worker.js.
          'feed-worker': resolve('src/server/feed/parse-worker.ts'),
          // PGlite's own thread in the server's process: out/main/db-worker.js.
          'db-worker': resolve('src/server/db/pglite-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // The sandboxed preload cannot require packages: bundle everything into it.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react()],
    build: {
      // electron-vite leaves the renderer unminified; the web host serves this same out/renderer. Screens are lazy
      // chunks (lazyScreen in src/renderer/lib/lazy-screen.tsx): `npm run bench:bundle` prints the first load.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
