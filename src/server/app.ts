import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError, HTTP_STATUS, isAppError } from '../shared/errors';
import { API_PREFIX } from '../shared/api/routes';
import { DbUnavailableError } from './db/db';
import { systemClock, type AppDeps, type Clock } from './context';
import { SessionCache, type AuthedUser } from './repo/sessions';
import { clientErrorHandler, loggerOptions, loopbackHostOnly } from './http';
import { MailQueue } from './mail/queue';
import { AfterAnswer } from './after-answer';
import { SCRYPT_COST, type ScryptCost } from './security';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { resetPageRoutes } from './routes/reset-page';
import { catalogueRoutes } from './routes/catalogue';
import { zoneRoutes } from './routes/zone';
import { favoriteRoutes } from './routes/favorites';
import { watchRoutes } from './routes/watches';
import { listRoutes } from './routes/lists';
import { listSharingRoutes } from './routes/list-sharing';
import { blogRoutes } from './routes/blogs';
import { feedRoutes } from './routes/feed';
import { healthRoutes } from './routes/health';
import { accountRoutes } from './routes/account';
import { loyaltyRoutes } from './routes/loyalty';
import { confirmEmailPageRoutes } from './routes/confirm-email-page';
import { FeedService } from './feed/service';
import { CatalogueCache } from './repo/catalogue-cache';
import { UserStateCache } from './repo/user-cache';
import type { ReadCaches } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Pick<AppDeps, 'db' | 'mailer'>> & AppDeps & { clock: Clock; passwordCost: ScryptCost };
    /** Outgoing mail, sent after the request that asked for it has answered. */
    mailQueue: MailQueue;
    /** Work a request does only after its answer has gone (a password reset's key), one piece at a time. */
    afterAnswer: AfterAnswer;
    requireUser(req: FastifyRequest): Promise<AuthedUser>;
    sessions: SessionCache;
    feed: FeedService;
    /** The read caches the routes share: the catalogue in memory and users' zones and favourites. */
    caches: ReadCaches;
    optionalUser(req: FastifyRequest): Promise<AuthedUser | null>;
  }
}

export const MAX_BODY_BYTES = 256 * 1024;

export function fixDefectiveQuery(url: string): string {
  return url.includes('?') ? url : url.replace(/^(\/api\/v1\/categories\/[^/&]+\/products)&/, '$1?');
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S{1,512})$/i.exec(h);
  return m ? m[1] : null;
}

/** PostgreSQL's class 22 (data exception: 22003 numeric value out of range, 22P02 invalid text, 22001 too long, ...). */
export function isDataException(e: { code?: unknown }): boolean {
  return typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code);
}

