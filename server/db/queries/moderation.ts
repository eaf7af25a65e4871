/**
 * What the public sees of a role (issue 32; migration 017): jobs.visibility, kept here from the
 * role's review state, its reports and its organisation's suspension, so that every public read
 * (lists, search words, facets, sitemaps, feeds, alerts, the role's page) tests one column:
 *   0  public;
 *   1  out of search, lists, sitemaps, feeds and alerts (three reporters in 24 hours: hidden_at);
 *      its page still answers, so a link someone holds keeps working until an admin looks;
 *   2  not public at all: held for review, rejected, taken down, or its organisation suspended.
 * Every write to those inputs calls refreshVisibility in its transaction; it re-indexes the roles
 * whose visibility moved (their search words, their first publication) and marks the job lists
 * changed.
 */
import { sql } from 'kysely';
import { jobsChanged } from '../changes';
import type { Db } from '../connect';
import { indexJob } from './jobs';

export const VISIBLE = 0;
export const OUT_OF_SEARCH = 1;
export const NOT_PUBLIC = 2;

/** Re-derives visibility of one role (`jobId`) or every role of an organisation (`orgId`). */
export async function refreshVisibility(
  t: Db,
  which: { jobId: number } | { orgId: number },
): Promise<number[]> {
  const rows = await t.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select(['j.id', 'j.visibility', 'j.review', 'j.hidden_at', 'o.suspended_at'])
    .$call((qb) =>
      'jobId' in which
        ? qb.where('j.id', '=', which.jobId)
        : qb.where('j.org_id', '=', which.orgId),
    )
    .execute();
  const moved: number[] = [];
  for (const r of rows) {
    const next =
      r.review !== null || r.suspended_at !== null
        ? NOT_PUBLIC
        : r.hidden_at !== null
          ? OUT_OF_SEARCH
          : VISIBLE;
    if (next === r.visibility) continue;
    await t.q.updateTable('jobs').set({ visibility: next }).where('id', '=', r.id).execute();
    await indexJob(t, r.id);
    moved.push(r.id);
  }
  return moved;
}

/** SQL: the role is public (its page answers). */
export const isPublic = (alias = 'j') => sql<boolean>`${sql.ref(`${alias}.visibility`)} < 2`;

// ---- the admin's moderation calls (server/routes/admin-moderation.ts) ----

/** Roles waiting for review, the oldest first (GET /api/admin/queue). */
export async function reviewQueue(db: Db) {
  return db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select(['j.id as jobId', 'j.name', 'j.org_id as orgId', 'o.name as organisation'])
    .select('j.date_posted as postedAt')
    .where('j.review', '=', 'held')
    .orderBy('j.date_posted')
    .orderBy('j.id')
    .limit(500)
    .execute();
}

