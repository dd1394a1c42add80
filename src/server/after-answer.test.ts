import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AfterAnswer } from './after-answer';

/** A reply whose answer goes when the test says. */
function reply() {
  const raw = Object.assign(new EventEmitter(), { destroyed: false });
  return { reply: { raw } as unknown as FastifyReply, send: () => raw.emit('close') };
}

function recorder() {
  const lines: string[] = [];
  return { lines, log: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) } };
}

describe('AfterAnswer', () => {
  it('starts nothing until the answer has gone, then runs the work in order, one at a time', async () => {
    const q = new AfterAnswer(recorder().log);
    const done: string[] = [];
    const a = reply();
    const b = reply();
    q.after(a.reply, async () => void done.push('a'));
    q.after(b.reply, async () => void done.push('b'));
    await new Promise((r) => setImmediate(r));
    expect(done).toEqual([]);
    b.send();
    a.send();
    await q.idle();
    expect(done).toEqual(['b', 'a']);
  });

  it('logs a failure by name and code only, is bounded, and close waits for work already taken', async () => {
    const rec = recorder();
    const q = new AfterAnswer(rec.log, 2);
    const one = reply();
    const two = reply();
    let finished = 0;
    expect(q.after(one.reply, async () => Promise.reject(Object.assign(new Error('duplicate key anna@example.com'), { code: '23505' })))).toBe(true);
    expect(q.after(two.reply, async () => void finished++)).toBe(true);
    expect(q.after(reply().reply, async () => void finished++)).toBe(false);
    one.send();
    const closed = q.close();
    two.send();
    await closed;
    expect(finished).toBe(1);
    expect(rec.lines).toContain('error work after an answer failed: Error 23505');
    expect(rec.lines.join('\n')).not.toContain('anna');
    expect(rec.lines.some((l) => l.includes('full (2)'))).toBe(true);
    expect(q.after(reply().reply, async () => void finished++)).toBe(false);
  });
});
