import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { RawJson } from './http';
import { buildApp } from './app';
import { openDb } from './db/open';
import { MemoryMailer } from './test-helper';

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
