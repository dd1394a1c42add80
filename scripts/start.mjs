#!/usr/bin/env node
// `npm start`: build the app and open it (embedded server, seeded catalogue). Where Electron cannot run, say so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
let electronPath;
try {
  electronPath = createRequire(import.meta.url)('electron');
} catch {
  electronPath = null;
}
if (!electronPath || !existsSync(electronPath)) {
  console.error(
    'The Electron binary is not installed (it is downloaded by `npm install` where the network allows).\n' +
      'To use Kosár in a browser instead, run: npm run web',
  );
  process.exit(1);
}
const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const app = spawnSync(electronPath, ['.'], { stdio: 'inherit' });
process.exit(app.status ?? 0);
