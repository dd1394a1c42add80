/**
 * The feed inside a running server: an update when the server starts and the data is older than a day, then daily
 * while it runs, and on demand. The server never waits for it: reads go on from the catalogue it has.
 */
import type { Db } from '../db/db';
import type { FeedErrorKind, FeedStatus } from '../../shared/api/feed';
import type { FeedClient } from './client';
import { FeedError } from './problems';
import { readFeedState, runFeedUpdate, type FeedProgress, type FeedState } from './update';
import { restartThreadIfGrown } from '../db/pglite-thread';

const HOUR = 3_600_000;
/** Data older than this is updated. */
export const STALE_AFTER_MS = 24 * HOUR;
/** After a failed check, the next automatic one waits this long. */
export const RETRY_AFTER_MS = HOUR;
/** How much PGlite's WebAssembly memory may grow past its size at opening before an update's end restarts it. */
export const PGLITE_GROWTH_LIMIT_MB = 128;

/** An update asked for by hand within this long of a successful one is not run again (the monitor's data is daily). */
export const MANUAL_MIN_INTERVAL_MS = 10 * 60_000;
/** The first look at the schedule, this long after start-up (the server answers first). */
export const FIRST_CHECK_AFTER_MS = 2_000;
/**
 * A check that falls due within this long after a look at the schedule is made at that look. The times it compares
 * are written when an update or a failed check ends, later than the look that began it; without this margin an hourly
 * schedule would find a day-old catalogue 23:59 old and wait another hour each day, and retry a failure every two hours.
 */
export const DUE_MARGIN_MS = 5 * 60_000;

/** The schedule's timers; each returns a function that cancels it. Tests drive the schedule through these by hand. */
export interface ScheduleTimers {
  after(ms: number, fn: () => Promise<unknown>): () => void;
  every(ms: number, fn: () => Promise<unknown>): () => void;
}

/** Node's timers, not keeping the process alive. */
export const nodeTimers: ScheduleTimers = {
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    t.unref();
    return () => clearTimeout(t);
  },
  every(ms, fn) {
    const t = setInterval(fn, ms);
    t.unref();
    return () => clearInterval(t);
  },
};

export interface FeedServiceOptions {
  /** Automatic updates (start-up and daily); on-demand updates work either way. */
  auto: boolean;
  log?: (msg: string) => void;
  now?: () => number;
  /** How often the schedule is looked at (default hourly). */
  checkEveryMs?: number;
  /** The schedule's timers (default nodeTimers). */
  timers?: ScheduleTimers;
  /** Called after an update was written (the catalogue cache re-reads); the update ends when it has. */
  onUpdated?: () => unknown;
  /** How long after a successful check "Update prices now" waits before asking the monitor again (default MANUAL_MIN_INTERVAL_MS). */
  recheckAfterMs?: number;
  /** The compiled export parser (feed-worker.js) in a built app; from source it is found by itself. */
  workerPath?: string;
}

export class FeedService {
  private running: Promise<void> | null = null;
  private progress: FeedProgress | null = null;
  private lastErrorKind: FeedErrorKind | null = null;
  /**
   * The feed's state as it was when this process's update began: it does not change in the database until the update
   * ends, and a status read while the update writes batch after batch is answered from here, not from behind them.
   */
  private stateAtStart: Promise<FeedState> | null = null;
  private cancelTimers: Array<() => void> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly client: FeedClient | null,
    private readonly opts: FeedServiceOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** Starts the schedule: a first look soon after start-up, then every `checkEveryMs`. Returns at once. */
  start(): void {
    if (!this.opts.auto || !this.client || this.cancelTimers) return;
    const timers = this.opts.timers ?? nodeTimers;
    const tick = () => this.maybeUpdate().catch(() => false);
    this.cancelTimers = [timers.after(FIRST_CHECK_AFTER_MS, tick), timers.every(this.opts.checkEveryMs ?? HOUR, tick)];
  }

