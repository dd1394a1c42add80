import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse } from '../../shared/api/auth';
import { ErrorBody } from '../../shared/api/common';
import { RULES } from '../../shared/rules';
import { SCRYPT_COST, hashPassword } from '../security';
import { dbKinds, freshDb, testServer, type TestServer } from '../../../tests/support/server/test-helper';

const DAY = 24 * 3600 * 1000;

const kinds = await dbKinds();

describe.each(kinds)('accounts on %s', (kind) => {
  let s: TestServer;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDb(kind);
    dispose = fresh.dispose;
    s = await testServer(fresh.db);
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  it('registers a user and answers with the login shape', async () => {
    const res = await s.call('POST', '/register', { body: { email: 'Eva@Example.com', password: 'secret1', firstname: 'Éva' } });
    expect(res.statusCode).toBe(200);
    const body = AuthResponse.parse(res.json());
    expect(body.email).toBe('eva@example.com');
    expect(body.has_zone).toBe(false);
    expect(body.user.firstname).toBe('Éva');
    const rows = await s.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', ['eva@example.com']);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain('secret1');
    const sessions = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.map((r) => r.token_hash)).not.toContain(body.token);
  });

  it.each([
    [{ email: 'eva@example.com', password: 'another1', firstname: 'X' }, 409, 'USED'],
    [{ email: 'not-an-email', password: 'secret1', firstname: 'X' }, 400, 'INVALID'],
    [{ email: 'new@example.com', password: '12345', firstname: 'X' }, 400, 'SHORTPASS'],
    [{ email: 'new@example.com', password: 'secret1' }, 400, 'VALIDATION'],
    [{ email: 'new@example.com', password: 'secret1', firstname: '   ' }, 400, 'VALIDATION'],
  ])('refuses registration %j with %i %s and stores nothing', async (body, status, code) => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const res = await s.call('POST', '/register', { body });
    expect(res.statusCode).toBe(status);
    const err = ErrorBody.parse(res.json());
    expect(err.code).toBe(code);
    expect(err.message).toBeTruthy();
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0].n).toBe(before[0].n);
  });

  it('signs in with the password, and refuses a wrong one the same way as an unknown e-mail', async () => {
    const ok = await s.call('POST', '/login', { body: { email: 'EVA@example.com ', password: 'secret1' } });
    expect(ok.statusCode).toBe(200);
    expect(AuthResponse.parse(ok.json()).user.email).toBe('eva@example.com');
    const wrong = await s.call('POST', '/login', { body: { email: 'eva@example.com', password: 'nope123' } });
    const unknown = await s.call('POST', '/login', { body: { email: 'ghost@example.com', password: 'nope123' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('silent login with email and token answers a fresh token and retires the old one', async () => {
    const first = AuthResponse.parse((await s.call('POST', '/login', { body: { email: 'eva@example.com', password: 'secret1' } })).json());
    const silent = await s.call('POST', '/login', { body: { email: 'eva@example.com', token: first.token } });
    expect(silent.statusCode).toBe(200);
    const second = AuthResponse.parse(silent.json());
    expect(second.token).not.toBe(first.token);
    expect((await s.call('POST', '/logout', { token: first.token })).statusCode).toBe(401);
    const again = await s.call('POST', '/login', { body: { email: 'eva@example.com', token: first.token } });
    expect(again.statusCode).toBe(401);
    const other = await s.call('POST', '/login', { body: { email: 'someone@example.com', token: second.token } });
    expect(other.statusCode).toBe(401);
  });

  it("answers 'Not authorized' for a missing, malformed or unknown token", async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Bearer nonsense-token-value' }, { authorization: 'Basic abc' }];
    for (const headers of variants) {
      const res = await s.call('POST', '/logout', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'NOT_AUTHORIZED', message: 'Not authorized' });
    }
  });

  it('logout revokes the token', async () => {
    const { token } = await s.signUp();
    expect((await s.call('POST', '/logout', { token })).statusCode).toBe(200);
    expect((await s.call('POST', '/logout', { token })).statusCode).toBe(401);
    expect((await s.call('POST', '/login', { body: { email: 'x@example.com', token } })).statusCode).toBe(401);
  });

  it('tokens expire after 30 days without use, and use extends them', async () => {
    const { token, email } = await s.signUp();
    s.clock.advance(29 * 24 * 3600 * 1000);
    // Used on day 29: the session slides to day 59.
    expect((await s.call('POST', '/login', { body: { email, token } })).statusCode).toBe(200);
    const { token: idle } = await s.signUp();
    s.clock.advance(31 * 24 * 3600 * 1000);
    expect((await s.call('POST', '/logout', { token: idle })).statusCode).toBe(401);
  });

  it('a session ends 90 days after sign-in even when it was used every few days', async () => {
    const { token } = await s.signUp();
    const zone = () => s.call('GET', '/zone', { token });
    for (let day = 20; day <= 80; day += 20) {
      s.clock.advance(20 * DAY);
      expect((await zone()).statusCode, `day ${day}`).not.toBe(401);
    }
    // Day 89 still inside both windows; day 91 past the absolute lifetime although used two days ago.
    s.clock.advance(9 * DAY);
    expect((await zone()).statusCode).not.toBe(401);
    s.clock.advance(2 * DAY);
    expect((await zone()).statusCode).toBe(401);
  });

  it('silent login does not restart the 90 days: the fresh token ends with the sign-in it descends from', async () => {
    const start = s.clock.now().getTime();
    const { email, token: first } = await s.signUp();
    let token = first;
    for (let i = 0; i < 3; i++) {
      s.clock.advance(25 * DAY);
      const res = await s.call('POST', '/login', { body: { email, token } });
      expect(res.statusCode, `silent login ${i}`).toBe(200);
      const body = AuthResponse.parse(res.json());
      expect(new Date(body.expires).getTime()).toBeLessThanOrEqual(start + RULES.session.absoluteTtlDays * DAY);
      token = body.token;
    }
    // Day 75 gave the newest token; on day 91 it is refused for reads and for another silent login.
    s.clock.advance(16 * DAY);
    expect((await s.call('GET', '/zone', { token })).statusCode).toBe(401);
    expect((await s.call('POST', '/login', { body: { email, token } })).statusCode).toBe(401);
    // Signing in with the password starts a new 90 days.
    expect((await s.call('POST', '/login', { body: { email, password: 'secret123' } })).statusCode).toBe(200);
  });

  it('refuses malformed JSON and wrong content types without a 5xx', async () => {
    const bad = await s.call('POST', '/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBody.parse(bad.json()).code).toBe('VALIDATION');
    const text = await s.call('POST', '/login', { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const big = await s.call('POST', '/register', { body: { email: 'a@b.hu', password: 'x'.repeat(300_000), firstname: 'A' } });
    expect(big.statusCode).toBe(413);
    expect(ErrorBody.parse(big.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unknown path answers 404 in the error shape', async () => {
    const res = await s.call('GET', '/nope');
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
  });

  it(`sends an account at most ${RULES.resetMailsPerDay} reset mails a day, answering every request the same`, async () => {
    const { email } = await s.signUp();
    const mailsTo = () => s.mailer.sent.filter((m) => m.to === email).length;
    const settled = async () => {
      await s.app.afterAnswer.idle();
      await s.app.mailQueue.idle();
    };
    const keyOf = (i: number) => /key=([A-Za-z0-9_-]+)/.exec(s.mailer.sent.filter((m) => m.to === email)[i]!.text)?.[1];
    const answers = new Set<string>();
    for (let i = 0; i < RULES.resetMailsPerDay + 3; i++) {
      const res = await s.call('GET', '/password', { query: { email } });
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
      s.clock.advance(60_000);
    }
    answers.add((await s.call('GET', '/password', { query: { email: 'no-account@example.com' } })).body);
    await settled();
    // The same answer for a fresh account, a capped one and none: the cap says nothing about an account.
    expect([...answers]).toEqual([JSON.stringify({ success: true, message: 'EMAIL_SENT' })]);
    expect(mailsTo()).toBe(RULES.resetMailsPerDay);
    // The requests over the cap did not retire the last mail's key: it still sets a password.
    const last = keyOf(RULES.resetMailsPerDay - 1);
    expect((await s.call('PUT', '/password', { body: { key: last, email, password: 'after-cap1' } })).statusCode).toBe(200);
    // A day after the first mail, another one may go.
    s.clock.advance(DAY - (RULES.resetMailsPerDay + 3) * 60_000);
    await s.call('GET', '/password', { query: { email } });
    await settled();
    expect(mailsTo()).toBe(RULES.resetMailsPerDay + 1);
  });
});

describe('rate limits', () => {
  let s: TestServer;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    dispose = fresh.dispose;
    s = await testServer(fresh.db, { rateLimits: { auth: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  it('slows brute force on login with 429 per e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await s.call('POST', '/login', { body: { email: 'victim@example.com', password: `guess${i}xx` } })).statusCode);
    }
    expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
    expect(codes.slice(3)).toEqual([429, 429]);
    const res = await s.call('POST', '/login', { body: { email: 'victim@example.com', password: 'guess' } });
    expect(ErrorBody.parse(res.json()).code).toBe('RATE_LIMITED');
  });

  // Each request from another client address, as from an attacker who rotates them: only the e-mail's counter applies.
  let from = 0;
  const login = (body: object) => {
    from++;
    return s.app.inject({ method: 'POST', url: '/api/v1/login', payload: body, remoteAddress: `10.0.${from >> 8}.${from & 255}` });
  };

  it("the per-e-mail limit counts failures only: the owner's sign-ins and silent logins are never counted, a valid token never refused", async () => {
    const { email, token: first } = await s.signUp('owner-ok@example.com', 'right-secret');
    for (let i = 0; i < 6; i++) {
      const res = await login({ email, password: 'right-secret' });
      expect(res.statusCode, `sign-in ${i + 1}: ${res.body}`).toBe(200);
    }
    let token = first;
    for (let i = 0; i < 6; i++) {
      const res = await login({ email, token });
      expect(res.statusCode, `silent login ${i + 1}: ${res.body}`).toBe(200);
      token = AuthResponse.parse(res.json()).token;
    }

    // Wrong passwords from rotating addresses: three are answered, the fourth is refused.
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await login({ email, password: `wrong-guess${i}` })).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    // The password stays locked for the minute, but the app's silent login with its valid token still works.
    expect((await login({ email, password: 'right-secret' })).statusCode).toBe(429);
    const silent = await login({ email, token });
    expect(silent.statusCode, silent.body).toBe(200);
    // A minute on, the password works again.
    s.clock.advance(60_000);
    expect((await login({ email, password: 'right-secret' })).statusCode).toBe(200);
  });
});

describe('separate rate limits per e-mail for login, register and reset', () => {
  let s: TestServer;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    dispose = fresh.dispose;
    s = await testServer(fresh.db, { rateLimits: { auth: { max: 10, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  it("ten failed logins do not block the owner's own password reset", async () => {
    const { email } = await s.signUp('owner@example.com', 'right-secret');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await s.call('POST', '/login', { body: { email, password: `wrong-guess${i}` } })).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(400), 429]);

    const reset = await s.call('GET', '/password', { query: { email } });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect.poll(() => s.mailer.sent.length, { timeout: 180_000 }).toBe(1);
    const key = /key=([A-Za-z0-9_-]+)/.exec(s.mailer.sent[0].text)?.[1];
    const set = await s.call('PUT', '/password', { body: { key, email, password: 'new-secret' } });
    expect(set.statusCode, set.body).toBe(200);
    // Registration is counted on its own too: the address is known, not rate-limited.
    expect((await s.call('POST', '/register', { body: { email, password: 'whatever1', firstname: 'X' } })).json().code).toBe('USED');
    // The login counter itself still holds.
    expect((await s.call('POST', '/login', { body: { email, password: 'new-secret' } })).statusCode).toBe(429);
  });
});

describe('scrypt at the OWASP cost, upgraded on sign-in', () => {
  let s: TestServer;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDb('pglite');
    dispose = fresh.dispose;
    // The real production cost, not the lower one most tests use.
    s = await testServer(fresh.db, { passwordCost: SCRYPT_COST });
  });
  afterAll(async () => {
    await s?.close();
    await dispose?.();
  });

  const storedHash = async (email: string) =>
    (await s.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]))[0].password_hash;

  it('hashes a new password with N=2^17, r=8, p=1 and keeps the parameters with the hash', async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    await s.signUp('new@example.com', 'secret123');
    expect(await storedHash('new@example.com')).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect((await s.call('POST', '/login', { body: { email: 'new@example.com', password: 'secret123' } })).statusCode).toBe(200);
  });

  it('an old N=2^14 hash still signs in and is rehashed at the new cost; a wrong password changes nothing', async () => {
    const old = await hashPassword('old-secret', { N: 2 ** 14, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    await s.db.query("INSERT INTO users (email, firstname, password_hash) VALUES ('old@example.com', 'Ottó', $1)", [old]);

    expect((await s.call('POST', '/login', { body: { email: 'old@example.com', password: 'wrong-one' } })).statusCode).toBe(400);
    expect(await storedHash('old@example.com')).toBe(old);

    expect((await s.call('POST', '/login', { body: { email: 'old@example.com', password: 'old-secret' } })).statusCode).toBe(200);
    const upgraded = await storedHash('old@example.com');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await s.call('POST', '/login', { body: { email: 'old@example.com', password: 'old-secret' } })).statusCode).toBe(200);
    expect(await storedHash('old@example.com')).toBe(upgraded);
  });

  it('a stored hash asking for an absurd cost is refused as a wrong password, not computed', async () => {
    const huge = (await hashPassword('whatever1', { N: 2 ** 12, r: 8, p: 1 })).replace(/^scrypt\$4096\$/, `scrypt$${2 ** 24}$`);
    await s.db.query("INSERT INTO users (email, firstname, password_hash) VALUES ('huge@example.com', 'H', $1)", [huge]);
    const res = await s.call('POST', '/login', { body: { email: 'huge@example.com', password: 'whatever1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});
