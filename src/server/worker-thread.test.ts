import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, runInBackground, startWorkerThread } from './worker-thread';

/** Each thread of this process with its niceness (Linux: field 19 of /proc/self/task/<tid>/stat). */
const niceness = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
  });

describe.runIf(process.platform === 'linux')('the export parser runs below the server thread', () => {
  it('lowers its own thread only: the server thread, which answers reads, keeps its priority', async () => {
    const before = getPriority(process.pid);
    const worker = startWorkerThread({ source: 'feed/parse-worker.ts', built: 'feed-worker.js' });
    try {
      await new Promise((resolve) => worker.once('online', resolve));
      // The worker lowers itself as it loads: wait for a thread of this process at the background niceness.
      let lowered: Array<{ tid: number; nice: number }> = [];
      while (!lowered.length) {
        await new Promise((r) => setTimeout(r, 20));
        lowered = niceness().filter((t) => t.nice === BACKGROUND_NICENESS);
      }
      expect(lowered).toHaveLength(1);
      expect(lowered[0]!.tid).not.toBe(process.pid);
      expect(getPriority(process.pid)).toBe(before);
    } finally {
      await worker.terminate();
    }
    // Its thread gone, no thread of the process is left lowered.
    expect(niceness().filter((t) => t.nice === BACKGROUND_NICENESS)).toEqual([]);
  });

  it('never lowers the main thread', () => {
    const before = getPriority(process.pid);
    expect(runInBackground()).toBeNull();
    expect(getPriority(process.pid)).toBe(before);
  });
});
