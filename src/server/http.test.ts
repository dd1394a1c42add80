import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { connect, type AddressInfo } from 'node:net';
import { ErrorBody } from '../shared/api/common';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './start';
import { RawJson } from './http';
import { buildApp } from './app';
import { openDb } from './db/open';
import { MemoryMailer } from '../../tests/support/server/test-helper';

describe('RawJson', () => {
  it('appends pre-serialised fields to the serialised base', () => {
    const raw = new RawJson({ id: 1, name: 'tej "UHT"' }, { history: '[{"week":"2026-01-05","price":379}]' });
    expect(JSON.parse(raw.text)).toEqual({ id: 1, name: 'tej "UHT"', history: [{ week: '2026-01-05', price: 379 }] });
  });

  it('works on an empty base and with no fields', () => {
    expect(JSON.parse(new RawJson({}, { a: '1', b: 'null' }).text)).toEqual({ a: 1, b: null });
    expect(new RawJson({ x: [1] }, {}).text).toBe('{"x":[1]}');
  });
});

describe('request logs', () => {
  it('never carry a query string: no reset key, no e-mail address, no other parameter', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        cb();
      },
    });
    const db = await openDb({});
    const app = await buildApp({ db, mailer: new MemoryMailer(), logger: { level: 'info', stream }, passwordCost: { N: 2 ** 12, r: 8, p: 1 } });
    try {
      const key = 'Zq'.repeat(21) + 'x';
      await app.inject({ method: 'GET', url: '/api/v1/password?email=private.person%40example.com' });
      await app.inject({ method: 'GET', url: `/reset-password?key=${key}&email=private.person%40example.com` });
      await app.inject({ method: 'GET', url: '/api/v1/categories/1/products?sub=7&secret=hunter2' });
      const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
      // The requests are still logged, by path.
      expect(urls).toEqual(expect.arrayContaining(['/api/v1/password?[redacted]', '/reset-password?[redacted]', '/api/v1/categories/1/products?[redacted]']));
      const all = lines.join('\n');
      for (const secret of [key, 'private.person', 'example.com', 'key=', 'email=', 'hunter2', 'sub=7']) expect(all).not.toContain(secret);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

/** Sends raw bytes to a listening server and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (c: Buffer) => (got += c.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head, ...rest] = got.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(got.slice(0, 200))}`));
      else resolve({ status, headers: head!, body: rest.join('\r\n\r\n') });
    });
    socket.write(text);
  });
}

describe('answers the HTTP parser gives before routing', () => {
  it('a URL or headers over 16 KB (431) and a malformed request (400) come in the error shape of every other answer', async () => {
    const db = await openDb({});
    const app = await buildApp({ db, mailer: new MemoryMailer() });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const cases = [
        [`GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${'a'.repeat(17_000)}\r\n\r\n`, 431, 'PAYLOAD_TOO_LARGE'],
        [`GET /api/v1/products/1?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 431, 'PAYLOAD_TOO_LARGE'],
        [`GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n`, 400, 'VALIDATION'],
      ] as const;
      for (const [text, status, code] of cases) {
        const res = await rawRequest(port, text);
        expect(res.status, res.headers).toBe(status);
        expect(res.headers.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
        expect(ErrorBody.parse(JSON.parse(res.body)), res.body).toMatchObject({ success: false, code });
      }
      // The server still answers on a new connection.
      expect((await rawRequest(port, 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('a server for this machine only (loopbackHostOnly)', () => {
  it("answers only requests whose Host is its own loopback address and port (DNS rebinding)", async () => {
    const db = await openDb({});
    const app = await buildApp({ db, mailer: new MemoryMailer(), loopbackHostOnly: true });
    const open = await buildApp({ db, mailer: new MemoryMailer() });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await open.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const get = (p: number, host: string | null, path = '/api/v1/health') =>
        rawRequest(p, `GET ${path} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`);
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`]) {
        expect((await get(port, host)).status, host).toBe(200);
      }
      for (const host of [`rebound.example:${port}`, 'rebound.example', '127.0.0.1', `127.0.0.1:${port + 1}`, `localhost.rebound.example:${port}`, `127.0.0.2:${port}`, '', `127.0.0.1:${port}@rebound.example`]) {
        for (const path of ['/api/v1/health', '/health', '/media/x.png', '/reset-password', '/api/v1/lists']) {
          const res = await get(port, host, path);
          expect(res.status, `${host} ${path}`).toBe(421);
          expect(ErrorBody.parse(JSON.parse(res.body))).toMatchObject({ success: false, code: 'VALIDATION' });
        }
      }
      // HTTP/1.0 may leave the Host out: refused too.
      expect((await rawRequest(port, 'GET /api/v1/health HTTP/1.0\r\n\r\n')).status).toBe(421);
      // Without the option a server answers any Host (a server behind a proxy on loopback).
      const openPort = (open.server.address() as AddressInfo).port;
      expect((await get(openPort, `rebound.example:${openPort}`)).status).toBe(200);
    } finally {
      await app.close();
      await open.close();
      await db.close();
    }
  });

  it('is refused at start-up on an address that is not loopback, before the database is opened', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kosar-host-'));
    try {
      await expect(startServer({ dataDir, host: '0.0.0.0', port: 0, loopbackHostOnly: true, feed: 'off' })).rejects.toThrow(/loopback/);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
