/**
 * Parses the export in a worker thread (parse-worker.ts), so the server answers while a file is read. From source
 * the worker runs through ts-worker.mjs; the built app passes the compiled worker's path (ServerOptions.feedWorkerPath).
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { MonitorCategory } from './categories';
import type { ParsedExport } from './export';
import { FeedError, type FeedErrorKind, type FeedProblem } from './problems';
import type { ParseRequest } from './parse-worker';

type Reply = { ok: true; parsed: ParsedExport } | { ok: false; kind: FeedErrorKind; message: string; problems: FeedProblem[] };

/** Where the worker is: an explicit path, the compiled file beside this bundle, or the source through ts-worker.mjs. */
function workerFor(path: string | undefined): Worker {
  if (path) return new Worker(path);
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // The file names are built at run time so that a bundler does not take them for assets of its own.
    const entry = new URL(['.', 'parse-worker.ts'].join('/'), here).href;
    return new Worker(new URL(['.', 'ts-worker.mjs'].join('/'), here), { workerData: { entry } });
  }
  for (const rel of ['feed-worker.js', '../feed-worker.js']) {
    const url = new URL(rel, here);
    if (existsSync(url)) return new Worker(url);
  }
  throw new FeedError('format', 'the export parser (feed-worker.js) is missing from this build');
}

export async function parseExportInWorker(
  file: Buffer,
  tree: ReadonlyMap<number, MonitorCategory>,
  opts: { workerPath?: string; limits?: ParseRequest['limits'] } = {},
): Promise<ParsedExport> {
  const worker = workerFor(opts.workerPath);
  try {
    const offers: ParsedExport['offers'] = [];
    const reply = await new Promise<Reply>((resolve, reject) => {
      worker.on('message', (m: Reply | { offers: ParsedExport['offers'] }) => {
        if ('offers' in m) offers.push(...m.offers);
        else resolve(m);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the export parser stopped (exit code ${code})`)));
      const req: ParseRequest = { file: new Uint8Array(file.buffer, file.byteOffset, file.byteLength), tree: [...tree], limits: opts.limits ?? {} };
      worker.postMessage(req);
    });
    if (!reply.ok) throw new FeedError(reply.kind, reply.message, reply.problems);
    return { ...reply.parsed, offers };
  } catch (err) {
    if (err instanceof FeedError) throw err;
    throw new FeedError('format', `the export could not be read: ${(err as Error).message}`);
  } finally {
    await worker.terminate();
  }
}
