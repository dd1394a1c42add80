import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `src/web-host/cli.ts` (the built renderer, the real bridge, an embedded server) and waits until it is ready. */
export async function startWebHost(
  env: Record<string, string>,
  waitMs = 600_000,
): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/web-host/cli.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let url = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web host did not start in ${waitMs / 1000} s:\n${output}`)), waitMs);
    const onData = (buf: Buffer) => {
      output += buf.toString();
      const ready = /Kosár web host ready at (http:\/\/[^\s]+)/.exec(output);
      if (ready) {
        url = ready[1]!;
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
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      // A clean stop closes the database; only a host that has not stopped within 30 s is killed.
      const grace = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(grace);
    },
  };
}
