/**
 * Job view counts (job_views, migrations 004): counted in memory and written in batches.
 *
 * A view is not worth a durable write transaction (an fsync under synchronous=FULL) of its
 * own: the counts are written together, in one transaction, by the first view at least
 * VIEW_FLUSH_MS after the oldest pending one (or once VIEW_FLUSH_JOBS jobs have counts
 * pending), and when the server stops (flushViews). No timer: only a successful view request
 * writes, so a refused request never changes the database. Readers add unflushedViews. A
 * crash loses at most the views counted since the last write. Each server adds its own counts
 * to the stored ones, so several servers count together.
 */

import { batched } from '../batch';
import type { Database, Db } from '../connect';
import { isForeignKeyViolation, tx } from '../connect';

export const VIEW_FLUSH_MS = 1000;
/**
 * ... or by the view that brings the pending counts to this many jobs: each count is a row
 * updated at a random place of job_views, so one write of a second's views of thousands of
 * jobs would hold the event loop for a stall every waiting request shares; a few hundred at a
 * time keep each write short (docs/benchmarks.md).
 */
export const VIEW_FLUSH_JOBS = 256;

const pendingViews = new WeakMap<Database, { counts: Map<number, number>; since: number }>();

/** The stored view count of job `id` (0 without a row), read in batches (db/batch.ts). */
const viewsBatch = batched(storedViewsOf);
export async function storedViews(db: Db, id: number): Promise<number> {
  return (await viewsBatch(db, id)) ?? 0;
}

/** The stored view counts of jobs `ids` (absent: 0). */
export async function storedViewsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const rows = await db.q
    .selectFrom('job_views')
    .select(['job_id', 'views'])
    .where('job_id', 'in', ids)
    .execute();
  for (const r of rows) out.set(r.job_id, r.views);
  return out;
}

/** Views of job `id` counted but not yet written (readers of the stored count add them). */
export function unflushedViews(db: Db, id: number): number {
  return pendingViews.get(db.base)?.counts.get(id) ?? 0;
}

/**
 * Counts one view of job `id`; returns the views counted and not yet written, this one
 * included. Writes the pending counts when they are due (see the top of this file): the view
 * that makes them due waits for that write (a failed write keeps them for the next).
 */
export async function countView(db: Db, id: number, now = Date.now()): Promise<number> {
  const base = db.base;
  let pending = pendingViews.get(base);
  if (!pending) {
    pending = { counts: new Map(), since: now };
    pendingViews.set(base, pending);
  }
  const n = (pending.counts.get(id) ?? 0) + 1;
  pending.counts.set(id, n);
  if (pending.counts.size >= VIEW_FLUSH_JOBS || now - pending.since >= VIEW_FLUSH_MS) {
    await flushViews(base).catch(() => {});
  }
  return n;
}

/**
 * Writes the pending view counts in one transaction (no-op when none). When the write fails
 * (the database went away) the counts are kept for the next one.
 */
export async function flushViews(db: Database): Promise<void> {
  const pending = pendingViews.get(db);
  if (!pending || db.closed) return;
  pendingViews.delete(db);
  const rows = [...pending.counts].map(([job_id, views]) => ({ job_id, views }));
  try {
    await tx(db, async (t) => {
      for (let i = 0; i < rows.length; i += 500) {
        await t.q
          .insertInto('job_views')
          .values(rows.slice(i, i + 500))
          .onConflict((oc) =>
            oc.column('job_id').doUpdateSet((eb) => ({
              views: eb('job_views.views', '+', eb.ref('excluded.views')),
            })),
          )
          .execute();
      }
    });
  } catch (e) {
    // A job that no longer exists: its counts go (only a deleted job's can fail this way).
    if (isForeignKeyViolation(e)) return;
    const again = pendingViews.get(db) ?? { counts: new Map(), since: pending.since };
    for (const { job_id, views } of rows) {
      again.counts.set(job_id, (again.counts.get(job_id) ?? 0) + views);
    }
    pendingViews.set(db, again);
    throw e;
  }
}
