/**
 * `npm run catalogue:update`: one update from the price monitor, into the same database `npm run server` uses
 * (DATABASE_URL, or PGlite in KOSAR_DATA_DIR, default .data/server). A server started afterwards, or one already
 * running on the same PostgreSQL, serves what it fetched. Addresses: KOSAR_FEED_URL, KOSAR_FEED_EXPORT_URL.
 */
import { serverDataDir, catalogueDirFromEnv } from '../paths';
import { openServerDb } from '../start';
import { feedClientFromEnv } from './client';
import { describeProblem, FeedError } from './problems';
import { runFeedUpdate } from './update';

const db = await openServerDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: serverDataDir(), catalogueDir: catalogueDirFromEnv() });
let code = 0;
try {
  let last = -1;
  const { report, problems } = await runFeedUpdate(db, feedClientFromEnv(), {
    log: (m) => console.log(m),
    onProgress: (p) => {
      const pct = Math.floor(p.fraction * 100);
      if (pct >= last + 10 || pct === 100) {
        last = pct;
        console.log(`${String(pct).padStart(3)}% ${p.phase}`);
      }
    },
  });
  console.log(JSON.stringify({ ...report, problems: problems.length }, null, 2));
  for (const p of problems.slice(0, 50)) console.log(describeProblem(p));
} catch (err) {
  code = err instanceof FeedError && err.kind === 'busy' ? 75 : 1;
  console.error(err instanceof FeedError ? `Update failed (${err.kind}): ${err.message}` : err);
} finally {
  await db.close();
}
process.exit(code);
