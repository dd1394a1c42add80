import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Serves the catalogue's images under /media/ (the spec's media host); nothing outside mediaDir. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/media/*', async (req, reply) => {
    const dir = app.deps.mediaDir;
    const rel = (req.params as { '*': string })['*'] ?? '';
    const type = TYPES[extname(rel).toLowerCase()];
    if (!dir || !type || rel.includes('\0')) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    const root = normalize(dir + sep);
    const file = normalize(join(root, rel));
    if (!file.startsWith(root)) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    try {
      const body = await readFile(file);
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(body);
    } catch {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    }
  });
}
