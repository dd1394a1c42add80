/**
 * Parses the export in a worker thread (parse-worker.ts), so the server answers while a file is read. From source
 * the worker runs through ../ts-worker.mjs; the built app passes the compiled worker's path (ServerOptions.feedWorkerPath).
 */
import { startWorkerThread } from '../worker-thread';
import type { MonitorCategory } from './categories';
import type { ParsedExport } from './export';
import { FeedError, type FeedErrorKind, type FeedProblem } from './problems';
import type { ParseRequest } from './parse-worker';

type Reply = { ok: true; parsed: ParsedExport } | { ok: false; kind: FeedErrorKind; message: string; problems: FeedProblem[] };

export async function parseExportInWorker(
  file: Buffer,
  tree: ReadonlyMap<number, MonitorCategory>,
  opts: { workerPath?: string; limits?: ParseRequest['limits'] } = {},
): Promise<ParsedExport> {
  let worker;
  try {
    worker = startWorkerThread({ source: 'feed/parse-worker.ts', built: 'feed-worker.js', path: opts.workerPath });
  } catch (err) {
    throw new FeedError('format', `the export parser is missing: ${(err as Error).message}`);
  }
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
