/**
 * The role lifecycle's timed work (issue 27): a coach's reminder two days before a saved role
 * closes, and an organisation's reminder when its respond-by promise passed with applicants
 * still unanswered. Each is judged per item against the run's `now` and recorded in the same
 * transaction as its mail (the outbox), so it is sent once however many workers run. Closing a
 * role needs no work: a role is closed by the clock when read (server/db/changes.ts).
 */
import { CLOSING_REMINDER_HOURS } from '../../src/shared/constants';
import { shortDate } from '../../src/shared/texts/closing';
import { MAIL_TEXTS } from '../../src/shared/texts/mail';
import { tx } from '../db/connect';
import {
  brokenPromises,
  claimClosingReminder,
  claimPromiseReminder,
  dueClosingReminders,
} from '../db/queries/lifecycle';
import { queueMail } from './mail';
import type { Sweep, WorkDeps } from './runner';

const BATCH = 200;
/** A promise broken longer ago than this is not reminded of (a worker down for a month). */
const PROMISE_LOOKBACK_MS = 30 * 864e5;
const iso = (ms: number) => new Date(ms).toISOString();

/** Queues the due closing reminders; returns how many mails. */
export async function remindClosingRoles(deps: WorkDeps, now: number): Promise<number> {
  const base = deps.publicUrl.replace(/\/+$/, '');
  let sent = 0;
  for (;;) {
    const due = await dueClosingReminders(
      deps.db,
      iso(now),
      iso(now + CLOSING_REMINDER_HOURS * 3600_000),
      BATCH,
    );
    for (const r of due) {
      await tx(deps.db, async (t) => {
        if (!(await claimClosingReminder(t, r))) return;
        const text = MAIL_TEXTS.closingText({
          firstName: r.firstName,
          organisation: r.organisation,
          jobName: r.jobName,
          closes: shortDate(r.closingDate, true),
          link: `${base}/jobdetails?jobId=${r.jobId}`,
          settings: `${base}/alerts`,
        });
        await queueMail(
          t,
          { to: r.email, subject: MAIL_TEXTS.closingSubject(r.jobName), text },
          now,
          undefined,
        );
        sent += 1;
      });
    }
    if (due.length < BATCH) return sent;
  }
}

/** Queues the reminders of broken respond-by promises; returns how many roles. */
export async function remindBrokenPromises(deps: WorkDeps, now: number): Promise<number> {
  const base = deps.publicUrl.replace(/\/+$/, '');
  let reminded = 0;
  for (;;) {
    const due = await brokenPromises(deps.db, iso(now - PROMISE_LOOKBACK_MS), iso(now), BATCH);
    for (const p of due) {
      await tx(deps.db, async (t) => {
        const claim = await claimPromiseReminder(t, p);
        if (!claim) return;
        reminded += 1;
        const text = MAIL_TEXTS.respondText({
          organisation: p.organisation,
          jobName: p.jobName,
          due: shortDate(p.respondBy, true),
          waiting: claim.waiting,
          link: `${base}/employer/jobs/${p.jobId}/applicants`,
        });
        for (const to of claim.emails) {
          await queueMail(
            t,
            { to, subject: MAIL_TEXTS.respondSubject(p.jobName), text },
            now,
            undefined,
          );
        }
      });
    }
    if (due.length < BATCH) return reminded;
  }
}

export const lifecycleSweep: Sweep = {
  name: 'lifecycle',
  async run(deps, now) {
    await remindClosingRoles(deps, now);
    await remindBrokenPromises(deps, now);
  },
};
