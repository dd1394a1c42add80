/** npm run catalogue:build [-- --data <shared/data> --out <dir>]: rebuilds resources/catalogue from the shared data. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCatalogue } from './build';
import { defaultDataDir } from './sources';

import { DEFAULT_CATALOGUE_DIR } from '../../src/server/paths';

const { values } = parseArgs({ options: { data: { type: 'string' }, out: { type: 'string' } } });
const out = path.resolve(values.out ?? DEFAULT_CATALOGUE_DIR);
const t0 = Date.now();
const { files, summary } = buildCatalogue(values.data ?? defaultDataDir());
// The directory is entirely generated, so stale files from an older build must go.
rmSync(out, { recursive: true, force: true });
let bytes = 0;
for (const [rel, content] of files) {
  const file = path.join(out, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  bytes += Buffer.byteLength(content);
}
console.log(JSON.stringify({ out, files: files.size, megabytes: Math.round(bytes / 1e4) / 100, ms: Date.now() - t0, ...summary }, null, 2));