/** An organisation's moderation state, or undefined (unknown or deleted). */
export async function orgState(t: Db, orgId: number) {
  return t.q
    .selectFrom('organisations')
    .select(['id', 'name', 'verified_at', 'suspended_at'])
    .where('id', '=', orgId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Verifies organisation `orgId` (kept when it already was) and lets its held roles out; their
 * updated_at moves so they are new to sitemaps and alerts. Returns the roles released.
 */
export async function verifyOrg(t: Db, orgId: number, nowIso: string): Promise<number[]> {
  await t.q
    .updateTable('organisations')
    .set({ verified_at: nowIso })
    .where('id', '=', orgId)
    .where('verified_at', 'is', null)
    .execute();
  const released = await t.q
    .updateTable('jobs')
    .set({ review: null, updated_at: nowIso })
    .where('org_id', '=', orgId)
    .where('review', '=', 'held')
    .returning('id')
    .execute();
  await refreshVisibility(t, { orgId });
  // The Verified badge is on its cached summaries even when no role moved.
  await jobsChanged(t);
  return released.map((r) => r.id);
}

/** A role's review state with its organisation, or undefined. */
export async function jobReview(t: Db, jobId: number) {
  return t.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select(['j.id', 'j.name', 'j.org_id', 'o.name as organisation'])
    .select(['j.review', 'j.review_reason', 'j.visibility'])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

/** Sets a held role's review: null (approved, public now) or 'rejected' with the reason. */
export async function setReview(
  t: Db,
  jobId: number,
  review: { review: null } | { review: 'rejected'; reason: string },
  nowIso: string,
): Promise<void> {
  await t.q
    .updateTable('jobs')
    .set(
      review.review === null
        ? { review: null, updated_at: nowIso }
        : { review: 'rejected', review_reason: review.reason },
    )
    .where('id', '=', jobId)
    .execute();
  await refreshVisibility(t, { jobId });
}

/** The addresses of an organisation's users (its mail: a rejection's reason). */
export async function orgUserAddresses(t: Db, orgId: number) {
  return t.q
    .selectFrom('users')
    .select(['id', 'email', 'first_name as firstName'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Suspends or restores an organisation (its roles leave or come back); its users' ids. */
export async function setOrgSuspended(
  t: Db,
  orgId: number,
  suspended: boolean,
  nowIso: string,
): Promise<number[]> {
  await t.q
    .updateTable('organisations')
    .set({ suspended_at: suspended ? nowIso : null })
    .where('id', '=', orgId)
    .$if(suspended, (qb) => qb.where('suspended_at', 'is', null))
    .execute();
  await refreshVisibility(t, { orgId });
  return (await orgUserAddresses(t, orgId)).map((u) => u.id);
}

/** LIKE pattern text with its wildcards escaped (ESCAPE '\'). */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts whose e-mail is `email` or begins with it, at most 50 (GET /api/admin/users). */
export async function findUsers(db: Db, email: string) {
  const key = email.trim().normalize('NFC').toLowerCase();
  const rows = await db.q
    .selectFrom('users')
    .select(['id', 'email', 'role', 'org_id as orgId', 'suspended_at'])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`email_key LIKE ${`${likeText(key)}%`} ESCAPE '\\'`)
    .orderBy(sql`CASE WHEN email_key = ${key} THEN 0 ELSE 1 END`)
    .orderBy('email_key')
    .limit(50)
    .execute();
  return rows.map(({ suspended_at, ...u }) => ({ ...u, suspended: suspended_at != null }));
}

/** A user's suspension state, or undefined (unknown or deleted). */
export async function userState(t: Db, userId: number) {
  return t.q
    .selectFrom('users')
    .select(['id', 'role', 'org_id', 'suspended_at'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Suspends or restores an account (sign-in 403 "Account suspended" while suspended). */
export async function setUserSuspended(
  t: Db,
  userId: number,
  suspended: boolean,
  nowIso: string,
): Promise<void> {
  await t.q
    .updateTable('users')
    .set({ suspended_at: suspended ? nowIso : null })
    .where('id', '=', userId)
    .$if(suspended, (qb) => qb.where('suspended_at', 'is', null))
    .execute();
}

/** Whether account `userId` is suspended (a coach's apply answers 403 while it is). */
export async function isUserSuspended(db: Db, userId: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.suspended_at != null;
}

/**
 * Organisations whose name contains `name` (any case), at most 50, with their roles waiting for
 * review (GET /api/admin/orgs, /admin's organisations); the newest first.
 */
export async function findOrgs(db: Db, name: string) {
  const text = likeText(name.trim().toLowerCase());
  const rows = await db.q
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name', 'o.verified_at', 'o.suspended_at', 'o.created_at as createdAt'])
    .select((eb) =>
      eb
        .selectFrom('jobs as j')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('j.org_id', '=', 'o.id')
        .where('j.review', '=', 'held')
        .as('held'),
    )
    .where('o.deleted_at', 'is', null)
    .where(sql<boolean>`lower(o.name) LIKE ${`%${text}%`} ESCAPE '\\'`)
    .orderBy('o.id', 'desc')
    .limit(50)
    .execute();
  return rows.map(({ verified_at, suspended_at, held, ...o }) => ({
    ...o,
    verified: verified_at != null,
    suspended: suspended_at != null,
    held: Number(held ?? 0),
  }));
}
