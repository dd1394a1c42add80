/** Where `npm run server` and `npm run catalogue:update` keep their data: one rule, so both open the same database. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
