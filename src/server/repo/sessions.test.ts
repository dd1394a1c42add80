/** The remembered sessions: when a request may skip the database, and when it must not. */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db';
import { hashSecret } from '../security';
import { SessionCache } from './sessions';

const FAR = new Date(Date.now() + 10 * 86_400_000);
const row = { id: 7, email: 'anna@example.com', firstname: 'Anna', created_at: new Date(), expires_at: FAR };

/** A database whose answers the test holds: each session lookup waits until `answer` is called (a sliding expiry's update goes through). */
function heldDb() {
  const asked: Array<(rows: unknown[]) => void> = [];
  const db: Queryable = {
    query: <T>(sql: string) =>
      sql.startsWith('UPDATE') ? Promise.resolve([] as T[]) : new Promise<T[]>((resolve) => asked.push(resolve as (rows: unknown[]) => void)),
  } as Queryable;
  return { db, asked, answer: (rows: unknown[]) => asked.shift()!(rows) };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('SessionCache', () => {
  it('past its time, asks the database and waits for it when anything else could have changed the sessions', async () => {
    const d = heldDb();
    const cache = new SessionCache(0, () => false);
    const first = cache.user(d.db, 'token', new Date());
    d.answer([row]);
    expect((await first)?.id).toBe(7);
    let answered = false;
    const second = cache.user(d.db, 'token', new Date()).then((u) => ((answered = true), u));
    await settle();
    expect(d.asked).toHaveLength(1);
    expect(answered).toBe(false);
    // Ended elsewhere: the database says so, and the request is refused.
    d.answer([]);
    expect(await second).toBeNull();
  });

  it('while nothing else can change them (an update on PGlite), answers from memory and checks again behind', async () => {
    const d = heldDb();
    let updating = false;
    const cache = new SessionCache(0, () => updating);
    const first = cache.user(d.db, 'token', new Date());
    d.answer([row]);
    await first;
    updating = true;
    expect((await cache.user(d.db, 'token', new Date()))?.id).toBe(7);
    expect((await cache.user(d.db, 'token', new Date()))?.id).toBe(7);
    // One check behind the two answers, not one each.
    expect(d.asked).toHaveLength(1);
    d.answer([row]);
    await settle();
  });

  it("this process's sign-out ends a remembered session at once, even with a check under way", async () => {
    const d = heldDb();
    const cache = new SessionCache(0, () => true);
    const first = cache.user(d.db, 'token', new Date());
    d.answer([row]);
    await first;
    await cache.user(d.db, 'token', new Date());
    expect(d.asked).toHaveLength(1);
    cache.forgetToken(hashSecret('token'));
    // The check begun before the sign-out answers with the session as it was: not remembered.
    d.answer([row]);
    await settle();
    const after = cache.user(d.db, 'token', new Date());
    await settle();
    expect(d.asked).toHaveLength(1);
    d.answer([]);
    expect(await after).toBeNull();
  });

  it('a session past its end is not used from memory, updating or not', async () => {
    const d = heldDb();
    const cache = new SessionCache(60_000, () => true);
    const first = cache.user(d.db, 'token', new Date());
    d.answer([row]);
    const user = await first;
    const later = cache.user(d.db, 'token', new Date(user!.endsAt.getTime() + 1_000));
    await settle();
    expect(d.asked).toHaveLength(1);
    d.answer([]);
    expect(await later).toBeNull();
  });
});
