/**
 * What the alert worker (server/work/alerts.ts) reads and writes: a newly public role's match
 * data and the instant alerts' searches its keys find (alert_keys), marking those alerts due; the alerts
 * due at a time, the roles new to them (a window of job_publications), and moving an alert on
 * once its mail is in the outbox, in one compare-and-set, so that of two workers only one
 * moves it.
 */

import { sql } from 'kysely';
import type { ContextPlan } from '../../lib/alert-query';
import type { Db } from '../connect';
import { ALERT_COLUMNS, type AlertRow, toAlert } from './alerts';
import { LOCATION } from './jobs';
import { jobWords } from './search-words';

export interface RoleMatchData {
  seq: number;
  jobId: number;
  name: string;
  organisation: string;
  location: string;
  salary: string;
  orgType: number;
  city: number;
  state: number;
  tags: number[];
  words: string[];
  payYearMax: number | null;
  /** The coaching context (issue 29; alert-match.ts MatchRole). */
  sportType: number | null;
  ageGroups: number;
  gender: string | null;
  level: string | null;
  payKind: string | null;
  days: number;
  times: number;
}

/**
 * The open roles among the publications with seq in (`after`, `upTo`] (the newest `limit` of
 * them), with what matching and a mail need, oldest first.
 */
export async function publishedRoles(
  db: Db,
  after: number,
  upTo: number,
  limit: number,
  /** Open at this instant (ISO): not closed, and closing later. */
  at: string,
): Promise<RoleMatchData[]> {
  const rows = await db.q
    .selectFrom('job_publications as p')
    .innerJoin('jobs as j', 'j.id', 'p.job_id')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select([
      'p.seq',
      'j.id as jobId',
      'j.name',
      'o.name as organisation',
      LOCATION.as('location'),
      'j.salary',
      'j.description',
      'o.org_type_id as orgType',
      'j.city_id as city',
      'c.state_id as state',
      'j.pay_year_max as payYearMax',
      'j.sport_type_id as sportType',
      'j.age_groups as ageGroups',
      'j.gender',
      'j.level',
      'j.pay_kind as payKind',
      'j.days',
      'j.times',
    ])
    .where('p.seq', '>', after)
    .where('p.seq', '<=', upTo)
    .where('j.is_open', '=', 1)
    // Listed only (issue 32): a role hidden or suspended since its publication is not new.
    .where('j.visibility', '=', 0)
    .where('j.closes_at', '>', at)
    .orderBy('p.seq', 'desc')
    .limit(limit)
    .execute();
  const tags = new Map<number, number[]>();
  const ids = rows.map((r) => r.jobId);
  for (let i = 0; i < ids.length; i += 500) {
    const tagRows = await db.q
      .selectFrom('job_tags')
      .select(['job_id', 'tag_id'])
      .where('job_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const t of tagRows) tags.set(t.job_id, [...(tags.get(t.job_id) ?? []), t.tag_id]);
  }
  return rows.reverse().map(({ description, ...r }) => ({
    ...r,
    tags: tags.get(r.jobId) ?? [],
    words: jobWords({ name: r.name, organisation: r.organisation, description }).map((w) => w.word),
  }));
}

/**
 * The searches of instant alerts stored under any of `keys`, with their keyword words, minPay
 * and coaching-context plan (null: none).
 */
export async function instantSearchesByKeys(
  db: Db,
  keys: readonly string[],
): Promise<{ sig: string; terms: string; minPay: number | null; context: ContextPlan | null }[]> {
  const out = new Map<
    string,
    { terms: string; minPay: number | null; context: ContextPlan | null }
  >();
  for (let i = 0; i < keys.length; i += 1000) {
    const some = keys.slice(i, i + 1000);
    const rows = await db.q
      .selectFrom('alert_keys')
      .select(['sig', 'terms', 'min_pay', 'context'])
      // PostgreSQL: one array parameter, not hundreds (planning and binding cost per value).
      .where((eb) =>
        db.engine === 'postgres'
          ? sql<boolean>`${eb.ref('key')} = ANY(${some}::text[])`
          : eb('key', 'in', some),
      )
      .execute();
    for (const r of rows) {
      out.set(r.sig, {
        terms: r.terms,
        minPay: r.min_pay,
        context: r.context ? (JSON.parse(r.context) as ContextPlan) : null,
      });
    }
  }
  return [...out].map(([sig, s]) => ({ sig, ...s }));
}

/**
 * Marks the running instant alerts of the searches `sigs` due because publication `seq` matched
 * them (those that had not been given it yet): due at `at`, and `seq` within their
 * due_from..due_to.
 */
export async function markInstantDue(
  t: Db,
  sigs: readonly string[],
  seq: number,
  at: number,
): Promise<number> {
  let marked = 0;
  for (let i = 0; i < sigs.length; i += 500) {
    const r = await t.q
      .updateTable('job_alerts')
      .set((eb) => ({
        next_due: eb
          .case()
          .when(eb.or([eb('next_due', 'is', null), eb('next_due', '>', at)]))
          .then(at)
          .else(eb.ref('next_due'))
          .end(),
        due_from: eb
          .case()
          .when(eb.or([eb('due_from', 'is', null), eb('due_from', '>', seq)]))
          .then(seq)
          .else(eb.ref('due_from'))
          .end(),
        due_to: eb
          .case()
          .when(eb.or([eb('due_to', 'is', null), eb('due_to', '<', seq)]))
          .then(seq)
          .else(eb.ref('due_to'))
          .end(),
      }))
      .where('match_sig', 'in', sigs.slice(i, i + 500))
      .where('watermark', '<', seq)
      .where('frequency', '=', 'instant')
      .where('paused', '=', 0)
      .where('confirmed', '=', 1)
      .executeTakeFirst();
    marked += Number(r.numUpdatedRows);
  }
  return marked;
}

/** Alerts due at `now`, in (next_due, id) order after `after`. */
export async function dueAlerts(
  db: Db,
  now: number,
  after: { due: number; id: number } | null,
  limit: number,
): Promise<{ id: number; due: number }[]> {
  let q = db.q
    .selectFrom('job_alerts')
    .select(['id', 'next_due'])
    .where('next_due', 'is not', null)
    .where('next_due', '<=', now);
  // A row value: one range of the (next_due, id) index on both engines.
  if (after) {
    q = q.where((eb) => eb(eb.refTuple('next_due', 'id'), '>', eb.tuple(after.due, after.id)));
  }
  const rows = await q.orderBy('next_due').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, due: r.next_due as number }));
}

