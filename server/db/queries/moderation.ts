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
