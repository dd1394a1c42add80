import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { openDb } from '../db/open';
import type { Db } from '../db/db';
import { smtpMailer } from './transport';
import type { FastifyInstance } from 'fastify';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
    await expect.poll(() => smtp.inbox.length, { timeout: 10_000 }).toBe(1);
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
    await expect.poll(() => smtp.inbox.length, { timeout: 10_000 }).toBe(2);
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
