/**
 * Starts one of the server's worker threads. From source (npm run server/web, tests) the TypeScript entry runs
 * through ts-worker.mjs; a built app runs the compiled entry, passed as `path` or found beside this bundle.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export function startWorkerThread(opts: {
  /** The entry's source file, relative to src/server (e.g. 'db/pglite-worker.ts'). */
  source: string;
  /** The compiled entry's file name in a built app (e.g. 'db-worker.js'). */
  built: string;
  /** The compiled entry's path, when the caller knows it. */
  path?: string;
  data?: Record<string, unknown>;
}): Worker {
  if (opts.path) return new Worker(opts.path, { workerData: opts.data });
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // The file names are built at run time so that a bundler does not take them for assets of its own.
    const entry = new URL(['.', opts.source].join('/'), here).href;
    return new Worker(new URL(['.', 'ts-worker.mjs'].join('/'), here), { workerData: { ...opts.data, entry } });
  }
  for (const rel of [opts.built, `../${opts.built}`]) {
    const url = new URL(rel, here);
    if (existsSync(url)) return new Worker(url, { workerData: opts.data });
  }
  throw new Error(`${opts.built} is missing from this build`);
}
