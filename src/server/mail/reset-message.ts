import type { Language } from '../../shared/rules';
import { RULES } from '../../shared/rules';
import type { OutgoingMail } from '../context';

export function resetLinks(key: string, email: string, publicUrl?: string): { app: string; web: string | null } {
  const q = new URLSearchParams({ key, email }).toString();
  return {
    app: `kosar://reset-password?${q}`,
    web: publicUrl ? `${publicUrl.replace(/\/$/, '')}/reset-password?${q}` : null,
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const TEXT = {
  en: {
    subject: 'Reset your Kosár password',
    hello: (n: string) => `Hello ${n},`,
    intro: 'We received a request to reset the password of your Kosár account.',
    open: 'Open this link on the computer where Kosár is installed to choose a new password:',
    fallback: 'If the link does not open the app, use this page:',
    button: 'Choose a new password',
    validity: `The link works once and for ${RULES.resetKeyTtlMinutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    bye: 'The Kosár team',
  },
  hu: {
    subject: 'A Kosár-jelszavad visszaállítása',
    hello: (n: string) => `Kedves ${n}!`,
    intro: 'Kérést kaptunk a Kosár-fiókod jelszavának visszaállítására.',
    open: 'Az új jelszó megadásához nyisd meg ezt a linket azon a számítógépen, amelyre a Kosár telepítve van:',
    fallback: 'Ha a link nem nyitja meg az alkalmazást, használd ezt az oldalt:',
    button: 'Új jelszó megadása',
    validity: `A link egyszer használható, és ${RULES.resetKeyTtlMinutes} percig érvényes.`,
    ignore: 'Ha nem te kérted, nyugodtan hagyd figyelmen kívül ezt a levelet: a jelszavad nem változik.',
    bye: 'A Kosár csapata',
  },
} as const;

/** The reset-password mail, plain text and HTML, in the user's language. */
export function resetMail(opts: { lang: Language; firstname: string; email: string; key: string; publicUrl?: string }): OutgoingMail {
  const t = TEXT[opts.lang];
  const links = resetLinks(opts.key, opts.email, opts.publicUrl);
  const text = [
    t.hello(opts.firstname),
    '',
    t.intro,
    t.open,
    links.app,
    ...(links.web ? ['', t.fallback, links.web] : []),
    '',
    t.validity,
    t.ignore,
    '',
    t.bye,
  ].join('\n');
  const html = `<!doctype html><html lang="${opts.lang}"><body style="font-family:system-ui,sans-serif;color:#1d2b22">
<p>${escapeHtml(t.hello(opts.firstname))}</p>
<p>${escapeHtml(t.intro)}<br>${escapeHtml(t.open)}</p>
<p><a href="${escapeHtml(links.app)}" style="background:#1f8a4c;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="word-break:break-all">${escapeHtml(links.app)}</p>
${links.web ? `<p>${escapeHtml(t.fallback)}<br><a href="${escapeHtml(links.web)}">${escapeHtml(links.web)}</a></p>` : ''}
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.bye)}</p>
</body></html>`;
  return { to: opts.email, subject: t.subject, text, html };
}
