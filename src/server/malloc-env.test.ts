import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mallocEnvHint, withServerMallocEnv } from './malloc-env';

describe("the server process's allocator settings", () => {
  it('are added to the environment of the process started, where glibc reads them at its start', () => {
    const env = withServerMallocEnv({ PATH: process.env.PATH });
    const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.env.MALLOC_ARENA_MAX))'], { env, encoding: 'utf8' });
    expect(r.stdout).toBe('2');
  });

  it('keep a value the user set', () => {
    expect(withServerMallocEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  it('are asked for by a server started by hand on Linux without them, and only then', () => {
    expect(mallocEnvHint('linux', {})).toMatch(/MALLOC_ARENA_MAX.*2/);
    expect(mallocEnvHint('linux', { MALLOC_ARENA_MAX: '2' })).toBeNull();
    expect(mallocEnvHint('win32', {})).toBeNull();
    expect(mallocEnvHint('darwin', {})).toBeNull();
  });
});
