/**
 * Trust and safety's part of "your data, your account" (issue 32 with issue 31's duties;
 * decision 027): what an export adds (whether two-step sign-in is on, never its secret or
 * codes; the user's reports; an organisation user's own audit entries) and what deleting an
 * account removes (its TOTP secret, recovery codes and sign-in challenges). Its reports stay,
 * without the account (reporter_id NULL; reporter_key 'u:<id>' names only an id), so the
 * counts that hid a role stay true; audit entries stay as they are (ids only, append-only).
 */
import type { Db } from '../connect';
import { auditEntriesBy } from './audit-read';

/** Whether the user's two-step sign-in is on (enrolled and confirmed). */
export async function twoStepOn(db: Db, userId: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('user_totp')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.enabled_at != null;
}

/** The user's reports, oldest first: what and when, and the role they named. */
export async function reportsBy(db: Db, userId: number) {
  return db.q
    .selectFrom('reports as r')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .select([
      'r.job_id as jobId',
      'j.name as jobName',
      'r.reason',
      'r.details',
      'r.created_at as reportedAt',
    ])
    .where('r.reporter_id', '=', userId)
    .orderBy('r.id')
    .execute();
}

/** What data.json gains: `twoStepSignIn`, `reports` and `auditEntries` (own actions). */
export async function trustExportOf(db: Db, userId: number) {
  const entries = await auditEntriesBy(db, userId);
  return {
    twoStepSignIn: await twoStepOn(db, userId),
    reports: (await reportsBy(db, userId)).map((r) => ({ ...r, reason: r.reason as string })),
    auditEntries: entries.map(({ orgId: _o, jobId: _j, actorRole: _r, ...e }) => e),
  };
}

/** Account deletion's part, in its transaction `t` (queries/account-data.ts deleteAccount). */
export async function deleteTrustData(t: Db, userId: number): Promise<void> {
  await t.q.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
  await t.q
    .updateTable('reports')
    .set({ reporter_id: null })
    .where('reporter_id', '=', userId)
    .execute();
}
