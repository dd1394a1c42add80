import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, type ErrorCode } from '../shared/errors';
import { routes, type RouteName, type Routes } from '../shared/api/routes';
import type { AuthedUser } from './repo/sessions';

/** A request's URL for the log: the path only. Query strings carry reset keys and e-mail addresses. */
export function redactUrl(url: string | undefined): string {
  const u = url ?? '';
  const q = u.indexOf('?');
  return q < 0 ? u : `${u.slice(0, q)}?[redacted]`;
}

/** Fastify's request serializer for the log, with the query string redacted. */
export function logRequest(req: FastifyRequest): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** The logger options of the server: the caller's, with the request serializer that redacts query strings. */
export function loggerOptions(logger: boolean | Record<string, unknown> | undefined): false | Record<string, unknown> {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...(base.serializers as Record<string, unknown> | undefined), req: logRequest } };
}

/**
 * What Node's HTTP parser refuses before a request exists (no route, no reply): a request line or headers over its
 * 16 KB limit, a request not received in time, bytes that are not HTTP. The same error shape as every other answer.
 */
export function clientErrorAnswer(err: { code?: string }): { status: number; reason: string; code: ErrorCode; message: string } {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', code: 'PAYLOAD_TOO_LARGE', message: 'The URL or the headers are over 16 KB' };
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', code: 'OFFLINE', message: 'The request did not arrive in time' };
  return { status: 400, reason: 'Bad Request', code: 'VALIDATION', message: 'Malformed HTTP request' };
}

/** Fastify's clientErrorHandler: writes clientErrorAnswer on the socket and closes it (as Node does for these). */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const a = clientErrorAnswer(err);
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, code: a.code, message: a.message });
    socket.write(
      `HTTP/1.1 ${a.status} ${a.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Whether a Host header names this server by loopback address and its own port: 127.0.0.1, localhost or [::1]. */
export function isOwnLoopbackHost(host: string | undefined, port: number | null): boolean {
  if (!host || port === null) return false;
  const h = host.toLowerCase();
  return h === `127.0.0.1:${port}` || h === `localhost:${port}` || h === `[::1]:${port}`;
}

/**
 * An onRequest hook for a server that serves this machine only: a request for any other Host (a page whose DNS
 * name was rebound to 127.0.0.1) is refused before routing, with 421 and the error shape. Fails closed while the
 * server does not listen (no port to compare).
 */
export function loopbackHostOnly(app: FastifyInstance) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : null;
    if (isOwnLoopbackHost(req.headers.host, port)) return;
    return reply.status(421).send({ success: false, code: 'VALIDATION', message: 'This server answers only at its own loopback address' });
  };
}

type Parsed<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? z.infer<S> : undefined;

export interface HandlerInput<N extends RouteName> {
  params: Parsed<Routes[N], 'params'>;
  query: Parsed<Routes[N], 'query'>;
  body: Parsed<Routes[N], 'body'>;
  user: Routes[N]['auth'] extends true ? AuthedUser : AuthedUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already serialised, for answers whose bulk is the same for every user (a product's price history):
 * `fields` are JSON texts appended to the serialised `base`, so they are stringified once, not per request.
 */
export class RawJson<T extends object> {
  readonly text: string;
  constructor(base: T, fields: Record<string, string>) {
    const head = JSON.stringify(base);
    const extra = Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${v}`);
    this.text = extra.length === 0 ? head : `${head.slice(0, -1)}${head === '{}' ? '' : ','}${extra.join(',')}}`;
  }
}

type Answer<N extends RouteName> = z.input<Routes[N]['response']>;
export type Handler<N extends RouteName> = (input: HandlerInput<N>) => Promise<Answer<N> | RawJson<Partial<Answer<N>>>>;

const send = (reply: FastifyReply, out: unknown) => {
  if (!(out instanceof RawJson)) return out;
  void reply.type('application/json; charset=utf-8');
  return out.text;
};

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const res = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!res.success) {
    const issue = res.error.issues[0];
    const path = issue?.path.length ? `${where}.${issue.path.join('.')}` : where;
    throw new AppError('VALIDATION', `${path}: ${issue?.message ?? 'invalid'}`);
  }
  return res.data;
}

/** Registers a route of the shared table: input parsed with its schemas, auth enforced, typed handler. */
export function defineRoute<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<N>,
  options: { config?: Record<string, unknown> } = {},
): void {
  const def = routes[name];
  app.route({
    method: def.method,
    url: def.path,
    config: options.config,
    handler: async (req, reply) => {
      const user = def.auth ? await app.requireUser(req) : await app.optionalUser(req);
      const input = {
        params: parse('params' in def ? def.params : undefined, req.params, 'params'),
        query: parse('query' in def ? def.query : undefined, req.query, 'query'),
        body: parse('body' in def ? def.body : undefined, req.body, 'body'),
        user,
        req,
        reply,
      } as HandlerInput<N>;
      return send(reply, await handler(input));
    },
  });
}

/**
 * For the one path that carries two calls (PUT /lists/{id}): `body` is the path's one schema, whose `kind` names
 * the call; a body it refuses is a 400 that changes nothing.
 */
export function defineRouteChoice<A extends RouteName, B extends RouteName, K extends string>(
  app: FastifyInstance,
  body: z.ZodType<{ kind: K }>,
  first: { kind: K; name: A; handler: Handler<A> },
  second: { kind: K; name: B; handler: Handler<B> },
): void {
  const a = routes[first.name];
  app.route({
    method: a.method,
    url: a.path,
    handler: async (req, reply) => {
      const user = await app.requireUser(req);
      const { kind, ...fields } = parse(body, req.body, 'body') as { kind: K };
      const def = kind === first.kind ? a : routes[second.name];
      const input = {
        params: parse('params' in def ? def.params : undefined, req.params, 'params'),
        query: undefined,
        body: fields,
        user,
        req,
        reply,
      };
      return send(reply, await (kind === first.kind ? first.handler(input as HandlerInput<A>) : second.handler(input as HandlerInput<B>)));
    },
  });
}
