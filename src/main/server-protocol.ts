import { z } from 'zod';

/**
 * What main and the server's own process (src/main/server-child.ts) say to each other. Main starts the child and
 * sends it `start`; the child answers `ready` (or `error`) once, and stops on `shutdown`. Nothing else crosses: the
 * child knows no token and no window.
 */

/**
 * The server's options as they cross to the child: ServerOptions that survive JSON (no functions). Fields not listed
 * here are passed on to startServer as they are, so a new ServerOptions field needs no change here.
 */
export const ChildServerOptions = z.looseObject({
  dataDir: z.string().min(1),
  catalogueDir: z.string().min(1).optional(),
  databaseUrl: z.string().min(1).optional(),
  smtpUrl: z.string().min(1).optional(),
  feed: z.enum(['auto', 'manual', 'off']).optional(),
  authRateLimit: z.number().int().positive().optional(),
  feedWorkerPath: z.string().min(1).optional(),
  dbWorkerPath: z.string().min(1).optional(),
  logger: z.union([z.boolean(), z.record(z.string(), z.unknown())]).optional(),
});
export type ChildServerOptions = z.infer<typeof ChildServerOptions>;

export const ToChild = z.discriminatedUnion('type', [
  /** `port` is the one to try first (the previous one, after a restart); a random one when it is taken or 0. */
  z.object({ type: z.literal('start'), options: ChildServerOptions, port: z.number().int().min(0).max(65535) }),
  z.object({ type: z.literal('shutdown') }),
]);
export type ToChild = z.infer<typeof ToChild>;

const LoopbackUrl = z.url({ protocol: /^http$/ }).refine((u) => new URL(u).hostname === '127.0.0.1', 'not a loopback address');

export const FromChild = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), url: LoopbackUrl, pid: z.number().int().positive() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type FromChild = z.infer<typeof FromChild>;

/** The child's exit codes other than 0 (asked to stop, and stopped cleanly). */
export const EXIT = {
  /** An uncaught exception, an unhandled rejection, or the event loop left with nothing to do. */
  fatal: 70,
  /** The server could not start (database, catalogue, port). */
  startFailed: 71,
  /** Asked to stop, but closing failed or took too long. */
  closeFailed: 72,
} as const;
