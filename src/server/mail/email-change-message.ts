import type { Language } from '../../shared/rules';
import { RULES } from '../../shared/rules';
import type { OutgoingMail } from '../context';
import { escapeHtml } from './reset-message';

/** The confirmation page of an e-mail change on the server that sent the mail (routes/confirm-email-page.ts). */
export const confirmEmailLink = (key: string, publicUrl: string | undefined) =>
  `${(publicUrl ?? 'http://127.0.0.1').replace(/\/$/, '')}/confirm-email?${new URLSearchParams({ key }).toString()}`;

const TEXT = {
  en: {
    subject: 'Confirm your new Kosár e-mail address',
    hello: (n: string) => `Hello ${n},`,
    intro: (e: string) => `You asked to use ${e} as the e-mail address of your Kosár account.`,
    open: 'Open this link to confirm it; until then your account keeps its old address:',
    validity: `The link works once and for ${RULES.resetKeyTtlMinutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    bye: 'Kosár',
  },
  hu: {
    subject: 'Erősítsd meg az új Kosár e-mail-címedet',
    hello: (n: string) => `Kedves ${n}!`,
    intro: (e: string) => `Azt kérted, hogy Kosár-fiókod e-mail-címe ezentúl ${e} legyen.`,
    open: 'A megerősítéshez nyisd meg ezt a linket; addig a fiókod a régi címét használja:',
    validity: `A link egyszer használható, és ${RULES.resetKeyTtlMinutes} percig érvényes.`,
    ignore: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: semmi sem változik.',
    bye: 'Kosár',
  },
} as const;

/** The mail to the new address of an e-mail change, plain text and HTML, in the user's language. */
export function emailChangeMail(opts: {
  lang: Language;
  firstname: string;
  newEmail: string;
  key: string;
  publicUrl?: string;
}): OutgoingMail {
  const t = TEXT[opts.lang];
  const link = confirmEmailLink(opts.key, opts.publicUrl);
  const text = [t.hello(opts.firstname), '', t.intro(opts.newEmail), t.open, link, '', t.validity, t.ignore, '', t.bye].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${opts.lang}"><body style="font-family:system-ui,sans-serif;color:#1d2b22">
<p>${escapeHtml(t.hello(opts.firstname))}</p>
<p>${escapeHtml(t.intro(opts.newEmail))}<br>${escapeHtml(t.open)}</p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.bye)}</p>
</body></html>`;
  return { to: opts.newEmail, subject: t.subject, text, html };
}
