/**
 * src/main/server-child.ts as main starts it, with ways to fail that only tests can reach (the packaged app never
 * runs this file): `--crash-on-start` throws before the server has started, `--hang` never answers (and is not the
 * server at all), `--fake-ready` says ready without starting anything; after start, the message
 * `{ test: 'crash', how: 'throw' | 'reject' }` makes the server process fail the way a bug would.
 */
const mode = process.argv[2];

if (mode === '--hang') {
  setInterval(() => {}, 60_000);
} else if (mode === '--fake-ready') {
  process.on('message', () => process.send!({ type: 'ready', url: 'http://127.0.0.1:9', pid: process.pid }));
} else {
  await import('../../src/main/server-child');
  if (mode === '--crash-on-start') {
    setImmediate(() => {
      throw new Error('test crash on start');
    });
  }
  process.on('message', (m: { test?: string; how?: string }) => {
    if (m?.test !== 'crash') return;
    setImmediate(() => {
      if (m.how === 'reject') void Promise.reject(new Error('test rejection'));
      else throw new Error('test crash');
    });
  });
}

export {};
