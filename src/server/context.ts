import type { Db } from './db/db';
import type { FeedClient } from './feed/client';

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
  feed?: { client: FeedClient | null; auto: boolean };
  /** Per-route request limits; tests lower or raise them. */
  rateLimits?: { auth: { max: number; windowMs: number } };
}
