import type { PlanVersion } from '../../shared/api/plans';
import { planText } from '../../shared/plan-sheet';
import type { Language } from '../../shared/rules';
import type { OutgoingMail } from '../context';
import { escapeHtml } from './reset-message';

const SUBJECT: Record<Language, (name: string) => string> = {
  en: (name) => `Your Kosár shopping plan: ${name}`,
  hu: (name) => `Kosár bevásárlási terved: ${name}`,
};

/** A plan's checklist mailed to its owner ("take it along"): the same text as its QR code, in full, plain and HTML. */
export function planMail(opts: { lang: Language; to: string; version: PlanVersion }): OutgoingMail {
  const text = planText(opts.version, opts.lang);
  const html = `<!doctype html><html lang="${opts.lang}"><body style="font-family:system-ui,sans-serif;color:#1d2b22">
<pre style="font-family:inherit;font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</pre>
</body></html>`;
  // A subject is one line: a list's name cannot carry a line break, but the header is kept safe whatever it holds.
  const subject = SUBJECT[opts.lang](opts.version.name).replace(/[\r\n]+/g, ' ').slice(0, 200);
  return { to: opts.to, subject, text, html };
}
