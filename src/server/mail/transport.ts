import nodemailer from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from '../context';

export const MAIL_FROM = 'Kosár <no-reply@kosar.local>';

/** Real SMTP through nodemailer (e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, mails are written as .eml files to an outbox folder (nodemailer's stream transport builds the
 * real message) and the links are logged, so a local user can still reset a password.
 */
export function outboxMailer(dir: string, log: (msg: string) => void = console.log, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail: OutgoingMail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /kosar:\/\/reset-password\?\S+/.exec(mail.text)?.[0];
      log(`mail to ${mail.to} written to ${file}${link ? `; reset link: ${link}` : ''}`);
    },
  };
}

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; log?: (msg: string) => void }): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl) : outboxMailer(opts.outboxDir, opts.log);
}
