// The organisation side (issue 10): an organisation's roles, their applicants and status, its
// public page details and logo. Every read and write names the organisation, so one
// organisation can never reach another's rows (the route answers 404 for them).
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../src/shared/constants';
import { sanitizeRichText } from '../../lib/rich-text';
import type { DB } from '../open';
import { tx } from '../open';
import {
  createJob,
  indexJob,
  invalidateJobLists,
  reindexOrgJobs,
  STORED_VIEWS,
  setJobOpen,
  unflushedViews,
} from './jobs';

/** The organisation a ROLE_ORG user belongs to, or null. */
export function orgIdOf(db: DB, userId: number): number | null {
  const id = db.prepare('SELECT org_id FROM users WHERE id = ?').pluck().get(userId) as
    | number
    | null
    | undefined;
  return id ?? null;
}

export class LookupError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const UNKNOWN_CITY = 'Choose a city from the list';
export const AMBIGUOUS_CITY = 'This city name exists in more than one state: choose the state too';
export const UNKNOWN_TAG = 'Choose tags from the list';
export const UNKNOWN_ORG_TYPE = 'Choose an organisation type from the list';

/** A city id from its name and, when given, its state (name or code). */
export function resolveCity(db: DB, city: string, state: string): number {
  const rows = db
    .prepare(
      `SELECT c.id, s.name AS state, s.code FROM cities c JOIN states s ON s.id = c.state_id
        WHERE c.name = ? COLLATE NOCASE`,
    )
    .all(city.trim()) as { id: number; state: string; code: string }[];
  const st = state.trim().toLowerCase();
  const matching = st
    ? rows.filter((r) => r.state.toLowerCase() === st || r.code.toLowerCase() === st)
    : rows;
  if (matching.length === 0) throw new LookupError('city', UNKNOWN_CITY);
  if (matching.length > 1) throw new LookupError('state', AMBIGUOUS_CITY);
  return matching[0].id;
}

/** Tag ids from tag names (case-insensitive); any unknown name is an error. */
export function resolveTags(db: DB, names: readonly string[]): number[] {
  const get = db.prepare('SELECT id FROM tags WHERE name = ? COLLATE NOCASE').pluck();
  const ids = new Set<number>();
  for (const n of names) {
    const id = get.get(n.trim()) as number | undefined;
    if (id == null) throw new LookupError('tags', UNKNOWN_TAG);
    ids.add(id);
  }
  return [...ids];
}

export interface OrgJobInput {
  name: string;
  city: string;
  state: string;
  minLevel: string;
  role_type: string;
  categories: string;
  salary: string;
  tags: string[];
  description: string;
  subject: string;
  skills: string;
  desiredSkills: string;
}

/** Posts a role for `orgId` (rich text sanitized, tags, search index); returns its id. */
export function createOrgJob(db: DB, orgId: number, input: OrgJobInput, nowIso: string): number {
  const cityId = resolveCity(db, input.city, input.state);
  const tagIds = resolveTags(db, input.tags);
  return createJob(
    db,
    {
      orgId,
      name: input.name,
      cityId,
      minLevel: input.minLevel,
      roleType: input.role_type,
      categories: input.categories,
      salary: input.salary,
      description: input.description,
      subject: input.subject,
      skills: input.skills,
      desiredSkills: input.desiredSkills,
      tagIds,
      datePosted: nowIso,
    },
    nowIso,
  );
}

