import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse } from '../../shared/api/auth';
import { ErrorBody } from '../../shared/api/common';
import { dbKinds, freshDb, testServer, type TestServer } from '../test-helper';

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
});
