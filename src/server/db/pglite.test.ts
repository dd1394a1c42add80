import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, fsyncSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openPglite } from './pglite';
import type { Db } from './db';

/** Every file and folder under dir (dir included) whose mode lets its group or others in. */
function groupOrWorldAccessible(dir: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const st = lstatSync(path);
    if (st.mode & 0o077) open.push(`${path} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return open;
}

const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;

describe('PGlite in a data folder', () => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close().catch(() => {});
  });

  /**
   * A database whose file flushes are recorded in `events`, in the order they happen with the test's own marks.
   * Each flush is a real fsync; a flush of a write-ahead log segment also notes which markers the segment held
   * on disk at that moment.
   */
  async function observed(markers: () => string[]) {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-durable-'));
    const events: string[] = [];
    const db = await openPglite(dir, {
      syncFile(fd, path) {
        fsyncSync(fd);
        if (!WAL_SEGMENT.test(path)) return events.push(`sync ${path}`);
        const wal = readFileSync(path);
        const held = markers().filter((m) => wal.includes(m));
        events.push(`sync wal ${held.join(' ')}`.trim());
      },
    });
    opened.push(db);
    return { db, dir, events };
  }

  it('flushes the write-ahead log holding a write to disk before the write is acknowledged, and reads flush nothing', async () => {
    const markers: string[] = [];
    const mark = () => {
      const m = `durable-${randomBytes(6).toString('hex')}`;
      markers.push(m);
      return m;
    };
    const { db, events } = await observed(() => markers);
    await db.exec('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');

    // A single statement outside a transaction.
    const inserted = mark();
    events.length = 0;
    events.push('sent');
    await db.query('INSERT INTO notes (body) VALUES ($1)', [inserted]);
    events.push('acknowledged');
    const sent = events.indexOf('sent');
    const acked = events.indexOf('acknowledged');
    const flushed = events.findIndex((e) => e.startsWith('sync wal') && e.includes(inserted));
    expect(flushed, events.join('\n')).toBeGreaterThan(sent);
    expect(flushed, events.join('\n')).toBeLessThan(acked);

    // An update inside a transaction: flushed by its commit, before the transaction's promise resolves. (The new
    // value shares no first or last byte with the old one, so the log holds all of it.)
    const updated = mark();
    events.length = 0;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE notes SET body = $1 WHERE body = $2', [`<${updated}>`, inserted]);
      events.push('before commit');
    });
    events.push('acknowledged');
    const commitFlush = events.findIndex((e) => e.startsWith('sync wal') && e.includes(updated));
    expect(commitFlush, events.join('\n')).toBeGreaterThan(events.indexOf('before commit'));
    expect(commitFlush, events.join('\n')).toBeLessThan(events.indexOf('acknowledged'));

    // Several statements in one exec.
    const executed = mark();
    events.length = 0;
    await db.exec(`DELETE FROM notes; INSERT INTO notes (body) VALUES ('${executed}')`);
    events.push('acknowledged');
    const execFlush = events.findIndex((e) => e.startsWith('sync wal') && e.includes(executed));
    expect(execFlush, events.join('\n')).toBeGreaterThanOrEqual(0);
    expect(execFlush, events.join('\n')).toBeLessThan(events.indexOf('acknowledged'));

    // Reading costs no flush.
    events.length = 0;
    const rows = await db.query<{ body: string }>('SELECT body FROM notes');
    await db.lookups.query('SELECT count(*) FROM notes');
    expect(rows.map((r) => r.body)).toEqual([executed]);
    expect(events).toEqual([]);
  });

  // POSIX modes: on Windows the folder is private by the ACL of the user's profile.
  it.skipIf(process.platform === 'win32')('keeps its folder private: no file or folder group or world accessible, also for files written later', async () => {
    const { db, dir } = await observed(() => []);
    await db.exec('CREATE TABLE secrets (id serial PRIMARY KEY, hash text NOT NULL)');
    for (let i = 0; i < 50; i++) await db.query('INSERT INTO secrets (hash) VALUES ($1)', [randomBytes(400).toString('hex')]);
    await db.exec('CHECKPOINT');
    expect(groupOrWorldAccessible(dir)).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('closes a folder left open by an earlier version when it opens it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-loose-'));
    const first = await openPglite(dir);
    await first.close();
    // As PGlite 0.5 left it: the folder 0755, most files 0666.
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'base'), 0o755);
    chmodSync(join(dir, 'PG_VERSION'), 0o666);
    chmodSync(join(dir, 'global', 'pg_control'), 0o644);
    writeFileSync(join(dir, 'stray'), 'x', { mode: 0o666 });
    chmodSync(join(dir, 'stray'), 0o666);
    expect(groupOrWorldAccessible(dir).length).toBeGreaterThan(0);

    const again = await openPglite(dir);
    opened.push(again);
    expect(groupOrWorldAccessible(dir)).toEqual([]);
  });
});