  stop(): void {
    for (const cancel of this.cancelTimers ?? []) cancel();
    this.cancelTimers = null;
  }

  /** Updates when the data is a day old (and the last failure is an hour old), waiting for the update; true when it ran. */
  async maybeUpdate(): Promise<boolean> {
    if (this.running || !this.client) return false;
    // Settings → Price updates: the schedule runs while no account exists or one of them leaves it automatic.
    const want = await this.db.query<{ auto: boolean }>(`SELECT count(*) = 0 OR coalesce(bool_or(price_updates = 'automatic'), false) AS auto FROM users`);
    if (!want[0]?.auto) return false;
    const s = await readFeedState(this.db);
    const age = (iso: string | null) => (iso ? this.now() - Date.parse(iso) : Infinity);
    const stale = age(s.updated_at) >= STALE_AFTER_MS - DUE_MARGIN_MS;
    const resting = s.status === 'failed' && age(s.checked_at) < RETRY_AFTER_MS - DUE_MARGIN_MS;
    if (!stale || resting) return false;
    this.updateNow();
    await this.running;
    return true;
  }

  /** "Update prices now": starts an update unless one is under way or one succeeded minutes ago. */
  async requestUpdate(): Promise<void> {
    if (this.nextManualAt(await readFeedState(this.db.lookups)) !== null) return;
    this.updateNow();
  }

  /** When "Update prices now" asks the monitor again (ISO), or null when it would now. */
  private nextManualAt(s: { status: string; checked_at: string | null }): string | null {
    if (s.status !== 'ok' || !s.checked_at) return null;
    const at = Date.parse(s.checked_at) + (this.opts.recheckAfterMs ?? MANUAL_MIN_INTERVAL_MS);
    return at > this.now() ? new Date(at).toISOString() : null;
  }

  /** Starts an update unless one is under way; resolves at once (the status says how it goes). */
  updateNow(): void {
    if (this.running || !this.client) return;
    this.progress = { phase: 'chains', fraction: 0 };
    this.lastErrorKind = null;
    // Asked before the update's first statement, so it is answered first.
    const held = readFeedState(this.db.lookups);
    held.catch(() => {});
    this.stateAtStart = held;
    this.running = runFeedUpdate(this.db, this.client, { log: this.opts.log, workerPath: this.opts.workerPath, onProgress: (p) => (this.progress = p) })
      .then(async () => {
        await this.opts.onUpdated?.();
        // The update is the largest work PGlite does; the memory it took is given back if it grew much.
        if (await restartThreadIfGrown(this.db, PGLITE_GROWTH_LIMIT_MB)) this.opts.log?.(`database: restarted after the update to give back its memory`);
      })
      .catch((err: unknown) => {
        this.lastErrorKind = err instanceof FeedError ? err.kind : 'format';
      })
      .finally(() => {
        this.running = null;
        this.progress = null;
        this.stateAtStart = null;
      });
  }

  /** Whether this process is running an update now (from its start to the new catalogue being served). */
  get updating(): boolean {
    return this.running !== null;
  }

  /** Resolves when the update under way (if any) has ended. */
  async settled(): Promise<void> {
    await this.running;
  }

  /** The feed's state; `observed` summarises the catalogue's observed offers (the caller's snapshot knows them). */
  async status(modelledOn: string | null, observed: FeedStatus['observed'] = { count: 0, latest: null }): Promise<FeedStatus> {
    const held = this.running ? this.stateAtStart : null;
    const s = held ? await held.catch(() => readFeedState(this.db.lookups)) : await readFeedState(this.db.lookups);
    return {
      ...s,
      // A failure is remembered in the database (so it survives a restart); 'busy' only by the process that met it.
      error_kind: s.error_kind ?? (this.lastErrorKind === 'busy' ? 'busy' : null),
      running: this.running !== null,
      progress: this.progress,
      next_check_at: this.running ? null : this.nextManualAt(s),
      modelled_on: modelledOn,
      observed,
      enabled: this.client !== null,
    };
  }
}
