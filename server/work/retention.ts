/**
 * The file sweeps of issue 31 (API.md part 2 "Privacy and account control"; docs/decisions/025):
 *
 * - leftovers: bytes an account deletion (or retention) queued in file_removals and did not
 *   remove because the process stopped between the commit and the removal (SQLite; on
 *   PostgreSQL the bytes are rows that go in the same transaction);
 * - retention: a resume or cover letter whose every application ended (Not successful, or its
 *   role closed) RETENTION_DAYS ago or longer and that is not among the coach's latest uploads
 *   (GET /api/file/mine) loses its bytes; its applications stay and carry files_removed_at.
 *
 * Each file is its own transaction, so a sweep stopped half way leaves nothing half done.
 */
import { DEFAULT_RETENTION_DAYS } from '../config';
import { tx } from '../db/connect';
import {
  isPastRetention,
  removeQueuedFiles,
  retentionCandidates,
  retireFile,
} from '../db/queries/account-data';
import type { Sweep, WorkDeps } from './runner';

const BATCH = 200;
const DAY_MS = 864e5;

/** Removes what deletions left behind; returns how many files. */
export async function sweepLeftoverFiles(deps: WorkDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await removeQueuedFiles(deps.db);
    total += n;
    if (n < 1000) return total;
  }
}

/** Removes the files past retention at `now`; returns how many. */
export async function retireOldFiles(deps: WorkDeps, now: number): Promise<number> {
  const days = deps.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const cut = new Date(now - days * DAY_MS).toISOString();
  const nowIso = new Date(now).toISOString();
  let total = 0;
  let after = 0;
  for (;;) {
    const page = await retentionCandidates(deps.db, after, BATCH);
    for (const f of page) {
      if (!(await isPastRetention(deps.db, f, cut, nowIso))) continue;
      // Judged again inside the file's transaction: a new application may have used it since.
      const retired = await tx(deps.db, async (t) => {
        if (!(await isPastRetention(t, f, cut, nowIso))) return false;
        await retireFile(t, f, now);
        return true;
      });
      if (retired) total += 1;
    }
    if (page.length < BATCH) break;
    after = page[page.length - 1].id;
  }
  await sweepLeftoverFiles(deps);
  return total;
}

/** Retention is judged at most this often per process (it reads every kept resume's uses). */
export const RETENTION_EVERY_MS = 60 * 60_000;
const lastRetention = new WeakMap<object, number>();

export const retentionSweep: Sweep = {
  name: 'retention',
  async run(deps, now) {
    // Leftovers every tick: one indexed read of an almost always empty queue.
    await sweepLeftoverFiles(deps);
    const last = lastRetention.get(deps.db);
    if (last !== undefined && now - last < RETENTION_EVERY_MS) return;
    lastRetention.set(deps.db, now);
    await retireOldFiles(deps, now);
  },
};
