// Runs a TypeScript worker from source (npm run server/web, tests): tsx's loader in this thread, then the entry.
// The built app starts its compiled worker directly and never loads this file.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
