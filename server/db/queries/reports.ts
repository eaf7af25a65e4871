/**
 * Reports of roles (issue 32; migration 017's reports): a visitor's or a user's report, the
 * count of distinct reporters that hides a role from search, and what an admin reads and
 * resolves. A reporter is its key ('u:<id>' or 'a:<address HMAC>'), so the same reporter
 * reporting a role again counts once.
 */
import type { Db } from '../connect';
import type { Schema } from '../schema';

/**
 * The role's visibility (moderation.ts), or undefined when there is no such role. In a report's
 * transaction it locks the role's row on PostgreSQL (SQLite's BEGIN IMMEDIATE already
 * serialises writers), so reports of one role are counted one after another and two arriving
 * together cannot both miss the third reporter.
 */
export async function jobVisibility(db: Db, jobId: number): Promise<number | undefined> {
  const row = await db.q
    .selectFrom('jobs')
    .select('visibility')
    .where('id', '=', jobId)
    .$call((q) => (db.engine === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst();
  return row?.visibility;
}

export async function insertReport(
  t: Db,
  r: {
    jobId: number;
    reporterKey: string;
    reporterId: number | null;
    reason: Schema['reports']['reason'];
    details: string;
    at: string;
  },
): Promise<void> {
  await t.q
    .insertInto('reports')
    .values({
      job_id: r.jobId,
      reporter_key: r.reporterKey,
      reporter_id: r.reporterId,
      reason: r.reason,
      details: r.details,
      created_at: r.at,
    })
    .execute();
}

/** Distinct reporters of the role's open reports made at or after `since` (ISO). */
export async function openReporters(t: Db, jobId: number, since: string): Promise<number> {
  const row = await t.q
    .selectFrom('reports')
    .select((eb) => eb.fn.count<number>('reporter_key').distinct().as('n'))
    .where('job_id', '=', jobId)
    .where('resolved_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the role hidden by reports (unless it already is): true when it changed. */
export async function hideJob(t: Db, jobId: number, at: string): Promise<boolean> {
  const r = await t.q
    .updateTable('jobs')
    .set({ hidden_at: at })
    .where('id', '=', jobId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function clearHidden(t: Db, jobId: number): Promise<void> {
  await t.q.updateTable('jobs').set({ hidden_at: null }).where('id', '=', jobId).execute();
}

/** Resolves the role's open reports: how many there were. */
export async function resolveReports(t: Db, jobId: number, at: string): Promise<number> {
  const r = await t.q
    .updateTable('reports')
    .set({ resolved_at: at })
    .where('job_id', '=', jobId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Open reports grouped by role, the latest report first (GET /api/admin/reports). */
export async function openReportGroups(db: Db) {
  const groups = await db.q
    .selectFrom('reports as r')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .select((eb) => [
      'j.id as jobId',
      'j.name',
      'j.org_id as orgId',
      'j.hidden_at',
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('r.created_at').as('lastReportedAt'),
    ])
    .where('r.resolved_at', 'is', null)
    .groupBy(['j.id', 'j.name', 'j.org_id', 'j.hidden_at'])
    .orderBy('lastReportedAt', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  const reasons = await db.q
    .selectFrom('reports')
    .select(['job_id', 'reason'])
    .distinct()
    .where('resolved_at', 'is', null)
    .orderBy('job_id')
    .orderBy('reason')
    .execute();
  return groups.map(({ hidden_at, ...g }) => ({
    ...g,
    count: Number(g.count),
    reasons: reasons.filter((r) => r.job_id === g.jobId).map((r) => r.reason as string),
    hidden: hidden_at !== null,
  }));
}

/** What an admin's action on a role needs to know of it. */
export async function roleForAdmin(db: Db, jobId: number) {
  return db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select([
      'j.id',
      'j.name',
      'j.org_id as orgId',
      'o.name as organisation',
      'j.is_open',
      'j.closed_reason',
      'j.review',
      'j.review_reason',
      'j.hidden_at',
    ])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

/** Marks the role taken down with the admin's reason. */
export async function setTakenDown(t: Db, jobId: number, reason: string): Promise<void> {
  await t.q
    .updateTable('jobs')
    .set({ review: 'taken_down', review_reason: reason })
    .where('id', '=', jobId)
    .execute();
}

/** The addresses of an organisation's live users (its mail). */
export async function orgUserEmails(db: Db, orgId: number): Promise<string[]> {
  const rows = await db.q
    .selectFrom('users')
    .select('email')
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.email).filter((e) => e !== '');
}
