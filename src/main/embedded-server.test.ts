import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer, type ServerState } from './embedded-server';

let dataDir: string;
let server: EmbeddedServer | null = null;
const states: ServerState[] = [];

async function health(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(3000) })).status;
  } catch {
    return 0;
  }
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 300_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; states: ${states.join(' → ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kosar-embedded-'));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('embedded server', () => {
  it('starts on 127.0.0.1 with a random port and its data under the given folder', async () => {
    // Checks every 100 ms, each waiting as long as a loaded machine needs: a slow answer is not a crash (a test at
    // load 13 saw two 1 s time-outs in a row restart a healthy server); a crash answers at once, with an error.
    server = await startEmbeddedServer({ dataDir, healthIntervalMs: 100, healthTimeoutMs: 120_000, log: () => {}, onStatus: (s) => states.push(s) });
    const url = new URL(server.url());
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
    expect(await health(server.url())).toBe(200);
    expect(states).toEqual(['starting', 'ready']);
    expect(await readdir(dataDir)).toContain('pgdata');
  });

  it('reports a crash, restarts on the same data and answers again', async () => {
    const before = server!.url();
    // Write something, so the restart can be seen to keep the data folder.
    await server!.db().query('CREATE TABLE crash_probe (v text)');
    await server!.db().query("INSERT INTO crash_probe VALUES ('kept')");
    const crashedDb = server!.db();
    states.length = 0;
    await crashedDb.close();
    expect(await health(before)).not.toBe(200);

    await until('crashed → restarting → ready', () => states.at(-1) === 'ready');
    expect(states).toEqual(['crashed', 'restarting', 'ready']);
    expect(server!.db()).not.toBe(crashedDb);
    // The same port when it is free, so URLs the renderer already holds (images) keep working.
    expect(server!.url()).toBe(before);
    expect(await health(server!.url())).toBe(200);
    expect(await server!.db().query<{ v: string }>('SELECT v FROM crash_probe')).toEqual([{ v: 'kept' }]);
  });

  it('does not restart a healthy server', async () => {
    states.length = 0;
    await new Promise((r) => setTimeout(r, 600));
    expect(states).toEqual([]);
  });

  it('closes cleanly: the port is released, no further health checks or restarts', async () => {
    const url = server!.url();
    states.length = 0;
    await server!.close();
    server = null;
    expect(await health(url)).toBe(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(states).toEqual([]);
  });

  it('closing in the middle of a restart leaves no server running', async () => {
    states.length = 0;
    server = await startEmbeddedServer({
      dataDir,
      healthIntervalMs: 50,
      failuresBeforeRestart: 1,
      log: () => {},
      onStatus: (s) => states.push(s),
    });
    const url = server.url();
    await server.db().close();
    await until('the crash to be noticed', () => states.includes('crashed'));
    await server.close();
    server = null;
    const settled = states.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(states.slice(settled)).toEqual([]);
    expect(states.at(-1)).not.toBe('ready');
    expect(await health(url)).toBe(0);
  });
});