/** Updates one of `orgId`'s roles; false when it is not theirs (or does not exist). */
export function updateOrgJob(
  db: DB,
  orgId: number,
  jobId: number,
  input: OrgJobInput,
  nowIso: string,
): boolean {
  const cityId = resolveCity(db, input.city, input.state);
  const tagIds = resolveTags(db, input.tags);
  return tx(db, () => {
    const changed = db
      .prepare(
        `UPDATE jobs SET name = ?, city_id = ?, min_level = ?, role_type = ?, categories = ?,
           salary = ?, description = ?, subject = ?, skills = ?, desired_skills = ?, updated_at = ?
         WHERE id = ? AND org_id = ?`,
      )
      .run(
        input.name,
        cityId,
        input.minLevel,
        input.role_type,
        input.categories,
        input.salary,
        sanitizeRichText(input.description),
        sanitizeRichText(input.subject),
        sanitizeRichText(input.skills),
        sanitizeRichText(input.desiredSkills),
        nowIso,
        jobId,
        orgId,
      ).changes;
    if (!changed) return false;
    db.prepare('DELETE FROM job_tags WHERE job_id = ?').run(jobId);
    const tag = db.prepare('INSERT OR IGNORE INTO job_tags (job_id, tag_id) VALUES (?, ?)');
    for (const t of tagIds) tag.run(jobId, t);
    indexJob(db, jobId);
    return true;
  });
}

/** Whether job `jobId` belongs to `orgId`. */
export function ownsJob(db: DB, orgId: number, jobId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM jobs WHERE id = ? AND org_id = ?').get(jobId, orgId) !== undefined
  );
}

/** Opens or closes one of `orgId`'s roles (closed roles leave the search); false if not theirs. */
export function setOrgJobOpen(
  db: DB,
  orgId: number,
  jobId: number,
  open: boolean,
  nowIso: string,
): boolean {
  return tx(db, () => {
    if (!ownsJob(db, orgId, jobId)) return false;
    setJobOpen(db, jobId, open, nowIso);
    return true;
  });
}

export interface OrgJobSummaryRow {
  id: number;
  name: string;
  location: string;
  open: boolean;
  views: number;
  datePosted: string;
  applicants: number;
  statusCounts: Record<ApplicationStatus, number>;
}

const emptyCounts = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;

/** Every role of `orgId` (open and closed), newest first, with applicant counts per status. */
export function listOrgJobs(db: DB, orgId: number): OrgJobSummaryRow[] {
  const jobs = db
    .prepare(
      `SELECT j.id, j.name, c.name || ', ' || s.code AS location, j.is_open AS open,
              ${STORED_VIEWS} AS views, j.date_posted AS datePosted
         FROM jobs j JOIN cities c ON c.id = j.city_id JOIN states s ON s.id = c.state_id
        WHERE j.org_id = ?
        ORDER BY j.date_posted DESC, j.id DESC`,
    )
    .all(orgId) as (Omit<OrgJobSummaryRow, 'open' | 'applicants' | 'statusCounts'> & {
    open: number;
  })[];
  const counts = db
    .prepare(
      `SELECT a.job_id AS jobId, a.status, count(*) AS n
         FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.org_id = ?
        GROUP BY a.job_id, a.status`,
    )
    .all(orgId) as { jobId: number; status: ApplicationStatus; n: number }[];
  const byJob = new Map<number, Record<ApplicationStatus, number>>();
  for (const r of counts) {
    const c = byJob.get(r.jobId) ?? emptyCounts();
    c[r.status] = r.n;
    byJob.set(r.jobId, c);
  }
  return jobs.map((j) => {
    const statusCounts = byJob.get(j.id) ?? emptyCounts();
    const applicants = Object.values(statusCounts).reduce((a, b) => a + b, 0);
    const views = j.views + unflushedViews(db, j.id); // counted, not yet written (jobs.ts)
    return { ...j, views, open: j.open === 1, applicants, statusCounts };
  });
}

export interface OrgJobRow {
  id: number;
  org_id: number;
  organisation: string;
  name: string;
  city: string;
  state: string;
  location: string;
  minLevel: string;
  role_type: string;
  categories: string;
  salary: string;
  tags: string[];
  description: string;
  subject: string;
  skills: string;
  desiredSkills: string;
  open: boolean;
  views: number;
  datePosted: string;
}

