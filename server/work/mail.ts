/**
 * The mail outbox: a mail is queued as a work item in the same transaction as the change that
 * causes it, sent right after the commit by the process that queued it (when it can claim it),
 * and otherwise, or after a failure, by the next run of any worker: retried with backoff for 24
 * hours, then given up and logged without the address. Never lost (it is in the database once
 * the change is), never sent twice (only the claim's holder sends and finishes it). The one
 * gap no outbox closes: a process killed after the SMTP server accepted a mail and before the
 * item was marked done sends it again once its lease is over (docs/deploy.md).
 */
import { afterCommit, type Db } from '../db/connect';
import { enqueueWork } from '../db/queries/work';
import type { Mailer } from '../types';
import type { Job, WorkRunner } from './runner';

export type MailMessage = Parameters<Mailer['send']>[0];

/** Mail is tried for this long after it was queued. */
export const MAIL_GIVE_UP_MS = 24 * 60 * 60_000;

/**
 * Queues `message` in the transaction `t` and, once it commits, has `runner` (this process's)
 * send it at once. Every mail has a plain-text part (`text`).
 */
export async function queueMail(
  t: Db,
  message: MailMessage,
  now: number,
  runner: WorkRunner | undefined,
): Promise<void> {
  const id = await enqueueWork(
    t,
    { kind: 'mail', payload: message, runAt: now, giveUpAt: now + MAIL_GIVE_UP_MS },
    now,
  );
  if (id !== null && runner) afterCommit(t, () => runner.runSoon(id));
}

export const mailJob: Job = {
  async run(item, deps) {
    const m = item.payload as MailMessage;
    if (!m || typeof m.to !== 'string' || typeof m.text !== 'string') {
      throw new Error('not a mail');
    }
    await deps.mailer.send(m);
  },
};
