/**
 * Rate-limit counters: one row per (limiter, subject) key counting events in a fixed window
 * that starts with the first event. Counting is one upsert and taking back one UPDATE, each
 * decided by the database on the row it holds, so any number of servers count together (the
 * limiters themselves are server/middleware/rate-limit.ts).
 */
import type { Db } from '../connect';

export interface RateWindow {
  count: number;
  window_start: number;
}

/**
 * Counts one event for `key` at `nowMs` in a window of `windowMs` (a window that has ended
 * starts again at 1). With `limit`, a window already holding `limit` events counts nothing
 * and null is returned. Otherwise the window after counting.
 */
export async function hitLimit(
  db: Db,
  key: string,
  nowMs: number,
  windowMs: number,
  limit?: number,
): Promise<RateWindow | null> {
  // window_start at or before this: that window has ended.
  const ended = nowMs - windowMs;
  const row = await db.q
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: nowMs })
    .onConflict((oc) => {
      const update = oc.column('key').doUpdateSet((eb) => {
        const over = eb('rate_limits.window_start', '<=', ended);
        return {
          count: eb
            .case()
            .when(over)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(over)
            .then(nowMs)
            .else(eb.ref('rate_limits.window_start'))
            .end(),
        };
      });
      return limit === undefined
        ? update
        : update.where((eb) =>
            eb.or([
              eb('rate_limits.window_start', '<=', ended),
              eb('rate_limits.count', '<', limit),
            ]),
          );
    })
    .returning(['count', 'window_start'])
    .executeTakeFirst();
  return row ?? null;
}

/** The window of `key` if it is still running at `nowMs`. */
export async function currentWindow(
  db: Db,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<RateWindow | undefined> {
  return db.q
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .where('window_start', '>', nowMs - windowMs)
    .executeTakeFirst();
}

/** Takes back one event of `key`'s running window (never below 0). */
export async function unhitLimit(
  db: Db,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<void> {
  await db.q
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('rate_limits.count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('window_start', '>', nowMs - windowMs)
    .execute();
}

/** Ends `key`'s window. */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.q.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops the counters whose window started before `before`. */
export async function purgeLimits(db: Db, before: number): Promise<void> {
  await db.q.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