/** One of `orgId`'s roles with its stored fields (for editing), or undefined. */
export function getOrgJob(db: DB, orgId: number, jobId: number): OrgJobRow | undefined {
  const row = db
    .prepare(
      `SELECT j.id, j.org_id, o.name AS organisation, j.name, c.name AS city, s.name AS state,
              c.name || ', ' || s.code AS location, j.min_level AS minLevel, j.role_type,
              j.categories, j.salary, j.description, j.subject, j.skills,
              j.desired_skills AS desiredSkills, j.is_open AS open, ${STORED_VIEWS} AS views,
              j.date_posted AS datePosted
         FROM jobs j
         JOIN organisations o ON o.id = j.org_id
         JOIN cities c ON c.id = j.city_id
         JOIN states s ON s.id = c.state_id
        WHERE j.id = ? AND j.org_id = ?`,
    )
    .get(jobId, orgId) as (Omit<OrgJobRow, 'open' | 'tags'> & { open: number }) | undefined;
  if (!row) return undefined;
  const tags = db
    .prepare(
      'SELECT t.name FROM job_tags jt JOIN tags t ON t.id = jt.tag_id WHERE jt.job_id = ? ORDER BY t.name',
    )
    .pluck()
    .all(jobId) as string[];
  return { ...row, views: row.views + unflushedViews(db, jobId), open: row.open === 1, tags };
}

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
export function listApplicants(
  db: DB,
  orgId: number,
  jobId: number,
): { job: { id: number; name: string; open: boolean }; list: ApplicantRow[] } | undefined {
  const job = db
    .prepare('SELECT id, name, is_open AS open FROM jobs WHERE id = ? AND org_id = ?')
    .get(jobId, orgId) as { id: number; name: string; open: number } | undefined;
  if (!job) return undefined;
  const rows = db
    .prepare(
      `SELECT a.id, a.first_name AS firstName, a.last_name AS lastName, u.email,
              a.applied_at AS appliedOn, a.salary, a.notice, a.referred_by AS referredBy,
              a.status, a.status_changed_at AS statusChangedOn,
              a.resume_file_id AS resumeId, r.original_name AS resumeName,
              a.cv_file_id AS cvId, v.original_name AS cvName
         FROM applications a
         JOIN users u ON u.id = a.user_id
         JOIN files r ON r.id = a.resume_file_id
         JOIN files v ON v.id = a.cv_file_id
        WHERE a.job_id = ?
        ORDER BY a.applied_at DESC, a.id DESC`,
    )
    .all(jobId) as Omit<ApplicantRow, 'history'>[];
  const history = db.prepare(
    `SELECT status, changed_at AS changedOn FROM application_status_history
      WHERE application_id = ? ORDER BY changed_at, id`,
  );
  const list = rows.map((r) => ({
    ...r,
    history: history.all(r.id) as { status: string; changedOn: string }[],
  }));
  return { job: { id: job.id, name: job.name, open: job.open === 1 }, list };
}