export interface SendAlert extends AlertRow {
  /** Where its mail goes: the coach's current address, or the visitor's. */
  to: string;
}

/** Alerts with their mail address (alerts gone meanwhile are left out). */
export async function alertsToSend(db: Db, ids: readonly number[]): Promise<SendAlert[]> {
  if (ids.length === 0) return [];
  const rows = await db.q
    .selectFrom('job_alerts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(ALERT_COLUMNS.map((c) => `a.${c}` as const))
    .select('u.email as userEmail')
    .where('a.id', 'in', [...ids])
    .execute();
  return rows.flatMap(({ userEmail, ...r }) => {
    const to = userEmail ?? r.email;
    return to ? [{ ...toAlert(r), to }] : [];
  });
}

/** What an alert was when a run read it: it is moved on only if it still is. */
export type SeenAlert = Pick<AlertRow, 'nextDue' | 'watermark' | 'dueTo' | 'paused' | 'frequency'>;

/**
 * Moves alerts on after a run (given the roles up to `watermark`, next looked at `nextDue`,
 * due_from/due_to as given), those of `ids` that are still as `seen`: no other worker moved
 * them, no change and no new match came in between. Returns the ids this call moved.
 */
export async function advanceAlerts(
  t: Db,
  ids: readonly number[],
  seen: SeenAlert,
  to: { watermark: number; nextDue: number | null; dueFrom: number | null; dueTo: number | null },
): Promise<number[]> {
  const rows = await t.q
    .updateTable('job_alerts')
    .set({
      watermark: to.watermark,
      next_due: to.nextDue,
      due_from: to.dueFrom,
      due_to: to.dueTo,
    })
    .where('id', 'in', [...ids])
    .where('next_due', '=', seen.nextDue as number)
    .where('watermark', '=', seen.watermark)
    .where('frequency', '=', seen.frequency)
    .where('paused', '=', seen.paused ? 1 : 0)
    .where((eb) => (seen.dueTo === null ? eb('due_to', 'is', null) : eb('due_to', '=', seen.dueTo)))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** After a mail was sent: when it went (only if the alert still exists). */
export async function markAlertSent(db: Db, id: number, at: number): Promise<void> {
  await db.q.updateTable('job_alerts').set({ last_sent_at: at }).where('id', '=', id).execute();
}

/** Which of `ids` are still open, listed roles at `at` (ISO). */
export async function openJobIds(db: Db, ids: readonly number[], at: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.q
    .selectFrom('jobs')
    .select('id')
    .where('id', 'in', [...ids])
    .where('is_open', '=', 1)
    .where('visibility', '=', 0)
    .where('closes_at', '>', at)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Whether alert `id` still exists (a mail of an alert unsubscribed meanwhile is not sent). */
export async function alertExists(db: Db, id: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('job_alerts')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
