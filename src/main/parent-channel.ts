/**
 * A child process's line to the process that started it, the same under Electron and plain Node: an Electron
 * utility process has `process.parentPort` (messages arrive as `event.data`), a Node child_process.fork child has
 * `process.send` and 'message'. The server's child entry runs on either, so tests need no Electron.
 */
export interface ParentChannel {
  readonly kind: 'electron' | 'node';
  /** Resolves once the message is handed to the channel (Node says when; Electron queues it at once). */
  post(message: unknown): Promise<void>;
  onMessage(fn: (message: unknown) => void): void;
  /** Called once when the parent is no longer there. */
  onParentGone(fn: () => void): void;
}

interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', fn: (event: { data: unknown }) => void): unknown;
}

type ProcessLike = Pick<NodeJS.Process, 'on' | 'once' | 'ppid'> & {
  parentPort?: ElectronParentPort | null;
  send?: (message: unknown, callback?: (err: Error | null) => void) => boolean;
  connected?: boolean;
};

/** How often the parent's pid is looked at: the backstop for a parent that died without closing the channel. */
const PARENT_CHECK_MS = 2_000;

/** The channel to this process's parent, or null when it was not started by Electron's utilityProcess or Node's fork. */
export function parentChannel(proc: ProcessLike = process as ProcessLike): ParentChannel | null {
  const port = proc.parentPort;
  const send = proc.send?.bind(proc);
  const firstParent = proc.ppid;
  const watchParent = (fn: () => void) => {
    // A parent that is gone leaves its children to another process (init, or a subreaper): the ppid changes.
    const timer = setInterval(() => {
      if (proc.ppid === firstParent) return;
      clearInterval(timer);
      fn();
    }, PARENT_CHECK_MS);
    timer.unref();
    return () => clearInterval(timer);
  };

  if (port) {
    return {
      kind: 'electron',
      post: async (message) => port.postMessage(message),
      onMessage: (fn) => void port.on('message', (event) => fn(event.data)),
      onParentGone: (fn) => void watchParent(once(fn)),
    };
  }
  if (send) {
    return {
      kind: 'node',
      post: (message) =>
        new Promise((resolve, reject) => {
          send(message, (err) => (err ? reject(err) : resolve()));
        }),
      onMessage: (fn) => void proc.on('message', fn),
      onParentGone: (fn) => {
        const gone = once(fn);
        const stop = watchParent(gone);
        proc.once('disconnect', () => {
          stop();
          gone();
        });
      },
    };
  }
  return null;
}

function once(fn: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
