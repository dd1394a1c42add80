import { describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../context';
import { MailQueue } from './queue';

const mail = (to: string): OutgoingMail => ({ to, subject: 'Reset', text: `link for ${to}`, html: '<p>link</p>' });

function recorder() {
  const lines: string[] = [];
  return { lines, log: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) } };
}

/** A mailer whose sends wait until the test lets them through. */
function gatedMailer() {
  const sent: string[] = [];
  const waiting: Array<() => void> = [];
  const mailer: Mailer = {
    send: (m) =>
      new Promise<void>((resolve) =>
        waiting.push(() => {
          sent.push(m.to);
          resolve();
        }),
      ),
  };
  return { mailer, sent, waiting };
}

describe('MailQueue', () => {
  it('retries a failed send and logs each failure without the address', async () => {
    const rec = recorder();
    let calls = 0;
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(m) {
        calls++;
        if (calls <= 2) throw new Error(`550 mailbox <${m.to}> busy`);
        sent.push(m.to);
      },
    };
    const q = new MailQueue(mailer, { retryDelaysMs: [0, 0, 0], log: rec.log });
    expect(q.enqueue(mail('anna@example.com'))).toBe(true);
    await q.idle();
    expect(sent).toEqual(['anna@example.com']);
    expect(calls).toBe(3);
    expect(rec.lines.filter((l) => l.startsWith('warn'))).toHaveLength(2);
    expect(rec.lines.join('\n')).not.toContain('anna');
    await q.close();
  });

  it('gives up after the last retry, logs it, and goes on with the next mail', async () => {
    const rec = recorder();
    let failing = true;
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(m) {
        if (failing) throw new Error('connection refused');
        sent.push(m.to);
      },
    };
    const q = new MailQueue(mailer, { retryDelaysMs: [0, 0], log: rec.log });
    q.enqueue(mail('first@example.com'));
    await q.idle();
    expect(sent).toEqual([]);
    expect(rec.lines.filter((l) => l.startsWith('error'))).toHaveLength(1);
    expect(rec.lines.find((l) => l.startsWith('error'))).toContain('3 attempts');
    failing = false;
    q.enqueue(mail('second@example.com'));
    await q.idle();
    expect(sent).toEqual(['second@example.com']);
    await q.close();
  });

  it('is bounded: beyond its capacity a mail is refused and logged', async () => {
    const rec = recorder();
    const g = gatedMailer();
    const q = new MailQueue(g.mailer, { capacity: 2, log: rec.log });
    expect(q.enqueue(mail('a@example.com'))).toBe(true);
    expect(q.enqueue(mail('b@example.com'))).toBe(true);
    expect(q.enqueue(mail('c@example.com'))).toBe(false);
    expect(q.pending).toBe(2);
    expect(rec.lines.some((l) => l.includes('full'))).toBe(true);
    await expect.poll(() => g.waiting.length).toBe(1);
    g.waiting.shift()?.();
    await expect.poll(() => g.waiting.length).toBe(1);
    g.waiting.shift()?.();
    await q.idle();
    expect(g.sent).toEqual(['a@example.com', 'b@example.com']);
    await q.close();
  });

  it('builds a mail in the background, not while enqueuing it', async () => {
    const sent: string[] = [];
    const q = new MailQueue({ send: async (m) => void sent.push(m.to) });
    let built = 0;
    q.enqueue(() => {
      built++;
      return mail('lazy@example.com');
    });
    expect(built).toBe(0);
    await q.idle();
    expect(built).toBe(1);
    expect(sent).toEqual(['lazy@example.com']);
    await q.close();
  });

  it('close drains what is queued, and refuses new mails after', async () => {
    const sent: string[] = [];
    const q = new MailQueue({ send: async (m) => void sent.push(m.to) }, { retryDelaysMs: [60_000] });
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) q.enqueue(mail(to));
    const result = await q.close();
    expect(sent).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(result).toEqual({ abandoned: 0 });
    expect(q.enqueue(mail('late@example.com'))).toBe(false);
  });

  it('close does not wait out a retry delay: the retry is tried at once', async () => {
    let calls = 0;
    const sent: string[] = [];
    const q = new MailQueue(
      {
        async send(m) {
          if (++calls === 1) throw new Error('temporary');
          sent.push(m.to);
        },
      },
      { retryDelaysMs: [3_600_000], log: recorder().log },
    );
    q.enqueue(mail('retry@example.com'));
    await expect.poll(() => calls).toBe(1);
    expect(await q.close()).toEqual({ abandoned: 0 });
    expect(sent).toEqual(['retry@example.com']);
  });

  it('close abandons what the mail server does not take within the drain time, and says how many', async () => {
    const rec = recorder();
    const g = gatedMailer();
    const q = new MailQueue(g.mailer, { drainMs: 0, log: rec.log });
    q.enqueue(mail('a@example.com'));
    q.enqueue(mail('b@example.com'));
    await expect.poll(() => g.waiting.length).toBe(1);
    expect(await q.close()).toEqual({ abandoned: 2 });
    expect(rec.lines.some((l) => l.includes('abandoned 2'))).toBe(true);
    // The send still in flight finishing later sends nothing more.
    g.waiting.shift()?.();
    await new Promise((r) => setImmediate(r));
    expect(g.waiting).toHaveLength(0);
    expect(g.sent).toEqual(['a@example.com']);
  });
});
