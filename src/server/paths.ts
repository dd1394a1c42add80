/** The server's folders: its data, PGlite's folder in it, and the bundled catalogue. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** resources/catalogue in the repository (the embedded server's seed, written by `npm run catalogue:build`). */
export const DEFAULT_CATALOGUE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../resources/catalogue');

/** Where `npm run server` and `npm run catalogue:update` keep their data: one rule, so both open the same database. */
export function serverDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.KOSAR_DATA_DIR ?? '.data/server');
}

/** The bundled catalogue, or undefined when the folder has none. */
export function catalogueDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = resolve(env.KOSAR_CATALOGUE_DIR ?? 'resources/catalogue');
  return existsSync(join(dir, 'manifest.json')) ? dir : undefined;
}

/** PGlite's folder inside a data folder. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata');
