import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { BRAND } from '../../src/shared/messages';
import type { Mailer } from '../types';
import { randomToken } from './crypto';

export interface MailOptions {
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string | null;
  log: (line: string) => void;
}

function fromAddress(publicUrl: string): string {
  return `"${BRAND}" <no-reply@${new URL(publicUrl).hostname || 'localhost'}>`;
}

/** SMTP via nodemailer when SMTP_URL is set. */
export function smtpMailer(opts: MailOptions & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const from = fromAddress(opts.publicUrl);
  return {
    async send(m) {
      await transport.sendMail({ from, ...m });
      opts.log(`mail sent subject="${m.subject}"`);
    },
  };
}

/** Without SMTP: each message as one RFC 822 file DATA_DIR/mail/<time>-<id>.eml. */
export function fileMailer(opts: MailOptions): Mailer {
  const dir = join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const from = fromAddress(opts.publicUrl);
  return {
    async send(m) {
      const info = await transport.sendMail({ from, ...m });
      mkdirSync(dir, { recursive: true });
      const name = `${Date.now()}-${randomToken(6)}.eml`;
      writeFileSync(join(dir, name), info.message as Buffer, { mode: 0o600 });
      opts.log(`mail written file=${name} subject="${m.subject}"`);
    },
  };
}

export function createMailer(opts: MailOptions): Mailer {
  return opts.smtpUrl ? smtpMailer({ ...opts, smtpUrl: opts.smtpUrl }) : fileMailer(opts);
}
