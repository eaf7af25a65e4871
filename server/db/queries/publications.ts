/**
 * When each role first became public (migrations 007: job_publications), in commit order. A
 * role is "new" to an alert when its `seq` is above the alert's watermark (decision 015); it
 * gets its seq once, the first time it is open, so a role closed and opened again is never new
 * twice. A publication not yet matched against the instant alerts (matched_at NULL) is claimed
 * by one worker (server/work/alerts.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../connect';

/**
 * Records that job `jobId` is public at `atMs`, unless it was before. Run inside the
 * transaction that opened it (indexJob), as its last write.
 */
export async function publishIfNew(t: Db, jobId: number, atMs: number): Promise<void> {
  const had = await t.q
    .selectFrom('job_publications')
    .select('seq')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (had) return;
  // PostgreSQL: seqs must commit in their order (an alert's watermark passes only committed
  // ones), so publishing transactions take turns until they commit; SQLite's write lock already
  // makes them.
  if (t.engine === 'postgres') {
    await sql`LOCK TABLE job_publications IN SHARE ROW EXCLUSIVE MODE`.execute(t.q);
  }
  const last = await t.q
    .selectFrom('job_publications')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  await t.q
    .insertInto('job_publications')
    .values({ seq: Number(last?.seq ?? 0) + 1, job_id: jobId, public_at: atMs, matched_at: null })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
}

/**
 * The highest seq every alert may be given at `now`: every publication up to it is committed,
 * public by `now` and already matched against the instant alerts (so an instant alert that
 * nothing marked due has no new role up to it).
 */
export async function settledSeq(db: Db, now: number): Promise<number> {
  // In this order: every seq up to `last` has committed (publishIfNew), so the later reads see
  // each of them as it is now or later.
  let top = await latestSeq(db);
  const unmatched = await db.q
    .selectFrom('job_publications')
    .select('seq')
    .where('matched_at', 'is', null)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  if (unmatched) top = Math.min(top, unmatched.seq - 1);
  const future = await db.q
    .selectFrom('job_publications')
    .select('seq')
    .where('public_at', '>', now)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  if (future) top = Math.min(top, future.seq - 1);
  return top;
}

/** The highest seq recorded (a new alert starts from it: only later roles are new to it). */
export async function latestSeq(db: Db): Promise<number> {
  const row = await db.q
    .selectFrom('job_publications')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export interface Publication {
  seq: number;
  jobId: number;
  publicAt: number;
}

/** Publications public by `now` and not yet matched, oldest first. */
export async function unmatchedPublications(
  db: Db,
  now: number,
  limit: number,
): Promise<Publication[]> {
  const rows = await db.q
    .selectFrom('job_publications')
    .select(['seq', 'job_id', 'public_at'])
    .where('matched_at', 'is', null)
    .where('public_at', '<=', now)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: r.seq, jobId: r.job_id, publicAt: r.public_at }));
}

/** Claims publication `seq` for matching (inside the matching's transaction); false if taken. */
export async function claimPublication(t: Db, seq: number, now: number): Promise<boolean> {
  const r = await t.q
    .updateTable('job_publications')
    .set({ matched_at: now })
    .where('seq', '=', seq)
    .where('matched_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
