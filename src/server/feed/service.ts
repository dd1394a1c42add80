/**
 * The feed inside a running server: an update when the server starts and the data is older than a day, then daily
 * while it runs, and on demand. The server never waits for it: reads go on from the catalogue it has.
 */
import type { Db } from '../db/db';
import type { FeedErrorKind, FeedStatus } from '../../shared/api/feed';
import type { FeedClient } from './client';
import { FeedError } from './problems';
import { readFeedState, runFeedUpdate, type FeedProgress } from './update';

const HOUR = 3_600_000;
/** Data older than this is updated. */
export const STALE_AFTER_MS = 24 * HOUR;
/** After a failed check, the next automatic one waits this long. */
export const RETRY_AFTER_MS = HOUR;
/** An update asked for by hand within this long of a successful one is not run again (the monitor's data is daily). */
export const MANUAL_MIN_INTERVAL_MS = 10 * 60_000;

export interface FeedServiceOptions {
  /** Automatic updates (start-up and daily); on-demand updates work either way. */
  auto: boolean;
  log?: (msg: string) => void;
  now?: () => number;
  /** How often the schedule is looked at. */
  checkEveryMs?: number;
  /** Called after an update was written (the catalogue cache re-reads). */
  onUpdated?: () => void;
  /** How long after a successful check "Update prices now" waits before asking the monitor again (default MANUAL_MIN_INTERVAL_MS). */
  recheckAfterMs?: number;
}

export class FeedService {
  private running: Promise<void> | null = null;
  private progress: FeedProgress | null = null;
  private lastErrorKind: FeedErrorKind | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly client: FeedClient | null,
    private readonly opts: FeedServiceOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** Starts the schedule: a first look soon after start-up, then every `checkEveryMs`. */
  start(): void {
    if (!this.opts.auto || !this.client || this.timer) return;
    const tick = () => void this.maybeUpdate().catch(() => {});
    setTimeout(tick, 2_000).unref();
    this.timer = setInterval(tick, this.opts.checkEveryMs ?? HOUR);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Updates when the data is older than a day (and the last failure is not too recent). */
  async maybeUpdate(): Promise<boolean> {
    if (this.running || !this.client) return false;
    const s = await readFeedState(this.db);
    const age = (iso: string | null) => (iso ? this.now() - Date.parse(iso) : Infinity);
    const stale = age(s.updated_at) >= STALE_AFTER_MS;
    const resting = s.status === 'failed' && age(s.checked_at) < RETRY_AFTER_MS;
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
    this.running = runFeedUpdate(this.db, this.client, { log: this.opts.log, onProgress: (p) => (this.progress = p) })
      .then(() => this.opts.onUpdated?.())
      .catch((err: unknown) => {
        this.lastErrorKind = err instanceof FeedError ? err.kind : 'format';
      })
      .finally(() => {
        this.running = null;
        this.progress = null;
      });
  }

  /** Resolves when the update under way (if any) has ended. */
  async settled(): Promise<void> {
    await this.running;
  }

  /** The feed's state; `observed` summarises the catalogue's observed offers (the caller's snapshot knows them). */
  async status(modelledOn: string | null, observed: FeedStatus['observed'] = { count: 0, latest: null }): Promise<FeedStatus> {
    const s = await readFeedState(this.db.lookups);
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
