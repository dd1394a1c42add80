import type { FastifyReply } from 'fastify';

export interface AfterAnswerLog {
  warn(msg: string): void;
  error(msg: string): void;
}

type Work = () => Promise<void>;

/**
 * Work a request leaves for after its answer (a password reset's key and mail): started only once the answer has
 * been sent, one piece at a time, so how long the work takes (a commit's fsync, or none) cannot show in the answer.
 * In-process and bounded; failures are logged (the caller's answer is already out); close() lets queued work finish.
 */
export class AfterAnswer {
  private readonly jobs: Work[] = [];
  /** Registered, waiting for their answer to be sent. */
  private waiting = 0;
  private running: Promise<void> | null = null;
  private closing = false;
  private readonly idlers: Array<() => void> = [];

  constructor(
    private readonly log: AfterAnswerLog,
    private readonly capacity = 1_000,
  ) {}

  /** Runs `work` after the answer to `reply` has gone (or its connection closed). False when full or closed: it never runs. */
  after(reply: FastifyReply, work: Work): boolean {
    if (this.closing) {
      this.log.warn('closing: work after an answer was dropped');
      return false;
    }
    if (this.waiting + this.jobs.length >= this.capacity) {
      this.log.warn(`work after answers is full (${this.capacity}): one was dropped`);
      return false;
    }
    this.waiting++;
    const answered = () => {
      this.waiting--;
      this.jobs.push(work);
      this.kick();
    };
    if (reply.raw.destroyed) answered();
    else reply.raw.once('close', answered);
    return true;
  }

  /** Resolves when no work is waiting for its answer, queued or running. */
  idle(): Promise<void> {
    return this.busy ? new Promise((resolve) => this.idlers.push(resolve)) : Promise.resolve();
  }

  /** Takes no more work and waits for what was taken. */
  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }

  private get busy(): boolean {
    return this.waiting > 0 || this.jobs.length > 0 || this.running !== null;
  }

  private kick(): void {
    this.running ??= this.drain().finally(() => {
      this.running = null;
      if (this.jobs.length > 0) this.kick();
      else if (!this.busy) for (const resolve of this.idlers.splice(0)) resolve();
    });
  }

  private async drain(): Promise<void> {
    // Never in the turn that sent the answer.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.jobs.length > 0) {
      const work = this.jobs.shift() as Work;
      try {
        await work();
      } catch (err) {
        // The name and code only: a database error's text may quote the values it was given (an address).
        const e = err as { name?: string; code?: unknown };
        this.log.error(`work after an answer failed: ${e?.name ?? 'Error'}${typeof e?.code === 'string' ? ` ${e.code}` : ''}`);
      }
    }
  }
}
