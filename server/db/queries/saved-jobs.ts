/**
 * Saved jobs (issue 26): a coach's saves (one row per coach and role, at most MAX_SAVED_JOBS,
 * counted with the coach's row locked), the list newest saved first with closed roles and
 * whether the coach applied, the merge of a visitor's browser list at sign-in, and the public
 * job summaries a visitor's /savedjobs reads.
 */
import { MAX_SAVED_JOBS } from '../../../src/shared/constants';
import { type Db, tx } from '../connect';
import { type JobSummaryRow, SUMMARY_COLUMNS, summaryOf } from './job-lists';

/**
 * Holds the coach's row until the transaction ends, so that two requests counting the coach's
 * alerts or saves take turns (PostgreSQL; SQLite's write lock already makes them).
 */
export async function lockUser(t: Db, userId: number): Promise<void> {
  if (t.engine === 'postgres') {
    await t.q.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
}

export type JobSummaryOpen = JobSummaryRow;

export interface SavedJobRow extends JobSummaryRow {
  savedOn: string;
  applied: boolean;
}

/** The roles that show on saved lists: every role (API.md: closed ones as Closed). */
function summaries(db: Db) {
  return db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(SUMMARY_COLUMNS);
}

/** Job summaries (open judged at `nowIso`) in the order of `ids`; ids of no role left out. */
export async function jobSummariesByIds(
  db: Db,
  ids: readonly number[],
  nowIso: string,
): Promise<JobSummaryOpen[]> {
  if (ids.length === 0) return [];
  const rows = await summaries(db)
    .where('j.id', 'in', [...new Set(ids)])
    // Public: a role held, rejected, taken down or suspended is left out (issue 32).
    .where('j.visibility', '<', 2)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, summaryOf(r, nowIso)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether role `jobId` exists (and can be saved). */
export async function savableJob(db: Db, jobId: number): Promise<boolean> {
  const row = await db.q.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst();
  return row !== undefined;
}

async function countSaved(db: Db, userId: number): Promise<number> {
  const row = await db.q
    .selectFrom('saved_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Saves role `jobId` for the coach: 'saved' (also when it was), 'missing' (no such role) or
 * 'full' (MAX_SAVED_JOBS saved already).
 */
export async function saveJob(
  db: Db,
  userId: number,
  jobId: number,
  nowIso: string,
): Promise<'saved' | 'missing' | 'full'> {
  return tx(db, async (t) => {
    if (!(await savableJob(t, jobId))) return 'missing';
    await lockUser(t, userId);
    const had = await t.q
      .selectFrom('saved_jobs')
      .select('job_id')
      .where('user_id', '=', userId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    if (had) return 'saved';
    if ((await countSaved(t, userId)) >= MAX_SAVED_JOBS) return 'full';
    await t.q
      .insertInto('saved_jobs')
      .values({ user_id: userId, job_id: jobId, saved_on: nowIso })
      .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
      .execute();
    return 'saved';
  });
}

/** 'missing' when no such role exists (404, like saving one); removing an unsaved role is fine. */
export async function unsaveJob(
  db: Db,
  userId: number,
  jobId: number,
): Promise<'removed' | 'missing'> {
  const r = await db.q
    .deleteFrom('saved_jobs')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) > 0) return 'removed';
  return (await savableJob(db, jobId)) ? 'removed' : 'missing';
}

/** Every role the coach saved, newest saved first. */
export async function savedJobIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.q
    .selectFrom('saved_jobs')
    .select('job_id')
    .where('user_id', '=', userId)
    .orderBy('saved_on', 'desc')
    .orderBy('job_id', 'desc')
    .execute();
  return rows.map((r) => r.job_id);
}

/**
 * Saves the roles of a visitor's browser list (`ids`, newest first) for the coach: unknown ids
 * are skipped, saved ones kept as they were, and ids past MAX_SAVED_JOBS left out. Returns
 * every saved id after the merge.
 */
export async function mergeSavedJobs(
  db: Db,
  userId: number,
  ids: readonly number[],
  now: number,
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  await tx(db, async (t) => {
    await lockUser(t, userId);
    const known = new Set(
      wanted.length
        ? (await t.q.selectFrom('jobs').select('id').where('id', 'in', wanted).execute()).map(
            (r) => r.id,
          )
        : [],
    );
    const saved = new Set(await savedJobIds(t, userId));
    const room = Math.max(0, MAX_SAVED_JOBS - saved.size);
    const fresh = wanted.filter((id) => known.has(id) && !saved.has(id)).slice(0, room);
    // The first id is the newest save: one millisecond apart keeps the browser's order.
    const rows = fresh.map((job_id, i) => ({
      user_id: userId,
      job_id,
      saved_on: new Date(now - i).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 250) {
      await t.q
        .insertInto('saved_jobs')
        .values(rows.slice(i, i + 250))
        .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
        .execute();
    }
  });
  return savedJobIds(db, userId);
}

/** A page of the coach's saved roles, newest saved first, with the total. */
export async function listSavedJobs(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  nowIso: string,
): Promise<{ list: SavedJobRow[]; length: number }> {
  const rows = await summaries(db)
    .innerJoin('saved_jobs as sj', 'sj.job_id', 'j.id')
    .leftJoin('applications as a', (join) =>
      join.onRef('a.job_id', '=', 'j.id').on('a.user_id', '=', userId),
    )
    .select(['sj.saved_on as savedOn', 'a.id as applicationId'])
    .where('sj.user_id', '=', userId)
    .orderBy('sj.saved_on', 'desc')
    .orderBy('sj.job_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const list = rows.map(({ applicationId, savedOn, ...r }) => ({
    ...summaryOf(r, nowIso),
    savedOn,
    applied: applicationId !== null,
  }));
  return { list, length: await countSaved(db, userId) };
}

/** A coach's saves as the data export shows them. */
export async function exportSavedJobsOf(db: Db, userId: number) {
  const rows = await db.q
    .selectFrom('saved_jobs as sj')
    .innerJoin('jobs as j', 'j.id', 'sj.job_id')
    .select(['sj.job_id as jobId', 'j.name', 'sj.saved_on as savedOn'])
    .where('sj.user_id', '=', userId)
    .orderBy('sj.saved_on', 'desc')
    .execute();
  return rows;
}

/** Deletes every save of a coach (deleting the coach's row does the same: ON DELETE CASCADE). */
export async function deleteSavedJobsOf(t: Db, userId: number): Promise<void> {
  await t.q.deleteFrom('saved_jobs').where('user_id', '=', userId).execute();
}
