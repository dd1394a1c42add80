import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAppError } from '../../shared/errors';
import { escapeHtml } from '../mail/reset-message';
import { confirmEmailChange } from './account';

const KeyForm = z.object({ key: z.string().min(16).max(256) });

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Kosár</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b22">${body}</body></html>`;

/**
 * The link of the e-mail change mail. Opening it shows a button, and only the button's POST changes the address:
 * mail scanners that open links do not confirm anything.
 */
export async function confirmEmailPageRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const send = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(page(body));
  const invalid =
    '<p>This confirmation link is incomplete, used or expired. Ask for a new one in Kosár, on the Profile screen.<br>' +
    'Ez a megerősítő link hiányos, már felhasznált vagy lejárt. Kérj újat a Kosárban, a Profil oldalon.</p>';

  app.get('/confirm-email', async (req, reply) => {
    const parsed = KeyForm.safeParse(req.query);
    if (!parsed.success) return send(reply, 400, invalid);
    return send(
      reply,
      200,
      `<p>Confirm the new e-mail address of your Kosár account. / Erősítsd meg Kosár-fiókod új e-mail-címét.</p>
<form method="post" action="/confirm-email"><input type="hidden" name="key" value="${escapeHtml(parsed.data.key)}">
<button type="submit" style="background:#1f8a4c;color:#fff;padding:10px 16px;border:0;border-radius:8px;font-size:1rem">Confirm / Megerősítem</button></form>`,
    );
  });

  app.post('/confirm-email', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req, reply) => {
    const parsed = KeyForm.safeParse(req.body);
    if (!parsed.success) return send(reply, 400, invalid);
    try {
      const email = await confirmEmailChange(app, app.deps.db, parsed.data.key);
      return send(
        reply,
        200,
        `<p id="done">Your Kosár account now uses ${escapeHtml(email)}. Sign in with it from now on.<br>` +
          `Kosár-fiókod e-mail-címe mostantól ${escapeHtml(email)}. Ezentúl ezzel jelentkezz be.</p>`,
      );
    } catch (err) {
      if (isAppError(err) && err.code === 'USED')
        return send(reply, 409, '<p>Another account uses this address now. / Ezt a címet már egy másik fiók használja.</p>');
      if (isAppError(err) && err.code === 'EMAIL_KEY_INVALID') return send(reply, 400, invalid);
      throw err;
    }
  });
}
