import type { Db } from './db/db';
import type { CatalogueCache } from './repo/catalogue-cache';
import type { UserStateCache } from './repo/user-cache';
import type { FeedClient } from './feed/client';
import type { ScheduleTimers } from './feed/service';
import type { MailQueueOptions } from './mail/queue';
import type { ScryptCost } from './security';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The read caches, built once by buildApp (app.caches). Repositories are free functions over a Queryable (repo/);
 * these are the only objects with state, as a cache must be.
 */
export interface ReadCaches {
  catalogue: CatalogueCache;
  users: UserStateCache;
}

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock?: Clock;
  /** Where the seed catalogue's media files (product illustrations, logos) are served from. */
  mediaDir?: string;
  /** The public base of this server, for links in mails (the https fallback page). */
  publicUrl?: string;
  logger?: boolean | Record<string, unknown>;
  /** The price monitor's feed; without one the catalogue stays as loaded and GET /feed says the feed is off. */
  feed?: { client: FeedClient | null; auto: boolean; recheckAfterMs?: number; now?: () => number; timers?: ScheduleTimers; workerPath?: string };
  /** Per-route request limits; tests lower or raise them. */
  rateLimits?: { auth: { max: number; windowMs: number } };
  /**
   * scrypt cost for new password hashes; default SCRYPT_COST (OWASP's). Only tests that create many users lower
   * it, by passing it here explicitly; nothing reads it from the environment.
   */
  passwordCost?: ScryptCost;
  /**
   * Answer only requests whose Host is this server's own loopback address and port (127.0.0.1, localhost or [::1]);
   * any other gets 421. For the server the desktop app starts on loopback (DNS rebinding); off by default.
   */
  loopbackHostOnly?: boolean;
  /** The outgoing mail queue's capacity, retry delays and drain time on shutdown (defaults in MailQueue). */
  mailQueue?: Omit<MailQueueOptions, 'log'>;
}
