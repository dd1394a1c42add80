import nodemailer from 'nodemailer';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
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
 * real message), readable only by this user (folder 0700, files 0600). The log names the file and nothing else:
 * neither the address nor the reset link, which only the file holds. A mail is written to a hidden part file and
 * renamed, so whoever reads the outbox's .eml files never sees half a mail.
 */
export function outboxMailer(dir: string, log: (msg: string) => void = console.log, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail: OutgoingMail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      const part = join(dir, `.${name}.part`);
      try {
        await writeFile(part, info.message as Buffer, { mode: 0o600, flag: 'wx' });
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
      log(`no SMTP_URL set: mail written to ${file}`);
    },
  };
}

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; log?: (msg: string) => void }): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl) : outboxMailer(opts.outboxDir, opts.log);
}
