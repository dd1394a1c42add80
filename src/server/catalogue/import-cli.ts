/**
 * npm run catalogue:import -- --file arfigyelo_napi_termekadatok.xlsx [--shops shops.json]
 * Opens the database as the server does (DATABASE_URL, or PGlite in KOSAR_DATA_DIR, default .data/).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDb } from '../db/open';
import { loadSeed } from './load-seed';
import { DEFAULT_CATALOGUE_DIR } from './paths';
import { parseArfigyeloExcel, parseArfigyeloShops } from './arfigyelo';
import { FeedValidationError, applyPriceFeed, applyShopFeed } from './importer';

const { values } = parseArgs({ options: { file: { type: 'string' }, shops: { type: 'string' } } });
if (!values.file && !values.shops) {
  console.error('usage: npm run catalogue:import -- --file export.xlsx [--shops shops.json]');
  process.exit(2);
}

try {
  // Parse and validate everything before opening the database: a bad file changes nothing.
  const feed = values.file ? await parseArfigyeloExcel(values.file) : null;
  const shops = values.shops ? parseArfigyeloShops(JSON.parse(await readFile(values.shops, 'utf8'))) : null;
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATABASE_URL ? undefined : (process.env.KOSAR_DATA_DIR ?? '.data/') });
  try {
    await loadSeed(db, DEFAULT_CATALOGUE_DIR);
    if (feed) console.log(JSON.stringify({ prices: await applyPriceFeed(db, feed), skippedRows: feed.skipped }, null, 2));
    if (shops) console.log(JSON.stringify({ shops: await applyShopFeed(db, shops), skipped: shops.skipped }, null, 2));
  } finally {
    await db.close();
  }
} catch (err) {
  if (err instanceof FeedValidationError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
