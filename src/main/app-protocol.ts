import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { withStyleNonce } from './hardening';

/**
 * The renderer is served from app://kosar/ rather than file://: a privileged standard scheme gives the page a
 * real origin ('self' in the CSP means the app and nothing else on disk), lets the policy travel as a response
 * header, and confines what the page can load to the files of out/renderer. Pure parts here, tested under Node;
 * src/main/index.ts registers the scheme before `ready` and hands requests to handleAppRequest.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'kosar';
export const APP_ENTRY = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * For protocol.registerSchemesAsPrivileged: standard (relative URLs and an origin), secure (a secure context),
 * the fetch API (module scripts). Not corsEnabled: no other origin may read the app's files.
 */
export const APP_SCHEME_PRIVILEGES = [
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
];

/** The types of the files a build of the renderer holds; any other file is not served. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * The file of `root` an app:// URL names, or null: another host, credentials or a port, a segment that is
 * empty, `.` or `..` (also percent-encoded), one that decodes to a separator, a NUL, a drive colon or a
 * leading dot, an unknown type, or anything that would land outside `root`.
 */
export function resolveAppPath(url: string, root: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST || u.username || u.password) return null;
  const raw = u.pathname === '' || u.pathname === '/' ? ['index.html'] : u.pathname.slice(1).split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\:\0%]/.test(segment)) return null;
    segments.push(segment);
  }
  const file = join(root, ...segments);
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return MIME_TYPES[extname(file).toLowerCase()] ? file : null;
}

/** protocol.handle's handler for app://: the renderer's files with their type and the CSP, 404 for anything else. */
export async function handleAppRequest(request: Request, opts: { root: string; policy(styleNonce?: string): string }): Promise<Response> {
  const headers = {
    'content-security-policy': opts.policy(),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...headers, allow: 'GET, HEAD' } });
  }
  const file = resolveAppPath(request.url, opts.root);
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  if (!file) return notFound();
  let body: Buffer;
  try {
    if (!(await stat(file)).isFile()) return notFound();
    body = await readFile(file);
  } catch {
    return notFound();
  }
  const type = MIME_TYPES[extname(file).toLowerCase()];
  if (type.startsWith('text/html')) {
    // Each page load gets its own style nonce, named in the header and handed to the page in a meta element.
    const nonce = randomBytes(18).toString('base64');
    body = Buffer.from(withStyleNonce(body.toString('utf8'), nonce));
    headers['content-security-policy'] = opts.policy(nonce);
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'content-type': type, 'content-length': String(body.length) },
  });
}
