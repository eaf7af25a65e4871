import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { BRAND } from '../../src/shared/messages';
import type { Mailer } from '../types';
import { randomToken } from './crypto';

export interface MailOptions {
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string | null;
  log: (line: string) => void;
  /** SMTP waits, in ms (tests shorten them). */
  timeouts?: { connection?: number; greeting?: number; socket?: number };
}

function fromAddress(publicUrl: string): string {
  return `"${BRAND}" <no-reply@${new URL(publicUrl).hostname || 'localhost'}>`;
}

/**
 * SMTP via nodemailer when SMTP_URL is set. A send that fails throws (the outbox retries it:
 * server/work/mail.ts); one that hangs is cut off by these waits (nodemailer's own socket wait
 * is an hour) well within the work item's lease.
 */
export function smtpMailer(opts: MailOptions & { smtpUrl: string }): Mailer {
  // nodemailer's own URL parser; passed as `url` its fields would override the waits below.
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(opts.smtpUrl),
    connectionTimeout: opts.timeouts?.connection ?? 10_000,
    greetingTimeout: opts.timeouts?.greeting ?? 10_000,
    socketTimeout: opts.timeouts?.socket ?? 30_000,
  });
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