/** The /api/v1 server: plugins, routes and one error handler. No ports: tests use app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs name the path only: query strings hold reset keys and e-mail addresses.
    logger: loggerOptions(deps.logger),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: false,
    routerOptions: { maxParamLength: 200 },
    // The spec's client builds `/categories/{id}/products&page=…` (an ampersand where '?' belongs): accept it.
    rewriteUrl: (req) => fixDefectiveQuery(req.url ?? '/'),
    // Errors raised before routing (over-long or malformed parameters) get the same shape as every other.
    frameworkErrors: (err, _req, reply) => {
      void (reply as FastifyReply).status(400).send({ success: false, code: 'VALIDATION', message: err.message.slice(0, 200) });
    },
    // Refused by Node's HTTP parser before routing (URL or headers over 16 KB, garbage): still the error shape.
    clientErrorHandler,
  });
  // Before anything else: on the desktop, a page in the browser must not reach this server by rebinding its name.
  if (deps.loopbackHostOnly) app.addHook('onRequest', loopbackHostOnly(app));
  const clock = deps.clock ?? systemClock;
  app.decorate('deps', { ...deps, clock, passwordCost: deps.passwordCost ?? SCRYPT_COST });

  const mailQueue = new MailQueue(deps.mailer, {
    ...deps.mailQueue,
    log: { warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });
  app.decorate('mailQueue', mailQueue);
  const afterAnswer = new AfterAnswer({ warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) });
  app.decorate('afterAnswer', afterAnswer);
  // Shutdown finishes the work answered requests left (it may queue mail), lets queued mail go out for a bounded
  // time, then abandons the rest (logged with a count).
  app.addHook('onClose', async () => {
    await afterAnswer.close();
    await mailQueue.close();
  });

  // On PGlite only this process changes the sessions, and its lookups queue behind an update's batches: during an
  // update a remembered session is used at once (this process's own sign-outs still end it at once).
  let updating = () => false;
  const sessions = new SessionCache(undefined, () => deps.db.kind === 'pglite' && updating());
  app.decorate('sessions', sessions);
  app.decorate('optionalUser', async (req: FastifyRequest) => {
    const token = bearer(req);
    return token ? sessions.user(deps.db.lookups, token, clock.now()) : null;
  });
  app.decorate('requireUser', async (req: FastifyRequest) => {
    const token = bearer(req);
    const user = token ? await sessions.user(deps.db.lookups, token, clock.now()) : null;
    if (!user) throw new AppError('NOT_AUTHORIZED', 'Not authorized');
    return user;
  });

  app.setErrorHandler((err, req, reply) => {
    const e = err as Error & { code?: string; statusCode?: number; validation?: unknown };
    let appErr: AppError;
    if (isAppError(e)) appErr = e;
    else if (e instanceof DbUnavailableError) appErr = new AppError('DB_UNAVAILABLE', 'The database is not reachable right now');
    else if (e.statusCode === 429) appErr = new AppError('RATE_LIMITED', 'Too many requests, try again later');
    else if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') appErr = new AppError('PAYLOAD_TOO_LARGE', 'Request body too large');
    else if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) appErr = new AppError('VALIDATION', e.message);
    else if (isDataException(e)) {
      // A value the schemas let through but a column cannot hold: the client's input, not the server, is at fault.
      req.log.warn({ code: e.code }, 'input refused by the database');
      appErr = new AppError('VALIDATION', 'A value is out of range or malformed');
    }
    else {
      req.log.error({ err: e }, 'request failed');
      appErr = new AppError('SERVER_ERROR', 'Internal server error');
    }
    if (appErr.code === 'DB_UNAVAILABLE') req.log.warn({ err: e }, 'database unavailable');
    const status = HTTP_STATUS[appErr.code];
    void reply.status(status).send({ success: false, code: appErr.code, message: appErr.message, ...(appErr.details ? { details: appErr.details } : {}) });
  });

  app.setNotFoundHandler((req, reply) => {
    void reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  await app.register(rateLimit, { global: false });

  let onCatalogueChange: () => unknown = () => {};
  const feed = new FeedService(deps.db, deps.feed?.client ?? null, {
    auto: deps.feed?.auto ?? false,
    recheckAfterMs: deps.feed?.recheckAfterMs,
    now: deps.feed?.now,
    timers: deps.feed?.timers,
    workerPath: deps.feed?.workerPath,
    log: (m) => app.log.info(m),
    onUpdated: () => onCatalogueChange(),
  });
  app.decorate('feed', feed);
  updating = () => feed.updating;
  const catalogue = new CatalogueCache(deps.db, undefined, deps.db.lookups, () => feed.updating);
  app.decorate('caches', { catalogue, users: new UserStateCache(deps.db.lookups, undefined, () => deps.db.kind === 'pglite' && feed.updating) });
  // After an update in this process: the update counts as done once the new catalogue is served.
  onCatalogueChange = () => catalogue.fresh();
  app.addHook('onReady', async () => feed.start());
  app.addHook('onClose', async () => {
    feed.stop();
    await feed.settled();
  });

  await app.register(
    async (api) => {
      await authRoutes(api);
      await accountRoutes(api);
      await catalogueRoutes(api);
      await zoneRoutes(api);
      await loyaltyRoutes(api);
      await favoriteRoutes(api);
      await watchRoutes(api);
      await listRoutes(api);
      await listSharingRoutes(api);
      await blogRoutes(api);
      await feedRoutes(api);
      await healthRoutes(api);
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaRoutes);
  await app.register(resetPageRoutes);
  await app.register(confirmEmailPageRoutes);
  return app;
}
