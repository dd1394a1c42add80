/**
 * Starts one of the server's worker threads. From source (npm run server/web, tests) the TypeScript entry runs
 * through ts-worker.mjs; a built app runs the compiled entry, passed as `path` or found beside this bundle.
 */
import { existsSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

/** How much lower than the server's thread a background worker runs (a nice value: 0 normal, 19 lowest). */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority (Linux: niceness is per thread, and setpriority takes a thread's
 * id), so that on a busy machine the server's thread, which answers reads, gets a core before a long background job
 * such as parsing a price export. Returns the thread's niceness, or null where a thread cannot be told apart
 * (other systems: the whole process would be lowered, so nothing is changed).
 */
export function runInBackground(niceness = BACKGROUND_NICENESS): number | null {
  if (process.platform !== 'linux') return null;
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid) || tid === process.pid) return null;
    setPriority(tid, Math.max(getPriority(tid), niceness));
    return getPriority(tid);
  } catch {
    return null; // Not allowed or not there: the job runs at the normal priority.
  }
}

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
