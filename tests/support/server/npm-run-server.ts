import { spawn, type ChildProcess } from 'node:child_process';

/** `npm run server` as a child process; resolves with its URL once it listens. */
export function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', KOSAR_CATALOGUE_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 540_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

/** Resolves once the child has exited, also when it already had. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}
