/**
 * A coach's applications: applying (one per coach and job: UNIQUE (user_id, job_id)), the
 * applied-jobs list, the applied check of one job, and withdrawing.
 */
import { sql } from 'kysely';
import type { ApplicationStatus } from '../../../src/shared/constants';
import { type Db, isUniqueViolation, tx } from '../connect';
import { snapshotCredentials } from './credentials';
import { type JobSummaryRow, SUMMARY_COLUMNS, summaryOf } from './job-lists';
import { LOCATION } from './jobs';
import { UNANSWERED } from './lifecycle';
import { asciiLower } from './lookups';

export class ApplyError extends Error {
  constructor(readonly reason: 'resume' | 'cv' | 'job' | 'duplicate') {
    super(reason);
  }
}

export interface ApplyInput {
  userId: number;
  jobId: number;
  resumeId: number;
  cvId: number;
  firstName: string;
  lastName: string;
  salary: string;
  notice: string;
  referredBy: string;
  at: string;
}

/** Whether `fileId` is `userId`'s file of `kind`. */
async function ownsFile(t: Db, userId: number, fileId: number, kind: 'resume' | 'cv') {
  const row = await t.q
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('owner_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether job `id` exists, is open at `at` and public (applications go to open jobs only; a
 * held, rejected or suspended organisation's role is not public: issue 32).
 */
async function isJobOpen(db: Db, id: number, at: string): Promise<boolean> {
  const row = await db.q
    .selectFrom('jobs')
    .select(['is_open', 'closes_at', 'visibility'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.is_open === 1 && row.visibility < 2 && row.closes_at != null && row.closes_at > at;
}

/**
 * Creates an application (status 'Received' + its history row) in one transaction. The resume
 * and cover letter must be the caller's files of those kinds; the job must exist and be open;
 * a second application for the same job is ApplyError('duplicate'): ON CONFLICT DO NOTHING
 * (concurrent twins wait for the first and insert nothing), and a unique violation that gets
 * through anyway is mapped after the transaction has ended (PostgreSQL aborts it).
 */
export async function createApplication(db: Db, a: ApplyInput): Promise<number> {
  try {
    return await tx(db, async (t) => {
      if (!(await ownsFile(t, a.userId, a.resumeId, 'resume'))) throw new ApplyError('resume');
      if (!(await ownsFile(t, a.userId, a.cvId, 'cv'))) throw new ApplyError('cv');
      if (!(await isJobOpen(t, a.jobId, a.at))) throw new ApplyError('job');
      const row = await t.q
        .insertInto('applications')
        .values({
          user_id: a.userId,
          job_id: a.jobId,
          resume_file_id: a.resumeId,
          cv_file_id: a.cvId,
          first_name: a.firstName,
          last_name: a.lastName,
          salary: a.salary,
          notice: a.notice,
          referred_by: a.referredBy,
          status: 'Received',
          status_changed_at: a.at,
          applied_at: a.at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new ApplyError('duplicate');
      await t.q
        .insertInto('application_status_history')
        .values({
          application_id: row.id,
          status: 'Received',
          changed_at: a.at,
          changed_by: a.userId,
        })
        .execute();
      // Applying shares the coach's credentials as they are now (issue 30): the snapshot.
      await snapshotCredentials(t, row.id, a.userId);
      return row.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApplyError('duplicate');
    throw e;
  }
}

export interface AppliedJobRow extends JobSummaryRow {
  applicationId: number;
  appliedOn: string;
  status: ApplicationStatus;
  statusChangedOn: string | null;
  /** Null once the files were deleted (issue 31's retention). */
  resumeId: number | null;
  cvId: number | null;
  /** The respond-by date passed with this application still Received or Reviewing. */
  overdue: boolean;
  /** RETENTION_DAYS when the files were deleted, else null (issue 31). */
  filesDeletedAfterDays: number | null;
}

/** `%`, `_` and `\` as text in a LIKE pattern (with ESCAPE '\'). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The caller's applications, newest first, filtered by title (a literal part of the job's or
 * the organisation's name, any ASCII case), sport (a tag name) and location (a city, a state's
 * name or code, or "City, CODE", any ASCII case: SQLite's LIKE and NOCASE on both engines).
 */
export async function listApplications(
  db: Db,
  q: {
    userId: number;
    title: string;
    sport: string;
    location: string;
    page: number;
    pageSize: number;
    nowIso: string;
    /** RETENTION_DAYS, named by an application whose files were deleted (issue 31). */
    retentionDays: number;
  },
): Promise<{ list: AppliedJobRow[]; length: number }> {
  const from = db.q
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .where((eb) => {
      const all = [eb('a.user_id', '=', q.userId)];
      if (q.title) {
        const like = `%${escapeLike(asciiLower(q.title))}%`;
        all.push(
          eb.or([
            eb(sql`lower(j.name)`, 'like', sql`${like} ESCAPE '\\'`),
            eb(sql`lower(o.name)`, 'like', sql`${like} ESCAPE '\\'`),
          ]),
        );
      }
      if (q.sport) {
        all.push(
          eb.exists(
            eb
              .selectFrom('job_tags as jt')
              .innerJoin('tags as t', 't.id', 'jt.tag_id')
              .select('jt.job_id')
              .whereRef('jt.job_id', '=', 'j.id')
              .where('t.name', '=', q.sport),
          ),
        );
      }
      if (q.location) {
        const loc = asciiLower(q.location);
        all.push(
          eb.or([
            eb(sql`lower(c.name)`, '=', loc),
            eb(sql`lower(s.name)`, '=', loc),
            eb(sql`lower(s.code)`, '=', loc),
            eb(sql`lower(${LOCATION})`, '=', loc),
          ]),
        );
      }
      return eb.and(all);
    });
  const [count, list] = await Promise.all([
    from.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    from
      .select([
        ...SUMMARY_COLUMNS,
        'j.respond_by_at',
        'a.id as applicationId',
        'a.applied_at as appliedOn',
        'a.status',
        'a.status_changed_at as statusChangedOn',
        'a.resume_file_id as resumeId',
        'a.cv_file_id as cvId',
        'a.files_removed_at',
        (eb) =>
          eb
            .selectFrom('files as rf')
            .select('rf.removed_at')
            .whereRef('rf.id', '=', 'a.resume_file_id')
            .as('resume_removed'),
        (eb) =>
          eb
            .selectFrom('files as vf')
            .select('vf.removed_at')
            .whereRef('vf.id', '=', 'a.cv_file_id')
            .as('cv_removed'),
      ])
      .orderBy('a.applied_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ]);
  return {
    list: list.map(({ respond_by_at, files_removed_at, resume_removed, cv_removed, ...row }) => ({
      ...summaryOf(row, q.nowIso),
      // A deleted file is not offered (GET /api/file/{id} would be 404).
      resumeId: resume_removed == null ? row.resumeId : null,
      cvId: cv_removed == null ? row.cvId : null,
      filesDeletedAfterDays: files_removed_at == null ? null : q.retentionDays,
      status: row.status as ApplicationStatus,
      overdue:
        respond_by_at != null &&
        respond_by_at <= q.nowIso &&
        UNANSWERED.includes(row.status as ApplicationStatus),
    })),
    length: count.n,
  };
}

/** The caller's application for a job, if any. */
export async function appliedCheck(
  db: Db,
  userId: number,
  jobId: number,
): Promise<{ applied: boolean; datePosted: string | null; status: ApplicationStatus | null }> {
  const row = await db.q
    .selectFrom('applications')
    .select(['applied_at', 'status'])
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row
    ? { applied: true, datePosted: row.applied_at, status: row.status as ApplicationStatus }
    : { applied: false, datePosted: null, status: null };
}

/**
 * Withdraws (deletes, with its history) the caller's application while it is still 'Received':
 * one DELETE that checks the status, so a status change in between cannot be lost.
 * 'missing' when it is not the caller's (or does not exist), 'locked' when it moved on.
 */
export async function withdrawApplication(
  db: Db,
  userId: number,
  applicationId: number,
): Promise<'ok' | 'missing' | 'locked'> {
  return tx(db, async (t) => {
    const deleted = await t.q
      .deleteFrom('applications')
      .where('id', '=', applicationId)
      .where('user_id', '=', userId)
      .where('status', '=', 'Received')
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) return 'ok';
    const row = await t.q
      .selectFrom('applications')
      .select('id')
      .where('id', '=', applicationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? 'locked' : 'missing';
  });
}
