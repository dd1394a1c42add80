import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { buildApp } from '../app';
import { openDb } from '../db/open';
import type { Db, Queryable } from '../db/db';
import { outboxMailer, smtpMailer } from './transport';
import { resetMail } from './reset-message';
import { MemoryMailer } from '../../../tests/support/server/test-helper';
import type { FastifyInstance } from 'fastify';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that keeps what it receives. */
async function startSmtp(opts: { onConnect?: (done: () => void) => void } = {}): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (opts.onConnect) opts.onConnect(() => callback());
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, inbox };
}

/** Undo quoted-printable so links and accented text can be read back. */
function decodeQp(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  return Buffer.from(soft.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

describe('password reset over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtp();
    db = await openDb({});
    app = await buildApp({ db, mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), publicUrl: 'https://kosar.example' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await new Promise<void>((r) => smtp?.server.close(() => r()));
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, body?: object, headers?: Record<string, string>) =>
    app.inject({ method, url: `/api/v1${url}`, payload: body, headers });

  it('mails a single-use link, sets the new password with it and signs the user in', async () => {
    expect((await call('POST', '/register', { email: 'reka@example.com', password: 'old-secret', firstname: 'Réka' })).statusCode).toBe(200);

    const unknown = await call('GET', '/password?email=ghost@example.com');
    const known = await call('GET', '/password?email=reka@example.com', undefined, { 'accept-language': 'hu' });
    // The same answer whether or not the account exists.
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await expect.poll(() => smtp.inbox.length, { timeout: 180_000 }).toBe(1);
    expect(smtp.inbox[0].to).toEqual(['reka@example.com']);

    const mail = decodeQp(smtp.inbox[0].raw);
    expect(mail).toContain('Kedves Réka!');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');
    const key = /kosar:\/\/reset-password\?key=([A-Za-z0-9_-]+)&email=reka%40example\.com/.exec(mail)?.[1];
    expect(key).toBeTruthy();
    expect(mail).toContain(`https://kosar.example/reset-password?key=${key}&email=reka%40example.com`);

    // The https fallback page opens the app link.
    const page = await app.inject({ method: 'GET', url: `/reset-password?key=${key}&email=reka%40example.com` });
    expect(page.body).toContain(`kosar://reset-password?key=${key}`);

    const reset = await call('PUT', '/password', { key, email: 'reka@example.com', password: 'new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, email: 'reka@example.com', has_zone: false });
    expect(reset.json().token).toBeTruthy();

    expect((await call('POST', '/login', { email: 'reka@example.com', password: 'old-secret' })).statusCode).toBe(400);
    expect((await call('POST', '/login', { email: 'reka@example.com', password: 'new-secret' })).statusCode).toBe(200);

    const again = await call('PUT', '/password', { key, email: 'reka@example.com', password: 'third-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_KEY_INVALID');
  });

  it('a key is refused after one hour and for another e-mail', async () => {
    await call('GET', '/password?email=reka@example.com');
    await expect.poll(() => smtp.inbox.length, { timeout: 180_000 }).toBe(2);
    const key = /key=([A-Za-z0-9_-]+)/.exec(decodeQp(smtp.inbox[1].raw))?.[1];
    const rows = await db.query<{ created_at: Date; expires_at: Date }>('SELECT created_at, expires_at FROM password_resets WHERE used_at IS NULL');
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].expires_at).getTime() - new Date(rows[0].created_at).getTime()).toBe(3600_000);
    const other = await call('PUT', '/password', { key, email: 'someone@example.com', password: 'whatever1' });
    expect(other.json().code).toBe('RESET_KEY_INVALID');
    await db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    const late = await call('PUT', '/password', { key, email: 'reka@example.com', password: 'whatever1' });
    expect(late.json().code).toBe('RESET_KEY_INVALID');
  });
});

describe('the reset request answers before any mail is sent', () => {
  it('answers while the SMTP server still holds the connection, and the mail is delivered afterwards', async () => {
    // An SMTP peer on loopback that accepts the connection but says nothing until released.
    const held: Array<() => void> = [];
    let release = false;
    const smtp = await startSmtp({ onConnect: (done) => (release ? done() : held.push(done)) });
    const db = await openDb({});
    const app = await buildApp({ db, mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), passwordCost: { N: 2 ** 12, r: 8, p: 1 } });
    try {
      const call = (url: string, body?: object) => app.inject({ method: body ? 'POST' : 'GET', url: `/api/v1${url}`, payload: body });
      expect((await call('/register', { email: 'held@example.com', password: 'secret123', firstname: 'Hédi' })).statusCode).toBe(200);

      // Before the fix this await lasts until the SMTP peer answers, which it never does while held.
      const res = await call('/password?email=held@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'EMAIL_SENT' });
      expect(smtp.inbox).toHaveLength(0);

      await expect.poll(() => held.length, { timeout: 180_000 }).toBe(1);
      release = true;
      for (const done of held.splice(0)) done();
      await expect.poll(() => smtp.inbox.length, { timeout: 180_000 }).toBe(1);
      expect(smtp.inbox[0].to).toEqual(['held@example.com']);
      expect(decodeQp(smtp.inbox[0].raw)).toMatch(/kosar:\/\/reset-password\?key=[A-Za-z0-9_-]{43}&email=held%40example\.com/);
    } finally {
      release = true;
      for (const done of held.splice(0)) done();
      await app.close();
      await db.close();
      await new Promise<void>((r) => smtp.server.close(() => r()));
    }
  });
});

/** The shape of a statement's parameters: a 64-hex hash, another string, a number, ... — not the values. */
const shapeOf = (v: unknown) => (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? 'sha256' : v instanceof Date ? 'date' : typeof v);

/** The same database, with every statement the server sends on it written down in order. */
function recording(db: Db): { db: Db; steps: string[] } {
  const steps: string[] = [];
  const note = (where: string, sql: string, params?: readonly unknown[]) =>
    steps.push(`${where}: ${sql.replace(/\s+/g, ' ').trim()} [${(params ?? []).map(shapeOf).join(',')}]`);
  const wrap = (q: Queryable, where: string): Queryable => ({
    query: (sql, params) => {
      note(where, sql, params);
      return q.query(sql, params);
    },
  });
  const proxy: Db = {
    get kind() {
      return db.kind;
    },
    lookups: wrap(db.lookups, 'lookup'),
    query: (sql, params) => {
      note('query', sql, params);
      return db.query(sql, params);
    },
    transaction: (fn) => {
      steps.push('BEGIN');
      return db.transaction((tx) => fn(wrap(tx, 'tx'))).finally(() => steps.push('END'));
    },
    tryAdvisoryLock: (key) => db.tryAdvisoryLock(key),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  } as Db;
  return { db: proxy, steps };
}

describe('equal work for a known and an unknown address', () => {
  it('answers before any work on the address, then runs the same statements with the same kinds of parameters either way', async () => {
    const base = await openDb({});
    const rec = recording(base);
    const mailer = new MemoryMailer();
    const app = await buildApp({ db: rec.db, mailer, passwordCost: { N: 2 ** 12, r: 8, p: 1 } });
    try {
      const call = (url: string, body?: object) => app.inject({ method: body ? 'POST' : 'GET', url: `/api/v1${url}`, payload: body });
      expect((await call('/register', { email: 'known@example.com', password: 'secret123', firstname: 'Kati' })).statusCode).toBe(200);

      rec.steps.length = 0;
      const known = await call('/password?email=known@example.com');
      // The answer is out before a single statement ran: whatever the work costs, the answer's time cannot show it.
      expect(rec.steps).toEqual([]);
      await app.afterAnswer.idle();
      const knownSteps = rec.steps.splice(0);
      const unknown = await call('/password?email=nobody@example.com');
      expect(rec.steps).toEqual([]);
      await app.afterAnswer.idle();
      const unknownSteps = rec.steps.splice(0);

      expect(known.json()).toEqual(unknown.json());
      expect(knownSteps.length).toBeGreaterThan(0);
      expect(knownSteps.some((st) => st.includes('sha256'))).toBe(true);
      expect(unknownSteps).toEqual(knownSteps);
      // Only the known address gets a mail, sent from the queue after the answer.
      await app.mailQueue.idle();
      expect(mailer.sent.map((m) => m.to)).toEqual(['known@example.com']);
      const rows = await base.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets');
      expect(rows[0].n).toBe(1);
    } finally {
      await app.close();
      await base.close();
    }
  });
});

describe('the outbox without SMTP', () => {
  it('logs only the file path, never the link or the address, and writes the file 0600 in a 0700 folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kosar-outbox-'));
    const dir = join(root, 'outbox');
    const lines: string[] = [];
    try {
      const key = 'K'.repeat(43);
      const mail = resetMail({ lang: 'en', firstname: 'Olga', email: 'olga@example.com', key, publicUrl: 'https://kosar.example' });
      await outboxMailer(dir, (m) => lines.push(m)).send(mail);

      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const file = join(dir, files[0]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(file);
      for (const secret of [key, 'kosar://', 'reset-password', 'olga', '%40']) expect(lines[0]).not.toContain(secret);
      expect(files[0]).not.toContain('olga');

      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      // The link is in the file, for the local user to open.
      expect(decodeQp(await readFile(file, 'utf8'))).toContain(`kosar://reset-password?key=${key}`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("the server's shutdown and its mail queue", () => {
  it('closing the server sends a queued reset mail first, and abandons one the mail server never takes', async () => {
    const db = await openDb({});
    const cost = { N: 2 ** 12, r: 8, p: 1 };
    const request = (app: FastifyInstance, email: string) => app.inject({ method: 'GET', url: `/api/v1/password?email=${encodeURIComponent(email)}` });
    try {
      const mailer = new MemoryMailer();
      const first = await buildApp({ db, mailer, passwordCost: cost });
      await first.inject({ method: 'POST', url: '/api/v1/register', payload: { email: 'quit@example.com', password: 'secret123', firstname: 'Q' } });
      expect((await request(first, 'quit@example.com')).statusCode).toBe(200);
      await first.close();
      expect(mailer.sent.map((m) => m.to)).toEqual(['quit@example.com']);

      // A mail server that accepts nothing: the close still ends, after the drain time, and says what it dropped.
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, cb) {
          lines.push(chunk.toString());
          cb();
        },
      });
      const stuck = await buildApp({ db, mailer: { send: () => new Promise<void>(() => {}) }, passwordCost: cost, mailQueue: { drainMs: 0 }, logger: { level: 'warn', stream } });
      expect((await request(stuck, 'quit@example.com')).statusCode).toBe(200);
      // The key is written after the answer; then the mail waits in the queue for a mail server that never takes it.
      await stuck.afterAnswer.idle();
      expect(stuck.mailQueue.pending).toBe(1);
      await stuck.close();
      expect(lines.join('')).toContain('abandoned 1');
      expect(lines.join('')).not.toContain('quit@');
    } finally {
      await db.close();
    }
  });
});
