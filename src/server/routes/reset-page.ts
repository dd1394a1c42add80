import type { FastifyInstance } from 'fastify';
import { resetLinks } from '../mail/reset-message';
import { ResetLink } from '../../shared/bridge';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The https fallback of the reset mail: opens the app link and says what to do if nothing happens. */
export async function resetPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/reset-password', async (req, reply) => {
    const parsed = ResetLink.safeParse(req.query);
    const link = parsed.success ? resetLinks(parsed.data.key, parsed.data.email).app : null;
    const body = link
      ? `<p>Kosár should open now to let you choose a new password. / Most meg kellene nyílnia a Kosárnak, hogy megadhasd az új jelszavad.</p>
<p><a id="open" href="${escapeHtml(link)}">Open Kosár / Kosár megnyitása</a></p>
<p>If nothing happens, install or start Kosár on this computer, then click the link again. The link works once, for one hour.<br>
Ha semmi sem történik, telepítsd vagy indítsd el ezen a számítógépen a Kosár alkalmazást, majd kattints újra a linkre. A link egyszer használható, és egy óráig érvényes.</p>`
      : `<p>This reset link is incomplete. Ask for a new one in Kosár. / Ez a jelszó-visszaállító link hiányos. Kérj újat a Kosárban.</p>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html><html><head><meta charset="utf-8"><title>Kosár</title>${
        link ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(link)}">` : ''
      }</head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;color:#1d2b22">${body}</body></html>`);
  });
}
