/**
 * The export's parser in a worker thread: the server's event loop goes on answering while a file is unzipped and
 * read, and the worker's memory goes with it when it ends. Messages: in, { file, tree, limits }; out, { ok, parsed }
 * or { ok: false, kind, message, problems }, after the offers in messages { offers } of OFFERS_PER_MESSAGE each.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { MonitorCategory } from './categories';
import { parseExport } from './export';
import { FeedError } from './problems';
import { runInBackground } from '../worker-thread';

export interface ParseRequest {
  file: Uint8Array;
  tree: Array<[number, MonitorCategory]>;
  limits: { maxUnzipped?: number; maxRows?: number };
}

/** Offers per message back to the server. */
const OFFERS_PER_MESSAGE = 1_000;

const port = parentPort;
if (port) {
  // The parse is a second or more of CPU: on a busy machine the server's thread answering reads goes first.
  runInBackground();
  port.once('message', (req: ParseRequest) => {
    const file = Buffer.from(req.file.buffer, req.file.byteOffset, req.file.byteLength);
    parseExport(file, new Map(req.tree), req.limits).then(
      (parsed) => {
        // The offers in slices: the server's thread reads each message whole, and one of 20,000 offers held it.
        for (let i = 0; i < parsed.offers.length; i += OFFERS_PER_MESSAGE) port.postMessage({ offers: parsed.offers.slice(i, i + OFFERS_PER_MESSAGE) });
        port.postMessage({ ok: true, parsed: { ...parsed, offers: [] } });
      },
      (err: unknown) => {
        const e = err instanceof FeedError ? err : new FeedError('format', (err as Error)?.message ?? String(err));
        port.postMessage({ ok: false, kind: e.kind, message: e.message, problems: e.problems });
      },
    );
  });
  // Started from source by ts-worker.mjs, which passes nothing else: nothing to read from workerData.
  void workerData;
}
