import type { Language } from '../../shared/rules';
import type { OutgoingMail } from '../context';
import { escapeHtml } from './reset-message';

const TEXT = {
  en: {
    subject: (from: string) => `${from} shares a Kosár shopping list with you`,
    hello: (n: string) => `Hello ${n},`,
    intro: (from: string, email: string, list: string) => `${from} (${email}) invites you to share the shopping list "${list}" in Kosár.`,
    how: 'Open Kosár, signed in with this address, and go to Shopping lists: the invitation is there to accept or decline. Once you accept, you both see and change the same list.',
    ignore: 'If you do not want to share it, decline it in the app or ignore this e-mail: nothing is shared until you accept.',
    bye: 'Kosár',
  },
  hu: {
    subject: (from: string) => `${from} megoszt veled egy Kosár-bevásárlólistát`,
    hello: (n: string) => `Kedves ${n}!`,
    intro: (from: string, email: string, list: string) => `${from} (${email}) meghív, hogy közösen használjátok ezt a bevásárlólistát a Kosárban: „${list}”.`,
    how: 'Nyisd meg a Kosarat ezzel a címmel bejelentkezve, és menj a Bevásárlólisták oldalra: ott elfogadhatod vagy elutasíthatod a meghívást. Ha elfogadod, mindketten ugyanazt a listát látjátok és módosítjátok.',
    ignore: 'Ha nem szeretnéd, utasítsd el az alkalmazásban, vagy hagyd figyelmen kívül ezt a levelet: elfogadás nélkül semmi sem lesz közös.',
    bye: 'Kosár',
  },
} as const;

/** The mail to an invited account, plain text and HTML, in the invitee's language. */
export function invitationMail(opts: { lang: Language; to: string; toName: string; fromName: string; fromEmail: string; listName: string }): OutgoingMail {
  const t = TEXT[opts.lang];
  const lines = [t.hello(opts.toName), '', t.intro(opts.fromName, opts.fromEmail, opts.listName), t.how, '', t.ignore, '', t.bye];
  const html = `<!doctype html><html lang="${opts.lang}"><body style="font-family:system-ui,sans-serif;color:#1d2b22">
<p>${escapeHtml(t.hello(opts.toName))}</p>
<p>${escapeHtml(t.intro(opts.fromName, opts.fromEmail, opts.listName))}</p>
<p>${escapeHtml(t.how)}</p>
<p>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.bye)}</p>
</body></html>`;
  return { to: opts.to, subject: t.subject(opts.fromName), text: lines.join('\n'), html };
}
