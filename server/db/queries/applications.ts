import type { ApplicationStatus } from '../../../src/shared/constants';
import type { DB } from '../open';
import { tx } from '../open';
import type { JobSummaryRow } from './jobs';

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

/**
 * Creates an application (status 'Received' + its history row) in one IMMEDIATE transaction.
 * The resume and cover letter must be the caller's files of those kinds; the job must exist and
 * be open; a second application for the same job hits UNIQUE(user_id, job_id) -> 'duplicate'.
 */
export function createApplication(db: DB, a: ApplyInput): number {
  return tx(db, () => {
    const owns = db.prepare('SELECT 1 FROM files WHERE id = ? AND owner_id = ? AND kind = ?');
    if (!owns.get(a.resumeId, a.userId, 'resume')) throw new ApplyError('resume');
    if (!owns.get(a.cvId, a.userId, 'cv')) throw new ApplyError('cv');
    const open = db.prepare('SELECT is_open FROM jobs WHERE id = ?').pluck().get(a.jobId) as
      | number
      | undefined;
    if (!open) throw new ApplyError('job');
    let id: number;
    try {
      id = Number(
        db
          .prepare(
            `INSERT INTO applications (user_id, job_id, resume_file_id, cv_file_id, first_name,
               last_name, salary, notice, referred_by, status, status_changed_at, applied_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Received', ?, ?)`,
          )
          .run(
            a.userId,
            a.jobId,
            a.resumeId,
            a.cvId,
            a.firstName,
            a.lastName,
            a.salary,
            a.notice,
            a.referredBy,
            a.at,
            a.at,
          ).lastInsertRowid,
      );
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new ApplyError('duplicate');
      throw e;
    }
    db.prepare(
      `INSERT INTO application_status_history (application_id, status, changed_at, changed_by)
       VALUES (?, 'Received', ?, ?)`,
    ).run(id, a.at, a.userId);
    return id;
  });
}

export interface AppliedJobRow extends JobSummaryRow {
  applicationId: number;
  appliedOn: string;
  status: ApplicationStatus;
  statusChangedOn: string | null;
  resumeId: number;
  cvId: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The caller's applications, newest first, filtered by title (literal), sport and location. */
export function listApplications(
  db: DB,
  q: {
    userId: number;
    title: string;
    sport: string;
    location: string;
    page: number;
    pageSize: number;
  },
): { list: AppliedJobRow[]; length: number } {
  const where = ['a.user_id = ?'];
  const args: unknown[] = [q.userId];
  if (q.title) {
    where.push("(j.name LIKE ? ESCAPE '\\' OR o.name LIKE ? ESCAPE '\\')");
    const like = `%${escapeLike(q.title)}%`;
    args.push(like, like);
  }
  if (q.sport) {
    where.push(
      'EXISTS (SELECT 1 FROM job_tags jt JOIN tags t ON t.id = jt.tag_id WHERE jt.job_id = j.id AND t.name = ?)',
    );
    args.push(q.sport);
  }
  if (q.location) {
    where.push(
      "(c.name = ? COLLATE NOCASE OR s.name = ? COLLATE NOCASE OR s.code = ? COLLATE NOCASE OR (c.name || ', ' || s.code) = ? COLLATE NOCASE)",
    );
    args.push(q.location, q.location, q.location, q.location);
  }
  const from = `FROM applications a
      JOIN jobs j ON j.id = a.job_id
      JOIN organisations o ON o.id = j.org_id
      JOIN cities c ON c.id = j.city_id
      JOIN states s ON s.id = c.state_id
     WHERE ${where.join(' AND ')}`;
  const length = db
    .prepare(`SELECT count(*) ${from}`)
    .pluck()
    .get(...args) as number;
  const list = db
    .prepare(
      `SELECT j.id, j.name, j.org_id, o.name AS organisation, c.name || ', ' || s.code AS location,
              j.role_type, j.salary, j.date_posted AS datePosted, a.id AS applicationId,
              a.applied_at AS appliedOn, a.status, a.status_changed_at AS statusChangedOn,
              a.resume_file_id AS resumeId, a.cv_file_id AS cvId
       ${from}
       ORDER BY a.applied_at DESC, a.id DESC
       LIMIT ? OFFSET ?`,
    )
    .all(...args, q.pageSize, (q.page - 1) * q.pageSize) as AppliedJobRow[];
  return { list, length };
}

/** The caller's application for a job, if any. */
export function appliedCheck(
  db: DB,
  userId: number,
  jobId: number,
): { applied: boolean; datePosted: string | null; status: ApplicationStatus | null } {
  const row = db
    .prepare('SELECT applied_at, status FROM applications WHERE user_id = ? AND job_id = ?')
    .get(userId, jobId) as { applied_at: string; status: ApplicationStatus } | undefined;
  return row
    ? { applied: true, datePosted: row.applied_at, status: row.status }
    : { applied: false, datePosted: null, status: null };
}

/**
 * Withdraws (deletes) the caller's application while it is still 'Received'.
 * 'missing' when it is not the caller's (or does not exist), 'locked' when it moved on.
 */
export function withdrawApplication(
  db: DB,
  userId: number,
  applicationId: number,
): 'ok' | 'missing' | 'locked' {
  return tx(db, () => {
    const row = db
      .prepare('SELECT status FROM applications WHERE id = ? AND user_id = ?')
      .get(applicationId, userId) as { status: string } | undefined;
    if (!row) return 'missing';
    if (row.status !== 'Received') return 'locked';
    db.prepare("DELETE FROM applications WHERE id = ? AND user_id = ? AND status = 'Received'").run(
      applicationId,
      userId,
    );
    return 'ok';
  });
}
