/**
 * Background work items (migrations 006): queued in the transaction of the change that causes
 * them, claimed by one process at a time (a lease), retried later when they fail, given up
 * after their deadline. PostgreSQL claims with FOR UPDATE SKIP LOCKED, so servers and workers
 * claiming together take different items; SQLite's write transaction serializes claims.
 */
import { sql } from 'kysely';
import { bulkInsert } from '../bulk';
import type { Db } from '../connect';
import { tx } from '../connect';

export interface WorkItem {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  runAt: number;
  giveUpAt: number | null;
  createdAt: number;
}

export interface NewWork {
  kind: string;
  payload: unknown;
  runAt: number;
  /** After this a failure is final (null: retried until it succeeds). */
  giveUpAt?: number | null;
  /** The same key is never queued twice (e.g. one reminder per credential and day). */
  dedupeKey?: string | null;
}

/** Queues an item (inside the caller's transaction); null when its dedupe key was queued before. */
export async function enqueueWork(t: Db, item: NewWork, now: number): Promise<number | null> {
  const row = await t.q
    .insertInto('work')
    .values({
      kind: item.kind,
      payload: JSON.stringify(item.payload),
      run_at: item.runAt,
      give_up_at: item.giveUpAt ?? null,
      dedupe_key: item.dedupeKey ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Queues many items at once (inside the caller's transaction, in one or a few statements); an
 * item whose dedupe key was queued before is left out.
 */
export async function enqueueWorkBatch(t: Db, items: readonly NewWork[], now: number) {
  await bulkInsert(
    t,
    'work',
    [
      ['kind', 'text'],
      ['dedupe_key', 'text'],
      ['payload', 'text'],
      ['run_at', 'bigint'],
      ['give_up_at', 'bigint'],
      ['created_at', 'bigint'],
    ],
    items.map((i) => [
      i.kind,
      i.dedupeKey ?? null,
      JSON.stringify(i.payload),
      i.runAt,
      i.giveUpAt ?? null,
      now,
    ]),
    true,
  );
}

export interface ClaimOptions {
  now: number;
  /** Who claims (a process's name): only it may finish what it claimed. */
  workerId: string;
  /** How long a claim holds; after it, a process that died has left the item to others. */
  leaseMs: number;
  limit: number;
  /** Only this item (the mail a request just queued), when it is due and free. */
  id?: number;
}

/** Claims up to `limit` due, unclaimed items (oldest due first), counting an attempt each. */
export async function claimWork(db: Db, o: ClaimOptions): Promise<WorkItem[]> {
  return tx(db, async (t) => {
    let due = t.q
      .selectFrom('work')
      .select('id')
      .where('run_at', '<=', o.now)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', o.now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(o.limit);
    if (o.id !== undefined) due = due.where('id', '=', o.id);
    // PostgreSQL: rows another transaction is claiming are passed over, not waited for.
    if (t.engine === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = await t.q
      .updateTable('work')
      .set((eb) => ({
        locked_until: o.now + o.leaseMs,
        locked_by: o.workerId,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', ids)
      .returning(['id', 'kind', 'payload', 'attempts', 'run_at', 'give_up_at', 'created_at'])
      .execute();
    return rows
      .map((r) => ({
        id: r.id,
        kind: r.kind,
        payload: JSON.parse(r.payload) as unknown,
        attempts: r.attempts,
        runAt: r.run_at,
        giveUpAt: r.give_up_at,
        createdAt: r.created_at,
      }))
      .sort((a, b) => a.runAt - b.runAt || a.id - b.id);
  });
}

/**
 * Marks a claimed item done. Its payload goes (a mail's address and links are kept no longer
 * than needed). False when the claim was lost (the lease ran out and another took it).
 */
export async function finishWork(
  db: Db,
  id: number,
  workerId: string,
  now: number,
): Promise<boolean> {
  const r = await db.q
    .updateTable('work')
    .set({ done_at: now, locked_until: null, payload: '{}', last_error: null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A claimed item failed: due again at `runAt`, or (`final`) given up, its payload gone. */
export async function failWork(
  db: Db,
  id: number,
  workerId: string,
  o: { now: number; runAt: number; error: string; final: boolean },
): Promise<void> {
  await db.q
    .updateTable('work')
    .set(
      o.final
        ? { failed_at: o.now, locked_until: null, payload: '{}', last_error: o.error }
        : { run_at: o.runAt, locked_until: null, last_error: o.error },
    )
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Deletes items finished or given up before `before` (their record is kept a while). */
export async function purgeWork(db: Db, before: number): Promise<number> {
  const r = await db.q
    .deleteFrom('work')
    .where((eb) =>
      eb.or([
        eb.and([eb('done_at', 'is not', null), eb('done_at', '<', before)]),
        eb.and([eb('failed_at', 'is not', null), eb('failed_at', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Open items by kind (for the worker's log line and the tests). */
export async function openWorkCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db.q
    .selectFrom('work')
    .select(['kind', sql<number>`count(*)`.as('n')])
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}
