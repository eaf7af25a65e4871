/**
 * Credential expiry reminders (issue 30; API.md "Credentials"): one mail from the first run on
 * or after the day 30 days before a credential expires, and one on or after the day 7 days
 * before, each once per credential and expiry (credential_reminders, written in the same
 * transaction as the mail: the outbox), dated in the coach's profile state's zone (else
 * Sydney's), linking to /profile#credentials; none for a coach who turned them off. A
 * credential added inside a window gets that window's mail only (7 days out: the 7-day one).
 */
import { CREDENTIAL_REMINDER_DAYS, stateCode } from '../../src/shared/credentials';
import { CREDENTIAL_LABELS, CREDENTIAL_MAIL } from '../../src/shared/texts/credentials';
import { addDays, dateIn, daysBetween, zoneOfState } from '../../src/shared/zoned-time';
import { tx } from '../db/connect';
import { claimCredentialReminder, reminderCandidates } from '../db/queries/credentials';
import { queueMail } from './mail';
import type { Sweep, WorkDeps } from './runner';

const BATCH = 200;
const FIRST = Math.max(...CREDENTIAL_REMINDER_DAYS);

/** The reminder due `days` before an expiry: the nearest of 30 and 7 not before it, or null. */
export function reminderDue(days: number): number | null {
  if (days < 0) return null;
  const due = CREDENTIAL_REMINDER_DAYS.filter((d) => days <= d);
  return due.length ? Math.min(...due) : null;
}

/** Queues the due credential reminders; returns how many mails. */
export async function remindExpiringCredentials(deps: WorkDeps, now: number): Promise<number> {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const utcToday = new Date(now).toISOString().slice(0, 10);
  // Every zone's today is within a day of UTC's.
  const from = addDays(utcToday, -1);
  const to = addDays(utcToday, FIRST + 1);
  const nowIso = new Date(now).toISOString();
  let sent = 0;
  let after = 0;
  for (;;) {
    const batch = await reminderCandidates(deps.db, from, to, after, BATCH);
    for (const c of batch) {
      const today = dateIn(now, zoneOfState(stateCode(c.state) ?? 'NSW'));
      const days = daysBetween(today, c.expiresOn);
      const due = reminderDue(days);
      if (due === null || c.sent.includes(due)) continue;
      await tx(deps.db, async (t) => {
        if (
          !(await claimCredentialReminder(
            t,
            { id: c.id, expiresOn: c.expiresOn, days: due },
            nowIso,
          ))
        ) {
          return;
        }
        const what =
          c.type === 'Other' && c.name ? c.name : (CREDENTIAL_LABELS.typeNames[c.type] ?? c.type);
        const text = CREDENTIAL_MAIL.text({
          firstName: c.firstName,
          what,
          expiresOn: c.expiresOn,
          days,
          link: `${base}/profile#credentials`,
          settings: `${base}/alerts`,
        });
        await queueMail(
          t,
          { to: c.email, subject: CREDENTIAL_MAIL.subject(what, days), text },
          now,
          undefined,
        );
        sent += 1;
      });
    }
    if (batch.length < BATCH) return sent;
    after = batch[batch.length - 1].id;
  }
}

export const credentialSweep: Sweep = {
  name: 'credentials',
  async run(deps, now) {
    await remindExpiringCredentials(deps, now);
  },
};
