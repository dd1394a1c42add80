import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts one web host (built renderer + real bridge + embedded server on a fresh data folder) for the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.KOSAR_WEB_URL) return async () => {};
  const dataDir = mkdtempSync(join(tmpdir(), 'kosar-e2e-'));
  const port = process.env.KOSAR_E2E_PORT ?? '5174';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/web-host/cli.ts'], {
    env: { ...process.env, PORT: port, KOSAR_DATA_DIR: dataDir, KOSAR_WEB_TEST_HOOKS: '1', KOSAR_FEED: process.env.KOSAR_FEED ?? 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web host did not start in 180 s:\n${output}`)), 180_000);
    const onData = (buf: Buffer) => {
      output += buf.toString();
      if (output.includes('Kosár web host ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited with ${code}:\n${output}`));
    });
  });
  process.env.KOSAR_WEB_URL = `http://127.0.0.1:${port}`;
  process.env.KOSAR_E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}
