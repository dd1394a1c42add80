#!/usr/bin/env node
// `npm run screens`: builds the app if it is not built, then takes the screenshot tour (tests/screens) into
// test-results/tour: every screen at 1280x800 and 390x844, in English and Hungarian.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';

process.chdir(new URL('..', import.meta.url).pathname);
const env = { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1', KOSAR_FEED: 'off', KOSAR_SCREENS: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env, shell: process.platform === 'win32' }).status ?? 1;
if (!existsSync('out/renderer/index.html') || process.argv.includes('--build')) {
  if (run('npx', ['electron-vite', 'build']) !== 0) process.exit(1);
}
rmSync('test-results/tour', { recursive: true, force: true });
mkdirSync('test-results/tour', { recursive: true });
const status = run('npx', ['playwright', 'test']);
console.log(
  status === 0 ? '\nScreens are in test-results/tour.' : '\nThe tour stopped early; what it took is in test-results/tour.',
);
process.exit(status);
