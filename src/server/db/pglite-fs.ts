/**
 * PGlite's data folder made durable and private.
 *
 * PGlite 0.5 starts PostgreSQL with `-F` (fsync off), and Emscripten's NODEFS has no fsync of its own, so nothing
 * it writes is ever flushed to disk (electric-sql/pglite issue 1107). Here PostgreSQL runs with fsync on and
 * `wal_sync_method=fsync`: every commit calls fsync() on the write-ahead log before it returns, checkpoints
 * fsync the data files before the log behind them is recycled, and new files and folders have their directory
 * flushed. Emscripten routes fsync() to the open stream's `fsync`, which NODEFS lacks; DurableNodeFS gives it
 * one that flushes the real file (fdatasync() stays a no-op in Emscripten, hence `wal_sync_method=fsync`).
 *
 * PGlite copies the folder it initialises with mode 0666 and 0755; DurableNodeFS strips the group and world bits
 * from every file and folder PGlite creates or changes the mode of, and `securePgliteDir` closes a folder left
 * open by an earlier version.
 */
import { closeSync, fsyncSync, lstatSync, openSync, readdirSync, chmodSync, constants } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Flushes one open file (or folder) of the data folder to stable storage. */
export type SyncFile = (fd: number, path: string) => void;

export const fsyncFile: SyncFile = (fd) => fsyncSync(fd);

/** PostgreSQL's start parameters with the flushes on. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults.filter((p) => p !== '-F'),
    ...['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on'],
  ];
}

const PRIVATE = ~0o077;

/** The parts of Emscripten's NODEFS that are changed here (its types are not published). */
interface Nodefs {
  realPath(node: unknown): string;
  tryFSOperation<T>(f: () => T): T;
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: {
    setattr(stream: unknown, attr: { mode?: number }): void;
    fsync?: (stream: { nfd?: number; node: unknown }) => number;
  };
}

type InitOptions = Parameters<NodeFS['init']>[1];

export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly syncFile: SyncFile,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: InitOptions) {
    const res = await super.init(pg, opts);
    const harden = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as Nodefs;
      const { mknod, setattr } = nodefs.node_ops;
      const setattrStream = nodefs.stream_ops.setattr;
      const privately = (attr: { mode?: number }) => (attr.mode == null ? attr : { ...attr, mode: attr.mode & PRIVATE });
      nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & PRIVATE, dev);
      nodefs.node_ops.setattr = (node, attr) => setattr(node, privately(attr));
      nodefs.stream_ops.setattr = (stream, attr) => setattrStream(stream, privately(attr));
      nodefs.stream_ops.fsync = (stream) => {
        // A failed flush reaches PostgreSQL as EIO (it then stops rather than acknowledge an unsaved commit).
        if (stream.nfd !== undefined) nodefs.tryFSOperation(() => this.syncFile(stream.nfd!, nodefs.realPath(stream.node)));
        return 0;
      };
    };
    const preRun = res.emscriptenOpts.preRun ?? [];
    return { emscriptenOpts: { ...res.emscriptenOpts, preRun: [...preRun, harden] } };
  }
}

const WINDOWS = process.platform === 'win32';

/**
 * Removes group and world access from the folder and everything under it; true when anything had it. With
 * `sync`, also flushes every file and then every folder (its entries) to disk, and the folder's own entry.
 * On Windows, POSIX modes mean nothing (the folder sits in the user's profile, private by its ACL) and folders
 * cannot be opened to flush; files are flushed through a descriptor that may write, as Windows requires.
 */
export function securePgliteDir(dir: string, opts: { sync: boolean; syncFile: SyncFile }): boolean {
  let loosened = false;
  const flush = (path: string, isDir: boolean) => {
    if (isDir && WINDOWS) return;
    const fd = openSync(path, isDir ? constants.O_RDONLY | constants.O_DIRECTORY : WINDOWS ? 'r+' : 'r');
    try {
      opts.syncFile(fd, path);
    } finally {
      closeSync(fd);
    }
  };
  const walk = (path: string) => {
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return;
    if (!WINDOWS && st.mode & 0o077) {
      loosened = true;
      chmodSync(path, st.mode & 0o700);
    }
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    if (opts.sync && (st.isDirectory() || st.isFile())) flush(path, st.isDirectory());
  };
  walk(dir);
  if (opts.sync) flush(dirname(dir), true);
  return loosened;
}
