#!/usr/bin/env node
// `npm start`: the app in Electron where it can start (building out/ first when it is missing or stale); otherwise the
// same build through the web host, opened in the default browser, with one line saying why. See scripts/launch.ts.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { start, realDeps } = await import('./launch.ts');
const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
process.exit(await start(realDeps(root)));
