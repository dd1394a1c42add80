import type { FastifyRequest } from 'fastify';
import type { Language } from '../shared/rules';

/** The answer language: the app sends its UI language in Accept-Language. */
export function langOf(req: FastifyRequest): Language {
  const h = String(req.headers['accept-language'] ?? '');
  return /^\s*hu\b/i.test(h) ? 'hu' : 'en';
}