export interface StatusChange {
  status: ApplicationStatus;
  changedOn: string;
  /** False when the application already had this status (nothing recorded, no mail). */
  changed: boolean;
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
export function setApplicationStatus(
  db: DB,
  orgId: number,
  applicationId: number,
  status: ApplicationStatus,
  byUserId: number,
  nowIso: string,
): StatusChange | undefined {
  return tx(db, () => {
    const row = db
      .prepare(
        `SELECT a.status, a.status_changed_at AS changedAt, u.email, a.first_name AS firstName,
                j.id AS jobId, j.name AS jobName, o.name AS organisation
           FROM applications a
           JOIN jobs j ON j.id = a.job_id
           JOIN organisations o ON o.id = j.org_id
           JOIN users u ON u.id = a.user_id
          WHERE a.id = ? AND j.org_id = ?`,
      )
      .get(applicationId, orgId) as
      | {
          status: ApplicationStatus;
          changedAt: string | null;
          email: string;
          firstName: string;
          jobId: number;
          jobName: string;
          organisation: string;
        }
      | undefined;
    if (!row) return undefined;
    const base = {
      coachEmail: row.email,
      coachFirstName: row.firstName,
      jobId: row.jobId,
      jobName: row.jobName,
      organisation: row.organisation,
    };
    if (row.status === status) {
      return { ...base, status, changedOn: row.changedAt ?? nowIso, changed: false };
    }
    db.prepare('UPDATE applications SET status = ?, status_changed_at = ? WHERE id = ?').run(
      status,
      nowIso,
      applicationId,
    );
    db.prepare(
      `INSERT INTO application_status_history (application_id, status, changed_at, changed_by)
       VALUES (?, ?, ?, ?)`,
    ).run(applicationId, status, nowIso, byUserId);
    return { ...base, status, changedOn: nowIso, changed: true };
  });
}

export interface OrgProfileRow {
  id: number;
  name: string;
  orgType: string;
  city: string;
  state: string;
  about: string;
  website: string;
  logo: string | null;
}

export function getOrgProfile(db: DB, orgId: number): OrgProfileRow | undefined {
  const row = db
    .prepare(
      `SELECT o.id, o.name, t.type AS orgType, COALESCE(c.name, '') AS city,
              COALESCE(s.name, '') AS state, o.about, o.website, o.logo_file_id AS logoId
         FROM organisations o
         JOIN org_types t ON t.id = o.org_type_id
         LEFT JOIN cities c ON c.id = o.city_id
         LEFT JOIN states s ON s.id = c.state_id
        WHERE o.id = ?`,
    )
    .get(orgId) as (Omit<OrgProfileRow, 'logo'> & { logoId: number | null }) | undefined;
  if (!row) return undefined;
  const { logoId, ...rest } = row;
  return { ...rest, logo: logoId != null ? `/api/org/logo/${row.id}` : null };
}

/** Updates the public page details; re-indexes the roles when the organisation type changed. */
export function updateOrgProfile(
  db: DB,
  orgId: number,
  input: { about: string; website: string; orgType: string; city: string; state: string },
): void {
  const typeId = db
    .prepare('SELECT id FROM org_types WHERE type = ? COLLATE NOCASE')
    .pluck()
    .get(input.orgType.trim()) as number | undefined;
  if (typeId == null) throw new LookupError('orgType', UNKNOWN_ORG_TYPE);
  const cityId = input.city.trim() ? resolveCity(db, input.city, input.state) : null;
  tx(db, () => {
    const before = db
      .prepare('SELECT org_type_id FROM organisations WHERE id = ?')
      .pluck()
      .get(orgId) as number;
    db.prepare(
      'UPDATE organisations SET about = ?, website = ?, org_type_id = ?, city_id = ? WHERE id = ?',
    ).run(input.about, input.website, typeId, cityId, orgId);
    if (before !== typeId) reindexOrgJobs(db, orgId);
    else invalidateJobLists(db);
  });
}

/**
 * Points the organisation at a new logo file (already inserted, kind 'logo') and deletes the
 * previous one's row; returns the previous stored name so the caller can remove the bytes.
 */
export function replaceOrgLogo(
  db: DB,
  orgId: number,
  file: {
    ownerId: number;
    originalName: string;
    storedName: string;
    size: number;
    contentType: string;
    createdAt: string;
  },
): { id: number; previousStored: string | null } {
  return tx(db, () => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO files (owner_id, kind, original_name, stored_name, size, content_type, created_at)
           VALUES (?, 'logo', ?, ?, ?, ?, ?)`,
        )
        .run(
          file.ownerId,
          file.originalName,
          file.storedName,
          file.size,
          file.contentType,
          file.createdAt,
        ).lastInsertRowid,
    );
    const previous = db
      .prepare(
        `SELECT f.id, f.stored_name FROM organisations o JOIN files f ON f.id = o.logo_file_id
          WHERE o.id = ? AND f.kind = 'logo'`,
      )
      .get(orgId) as { id: number; stored_name: string } | undefined;
    db.prepare('UPDATE organisations SET logo_file_id = ? WHERE id = ?').run(id, orgId);
    if (previous) db.prepare('DELETE FROM files WHERE id = ?').run(previous.id);
    return { id, previousStored: previous?.stored_name ?? null };
  });
}
