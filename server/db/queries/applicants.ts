/**
 * The applications to an organisation's roles, as the organisation sees them (issue 10): the
 * applicants of one role with their status history, and changing an application's status
 * (recorded in application_status_history). Every read and write names the organisation, so
 * one organisation never reaches another's applicants.
 */
import type { ApplicationStatus } from '../../../src/shared/constants';
import type { Db } from '../connect';
import { tx } from '../connect';
import { LIFECYCLE_COLUMNS, type Lifecycle, withLifecycle } from './lifecycle';

export interface ApplicantRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  appliedOn: string;
  salary: string;
  notice: string;
  referredBy: string;
  status: ApplicationStatus;
  statusChangedOn: string | null;
  resumeId: number;
  resumeName: string;
  cvId: number;
  cvName: string;
  history: { status: string; changedOn: string }[];
}

/** The applications to one of `orgId`'s roles, newest first (undefined when not theirs). */
export async function listApplicants(
  db: Db,
  orgId: number,
  jobId: number,
  nowIso: string,
): Promise<{ job: { id: number; name: string } & Lifecycle; list: ApplicantRow[] } | undefined> {
  const row = await db.q
    .selectFrom('jobs as j')
    .select(['j.id', 'j.name', ...LIFECYCLE_COLUMNS])
    .where('j.id', '=', jobId)
    .where('j.org_id', '=', orgId)
    .executeTakeFirst();
  const job = row && withLifecycle(row, nowIso);
  if (!job) return undefined;
  const [rows, history] = await Promise.all([
    db.q
      .selectFrom('applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('files as r', 'r.id', 'a.resume_file_id')
      .innerJoin('files as v', 'v.id', 'a.cv_file_id')
      .select([
        'a.id',
        'a.first_name as firstName',
        'a.last_name as lastName',
        'u.email',
        'a.applied_at as appliedOn',
        'a.salary',
        'a.notice',
        'a.referred_by as referredBy',
        'a.status',
        'a.status_changed_at as statusChangedOn',
        'a.resume_file_id as resumeId',
        'r.original_name as resumeName',
        'a.cv_file_id as cvId',
        'v.original_name as cvName',
      ])
      .where('a.job_id', '=', jobId)
      .orderBy('a.applied_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    db.q
      .selectFrom('application_status_history as h')
      .innerJoin('applications as a', 'a.id', 'h.application_id')
      .select(['h.application_id', 'h.status', 'h.changed_at as changedOn'])
      .where('a.job_id', '=', jobId)
      .orderBy('h.changed_at')
      .orderBy('h.id')
      .execute(),
  ]);
  const historyOf = new Map<number, { status: string; changedOn: string }[]>();
  for (const { application_id, ...h } of history) {
    const list = historyOf.get(application_id);
    if (list) list.push(h);
    else historyOf.set(application_id, [h]);
  }
  const list = rows.map((r) => ({
    ...r,
    status: r.status as ApplicationStatus,
    history: historyOf.get(r.id) ?? [],
  }));
  return { job, list };
}

export interface StatusChange {
  status: ApplicationStatus;
  changedOn: string;
  /** False when the application already had this status (nothing recorded, no mail). */
  changed: boolean;
  /** The status before (the audit log's `before`, issue 32). */
  previous: string;
  /** What the mail to the coach says. */
  coachEmail: string;
  coachFirstName: string;
  jobId: number;
  jobName: string;
  organisation: string;
}

/**
 * Sets an application's status when it went to one of `orgId`'s roles, recording it with its
 * date in application_status_history. Undefined when the application is not theirs.
 */
export async function setApplicationStatus(
  db: Db,
  orgId: number,
  applicationId: number,
  status: ApplicationStatus,
  byUserId: number,
  nowIso: string,
): Promise<StatusChange | undefined> {
  return tx(db, async (t) => {
    const row = await t.q
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .innerJoin('organisations as o', 'o.id', 'j.org_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.status',
        'a.status_changed_at as changedAt',
        'u.email',
        'a.first_name as firstName',
        'j.id as jobId',
        'j.name as jobName',
        'o.name as organisation',
      ])
      .where('a.id', '=', applicationId)
      .where('j.org_id', '=', orgId)
      .executeTakeFirst();
    if (!row) return undefined;
    const unchanged = {
      coachEmail: row.email,
      coachFirstName: row.firstName,
      jobId: row.jobId,
      jobName: row.jobName,
      organisation: row.organisation,
      previous: row.status,
      status,
      changedOn: row.changedAt ?? nowIso,
      changed: false,
    };
    if (row.status === status) return unchanged;
    // Only when the status still differs: of two concurrent identical changes on PostgreSQL
    // (READ COMMITTED re-checks the WHERE after waiting), one records it and mails.
    const updated = await t.q
      .updateTable('applications')
      .set({ status, status_changed_at: nowIso })
      .where('id', '=', applicationId)
      .where('status', '<>', status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return unchanged;
    await t.q
      .insertInto('application_status_history')
      .values({ application_id: applicationId, status, changed_at: nowIso, changed_by: byUserId })
      .execute();
    return { ...unchanged, changedOn: nowIso, changed: true };
  });
}
