import type { Db } from './db/db';

/** Loads the seed catalogue into the database when it is not there yet (wired to the catalogue's loader). */
export async function loadCatalogue(db: Db, dir: string, log: (msg: string) => void): Promise<void> {
  const { loadSeed } = await import('./catalogue/load-seed');
  const t0 = Date.now();
  const res = await loadSeed(db, dir);
  if (res.loaded) log(`catalogue loaded from ${dir} in ${Date.now() - t0} ms`);
}
