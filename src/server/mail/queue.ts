import type { Mailer, OutgoingMail } from '../context';

export interface MailQueueLog {
  warn(msg: string): void;
  error(msg: string): void;
}

export interface MailQueueOptions {
  /** Mails waiting or being sent at most; beyond it a new mail is refused (and logged). */
  capacity?: number;
  /** Waits before each retry; a mail is tried 1 + retryDelaysMs.length times, then given up (and logged). */
  retryDelaysMs?: number[];
  /** How long close() lets the queue drain before it abandons what is left. */
  drainMs?: number;
  log?: MailQueueLog;
}

type Job = OutgoingMail | (() => OutgoingMail);

/** Error texts of mail servers often quote the recipient: logs get the reason without the address. */
const withoutAddresses = (s: string) => s.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]').slice(0, 300);

const consoleLog: MailQueueLog = { warn: (m) => console.warn(m), error: (m) => console.error(m) };

/**
 * Sends mails one at a time, in the background of the requests that asked for them: the request answers at once
 * and never waits for (or learns the fate of) an SMTP exchange. In-process and bounded; failed sends are retried
 * after the given delays and logged; close() drains for a bounded time, then abandons the rest and says how many.
 */
export class MailQueue {
  private readonly jobs: Job[] = [];
  private readonly capacity: number;
  private readonly retryDelaysMs: number[];
  private readonly drainMs: number;
  private readonly log: MailQueueLog;
  private inFlight = false;
  private closing = false;
  private abandoned = false;
  private worker: Promise<void> | null = null;
  private wakeRetry: (() => void) | null = null;

  constructor(
    private readonly mailer: Mailer,
    opts: MailQueueOptions = {},
  ) {
    this.capacity = opts.capacity ?? 100;
    this.retryDelaysMs = opts.retryDelaysMs ?? [2_000, 15_000, 60_000];
    this.drainMs = opts.drainMs ?? 5_000;
    this.log = opts.log ?? consoleLog;
  }

  /** Mails waiting or being sent. */
  get pending(): number {
    return this.jobs.length + (this.inFlight ? 1 : 0);
  }

  /** Queues a mail (or a function building it when its turn comes). False when closed or full. */
  enqueue(job: Job): boolean {
    if (this.closing) {
      this.log.warn('mail queue closed: a mail was not queued');
      return false;
    }
    if (this.pending >= this.capacity) {
      this.log.warn(`mail queue full (${this.capacity}): a mail was dropped`);
      return false;
    }
    this.jobs.push(job);
    this.worker ??= this.run().finally(() => {
      this.worker = null;
    });
    return true;
  }

  /** Resolves when nothing is waiting or being sent. */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }

  /**
   * Stops taking mails, sends what is queued (a retry waiting for its delay is tried at once, and not again), and
   * gives up on whatever is left after drainMs. Resolves with how many mails were abandoned unsent.
   */
  async close(): Promise<{ abandoned: number }> {
    this.closing = true;
    this.wakeRetry?.();
    if (!this.worker) return { abandoned: 0 };
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      this.idle().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), this.drainMs);
      }),
    ]);
    clearTimeout(timer);
    if (drained) return { abandoned: 0 };
    const left = this.pending;
    this.abandoned = true;
    this.jobs.length = 0;
    this.log.error(`mail queue closed with mail still unsent: abandoned ${left}`);
    return { abandoned: left };
  }

  private async run(): Promise<void> {
    // Start after the current request's own work: enqueue() itself neither builds nor sends anything.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.jobs.length > 0 && !this.abandoned) {
      const job = this.jobs.shift() as Job;
      this.inFlight = true;
      try {
        await this.deliver(job);
      } finally {
        this.inFlight = false;
      }
    }
  }

  private async deliver(job: Job): Promise<void> {
    let mail: OutgoingMail;
    try {
      mail = typeof job === 'function' ? job() : job;
    } catch (err) {
      this.log.error(`mail could not be built: ${withoutAddresses(String((err as Error)?.message ?? err))}`);
      return;
    }
    const attempts = 1 + this.retryDelaysMs.length;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.mailer.send(mail);
        return;
      } catch (err) {
        const reason = withoutAddresses(String((err as Error)?.message ?? err));
        if (this.abandoned) return;
        if (attempt >= attempts || (this.closing && attempt > 1)) {
          this.log.error(`mail not sent, gave up after ${attempt} attempts: ${reason}`);
          return;
        }
        const delay = this.closing ? 0 : this.retryDelaysMs[attempt - 1];
        this.log.warn(`mail send failed (attempt ${attempt} of ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`);
        await this.sleep(delay);
        if (this.abandoned) return;
      }
    }
  }

  /** A wait that close() cuts short, and that never keeps the process alive. */
  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.closing) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeRetry = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakeRetry = done;
    });
  }
}
