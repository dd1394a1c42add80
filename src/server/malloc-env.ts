/**
 * The memory allocator's settings for a process that runs the server, which glibc (Linux) reads once, when the
 * process starts: they go in the environment of the process that is started, never set from inside it.
 *
 * glibc gives each thread that allocates while another does its own arena, up to eight per core, and keeps what was
 * freed in them for later. The server's threads come and go (PGlite's, restarted after a large update; the export's
 * parser, one per update), and each left its arenas' freed memory behind: in `npm run bench:feed` resident memory
 * after each daily update was about 125 MB higher with the default than with two arenas, with the same
 * JavaScript heaps and PGlite's WebAssembly memory (docs/reliability.md). Other C libraries and systems ignore the
 * variable.
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** env with the server's allocator settings added; a value the user set stays. */
export function withServerMallocEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_MALLOC_ENV, ...env };
}

/** What to tell the operator of a server on Linux started without the settings (`npm run server` by hand); else null. */
export function mallocEnvHint(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string | null {
  if (platform !== 'linux' || env.MALLOC_ARENA_MAX !== undefined) return null;
  return 'MALLOC_ARENA_MAX is not set: set it to 2 in this server\'s environment to keep its memory flat across daily price updates (docs/reliability.md).';
}
